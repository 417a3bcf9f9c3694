import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

@Suite("Issue 13 group 3: @AppStorage, button styles and shapes, custom control styles, date progress, rich text")
struct StylesAndStorageTests {
    private static let lightBlue = RGBAColor(r8: 0, g8: 136, b8: 255)

    private func render<V: View>(_ view: V, size: Size = Size(100, 100), scheme: ColorScheme = .light) -> DisplayList {
        var renderer = ViewRenderer(scale: 2, textEngine: FixedAdvanceTextEngine())
        renderer.environment.colorScheme = scheme
        return renderer.render(view, size: size).displayList
    }

    private func fills(_ list: DisplayList) -> [(Rect, Paint)] {
        list.items.compactMap { if case .fill(let p, let paint, _) = $0 { return (p.controlBounds, paint) } else { return nil } }
    }

    private func texts(_ list: DisplayList) -> [(String, Point, Paint)] {
        list.items.compactMap { if case .glyphRun(let r) = $0 { return (r.text, r.transform.apply(Point.zero), r.paint) } else { return nil } }
    }

    private func suite(_ name: String = #function) -> (UserDefaults, String) {
        let suiteName = "widgetpreview.tests.\(name.filter(\.isLetter)).\(UUID().uuidString)"
        return (UserDefaults(suiteName: suiteName) ?? .standard, suiteName)
    }

    // MARK: @AppStorage

    @Test("@AppStorage reads what the preview put in UserDefaults(suiteName:), its default when absent")
    func appStorageReadsTheSuite() {
        let (defaults, name) = suite()
        defer { defaults.removePersistentDomain(forName: name) }
        @AppStorage("count", store: defaults) var count = 3
        @AppStorage("title", store: defaults) var title = "Default"
        @AppStorage("ratio", store: defaults) var ratio = 0.5
        @AppStorage("on", store: defaults) var on = false
        @AppStorage("theme", store: defaults) var theme: TimerTheme = .ocean
        @AppStorage("nickname", store: defaults) var nickname: String?
        #expect(count == 3 && title == "Default" && ratio == 0.5 && !on && theme == .ocean && nickname == nil)
        defaults.set(12, forKey: "count")
        defaults.set("Stored", forKey: "title")
        defaults.set(0.25, forKey: "ratio")
        defaults.set(true, forKey: "on")
        defaults.set("forest", forKey: "theme")
        defaults.set("Ada", forKey: "nickname")
        #expect(count == 12 && title == "Stored" && ratio == 0.25 && on && theme == .forest && nickname == "Ada")
        // Writes go to the store; nil removes the key.
        count = 7
        #expect(defaults.integer(forKey: "count") == 7)
        nickname = nil
        #expect(defaults.object(forKey: "nickname") == nil)
        $title.wrappedValue = "Bound"
        #expect(defaults.string(forKey: "title") == "Bound")
        // A stored value of another type falls back to the default.
        defaults.set("not a number", forKey: "on")
        #expect(on == false)
    }

    @Test("a widget's @AppStorage value reaches its picture (the fixture's label comes from the app group)")
    func appStorageInAWidget() throws {
        let defaults = try #require(UserDefaults(suiteName: "group.widgetpreview.tests"))
        defer { defaults.removeObject(forKey: "label") }
        defaults.set("Tea", forKey: "label")
        let entry = TimerEntry(date: RenderContext.defaultNow, end: RenderContext.defaultNow.addingTimeInterval(600))
        let image = try WidgetRenderer(family: .systemMedium, context: .homeScreen, scale: 1).render(TimerWidgetView(entry: entry))
        #expect(image.warnings.isEmpty, "\(image.warnings)")
        let drawn = image.displayList.items.compactMap { if case .glyphRun(let r) = $0 { return r.text } else { return nil } }
        #expect(drawn.contains("Tea"))
        #expect(!drawn.contains("Timer"))
    }

    // MARK: Button styles

    @Test("borderedProminent: the label in white on a capsule filled with the tint, padded 12 × 7")
    func borderedProminent() {
        let list = render(Button("Go") {}.buttonStyle(.borderedProminent))
        // "Go" at 17 pt in the fixed-advance engine: 2 × 8.5 = 17 wide, 20.4 high; + 2 × 12, + 2 × 7.
        // 41 × 34.4 centred in 100 × 100: (29.5, 32.8) → 67.2, on the 2x pixel grid (29.5, 33) → 67.
        let background = fills(list)
        #expect(background.count == 1)
        #expect(background.first?.0 == Rect(x: 29.5, y: 33, width: 41, height: 34))
        #expect(background.first?.1 == .solid(Self.lightBlue))
        #expect(texts(list).map(\.2) == [.solid(.white)])
    }

    @Test("bordered: the tint at 15 % under a tinted label; destructive buttons are red")
    func bordered() {
        let list = render(Button("Go") {}.buttonStyle(.bordered))
        #expect(fills(list).map(\.1) == [.solid(Self.lightBlue.multiplyingAlpha(0.15))])
        #expect(texts(list).map(\.2) == [.solid(Self.lightBlue)])
        let destructive = render(Button("Go", role: .destructive) {}.buttonStyle(.bordered))
        let red = Color.red.resolve(in: EnvironmentValues())
        #expect(texts(destructive).map(\.2) == [.solid(red)])
        #expect(fills(destructive).map(\.1) == [.solid(red.multiplyingAlpha(0.15))])
        // The tint modifier colours both.
        let tinted = render(Button("Go") {}.buttonStyle(.bordered).tint(Color(red: 1, green: 0, blue: 1)))
        #expect(texts(tinted).map(\.2) == [.solid(RGBAColor(red: 1, green: 0, blue: 1))])
    }

    @Test("plain draws the label untinted; automatic and borderless tint it without a background")
    func plainAndBorderless() {
        #expect(texts(render(Button("Go") {}.buttonStyle(.plain))).map(\.2) == [.solid(.black)])
        #expect(texts(render(Button("Go") {}.buttonStyle(.plain), scheme: .dark)).map(\.2) == [.solid(.white)])
        #expect(texts(render(Button("Go") {})).map(\.2) == [.solid(Self.lightBlue)])
        #expect(texts(render(Button("Go") {}.buttonStyle(.borderless))).map(\.2) == [.solid(Self.lightBlue)])
        #expect(fills(render(Button("Go") {}.buttonStyle(.borderless))).isEmpty)
    }

    @Test("buttonBorderShape picks the background's outline")
    func borderShapes() {
        let rect = Rect(x: 29.5, y: 33, width: 41, height: 34)  // see borderedProminent()
        func outline(_ shape: ButtonBorderShape) -> VectorPath? {
            for item in render(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape)).items {
                if case .fill(let p, _, _) = item { return p }
            }
            return nil
        }
        #expect(outline(.roundedRectangle(radius: 4)) == RoundedRectangle(cornerRadius: 4).path(in: CGRect(rect)).storage)
        #expect(outline(.roundedRectangle) == RoundedRectangle(cornerRadius: 8).path(in: CGRect(rect)).storage)
        #expect(outline(.capsule) == Capsule().path(in: CGRect(rect)).storage)
        #expect(outline(.automatic) == Capsule().path(in: CGRect(rect)).storage)
    }

    @Test("a custom ButtonStyle's makeBody is drawn with the label it is given (not pressed)")
    func customButtonStyle() {
        let list = render(Button("Go") {}.buttonStyle(PressableStyle()))
        // 17 × 20.4 label + 6 on every side: 29 × 32.4, centred: (35.5, 33.8) → 66.2, on the 2x pixel grid
        // (35.5, 34) → 66; purple, not the pressed grey.
        let purple = Color.purple.resolve(in: EnvironmentValues())
        #expect(fills(list).map(\.0) == [Rect(x: 35.5, y: 34, width: 29, height: 32)])
        #expect(fills(list).map(\.1) == [.solid(purple)])
        // The label inside a custom style is not tinted by the default style again.
        #expect(texts(list).map(\.2) == [.solid(.black)])
    }

    // MARK: Custom control styles

    @Test("a custom LabelStyle arranges the configuration's icon and title")
    func customLabelStyle() {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { VStack(spacing: 0) { configuration.title; configuration.icon } }
        }
        let list = render(Label { Text("Title") } icon: { Text("I") }.labelStyle(Stacked()))
        let drawn = texts(list)
        #expect(drawn.map(\.0) == ["Title", "I"])
        // Stacked: the icon's line is one line (20.4) below the title's, within the 2x pixel grid's rounding.
        #expect(abs(drawn[1].1.y - drawn[0].1.y - 20.4) <= 0.25)
        // Label(configuration) inside a style draws the built-in label (icon, then title, in a row).
        struct Wrapped: LabelStyle { func makeBody(configuration: Configuration) -> some View { Label(configuration) } }
        let wrapped = texts(render(Label { Text("Title") } icon: { Text("I") }.labelStyle(Wrapped())))
        #expect(wrapped.map(\.0) == ["I", "Title"])
    }

    @Test("a custom ToggleStyle reads isOn and draws the label")
    func customToggleStyle() {
        struct Words: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Text(configuration.isOn ? "ON" : "OFF") }
            }
        }
        #expect(texts(render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Words()))).map(\.0) == ["Wi-Fi", "ON"])
        #expect(texts(render(Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(Words()))).map(\.0) == ["Wi-Fi", "OFF"])
        // .button: a prominent button when on, a bordered one when off.
        let on = fills(render(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.button))).map(\.1)
        #expect(on == [.solid(Self.lightBlue)])
    }

    @Test("a custom ProgressViewStyle gets fractionCompleted; ProgressView(timerInterval:) is at the render's now")
    func progressStyles() {
        let now = EnvironmentValues().now
        let interval = now.addingTimeInterval(-1800)...now.addingTimeInterval(1800)
        let list = render(ProgressView(timerInterval: interval, countsDown: true) { EmptyView() } currentValueLabel: { EmptyView() }
            .progressViewStyle(ThickProgressStyle()).frame(width: 80))
        // Half the interval is left: the green capsule is half of the 80-pt bar.
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(fills(list).filter { $0.1 == .solid(green) }.map(\.0.width) == [40])
        // The default current-value label of a date progress view is the timer: 30:00 left.
        #expect(texts(render(ProgressView(timerInterval: interval))).map(\.0) == ["30:00"])
        // Counting up shows the elapsed half as the tint's width on a linear bar.
        let up = render(ProgressView(timerInterval: interval, countsDown: false) { Text("Up") }.frame(width: 80))
        #expect(fills(up).filter { $0.1 == .solid(Self.lightBlue) }.map(\.0.width) == [40])
    }

    @Test("a custom GaugeStyle gets the value's fraction and draws the current-value label")
    func customGaugeStyle() {
        let list = render(Gauge(value: 30, in: 0...120) { Text("Load") } currentValueLabel: { Text("25%") }.gaugeStyle(GlassGaugeStyle()))
        #expect(texts(list).map(\.0) == ["25%"])
        var trimmed: [VectorPath] = []
        let orange = Color.orange.resolve(in: EnvironmentValues())
        for item in list.items { if case .stroke(let p, .solid(orange), _) = item { trimmed.append(p) } }
        // A quarter of the circle (value 0.25): it ends at the bottom of the ring, 3 o'clock to 6 o'clock.
        #expect(trimmed.count == 1)
        #expect(trimmed.first.map { abs($0.controlBounds.maxY - 75) < 0.01 && abs($0.controlBounds.minY - 50) < 0.01 } == true)
    }

    // MARK: Text

    @Test("Text(AttributedString) draws each run with its font, colour, strikethrough, underline, kerning")
    func attributedText() {
        var title = AttributedString("Sale ")
        title.font = .headline
        title.foregroundColor = .red
        var old = AttributedString("$20")
        old.strikethroughStyle = .single
        old.kern = 2
        var new = AttributedString(" $10")
        new.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue)
        new.baselineOffset = 3
        let runs = Text(title + old + new).styledRuns(in: EnvironmentValues())
        #expect(runs.map(\.text) == ["Sale ", "$20", " $10"])
        #expect(runs[0].font.size == 17 && runs[0].font.weight == .semibold)
        #expect(runs[0].paint == .solid(Color.red.resolve(in: EnvironmentValues())))
        // Kerning adds to the body style's own tracking (−0.43 at 17 pt).
        #expect(runs[1].strikethrough && !runs[1].underline && abs(runs[1].tracking - (2 - 0.43)) < 1e-9)
        #expect(runs[2].underline && runs[2].baselineOffset == 3)
        var link = AttributedString("Open")
        link.link = URL(string: "https://example.com")
        #expect(Text(link).styledRuns(in: EnvironmentValues()).first?.paint == .solid(Self.lightBlue))
    }

    @Test("Text(\"\\(date, formatter:)\") formats in the render's time zone unless the formatter names its own")
    func formatterInterpolation() throws {
        let date = Date(timeIntervalSince1970: 1_766_102_400)  // 2025-12-19 00:00 UTC
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        var env = EnvironmentValues()
        env.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(Text("Ends \(date, formatter: formatter)").plainString(in: env) == "Ends 09:00")
        #expect(Text(date, formatter: formatter).plainString(in: env) == "09:00")
        let pinned = DateFormatter()
        pinned.dateFormat = "HH:mm"
        pinned.timeZone = TimeZone(identifier: "America/New_York")
        #expect(Text("\(date, formatter: pinned)").plainString(in: env) == "19:00")
        let number = NumberFormatter()
        number.numberStyle = .percent
        #expect(Text(NSNumber(value: 0.25), formatter: number).plainString(in: env) == "25%")
    }

    @Test("Text(LocalizedStringResource) draws the resource's text")
    func resourceText() {
        let resource = LocalizedStringResource("Daily goal", defaultValue: "Daily goal reached")
        #expect(Text(resource).plainString(in: EnvironmentValues()) == "Daily goal reached")
    }
}
