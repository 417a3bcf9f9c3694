import Testing
@testable import Typography

@Suite("SymbolTable")
struct SymbolTableTests {
    /// Every `Image(systemName:)` name in the compat sources (/work/shared/compat/Sources/*.swift).
    static let compatNames = ["microphone.fill", "pencil.circle.fill", "hand.thumbsup.fill"]

    /// A common set that must resolve to something (exact or not).
    static let commonNames = [
        "sun.max", "sun.max.fill", "cloud", "cloud.fill", "cloud.rain", "cloud.sun", "snowflake", "wind",
        "thermometer", "drop", "umbrella", "moon", "moon.stars", "sunrise", "sunset", "bolt", "bolt.fill",
        "tornado", "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise",
        "arrow.triangle.2.circlepath", "chevron.up", "chevron.down", "chevron.left", "chevron.right",
        "checkmark", "xmark", "plus", "minus", "circle", "circle.fill", "checkmark.circle",
        "checkmark.circle.fill", "xmark.circle", "plus.circle", "exclamationmark.triangle", "info.circle",
        "questionmark.circle", "play", "play.fill", "pause", "pause.fill", "stop", "forward", "backward",
        "heart", "star", "bookmark", "flag", "bell", "calendar", "clock", "alarm", "timer", "stopwatch",
        "location", "map", "mappin", "house", "building.2", "person", "person.2", "person.crop.circle",
        "gear", "gearshape", "battery.100", "battery.75", "battery.50", "battery.25", "battery.0", "wifi",
        "antenna.radiowaves.left.and.right", "airplane", "car", "bicycle", "figure.walk", "figure.run",
        "microphone", "mic", "pencil", "trash", "folder", "doc", "paperplane", "envelope", "phone", "message",
        "bubble.left", "camera", "photo", "music.note", "headphones", "speaker.wave.2", "lock", "key", "cart",
        "bag", "creditcard", "gift", "leaf", "flame", "hare", "tortoise", "pawprint", "globe", "sparkles",
        "magnifyingglass", "square.and.arrow.up", "list.bullet", "ellipsis", "hand.thumbsup", "eye",
        "cup.and.saucer", "fork.knife", "dumbbell", "bed.double",
    ]

    @Test func everyCompatNameResolves() {
        for name in Self.compatNames {
            #expect(SymbolTable.lookup(name) != nil, "\(name) is used in the compat sources")
        }
    }

    @Test func commonSetResolvesFromTheTableItself() {
        for name in Self.commonNames {
            // In the table, not reached through the runtime variant fallback.
            #expect(SymbolTable.byName[name] != nil, "\(name) should be in the generated table")
        }
        #expect(SymbolTable.allNames.count >= 500)
    }

    @Test func compatNamesResolveToTheExpectedGlyphs() {
        #expect(SymbolTable.lookup("microphone.fill")
            == SymbolMapping(symbolName: "microphone.fill", iconName: "microphone", codepoint: 0xF36C, match: .exact))
        #expect(SymbolTable.lookup("hand.thumbsup.fill")
            == SymbolMapping(symbolName: "hand.thumbsup.fill", iconName: "thumb-up", codepoint: 0xF513, match: .exact))
        // MDI 1.6.50 has no pencil-in-a-circle: the filled pencil stands in, flagged.
        #expect(SymbolTable.lookup("pencil.circle.fill")
            == SymbolMapping(symbolName: "pencil.circle.fill", iconName: "pencil", codepoint: 0xF3EB,
                             match: .approximate))
    }

    /// Codepoints checked by hand against css/materialdesignicons.css of fonts-materialdesignicons-webfont 1.6.50-3.
    @Test(arguments: [
        ("heart", "heart-outline", 0xF2D5 as UInt32, SymbolMatch.exact),
        ("heart.fill", "heart", 0xF2D1, .exact),
        ("star", "star-outline", 0xF4D2, .exact),
        ("star.fill", "star", 0xF4CE, .exact),
        ("person", "account-outline", 0xF013, .exact),
        ("person.circle.fill", "account-circle", 0xF009, .exact),
        ("checkmark.circle", "check-circle-outline", 0xF5E1, .exact),
        ("checkmark.circle.fill", "check-circle", 0xF5E0, .exact),
        ("checkmark.square", "checkbox-marked-outline", 0xF135, .exact),
        ("xmark.circle.fill", "close-circle", 0xF159, .exact),
        ("xmark.square", "close-box-outline", 0xF158, .exact),
        ("cloud", "cloud-outline", 0xF163, .exact),
        ("cloud.sun.fill", "weather-partlycloudy", 0xF595, .exact),
        ("sun.max", "weather-sunny", 0xF599, .differentFill),
        ("play.circle", "play-circle-outline", 0xF40D, .exact),
        ("arrow.up", "arrow-up", 0xF05D, .exact),
        ("gearshape.fill", "settings", 0xF493, .exact),
        ("house.fill", "home", 0xF2DC, .exact),
        ("calendar", "calendar", 0xF0ED, .exact),
        ("location.fill", "navigation", 0xF390, .exact),
        ("info.circle", "information-outline", 0xF2FD, .exact),
    ])
    func spotCheck(name: String, icon: String, codepoint: UInt32, match: SymbolMatch) {
        let mapping = SymbolTable.lookup(name)
        #expect(mapping?.iconName == icon)
        #expect(mapping?.codepoint == codepoint)
        #expect(mapping?.match == match)
        #expect(mapping?.symbolName == name)
    }

    @Test func variantsResolveToDifferentGlyphsWhereMDIHasThem() {
        for base in ["heart", "star", "bookmark", "bell", "person", "folder", "cloud", "envelope", "lock", "flag"] {
            let outline = SymbolTable.lookup(base)
            let filled = SymbolTable.lookup(base + ".fill")
            #expect(outline?.codepoint != nil && outline?.codepoint != filled?.codepoint, "\(base) vs \(base).fill")
        }
        for base in ["checkmark", "xmark", "plus", "minus", "play", "pause", "stop"] {
            let plain = SymbolTable.lookup(base)?.codepoint
            let circle = SymbolTable.lookup(base + ".circle")?.codepoint
            let circleFill = SymbolTable.lookup(base + ".circle.fill")?.codepoint
            #expect(plain != nil && circle != nil && circleFill != nil)
            #expect(Set([plain, circle, circleFill]).count == 3, "\(base), .circle, .circle.fill")
        }
        for base in ["checkmark", "xmark", "heart", "play", "person"] {
            #expect(SymbolTable.lookup(base + ".square")?.codepoint != SymbolTable.lookup(base)?.codepoint)
        }
    }

    @Test func missingVariantsFallBackToTheBaseAndSaySo() throws {
        // MDI 1.6.50 has no heart in a circle.
        let heartCircle = try #require(SymbolTable.lookup("heart.circle.fill"))
        #expect(heartCircle.codepoint == 0xF2D1)
        #expect(heartCircle.match == .approximate)
        #expect(heartCircle.isApproximate)
        // Not in the table at all: the runtime suffix fallback keeps the fill when the filled base exists.
        #expect(SymbolTable.byName["trophy.square.fill"] == nil)
        let trophy = try #require(SymbolTable.lookup("trophy.square.fill"))
        #expect(trophy.iconName == "trophy")
        #expect(trophy.match == .approximate)
        #expect(trophy.symbolName == "trophy.square.fill")
        #expect(SymbolTable.lookup("trophy.square")?.iconName == "trophy-outline")
    }

    @Test func lookupsAreCaseSensitiveAndUnknownNamesAreNil() {
        #expect(SymbolTable.lookup("heart") != nil)
        #expect(SymbolTable.lookup("Heart") == nil)
        #expect(SymbolTable.lookup("HEART.FILL") == nil)
        #expect(SymbolTable.lookup("heart.Fill") == nil)
        #expect(SymbolTable.lookup("") == nil)
        #expect(SymbolTable.lookup(".fill") == nil)
        #expect(SymbolTable.lookup("no.such.symbol") == nil)
        #expect(SymbolTable.lookup("no.such.symbol.circle.fill") == nil)
        #expect(SymbolTable.lookup(" heart") == nil)
    }

    @Test func tableHasNoDuplicateNamesAndIsSorted() {
        let names = SymbolTable.allNames
        #expect(Set(names).count == names.count)
        #expect(SymbolTable.byName.count == names.count)
        #expect(names == names.sorted())
    }

    @Test func everyGlyphIsAPrivateUseCodepointWithText() {
        for mapping in SymbolTable.allMappings {
            #expect((0xF000...0xF8FF).contains(mapping.codepoint), "\(mapping.symbolName)")
            #expect(mapping.text.unicodeScalars.map(\.value) == [mapping.codepoint])
            #expect(!mapping.iconName.isEmpty)
        }
    }

    @Test func sfDefaultIsTheOutlineWhereMDIHasOne() {
        // MDI names without "-outline" are filled glyphs; SF's default is the outline.
        for mapping in SymbolTable.allMappings where !mapping.symbolName.hasSuffix(".fill") {
            if SymbolTable.byName[mapping.symbolName + ".fill"]?.iconName == mapping.iconName,
               mapping.match == .exact {
                // Same glyph for both styles is only exact for line glyphs, whose `.fill` is then not exact.
                #expect(SymbolTable.byName[mapping.symbolName + ".fill"]?.match != .exact,
                        "\(mapping.symbolName) and .fill share \(mapping.iconName), both exact")
            }
        }
    }
}
