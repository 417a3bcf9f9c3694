import Foundation
import Graphics
import Typography
import WidgetPreview

/// What `gallery` did.
struct GallerySummary: Equatable {
    var images = 0
    var skipped: [String] = []
    /// Images WidgetKit would not show (the widget is not offered in the place), with why.
    var notOffered: [String] = []
    var failures: [String] = []
    var written = 0
    var unchanged = 0
    var removed: [String] = []
    /// Goldens no preview produces that were kept (pass `--prune` to remove them).
    var orphaned: [String] = []
    /// Files and folders the gallery did not write, left alone.
    var stray: [String] = []
}

/// The whole gallery run: plan, render in parallel, write what changed, sheets, mock-ups, the index, then
/// list (and with `prune` remove) what no preview produces and update the manifest.
struct GalleryBuild {
    var previews: [Preview]
    var root: URL
    var shard = Shard.all
    var jobs = 1
    /// Drawn after the sheets and mock-ups (WidgetPreview's developer command line: the graphics test scene).
    var extraPictures: GalleryExtraPictures?
    /// Removes orphaned goldens (after listing them); otherwise they are only listed.
    var prune = false
    /// The executable whose previews these are, recorded in the manifest (nil: unknown).
    var owner: String?
    var progress: @Sendable (Int, Int) -> Void = { _, _ in }
    /// Notes for standard error: what was left alone, what was (or could be) removed.
    var log: (String) -> Void = { _ in }

    static let mockupStem = "lock-screen@2x"
    /// A control preview's mock-up: Control Center and the Lock Screen's bottom buttons.
    static let controlMockupStem = "control-center@2x"

    func run() throws -> GallerySummary {
        try PreviewNameCollision.check(previews, command: "gallery")
        try GalleryManifest.checkOwner(owner, root: root)
        let plan = try GalleryPlan.images(of: previews)
        let selected = plan.enumerated().filter { shard.contains(position: $0.offset) }
        let images = selected.map(\.element)
        let total = images.count
        let progress = self.progress
        let files = GalleryFiles(root: root)
        let writer = SerialGalleryWriter(files: files)
        // Sheets, mock-ups and the index need every image of a preview, pruning needs the whole plan: only
        // an unsharded run makes them (a sharded CI run verifies, it does not regenerate).
        let makesPictures = shard.isWhole
        let text = makesPictures ? try SheetText() : nil
        var summary = GallerySummary()
        // One preview at a time: its images are rendered, encoded and written in parallel, each worker
        // keeping the DisplayList and the drawn pixels (as their PNG) its contact sheet composites; the sheet and mock-ups
        // follow, and those pixels are let go before the next preview, so memory holds one preview's
        // pixels and not the gallery's. Once an image has failed no more sheets are made.
        var done = 0
        let imagesByPreview = Dictionary(grouping: images, by: \.previewIndex)
        for p in previews.indices {
            let batch = imagesByPreview[p] ?? []
            let offset = done
            let results = GalleryRenderer.renderAll(batch, previews: previews, jobs: jobs, progress: { progress(offset + $0, total) }) {
                image, outcome -> GalleryImageResult in
                switch outcome {
                case .skipped(let reason): return .skipped(reason)
                case .notOffered(let reason): return .notOffered(reason)
                case .failed(let reason): return .failed(reason)
                case .rendered(let widget):
                    let pngPath = image.stem + ".png"
                    // A file an earlier run wrote that holds exactly these pixels is left as it is: comparing
                    // costs a fraction of encoding again.
                    var png: Data?, pixels: DrawnPixels?
                    if let existing = writer.existingFile(pngPath), let kept = widget.pixels(ifPNG: existing, name: pngPath) {
                        pixels = makesPictures ? kept : nil
                    } else {
                        do {
                            if makesPictures { (png, pixels) = try widget.pngDataKeepingPixels() } else { png = try widget.pngData() }
                        } catch { return .failed("\(image.name): could not encode the PNG: \(error)") }
                    }
                    do {
                        try writer.write([(png, pngPath), (Data(widget.svg().utf8), image.stem + ".svg")])
                    } catch {
                        return .notWritten
                    }
                    return .written(widget.displayList, pixels)
                }
            }
            done += batch.count

            var rendered: [Int: RenderedPicture] = [:]   // by position in `batch`
            var notOffered: Set<Int> = []
            for (index, result) in results.enumerated() {
                switch result {
                case .written(let list, let pixels):
                    rendered[index] = RenderedPicture(list: list, pixels: pixels)
                    summary.images += 1
                case .skipped(let reason): summary.skipped.append(reason)
                case .notOffered(let reason):
                    notOffered.insert(index)
                    summary.notOffered.append(reason)
                case .failed(let reason): summary.failures.append(reason)
                case .notWritten: continue
                }
            }
            // After a failed write every image is still rendered (the run then stops with that failure),
            // but nothing more is written.
            if let text, summary.failures.isEmpty, writer.firstFailure == nil {
                try writePictures(of: p, images: batch, rendered: rendered, notOffered: notOffered, text: text,
                                  existing: { writer.existingFile($0) }) { picture in
                    try writer.write(picture.files)
                }
            }
        }
        if let failure = writer.firstFailure { throw failure }
        if let text, summary.failures.isEmpty {
            if let extra = extraPictures {
                for picture in try extra.draw(text.engine) {
                    try writer.write(picture.files)
                }
            }
            let sections = previews.map { preview in
                GalleryIndex.Section(title: preview.name + GalleryPlan.settingsTitle(of: preview), folder: GalleryPlan.folder(of: preview), entries: preview.entries.map(\.name),
                                     families: preview.families.map(\.description) + preview.controlPlacements.map(\.description), hasMockup: Self.hasMockup(preview),
                                     hasControlMockup: !preview.controlPlacements.isEmpty && !preview.entries.isEmpty,
                                     hasActivityMockup: !preview.activityPresentations.isEmpty && !preview.entries.isEmpty)
            }
            let settings = Set(previews.map(GalleryPlan.settingFolders(of:)))
            if settings.contains([]) {
                try files.write(Data(GalleryIndex.markdown(sections: sections, extraPictures: extraPictures).utf8), to: "README.md")
            } else {
                // The index shows the default gallery (newest release, published sizes); another setting's
                // sheets are in its folders.
                files.keep("README.md")
                let titles = Set(previews.map { GalleryPlan.settingsTitle(of: $0).trimmingCharacters(in: CharacterSet(charactersIn: " ()")) })
                log("gallery: README.md left as it is (it indexes the \(OperatingSystemRelease.newest) gallery with published sizes); "
                    + "the \(titles.sorted().joined(separator: ", ")) contact sheets are in "
                    + previews.prefix(1).map { "\(GalleryPlan.folder(of: $0))/" }.joined() + " and the other previews' folders")
            }
            let leftovers = try files.tidy(previewFolders: Set(previews.map(GalleryPlan.folder(of:))), settings: settings, prune: prune,
                                          owner: owner, log: log)
            summary.orphaned = leftovers.orphaned
            summary.stray = leftovers.stray
        }
        summary.written = files.written
        summary.unchanged = files.unchanged
        summary.removed = files.removed
        return summary
    }

    /// The Lock Screen mock-up shows a preview's accessory families.
    static let mockupFamilies: [WidgetFamily] = [.accessoryInline, .accessoryCircular, .accessoryRectangular]

    static func hasMockup(_ preview: Preview) -> Bool {
        !preview.entries.isEmpty && preview.families.contains(where: mockupFamilies.contains)
    }

    /// One preview's contact sheet, Lock Screen, Live Activity and Control Center mock-ups, drawn, encoded
    /// and handed to `write` in parallel; the first error in a fixed order is thrown. `images` are the
    /// preview's images, `rendered` and `notOffered` indexed by position in them.
    private func writePictures(of p: Int, images: [GalleryImage], rendered: [Int: RenderedPicture], notOffered: Set<Int>,
                               text: SheetText, existing: @escaping @Sendable (String) -> Data?,
                               write: @escaping @Sendable (EncodedPicture) throws -> Void) throws {
        let previews = UncheckedSendable(value: self.previews)
        let preview = self.previews[p]
        var jobs: [@Sendable () throws -> [EncodedPicture]] = []
        let folder = GalleryPlan.folder(of: preview)
        let cells = images.indices.compactMap { i -> ContactSheet.Cell? in
            // A place that does not offer the widget gets a cell that says so, in the widget's size.
            let shown = rendered[i] ?? (notOffered.contains(i) ? Self.notOfferedPicture(images[i], text: text).map { RenderedPicture(list: $0) } : nil)
            guard let shown else { return nil }
            return ContactSheet.Cell(entry: Self.cellTitle(images[i], of: preview), row: images[i].row,
                                     place: images[i].activityPresentation?.rawValue ?? images[i].place.name,
                                     picture: shown.list, pixels: shown.pixels)
        }
        let name = preview.name
        jobs.append {
            let page = ContactSheet.page(title: name, cells: cells, text: text, scale: GalleryImage.scale)
            return [try Self.encode(page, title: "\(name): contact sheet", stem: folder + "/" + GalleryFiles.contactSheetStem, existing: existing)]
        }
        let activityPictures = Dictionary(images.indices.compactMap { i -> (LiveActivityPresentation, DisplayList)? in
            guard images[i].entryIndex == 0, images[i].locale == preview.locales.first,
                  let presentation = images[i].activityPresentation, let picture = rendered[i] else { return nil }
            return (presentation, picture.list)
        }, uniquingKeysWith: { first, _ in first })
        if !activityPictures.isEmpty {
            jobs.append {
                guard let mockup = LiveActivityMockup.displayList(pictures: activityPictures, text: text) else { return [] }
                return [try Self.encode(mockup, title: "\(name): Live Activity", stem: folder + "/" + LiveActivityMockup.stem, existing: existing)]
            }
        }
        if Self.hasMockup(preview) {
            let accessories = preview.families.filter(Self.mockupFamilies.contains)
            let place = mockupPlace(preview)
            jobs.append {
                let preview = previews.value[p]
                func draw(_ family: WidgetFamily) -> RenderedWidget? {
                    guard accessories.contains(family) else { return nil }
                    return try? preview.draw(WidgetRenderer(family: family, context: place, scale: GalleryImage.scale), preview.entries[0])
                }
                let inline = try draw(.accessoryInline).map { try LockScreenMockup.trimmedInline($0, scale: GalleryImage.scale) }
                let mockup = LockScreenMockup.displayList(inline: inline, rectangular: draw(.accessoryRectangular)?.displayList,
                                                          circular: draw(.accessoryCircular)?.displayList, text: text)
                return [try Self.encode(mockup, title: "\(name) on the Lock Screen", stem: folder + "/" + Self.mockupStem, existing: existing)]
            }
        }
        if !preview.controlPlacements.isEmpty && !preview.entries.isEmpty {
            let stem = folder + "/" + Self.controlMockupStem
            let place = mockupPlace(preview)
            jobs.append {
                let list = try ControlCenterMockup.displayList(of: previews.value[p], place: place, text: text)
                return [try Self.encode(list, title: "\(name) in Control Center and on the Lock Screen", stem: stem, existing: existing)]
            }
        }
        let work = UncheckedSendable(value: jobs)
        let results = OrderedParallelMap.map(count: jobs.count, jobs: self.jobs) { index in
            Result { for picture in try work.value[index]() { try write(picture) } }
        }
        for result in results { try result.get() }
    }

    /// The contact sheet's stand-in for an image the place does not offer (nil if the family has no size there).
    private static func notOfferedPicture(_ image: GalleryImage, text: SheetText) -> DisplayList? {
        guard let size = try? WidgetRenderer(family: image.family, context: image.place, scale: GalleryImage.scale).size() else {
            return nil
        }
        return NotOfferedCell.displayList(size: Size(width: Double(size.width), height: Double(size.height)), text: text)
    }

    private func mockupPlace(_ preview: Preview) -> RenderContext {
        var place = LockScreenMockup.place
        place.assetDirectories += preview.assetDirectories
        if let fonts = preview.systemFontDirectory { place.systemFontDirectory = fonts }
        place.localizations += preview.localizations
        if let locale = preview.locales.first { place.locale = Locale(identifier: locale) }
        if let release = preview.os { place.os = release }
        if let frames = preview.frames { place.frames = frames }
        return place
    }

    /// A contact sheet cell's title: the entry, after its locale when the preview is drawn in several.
    static func cellTitle(_ image: GalleryImage, of preview: Preview) -> String {
        let entry = preview.entries[image.entryIndex].name
        guard preview.locales.count > 1, let locale = image.locale else { return entry }
        return "\(locale) · \(entry)"
    }

    /// A sheet's PNG and SVG; no PNG bytes when the file an earlier run wrote holds exactly its pixels.
    private static func encode(_ page: ContactSheet.Page, title: String, stem: String,
                               existing: (String) -> Data?) throws -> EncodedPicture {
        try encode(page.picture, title: title, stem: stem, existing: existing,
                   isHeld: { page.isHeld(by: $0, name: $1, scale: GalleryImage.scale) },
                   render: { try page.renderPNG(scale: GalleryImage.scale) })
    }

    /// A mock-up's PNG and SVG; no PNG bytes when the file an earlier run wrote holds exactly its pixels.
    private static func encode(_ list: DisplayList, title: String, stem: String, existing: (String) -> Data?) throws -> EncodedPicture {
        try encode(list, title: title, stem: stem, existing: existing,
                   isHeld: { RasterBackend.png($0, name: $1, holds: list, scale: GalleryImage.scale) },
                   render: { try RasterBackend.renderPNG(list, scale: GalleryImage.scale) })
    }

    /// `picture`'s SVG, and the PNG `render` draws unless the file at the PNG's path `isHeld` (compared by
    /// drawing, which costs a fraction of encoding): then it is left as it is.
    private static func encode(_ picture: DisplayList, title: String, stem: String, existing: (String) -> Data?,
                               isHeld: (Data, String) -> Bool, render: () throws -> Data) throws -> EncodedPicture {
        let pngPath = stem + ".png"
        var png: Data?
        if let file = existing(pngPath), isHeld(file, pngPath) {
            png = nil
        } else {
            do { png = try render() } catch {
                throw CLIError("gallery: could not draw \(stem): \(error)")
            }
        }
        return EncodedPicture(pngPath: pngPath, png: png, svg: (stem + ".svg", Data(SVGBackend.render(picture, title: title).utf8)))
    }
}

/// A written gallery image as its contact sheet needs it: the DisplayList (for the sheet's SVG) and the
/// drawn pixels (composited into the sheet's PNG; nil when they were not kept).
struct RenderedPicture: Sendable {
    var list: DisplayList
    var pixels: DrawnPixels? = nil
}

/// What became of one gallery image on its worker.
enum GalleryImageResult: Sendable {
    /// Encoded and written; the picture and its pixels are kept for the contact sheet.
    case written(DisplayList, DrawnPixels?)
    case skipped(String)
    case notOffered(String)
    case failed(String)
    /// A file could not be written, or was not after an earlier write failed: the run stops with the
    /// writer's first failure.
    case notWritten
}

/// A contact sheet, mock-up or extra picture, encoded, with the paths below the snapshot root; `svg` is
/// nil where only the PNG is written.
package struct EncodedPicture: Sendable {
    package var pngPath: String
    /// nil: the file at `pngPath` already holds exactly this picture's pixels (compared), and is left as it is.
    package var png: Data?
    package var svg: (path: String, data: Data)?

    package init(pngPath: String, png: Data?, svg: (path: String, data: Data)?) {
        self.pngPath = pngPath
        self.png = png
        self.svg = svg
    }

    /// The files to write: the PNG, then the SVG when there is one.
    var files: [(data: Data?, path: String)] { [(png, pngPath)] + (svg.map { [($0.data, $0.path)] } ?? []) }
}
