import Foundation
import Testing
@testable import Graphics
import Typography
@testable import WidgetPreview

@Suite("Issue 13, remaining gaps: item collections, intent kinds, @Parameter by reference, text decoration, Combine, URLSession")
struct RemainingGapsTests {
    @Test("an entity query returns its options in sections, grouped as the code builds them; builders take values and items")
    func itemCollections() async throws {
        let query = ServerQuery()
        let all = try await query.suggestedEntities()
        #expect(all.sections.map(\.title?.defaultValue) == ["Home", "Office"])
        #expect(all.sections.map { $0.items.map(\.value.id) } == [["a1", "a2"], ["b1"]])
        #expect(all.values.map(\.name) == ["Kitchen", "Garage", "Lobby"])
        let matching = try await query.entities(matching: "ga")
        #expect(matching.values.map(\.id) == ["a2"])
        #expect(try await query.entities(for: ["b1"]).map(\.name) == ["Lobby"])

        let built = IntentItemCollection<Int>(promptLabel: "Pick") {
            IntentItemSection("Small") {
                1
                IntentItem(2, title: "Two", subtitle: "2")
            }
            for n in [10, 20] {
                IntentItemSection("\(n)", items: [n])
            }
        }
        #expect(built.promptLabel?.defaultValue == "Pick" && !built.usesIndexedCollation)
        #expect(built.sections.map(\.title?.defaultValue) == ["Small", "10", "20"])
        #expect(built.values == [1, 2, 10, 20])
        #expect(built.sections[0].items[1].title?.defaultValue == "Two" && built.sections[0].items[0].title == nil)
    }

    @Test("@IntentParameterDependency is nil outside the widget editor and reads the configured intent's parameters")
    func parameterDependency() async throws {
        let editing = LightsConfiguration()
        editing.server = "Office"
        let dependency = IntentParameterDependency<LightsConfiguration>(intent: editing)
        #expect(dependency.wrappedValue?.server == "Office")
        #expect(ServerQuery().config == nil)
        #expect(IntentParameterDependency<LightsConfiguration>(\.$server, \.$showName).wrappedValue == nil)
    }

    @Test("@Parameter holds a reference, as on iOS: set through a let, copies share the value")
    func parameterByReference() {
        let intent = LightsConfiguration()
        #expect(intent.server == "Home")
        intent.server = "Office"
        let copy = intent
        copy.showName = true
        #expect(intent.server == "Office" && intent.showName && copy.server == "Office")
        #expect(intent.$server.title.defaultValue == "Server")
        // A new intent starts from the defaults again.
        #expect(LightsConfiguration().server == "Home" && !LightsConfiguration().showName)
    }

    @Test("intent kinds, policies and migration keep what the intent declares; AppIntentError values are distinct errors")
    func intentKindsAndErrors() async {
        #expect(LightsConfiguration.authenticationPolicy == .requiresAuthentication)
        #expect(SnoozeIntent.authenticationPolicy == .alwaysAllowed)
        #expect(LightsConfiguration.intentClassName == "LightsIntent")
        #expect(!SnoozeIntent.isDiscoverable && LightsConfiguration.isDiscoverable && !PlayEpisodeIntent.openAppWhenRun)
        #expect(LightsConfiguration.intentCollectionSize(for: .systemSmall) == IntentCollectionSize(exactly: 3))
        let medium = LightsConfiguration.intentCollectionSize(for: .systemMedium)
        #expect(medium.contains(1) && medium.contains(6) && !medium.contains(7) && !medium.contains(0))
        await #expect(throws: AppIntentError.restartPerform) { try await SnoozeIntent().perform() }
        #expect(AppIntentError.Unrecoverable.unknown != AppIntentError.restartPerform)
        #expect(AppIntentError.UserActionRequired.signin.description == "The person needs to sign in to continue.")
        _ = LightsConfiguration.parameterSummary
    }

    @Test("a control template keeps its tint; ControlCenter reloads are accepted")
    func controlTint() {
        let template = LightsControl().body
        _ = template
        let tinted = ControlWidgetToggle(isOn: false, action: LightsToggleIntent()) { Text("Lights") }.tint(.orange)
        #expect((tinted as? TintedControlWidgetTemplate<ControlWidgetToggle<Text, ControlWidgetToggleDefaultLabel, LightsToggleIntent>>)?.tint == .orange)
        LightsControl().reload()
        ControlCenter.shared.reloadAllControls()
    }

    @Test("view-level strikethrough and underline reach every text inside; a text's own setting wins")
    func viewLevelDecoration() throws {
        let env = EnvironmentValues()
        func runs<V: View>(_ view: V) -> [StyledTextRun] {
            Resolver.nodes(for: view, in: env).compactMap { $0 as? TextNode }.flatMap(\.request.runs)
        }
        let struck = runs(Group { Text("9.99"); Text("keep").strikethrough(false) }.strikethrough(true, color: .red))
        #expect(struck.map(\.strikethrough) == [true, false])
        #expect(runs(Group { Text("a") }.underline()).map(\.underline) == [true])
        #expect(runs(Group { Text("a") }.underline(false)).map(\.underline) == [false])

        let list = ViewRenderer(scale: 1, textEngine: try TypeSetter.shared())
            .render(EpisodeView(price: "9.99"), size: Size(120, 80)).displayList
        let texts = list.items.compactMap { if case .glyphRun(let r) = $0 { return r.text } else { return nil } }
        #expect(texts == ["Episode 12", "9.99", "now", "details"])
        // Two strikethrough lines (one per text in the stack) and one underline.
        #expect(list.items.filter { if case .fill = $0 { return true } else { return false } }.count == 3)
    }

    @Test("colorScheme(_:) draws the view in that scheme; backgroundMaterial is nil in a widget")
    func colorSchemeModifier() {
        @Environment(\.colorScheme) var scheme
        let env = EnvironmentValues()
        let nodes = Resolver.nodes(for: Text("a").foregroundStyle(.primary).colorScheme(.dark), in: env)
        let dark = Color.primary.resolve(in: { var e = EnvironmentValues(); e.colorScheme = .dark; return e }())
        #expect(nodes.compactMap { $0 as? TextNode }.first?.request.runs.first?.paint == .solid(dark))
        #expect(env.backgroundMaterial == nil)
        var withMaterial = EnvironmentValues()
        withMaterial.backgroundMaterial = .regular
        #expect(withMaterial.backgroundMaterial?.thickness == Material.regularMaterial.thickness)
        #expect([Material.ultraThin, .thin, .thick, .ultraThick].map(\.thickness) == [0, 1, 3, 4])
    }

    @Test("ObservableObject: @Published sends objectWillChange before the change and the value to $sink; cancel stops it")
    func observableObject() {
        let model = EpisodeModel(title: "One")
        var events: [String] = []
        model.objectWillChange.sink { events.append("will change (title \(model.title))") }.store(in: &model.cancellables)
        let titles = model.$title.sink { events.append("title \($0) (was \(model.title))") }
        model.title = "Two"
        titles.cancel()
        model.title = "Three"
        #expect(events == ["title One (was One)", "will change (title One)", "title Two (was One)", "will change (title Two)"])
        #expect(model.objectWillChange === model.objectWillChange)
        @StateObject var owned = EpisodeModel(title: "Owned")
        #expect(owned === owned && owned.title == "Owned")
        let binding = ObservedObject(wrappedValue: model).projectedValue.isPlaying
        binding.wrappedValue = true
        #expect(model.isPlaying)
    }

    @Test("URLSession fails every load at once with NetworkUnavailableInPreview naming the URL; requests keep their fields")
    func urlSessionIsOffline() async throws {
        let url = try #require(URL(string: "https://example.com/art.png"))
        await #expect(throws: NetworkUnavailableInPreview(url: url)) { try await ArtworkLoader().load(url) }
        final class Received: @unchecked Sendable { var error: (any Error)? }
        let received = Received()
        // The handler runs before `resume()` returns: a preview has nothing to wait for.
        ArtworkLoader().load(url) { if case .failure(let e) = $0 { received.error = e } }
        let error = try #require(received.error)
        #expect("\(error)" == "network is not available in previews: https://example.com/art.png was not loaded; "
                + "give the timeline provider sample data for previews (context.isPreview) instead of fetching it")
        var request = URLRequest(url: url, timeoutInterval: 5)
        request.setValue("a", forHTTPHeaderField: "X-Key")
        request.addValue("b", forHTTPHeaderField: "x-key")
        #expect(request.value(forHTTPHeaderField: "X-KEY") == "a,b" && request.httpMethod == "GET" && request.timeoutInterval == 5)
        let task = URLSession.shared.dataTask(with: url)
        #expect(task.state == .suspended)
        task.resume()
        #expect(task.state == .completed && task.error as? NetworkUnavailableInPreview == NetworkUnavailableInPreview(url: url))
    }

    @Test("the provider context lists the display scale and colour scheme the widget is drawn with")
    func environmentVariants() throws {
        let context = try WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 3).providerContext()
        #expect(context.environmentVariants.displayScale == [3])
        #expect(context.environmentVariants.colorScheme == [.light])
        #expect(context.environmentVariants[\.dynamicTypeSize] == nil)
    }
}
