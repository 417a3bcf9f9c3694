import Foundation
import Testing
import WidgetPreview
import WidgetGallery
import Graphics

/// The gallery's example widgets: every preview × entry × family renders in its home place (the first
/// preset that hosts the family: the Home Screen for system families, the Lock Screen for accessories)
/// at the family's size, without throwing, and with no warning other than the ones an entry is about.
@Suite struct GalleryWidgetsTests {
    /// Warnings a preview's entry shows on purpose (a missing image, a List on the Lock Screen), by
    /// "preview/entry/family" ("*" matches any entry or family); the text is a part of the message.
    static let expectedWarnings: [String: String] = [
        "recipe/missing-image/*": "no image named \"beef-stew\"",
        "lock-lists/*/accessoryInline": "List is not drawn in widgets",
    ]

    static func expected(_ preview: String, _ entry: String, _ family: WidgetFamily) -> String? {
        for key in ["\(preview)/\(entry)/\(family)", "\(preview)/\(entry)/*", "\(preview)/*/\(family)"] {
            if let text = expectedWarnings[key] { return text }
        }
        return nil
    }

    static func preview(named name: String) throws -> Preview {
        try #require(galleryPreviews.first { $0.name == name }, "no gallery preview named \(name)")
    }

    static func renderer(for preview: Preview, family: WidgetFamily, place: RenderContext) -> WidgetRenderer {
        var context = place
        context.assetDirectories += preview.assetDirectories
        return WidgetRenderer(family: family, context: context, scale: 2)
    }

    static let previewNames = galleryPreviews.map(\.name)

    @Test func previewsAreNamedForFilesAndHaveTwoEntries() {
        let names = galleryPreviews.map(\.name)
        #expect(Set(names).count == names.count, "preview names must be unique: \(names)")
        let fileFriendly = { (s: String) in !s.isEmpty && s.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" } }
        for preview in galleryPreviews {
            #expect(fileFriendly(preview.name), "preview name \(preview.name) is not lower-case letters, digits and -")
            let entries = preview.entries.map(\.name)
            // A control button has one state (a toggle has its preview value, on and off); widgets show two.
            if preview.controlPlacements.isEmpty {
                #expect(entries.count >= 2, "\(preview.name) has \(entries.count) entries; each widget shows a full and an edge state")
            }
            #expect(Set(entries).count == entries.count, "\(preview.name) has duplicate entry names \(entries)")
            for entry in entries { #expect(fileFriendly(entry), "\(preview.name): entry name \(entry) is not file-friendly") }
            #expect(!preview.families.isEmpty || !preview.activityPresentations.isEmpty || !preview.controlPlacements.isEmpty)
        }
    }

    @Test func galleryCoversEveryScenario() {
        let names = Set(galleryPreviews.map(\.name))
        for required in ["easyapp", "upnext", "upnext-ring", "recipe", "rangers", "ranger-margins", "ranger-photo",
                         "lock-backgrounds", "lock-text", "lock-buttons", "lock-lists", "lock-images",
                         "weather", "calendar", "reminders", "brandkit", "water", "parcel", "delivery"] {
            #expect(names.contains(required), "the gallery has no \(required) preview")
        }
        let families = Set(galleryPreviews.flatMap(\.families))
        for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait, .accessoryCircular, .accessoryRectangular, .accessoryInline] {
            #expect(families.contains(family), "no gallery preview shows \(family)")
        }
    }

    @Test(arguments: previewNames)
    func everyEntryAndFamilyRendersInItsHomePlace(previewName: String) throws {
        let preview = try Self.preview(named: previewName)
        for family in preview.families {
            let place = try #require(RenderContext.presets.first { $0.hostedFamilies.contains(family) }, "no place hosts \(family)")
            let renderer = Self.renderer(for: preview, family: family, place: place)
            let size = try renderer.size()
            for entry in preview.entries {
                let label = "\(preview.name)/\(entry.name)/\(family).\(place.name)"
                let image = try preview.draw(renderer, entry)
                #expect(image.width == Int((Double(size.width).rounded(.up) * 2).rounded()), "\(label): width \(image.width)")
                #expect(image.height == Int((Double(size.height).rounded(.up) * 2).rounded()), "\(label): height \(image.height)")
                let allowed = Self.expected(preview.name, entry.name, family)
                let unexpected = image.warnings.filter { warning in allowed.map { !warning.contains($0) } ?? true }
                #expect(unexpected.isEmpty, "\(label): unexpected warnings \(unexpected)")
                if let allowed {
                    #expect(image.warnings.contains { $0.contains(allowed) }, "\(label): expected a warning containing \(allowed)")
                }
            }
        }
    }

    /// The Live Activity example fits every presentation (no overflow warnings): 430 pt wide on the iPhone,
    /// its 932 pt landscape screen in StandBy, the 200 pt `.small` card picture on the watch and in CarPlay.
    @Test func deliveryActivityDrawsEveryPresentation() throws {
        let preview = try Self.preview(named: "delivery")
        #expect(preview.activityPresentations == LiveActivityPresentation.allCases)
        let draw = try #require(preview.drawActivity)
        for entry in preview.entries {
            for presentation in preview.activityPresentations {
                let image = try draw(LiveActivityRenderer(presentation: presentation), entry)
                let width = presentation == .standBy ? 1864 : [.smartStack, .carPlay].contains(presentation) ? 400 : 860
                #expect(image.width == width, "\(entry.name)/\(presentation): width \(image.width)")
                #expect(image.warnings.isEmpty, "\(entry.name)/\(presentation): \(image.warnings)")
            }
        }
    }

    @Test func bundledImagesAreFoundNextToTheSources() throws {
        for name in ["pancakes", "salad", "sample", "meadow"] {
            let url = galleryAssetDirectory.appendingPathComponent("\(name)@2x.png")
            #expect(FileManager.default.fileExists(atPath: url.path), "missing \(url.path)")
        }
        let recipe = try Self.preview(named: "recipe")
        #expect(recipe.assetDirectories == [galleryAssetDirectory])
    }

    /// The text of every glyph run drawn, in order and joined (runs split at font and number boundaries).
    static func texts(_ image: RenderedWidget) -> String {
        image.displayList.items.compactMap { item -> String? in
            if case .glyphRun(let run) = item { return run.text }
            return nil
        }.joined()
    }

    /// The photo widget keeps its background everywhere; StandBy and the iPad Lock Screen (places WidgetKit
    /// removes backgrounds in) do not offer it, so there is nothing to draw there.
    @Test(arguments: [RenderContext.standBy, .standByNight, .iPadLockScreen])
    func nonRemovablePhotoIsNotOfferedWhereBackgroundsAreRemoved(place: RenderContext) throws {
        let preview = try Self.preview(named: "ranger-photo")
        #expect(throws: WidgetRenderError.notOfferedInPlace(widget: "Ranger Photo", place: place.name)) {
            var renderer = Self.renderer(for: preview, family: .systemSmall, place: place)
            renderer.refusesPlacesThatDoNotOfferTheWidget = true
            try preview.draw(renderer, preview.entries[0])
        }
    }

    /// The Emoji Ranger's layout changes without its background: in StandBy the details fold into one line.
    @Test func rangerLayoutChangesWithoutBackground() throws {
        let preview = try Self.preview(named: "rangers")
        let home = try preview.draw(Self.renderer(for: preview, family: .systemSmall, place: .homeScreen), preview.entries[0])
        let standBy = try preview.draw(Self.renderer(for: preview, family: .systemSmall, place: .standBy), preview.entries[0])
        #expect(home.warnings.isEmpty && standBy.warnings.isEmpty)
        #expect(try home.pngData() != standBy.pngData())
        #expect(Self.texts(standBy).contains("Level 50 · 25,000 XP"), "without a background the details fold into one line")
        #expect(!Self.texts(home).contains("Level 50 · 25,000 XP"), "with a background the details are separate lines")
        #expect(Self.texts(home).contains("25,000 XP"))
    }
}
