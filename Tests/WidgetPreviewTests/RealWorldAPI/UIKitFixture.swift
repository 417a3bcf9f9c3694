// A widget file in the style of shipping widget extensions that reach for UIKit, with `import UIKit`,
// `import SwiftUI` and `import WidgetKit` changed to `import WidgetPreview` only (issue 13 §4).
import Foundation
import WidgetPreview

extension UIColor {
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 1) : UIColor(red: 0.96, green: 0.96, blue: 0.98, alpha: 1)
    }
}

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
    let icon: UIImage?
}

struct BatteryWidgetView: View {
    var entry: BatteryEntry

    private var headlineFont: UIFont { UIFont.systemFont(ofSize: UIFontMetrics(forTextStyle: .headline).scaledValue(for: 15), weight: .semibold) }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                if let icon = entry.icon {
                    Image(uiImage: icon).resizable().frame(width: 20, height: 20)
                }
                Image(uiImage: UIImage(systemName: "battery.100")!)
                    .foregroundColor(Color(uiColor: .systemGreen))
            }
            Text("\(Int(entry.level * 100))%")
                .font(Font(headlineFont))
                .foregroundColor(Color(.label))
            Text("Charging")
                .font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
                .foregroundColor(Color(UIColor.secondaryLabel))
            RoundedRectangle(cornerRadius: 3)
                .fill(Color(UIColor.systemGreen.withAlphaComponent(0.35)))
                .frame(width: UIScreen.main.bounds.width > 400 ? 80 : 60, height: 6)
        }
        .containerBackground(Color(uiColor: .cardBackground), for: .widget)
        .widgetURL(URL(string: UIApplication.openSettingsURLString))
    }
}
