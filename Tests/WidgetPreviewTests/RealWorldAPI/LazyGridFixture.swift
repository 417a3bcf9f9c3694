// A widget file in the style of shipping widget extensions (a favourites grid), imports changed only:
// issue 13 §3 group 2, LazyVGrid / LazyHGrid / GridItem.
import Foundation
import WidgetPreview

struct FavoritesEntry: TimelineEntry {
    let date: Date
    let symbols: [String]
}

struct FavoritesGridView: View {
    var entry: FavoritesEntry
    private let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        LazyVGrid(columns: columns, alignment: .center, spacing: 8) {
            ForEach(entry.symbols, id: \.self) { name in
                Image(systemName: name)
                    .frame(maxWidth: .infinity, minHeight: 40)
                    .background(RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.2)))
            }
        }
        .containerBackground(.background, for: .widget)
    }
}

struct FavoritesStripView: View {
    let rows = [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(30))]
    var body: some View {
        LazyHGrid(rows: rows, alignment: .top, spacing: 6, pinnedViews: []) {
            ForEach(0..<6) { index in
                Text("\(index)")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}
