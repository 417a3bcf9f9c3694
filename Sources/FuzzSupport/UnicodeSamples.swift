/// Text pieces that steer a fuzz input into the deep paths of shaping and line breaking: every script
/// the bundled fonts carry (plus some they do not, for fallback), emoji sequences that are GSUB
/// ligatures in Noto Color Emoji, stacked combining marks, bidi controls and every break opportunity.
/// `fuzz-text` adds the fonts' own character maps at run time (`FontCoverage`); these are the
/// sequences a character map cannot produce.
package enum UnicodeSamples {
    /// Words in scripts the fonts cover (Inter, Noto Serif, DejaVu, VL Gothic) and a few they do not.
    package static let words: [String] = [
        "Hamburgefonstiv", "Wanderlust", "ﬁﬂ office", "AVAWAYTo", "1234567890", "−12,5 °C", "€£¥₹",
        "Ärger über Öl", "façade naïve", "Ελληνικά", "Кириллица", "Ўзбек", "Հայերեն", "ქართული",
        "שָׁלוֹם עוֹלָם", "مرحبا بالعالم", "ﻻ ﷲ", "ایران", "日本語のテキスト", "ｶﾀｶﾅ", "漢字かな交じり文",
        "中文简体", "한국어", "ภาษาไทย", "हिन्दी", "தமிழ்", "አማርኛ", "ᚠᚢᚦᚨᚱᚲ", "∑∫√∞≠≤", "⠃⠗⠁⠊⠇⠇⠑",
        "╔═╗║╚╝", "♠♥♦♣", "→⇒↔", "℃№™", "ÅǺǻ", "ŉĳ", "İı", "ꜰᴀɴᴄʏ", "𝔉𝔯𝔞𝔨𝔱𝔲𝔯", "𐍈",
    ]

    /// Sequences shaped as one cluster or ligature: ZWJ families, flags, keycaps, skin tones, tags.
    package static let sequences: [String] = [
        "👨‍👩‍👧‍👦", "👩🏽‍💻", "🧑🏿‍🤝‍🧑🏻", "🏳️‍🌈", "🏴‍☠️", "❤️‍🔥", "🇫🇷", "🇯🇵🇺🇸", "🇦", "1️⃣", "#️⃣", "*⃣",
        "👍🏻", "👍🏿", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "☺︎", "☺️", "‍", "👨‍", "‍👩",
        "e\u{301}", "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", "a\u{20DD}", "\u{301}", "ก\u{E49}\u{E49}",
        "क्षि", "ﷺ", "ۖ", "ا\u{64B}\u{651}", "각", "각", "ஸ்ரீ", "\u{1F3FB}", "\u{FE0F}", "\u{FE0E}",
    ]

    /// Controls and separators: bidi embeddings, isolates and marks, zero-width characters, every kind
    /// of line and paragraph break, soft hyphen, tabs, no-break spaces.
    package static let controls: [String] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
        "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}",
        "\u{FEFF}", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}", "\t", "\u{AD}",
        "\u{A0}", "\u{202F}", "\u{2007}", "\u{3000}", " ", "  ", "-", "‐", "—", "/", "\u{0}", "\u{FFFC}",
        "\u{FFFD}", "\u{E000}", "\u{F0001}", "\u{10FFFF}",
    ]

    /// One sample of any kind.
    package static let all = words + sequences + controls
}

extension FuzzInput {
    /// A number that is mostly an ordinary coordinate on a small canvas (−128…128 in 1/256 steps), so
    /// shapes land on the pixels, and now and then one of `number()`'s hostile ones.
    package mutating func coordinate() -> Double {
        choice(8) == 0 ? number() : Double(Int8(bitPattern: byte())) + Double(byte()) / 256
    }

    /// A length, mostly 0…64 in 1/16 steps, now and then a hostile number.
    package mutating func length() -> Double {
        choice(8) == 0 ? number() : Double(choice(1024)) / 16
    }

    /// Text built from `UnicodeSamples` pieces, joined with `text()`'s raw bytes and tokens.
    package mutating func sampleText() -> String {
        var out = ""
        for _ in 0..<choice(8) {
            switch choice(4) {
            case 0: out += UnicodeSamples.words[choice(UnicodeSamples.words.count)]
            case 1: out += UnicodeSamples.sequences[choice(UnicodeSamples.sequences.count)]
            case 2: out += UnicodeSamples.controls[choice(UnicodeSamples.controls.count)]
            default: out += text()
            }
        }
        return out
    }
}
