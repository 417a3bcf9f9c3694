import Testing
import Foundation
import Graphics
import Typography
@testable import WidgetPreview

/// Gauges drawn with the real fonts and rasterized at 2×, checked at pixels that tell the styles apart
/// (GaugeMetrics: 6-pt ring, open ring from 135° through 270°, closed ring from 12 o'clock).
@Suite("Gauge and ProgressView rendering")
struct GaugeRenderingTests {
    static func bitmap<V: View>(_ view: V, size: Size, scheme: ColorScheme = .light) throws -> Bitmap {
        var renderer = ViewRenderer(scale: 2, textEngine: try TypeSetter.shared())
        renderer.environment.colorScheme = scheme
        return try RasterBackend.render(renderer.render(view, size: size).displayList, scale: 2)
    }

    /// The pixel on the ring's centre line at `degrees` (0 = 3 o'clock, clockwise) for a 76-pt gauge at 2×.
    static func ringPixel(_ b: Bitmap, _ degrees: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let r = (76.0 / 2 - 3) * 2, c = 76.0
        let a = degrees * .pi / 180
        return b[Int(c + r * cos(a)), Int(c + r * sin(a))]
    }

    @Test("accessoryCircular: an open ring with its gap at the bottom and a marker at the value")
    func openRing() throws {
        let gauge = Gauge(value: 0.25) { Text("UV") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircular)
        let b = try Self.bitmap(gauge, size: Size(76, 76))
        #expect(Self.ringPixel(b, 90).a == 0)          // 6 o'clock: the opening
        #expect(Self.ringPixel(b, 180).a > 100)        // 9 o'clock: track (secondary label colour)
        #expect(Self.ringPixel(b, 0).a > 100)          // 3 o'clock: track
        let marker = 135 + 270 * 0.25
        #expect(Self.ringPixel(b, marker) == (0, 0, 0, 255))   // the marker in the primary colour
        #expect(Self.ringPixel(b, marker + 7.7).a == 0)         // the 1.5-pt knockout between marker (4 pt) and track cap (5.5 pt)
    }

    @Test("a gradient tint runs along the open ring: green at the start (lower left), red at the end")
    func gradientTintAlongRing() throws {
        let gauge = Gauge(value: 0.5) { Text("AQI") }.gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 0)]))
        let b = try Self.bitmap(gauge, size: Size(76, 76))
        let early = Self.ringPixel(b, 180), late = Self.ringPixel(b, 0)
        #expect(early.g > 180 && early.r < 80)     // 1/6 of the sweep
        #expect(late.r > 180 && late.g < 80)       // 5/6 of the sweep
    }

    @Test("accessoryCircularCapacity: a closed ring filled clockwise from 12 o'clock")
    func closedRing() throws {
        let gauge = Gauge(value: 0.25) { Text("B") } currentValueLabel: { Text("25") }.gaugeStyle(.accessoryCircularCapacity)
        let b = try Self.bitmap(gauge, size: Size(76, 76))
        #expect(Self.ringPixel(b, -45) == (0, 0, 0, 255))   // inside the filled quarter
        let unfilled = Self.ringPixel(b, 135)
        #expect(unfilled.a > 0 && unfilled.a < 128)          // the tertiary track
        #expect(Self.ringPixel(b, 90).a > 0)                 // closed: no gap at the bottom
    }

    @Test("accessoryLinearCapacity fills from the leading edge; accessoryLinear draws a marker")
    func linear() throws {
        let capacity = try Self.bitmap(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity), size: Size(100, 6))
        #expect(capacity[40, 6] == (0, 0, 0, 255))
        #expect(capacity[160, 6].a < 128)
        let marker = try Self.bitmap(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryLinear), size: Size(100, 9))
        #expect(marker[100, 9] == (0, 0, 0, 255))      // the marker at the middle
        #expect(marker[100 - 12, 9].a == 0)             // the knockout beside it
    }

    @Test("ProgressView: a 4-point capsule track filled to the value; circular: a 20-point ring")
    func progressView() throws {
        let (size, placed) = place(ProgressView(value: 0.25), ProposedSize(width: 100, height: 50))
        #expect(size == Size(100, 4))
        #expect(drawnFrames(placed) == [R(0, 0, 100, 4), R(0, 0, 25, 4)])
        let circular = place(ProgressView(value: 0.25).progressViewStyle(.circular), ProposedSize(width: 100, height: 50))
        #expect(circular.size == Size(20, 20))
        let b = try Self.bitmap(ProgressView(value: 0.25).progressViewStyle(.circular), size: Size(20, 20))
        #expect(b[37, 20].b > 200 && b[37, 20].a == 255)     // 3 o'clock: inside the tinted quarter (blue)
        #expect(b[2, 20].r > 100 && b[2, 20].a > 0)  // 9 o'clock: the grey fill track, inside the frame
    }

    @Test("write the gauges as PNGs for a look", .disabled("manual: writes /tmp/vp/*.png"))
    func writeForLooking() throws {
        func write<V: View>(_ name: String, _ view: V, _ size: Size, scheme: ColorScheme = .dark) throws {
            let b = try Self.bitmap(ZStack { Color.black.opacity(scheme == .dark ? 1 : 0); view }, size: size, scheme: scheme)
            try PNGCodec.encode(b).write(to: URL(fileURLWithPath: "/tmp/vp/\(name).png"))
        }
        try write("circular", Gauge(value: 72, in: 32...88) { Text("°F") } currentValueLabel: { Text("72") }
            minimumValueLabel: { Text("32") } maximumValueLabel: { Text("88") }.gaugeStyle(.accessoryCircular), Size(76, 76))
        try write("circular-label", Gauge(value: 0.3) { Text("UV") } currentValueLabel: { Text("3") }.gaugeStyle(.accessoryCircular), Size(76, 76))
        try write("capacity", Gauge(value: 0.65) { Text("B") } currentValueLabel: { Text("65") }.gaugeStyle(.accessoryCircularCapacity), Size(76, 76))
        try write("linear", Gauge(value: 0.4) { Text("Steps") } currentValueLabel: { Text("4k") }.gaugeStyle(.accessoryLinear).padding(8), Size(172, 40))
        try write("linear-capacity", Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }.gaugeStyle(.accessoryLinearCapacity).padding(8), Size(172, 76))
        try write("default-gauge", Gauge(value: 0.7) { Text("Storage") } currentValueLabel: { Text("70%") }.padding(8), Size(200, 70), scheme: .light)
        try write("progress", VStack { ProgressView(value: 0.4); ProgressView("Upload", value: 0.7); ProgressView(value: 0.3).progressViewStyle(.circular) }.padding(8), Size(200, 100), scheme: .light)
    }
}
