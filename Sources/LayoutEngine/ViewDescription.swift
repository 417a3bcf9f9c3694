import Foundation

/// What a layout node shows, in SwiftUI's terms (the names Xcode's view debugger uses): views by their
/// type ("VStack", "Text"), modifiers by their method ("padding", "frame"). Kept in one place so the layout
/// nodes stay about layout; a node with no SwiftUI counterpart (a wrapper only drawing needs) has none and
/// its subviews show in its place.
package struct ViewDescription: Hashable, Sendable {
    package var name: String
    /// What tells two views of a type apart: a Text's string, a frame's or padding's lengths.
    package var detail: String?
    /// The alignment the view places its subviews with, as written in SwiftUI (".leading").
    package var alignment: String?

    package init(_ name: String, detail: String? = nil, alignment: String? = nil) {
        self.name = name
        self.detail = detail
        self.alignment = alignment
    }
}
