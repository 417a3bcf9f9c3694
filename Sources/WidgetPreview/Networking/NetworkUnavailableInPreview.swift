import Foundation

/// What every `URLSession` request throws or completes with in WidgetPreview: previews render offline
/// (Linux's `URLSession` lives in FoundationNetworking, which would link libcurl, and a picture must
/// not depend on a server). Give the timeline provider sample data when `context.isPreview`, or load
/// images from the asset folder.
public struct NetworkUnavailableInPreview: LocalizedError, CustomStringConvertible, Hashable, Sendable {
    /// The address the code asked for.
    public let url: URL?

    public var description: String {
        "network is not available in previews: \(url?.absoluteString ?? "a request without a URL") was not loaded; "
            + "give the timeline provider sample data for previews (context.isPreview) instead of fetching it"
    }

    public var errorDescription: String? { description }
}
