import Testing
import Foundation
import Graphics
import Typography
@testable import WidgetPreview

/// DisplayList text goldens of composed widget-like views, laid out with the bundled fonts and printed with
/// `DisplayList.dump()`, in `Goldens/`. To re-record after an intended change run the suite with
/// `WIDGETPREVIEW_RECORD_GOLDENS=1` (it rewrites the files in the source tree), then review the git diff.
@Suite("DisplayList goldens of composed views")
struct DisplayListGoldenTests {
    static let recording = ProcessInfo.processInfo.environment["WIDGETPREVIEW_RECORD_GOLDENS"] == "1"

    func check<V: View>(_ view: V, size: Size, colorScheme: ColorScheme = .light, golden name: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        var renderer = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared())
        renderer.environment.colorScheme = colorScheme
        renderer.environment.now = Date(timeIntervalSince1970: 1_766_106_000)
        let output = renderer.render(view, size: size)
        #expect(output.displayList.isBalanced, sourceLocation: sourceLocation)
        let text = output.displayList.dump() + output.warnings.map { "warning: \($0)\n" }.joined()
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name).txt")
        if Self.recording {
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Goldens"),
                               "golden Goldens/\(name).txt is missing: record it with WIDGETPREVIEW_RECORD_GOLDENS=1",
                               sourceLocation: sourceLocation)
        let expected = try String(contentsOf: url, encoding: .utf8)
        if text != expected {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("actual-\(name).txt")
            try? text.write(to: out, atomically: true, encoding: .utf8)
            Issue.record("\(name) differs from Goldens/\(name).txt; actual written to \(out.path)", sourceLocation: sourceLocation)
        }
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
    func weather() throws { try check(WeatherSmall(), size: Size(170, 170), golden: "weather-small-light") }

    @Test("weather-like small widget (dark)")
    func weatherDark() throws { try check(WeatherSmall(), size: Size(170, 170), colorScheme: .dark, golden: "weather-small-dark") }

    @Test("accessory rectangular with relative date")
    func accessory() throws {
        try check(Accessory(now: Date(timeIntervalSince1970: 1_766_106_000)), size: Size(172, 76), golden: "accessory-rectangular")
    }

    @Test("recipe card with a missing image (nothing drawn in its frame)")
    func recipe() throws { try check(Recipe(), size: Size(170, 170), golden: "recipe-missing-image") }
}
