/// The scripts the OpenType shaper distinguishes: each picks its OpenType script tags, its features and
/// their order, its native direction and the bundled face that covers it.
package enum ShapingScript: Sendable, Hashable {
    case arabic, hebrew, thai, lao, devanagari, other

    /// The script of a scalar when it is one of ours, nil for everything else (Latin, CJK, common).
    package static func of(_ s: Unicode.Scalar) -> ShapingScript? {
        switch s.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return .arabic
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return .hebrew
        case 0x0E00...0x0E7F: return .thai
        case 0x0E80...0x0EFF: return .lao
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return .devanagari
        default: return nil
        }
    }

    /// OpenType script tags, preferred first.
    var tags: [String] {
        switch self {
        case .arabic: ["arab"]
        case .hebrew: ["hebr"]
        case .thai: ["thai"]
        case .lao: ["lao "]
        case .devanagari: ["dev2", "deva"]
        case .other: ["latn"]
        }
    }

    package var direction: TextDirection {
        switch self {
        case .arabic, .hebrew: .rightToLeft
        default: .leftToRight
        }
    }

    /// Readable name for warnings.
    package var name: String {
        switch self {
        case .arabic: "Arabic"
        case .hebrew: "Hebrew"
        case .thai: "Thai"
        case .lao: "Lao"
        case .devanagari: "Devanagari"
        case .other: "Latin"
        }
    }
}
