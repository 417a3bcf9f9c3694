import Foundation
import Testing
import WidgetPreview

/// Every name in the inspected tree is SwiftUI's: the public view or shape the developer wrote, never a
/// part the renderer draws a library view with.
@Suite("ViewLayout names: SwiftUI's, never the renderer's own")
struct ViewLayoutNameTests {
    /// The names SwiftUI gives the views and layout modifiers these library views are drawn with.
    private static let swiftUINames: Set<String> = [
        "Gauge", "ProgressView", "Toggle", "Button", "Label", "VStack", "HStack", "ZStack", "Text", "Image",
        "Spacer", "padding", "frame", "Capsule", "Circle", "RoundedRectangle", "Rectangle", "ButtonBorderShape",
        "Color", "aspectRatio", "position", "GeometryReader",
    ]

    private static func names(of view: some View) throws -> [String] {
        try ViewLayout(of: view, in: CGSize(width: 160, height: 80)).allViews.map(\.name)
    }

    @Test("Library views show as themselves, around SwiftUI views only", arguments: [
        "accessoryCircular", "accessoryCircularCapacity", "accessoryLinear", "accessoryLinearCapacity", "linearCapacity",
    ])
    func gauges(style: String) throws {
        let gauge = Gauge(value: 0.4) { Text("kW") } currentValueLabel: { Text("40") }
        let names: [String]
        switch style {
        case "accessoryCircular": names = try Self.names(of: gauge.gaugeStyle(.accessoryCircular))
        case "accessoryCircularCapacity": names = try Self.names(of: gauge.gaugeStyle(.accessoryCircularCapacity))
        case "accessoryLinear": names = try Self.names(of: gauge.gaugeStyle(.accessoryLinear))
        case "accessoryLinearCapacity": names = try Self.names(of: gauge.gaugeStyle(.accessoryLinearCapacity))
        default: names = try Self.names(of: gauge.gaugeStyle(.linearCapacity))
        }
        #expect(names.first == "Gauge")
        #expect(Set(names).subtracting(Self.swiftUINames).isEmpty, "not SwiftUI's: \(Set(names).subtracting(Self.swiftUINames))")
    }

    @Test("ProgressView, Toggle, Button and Label show as themselves")
    func controls() throws {
        let views: [(String, [String])] = [
            ("ProgressView", try Self.names(of: ProgressView(value: 0.3))),
            ("ProgressView", try Self.names(of: ProgressView(value: 0.3).progressViewStyle(.circular))),
            ("Toggle", try Self.names(of: Toggle("Lamp", isOn: .constant(true)))),
            ("Button", try Self.names(of: Button("Go") {}.buttonStyle(.borderedProminent))),
            ("Label", try Self.names(of: Label("Rain", systemImage: "cloud.rain"))),
        ]
        for (name, names) in views {
            #expect(names.first == name)
            #expect(Set(names).subtracting(Self.swiftUINames).isEmpty, "\(name): not SwiftUI's: \(Set(names).subtracting(Self.swiftUINames))")
        }
    }

    @Test("A trimmed, offset, rotated or inset shape shows as the shape the developer wrote")
    func modifiedShapes() throws {
        #expect(try Self.names(of: Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2)) == ["Circle"])
        #expect(try Self.names(of: Capsule().offset(x: 3, y: 0).fill(.blue)) == ["Capsule"])
        #expect(try Self.names(of: Rectangle().rotation(.degrees(10)).fill(.blue)) == ["Rectangle"])
        #expect(try Self.names(of: RoundedRectangle(cornerRadius: 4).inset(by: 2).fill(.blue)) == ["RoundedRectangle"])
    }
}
