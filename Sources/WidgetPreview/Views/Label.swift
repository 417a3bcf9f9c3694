import Foundation

/// A title with an icon, laid out as iOS's default label style does: icon then title on one line.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// iOS puts the icon and title with the stack's default spacing (8), centre-aligned.
    public var body: some View { drawn.inspected(as: "Label") }

    @ViewBuilder private var drawn: some View {
        if let custom = EnvironmentValues.current.customLabelStyle {
            custom(LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon))))
                .transformingEnvironment { $0.customLabelStyle = nil }
        } else {
            LabelBody(title: title, icon: icon, kind: EnvironmentValues.current.labelStyleKind)
        }
    }
}

struct LabelBody<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    let kind: LabelStyleKind
    var body: some View {
        switch kind {
        case .titleOnly: title
        case .iconOnly: icon
        case .automatic, .titleAndIcon: HStack { icon; title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

package enum LabelStyleKind: Hashable, Sendable { case automatic, titleOnly, iconOnly, titleAndIcon }

private struct LabelStyleKindKey: EnvironmentKey { static var defaultValue: LabelStyleKind { .automatic } }
extension EnvironmentValues {
    package var labelStyleKind: LabelStyleKind { get { self[LabelStyleKindKey.self] } set { self[LabelStyleKindKey.self] = newValue } }
}
