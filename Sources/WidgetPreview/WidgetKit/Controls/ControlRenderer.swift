import Foundation
import Graphics

/// Draws an iOS 18 control as the system shows it in one place: Control Center at its small, medium or
/// large size, or a Lock Screen button; the value provider's preview value (or a toggle state you
/// choose), the symbol, the tint. The picture is the control with `ControlPlacement.pictureMargin` of the
/// place's backdrop around it. A value type with no shared state, like `WidgetRenderer`.
public struct ControlRenderer: Sendable {
    public var placement: ControlPlacement
    /// Locale, clock, translations, assets and fonts come from here; the backdrop is the placement's.
    public var context: RenderContext
    /// Pixels per point.
    public var scale: Double
    /// False: the control alone, its size exactly, nothing behind it (for mock-ups that draw the place).
    package var drawsBackdrop = true

    public init(placement: ControlPlacement, context: RenderContext = .lockScreen, scale: Double = 2) {
        self.placement = placement
        self.context = context
        self.scale = scale
    }

    /// The control, its toggle in state `isOn` (nil: the state its value provider's preview value gives).
    public func render<C: ControlWidget>(_ control: C, isOn: Bool? = nil) throws -> RenderedWidget {
        guard let description = ControlDescription.of(control: control) else {
            throw WidgetRenderError.noControlConfiguration(control: "\(C.self)")
        }
        return try render(description.template, isOn: isOn,
                          title: description.displayName ?? (description.kind.isEmpty ? "\(C.self)" : description.kind))
    }

    /// A control template (`ControlWidgetToggle`, `ControlWidgetButton`, tinted or not) on its own.
    public func render<T: ControlWidgetTemplate>(template: T, isOn: Bool? = nil) throws -> RenderedWidget {
        try render(template, isOn: isOn, title: WidgetRenderer.readableName(of: T.self))
    }

    private func render(_ template: any ControlWidgetTemplate, isOn: Bool?, title: String) throws -> RenderedWidget {
        guard scale.isFinite, scale > 0 else { throw WidgetRenderError.invalidScale(scale) }
        guard let resolvable = template as? any ResolvableControlTemplate else {
            throw WidgetRenderError.noControlConfiguration(control: title)
        }
        guard let grid = ControlCenterGrid(device: context.device) else {
            throw WidgetRenderError.noControlsOnDevice(control: title, device: context.device.name)
        }
        let control = resolvable.resolvedControl(state: isOn)
        let log = WarningLog()
        if control.symbol == nil {
            log.add("\(title): the control has no symbol image; iOS draws a control's symbol in every place: give its label an "
                + "Image(systemName:) or Label(_:systemImage:)")
        }
        var env = try context.baseEnvironment(scale: scale, log: log)
        env.colorScheme = .dark
        let margin = drawsBackdrop ? Double(ControlPlacement.pictureMargin) : 0
        let controlSize = grid.size(of: placement)
        let size = Size(width: Double(controlSize.width) + 2 * margin, height: Double(controlSize.height) + 2 * margin)
        let output = ViewRenderer(environment: env).render(ControlPictureView(control: control, placement: placement, grid: grid,
                                                                                              release: context.os), size: size)
        log.add(contentsOf: output.warnings)
        var list = output.displayList
        if drawsBackdrop { list.prepend(backdrop(in: Rect(x: 0, y: 0, width: size.width, height: size.height))) }
        return try RenderedWidget(displayList: list, layout: ViewLayout.tree(of: output.placed, canvas: size), scale: scale,
                                  warnings: log.messages, title: title)
    }

    /// The wallpaper, dimmed in Control Center.
    private func backdrop(in bounds: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(VectorPath.rect(bounds), Backdrops.lockScreenWallpaper(in: bounds), .nonZero)]
        if placement != .lockScreen {
            items.append(.fill(VectorPath.rect(bounds), .solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: ControlSystemColors.of(context.os).controlCenterDimming)),
                               .nonZero))
        }
        return items
    }
}
