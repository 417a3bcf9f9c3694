import Foundation

/// A link: in a widget it draws its label (the URL is for the system, not the picture).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    public var body: some View { label }
}

/// A link draws its label; its destination comes up with the resolution (`Resolution.linkDestinations`),
/// before those of links inside its label.
extension Link: ResolvableView {
    func resolve(in env: EnvironmentValues) -> Resolution {
        var resolution = Resolution(linkDestinations: [destination])
        resolution.append(Resolver.resolve(label, in: env))
        return resolution
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// A button, drawn by the button style in its environment (`.automatic`: the label in the tint).
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }
    /// App Intent buttons (interactive widgets) draw the same way; the intent only matters on device.
    public init<Intent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
    }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
    }
    public var body: some View { StyledButtonBody(label: AnyView(label), role: role).inspected(as: "Button") }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(action: action) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { self.init(action: action) { Text(title) } }
    public init<Intent>(_ titleKey: LocalizedStringKey, intent: Intent) { self.init(intent: intent) { Text(titleKey) } }
}

public struct ButtonRole: Hashable, Sendable {
    let kind: Int
    public static let destructive = ButtonRole(kind: 0)
    public static let cancel = ButtonRole(kind: 1)
}

/// A switch, drawn by the toggle style in its environment (the iOS switch unless a style says otherwise).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public init<Intent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.isOn = .constant(isOn)
        self.label = label()
    }
    public var body: some View { drawn.inspected(as: "Toggle") }

    @ViewBuilder private var drawn: some View {
        if let styled = EnvironmentValues.current.toggleStyleBody {
            styled(ToggleStyleConfiguration(label: .init(view: AnyView(label)), isOn: isOn, isMixed: false))
                .transformingEnvironment { $0.toggleStyleBody = nil }
        } else {
            SwitchToggleBody(label: label, isOn: isOn.wrappedValue)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A scrolling list: WidgetKit draws nothing for it, and neither does this renderer (with a warning).
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }
    public var body: Never { primitiveBody(Self.self) }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: ResolvableView {
    func resolveNodes(in env: EnvironmentValues) -> [LayoutNode] {
        env.warn("List is not drawn in widgets (WidgetKit shows nothing for it); use a VStack with ForEach")
        return [EmptyNode()]
    }
}

/// ScrollView: widgets don't scroll; its content is laid out at its ideal size along the axes and clipped.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: some View {
        VStack(spacing: 0) { content }
            .fixedSize(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .clipped()
    }
}
