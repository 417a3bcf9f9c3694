#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

public struct Badge: View {
    let count: Int
    public init(count: Int) { self.count = count }
    public var body: some View {
        Text("\(count)")
            .font(.largeTitle.bold())
            .containerBackground(.orange, for: .widget)
    }
}

#Preview("Badge") {
    Badge(count: 7)
}

#Preview {
    Badge(count: 42)
        .previewContext(WidgetPreviewContext(family: .systemMedium))
}
