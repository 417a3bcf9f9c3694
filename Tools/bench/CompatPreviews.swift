// The compatibility widgets (../shared/compat) as previews of a `widget-preview` command line, so that
// `make bench` measures them like the gallery: compat-bench.sh builds this beside their sources.
import CompatSupport
import EasyApp
import EmojiRangers
import Foundation
import HeartyRecipe
import LockedScreen
import UpNext
import WidgetPreview
import WidgetPreviewDev

let suites: [(String, [CompatCase])] = [
    ("EasyApp", easyAppCases), ("UpNext", upNextCases), ("HeartyRecipe", heartyRecipeCases),
    ("EmojiRangers", emojiRangersCases), ("LockedScreen", lockedScreenCases),
]
let assets = ProcessInfo.processInfo.environment["COMPAT_ASSETS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
let previews: [Preview] = suites.flatMap { suite, cases in
    cases.map { compatCase in
        var preview = Preview("\(suite) \(compatCase.name)", families: compatCase.families, render: compatCase.render)
        if let assets { preview.assetDirectories = [assets] }
        return preview
    }
}
DeveloperCommandLine.main(previews: previews)
