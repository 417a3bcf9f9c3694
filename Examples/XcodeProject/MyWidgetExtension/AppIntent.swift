//
//  AppIntent.swift
//  MyWidgetExtension
//

import WidgetKit
import AppIntents

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Daily goal" }
    static var description: IntentDescription { "Keeps one goal for the day in sight." }

    @Parameter(title: "Goal", default: "Read 20 pages")
    var goal: String
}
