import Testing
import Foundation
import Graphics
@testable import WidgetPreview

/// Composed widget-like views lowered with the fixed-advance text engine, compared with reviewed
/// text dumps (kept inline: SwiftPM would warn about unhandled golden files in the test target).
@Suite("DisplayList goldens of composed views")
struct DisplayListGoldenTests {
    func check<V: View>(_ view: V, size: Size, colorScheme: ColorScheme = .light, expected: String) {
        var renderer = testRenderer()
        renderer.environment.colorScheme = colorScheme
        renderer.environment.now = Date(timeIntervalSince1970: 1_766_106_000)
        let output = renderer.render(view, size: size)
        #expect(output.displayList.isBalanced)
        let text = dump(output.displayList) + output.warnings.map { "\nwarning: \($0)" }.joined()
        #expect(text == expected)
    }

    struct WeatherSmall: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text("Cupertino").font(.headline)
                    Spacer()
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                }
                Text("21°").font(.system(size: 42, weight: .light))
                Spacer(minLength: 0)
                Text("Sunny").font(.caption).foregroundStyle(.secondary)
                ProgressView(value: 0.6).tint(.orange)
            }
            .padding()
            .background(Color(.secondarySystemBackground))
        }
    }

    struct Accessory: View {
        let now: Date
        var body: some View {
            HStack(spacing: 8) {
                Circle().fill(.tint).frame(width: 24, height: 24)
                VStack(alignment: .leading, spacing: 2) {
                    Text("EasyApp").font(.system(.caption2, design: .rounded)).fontWeight(.semibold)
                    Text(now.addingTimeInterval(3600), style: .relative).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .background(Color.white.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
        }
    }

    struct Recipe: View {
        var body: some View {
            ZStack(alignment: .top) {
                Color(.white)
                VStack(alignment: .leading) {
                    Image("pancakes").resizable().scaledToFill().frame(height: 64).cornerRadius(10)
                    Text("25 mins • 2 portions").font(.system(size: 10))
                    (Text("Ingredients: ").bold() + Text("eggs; milk")).font(.system(size: 12)).lineLimit(2)
                }
                .padding()
            }
        }
    }

    @Test("weather-like small widget (light)")
    func weather() { check(WeatherSmall(), size: Size(170, 170), expected: """
        canvas 170×170
        fill [(0, 0) 170×170] (5 elements) #f2f2f7
        text "Cupertino" Fixed 17 at (16, 29.6) #000000
        text "star.fill" Symbols 17 at (137, 31.1) #ffcc00
        text "21°" Fixed 42 at (16, 72.1) #000000
        text "Sunny" Fixed 12 at (16, 143.1) #3c3c43@0.6
        fill [(16, 150) 138×4] (10 elements) #787880@0.2
        fill [(16, 150) 83×4] (10 elements) #ff8d28
        """) }

    @Test("weather-like small widget (dark)")
    func weatherDark() { check(WeatherSmall(), size: Size(170, 170), colorScheme: .dark, expected: """
        canvas 170×170
        fill [(0, 0) 170×170] (5 elements) #1c1c1e
        text "Cupertino" Fixed 17 at (16, 29.6) #ffffff
        text "star.fill" Symbols 17 at (137, 31.1) #ffd600
        text "21°" Fixed 42 at (16, 72.1) #ffffff
        text "Sunny" Fixed 12 at (16, 143.1) #ebebf5@0.6
        fill [(16, 150) 138×4] (10 elements) #787880@0.361
        fill [(16, 150) 83×4] (10 elements) #ff9230
        """) }

    @Test("accessory rectangular with relative date")
    func accessory() {
        check(Accessory(now: Date(timeIntervalSince1970: 1_766_106_000)), size: Size(172, 76), expected: """
        canvas 172×76
        fill [(0, 0) 172×76] (10 elements) #ffffff@0.2
        fill [(8, 26) 24×24] (6 elements) #0088ff
        text "EasyApp" Fixed 11 at (40, 30.3) #000000
        text "1 hr" Fixed 15 at (40, 48.5) #3c3c43@0.6
        """)
    }

    @Test("recipe card with a missing image placeholder")
    func recipe() { check(Recipe(), size: Size(170, 170), expected: """
        canvas 170×170
        fill [(0, 0) 170×170] (5 elements) #ffffff
        clip [(16, 16) 138×64] (10 elements)
          fill [(16, -21) 138×138] (5 elements) #e5e5ea
          stroke [(16, -21) 138×138] (9 elements) #8e8e93 width 1
        end clip
        text "25 mins • 2 portions" Fixed 10 at (16, 96) #000000
        text "Ingredients: eggs; milk" Fixed 12 at (16, 117.6) #000000
        warning: no image named "pancakes" in the asset directories (looked for pancakes.png, pancakes@2x.png): drawn as a placeholder
        """) }
}
