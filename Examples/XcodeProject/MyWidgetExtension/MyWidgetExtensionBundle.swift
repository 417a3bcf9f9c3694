//
//  MyWidgetExtensionBundle.swift
//  MyWidgetExtension
//

import WidgetKit
import SwiftUI

@main
struct MyWidgetExtensionBundle: WidgetBundle {
    var body: some Widget {
        DailyGoalWidget()
        WaterWidget()
        MyWidgetExtensionControl()
        MyWidgetExtensionLiveActivity()
    }
}
