import Foundation
import Graphics
import Typography
import WidgetGallery
import WidgetPreview

/// What `gallery` did.
struct GallerySummary: Equatable {
    var images = 0
    var skipped: [String] = []
    var failures: [String] = []
    var written = 0
    var unchanged = 0
    var removed: [String] = []
}

/// The whole gallery run: plan, render in parallel, write what changed, sheets, mock-ups, the index, prune.
struct GalleryBuild {
    var previews: [Preview]
    var root: URL
    var shard = Shard.all
    var jobs = 1
    var graphicsTestScene = false
    var progress: @Sendable (Int, Int) -> Void = { _, _ in }

    static let mockupStem = "lock-screen@2x"

    func run() throws -> GallerySummary {
        let plan = try GalleryPlan.images(of: previews)
        let folders = Dictionary(grouping: previews.indices, by: { GalleryPlan.folder(of: previews[$0]) })
        if let (folder, indices) = folders.first(where: { $0.value.count > 1 }) {
            throw CLIError("previews \(indices.map { "'\(previews[$0].name)'" }.joined(separator: " and ")) share the folder "
                + "'\(folder)' after sanitising; rename one")
        }
        let selected = plan.enumerated().filter { shard.contains(position: $0.offset) }
        let images = selected.map(\.element)
        let total = images.count
        let progress = self.progress
        let outcomes = GalleryRenderer.renderAll(images, previews: previews, jobs: jobs, progress: { progress($0, total) })

        let files = GalleryFiles(root: root)
        var summary = GallerySummary()
        var rendered: [Int: RenderedWidget] = [:]   // by position in `images`
        for (index, (image, outcome)) in zip(images, outcomes).enumerated() {
            switch outcome {
            case .rendered(let widget):
                try files.write(try widget.pngData(), to: image.stem + ".png")
                try files.write(Data(widget.svg().utf8), to: image.stem + ".svg")
                rendered[index] = widget
                summary.images += 1
            case .skipped(let reason): summary.skipped.append(reason)
            case .failed(let reason): summary.failures.append(reason)
            }
        }
        // Sheets, mock-ups and the index need every image of a preview, pruning needs the whole plan: only
        // an unsharded run makes them (a sharded CI run verifies, it does not regenerate).
        if shard.isWhole && summary.failures.isEmpty {
            let text = try SheetText()
            var sections: [GalleryIndex.Section] = []
            for (p, preview) in previews.enumerated() {
                let mine = images.indices.filter { images[$0].previewIndex == p }
                let folder = GalleryPlan.folder(of: preview)
                let cells = mine.compactMap { i in rendered[i].map {
                    ContactSheet.Cell(entry: preview.entries[images[i].entryIndex].name, family: images[i].family,
                                      place: images[i].place.name, picture: $0.displayList)
                } }
                let sheet = ContactSheet.displayList(title: preview.name, cells: cells, text: text)
                try write(sheet, title: "\(preview.name): contact sheet", stem: folder + "/" + GalleryFiles.contactSheetStem, files)
                let accessories = preview.families.filter { [.accessoryInline, .accessoryCircular, .accessoryRectangular].contains($0) }
                var hasMockup = false
                if !accessories.isEmpty, let entry = preview.entries.first {
                    func draw(_ family: WidgetFamily) -> RenderedWidget? {
                        guard accessories.contains(family) else { return nil }
                        return try? preview.draw(WidgetRenderer(family: family, context: mockupPlace(preview), scale: GalleryImage.scale), entry)
                    }
                    let inline = draw(.accessoryInline).map { LockScreenMockup.trimmedInline($0, scale: GalleryImage.scale) }
                    let mockup = LockScreenMockup.displayList(inline: inline, rectangular: draw(.accessoryRectangular)?.displayList,
                                                              circular: draw(.accessoryCircular)?.displayList, text: text)
                    try write(mockup, title: "\(preview.name) on the Lock Screen", stem: folder + "/" + Self.mockupStem, files)
                    hasMockup = true
                }
                sections.append(GalleryIndex.Section(title: preview.name, folder: folder, entries: preview.entries.map(\.name),
                                                     families: preview.families.map(\.description), hasMockup: hasMockup))
            }
            if graphicsTestScene { try writeGraphicsTestScene(files) }
            try files.write(Data(GalleryIndex.markdown(sections: sections, graphicsTestScene: graphicsTestScene).utf8), to: "README.md")
            try files.prune(folders: Set(previews.map(GalleryPlan.folder(of:))))
        }
        summary.written = files.written
        summary.unchanged = files.unchanged
        summary.removed = files.removed
        return summary
    }

    private func mockupPlace(_ preview: Preview) -> RenderContext {
        var place = LockScreenMockup.place
        place.assetDirectories += preview.assetDirectories
        return place
    }

    private func write(_ list: DisplayList, title: String, stem: String, _ files: GalleryFiles) throws {
        let png: Data
        do { png = try PNGCodec.encode(RasterBackend.render(list, scale: GalleryImage.scale)) } catch {
            throw CLIError("gallery: could not draw \(stem): \(error)")
        }
        try files.write(png, to: stem + ".png")
        try files.write(Data(SVGBackend.render(list, title: title).utf8), to: stem + ".svg")
    }

    /// The graphics test scene at 1x, 2x and 3x as PNG and once as SVG (it is resolution-independent).
    private func writeGraphicsTestScene(_ files: GalleryFiles) throws {
        let list = GraphicsTestScene.displayList(text: try SheetText().engine)
        try files.write(Data(SVGBackend.render(list, title: "WidgetPreview graphics test scene").utf8), to: "GraphicsTestScene/scene.svg")
        for scale in [1, 2, 3] {
            try files.write(try PNGCodec.encode(RasterBackend.render(list, scale: Double(scale))), to: "GraphicsTestScene/scene@\(scale)x.png")
        }
    }
}
