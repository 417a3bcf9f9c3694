import WidgetPreview

/// Finds previews, entries, families and places by the names a person types; an unknown name is an
/// error listing the valid ones with the nearest suggested.
enum PreviewLookup {
    static func preview(_ name: String, in previews: [Preview]) throws -> Preview {
        if let match = previews.first(where: { $0.name == name }) { return match }
        if let match = previews.first(where: { $0.name.lowercased() == name.lowercased() }) { return match }
        guard !previews.isEmpty else { throw CLIError("unknown preview '\(name)': this executable declares no previews") }
        throw CLIError.unknown("preview", name, valid: previews.map(\.name))
    }

    static func entry(_ name: String?, of preview: Preview) throws -> PreviewEntry {
        guard let name else {
            guard let first = preview.entries.first else { throw CLIError("preview '\(preview.name)' has no entries") }
            return first
        }
        if let match = preview.entries.first(where: { $0.name == name }) { return match }
        throw CLIError.unknown("entry", name, valid: preview.entries.map(\.name))
    }

    static func family(_ name: String?, of preview: Preview) throws -> WidgetFamily {
        guard let name else {
            guard let first = preview.families.first else { throw CLIError("preview '\(preview.name)' has no families") }
            return first
        }
        if let match = preview.families.first(where: { $0.description == name }) { return match }
        if WidgetFamily.allCases.contains(where: { $0.description == name }) {
            throw CLIError("preview '\(preview.name)' is not drawn in \(name). Valid families: "
                + preview.families.map(\.description).joined(separator: ", "))
        }
        throw CLIError.unknown("family", name, valid: preview.families.map(\.description))
    }

    /// A control preview's size by name (small, medium, large, lockScreen), else its first.
    static func controlPlacement(_ name: String?, of preview: Preview) throws -> ControlPlacement {
        let valid = preview.controlPlacements.map(\.description)
        guard let name else {
            guard let first = preview.controlPlacements.first else { throw CLIError("preview '\(preview.name)' is not a control") }
            return first
        }
        if let match = preview.controlPlacements.first(where: { $0.description == name }) { return match }
        throw CLIError.unknown("control size", name, valid: valid)
    }

    /// A Live Activity preview's presentation by its `--family` name (lockScreen, compact, minimal,
    /// expanded, standBy, smartStack, carPlay …; the file name's spelling, lock-screen, is accepted too),
    /// else its first.
    static func activityPresentation(_ name: String?, of preview: Preview) throws -> LiveActivityPresentation {
        guard let name else {
            guard let first = preview.activityPresentations.first else { throw CLIError("preview '\(preview.name)' is not a Live Activity") }
            return first
        }
        if let match = preview.activityPresentations.first(where: { $0.familyName == name || $0.rawValue == name }) { return match }
        throw CLIError.unknown("Live Activity presentation", name, valid: preview.activityPresentations.map(\.familyName))
    }

    /// Every place `render --place` knows: the gallery's presets, then iOS 26's clear Home Screen, which
    /// the gallery does not draw.
    static let places = RenderContext.presets + [RenderContext.homeScreenClear]

    /// The place by name (one of `places`), else the first preset that hosts the family.
    static func place(_ name: String?, for family: WidgetFamily) throws -> RenderContext {
        let presets = RenderContext.presets
        guard let name else {
            return presets.first(where: { $0.hostedFamilies.contains(family) }) ?? .homeScreen
        }
        if let match = places.first(where: { $0.name == name }) { return match }
        throw CLIError.unknown("place", name, valid: places.map(\.name))
    }
}

extension LiveActivityPresentation {
    /// The presentation's name on the command line, spelt as widget families and control sizes are.
    var familyName: String {
        switch self {
        case .lockScreen: return "lockScreen"
        case .lockScreenDark: return "lockScreenDark"
        case .compact: return "compact"
        case .minimal: return "minimal"
        case .minimalDetached: return "minimalDetached"
        case .expanded: return "expanded"
        case .standBy: return "standBy"
        case .smartStack: return "smartStack"
        case .carPlay: return "carPlay"
        }
    }
}
