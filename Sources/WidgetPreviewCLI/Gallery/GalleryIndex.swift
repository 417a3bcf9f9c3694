import Foundation
import WidgetPreview

/// `Snapshots/README.md`: the gallery's index for GitHub and the docs. SVG sheets are embedded as
/// `<img>` links to the files (GitHub strips inline SVG), each with alt text.
enum GalleryIndex {
    struct Section {
        var title: String
        var folder: String
        var entries: [String]
        var families: [String]
        var hasMockup: Bool
        /// A control preview: its Control Center and Lock Screen mock-up.
        var hasControlMockup = false
        /// A Live Activity preview: its island and Lock Screen mock-up.
        var hasActivityMockup = false
    }

    static func markdown(sections: [Section], extraPictures: GalleryExtraPictures?) -> String {
        var text = """
            # Gallery

            Every image here is written by `make previews` (`widget-preview gallery`) and verified by `make test`.
            Do not edit by hand: change the previews and run `make previews` again.

            Drawn for \(OperatingSystemRelease.newest), the default release: its system colours and tinted Home Screen, at
            Apple's published widget sizes. `gallery --os 18` files iOS 18 pictures under `<preview>/iOS18/`.

            """
        if sections.isEmpty { text += "\nNo previews yet.\n" }
        for section in sections {
            let alt = htmlEscaped("\(section.title): \(section.families.joined(separator: ", ")) in every place that hosts them")
            text += "\n## \(section.title)\n\n"
            text += "Entries: " + section.entries.map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
            let sheet = "\(section.folder)/\(GalleryFiles.contactSheetStem).svg"
            text += "<a href=\"\(sheet)\"><img src=\"\(sheet)\" alt=\"\(alt)\"></a>\n"
            if section.hasMockup {
                let mockup = "\(section.folder)/\(GalleryBuild.mockupStem).svg"
                let mockAlt = htmlEscaped("\(section.title) on the Lock Screen: date line, clock and accessory widgets")
                text += "\n<a href=\"\(mockup)\"><img src=\"\(mockup)\" alt=\"\(mockAlt)\" width=\"430\"></a>\n"
            }
            if section.hasControlMockup {
                let mockup = "\(section.folder)/\(GalleryBuild.controlMockupStem).svg"
                let mockAlt = htmlEscaped("\(section.title) in Control Center at each size and on the Lock Screen's bottom buttons")
                text += "\n<a href=\"\(mockup)\"><img src=\"\(mockup)\" alt=\"\(mockAlt)\" width=\"\(Int(ControlCenterMockup.width))\"></a>\n"
            }
            if section.hasActivityMockup {
                let mockup = "\(section.folder)/\(LiveActivityMockup.stem).svg"
                let mockAlt = htmlEscaped("\(section.title): the Dynamic Island compact and expanded, and the Lock Screen")
                text += "\n<a href=\"\(mockup)\"><img src=\"\(mockup)\" alt=\"\(mockAlt)\" width=\"430\"></a>\n"
            }
        }
        if let extra = extraPictures {
            text += "\n## \(extra.heading)\n\n" + extra.indexLine + "\n"
        }
        return text
    }

    static func htmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
