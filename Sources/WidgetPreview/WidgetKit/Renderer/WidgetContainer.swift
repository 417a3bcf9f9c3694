import Foundation
import Graphics

/// The container WidgetKit draws a widget in: its outline, its corner radius (what
/// `ContainerRelativeShape` follows), the margins around the content, and the backgrounds the system
/// supplies. Apple publishes no corner radius and no margin table; each choice is named here.
package struct WidgetContainer: Sendable {
    package enum Outline: Hashable, Sendable {
        /// A continuous (squircle) rounded rectangle.
        case roundedRect(radius: Double)
        case circle
        /// No clipping (accessoryInline is a line of text in the system's own layout).
        case none
    }

    package let family: WidgetFamily
    package let size: Size
    package let outline: Outline
    package let contentMargins: EdgeInsets

    /// `smallSide`: the device's systemSmall side, which sets the corner radius of every system family.
    package init(family: WidgetFamily, size: Size, place: RenderContext.Place, smallSide: Double?) {
        self.family = family
        self.size = size
        outline = Self.outline(family: family, smallSide: smallSide ?? 170, place: place)
        contentMargins = Self.margins(family: family, place: place)
    }

    /// Home Screen corner radius on the 170 pt small widget: 22 pt. Apple publishes none; third-party
    /// renderers use 20–22 pt continuous corners, 22 matches the iPhone Pro Max screenshots. Scaled with
    /// the small widget's side on other devices (158 pt → 20.5 pt).
    package static let systemCornerRadiusAt170 = 22.0
    /// accessoryRectangular on the Lock Screen: 12 pt (about 1/6 of the 76 pt height, as the rectangular
    /// Lock Screen backgrounds look); no published value.
    package static let lockScreenRectangularRadius = 12.0
    /// The watch Smart Stack card: 18 pt (a chosen value; watchOS draws visibly rounder cards than the
    /// Lock Screen's rectangles).
    package static let smartStackRadius = 18.0

    /// The font of accessoryInline text: WidgetKit ignores the view's fonts there. Apple publishes none;
    /// 17 pt semibold (headline) fills the HIG's 26 pt inline height as the Lock Screen's date line does.
    package static let inlineFont = Font.headline

    private static func outline(family: WidgetFamily, smallSide: Double, place: RenderContext.Place) -> Outline {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait:
            // Rounded to half a point.
            return .roundedRect(radius: (systemCornerRadiusAt170 * smallSide / 170 * 2).rounded() / 2)
        case .accessoryCircular:
            return .circle
        case .accessoryRectangular:
            return .roundedRect(radius: place == .smartStack ? smartStackRadius : lockScreenRectangularRadius)
        case .accessoryInline, .accessoryCorner:
            return .none
        }
    }

    /// Home Screen: 16 pt (HIG: "the standard margin width … 16 points"). StandBy and the iPad Lock Screen
    /// small widget: 11 pt (HIG: smaller margins there; 11 is its "tighter margins" figure). Lock Screen
    /// accessories: 0 (they fill their frame; iOS adds no margin). Smart Stack: 8 pt (watchOS applies
    /// margins there; 8 is a chosen value, half the Home Screen's).
    private static func margins(family: WidgetFamily, place: RenderContext.Place) -> EdgeInsets {
        let m: Double
        switch (place, family.isSystem) {
        case (.homeScreen, true): m = 16
        case (.standBy, true), (.lockScreen, true): m = 11
        case (.smartStack, _): m = 8
        case (_, false): m = 0
        default: m = 16
        }
        return EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    }

    /// The corner radius ContainerRelativeShape uses at the container's edge.
    package var cornerRadius: Double {
        switch outline {
        case .roundedRect(let r): return r
        case .circle: return min(size.width, size.height) / 2
        case .none: return 0
        }
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The container's outline as a path (nil: not clipped).
    package var path: VectorPath? {
        switch outline {
        case .roundedRect(let r): return VectorPath.roundedRect(bounds, radius: r, style: .continuous)
        case .circle: return VectorPath.circle(in: bounds)
        case .none: return nil
        }
    }

    /// The system background of a widget that declares none (WidgetKit draws it and warns): white in
    /// light mode, secondarySystemBackground dark (28, 28, 30) in dark mode; the Smart Stack's default
    /// dark material as (34, 34, 36), a chosen gray a little lighter than the black watch face. Nil where
    /// the family has no system background (Lock Screen accessories).
    package func systemBackground(place: RenderContext.Place, colorScheme: ColorScheme) -> RGBAColor? {
        if place == .smartStack { return RGBAColor(r8: 34, g8: 34, b8: 36) }
        guard family.isSystem else { return nil }
        return colorScheme == .dark ? RGBAColor(r8: 28, g8: 28, b8: 30) : .white
    }
}
