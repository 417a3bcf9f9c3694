//
//  MyWidgetExtensionLiveActivity.swift
//  MyWidgetExtension
//

import ActivityKit
import WidgetKit
import SwiftUI

struct MyWidgetExtensionAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var glasses: Int
        var goal: Int
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct MyWidgetExtensionLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MyWidgetExtensionAttributes.self) { context in
            // Lock screen/banner UI goes here
            HStack {
                Image(systemName: "drop.fill")
                    .foregroundStyle(.cyan)
                VStack(alignment: .leading) {
                    Text(context.attributes.name)
                        .font(.headline)
                    Text("\(context.state.glasses) of \(context.state.goal) glasses")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                ProgressView(value: Double(context.state.glasses), total: Double(context.state.goal))
                    .frame(width: 80)
                    .tint(.cyan)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
            .activitySystemActionForegroundColor(Color.white)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "drop.fill")
                        .foregroundStyle(.cyan)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.glasses)/\(context.state.goal)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.goal - context.state.glasses) glasses to go")
                }
            } compactLeading: {
                Image(systemName: "drop.fill")
                    .foregroundStyle(.cyan)
            } compactTrailing: {
                Text("\(context.state.glasses)")
            } minimal: {
                Text("\(context.state.glasses)")
            }
            .widgetURL(URL(string: "myapp://water"))
            .keylineTint(Color.cyan)
        }
    }
}

extension MyWidgetExtensionAttributes {
    fileprivate static var preview: MyWidgetExtensionAttributes {
        MyWidgetExtensionAttributes(name: "Hydration")
    }
}

extension MyWidgetExtensionAttributes.ContentState {
    fileprivate static var morning: MyWidgetExtensionAttributes.ContentState {
        MyWidgetExtensionAttributes.ContentState(glasses: 2, goal: 8)
    }

    fileprivate static var evening: MyWidgetExtensionAttributes.ContentState {
        MyWidgetExtensionAttributes.ContentState(glasses: 7, goal: 8)
    }
}

#Preview("Notification", as: .content, using: MyWidgetExtensionAttributes.preview) {
    MyWidgetExtensionLiveActivity()
} contentStates: {
    MyWidgetExtensionAttributes.ContentState.morning
    MyWidgetExtensionAttributes.ContentState.evening
}
