import Foundation

/// The SiriKit intent base class (Intents' `INIntent`). Xcode generates a subclass per intent of an
/// `.intentdefinition` file (`widget-preview intents` writes the same classes for Linux); a widget's
/// `IntentConfiguration` names that subclass and its provider reads the parameters a preview sets on it.
open class INIntent: NSObject {
    /// Identifies the intent across resolve, confirm and handle (nil until the system assigns one).
    public private(set) var identifier: String?
    /// A human-readable description of what the intent does (nil: none given).
    public private(set) var intentDescription: String?
    /// The phrase Siri suggests for a shortcut of this intent.
    open var suggestedInvocationPhrase: String?

    public override init() { super.init() }
}
