//
// Intents generated from Trips.intentdefinition
//
// This file was automatically generated and should not be edited.
// Regenerate it with `widget-preview intents Trips.intentdefinition -o FILE.swift`.
//
// The public classes, enums, properties and initializers are those Xcode generates for iOS. Linux has
// no Objective-C runtime, so where Xcode writes `@objc` classes with `@NSManaged` properties this file
// has plain classes with stored properties: nil (an enum: its 0 value) until the code sets them. The
// intent handling protocols and resolution results are not generated: intents are handled in an
// Intents extension, which widgets do not run. Xcode builds use Xcode's own generated code instead.
//

#if !canImport(Intents)

import Foundation
import WidgetPreview

// MARK: - TravelMode.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public enum TravelMode: Int {
    case `train` = 1
    case `plane` = 2
    case `default` = 3
}

// MARK: - Stop.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class Stop: INObject {

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
    public var code: String?

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
    public var order: NSNumber?

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
    public var mode: TravelMode = .train

}

// MARK: - ShowTripIntent.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class ShowTripIntent: INIntent {

    public var `default`: String?
    public var departure: DateComponents?
    public var duration: NSNumber?
    public var website: URL?
    public var price: NSNumber?
    public var mode: TravelMode = .train
    public var modes: [NSNumber]?
    public var stops: [Stop]?
    public var isReturn: NSNumber?

}

/// Constants indicating the state of the response.
@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public enum ShowTripIntentResponseCode: Int {
    case unspecified = 0
    case ready
    case continueInApp
    case inProgress
    case success
    case failure
    case failureRequiringAppLaunch
}

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class ShowTripIntentResponse: INIntentResponse {

    /// The response code indicating your success or failure in confirming or handling the intent.
    public fileprivate(set) var code: ShowTripIntentResponseCode = .unspecified

    /// Initializes the response object with the specified code and user activity object.
    public convenience init(code: ShowTripIntentResponseCode, userActivity: NSUserActivity?) {
        self.init()
        self.code = code
        self.userActivity = userActivity
    }

}

// MARK: - RefreshIntent.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class RefreshIntent: INIntent {


}

/// Constants indicating the state of the response.
@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public enum RefreshIntentResponseCode: Int {
    case unspecified = 0
    case ready
    case continueInApp
    case inProgress
    case success
    case failure
    case failureRequiringAppLaunch
}

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class RefreshIntentResponse: INIntentResponse {

    /// The response code indicating your success or failure in confirming or handling the intent.
    public fileprivate(set) var code: RefreshIntentResponseCode = .unspecified

    /// Initializes the response object with the specified code and user activity object.
    public convenience init(code: RefreshIntentResponseCode, userActivity: NSUserActivity?) {
        self.init()
        self.code = code
        self.userActivity = userActivity
    }

}

#endif
