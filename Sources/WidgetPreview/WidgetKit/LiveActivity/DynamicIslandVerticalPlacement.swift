import Foundation

/// Where an expanded leading or trailing region's view sits vertically (WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`): beside the TrueDepth camera by default, or below it
/// when it is too wide to fit beside it (`belowIfTooWide`).
public struct DynamicIslandExpandedRegionVerticalPlacement: Equatable, Sendable {
    let name: String
    /// The system's default vertical placement.
    public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(name: "default")
    /// Below the default position for content too wide to fit next to the TrueDepth camera.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

extension View {
    /// The vertical placement of this view in an expanded Live Activity region; the renderer reads it from the
    /// region's resolution before it lays the regions out (`ExpandedIslandLayout`).
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        VerticalPlacementDeclaration(content: self, placement: verticalPlacement)
    }
}

/// Passes its content through and hands the placement up with the content's resolution, which the
/// expanded layout reads (the outermost declaration wins, as for the activity's style).
struct VerticalPlacementDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let placement: DynamicIslandExpandedRegionVerticalPlacement
    var body: Never { primitiveBody(Self.self) }

    func resolve(in env: EnvironmentValues) -> Resolution {
        var resolution = Resolver.resolve(content, in: env)
        resolution.verticalPlacement = placement
        return resolution
    }
}
