// Delivery: a food-delivery Live Activity as an iOS developer writes it — the Lock Screen presentation with
// a progress bar, the Dynamic Island's compact, minimal and expanded presentations, a stale state.
#if canImport(WidgetKit)
import ActivityKit
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var minutesLeft: Int
        /// 0 (ordered) to 1 (delivered).
        var progress: Double
    }

    var restaurant: String
    var orderNumber: String
}

extension DeliveryAttributes {
    static let pizza = DeliveryAttributes(restaurant: "Luigi's Pizza", orderNumber: "4821")
}

extension DeliveryAttributes.ContentState {
    static let preparing = Self(status: "Preparing your order", minutesLeft: 25, progress: 0.25)
    static let onTheWay = Self(status: "On the way", minutesLeft: 8, progress: 0.7)
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryActivityContent(context: context)
                .activityBackgroundTint(Color(red: 0.11, green: 0.12, blue: 0.16))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill")
                        .font(.title2)
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesLeft) min")
                        .font(.title3.weight(.semibold))
                        .foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.isStale ? "Waiting for an update…" : context.state.status)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        ProgressView(value: context.state.progress)
                            .tint(.orange)
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
                    .font(.callout.weight(.semibold))
                    .foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "luigis://order/\(context.attributes.orderNumber)"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

/// The Lock Screen layout on iPhone (and StandBy), a smaller one in the Apple Watch Smart Stack and CarPlay.
struct DeliveryActivityContent: View {
    @Environment(\.activityFamily) private var activityFamily
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        switch activityFamily {
        case .small:
            DeliverySmallView(context: context)
        case .medium:
            DeliveryLockScreenView(context: context)
        @unknown default:
            DeliveryLockScreenView(context: context)
        }
    }
}

struct DeliverySmallView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
                Spacer()
                Text("\(context.state.minutesLeft) min")
                    .font(.headline)
                    .foregroundStyle(.orange)
            }
            Text(context.isStale ? "Waiting…" : context.state.status)
                .font(.footnote)
                .lineLimit(1)
            ProgressView(value: context.state.progress)
                .tint(.orange)
        }
        .foregroundStyle(.white)
    }
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: "bag.fill")
                    .foregroundStyle(.orange)
                Text(context.attributes.restaurant)
                    .font(.headline)
                Spacer()
                Text("\(context.state.minutesLeft) min")
                    .font(.title2.weight(.bold))
                    .foregroundStyle(.orange)
            }
            Text(context.isStale ? "Waiting for an update…" : context.state.status)
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.75))
            ProgressView(value: context.state.progress)
                .tint(.orange)
        }
        .foregroundStyle(.white)
        .padding(16)
    }
}
