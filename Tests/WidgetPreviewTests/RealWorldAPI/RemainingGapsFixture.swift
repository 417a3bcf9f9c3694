// Widget-extension code in the style of the corpus files that still failed to compile (issue 13's
// remaining gaps), imports changed only: item collections with sections, intent kinds and policies,
// view-level text decoration, Combine's observable objects, URLSession, controls' tint.
import Foundation
import WidgetPreview

struct ServerEntity: AppEntity {
    let id: String
    let name: String
    let server: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Server"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
    static let defaultQuery = ServerQuery()
    static let all = [ServerEntity(id: "a1", name: "Kitchen", server: "Home"),
                      ServerEntity(id: "a2", name: "Garage", server: "Home"),
                      ServerEntity(id: "b1", name: "Lobby", server: "Office")]
}

struct ServerQuery: EntityStringQuery {
    @IntentParameterDependency<LightsConfiguration>(\.$server)
    var config

    func entities(for identifiers: [ServerEntity.ID]) async throws -> [ServerEntity] {
        ServerEntity.all.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> IntentItemCollection<ServerEntity> {
        grouped(ServerEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) })
    }

    func suggestedEntities() async throws -> IntentItemCollection<ServerEntity> {
        guard let config else { return grouped(ServerEntity.all) }
        return .init(items: ServerEntity.all.filter { $0.server == config.server })
    }

    private func grouped(_ entities: [ServerEntity]) -> IntentItemCollection<ServerEntity> {
        let servers = entities.reduce(into: [String]()) { if !$0.contains($1.server) { $0.append($1.server) } }
        return IntentItemCollection(sections: servers.map { server in
            IntentItemSection("\(server)", items: entities.filter { $0.server == server })
        })
    }
}

struct LightsConfiguration: ControlConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "LightsIntent"
    static let title: LocalizedStringResource = "Lights"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    @Parameter(title: "Server", default: "Home") var server: String
    @Parameter(title: "Show name", default: false) var showName: Bool
    @Parameter(title: "Accent", default: false) var accent: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$showName, .equalTo, true) {
            Summary {
                \.$server
                \.$showName
                \.$accent
            }
        } otherwise: {
            Summary {
                \.$server
            }
        }
    }

    static func intentCollectionSize(for family: WidgetFamily) -> IntentCollectionSize {
        switch family {
        case .systemSmall: return 3
        default: return .init(min: 1, max: 6)
        }
    }
}

struct SnoozeIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Snooze"
    static let isDiscoverable: Bool = false
    func perform() async throws -> some IntentResult {
        if !Self.isDiscoverable { throw AppIntentError.restartPerform }
        return .result()
    }
}

struct PlayEpisodeIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play"
    static let openAppWhenRun = false
}

struct LightsToggleIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Toggle lights"
    @Parameter(title: "On") var value: Bool
}

struct LightsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "lights") {
            ControlWidgetToggle("Lights", isOn: true, action: LightsToggleIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "lightbulb")
            }
            .tint(.orange)
        }
    }

    func reload() { ControlCenter.shared.reloadControls(ofKind: "lights") }
}

final class EpisodeModel: ObservableObject {
    @Published var title: String
    @Published var isPlaying = false
    var cancellables = Set<AnyCancellable>()

    init(title: String) { self.title = title }
}

struct EpisodeView: View {
    @StateObject private var model = EpisodeModel(title: "Episode 12")
    var price: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(model.title)
            HStack {
                Text(price)
                Text("now")
            }
            .strikethrough(true, color: .red)
            Text("details").underline()
        }
    }
}

struct ArtworkLoader {
    enum LoadError: Error { case noData }

    func load(_ url: URL) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw LoadError.noData }
        return data
    }

    func load(_ url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        URLSession.shared.dataTask(with: request) { data, _, error in
            if let data { completion(.success(data)) } else { completion(.failure(error ?? LoadError.noData)) }
        }.resume()
    }
}
