import Foundation
import WidgetPreview

/// The folder of the gallery's bundled images (`Image("pancakes")` …), found next to this source file at
/// run time: the files are excluded from the target's sources and read from the checkout, so a change to
/// an image needs no rebuild.
package let galleryAssetDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets")

/// The gallery's String Catalog folder (`Localizable.xcstrings`), read from the checkout like the images.
package let galleryLocalizationDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Localization")

/// Every example widget of the gallery, with its named entries. Preview names are folder names in
/// `Snapshots/`; entry names say which state they show (`full`, `empty`, `long-name`, `japanese` …).
/// Computed (a fresh array each time): `Preview` holds closures and is not `Sendable`, so a global `let`
/// of it is not concurrency-safe in Swift 6.
package var galleryPreviews: [Preview] { [
    // EasyApp: Lock Screen accessories, emoji and time.
    Preview("easyapp", widget: { EasyAppWidget() }, timeline: {
        PreviewEntry("full", EasyAppEntry.morning)
        PreviewEntry("family-emoji", EasyAppEntry.lateNight)
    }),
    // Up next: Home Screen card and Lock Screen accessories with gauges.
    Preview("upnext", widget: { UpNextWidget() }, timeline: {
        PreviewEntry("full", UpNextEntry.full)
        PreviewEntry("empty", UpNextEntry.empty)
        PreviewEntry("long-name", UpNextEntry.longName)
        PreviewEntry("finished", UpNextEntry.finished)
    }),
    Preview("upnext-ring", widget: { UpNextRingWidget() }, timeline: {
        PreviewEntry("full", UpNextEntry.full)
        PreviewEntry("finished", UpNextEntry.finished)
        PreviewEntry("empty", UpNextEntry.empty)
    }),
    // HeartyRecipe: bundled photos in three sizes.
    withAssets(Preview("recipe", widget: { HeartyRecipeWidget() }, timeline: {
        PreviewEntry("full", RecipeEntry.full)
        PreviewEntry("japanese", RecipeEntry.japanese)
        PreviewEntry("missing-image", RecipeEntry.missingImage)
        PreviewEntry("empty", RecipeEntry.empty)
    })),
    // Emoji Rangers in new places.
    Preview("rangers", widget: { EmojiRangerWidget() }, timeline: {
        PreviewEntry("full", RangerEntry.full)
        PreviewEntry("long-name", RangerEntry.longName)
        PreviewEntry("japanese", RangerEntry.japanese)
    }),
    Preview("ranger-margins", widget: { RangerMarginsWidget() }, timeline: {
        PreviewEntry("full", RangerEntry.full)
        PreviewEntry("long-name", RangerEntry.longName)
    }),
    withAssets(Preview("ranger-photo", widget: { RangerPhotoWidget() }, timeline: {
        PreviewEntry("full", RangerEntry.full)
        PreviewEntry("long-name", RangerEntry.longName)
    })),
    // The Lock Screen capability tour.
    Preview("lock-backgrounds", widget: { LockTourBackgroundWidget() }, timeline: lockTourTimeline),
    Preview("lock-text", widget: { LockTourTextWidget() }, timeline: lockTourTimeline),
    Preview("lock-buttons", widget: { LockTourButtonWidget() }, timeline: lockTourTimeline),
    Preview("lock-lists", widget: { LockTourListWidget() }, timeline: lockTourTimeline),
    withAssets(Preview("lock-images", widget: { LockTourImageWidget() }, timeline: lockTourTimeline)),
    // One showcase per system family.
    Preview("weather", widget: { WeatherWidget() }, timeline: {
        PreviewEntry("full", WeatherEntry.sunny)
        PreviewEntry("long-name", WeatherEntry.longCity)
        PreviewEntry("japanese", WeatherEntry.tokyo)
    }),
    // The same widget drawn for iOS 18 (its system colours and tinted Home Screen), filed under
    // weather-ios18/iOS18/: set beside weather, the pictures show what changes between the releases.
    forRelease(.iOS18, Preview("weather-ios18", widget: { WeatherWidget() }, timeline: {
        PreviewEntry("full", WeatherEntry.sunny)
        PreviewEntry("long-name", WeatherEntry.longCity)
    })),
    Preview("calendar", widget: { CalendarWidget() }, timeline: {
        PreviewEntry("full", CalendarEntry.busy)
        PreviewEntry("empty", CalendarEntry.free)
        PreviewEntry("japanese", CalendarEntry.japanese)
    }),
    // iOS 27's systemExtraLargePortrait: the iPhone Home Screen and the iPad Today View.
    Preview("day-plan", widget: { DayPlanWidget() }, timeline: {
        PreviewEntry("full", CalendarEntry.busy)
        PreviewEntry("empty", CalendarEntry.free)
    }),
    Preview("reminders", widget: { RemindersWidget() }, timeline: {
        PreviewEntry("full", RemindersEntry.groceries)
        PreviewEntry("empty", RemindersEntry.allDone)
    }),
    // Controls (iOS 18) in Control Center and on the Lock Screen: a toggle (both states) and a button.
    Preview("front-door-control", control: { FrontDoorControl() }),
    Preview("tea-timer-control", control: { TeaTimerControl() }),
    // An app's resources: an asset catalog (colours, a 1x/2x/3x image, a vector icon) and a custom font.
    withBrandKit(Preview("brandkit", widget: { BrandKitWidget() }, timeline: {
        PreviewEntry("full", BrandKitEntry.full)
        PreviewEntry("long-title", BrandKitEntry.longTitle)
    })),
    // A String Catalog in three languages, one locale folder each (Arabic: all six plural forms).
    Preview("water", locales: ["en", "ja", "ar"], localizations: [galleryLocalizationDirectory], widget: { WaterWidget() }, timeline: {
        PreviewEntry("week", WaterEntry.week)
        PreviewEntry("first-day", WaterEntry.firstDay)
    }),
    // Right to left: a delivery in Hebrew and Arabic (English beside them), mirrored as iOS mirrors it,
    // with an order number, a Latin store name, airport codes and numbers inside the right-to-left text.
    Preview("parcel", locales: ["en", "he", "ar"], localizations: [galleryLocalizationDirectory], widget: { ParcelWidget() }, timeline: {
        PreviewEntry("on-the-way", ParcelEntry.onTheWay)
        PreviewEntry("last-stop", ParcelEntry.lastStop)
    }),
    // A Live Activity: the Lock Screen presentation and the Dynamic Island, a stale content among them.
    Preview("delivery", widget: { DeliveryActivityWidget() }, attributes: DeliveryAttributes.pizza, states: [
        PreviewActivityState("preparing", ActivityContent(state: .preparing, staleDate: nil)),
        PreviewActivityState("on-the-way", ActivityContent(state: .onTheWay, staleDate: nil, relevanceScore: 50)),
        PreviewActivityState("stale", ActivityContent(state: .onTheWay, staleDate: RenderContext.defaultNow)),
    ]),
    // Scripts: Hindi (Devanagari conjuncts and reph), Thai (wrapped between clusters) and Japanese in three weights.
    Preview("forecast", locales: ["en", "hi", "th", "ja"], localizations: [galleryLocalizationDirectory], widget: { ForecastWidget() },
            timeline: {
                PreviewEntry("monsoon", ForecastEntry.monsoon)
                PreviewEntry("cold-snap", ForecastEntry.coldSnap)
            }),
] }

private func lockTourTimeline() -> [PreviewEntry] {
    [PreviewEntry("full", LockTourEntry.english), PreviewEntry("japanese", LockTourEntry.japanese)]
}

/// The preview with the BrandKit app's resources: the folder holding its `Brand.xcassets`, as a developer
/// points a preview at their extension's folder.
private func withBrandKit(_ preview: Preview) -> Preview {
    var preview = preview
    preview.assetDirectories.append(galleryAssetDirectory.appendingPathComponent("BrandKit"))
    return preview
}

/// The preview, looking for `Image("name")` files in the gallery's Assets folder.
private func withAssets(_ preview: Preview) -> Preview {
    var preview = preview
    preview.assetDirectories.append(galleryAssetDirectory)
    return preview
}

/// The preview drawn for `release` instead of the newest.
private func forRelease(_ release: OperatingSystemRelease, _ preview: Preview) -> Preview {
    var preview = preview
    preview.os = release
    return preview
}
