import Foundation
@testable import Graphics
@testable import WidgetPreview

/// A minimal widget for renderer tests: red container background, a text, systemSmall + rectangular.
struct FixtureEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct FixtureProvider: TimelineProvider {
    func placeholder(in context: Context) -> FixtureEntry { FixtureEntry(date: RenderContext.defaultNow, text: "Placeholder text") }
    func getSnapshot(in context: Context, completion: @escaping (FixtureEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<FixtureEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct FixtureWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixture", provider: FixtureProvider()) { entry in
            Text(entry.text).font(.system(size: 12)).foregroundStyle(.black)
                .containerBackground(Color.red, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

/// The same widget, with a background that must never be removed.
struct FixedBackgroundWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "fixed", provider: FixtureProvider()) { _ in
            Color.green.frame(width: 20, height: 20)
                .containerBackground(Color.red, for: .widget)
        }
        .containerBackgroundRemovable(false)
        .supportedFamilies([.systemSmall])
    }
}

/// Reads environment values while the body is evaluated (the render writes, the test reads after).
final class EnvironmentProbe: @unchecked Sendable {
    var margins: EdgeInsets?
    var showsBackground: Bool?
    var family: WidgetFamily?
    var mode: WidgetRenderingMode?
}

struct ProbeView: View {
    let probe: EnvironmentProbe
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var mode

    var body: some View {
        probe.margins = margins
        probe.showsBackground = showsBackground
        probe.family = family
        probe.mode = mode
        return Color.clear
    }
}

/// Pixel helpers over a straight-alpha RGBA8 bitmap.
extension Bitmap {
    func rgbaAt(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    func everyPixel(_ body: (_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> Bool) -> Bool {
        var i = 0
        while i < pixels.count {
            if !body(Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3])) { return false }
            i += 4
        }
        return true
    }
}

/// Hue in degrees of an RGB colour (nil for grays).
func hueDegrees(_ r: Int, _ g: Int, _ b: Int) -> Double? {
    let maxC = max(r, g, b), minC = min(r, g, b)
    let d = Double(maxC - minC)
    guard d > 0 else { return nil }
    let h: Double
    if maxC == r { h = Double(g - b) / d } else if maxC == g { h = 2 + Double(b - r) / d } else { h = 4 + Double(r - g) / d }
    return (h * 60 + 360).truncatingRemainder(dividingBy: 360)
}

/// A colourful view: saturated fills, a gradient, text and an accentable part.
struct ColourfulView: View {
    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Color.red.frame(width: 30, height: 30)
                Circle().fill(Color.green).frame(width: 30, height: 30)
                LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 30)
            }
            Text("Vivid").font(.system(size: 20, weight: .bold)).foregroundStyle(.blue)
            Capsule().fill(Color.yellow).frame(width: 60, height: 12).widgetAccentable()
        }
        .containerBackground(Color.pink, for: .widget)
    }
}
