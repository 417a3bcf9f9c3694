import Foundation

/// Where iOS shows a Live Activity: each is one picture (WidgetPreview's places for Live Activities).
public enum LiveActivityPresentation: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The Lock Screen presentation (`content`) on the light Lock Screen wallpaper's material.
    case lockScreen = "lock-screen"
    /// The same in dark appearance.
    case lockScreenDark = "lock-screen-dark"
    /// compactLeading and compactTrailing around the sensor housing.
    case compact
    /// The minimal view attached to the island (the only activity shown as minimal).
    case minimal
    /// The minimal view in the detached circle beside the island (another app's activity holds the island).
    case minimalDetached = "minimal-detached"
    /// The four expanded regions.
    case expanded
    /// StandBy (iOS 17+): the Lock Screen presentation scaled up to fill the landscape screen, its
    /// background tint extended to the screen's edges.
    case standBy = "standby"
    /// The Apple Watch Smart Stack (watchOS 11): the `.small` family when the activity offers it, else
    /// compactLeading and compactTrailing side by side.
    case smartStack = "smart-stack"
    /// The CarPlay dashboard (iOS 26): the `.small` family when offered, else the compact views.
    case carPlay = "carplay"

    public var description: String { rawValue }

    /// The presentations an `ActivityPreviewViewKind` asks for.
    public static func presentations(for kind: ActivityPreviewViewKind) -> [LiveActivityPresentation] {
        switch kind {
        case .content: return [.lockScreen, .lockScreenDark]
        case .dynamicIsland(.compact): return [.compact]
        case .dynamicIsland(.minimal): return [.minimal, .minimalDetached]
        case .dynamicIsland(.expanded): return [.expanded]
        }
    }

    /// The place each is drawn in: the Lock Screen in its appearance, the island on an app in light mode.
    public var context: RenderContext {
        switch self {
        case .lockScreen: return .lockScreen.withColorScheme(.light)
        case .lockScreenDark: return .lockScreen.withColorScheme(.dark)
        case .compact, .minimal, .minimalDetached, .expanded: return .homeScreen
        case .standBy: return .standBy
        case .smartStack: return .smartStack
        case .carPlay: return .homeScreenDark
        }
    }
}

extension RenderContext {
    func withColorScheme(_ scheme: ColorScheme) -> RenderContext {
        var copy = self
        copy.colorScheme = scheme
        return copy
    }
}
