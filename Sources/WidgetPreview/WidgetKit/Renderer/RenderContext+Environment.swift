import Foundation
import Typography

extension RenderContext {
    /// The environment every picture of this place starts from (widgets and controls): fonts, scale,
    /// device, colour scheme, clock, locale, translations, assets and fonts of the app; their warnings go to `log`.
    package func baseEnvironment(scale: Double, log: WarningLog) throws -> EnvironmentValues {
        var env = EnvironmentValues()
        do { env.textEngine = try TypeSetter.shared() } catch { throw WidgetRenderError.fontsUnavailable("\(error)") }
        env.displayScale = CGFloat(scale)
        env.screenSize = device.screen
        switch device.kind {
        case .phone: env.deviceIdiom = .phone
        case .pad: env.deviceIdiom = .pad
        case .watch: env.deviceIdiom = .unspecified
        }
        env.colorScheme = colorScheme
        env.operatingSystem = os
        env.now = now
        env.locale = locale
        // iOS lays a right-to-left language's interface out from the right (`LayoutDirectionNode`).
        env.layoutDirection = LayoutDirection(locale: locale)
        if !localizations.isEmpty {
            let catalog = LocalizationStore.shared.catalog(for: localizations)
            env.localizationSources = localizations
            env.localizationCatalog = catalog
            for issue in catalog.issues { log.add(issue.description) }
        }
        env.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        env.calendar = calendar
        env.assetDirectories = assetDirectories
        env.assetCatalogIndex = AssetCatalogIndex()
        env.systemFontDirectory = systemFontDirectory ?? SystemFontSetting.fromEnvironment
        env.compactSystemFont = device.kind == .watch
        for folder in fontDirectories + assetDirectories {
            for warning in UserFontRegistry.shared.register(folder: folder) { log.add(warning) }
        }
        return env
    }
}
