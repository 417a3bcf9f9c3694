/// The traits an asset variant is chosen by: Xcode's `appearances` (`luminosity` light/dark, `contrast`
/// high) and the idiom. iOS picks, among the variants whose every appearance matches the traits, the one
/// that names the most of them; "Any" (no appearances) matches everything.
package struct AssetTraits: Hashable, Sendable {
    package var isDark: Bool
    package var isHighContrast: Bool
    package init(isDark: Bool = false, isHighContrast: Bool = false) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }
}

/// One variant's appearance conditions, as read from its `appearances` array and `idiom`.
package struct AssetAppearance: Hashable, Sendable {
    /// nil: any luminosity; true: dark; false: light.
    package var dark: Bool?
    package var highContrast = false
    /// `iphone` ranks above `universal`; other idioms (ipad, mac, watch, tv) never match an iPhone widget.
    package var idiom = "universal"

    package init(dark: Bool? = nil, highContrast: Bool = false, idiom: String = "universal") {
        self.dark = dark
        self.highContrast = highContrast
        self.idiom = idiom
    }

    /// How well this variant fits `traits`: nil when one of its conditions does not hold, else higher for
    /// more specific variants (contrast counts above luminosity, luminosity above idiom).
    package func score(for traits: AssetTraits) -> Int? {
        guard idiom == "universal" || idiom == "iphone" else { return nil }
        var score = idiom == "iphone" ? 1 : 0
        if let dark {
            guard dark == traits.isDark else { return nil }
            score += 2
        }
        if highContrast {
            guard traits.isHighContrast else { return nil }
            score += 4
        }
        return score
    }

    /// Reads `appearances` and `idiom` of a variant; unknown appearance kinds make the variant unusable
    /// (nil) with an issue, as Xcode ignores what it does not know.
    static func read(_ node: JSONNode, log: inout AssetIssueLog) -> AssetAppearance? {
        var appearance = AssetAppearance()
        if let idiom = node.string("idiom", log: &log) { appearance.idiom = idiom }
        guard let list = node.array("appearances", log: &log) else { return appearance }
        for item in list {
            guard let kind = item.string("appearance", log: &log), let value = item.string("value", log: &log) else {
                log.add(item.file, item.path, "an appearance needs both \"appearance\" and \"value\"; variant skipped")
                return nil
            }
            switch (kind, value) {
            case ("luminosity", "light"): appearance.dark = false
            case ("luminosity", "dark"): appearance.dark = true
            case ("contrast", "high"): appearance.highContrast = true
            default:
                log.add(item.file, item.path, "appearance \"\(kind)\" = \"\(value)\" is not one WidgetPreview knows (luminosity light/dark, contrast high); variant skipped")
                return nil
            }
        }
        return appearance
    }
}

extension Array {
    /// The element with the best score (the first of equals); nil when no element scores.
    func best(by score: (Element) -> Int?) -> Element? {
        var best: (Int, Element)?
        for element in self {
            guard let s = score(element) else { continue }
            if let current = best, current.0 >= s { continue }
            best = (s, element)
        }
        return best?.1
    }
}
