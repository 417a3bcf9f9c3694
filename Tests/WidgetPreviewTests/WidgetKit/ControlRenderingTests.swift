import Foundation
import Graphics
import Testing
@testable import WidgetPreview

// A configurable control as an extension writes it: an intent people configure, a value provider that
// reads the configured light, a toggle with a value label and a tint.
struct LightPickerIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Choose a Light"
    @Parameter(title: "Light", default: "Porch") var light: String
    func perform() async throws -> some IntentResult { .result() }
}

struct SetLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Light"
    @Parameter(title: "Light") var light: String
    @Parameter(title: "On") var value: Bool
    init() {}
    init(light: String) { self.light = light }
    func perform() async throws -> some IntentResult { .result() }
}

struct LightState { let name: String; let isOn: Bool }

struct LightValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: LightPickerIntent) -> LightState { LightState(name: configuration.light, isOn: true) }
    func currentValue(configuration: LightPickerIntent) async throws -> LightState { LightState(name: configuration.light, isOn: false) }
}

struct ConfigurableLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "light", provider: LightValueProvider()) { state in
            ControlWidgetToggle(isOn: state.isOn, action: SetLightIntent(light: state.name)) {
                Label(state.name, systemImage: "lightbulb")
            } valueLabel: { isOn in
                Text(isOn ? "Bright" : "Dark")
            }
            .tint(.orange)
        }
        .displayName("Light")
        .description("Turns a light on and off.")
        .promptsForUserConfiguration()
    }
}

struct ChimeIntent: AppIntent {
    static let title: LocalizedStringResource = "Ring the Chime"
    func perform() async throws -> some IntentResult { .result() }
}

struct ChimeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "chime") {
            ControlWidgetButton(action: ChimeIntent()) {
                Label("Chime", systemImage: "bell")
            } actionLabel: { isActive in
                if isActive { Text("Ringing…") }
            }
        }
    }
}

struct NoSymbolControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "plain") {
            ControlWidgetButton("Plain", action: ChimeIntent()) { _ in EmptyView() }
        }
    }
}

struct ControlBundle: WidgetBundle {
    var body: some Widget {
        ChimeControl()
        ConfigurableLightControl()
    }
}

@Suite("Controls: geometry, states, tint and the preview form")
struct ControlRenderingTests {
    private func render<C: ControlWidget>(_ control: C, _ placement: ControlPlacement, isOn: Bool? = nil) throws -> RenderedWidget {
        try ControlRenderer(placement: placement, scale: 2).render(control, isOn: isOn)
    }

    private func rgb(_ image: RenderedWidget, _ x: Int, _ y: Int) throws -> (Int, Int, Int) {
        let bitmap = try image.bitmap
        let i = (y * bitmap.width + x) * 4
        return (Int(bitmap.pixels[i]), Int(bitmap.pixels[i + 1]), Int(bitmap.pixels[i + 2]))
    }

    /// The fills the control draws after the backdrop (the platter first).
    private func platterBounds(_ image: RenderedWidget, backdropItems: Int) -> Rect? {
        for item in image.displayList.items.dropFirst(backdropItems) {
            if case .fill(let path, _, _) = item { return path.controlBounds }
        }
        return nil
    }

    @Test("each size has the table's geometry on the default iPhone: 73 pt modules, 24 pt gaps, 50 pt Lock Screen buttons")
    func geometryTable() {
        #expect(ControlCenterGrid.standard == ControlCenterGrid(module: 73, spacing: 24))
        let phone = DeviceProfile.iPhone430x932
        #expect(ControlPlacement.small.size(on: phone) == CGSize(width: 73, height: 73))
        #expect(ControlPlacement.medium.size(on: phone) == CGSize(width: 170, height: 73))
        #expect(ControlPlacement.large.size(on: phone) == CGSize(width: 170, height: 170))
        #expect(ControlPlacement.lockScreen.size(on: phone) == CGSize(width: 50, height: 50))
        #expect(ControlPlacement.allCases.map { $0.cornerRadius(on: phone) } == [36.5, 36.5, 36.5, 25])
        #expect(ControlPlacement.allCases.map(\.placeName) == ["controlCenter", "controlCenter", "controlCenter", "lockScreen"])
        #expect(ControlPlacement.allCases.map(\.showsText) == [false, true, true, false])
    }

    @Test("the grid is derived from each iPhone's published widget sizes: a 2×2 control is the small widget")
    func gridPerDevice() throws {
        let expected: [(DeviceProfile, CGFloat, CGFloat)] = [
            (.iPhone430x932, 73, 24), (.iPhone428x926, 73, 24), (.iPhone414x896, 73.5, 22), (.iPhone393x852, 68, 22),
            (.iPhone390x844, 68, 22), (.iPhone375x812, 68, 19), (.iPhone375x667, 61.5, 25), (.iPhone360x780, 68, 19),
        ]
        for (device, module, spacing) in expected {
            let grid = try #require(ControlCenterGrid(device: device), "\(device)")
            #expect(grid == ControlCenterGrid(module: module, spacing: spacing), "\(device)")
            #expect(grid.size(of: .large) == device.size(of: .systemSmall), "\(device)")
            #expect(grid.width == device.size(of: .systemMedium)?.width, "\(device)")
        }
        let grid = try #require(ControlCenterGrid(device: .iPhone393x852))
        #expect(grid.size(of: .small) == CGSize(width: 68, height: 68))
        #expect(grid.size(of: .medium) == CGSize(width: 158, height: 68))
        #expect(grid.size(of: .large) == CGSize(width: 158, height: 158))
        #expect(grid.size(of: .lockScreen) == CGSize(width: 50, height: 50))
        #expect(ControlPlacement.allCases.map(grid.cornerRadius(of:)) == [34, 34, 34, 25])
        #expect(grid.origin(column: 3, row: 1) == CGPoint(x: 270, y: 90))
        // No iOS 18 on these iPhones, nor controls on a watch; an iPad uses the default iPhone's grid.
        #expect(ControlCenterGrid(device: .iPhone320x568) == nil)
        #expect(ControlCenterGrid(device: .iPhone414x736) == nil)
        #expect(ControlCenterGrid(device: .watch45mm) == nil)
        #expect(ControlCenterGrid(device: .iPad1024x1366) == .standard)
    }

    @Test("a placement's size and corner radius are its device's: 393×852 has 68 pt modules and 22 pt gaps; a watch has none")
    func placementSizePerDevice() {
        let small = DeviceProfile.iPhone393x852
        #expect(ControlPlacement.allCases.map { $0.size(on: small) } == [CGSize(width: 68, height: 68), CGSize(width: 158, height: 68),
                                                                        CGSize(width: 158, height: 158), CGSize(width: 50, height: 50)])
        #expect(ControlPlacement.allCases.map { $0.cornerRadius(on: small) } == [34, 34, 34, 25])
        let plus = DeviceProfile.iPhone414x896
        #expect(ControlPlacement.allCases.map { $0.size(on: plus) } == [CGSize(width: 73.5, height: 73.5), CGSize(width: 169, height: 73.5),
                                                                       CGSize(width: 169, height: 169), CGSize(width: 50, height: 50)])
        #expect(ControlPlacement.medium.size(on: .watch45mm) == nil && ControlPlacement.small.cornerRadius(on: .iPhone414x736) == nil)
    }

    @Test("a control is drawn at its device's size: the 393×852 platter is exactly the table's, 12 pt in")
    func platterOnSecondDevice() throws {
        var context = RenderContext.lockScreen
        context.device = .iPhone393x852
        for (placement, backdrop) in [(ControlPlacement.small, 2), (.medium, 2), (.large, 2), (.lockScreen, 1)] {
            let image = try ControlRenderer(placement: placement, context: context, scale: 2).render(ChimeControl())
            let size = try #require(placement.size(on: .iPhone393x852))
            #expect(platterBounds(image, backdropItems: backdrop) == Rect(x: 12, y: 12, width: Double(size.width), height: Double(size.height)),
                    "\(placement)")
        }
    }

    @Test("the Lock Screen buttons sit 46 pt from the side and bottom edges")
    func lockScreenButtonPositions() {
        let onLarge = ControlPlacement.lockScreenButtonOrigins(screen: CGSize(width: 430, height: 932))
        #expect(onLarge.leading == CGPoint(x: 46, y: 836) && onLarge.trailing == CGPoint(x: 334, y: 836))
        let onSmall = ControlPlacement.lockScreenButtonOrigins(screen: CGSize(width: 393, height: 852))
        #expect(onSmall.leading == CGPoint(x: 46, y: 756) && onSmall.trailing == CGPoint(x: 297, y: 756))
    }

    @Test("a control is drawn at the size of the context's device, and throws on a device without iOS 18 controls")
    func drawnPerDevice() throws {
        var context = RenderContext.lockScreen
        context.device = .iPhone393x852
        let image = try ControlRenderer(placement: .medium, context: context, scale: 2).render(ChimeControl())
        #expect(image.width == (158 + 24) * 2 && image.height == (68 + 24) * 2)
        context.device = .iPhone414x736
        #expect(throws: WidgetRenderError.noControlsOnDevice(control: "chime", device: "iPhone 414×736")) {
            try ControlRenderer(placement: .small, context: context).render(ChimeControl())
        }
        #expect(WidgetRenderError.noControlsOnDevice(control: "chime", device: "iPhone 414×736").description
            == "chime is an iOS 18 control, and iPhone 414×736 shows none (a watch, or an iPhone that does not run iOS 18); "
            + "set RenderContext.device to an iPhone that runs iOS 18, such as .iPhone430x932 or .iPhone393x852")
    }

    @Test("the picture is the control with a 12 pt margin; the platter sits exactly in it")
    func pictureAndPlatterGeometry() throws {
        let expected: [(ControlPlacement, Int, Int, Int)] = [(.small, 194, 194, 2), (.medium, 388, 194, 2), (.large, 388, 388, 2),
                                                              (.lockScreen, 148, 148, 1)]
        for (placement, width, height, backdrop) in expected {
            let image = try render(ChimeControl(), placement)
            #expect(image.width == width && image.height == height, "\(placement)")
            let size = try #require(placement.size(on: RenderContext.lockScreen.device))
            #expect(platterBounds(image, backdropItems: backdrop) == Rect(x: 12, y: 12, width: Double(size.width), height: Double(size.height)),
                    "\(placement)")
        }
    }

    @Test("a toggle that is on has a white platter and its symbol in the tint; off, a glass platter and a white symbol")
    func onAndOffPixels() throws {
        let on = try render(ConfigurableLightControl(), .small, isOn: true)
        let off = try render(ConfigurableLightControl(), .small, isOn: false)
        // Inside the circle, clear of the symbol: (12 + 6, 12 + 36.5) pt.
        #expect(try rgb(on, 36, 97) == (255, 255, 255))
        let glass = try rgb(off, 36, 97)
        #expect(glass.0 < 140 && glass.0 > 40, "off platter \(glass)")
        func orangePixels(_ image: RenderedWidget) throws -> Int {
            let bitmap = try image.bitmap
            var count = 0
            for y in 24..<170 { for x in 24..<170 {
                let i = (y * bitmap.width + x) * 4
                let (r, g, b) = (Int(bitmap.pixels[i]), Int(bitmap.pixels[i + 1]), Int(bitmap.pixels[i + 2]))
                if r > 220 && g > 100 && g < 190 && b < 60 { count += 1 }
            } }
            return count
        }
        #expect(try orangePixels(on) > 50)
        #expect(try orangePixels(off) == 0)
    }

    @Test("the Lock Screen ignores the tint: white when on, dark glass when off")
    func lockScreenStates() throws {
        let on = try render(ConfigurableLightControl(), .lockScreen, isOn: true)
        let off = try render(ConfigurableLightControl(), .lockScreen, isOn: false)
        #expect(try rgb(on, 34, 74) == (255, 255, 255))
        let glass = try rgb(off, 34, 74)
        #expect(glass.0 < 100 && glass.2 < 120, "off button \(glass)")
        #expect(on.displayList.items.contains { if case .fill(_, .solid(let c), _) = $0 { return c == RGBAColor(red: 1, green: 0.5843137254901961, blue: 0) } else { return false } } == false)
    }

    @Test("title and value are drawn only in the medium and large sizes")
    func textOnlyWhenWide() throws {
        func runs(_ placement: ControlPlacement) throws -> Int {
            try render(ConfigurableLightControl(), placement).displayList.items.filter { if case .glyphRun = $0 { return true } else { return false } }.count
        }
        // The symbol is one run (the icon font); title and value one each.
        #expect(try runs(.small) == 1)
        #expect(try runs(.lockScreen) == 1)
        #expect(try runs(.medium) == 3)
        #expect(try runs(.large) == 3)
    }

    @Test("a configurable control draws the value provider's preview value for the intent's defaults")
    func appIntentPreviewValue() throws {
        guard let description = ControlDescription.of(control: ConfigurableLightControl()),
              let template = description.template as? any ResolvableControlTemplate else {
            Issue.record("the control did not resolve")
            return
        }
        #expect(description.kind == "light")
        #expect(description.displayName == "Light")
        let control = template.resolvedControl(state: nil)
        #expect(control.kind == .toggle && control.isOn)
        #expect(control.tint == .orange)
        // The intent's default light, through the provider's preview value, into the label.
        #expect((control.title?.view as? Text)?.pieces.first?.content == .string("Porch"))
        #expect(try render(ConfigurableLightControl(), .medium).title == "Light")
    }

    @Test("a toggle without a value label says On and Off")
    func defaultValueLabel() {
        let toggle = ControlWidgetToggle(isOn: true, action: SetLightIntent()) { Label("Porch", systemImage: "lightbulb") }
        #expect((toggle.resolvedControl(state: nil).value?.view as? ControlWidgetToggleDefaultLabel)?.isOn == true)
        #expect((toggle.resolvedControl(state: false).value?.view as? ControlWidgetToggleDefaultLabel)?.isOn == false)
    }

    @Test("a control with no symbol is drawn with a warning that says what to add")
    func missingSymbolWarns() throws {
        let image = try render(NoSymbolControl(), .small)
        #expect(image.warnings.count == 1)
        #expect(image.warnings.first?.contains("Image(systemName:)") == true)
    }

    @Test("Preview(_:control:) gives a toggle preview, on and off entries, a button its preview entry, in every placement")
    func previewForm() throws {
        let toggle = Preview("light", control: { ConfigurableLightControl() })
        #expect(toggle.entries.map(\.name) == ["preview", "on", "off"])
        #expect(toggle.families.isEmpty)
        #expect(toggle.controlPlacements == ControlPlacement.allCases)
        let button = Preview("chime", control: { ChimeControl() })
        #expect(button.entries.map(\.name) == ["preview"])
        let drawControl = try #require(toggle.drawControl)
        let drawn = try drawControl(ControlRenderer(placement: .small), toggle.entries[2])
        #expect(drawn.width == 194)
        #expect(throws: WidgetRenderError.controlHasNoFamilies(control: "ConfigurableLightControl")) {
            try toggle.draw(WidgetRenderer(family: .systemSmall), toggle.entries[0])
        }
    }

    @Test("a widget bundle lists its controls, and @main previews each control no preview shows")
    func bundleListsControls() {
        let bundle = ControlBundle()
        #expect(bundle.widgets.isEmpty)
        #expect(bundle.controls.map { "\($0)" } == ["ChimeControl", "ConfigurableLightControl"])
        let previews = WidgetMain.previews(for: bundle.widgets, controls: bundle.controls)
        let names = previews.map(\.name)
        #expect(names.suffix(2) == ["ChimeControl", "ConfigurableLightControl"])
        #expect(previews.last?.entries.map(\.name) == ["preview", "on", "off"])
    }
}
