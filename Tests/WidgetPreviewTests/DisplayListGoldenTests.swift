import Testing
import Foundation
import Graphics
@testable import WidgetPreview

/// Composed widget-like views lowered with the fixed-advance text engine, compared with reviewed
/// text dumps in `Goldens/`. A missing golden is written and the test fails, so it gets reviewed.
@Suite("DisplayList goldens of composed views")
struct DisplayListGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    func check<V: View>(_ name: String, _ view: V, size: Size, colorScheme: ColorScheme = .light) throws {
        var renderer = testRenderer()
        renderer.environment.colorScheme = colorScheme
        renderer.environment.now = Date(timeIntervalSince1970: 1_766_106_000)
        let output = renderer.render(view, size: size)
        #expect(output.displayList.isBalanced)
        let text = dump(output.displayList) + "\n" + output.warnings.map { "warning: \($0)\n" }.joined()
        let url = Self.directory.appendingPathComponent(name + ".txt")
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            try text.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded a new golden \(url.path): review it and run again")
            return
        }
        #expect(text == golden, "DisplayList of \(name) differs from \(url.path)")
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
    func weather() throws { try check("weather-small", WeatherSmall(), size: Size(170, 170)) }

    @Test("weather-like small widget (dark)")
    func weatherDark() throws { try check("weather-small-dark", WeatherSmall(), size: Size(170, 170), colorScheme: .dark) }

    @Test("accessory rectangular with relative date")
    func accessory() throws {
        try check("accessory-rectangular", Accessory(now: Date(timeIntervalSince1970: 1_766_106_000)), size: Size(172, 76))
    }

    @Test("recipe card with a missing image placeholder")
    func recipe() throws { try check("recipe-small", Recipe(), size: Size(170, 170)) }
}
