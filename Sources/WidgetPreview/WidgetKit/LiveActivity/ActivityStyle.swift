import Foundation

extension View {
    /// The Lock Screen presentation's background tint (nil: the system's material).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        ActivityStyleDeclaration(content: self, style: ActivityStyle(backgroundTint: color))
    }

    /// The colour of the system's action button beside the Lock Screen presentation (nil: the system's).
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        ActivityStyleDeclaration(content: self, style: ActivityStyle(systemActionForeground: color))
    }
}

/// Passes its content through and hands its style up with the content's resolution, for the Live
/// Activity renderer to read once the slot is resolved.
struct ActivityStyleDeclaration<Content: View>: View, ResolvableView {
    let content: Content
    let style: ActivityStyle
    var body: Never { primitiveBody(Self.self) }

    func resolve(in env: EnvironmentValues) -> Resolution {
        var resolution = Resolver.resolve(content, in: env)
        var declared = style
        declared.fillUnset(from: resolution.activityStyle)
        resolution.activityStyle = declared
        return resolution
    }
}

/// The style a Live Activity's views declared. Per property the outermost declaration wins (an inner
/// one of the same property only counts when the outer one set nothing), then the first of siblings.
package struct ActivityStyle: Equatable {
    package var backgroundTint: Color?
    package var systemActionForeground: Color?

    package init(backgroundTint: Color? = nil, systemActionForeground: Color? = nil) {
        self.backgroundTint = backgroundTint
        self.systemActionForeground = systemActionForeground
    }

    /// Takes `other`'s value for each property this style has not set.
    package mutating func fillUnset(from other: ActivityStyle) {
        if backgroundTint == nil { backgroundTint = other.backgroundTint }
        if systemActionForeground == nil { systemActionForeground = other.systemActionForeground }
    }
}

extension ActivityStyle: PlacedFeatureValue {
    package func fillingUnset(from later: any PlacedFeatureValue) -> any PlacedFeatureValue {
        guard let later = later as? ActivityStyle else { return self }
        var style = self
        style.fillUnset(from: later)
        return style
    }
}
