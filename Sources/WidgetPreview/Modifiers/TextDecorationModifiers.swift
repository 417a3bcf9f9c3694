import Foundation

// `.strikethrough` and `.underline` on any view (iOS 16): every Text inside gets the line unless it
// sets its own, as SwiftUI's environment-carried text styling does.

extension View {
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment { $0.textStyleOverrides.strikethrough = isActive }
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment { $0.textStyleOverrides.underline = isActive }
    }
}

extension Text {
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
}
