#if canImport(WidgetKit)
import ActivityKit
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }
    var orderNumber: String
}

/// A Live Activity widget, as in an iOS extension.
struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("\(context.state.minutesLeft) min").padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Order \(context.attributes.orderNumber)") }
            } compactLeading: {
                Text("🍕")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("🍕")
            }
        }
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes(orderNumber: "42")) {
    DeliveryWidget()
} contentStates: {
    DeliveryAttributes.ContentState(minutesLeft: 12)
    DeliveryAttributes.ContentState(minutesLeft: 3)
}
