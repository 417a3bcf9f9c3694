import Foundation

/// A colour-set variant's colour: straight sRGB in 0…1 (what the renderer draws in), or a reference to a
/// system colour (`systemBlueColor`, `labelColor`), resolved by the renderer in the view's colour scheme.
package enum AssetColorValue: Hashable, Sendable {
    case srgb(red: Double, green: Double, blue: Double, alpha: Double)
    /// UIKit's name with the `Color` suffix Xcode writes (`systemBlueColor`), and the alpha of the
    /// reference (nil when the file gives none).
    case system(reference: String, alpha: Double?)
}

/// Xcode's colour spaces, converted to the sRGB the renderer draws in. Extended values (outside 0…1) are
/// clamped after conversion: the output is an 8-bit sRGB image.
package enum AssetColorSpace: String, Sendable, CaseIterable {
    case srgb
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether components outside 0…1 are legal (extended spaces) or an error in the file.
    var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }

    /// Red, green, blue in this space → gamma-encoded sRGB, clamped to 0…1.
    func toSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch self {
        case .srgb, .extendedSRGB:
            return (clamp(r), clamp(g), clamp(b))
        case .extendedLinearSRGB:
            return (clamp(Self.encode(r)), clamp(Self.encode(g)), clamp(Self.encode(b)))
        case .displayP3:
            // Display P3 shares sRGB's transfer curve and white point; only the primaries differ.
            let lr = Self.decode(r), lg = Self.decode(g), lb = Self.decode(b)
            let sr = 1.2249401 * lr - 0.2249404 * lg
            let sg = -0.0420569 * lr + 1.0420571 * lg
            let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
            return (clamp(Self.encode(sr)), clamp(Self.encode(sg)), clamp(Self.encode(sb)))
        case .grayGamma22, .extendedGray:
            // A gray with a pure 2.2 power curve; sRGB's curve is close to but not the same as 2.2.
            let linear = r <= 0 ? 0 : pow(r, 2.2)
            let v = clamp(Self.encode(linear))
            return (v, v, v)
        }
    }

    /// The sRGB transfer function, linear → encoded (sign kept for extended values).
    static func encode(_ linear: Double) -> Double {
        let a = abs(linear)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return linear < 0 ? -e : e
    }

    /// The sRGB transfer function, encoded → linear (sign kept).
    static func decode(_ encoded: Double) -> Double {
        let a = abs(encoded)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -l : l
    }

    private func clamp(_ v: Double) -> Double { v.isNaN ? 0 : max(0, min(1, v)) }
}

/// One colour component as Xcode's editor writes it: a float with a point (`"0.502"`), an 8-bit integer
/// (`"128"`), 8-bit hex (`"0x80"`), or a JSON number (a float).
package enum AssetColorComponent {
    /// The component's value on the 0…1 scale, or a message saying why it cannot be read.
    package static func value(of raw: Any, allowsExtended: Bool) -> Result<Double, ComponentError> {
        let value: Double
        var isEightBit = false
        if let text = raw as? String {
            let t = text.trimmingCharacters(in: .whitespaces)
            if t.lowercased().hasPrefix("0x") {
                guard let v = UInt64(t.dropFirst(2), radix: 16) else { return .failure(.unreadable(text)) }
                value = Double(v) / 255
                isEightBit = true
            } else if t.contains(".") || t.lowercased().contains("e") {
                guard let v = Double(t), v.isFinite else { return .failure(.unreadable(text)) }
                value = v
            } else {
                guard let v = Int(t) else { return .failure(.unreadable(text)) }
                value = Double(v) / 255
                isEightBit = true
            }
        } else if !JSONNode.isBoolean(raw), let number = raw as? NSNumber {
            value = number.doubleValue
            guard value.isFinite else { return .failure(.unreadable("\(number)")) }
        } else {
            return .failure(.unreadable(JSONNode.kind(of: raw)))
        }
        if (value < 0 || value > 1) && (isEightBit || !allowsExtended) {
            return .failure(.outOfRange(value, eightBit: isEightBit))
        }
        return .success(value)
    }

    package enum ComponentError: Error, Equatable {
        case unreadable(String)
        case outOfRange(Double, eightBit: Bool)

        var message: String {
            switch self {
            case .unreadable(let text):
                return "\"\(text.prefix(40))\" is not a colour component (a float such as 0.500, an integer 0–255 or hex 0x00–0xFF); 0 used"
            case .outOfRange(let v, let eightBit):
                return eightBit
                    ? "\(Int((v * 255).rounded())) is outside 0–255; clamped"
                    : "\(v) is outside 0…1 (only the extended colour spaces allow that); clamped"
            }
        }
    }
}
