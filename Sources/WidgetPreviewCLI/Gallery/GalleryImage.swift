import Foundation
import WidgetPreview
import WidgetSnapshotCore

/// One image of the gallery: a preview's entry in one family, drawn in one place at 2x (in one of the
/// preview's locales, when it names any).
package struct GalleryImage: Sendable {
    package var previewIndex: Int
    package var entryIndex: Int
    /// The locale identifier the place is drawn in (nil: the place's own).
    package var locale: String? = nil
    /// The widget family drawn (for a control image, the renderer's unused default).
    package var family: WidgetFamily
    package var place: RenderContext
    /// For a control preview's image: the place and size the control is drawn in (then `family` is unused).
    package var control: ControlPlacement? = nil
    /// A Live Activity image's presentation (nil: a widget image, drawn in `family`).
    package var activityPresentation: LiveActivityPresentation? = nil
    /// The golden identity the harness uses (`<preview>/<entry>/<family>.<place>@2x`, or
    /// `<preview>/<locale>/<entry>/…` for a preview drawn in several locales, `<preview>/iOS18/…` for one
    /// drawn for a release other than the newest).
    package var name: GoldenName
    /// The sanitised path below the snapshot root, without extension.
    package var stem: String

    package static let scale = 2.0

    /// The contact sheet row the image belongs to: its family, its control size, or "Live Activity".
    package var row: String {
        if let control { return control.description }
        return activityPresentation == nil ? family.description : "Live Activity"
    }
}

/// Every image the previews produce, in a fixed order: preview, locale (as listed), entry, family (as
/// declared), place (as in `RenderContext.presets`), then a control preview's placements (as in
/// `ControlPlacement.allCases`). Places that do not host a family are left out.
package enum GalleryPlan {
    package static func images(of previews: [Preview], places: [RenderContext] = RenderContext.presets) throws -> [GalleryImage] {
        var images: [GalleryImage] = []
        let registry = GoldenNameRegistry()
        func claim(_ name: GoldenName) throws -> String {
            let stem = try name.relativeStem()
            do {
                try registry.claim(stem, owner: name.description)
            } catch {
                throw CLIError("two gallery images get the same file name after sanitising: \(error). "
                    + "Rename one of the previews or entries so their names differ in letters or digits.")
            }
            return stem
        }
        for (p, preview) in previews.enumerated() {
          // A release other than the default is filed in its own folder, so the default's goldens stay.
          let release = preview.os ?? .newest
          let settingFolders = settingFolders(of: preview)
          for locale in preview.locales.isEmpty ? [nil] : preview.locales.map(Optional.some) {
            let localeFolder = preview.locales.count > 1 ? locale.map { [$0] } ?? [] : []
            for (e, entry) in preview.entries.enumerated() {
                func goldenName(_ row: String, _ placeName: String) -> GoldenName {
                    GoldenName(folders: [preview.name] + settingFolders + localeFolder + [entry.name],
                               variant: SnapshotVariant(family: row, place: placeName, scale: GalleryImage.scale))
                }
                // A Live Activity: one image per presentation, named `<preview>/<entry>/activity.<presentation>@2x`.
                for presentation in preview.activityPresentations {
                    let name = goldenName("activity", presentation.rawValue)
                    let stem = try claim(name)
                    images.append(GalleryImage(previewIndex: p, entryIndex: e, locale: locale, family: .systemMedium,
                                               place: presentation.context, activityPresentation: presentation, name: name, stem: stem))
                }
                for family in preview.families {
                    for place in places where place.galleryDraws(family) && place.exists(on: release) {
                        let name = goldenName(family.description, place.name)
                        let stem = try claim(name)
                        images.append(GalleryImage(previewIndex: p, entryIndex: e, locale: locale, family: family, place: place,
                                                   name: name, stem: stem))
                    }
                }
                for placement in preview.controlPlacements {
                    let name = goldenName(placement.description, placement.placeName)
                    let stem = try claim(name)
                    var place = RenderContext.lockScreen
                    place.name = placement.placeName
                    place.hostedFamilies = []
                    images.append(GalleryImage(previewIndex: p, entryIndex: e, locale: locale, family: .systemSmall, place: place,
                                               control: placement, name: name, stem: stem))
                }
            }
          }
        }
        return images
    }

    /// The folder a preview's images, contact sheet and mock-up live in (sanitised): `<preview>`, or
    /// `<preview>/iOS18` for a preview drawn for a release other than the newest, `<preview>/measured`
    /// for one drawn with measured frames (`<preview>/iOS18/measured` for both).
    package static func folder(of preview: Preview) -> String {
        ([FileNameSanitizer.component(preview.name)] + settingFolders(of: preview)).joined(separator: "/")
    }

    /// The folders between a preview's and its entries' that keep a setting's images apart from the
    /// default's: the release's (not for the newest), then `measured` for measured frames.
    package static func settingFolders(of preview: Preview) -> [String] {
        (releaseFolder(of: preview.os ?? .newest).map { [$0] } ?? []) + (preview.frames == .measured ? [measuredFramesFolder] : [])
    }

    /// What a preview's title in the index says of its setting: "", " (iOS 18)", " (measured frames)".
    package static func settingsTitle(of preview: Preview) -> String {
        var parts: [String] = []
        if let release = preview.os, release != .newest { parts.append("\(release)") }
        if preview.frames == .measured { parts.append("measured frames") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The folder of the images drawn with measured frames (`--frames measured`).
    package static let measuredFramesFolder = "measured"

    /// The subfolder of a release's images (nil for the newest, the default, whose images are not in one).
    package static func releaseFolder(of release: OperatingSystemRelease) -> String? {
        release == .newest ? nil : release.folderName
    }

    /// The names of every release subfolder.
    package static let releaseFolderNames = Set(OperatingSystemRelease.all.compactMap(releaseFolder(of:)))

    /// The names of every setting folder: the releases' and the measured frames'.
    package static let settingFolderNames = releaseFolderNames.union([measuredFramesFolder])
}
