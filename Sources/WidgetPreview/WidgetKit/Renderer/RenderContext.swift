import Foundation

/// Where a widget is shown and how that place draws it: the environment it sees, how its colours are
/// treated, whether its container background stays, and what is behind it. Start from a preset and
/// change any property (`var context = RenderContext.lockScreen; context.now = …`).
public struct RenderContext: Sendable {
    /// The kind of place: decides content margins and the container's look (see `WidgetContainer`).
    public enum Place: String, Hashable, Sendable {
        case homeScreen, lockScreen, standBy, smartStack
    }

    /// What is drawn behind the widget.
    public enum Backdrop: Hashable, Sendable {
        /// Nothing: transparent around and (without a background) behind the widget.
        case none
        /// One opaque colour (StandBy's black).
        case color(Color)
        /// WidgetPreview's built-in Lock Screen wallpaper: a deep blue-to-violet diagonal gradient, so
        /// vibrant white content reads as it does over a photo.
        case lockScreenWallpaper
    }

    /// Which of iOS 26's Liquid Glass Home Screen appearances an accented render stands for. Both draw the
    /// widget in the accented mode with its background replaced by glass ("Optimizing your widget for
    /// accented rendering mode and Liquid Glass"); iOS 18 has only the tinted one, drawn without glass.
    public enum AccentedAppearance: String, Hashable, Sendable {
        /// Glass coloured by the person's tint.
        case tinted
        /// Clear glass over the wallpaper.
        case clear
    }

    /// A short identifier for file names (`homeScreen`, `lockScreen` …).
    public var name: String
    public var place: Place
    /// The families WidgetKit shows in this place (in some release: systemExtraLargePortrait from iOS 27).
    public var hostedFamilies: [WidgetFamily]
    /// The families the gallery draws here, when not all of `hostedFamilies`: the iPad Today View shows
    /// small, medium and large too, which the iPhone places already draw, so the gallery adds only what is
    /// new there (nil: every hosted family).
    package var galleryFamilies: [WidgetFamily]?
    public var renderingMode: WidgetRenderingMode
    /// The Home Screen appearance an accented render stands for (iOS 26 draws each on its own glass).
    public var accentedAppearance: AccentedAppearance = .tinted
    /// The OS release drawn: system colours, the tinted and clear Home Screens' look and (with `frames`
    /// `.measured`) the family sizes follow it. Default: the newest (`OperatingSystemRelease.newest`).
    public var os: OperatingSystemRelease = .newest
    /// Where the family sizes come from: Apple's published table (default), or the frames measured on
    /// devices running `os` (iOS 26 iPhones: 174.67 pt small widgets on a 430 pt wide phone, not 170).
    public var frames: DeviceProfile.FrameSource = .published
    public var colorScheme: ColorScheme
    /// Whether the place shows the widget's container background; where false it is removed (unless the
    /// widget says `containerBackgroundRemovable(false)`), and `showsWidgetContainerBackground` is false.
    public var showsContainerBackground: Bool
    /// The accent group's colour in the accented mode (the person's tint).
    public var accentColor: Color
    /// The colour of vibrant content (white on the Lock Screen, red in StandBy at night).
    public var vibrantTint: Color
    public var backdrop: Backdrop
    /// The family sizes come from this device's row of the size table.
    public var device: DeviceProfile
    /// `privacySensitive()` content is redacted when true (a locked device with data protection).
    public var isDeviceLocked: Bool
    public var isLuminanceReduced: Bool
    /// The render's "now": relative dates and timers count from it (fixed, so renders reproduce).
    public var now: Date
    public var locale: Locale
    public var timeZone: TimeZone
    /// Where `Image("name")` and `Color("name")` look: `.xcassets` catalogs, folders holding them, loose
    /// `name.png` / `name@2x.png` files. Font files in these folders (and the `UIAppFonts` of an
    /// `Info.plist` in them) are available to `Font.custom`.
    public var assetDirectories: [URL]
    /// More folders of the app's fonts for `Font.custom` (`.ttf`, `.otf`, `UIAppFonts` of an `Info.plist`).
    public var fontDirectories: [URL] = []
    /// A folder holding the developer's copies of Apple's system fonts (`SF-Pro-Text-Regular.otf`,
    /// `SF-Pro-Display-Bold.otf`, `SF-Pro-Rounded-Medium.otf`, `NewYorkMedium-Regular.otf` …, as Apple's
    /// downloads name them; they cannot be bundled): `.system` text is drawn with them, optical size and
    /// tracking as on iOS. nil: the `WIDGET_PREVIEW_SYSTEM_FONTS` folder when that is set, else the
    /// bundled stand-ins (the default, so pictures do not depend on the machine).
    public var systemFontDirectory: URL?
    /// Where `Text("key")`, `String(localized:)` and `LocalizedStringResource` find their translations:
    /// `.xcstrings` files, `.lproj` folders, or folders searched for both (an extension's resources, in
    /// place). Empty: keys show as written, formatted in `locale`.
    public var localizations: [URL] = []

    public init(name: String, place: Place, hostedFamilies: [WidgetFamily], renderingMode: WidgetRenderingMode = .fullColor,
                colorScheme: ColorScheme = .light, showsContainerBackground: Bool = true,
                accentColor: Color = RenderContext.defaultAccent, vibrantTint: Color = .white, backdrop: Backdrop = .none,
                device: DeviceProfile = .iPhone430x932, isDeviceLocked: Bool = false, isLuminanceReduced: Bool = false,
                now: Date = RenderContext.defaultNow, locale: Locale = Locale(identifier: "en_US"),
                timeZone: TimeZone = RenderContext.utc, assetDirectories: [URL] = []) {
        self.name = name
        self.place = place
        self.hostedFamilies = hostedFamilies
        self.renderingMode = renderingMode
        self.colorScheme = colorScheme
        self.showsContainerBackground = showsContainerBackground
        self.accentColor = accentColor
        self.vibrantTint = vibrantTint
        self.backdrop = backdrop
        self.device = device
        self.isDeviceLocked = isDeviceLocked
        self.isLuminanceReduced = isLuminanceReduced
        self.now = now
        self.locale = locale
        self.timeZone = timeZone
        self.assetDirectories = assetDirectories
    }

    /// 2025-12-19 00:00 UTC: a fixed default "now" (no clocks in a render).
    public static let defaultNow = Date(timeIntervalSince1970: 1_766_102_400)
    public static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    /// The default tint of the tinted Home Screen: iOS 26 dark-mode systemBlue (0, 145, 255). Apple has
    /// no default tint; blue is the system accent.
    public static let defaultAccent = Color(red: 0, green: 145.0 / 255, blue: 1)
    /// StandBy's night tint: iOS 18 dark-mode systemRed (255, 69, 58). Apple says only "red tint".
    public static let standByNightTint = Color(red: 1, green: 69.0 / 255, blue: 58.0 / 255)

    /// systemExtraLargePortrait from iOS 27 (Apple: it "can appear on the Home Screen on iOS").
    private static let homeFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait]
    private static let accessoryFamilies: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]

    /// iPhone Home Screen, light: full colour, the container background drawn, 16 pt margins, nothing
    /// behind the rounded container (transparent corners) so the picture drops onto any wallpaper.
    public static let homeScreen = RenderContext(name: "homeScreen", place: .homeScreen, hostedFamilies: homeFamilies)

    /// The Home Screen in dark mode: the same, with `colorScheme == .dark` (system colours, the default
    /// background and `.primary` switch).
    public static let homeScreenDark = RenderContext(name: "homeScreenDark", place: .homeScreen, hostedFamilies: homeFamilies,
                                                     colorScheme: .dark)

    /// The tinted Home Screen (iOS 18+): accented mode, the background removed. iOS 26 replaces it with
    /// glass of the person's tint and draws all content white; iOS 18 puts a dark plate of the tint in the
    /// container shape, `widgetAccentable()` content in the tint, the rest white.
    public static let homeScreenTinted = RenderContext(name: "homeScreenTinted", place: .homeScreen, hostedFamilies: homeFamilies,
                                                       renderingMode: .accented, colorScheme: .dark,
                                                       showsContainerBackground: false)

    /// The clear Home Screen (iOS 26): accented mode, content white, the background replaced by clear
    /// glass over the wallpaper (the built-in one, as the Lock Screen's). In iOS 18, which has no clear
    /// appearance, it draws as the tinted Home Screen does, over the wallpaper.
    public static let homeScreenClear: RenderContext = {
        var context = RenderContext(name: "homeScreenClear", place: .homeScreen, hostedFamilies: homeFamilies,
                                    renderingMode: .accented, colorScheme: .dark, showsContainerBackground: false,
                                    backdrop: .lockScreenWallpaper)
        context.accentedAppearance = .clear
        return context
    }()

    /// The iPhone Lock Screen: accessory families in the vibrant mode (desaturated, luminance as white
    /// opacity), no container background, in dark mode, over the built-in wallpaper.
    public static let lockScreen = RenderContext(name: "lockScreen", place: .lockScreen, hostedFamilies: accessoryFamilies,
                                                 renderingMode: .vibrant, colorScheme: .dark, showsContainerBackground: false,
                                                 backdrop: .lockScreenWallpaper)

    /// StandBy (a charging iPhone on its side): systemSmall in full colour with its background removed,
    /// on black, with StandBy's smaller margins (HIG: "smaller content margins").
    public static let standBy = RenderContext(name: "standBy", place: .standBy, hostedFamilies: [.systemSmall],
                                              colorScheme: .dark, showsContainerBackground: false, backdrop: .color(.black))

    /// StandBy in low light (Night Mode): vibrant with a red tint, background removed, on black.
    public static let standByNight = RenderContext(name: "standByNight", place: .standBy, hostedFamilies: [.systemSmall],
                                                   renderingMode: .vibrant, colorScheme: .dark, showsContainerBackground: false,
                                                   vibrantTint: standByNightTint, backdrop: .color(.black))

    /// The iPad Lock Screen: systemSmall and the accessory families, vibrant (monochrome, no tint),
    /// backgrounds removed, at FrameUp's measured iPad 820×1180 Lock Screen sizes, over the wallpaper.
    public static let iPadLockScreen = RenderContext(name: "iPadLockScreen", place: .lockScreen,
                                                     hostedFamilies: [.systemSmall] + accessoryFamilies,
                                                     renderingMode: .vibrant, colorScheme: .dark, showsContainerBackground: false,
                                                     backdrop: .lockScreenWallpaper, device: .iPadLockScreen820x1180)

    /// The iPad Today View (iPadOS 27; the 820×1180 iPad): full colour on the widget's background, light,
    /// at the Home Screen's sizes. It hosts small, medium and large as every release does, and from iPadOS 27
    /// systemExtraLargePortrait, which iPadOS shows only here (Apple: "on the Today View on iOS and iPadOS"),
    /// not on the iPad Home Screen. The gallery draws only systemExtraLargePortrait here.
    public static let iPadTodayView: RenderContext = {
        var context = RenderContext(name: "iPadTodayView", place: .homeScreen,
                                    hostedFamilies: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLargePortrait],
                                    device: .iPad820x1180)
        context.galleryFamilies = [.systemExtraLargePortrait]
        return context
    }()

    /// The Apple Watch Smart Stack (45 mm): accessoryRectangular in full colour on its container
    /// background, or WidgetKit's default dark material when it declares none; black around it.
    public static let smartStack = RenderContext(name: "smartStack", place: .smartStack, hostedFamilies: [.accessoryRectangular],
                                                 colorScheme: .dark, backdrop: .color(.black), device: .watch45mm)

    /// Whether WidgetKit shows widgets of `family` in this place.
    public func hosts(_ family: WidgetFamily) -> Bool { hostedFamilies.contains(family) }

    /// Whether the gallery draws `family` here (see `galleryFamilies`).
    package func galleryDraws(_ family: WidgetFamily) -> Bool { (galleryFamilies ?? hostedFamilies).contains(family) }

    /// The place's name in golden file names: `name`, followed by the release when it is not the newest and
    /// by `measured` for measured frames (`homeScreen-iOS18`), so goldens of two releases never share a file.
    public var goldenName: String {
        name + (os == .newest ? "" : "-\(os.folderName)") + (frames == .measured ? "-measured" : "")
    }

    /// Whether `release` has this place: the clear Home Screen appearance is new in iOS 26 (Liquid Glass);
    /// every other preset exists in each release drawn.
    public func exists(on release: OperatingSystemRelease) -> Bool {
        !(renderingMode == .accented && accentedAppearance == .clear && release < .iOS26)
    }

    /// Every preset the gallery draws, in the order above (`homeScreenClear`, iOS 26 only, is drawn on request).
    public static let presets: [RenderContext] = [homeScreen, homeScreenDark, homeScreenTinted, lockScreen, standBy, standByNight,
                                                  iPadLockScreen, iPadTodayView, smartStack]
}
