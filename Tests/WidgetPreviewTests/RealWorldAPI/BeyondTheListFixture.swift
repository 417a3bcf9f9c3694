// A widget file in the style of shipping widget extensions, imports changed only: API widget code uses
// beyond issue 13's list (@ScaledMetric, symbolVariant, symbolEffect, zIndex, fontWidth, asset resources,
// labelsHidden, controlSize, onChange/task).
import Foundation
import WidgetPreview

extension ColorResource {
    static let brand = ColorResource(name: "Brand", bundle: .main)
}

struct BadgeView: View {
    @ScaledMetric(relativeTo: .caption) var badgeSize: CGFloat = 24
    @State private var count = 3

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "bell")
                .symbolVariant(.fill)
                .symbolEffect(.bounce, value: count)
                .zIndex(0)
            Text("\(count)")
                .font(.caption2)
                .fontWidth(.standard)
                .frame(width: badgeSize, height: badgeSize)
                .background(Circle().fill(.red))
                .zIndex(1)
        }
        .controlSize(.small)
        .onChange(of: count) { _, _ in }
        .task { }
        .containerBackground(.background, for: .widget)
    }
}
