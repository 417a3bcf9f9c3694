//
//  MyWidgetExtensionControl.swift
//  MyWidgetExtension
//

import AppIntents
import SwiftUI
import WidgetKit

struct MyWidgetExtensionControl: ControlWidget {
    static let kind: String = "com.example.MyApp.MyWidgetExtension.reminders"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: Self.kind,
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                "Drink Reminders",
                isOn: value.isOn,
                action: SetRemindersIntent(value.interval)
            ) { isOn in
                Label(isOn ? "Every \(value.interval) h" : "Off", systemImage: isOn ? "bell.fill" : "bell.slash")
            }
            .tint(.cyan)
        }
        .displayName("Drink Reminders")
        .description("Turns the reminders to drink a glass on and off.")
    }
}

extension MyWidgetExtensionControl {
    struct Value {
        var isOn: Bool
        var interval: Int
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: ReminderConfiguration) -> Value {
            MyWidgetExtensionControl.Value(isOn: true, interval: configuration.interval)
        }

        func currentValue(configuration: ReminderConfiguration) async throws -> Value {
            let isOn = UserDefaults(suiteName: "group.com.example.MyApp")?.bool(forKey: "reminders") ?? false
            return MyWidgetExtensionControl.Value(isOn: isOn, interval: configuration.interval)
        }
    }
}

struct ReminderConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Reminder Interval"

    @Parameter(title: "Hours between reminders", default: 2)
    var interval: Int
}

struct SetRemindersIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Turn drink reminders on or off"

    @Parameter(title: "Hours between reminders")
    var interval: Int

    @Parameter(title: "Reminders are on")
    var value: Bool

    init() {}

    init(_ interval: Int) {
        self.interval = interval
    }

    func perform() async throws -> some IntentResult {
        UserDefaults(suiteName: "group.com.example.MyApp")?.set(value, forKey: "reminders")
        return .result()
    }
}
