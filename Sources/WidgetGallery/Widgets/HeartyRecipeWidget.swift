// HeartyRecipe: a recipe with its photo in three Home Screen sizes (scenario: ../shared/compat
// HeartyRecipeWidget.swift, seed "Supporting Different Widget Sizes"). The photos are bundled images
// (`Image("pancakes")`), files in Assets/ next to this source.
#if canImport(WidgetKit)
import SwiftUI
import WidgetKit
#else
import WidgetPreview
#endif
import Foundation

struct Recipe: Hashable {
    var name: String
    /// The bundled image's name.
    var imageName: String
    var minutes: Int
    var serving: String
    var ingredients: [String]
    var steps: [String]

    var time: String { minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min" }
    var widgetURL: URL? {
        URL(string: "recipe://\(name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")")
    }

    static let pancakes = Recipe(
        name: "Buttermilk Pancakes", imageName: "pancakes", minutes: 25, serving: "2 portions",
        ingredients: ["2 eggs", "250 ml buttermilk", "125 g flour", "1 tsp baking powder", "a pinch of salt"],
        steps: ["Whisk the eggs and buttermilk.", "Fold in the flour, baking powder and salt.", "Rest 10 minutes.",
                "Fry small pancakes in butter, 2 minutes a side."])
    /// Japanese name and ingredients, over an hour: line breaking without spaces and the hours format.
    static let salad = Recipe(
        name: "夏野菜のサラダと胡麻ドレッシング", imageName: "salad", minutes: 75, serving: "4人分",
        ingredients: ["レタス 1玉", "トマト 2個", "きゅうり 1本", "胡麻ドレッシング 大さじ3"],
        steps: ["野菜を洗って水気を切る。", "食べやすい大きさに切る。", "ドレッシングを和える。"])
    /// A recipe whose photo has not been downloaded yet (no such bundled image).
    static let stew = Recipe(
        name: "Slow-Cooked Beef and Root Vegetable Stew with Thyme Dumplings", imageName: "beef-stew",
        minutes: 210, serving: "6 portions",
        ingredients: ["1 kg beef shin", "3 carrots", "2 parsnips", "1 onion", "500 ml stock", "thyme"],
        steps: ["Brown the beef.", "Add the vegetables and stock.", "Simmer 3 hours.", "Add dumplings for the last 20 minutes."])
}

struct RecipeEntry: TimelineEntry {
    let date: Date
    let recipe: Recipe?

    private static let now = Date(timeIntervalSince1970: 1_766_102_400)
    static let full = RecipeEntry(date: now, recipe: .pancakes)
    static let japanese = RecipeEntry(date: now, recipe: .salad)
    static let missingImage = RecipeEntry(date: now, recipe: .stew)
    static let empty = RecipeEntry(date: now, recipe: nil)
}

struct RecipeProvider: TimelineProvider {
    func placeholder(in context: Context) -> RecipeEntry { .full }
    func getSnapshot(in context: Context, completion: @escaping (RecipeEntry) -> Void) { completion(.full) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<RecipeEntry>) -> Void) {
        completion(Timeline(entries: [.full], policy: .after(Date().addingTimeInterval(3600))))
    }
}

extension Image {
    /// Fills the space it is given and crops what is outside (photos in cards).
    func centerCropped() -> some View {
        GeometryReader { geo in
            self
                .resizable()
                .scaledToFill()
                .frame(width: geo.size.width, height: geo.size.height)
                .clipped()
        }
    }
}

/// The recipe's photo, cropped to the space it is given, with rounded corners.
struct RecipePhoto: View {
    let recipe: Recipe

    var body: some View {
        Image(recipe.imageName)
            .centerCropped()
            .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}

struct RecipeSmallView: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            RecipePhoto(recipe: recipe)
                .frame(height: 72)
            Text("\(recipe.time) • \(recipe.serving)")
                .font(.system(size: 10))
                .foregroundStyle(.secondary)
                .lineLimit(1)
            Text(recipe.name)
                .font(.system(size: 13, weight: .semibold))
                .lineLimit(2)
            Spacer(minLength: 0)
        }
    }
}

struct RecipeMediumView: View {
    let recipe: Recipe

    var body: some View {
        GeometryReader { geometry in
            HStack(alignment: .top, spacing: 12) {
                RecipePhoto(recipe: recipe)
                    .frame(width: geometry.size.height)
                VStack(alignment: .leading, spacing: 4) {
                    Text(recipe.name)
                        .font(.system(size: 15, weight: .semibold))
                        .lineLimit(2)
                    Label("\(recipe.time) • \(recipe.serving)", systemImage: "clock")
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                    Text(recipe.ingredients.joined(separator: "; "))
                        .font(.system(size: 12))
                        .lineLimit(3)
                        .padding(.top, 2)
                }
            }
        }
    }
}

struct RecipeLargeView: View {
    let recipe: Recipe

    var body: some View {
        GeometryReader { geometry in
            VStack(alignment: .leading, spacing: 6) {
                Text(recipe.name)
                    .font(.system(size: 17, weight: .semibold))
                    .lineLimit(2)
                RecipePhoto(recipe: recipe)
                    .frame(height: geometry.size.width / 2)
                HStack(spacing: 12) {
                    Label(recipe.time, systemImage: "clock")
                    Label(recipe.serving, systemImage: "person.2.fill")
                }
                .font(.system(size: 12, weight: .medium))
                .foregroundStyle(.secondary)
                (Text("Ingredients: ").fontWeight(.bold) + Text(recipe.ingredients.joined(separator: "; ")))
                    .font(.system(size: 12))
                    .lineLimit(3)
                (Text("Instructions: ").fontWeight(.bold) + Text(recipe.steps.joined(separator: " • ")))
                    .font(.system(size: 12))
                Spacer(minLength: 0)
            }
        }
    }
}

struct RecipeEmptyView: View {
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "fork.knife")
                .font(.title)
                .foregroundStyle(.orange)
                .widgetAccentable()
            Text("No recipe yet")
                .font(.headline)
            Text("Open HeartyRecipe to pick one.")
                .font(.caption)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct HeartyRecipeWidgetView: View {
    @Environment(\.widgetFamily) var family
    let entry: RecipeEntry

    var body: some View {
        Group {
            if let recipe = entry.recipe {
                switch family {
                case .systemSmall: RecipeSmallView(recipe: recipe)
                case .systemMedium: RecipeMediumView(recipe: recipe)
                default: RecipeLargeView(recipe: recipe)
                }
            } else {
                RecipeEmptyView()
            }
        }
        .widgetURL(entry.recipe?.widgetURL)
    }
}

struct HeartyRecipeWidget: Widget {
    let kind: String = "HeartyRecipeWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: RecipeProvider()) { entry in
            HeartyRecipeWidgetView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Hearty Recipe")
        .description("A recipe to cook today, updated every hour.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
    }
}
