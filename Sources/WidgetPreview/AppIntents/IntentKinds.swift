import Foundation

// Intent kinds that widget extensions declare (controls, Live Activity buttons, migrated SiriKit
// intents). A preview never performs an intent; these let the declarations compile and keep what they
// say, so code that reads `authenticationPolicy` or `intentClassName` gets what it set.

/// Who may run an intent (AppIntents' `IntentAuthenticationPolicy`).
public enum IntentAuthenticationPolicy: Hashable, Sendable {
    /// Runs at any time, including when the device is locked (the default).
    case alwaysAllowed
    /// Needs authentication on one of the person's devices.
    case requiresAuthentication
    /// Needs the device running the intent to be unlocked.
    case requiresLocalDeviceAuthentication
}

/// An intent type App Intents defines behaviour for (AppIntents' `SystemIntent`).
public protocol SystemIntent: AppIntent {}

/// An intent that starts or changes a Live Activity when it runs (AppIntents' `LiveActivityIntent`).
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that plays, pauses or changes audio playback (AppIntents' `AudioPlaybackIntent`).
public protocol AudioPlaybackIntent: SystemIntent {}

/// An App Intent that replaces a custom SiriKit intent, so existing widget configurations carry over
/// (AppIntents' `CustomIntentMigratedAppIntent`).
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class this intent replaces (`"ConfigurationIntent"`).
    static var intentClassName: String { get }
}

/// How many entities a parameter holding an array takes, for instance per widget family (AppIntents'
/// `IntentCollectionSize`: `static func intentCollectionSize(for family:)` returns `3` or
/// `.init(min: 1, max: 4)`).
public struct IntentCollectionSize: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// The fewest and most elements; equal for an exact size.
    package let minimum: Int
    package let maximum: Int

    public init(exactly count: Int) {
        minimum = count
        maximum = count
    }

    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }

    public init(integerLiteral value: Int) { self.init(exactly: value) }

    /// Whether `count` elements are allowed.
    package func contains(_ count: Int) -> Bool { count >= minimum && count <= maximum }
}
