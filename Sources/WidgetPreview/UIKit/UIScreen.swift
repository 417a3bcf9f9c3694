import Foundation

/// The screen a widget is drawn for (UIKit's `UIScreen`). `UIScreen.main`, read while the widget's body
/// runs, describes the render: `scale` is its pixels per point (the renderer's scale) and `bounds` the
/// screen of the render context's device in points (430 × 932 for the default iPhone). Outside a render
/// it is that default device at scale 2.
public final class UIScreen: @unchecked Sendable {
    public let scale: CGFloat
    public let bounds: CGRect
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(scale: CGFloat, bounds: CGRect) {
        self.scale = scale
        self.bounds = bounds
    }

    /// The screen of the render in progress.
    public static var main: UIScreen {
        let env = EnvironmentValues.current
        let size = env.screenSize
        return UIScreen(scale: env.displayScale, bounds: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    }
}

private struct ScreenSizeKey: EnvironmentKey { static var defaultValue: CGSize { CGSize(width: 430, height: 932) } }

extension EnvironmentValues {
    /// The screen of the device the render is for, in points (what `UIScreen.main.bounds` reports).
    package var screenSize: CGSize { get { self[ScreenSizeKey.self] } set { self[ScreenSizeKey.self] = newValue } }
}

/// The app object (UIKit's `UIApplication`): widget code reads the Settings URL from it.
public final class UIApplication: @unchecked Sendable {
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// iOS 16: the URL that opens the app's notification settings.
    public static let openNotificationSettingsURLString = "app-settings:notifications"
}
