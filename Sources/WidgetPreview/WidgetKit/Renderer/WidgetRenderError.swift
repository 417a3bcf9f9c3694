/// Why a widget could not be rendered; each message names the thing and what to do.
public enum WidgetRenderError: Error, CustomStringConvertible, Equatable {
    /// The widget's `supportedFamilies` does not include the renderer's family.
    case unsupportedFamily(widget: String, family: WidgetFamily, supported: [WidgetFamily])
    /// The context's device has no widget of this family (e.g. systemMedium on the iPad Lock Screen).
    case familyNotOnDevice(family: WidgetFamily, device: String)
    /// The context's release has no widget of this family (systemExtraLargePortrait before iOS 27).
    case familyNotInRelease(family: WidgetFamily, release: OperatingSystemRelease)
    /// The entry passed to `render(_:entry:)` is not the type the widget's provider makes.
    case entryTypeMismatch(widget: String, expected: String, got: String)
    /// The widget's `body` is not built from StaticConfiguration, IntentConfiguration or AppIntentConfiguration.
    case noConfiguration(widget: String)
    /// The scale is not a finite number above zero.
    case invalidScale(Double)
    /// The bundled fonts could not be loaded.
    case fontsUnavailable(String)
    /// The control's `body` is not built from StaticControlConfiguration or AppIntentControlConfiguration,
    /// or its template is not a ControlWidgetButton or ControlWidgetToggle.
    case noControlConfiguration(control: String)
    /// A control preview was asked to draw a widget family: controls are drawn by `ControlRenderer`.
    case controlHasNoFamilies(control: String)
    /// The context's device shows no iOS 18 controls (a watch, or an iPhone size whose models stopped
    /// before iOS 18).
    case noControlsOnDevice(control: String, device: String)
    /// The widget says `containerBackgroundRemovable(false)` and the place removes backgrounds (StandBy,
    /// the iPad Lock Screen): WidgetKit does not offer it there, so there is nothing to draw.
    case notOfferedInPlace(widget: String, place: String)

    public var description: String {
        switch self {
        case .unsupportedFamily(let widget, let family, let supported):
            return "\(widget) does not support \(family): its supportedFamilies are [\(supported.map(\.description).joined(separator: ", "))]; render one of those or add \(family) to supportedFamilies"
        case .familyNotOnDevice(let family, let device):
            return "\(device) shows no \(family) widget; pick another family or set RenderContext.device"
        case .familyNotInRelease(let family, let release):
            return "\(release) has no \(family) widget: WidgetKit added it in \(family.firstRelease); draw it for "
                + "\(family.firstRelease) or later (RenderContext.os = .\(family.firstRelease.folderName), --os \(family.firstRelease.majorVersion)) or pick another family"
        case .entryTypeMismatch(let widget, let expected, let got):
            return "\(widget) draws entries of type \(expected), but the entry passed is a \(got)"
        case .noConfiguration(let widget):
            return "\(widget).body is not a WidgetKit configuration (StaticConfiguration, IntentConfiguration or AppIntentConfiguration)"
        case .invalidScale(let scale):
            return "scale \(scale) is not a finite number above zero; use 1, 2 or 3"
        case .fontsUnavailable(let reason):
            return "the bundled fonts could not be loaded (\(reason)); check the Fonts/ folder"
        case .noControlConfiguration(let control):
            return "\(control).body is not a control configuration (StaticControlConfiguration or AppIntentControlConfiguration holding a ControlWidgetButton or ControlWidgetToggle)"
        case .controlHasNoFamilies(let control):
            return "\(control) is a control: it has no widget families; draw it in a ControlPlacement (small, medium, large, lockScreen) with ControlRenderer"
        case .noControlsOnDevice(let control, let device):
            return "\(control) is an iOS 18 control, and \(device) shows none (a watch, or an iPhone that does not run iOS 18); "
                + "set RenderContext.device to an iPhone that runs iOS 18, such as .iPhone430x932 or .iPhone393x852"
        case .notOfferedInPlace(let widget, let place):
            return "\(widget) is not offered in \(place): it uses containerBackgroundRemovable(false), and WidgetKit leaves such "
                + "widgets out of places that remove backgrounds (StandBy, the iPad Lock Screen); not drawn. Make its background "
                + "removable to appear there"
        }
    }
}
