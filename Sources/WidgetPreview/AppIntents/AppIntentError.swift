import Foundation

/// An error an intent's `perform()` throws to tell the system what went wrong (AppIntents'
/// `AppIntentError`). Previews never perform intents, but code that throws or compares these compiles
/// and behaves as on iOS: each value is its own error with a description.
public struct AppIntentError: Error, Hashable, Sendable, CustomStringConvertible {
    let code: String
    public let description: String

    init(_ code: String, _ description: String) {
        self.code = code
        self.description = description
    }

    public static func == (lhs: AppIntentError, rhs: AppIntentError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Asks the system to run `perform()` again (for instance after the app's state changed).
    public static var restartPerform: AppIntentError { AppIntentError("restartPerform", "The intent asked to be performed again.") }

    /// Errors a person fixes by granting the app a permission.
    public enum PermissionRequired {
        public static let bluetooth = AppIntentError("permission.bluetooth", "The person needs to allow the app to access Bluetooth.")
        public static let contacts = AppIntentError("permission.contacts", "The person needs to allow the app to access contacts.")
        public static let localNetwork = AppIntentError("permission.localNetwork", "The person needs to allow the app to access the local network.")
        public static let siri = AppIntentError("permission.siri", "The person needs to allow the app to access Siri.")
    }

    /// Errors a person fixes with an action.
    public enum UserActionRequired {
        public static let accountSetup = AppIntentError("action.accountSetup", "The person needs to set up their account.")
        public static let confirmation = AppIntentError("action.confirmation", "The person needs to confirm the action.")
        public static let signin = AppIntentError("action.signin", "The person needs to sign in to continue.")
    }

    /// Errors nothing immediate can remedy.
    public enum Unrecoverable {
        public static let entityNotFound = AppIntentError("unrecoverable.entityNotFound", "No app entity matched the search criteria.")
        public static let featureCurrentlyRestricted = AppIntentError("unrecoverable.featureCurrentlyRestricted",
                                                                      "This feature is currently restricted.")
        public static let networkFailure = AppIntentError("unrecoverable.networkFailure", "The person needs to be connected to the internet.")
        public static let notAllowed = AppIntentError("unrecoverable.notAllowed", "This action isn’t allowed.")
        public static let unknown = AppIntentError("unrecoverable.unknown", "Something went wrong.")
    }
}
