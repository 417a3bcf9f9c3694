/// The script of a scalar by Unicode block, for the "no bundled font covers this script" warning
/// (one per script and render). Blocks of scripts without a bundled face only; nil for the rest.
enum UnicodeScriptName {
    private static let blocks: [(ClosedRange<UInt32>, String)] = [
        (0x0530...0x058F, "Armenian"), (0x0700...0x074F, "Syriac"), (0x0780...0x07BF, "Thaana"), (0x07C0...0x07FF, "NKo"),
        (0x0980...0x09FF, "Bengali"), (0x0A00...0x0A7F, "Gurmukhi"), (0x0A80...0x0AFF, "Gujarati"),
        (0x0B00...0x0B7F, "Oriya"), (0x0B80...0x0BFF, "Tamil"), (0x0C00...0x0C7F, "Telugu"), (0x0C80...0x0CFF, "Kannada"),
        (0x0D00...0x0D7F, "Malayalam"), (0x0D80...0x0DFF, "Sinhala"), (0x0F00...0x0FFF, "Tibetan"),
        (0x1000...0x109F, "Myanmar"), (0x1200...0x139F, "Ethiopic"), (0x13A0...0x13FF, "Cherokee"),
        (0x1400...0x167F, "Canadian Aboriginal"), (0x1780...0x17FF, "Khmer"), (0x1800...0x18AF, "Mongolian"),
        (0x1950...0x197F, "Tai Le"), (0x1A20...0x1AAF, "Tai Tham"), (0x1B00...0x1B7F, "Balinese"), (0x1B80...0x1BBF, "Sundanese"),
        (0xA980...0xA9DF, "Javanese"), (0xAA80...0xAADF, "Tai Viet"),
    ]

    static func of(_ s: Unicode.Scalar) -> String? {
        blocks.first { $0.0.contains(s.value) }?.1
    }
}
