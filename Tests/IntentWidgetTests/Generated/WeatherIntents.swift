//
// Intents generated from Weather.intentdefinition
//
// This file was automatically generated and should not be edited.
// Regenerate it with `widget-preview intents Weather.intentdefinition -o FILE.swift`.
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

// MARK: - Units.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public enum Units: Int {
    case `unknown` = 0
    case `celsius` = 1
    case `fahrenheit` = 2
}

// MARK: - City.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class City: INObject {

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
    public var timeZoneIdentifier: String?

    @available(iOS 13.0, macOS 11.0, watchOS 6.0, *)
    public var population: NSNumber?

}

// MARK: - ConfigurationIntent.swift

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class ConfigurationIntent: INIntent {

    public var city: City?
    public var units: Units = .unknown
    public var showForecast: NSNumber?
    public var forecastDays: NSNumber?
    public var favoriteCities: [City]?
    public var greeting: String?

}

/// Constants indicating the state of the response.
@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public enum ConfigurationIntentResponseCode: Int {
    case unspecified = 0
    case ready
    case continueInApp
    case inProgress
    case success
    case failure
    case failureRequiringAppLaunch
    case failureNoCity = 100
}

@available(iOS 12.0, macOS 11.0, watchOS 5.0, *) @available(tvOS, unavailable)
public class ConfigurationIntentResponse: INIntentResponse {

    public var temperature: NSNumber?

    /// The response code indicating your success or failure in confirming or handling the intent.
    public fileprivate(set) var code: ConfigurationIntentResponseCode = .unspecified

    /// Initializes the response object with the specified code and user activity object.
    public convenience init(code: ConfigurationIntentResponseCode, userActivity: NSUserActivity?) {
        self.init()
        self.code = code
        self.userActivity = userActivity
    }

}

#endif
