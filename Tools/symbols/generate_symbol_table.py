#!/usr/bin/env python3
"""Generate Sources/Typography/Symbols/SymbolTableData.swift: SF Symbol name -> Material Design Icons glyph.

Run once, by hand, when the mapping below or the icon font changes:

    apt-get download fonts-materialdesignicons-webfont
    dpkg-deb -x fonts-materialdesignicons-webfont_*.deb /tmp/mdi
    python3 Tools/symbols/generate_symbol_table.py \
        /tmp/mdi/usr/share/fonts-materialdesignicons-webfont/css/materialdesignicons.css \
        > Sources/Typography/Symbols/SymbolTableData.swift

The CSS (`.mdi-<name>:before { content: "\\Fxxx" }`) is the only source of codepoints; every MDI name used
here must exist in it or the script stops. `Tools/symbols/check_symbol_cmap.py` then checks that every
codepoint of the generated table is in the TTF's cmap.

How SF styles map onto MDI (MDI names without `-outline` are FILLED glyphs; SF's default is an outline):
  name            -> `<m>-outline` if MDI has it (exact), else `<m>` (differentFill, or exact for line glyphs)
  name.fill       -> `<m>` (exact)
  name.circle     -> `<m>-circle-outline` (exact), else `<m>-circle` (differentFill), else base (approximate)
  name.circle.fill-> `<m>-circle` (exact), else `<m>-circle-outline` (differentFill), else base (approximate)
  name.square     -> `<m>-box-outline` (exact), else `<m>-box` (differentFill), else base (approximate)
  name.square.fill-> `<m>-box` (exact), else `<m>-box-outline` (differentFill), else base (approximate)
"""
import re
import sys

PACKAGE = "fonts-materialdesignicons-webfont"
PACKAGE_VERSION = "1.6.50-3 (Debian bookworm; Material Design Icons 1.6.50)"

EXACT, DIFFERENT_FILL, APPROXIMATE = "exact", "differentFill", "approximate"

# Variant codes: f = .fill, c = .circle, cf = .circle.fill, s = .square, sf = .square.fill
ALL = "f c cf s sf"
CIRCLES = "c cf"


class Entry:
    """One SF base symbol.

    m: the MDI base name (a filled glyph unless line=True); line: the glyph has no filled/outline distinction
    (arrows, check marks), so the SF default maps to it exactly; v: SF variants to generate; approx: the MDI
    glyph is a related picture, not the same one (every name of this entry is then approximate); outline:
    the MDI name for SF's default (outline) style, or False when `<m>-outline` exists but is not an outline
    of the same picture;
    circle/square: (outline, filled) MDI names overriding the automatic `-circle`/`-box` rule, or False to
    say MDI has no such variant (the automatic rule would pick an unrelated glyph); over: {variant: (mdi, match)}.
    """

    def __init__(self, sf, m, v="", line=False, approx=False, outline=None, circle=None, square=None,
                 over=None):
        self.sf, self.m, self.v, self.line, self.approx = sf, m, v.split(), line, approx
        self.outline, self.circle, self.square, self.over = outline, circle, square, over or {}


def E(sf, m, v="", **kw):
    return Entry(sf, m, v, **kw)


def L(sf, m, v="", **kw):
    """A line glyph: same picture filled or not."""
    return Entry(sf, m, v, line=True, **kw)


def A(sf, m, v="", **kw):
    """An approximate stand-in: MDI 1.6.50 has no glyph for this symbol."""
    return Entry(sf, m, v, approx=True, **kw)


ENTRIES = [
    # --- Weather -------------------------------------------------------------------------------------------
    E("sun.max", "weather-sunny", "f c cf"),
    E("sun.min", "brightness-5", "f"),
    E("sun.horizon", "weather-sunset", "f"),
    E("sunrise", "weather-sunset-up", "f"),
    E("sunset", "weather-sunset-down", "f"),
    A("sun.haze", "weather-fog", "f"),
    A("sun.dust", "weather-fog", "f"),
    E("moon", "weather-night", "f c cf"),
    A("moon.stars", "weather-night", "f"),
    A("moon.zzz", "sleep", "f"),
    E("cloud", "cloud", ALL, circle=(None, "cloud-circle")),
    E("cloud.rain", "weather-rainy", "f"),
    E("cloud.heavyrain", "weather-pouring", "f"),
    A("cloud.drizzle", "weather-rainy", "f"),
    E("cloud.snow", "weather-snowy", "f"),
    A("cloud.sleet", "weather-hail", "f"),
    E("cloud.hail", "weather-hail", "f"),
    E("cloud.bolt", "weather-lightning", "f"),
    A("cloud.bolt.rain", "weather-lightning", "f"),
    E("cloud.sun", "weather-partlycloudy", "f"),
    A("cloud.sun.rain", "weather-partlycloudy", "f"),
    A("cloud.sun.bolt", "weather-partlycloudy", "f"),
    A("cloud.moon", "weather-night", "f"),
    A("cloud.moon.rain", "weather-rainy", "f"),
    E("cloud.fog", "weather-fog", "f"),
    A("smoke", "weather-fog", "f"),
    E("wind", "weather-windy"),
    A("wind.snow", "weather-snowy"),
    A("tornado", "weather-windy-variant"),
    A("hurricane", "weather-windy-variant"),
    A("snowflake", "weather-snowy"),
    E("thermometer", "thermometer"),
    E("thermometer.medium", "thermometer"),
    A("thermometer.high", "thermometer"),
    A("thermometer.low", "thermometer"),
    A("moon.haze", "weather-fog", "f"),
    A("cloud.moon.bolt", "weather-lightning", "f"),
    E("sun.and.horizon", "weather-sunset", "f"),
    A("thermometer.sun", "thermometer", "f"),
    A("thermometer.snowflake", "thermometer"),
    E("humidity", "water-percent", "f"),
    E("drop", "water", "f"),
    E("umbrella", "umbrella", "f"),
    E("bolt", "flash", "f", circle=False),
    E("bolt.slash", "flash-off", "f"),
    E("flame", "fire", "f"),
    E("leaf", "leaf", "f"),
    E("tree", "tree", "f"),
    E("mountain.2", "terrain", "f"),
    E("beach.umbrella", "beach", "f"),
    E("tent", "tent", "f"),
    # --- Arrows, chevrons ----------------------------------------------------------------------------------
    L("arrow.up", "arrow-up", "c cf", circle=("arrow-up-bold-circle-outline", "arrow-up-bold-circle")),
    L("arrow.down", "arrow-down", "c cf", circle=("arrow-down-bold-circle-outline", "arrow-down-bold-circle")),
    L("arrow.left", "arrow-left", "c cf", circle=("arrow-left-bold-circle-outline", "arrow-left-bold-circle")),
    L("arrow.right", "arrow-right", "c cf",
      circle=("arrow-right-bold-circle-outline", "arrow-right-bold-circle")),
    L("arrow.forward", "arrow-right", "c cf",
      circle=("arrow-right-bold-circle-outline", "arrow-right-bold-circle")),
    L("arrow.backward", "arrow-left", "c cf",
      circle=("arrow-left-bold-circle-outline", "arrow-left-bold-circle")),
    L("arrow.up.right", "arrow-top-right"),
    L("arrow.up.left", "arrow-top-left"),
    L("arrow.down.right", "arrow-bottom-right"),
    L("arrow.down.left", "arrow-bottom-left"),
    L("arrow.up.forward", "arrow-top-right"),
    L("arrow.up.right.square", "open-in-new", "f"),
    L("arrow.up.forward.app", "open-in-new", "f"),
    L("arrow.clockwise", "refresh", "c cf"),
    L("arrow.counterclockwise", "rotate-left", "c cf"),
    L("arrow.triangle.2.circlepath", "autorenew", "c cf"),
    L("arrow.2.circlepath", "sync", "c cf"),
    L("arrow.uturn.left", "undo"),
    L("arrow.uturn.right", "redo"),
    L("arrow.uturn.backward", "undo", "c cf"),
    L("arrow.uturn.forward", "redo", "c cf"),
    L("arrow.left.arrow.right", "swap-horizontal", "c cf"),
    L("arrow.up.arrow.down", "swap-vertical", "c cf"),
    L("arrow.up.and.down.and.arrow.left.and.right", "arrow-all"),
    L("arrow.up.left.and.arrow.down.right", "arrow-expand"),
    L("arrow.down.right.and.arrow.up.left", "arrow-compress"),
    L("arrow.down.to.line", "download"),
    L("arrow.up.to.line", "upload"),
    L("arrow.triangle.turn.up.right.diamond", "directions", "f"),
    L("arrow.triangle.branch", "source-branch"),
    L("arrow.triangle.merge", "source-merge"),
    L("arrow.right.square", "exit-to-app", "f"),
    L("rectangle.portrait.and.arrow.right", "logout"),
    L("arrow.down.circle.dotted", "download"),
    L("repeat", "repeat", "c cf"),
    L("repeat.1", "repeat-once"),
    L("shuffle", "shuffle", "c cf"),
    L("chevron.up", "chevron-up", CIRCLES + " s sf"),
    L("chevron.down", "chevron-down", CIRCLES + " s sf"),
    L("chevron.left", "chevron-left", CIRCLES + " s sf"),
    L("chevron.right", "chevron-right", CIRCLES + " s sf"),
    L("chevron.backward", "chevron-left", CIRCLES),
    L("chevron.forward", "chevron-right", CIRCLES),
    L("chevron.left.2", "chevron-double-left"),
    L("chevron.right.2", "chevron-double-right"),
    L("chevron.up.chevron.down", "unfold-more"),
    L("arrowtriangle.up", "menu-up", "f c cf",
      circle=("arrow-up-drop-circle-outline", "arrow-up-drop-circle")),
    L("arrowtriangle.down", "menu-down", "f c cf",
      circle=("arrow-down-drop-circle-outline", "arrow-down-drop-circle")),
    L("arrowtriangle.left", "menu-left", "f c cf",
      circle=("arrow-left-drop-circle-outline", "arrow-left-drop-circle")),
    L("arrowtriangle.right", "menu-right", "f c cf",
      circle=("arrow-right-drop-circle-outline", "arrow-right-drop-circle")),
    L("arrow.up.right.and.arrow.down.left", "arrow-compress"),
    L("arrow.down.left.and.arrow.up.right", "arrow-expand"),
    # --- Marks, shapes -------------------------------------------------------------------------------------
    L("checkmark", "check", "c cf s sf", square=("checkbox-marked-outline", "checkbox-marked")),
    L("checkmark.2", "check-all"),
    E("checkmark.shield", "verified", "f"),
    A("checkmark.seal", "verified", "f"),
    L("xmark", "close", "c cf s sf"),
    E("xmark.octagon", "close-octagon", "f", outline="close-octagon-outline"),
    A("xmark.bin", "delete", "f"),
    L("plus", "plus", "c cf s sf"),
    L("minus", "minus", "c cf s sf"),
    L("multiply", "multiplication", "c cf s sf", circle=False),
    L("divide", "division", "c cf s sf", circle=False),
    L("equal", "equal", "c cf s sf", circle=False),
    L("percent", "percent"),
    L("number", "pound", "c cf s sf", circle=False),
    E("circle", "checkbox-blank-circle", "f", outline="checkbox-blank-circle-outline"),
    E("square", "checkbox-blank", "f", outline="checkbox-blank-outline"),
    E("largecircle.fill.circle", "radiobox-marked"),
    E("smallcircle.fill.circle", "radiobox-marked", "f"),
    E("triangle", "triangle", "f"),
    E("hexagon", "hexagon", "f"),
    E("octagon", "octagon", "f"),
    E("diamond", "diamond", "f"),
    E("seal", "seal", "f"),
    L("exclamationmark", "exclamation"),
    A("exclamationmark.2", "priority-high"),
    E("exclamationmark.triangle", "alert", "f"),
    E("exclamationmark.circle", "alert-circle", "f"),
    E("exclamationmark.octagon", "alert-octagon", "f"),
    E("exclamationmark.square", "alert-box", "f"),
    L("info", "information-variant"),
    E("info.circle", "information", "f"),
    L("questionmark", "help"),
    E("questionmark.circle", "help-circle", "f"),
    # --- Media ---------------------------------------------------------------------------------------------
    E("play", "play", ALL),
    E("pause", "pause", "f c cf"),
    E("stop", "stop", "f c cf"),
    E("playpause", "play-pause", "f"),
    E("forward", "fast-forward", "f c cf"),
    E("backward", "rewind", "f c cf"),
    E("forward.end", "skip-next", "f c cf"),
    E("backward.end", "skip-previous", "f c cf"),
    E("forward.frame", "step-forward", "f"),
    E("backward.frame", "step-backward", "f"),
    E("eject", "eject", "f c cf"),
    A("record.circle", "record", "f"),
    A("gobackward", "replay"),
    E("music.note", "music-note", "c cf", circle=(None, "music-circle")),
    E("music.note.list", "playlist-play"),
    A("music.mic", "microphone-variant"),
    E("music.quarternote.3", "music-note-eighth"),
    E("headphones", "headphones", "c cf"),
    E("speaker", "volume-low", "f"),
    E("speaker.wave.1", "volume-medium", "f"),
    E("speaker.wave.2", "volume-high", "f"),
    E("speaker.wave.3", "volume-high", "f"),
    E("speaker.slash", "volume-off", "f"),
    E("hifispeaker", "speaker", "f"),
    E("mic", "microphone", ALL),
    E("mic.slash", "microphone-off", "f"),
    E("microphone", "microphone", "f c cf"),
    E("microphone.slash", "microphone-off", "f"),
    E("video", "video", "f c cf"),
    E("video.slash", "video-off", "f"),
    E("camera", "camera", "f c cf"),
    E("camera.rotate", "camera-switch", "f"),
    E("photo", "image", "f"),
    E("photo.on.rectangle", "image-multiple"),
    E("photo.stack", "image-multiple", "f"),
    E("film", "film", "f"),
    E("tv", "television", "f"),
    E("radio", "radio", "f"),
    E("waveform.path.ecg", "pulse"),
    A("waveform", "pulse"),
    # --- Hearts, stars, bookmarks, flags, bells, tags ------------------------------------------------------
    E("heart", "heart", ALL),
    A("heart.slash", "heart-broken", "f"),
    A("bolt.heart", "heart-pulse", "f"),
    E("star", "star", ALL),
    E("star.slash", "star-off", "f"),
    E("star.leadinghalf.filled", "star-half"),
    E("bookmark", "bookmark", ALL),
    E("flag", "flag", ALL),
    E("flag.checkered", "flag-checkered"),
    E("bell", "bell", ALL),
    E("bell.slash", "bell-off", "f"),
    A("bell.badge", "bell-ring", "f", outline="bell-ring-outline"),
    E("tag", "tag", ALL),
    # --- Time ----------------------------------------------------------------------------------------------
    L("calendar", "calendar", "c cf s sf"),
    L("calendar.badge.plus", "calendar-plus"),
    L("calendar.badge.minus", "calendar-remove"),
    L("calendar.badge.clock", "calendar-clock"),
    L("calendar.badge.checkmark", "calendar-check"),
    E("clock", "clock", "f c cf"),
    E("clock.badge.exclamationmark", "clock-alert", "f"),
    L("clock.arrow.circlepath", "history"),
    L("alarm", "alarm", "f"),
    L("timer", "timer", "c cf s sf"),
    L("stopwatch", "timer", "f"),
    E("hourglass", "timer-sand"),
    # --- Places, people ------------------------------------------------------------------------------------
    E("location", "navigation", ALL, circle=False),
    A("location.north", "navigation", "f"),
    E("map", "map", "f c cf"),
    E("mappin", "map-marker", "c cf", circle=False),
    E("mappin.and.ellipse", "map-marker-radius"),
    E("mappin.slash", "map-marker-off"),
    L("globe", "web"),
    E("globe.americas", "earth", "f"),
    E("globe.europe.africa", "earth", "f"),
    E("globe.asia.australia", "earth", "f"),
    E("house", "home", ALL),
    E("building", "domain", "f"),
    E("building.2", "city", "f"),
    E("building.columns", "bank", "f"),
    E("storefront", "store", "f"),
    E("person", "account", ALL),
    E("person.crop.circle", "account-circle", "f"),
    E("person.crop.square", "account-box", "f"),
    E("person.2", "account-multiple", "f c cf"),
    A("person.3", "account-multiple", "f"),
    E("person.badge.plus", "account-plus", "f"),
    E("person.badge.minus", "account-minus", "f"),
    E("person.fill.checkmark", "account-check"),
    E("person.crop.circle.badge.checkmark", "account-check"),
    E("person.text.rectangle", "account-card-details", "f"),
    E("figure.walk", "walk", "c cf", circle=False),
    E("figure.run", "run", "c cf", circle=False),
    E("figure.stand", "human"),
    E("figure.wave", "human-greeting"),
    E("figure.arms.open", "human-handsup"),
    E("figure.child", "human-child"),
    A("figure.hiking", "walk"),
    E("figure.pool.swim", "swim"),
    E("figure.roll", "wheelchair-accessibility"),
    E("figure.rower", "rowing"),
    E("figure.bowling", "bowling"),
    E("figure.soccer", "soccer"),
    E("figure.tennis", "tennis"),
    E("figure.american.football", "football"),
    E("figure.australian.football", "football-australian"),
    E("figure.outdoor.cycle", "bike"),
    A("figure.indoor.cycle", "bike"),
    A("figure.strengthtraining.traditional", "dumbbell"),
    E("figure.stairs", "stairs"),
    A("figure.2.and.child.holdinghands", "human-male-female"),
    E("figure.dress.line.vertical.figure", "human-male-female"),
    E("figure.and.child.holdinghands", "human-child"),
    E("accessibility", "wheelchair-accessibility", "f"),
    # --- Settings, tools, devices --------------------------------------------------------------------------
    E("gear", "settings", "c cf", circle=False),
    E("gearshape", "settings", "f"),
    A("gearshape.2", "settings", "f"),
    E("wrench", "wrench", "f"),
    A("wrench.and.screwdriver", "wrench", "f"),
    E("screwdriver", "screwdriver", "f"),
    A("hammer", "gavel", "f"),
    E("power", "power", "c cf", circle=False),
    E("powerplug", "power-socket", "f"),
    L("battery.100", "battery", outline=False),
    L("battery.75", "battery-70", outline=False),
    L("battery.50", "battery-50", outline=False),
    L("battery.25", "battery-20", outline=False),
    L("battery.0", "battery-outline"),
    L("battery.100percent", "battery", outline=False),
    L("battery.75percent", "battery-70", outline=False),
    L("battery.50percent", "battery-50", outline=False),
    L("battery.25percent", "battery-20", outline=False),
    L("battery.0percent", "battery-outline"),
    L("battery.100.bolt", "battery-charging-100"),
    L("battery.100percent.bolt", "battery-charging-100"),
    L("wifi", "wifi", "c cf s sf"),
    L("wifi.slash", "wifi-off"),
    E("antenna.radiowaves.left.and.right", "access-point"),
    E("dot.radiowaves.left.and.right", "access-point"),
    E("cellularbars", "signal"),
    A("network", "lan"),
    E("desktopcomputer", "desktop-mac"),
    E("laptopcomputer", "laptop"),
    E("display", "monitor"),
    E("iphone", "cellphone-iphone"),
    E("ipad", "tablet-ipad"),
    E("applewatch", "watch"),
    E("keyboard", "keyboard", "f"),
    E("printer", "printer", "f"),
    E("gamecontroller", "gamepad-variant", "f"),
    E("lightbulb", "lightbulb", "f"),
    E("fan", "fan", "f"),
    E("flashlight.on.fill", "flashlight"),
    E("flashlight.off.fill", "flashlight-off"),
    E("speedometer", "speedometer"),
    E("gauge", "gauge"),
    E("qrcode", "qrcode"),
    E("qrcode.viewfinder", "qrcode-scan"),
    E("barcode", "barcode"),
    E("barcode.viewfinder", "barcode-scan"),
    E("cpu", "chip", "f"),
    E("memorychip", "memory", "f"),
    E("externaldrive", "harddisk", "f"),
    E("server.rack", "server"),
    E("cable.connector", "usb"),
    # --- Transport -----------------------------------------------------------------------------------------
    E("airplane", "airplane", "c cf", circle=False),
    E("airplane.departure", "airplane-takeoff"),
    E("airplane.arrival", "airplane-landing"),
    E("car", "car", "f c cf", circle=False),
    E("bus", "bus", "f"),
    E("tram", "tram", "f"),
    E("train.side.front.car", "train"),
    E("bicycle", "bike", "c cf", circle=False),
    E("ferry", "ferry", "f"),
    E("fuelpump", "gas-station", "f"),
    E("ev.charger", "ev-station", "f"),
    E("parkingsign", "parking", "c cf", circle=False),
    A("scooter", "motorbike"),
    E("truck.box", "truck", "f"),
    E("box.truck", "truck", "f"),
    # --- Writing, files, communication ---------------------------------------------------------------------
    E("pencil", "pencil", "c cf s sf", circle=False, square=("pencil-box-outline", "pencil-box")),
    E("pencil.slash", "pencil-off"),
    E("square.and.pencil", "pencil-box", outline="pencil-box-outline"),
    A("pencil.tip", "lead-pencil"),
    E("highlighter", "marker"),
    E("trash", "delete", "f c cf s sf", circle=False),
    E("folder", "folder", "f c cf", circle=False),
    E("folder.badge.plus", "folder-plus", "f"),
    E("folder.badge.person.crop", "folder-account", "f"),
    E("doc", "file", "f c cf", circle=False),
    E("doc.text", "file-document", "f"),
    E("doc.plaintext", "file-document", "f"),
    E("doc.on.doc", "content-copy", "f"),
    E("doc.on.clipboard", "content-paste", "f"),
    E("doc.text.magnifyingglass", "file-find"),
    E("clipboard", "clipboard", "f"),
    E("list.clipboard", "clipboard-text", "f"),
    E("paperplane", "send", "f c cf", circle=False),
    E("envelope", "email", ALL, circle=False, square=False),
    E("envelope.open", "email-open", "f"),
    E("tray", "inbox", "f"),
    E("tray.full", "inbox", "f"),
    E("archivebox", "archive", "f"),
    E("shippingbox", "package-variant-closed", "f"),
    E("phone", "phone", "f c cf", circle=False),
    E("phone.arrow.up.right", "phone-outgoing", "f"),
    E("phone.arrow.down.left", "phone-incoming", "f"),
    E("phone.down", "phone-hangup", "f"),
    E("message", "message", "f c cf", circle=False),
    E("bubble.left", "comment", "f"),
    A("bubble.right", "message", "f"),
    E("bubble.left.and.bubble.right", "forum", "f"),
    E("text.bubble", "comment-text", "f"),
    E("ellipsis.bubble", "comment-processing", "f"),
    E("exclamationmark.bubble", "comment-alert", "f"),
    E("questionmark.bubble", "comment-question-outline", "f"),
    E("checkmark.bubble", "comment-check", "f"),
    E("plus.bubble", "comment-plus-outline", "f"),
    E("person.bubble", "comment-account", "f"),
    E("quote.opening", "format-quote"),
    E("link", "link", "c cf", circle=False),
    E("paperclip", "paperclip", "c cf", circle=False),
    E("scissors", "content-cut"),
    E("book", "book-open", "f", outline="book-open-variant"),
    E("book.closed", "book", "f"),
    E("books.vertical", "book-multiple", "f"),
    E("graduationcap", "school", "f"),
    E("newspaper", "newspaper", "f"),
    L("list.bullet", "format-list-bulleted", "c cf", circle=False),
    L("list.number", "format-list-numbers"),
    L("list.dash", "view-headline"),
    L("line.3.horizontal", "menu"),
    L("line.horizontal.3", "menu"),
    L("line.3.horizontal.decrease", "filter-variant"),
    L("line.horizontal.3.decrease", "filter-variant"),
    L("ellipsis", "dots-horizontal", "c cf", circle=False),
    L("ellipsis.vertical", "dots-vertical"),
    L("magnifyingglass", "magnify", "c cf", circle=False),
    L("plus.magnifyingglass", "magnify-plus"),
    L("minus.magnifyingglass", "magnify-minus"),
    E("square.and.arrow.up", "export", "f"),
    A("square.and.arrow.down", "download", "f"),
    E("square.grid.2x2", "view-grid", "f"),
    E("square.grid.3x3", "view-module", "f"),
    A("square.stack", "layers", "f"),
    E("square.on.square", "content-copy"),
    E("slider.horizontal.3", "tune"),
    E("slider.vertical.3", "tune-vertical"),
    E("textformat", "format-text"),
    E("bold", "format-bold"),
    E("italic", "format-italic"),
    E("underline", "format-underline"),
    E("strikethrough", "format-strikethrough"),
    # --- Hands, eyes, faces --------------------------------------------------------------------------------
    E("hand.thumbsup", "thumb-up", "f c cf", circle=False),
    E("hand.thumbsdown", "thumb-down", "f c cf", circle=False),
    E("hand.point.right", "hand-pointing-right", "f"),
    E("eye", "eye", "f c cf", circle=False),
    E("eye.slash", "eye-off", "f"),
    E("eyeglasses", "glasses"),
    E("face.smiling", "emoticon", "f"),
    A("faceid", "face"),
    E("touchid", "fingerprint"),
    # --- Security, shopping, money -------------------------------------------------------------------------
    E("lock", "lock", "f c cf", circle=False),
    E("lock.open", "lock-open", "f"),
    E("lock.shield", "security", "f"),
    E("shield", "shield", "f"),
    E("key", "key", "f"),
    E("key.horizontal", "key-variant", "f"),
    E("cart", "cart", "f c cf", circle=False),
    E("cart.badge.plus", "cart-plus", "f"),
    E("bag", "shopping", "f c cf", circle=False),
    E("basket", "basket", "f"),
    E("creditcard", "credit-card", "f c cf", circle=False),
    E("banknote", "cash", "f"),
    A("dollarsign.circle", "currency-usd", "f"),
    E("dollarsign", "currency-usd"),
    E("eurosign", "currency-eur"),
    E("sterlingsign", "currency-gbp"),
    E("bitcoinsign", "currency-btc"),
    E("wallet.pass", "wallet", "f"),
    E("gift", "gift", "f c cf", circle=False),
    E("giftcard", "wallet-giftcard", "f"),
    E("ticket", "ticket", "f"),
    E("tshirt", "tshirt-crew", "f"),
    E("briefcase", "briefcase", "f c cf", circle=False),
    E("suitcase", "wallet-travel", "f"),
    E("trophy", "trophy", "f c cf", circle=False),
    E("crown", "crown", "f"),
    A("medal", "trophy-award", "f"),
    A("rosette", "trophy-award"),
    A("balloon", "airballoon", "f"),
    E("note.text", "note-text"),
    A("checklist", "playlist-check"),
    A("deskclock", "clock", "f"),
    A("car.side", "car", "f"),
    A("heart.text.square", "heart-box", "f", outline="heart-box-outline"),
    E("bell.and.waves.left.and.right", "bell-ring", "f"),
    # --- Nature, animals -----------------------------------------------------------------------------------
    E("pawprint", "paw", "f c cf", circle=False),
    A("hare", "clock-fast", "f"),
    A("tortoise", "timer-sand", "f"),
    E("cat", "cat", "f"),
    E("fish", "fish", "f"),
    E("ladybug", "bug", "f"),
    A("ant", "bug", "f"),
    A("bird", "duck", "f"),
    A("sparkles", "auto-fix"),
    E("wand.and.stars", "auto-fix"),
    E("camera.macro", "flower"),
    E("carrot", "carrot", "f"),
    # --- Food, home, health, sport -------------------------------------------------------------------------
    E("cup.and.saucer", "coffee", "f"),
    A("mug", "coffee", "f"),
    A("takeoutbag.and.cup.and.straw", "coffee-to-go", "f"),
    A("wineglass", "glass-tulip", "f"),
    E("fork.knife", "silverware", "c cf", circle=False),
    E("birthday.cake", "cake-variant", "f"),
    E("refrigerator", "fridge", "f"),
    E("dumbbell", "dumbbell", "f"),
    E("bed.double", "hotel", "f"),
    E("sofa", "sofa", "f"),
    E("pills", "pill", "f"),
    E("pill", "pill", "f"),
    E("stethoscope", "stethoscope"),
    E("syringe", "needle", "f"),
    E("cross.case", "hospital", "f"),
    E("soccerball", "soccer"),
    E("football", "football", "f"),
    E("tennis.racket", "tennis"),
    E("chart.bar", "chart-bar", "f"),
    E("chart.pie", "chart-pie", "f"),
    E("chart.line.uptrend.xyaxis", "chart-line"),
    E("chart.xyaxis.line", "chart-line"),
    E("cube", "cube", "f"),
    A("dice", "dice-5", "f"),
    E("puzzlepiece", "puzzle", "f"),
    E("target", "target"),
    A("scope", "crosshairs"),
    E("paintbrush", "brush", "f"),
    E("paintpalette", "palette", "f"),
    E("eyedropper", "eyedropper"),
    E("ruler", "ruler", "f"),
    E("scalemass", "scale", "f"),
    E("icloud", "cloud", "f"),
    E("icloud.and.arrow.down", "cloud-download", "f"),
    E("icloud.and.arrow.up", "cloud-upload", "f"),
    E("binoculars", "binoculars", "f"),
    A("theatermasks", "theater", "f"),
]

VARIANT_SUFFIX = {"f": ".fill", "c": ".circle", "cf": ".circle.fill", "s": ".square", "sf": ".square.fill"}


def parse_css(path):
    css = open(path, encoding="utf-8").read()
    pairs = re.findall(r'\.mdi-([a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9A-Fa-f]+)"', css)
    table = {}
    for name, hexcode in pairs:
        if name in table:
            sys.exit(f"duplicate MDI name in CSS: {name}")
        table[name] = int(hexcode, 16)
    return table


def resolve(entry, mdi):
    """Yield (sf_name, mdi_name, match) for the entry's base name and each of its variants."""
    def has(name):
        return name is not None and name in mdi

    m = entry.m
    if entry.outline is False:  # MDI's `<m>-outline` is another picture (e.g. battery-outline: an empty battery)
        outline = None
    elif entry.outline is not None:
        outline = entry.outline
    else:
        outline = f"{m}-outline" if has(f"{m}-outline") else None
    base_default = (outline, EXACT) if outline else (m, EXACT if entry.line else DIFFERENT_FILL)
    out = [(entry.sf, *base_default)]

    def pair(kind):
        override = entry.circle if kind == "circle" else entry.square
        if override is False:
            return None, None
        if override is not None:
            return override
        suffix = "-circle" if kind == "circle" else "-box"
        return (f"{m}{suffix}-outline" if has(f"{m}{suffix}-outline") else None,
                f"{m}{suffix}" if has(f"{m}{suffix}") else None)

    for code in entry.v:
        name = entry.sf + VARIANT_SUFFIX[code]
        if code in entry.over:
            out.append((name, *entry.over[code]))
            continue
        if code == "f":
            # A line glyph has no filled form: `.fill` draws the same line picture.
            out.append((name, m, DIFFERENT_FILL if entry.line else EXACT))
            continue
        kind = "circle" if code in ("c", "cf") else "square"
        o, f = pair(kind)
        want_fill = code in ("cf", "sf")
        first, second = (f, o) if want_fill else (o, f)
        if has(first):
            out.append((name, first, EXACT))
        elif has(second):
            out.append((name, second, DIFFERENT_FILL))
        else:
            # Variant missing in MDI: the base glyph, in the requested fill where MDI has it.
            out.append((name, m if want_fill or not outline else outline, APPROXIMATE))
    if entry.approx:
        out = [(n, g, APPROXIMATE) for n, g, _ in out]
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: generate_symbol_table.py path/to/materialdesignicons.css > SymbolTableData.swift")
    mdi = parse_css(sys.argv[1])
    rows, seen = [], set()
    for entry in ENTRIES:
        for sf, glyph, match in resolve(entry, mdi):
            if glyph not in mdi:
                sys.exit(f"{sf}: MDI has no icon named {glyph!r}")
            if sf in seen:
                sys.exit(f"duplicate SF name {sf!r}")
            seen.add(sf)
            rows.append((sf, glyph, mdi[glyph], match))
    rows.sort(key=lambda r: r[0])
    print("// GENERATED by Tools/symbols/generate_symbol_table.py — do not edit by hand; edit the script's")
    print("// ENTRIES and re-run it (see its header for the command).")
    print(f"// Source: Debian package {PACKAGE} {PACKAGE_VERSION},")
    print("// codepoints from its css/materialdesignicons.css. The font it describes is")
    print("// Fonts/MaterialDesignIcons/materialdesignicons-webfont.ttf.")
    print(f"// {len(rows)} SF Symbol names, sorted by name.")
    print()
    print("extension SymbolTable {")
    print("    /// Every mapped SF Symbol name, sorted by name (binary-searchable).")
    print("    static let entries: [SymbolMapping] = [")
    for sf, glyph, cp, match in rows:
        print(f'        SymbolMapping(symbolName: "{sf}", iconName: "{glyph}", codepoint: 0x{cp:04X}, match: .{match}),')
    print("    ]")
    print("}")
    counts = {}
    for r in rows:
        counts[r[3]] = counts.get(r[3], 0) + 1
    print(f"{len(rows)} names: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
