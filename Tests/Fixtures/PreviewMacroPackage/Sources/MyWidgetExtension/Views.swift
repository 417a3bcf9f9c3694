#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif

struct Greeting: View {
    var body: some View {
        Text("Hello")
            .containerBackground(.purple, for: .widget)
    }
}

#Preview {
    Greeting()
}

#Preview("Greeting with traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Greeting()
    Text("second line")
}

// `#Preview` with a ring in a family the ring supports.
#Preview("Ring", as: .accessoryCircular) { RingWidget() } timeline: { CountEntry(date: .now, count: 5) }
