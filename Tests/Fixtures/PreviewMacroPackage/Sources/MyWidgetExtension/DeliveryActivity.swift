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

/// Stands in for the Live Activity widget (`ActivityConfiguration` is not in WidgetPreview yet).
struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "delivery", provider: CountProvider()) { _ in Text("Delivery") }
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes(orderNumber: "42")) {
    DeliveryWidget()
} contentStates: {
    DeliveryAttributes.ContentState(minutesLeft: 12)
    DeliveryAttributes.ContentState(minutesLeft: 3)
}
