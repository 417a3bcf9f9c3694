import Foundation
import Graphics
import Typography

extension RenderedWidget {
    /// The same picture with every view's frame outlined and labelled with its name on top, like Xcode's
    /// "Show view bounds" (`widget-preview render --debug-frames`). The outlines are themselves SwiftUI
    /// views laid out and lowered like any other, so the picture is exact in PNG and SVG alike.
    package func withFrameOutlines() throws -> RenderedWidget {
        let views = layout.allViews
        let overlay = ZStack(alignment: .topLeading) {
            ForEach(views.indices, id: \.self) { index in
                FrameOutline(view: views[index], hue: Double(index % 6) / 6)
            }
        }
        var environment = EnvironmentValues()
        do { environment.textEngine = try TypeSetter.shared() } catch { throw WidgetRenderError.fontsUnavailable("\(error)") }
        environment.displayScale = CGFloat(scale)
        let canvas = displayList.size
        let drawn = ViewRenderer(environment: environment).render(overlay.frame(width: canvas.width, height: canvas.height, alignment: .topLeading), size: canvas)
        var list = displayList
        list.items += drawn.displayList.items
        return try RenderedWidget(displayList: list, layout: layout, scale: scale, warnings: warnings, title: title + " (frames)")
    }
}

/// One view's frame: a hairline rectangle and its name in the top-leading corner.
private struct FrameOutline: View {
    let view: ViewLayout
    let hue: Double

    var body: some View {
        let colour = Color(hue: hue, saturation: 0.9, brightness: 0.85)
        // The label overlays the outline, so a narrow view's outline keeps its own width.
        return Rectangle().stroke(colour, lineWidth: 0.5)
            .frame(width: max(view.frame.width, 0.5), height: max(view.frame.height, 0.5))
            .overlay(alignment: .topLeading) {
                Text(view.name).font(.system(size: 5)).foregroundStyle(colour).lineLimit(1).fixedSize()
            }
        .offset(x: view.frame.minX, y: view.frame.minY)
    }
}
