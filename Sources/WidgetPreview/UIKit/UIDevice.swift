import Foundation

/// The kind of device an interface is for (UIKit's `UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

private struct DeviceIdiomKey: EnvironmentKey { static var defaultValue: UIUserInterfaceIdiom { .phone } }

extension EnvironmentValues {
    /// The idiom of the render's device (what `UIDevice.current.userInterfaceIdiom` reports).
    package var deviceIdiom: UIUserInterfaceIdiom { get { self[DeviceIdiomKey.self] } set { self[DeviceIdiomKey.self] = newValue } }
}

/// The device (UIKit's `UIDevice`), as widget code asks about it: `UIDevice.current.userInterfaceIdiom` is the
/// idiom of the render context's device (phone, pad; a watch reports `.unspecified`), read while the
/// widget's body runs; outside a render it is an iPhone.
public final class UIDevice: @unchecked Sendable {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var localizedModel: String { model }
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    public static var current: UIDevice { UIDevice(userInterfaceIdiom: EnvironmentValues.current.deviceIdiom) }
}
