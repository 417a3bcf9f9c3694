import Foundation

extension View {
    public func foregroundColor(_ color: Color?) -> some View {
        transformingEnvironment { env in
            env.foregroundStyles = color.map { ForegroundStyleLevels(levels: [AnyShapeStyle($0)], enclosing: env.foregroundStyles) }
        }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { env in env.foregroundStyles = ForegroundStyleLevels(levels: [AnyShapeStyle(style)], enclosing: env.foregroundStyles) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformingEnvironment { env in
            env.foregroundStyles = ForegroundStyleLevels(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)], enclosing: env.foregroundStyles)
        }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformingEnvironment { env in
            env.foregroundStyles = ForegroundStyleLevels(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)], enclosing: env.foregroundStyles)
        }
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformingEnvironment { env in env.tintStyle = tint.map { AnyShapeStyle($0) } }
    }
    public func tint(_ tint: Color?) -> some View {
        transformingEnvironment { env in env.tintStyle = tint.map { AnyShapeStyle($0) } }
    }
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformingEnvironment { env in env.backgroundStyleOverride = AnyShapeStyle(style) }
    }

    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { $0.textStyleOverrides.weight = weight }
    }
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformingEnvironment { $0.textStyleOverrides.design = design }
    }
    public func bold(_ isActive: Bool = true) -> some View { transformingEnvironment { $0.textStyleOverrides.bold = isActive } }
    public func italic(_ isActive: Bool = true) -> some View { transformingEnvironment { $0.textStyleOverrides.italic = isActive } }
    public func monospacedDigit() -> some View { transformingEnvironment { $0.textStyleOverrides.monospacedDigit = true } }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func lineLimit(_ number: Int, reservesSpace: Bool) -> some View { environment(\.lineLimit, number) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    public func imageScale(_ scale: Image.Scale) -> some View { transformingEnvironment { $0.imageScale = scale } }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { transformingEnvironment { $0.symbolRenderingMode = mode } }
    public func disabled(_ disabled: Bool) -> some View { environment(\.isEnabled, !disabled) }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformingEnvironment { env in if let colorScheme { env.colorScheme = colorScheme } }
    }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }
    public func textCase(_ textCase: Text.Case?) -> some View { transformingEnvironment { $0.textCase = textCase } }

    // Accepted so that code compiles; a still image has no animation, interaction or identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}

public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Animations are accepted and ignored: a widget snapshot is a still image.
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
}

public struct AnyTransition: Sendable {
    public static let identity = AnyTransition()
    public static let opacity = AnyTransition()
    public static let scale = AnyTransition()
    public static let slide = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static let numericText = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}
