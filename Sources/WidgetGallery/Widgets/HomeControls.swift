// Home controls (iOS 18): a front door lock toggle whose value provider reads the lock, and a button that
// starts a tea timer. Written as a widget extension writes them; drawn in Control Center's three sizes
// and on the Lock Screen, the toggle in its preview state and both states.
#if canImport(WidgetKit)
import AppIntents
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

/// The app's model of the front door lock (a real app would ask its accessory).
actor FrontDoorLock {
    static let shared = FrontDoorLock()
    private(set) var isLocked = true
    func setLocked(_ locked: Bool) { isLocked = locked }
}

struct SetFrontDoorLockIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lock the Front Door"

    @Parameter(title: "Locked")
    var value: Bool

    func perform() async throws -> some IntentResult {
        await FrontDoorLock.shared.setLocked(value)
        return .result()
    }
}

struct FrontDoorValueProvider: ControlValueProvider {
    /// The controls gallery shows the door locked.
    var previewValue: Bool { true }

    func currentValue() async throws -> Bool {
        await FrontDoorLock.shared.isLocked
    }
}

struct FrontDoorControl: ControlWidget {
    static let kind = "com.example.home.front-door"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind, provider: FrontDoorValueProvider()) { isLocked in
            ControlWidgetToggle("Front Door", isOn: isLocked, action: SetFrontDoorLockIntent()) { locked in
                Label(locked ? "Locked" : "Unlocked", systemImage: locked ? "lock.fill" : "lock.open.fill")
            }
            .tint(.orange)
        }
        .displayName("Front Door")
        .description("Locks and unlocks the front door.")
    }
}

struct StartTeaTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Tea Timer"

    @Parameter(title: "Minutes", default: 4)
    var minutes: Int

    func perform() async throws -> some IntentResult { .result() }
}

struct TeaTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.home.tea-timer") {
            ControlWidgetButton(action: StartTeaTimerIntent()) {
                Label("Tea Timer", systemImage: "timer")
                    .controlWidgetActionHint("Start a 4-minute timer")
            }
        }
        .displayName("Tea Timer")
    }
}
