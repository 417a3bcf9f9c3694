import Foundation

/// A `.colorset`: its variants by appearance, each with a colour.
package struct ColorSetAsset: Hashable, Sendable {
    package struct Variant: Hashable, Sendable {
        package var appearance: AssetAppearance
        package var color: AssetColorValue
    }

    package var variants: [Variant]

    /// The colour iOS shows for `traits`: the most specific matching variant; nil when none matches.
    package func color(for traits: AssetTraits) -> AssetColorValue? {
        variants.best { $0.appearance.score(for: traits) }?.color
    }

    /// Reads a colour set's `Contents.json`; variants that cannot be read are left out with an issue.
    package static func parse(_ data: Data, file: String, log: inout AssetIssueLog) -> ColorSetAsset {
        guard let root = JSONNode.parse(data, file: file, log: &log) else { return ColorSetAsset(variants: []) }
        guard let entries = root.array("colors", log: &log) else {
            if root.child("colors") == nil { log.add(file, "colors", "is missing: a colour set lists its colours under \"colors\"") }
            return ColorSetAsset(variants: [])
        }
        var variants: [Variant] = []
        for entry in entries {
            guard let appearance = AssetAppearance.read(entry, log: &log) else { continue }
            guard let colorNode = entry.object("color", log: &log) else {
                log.add(file, entry.path, "has no \"color\"; variant skipped")
                continue
            }
            guard let color = readColor(colorNode, log: &log) else { continue }
            variants.append(Variant(appearance: appearance, color: color))
        }
        return ColorSetAsset(variants: variants)
    }

    static func readColor(_ node: JSONNode, log: inout AssetIssueLog) -> AssetColorValue? {
        if let reference = node.string("reference", log: &log) {
            let alpha = node.child("components")?.child("alpha").flatMap { component($0, allowsExtended: false, log: &log) }
            return .system(reference: reference, alpha: alpha)
        }
        let spaceName = node.string("color-space", log: &log) ?? "srgb"
        let space: AssetColorSpace
        if let known = AssetColorSpace(rawValue: spaceName) {
            space = known
        } else {
            log.add(node.file, node.path + ".color-space", "\"\(spaceName)\" is not a colour space WidgetPreview knows (\(AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", "))); read as srgb")
            space = .srgb
        }
        guard let components = node.object("components", log: &log) else {
            log.add(node.file, node.path, "has neither \"components\" nor a system colour \"reference\"; variant skipped")
            return nil
        }
        func read(_ key: String, default fallback: Double) -> Double {
            guard let c = components.child(key) else {
                log.add(node.file, components.path + "." + key, "is missing; \(fallback) used")
                return fallback
            }
            return component(c, allowsExtended: space.isExtended, log: &log) ?? 0
        }
        let alpha = read("alpha", default: 1)
        let isGray = space == .grayGamma22 || space == .extendedGray
        let (r, g, b) = isGray
            ? space.toSRGB(read("white", default: 0), 0, 0)
            : space.toSRGB(read("red", default: 0), read("green", default: 0), read("blue", default: 0))
        return .srgb(red: r, green: g, blue: b, alpha: max(0, min(1, alpha)))
    }

    private static func component(_ node: JSONNode, allowsExtended: Bool, log: inout AssetIssueLog) -> Double? {
        switch AssetColorComponent.value(of: node.value, allowsExtended: allowsExtended) {
        case .success(let v): return v
        case .failure(let error):
            log.add(node.file, node.path, error.message)
            if case .outOfRange(let v, _) = error { return max(0, min(1, v)) }
            return nil
        }
    }
}
