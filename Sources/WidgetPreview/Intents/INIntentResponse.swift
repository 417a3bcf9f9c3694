import Foundation

/// What handling an intent returns (Intents' `INIntentResponse`). Xcode generates a subclass per intent
/// with its own `code` enum; widgets meet it only when they share code with the Intents extension.
open class INIntentResponse: NSObject {
    /// The activity that opens the app where handling left off (nil: the system makes one).
    open var userActivity: NSUserActivity?

    public override init() { super.init() }
}

#if !canImport(ObjectiveC)
/// Foundation's `NSUserActivity`, which swift-corelibs-foundation does not have: the type and initializer
/// that intent responses and widget code name. WidgetPreview never hands activities to the system.
open class NSUserActivity: NSObject {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
#endif
