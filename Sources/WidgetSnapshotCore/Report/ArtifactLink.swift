import Foundation

/// Where a reader of the Markdown report finds the pictures: GitHub job summaries and pull-request
/// comments show no local files and strip `data:` images (and inline `<svg>`), so the report links to the
/// artifact CI uploaded (the artifacts folder with the HTML report beside it).
///
/// - A URL ending in `/` is a folder that serves the artifact's files one by one (GitHub Pages, a bucket,
///   a branch's raw files): each row links its expected, actual and diff PNG.
/// - Any other URL (the run page, or the `artifact-url` output of `actions/upload-artifact`, a zip) is
///   linked once, above the table.
package enum ArtifactLink {
    /// Set it to the artifact's URL; `widget-preview report --artifact-url URL` overrides it.
    package static let environmentVariable = "WIDGET_SNAPSHOT_ARTIFACT_URL"

    /// `$WIDGET_SNAPSHOT_ARTIFACT_URL`, else in GitHub Actions the run's page, whose Artifacts list has the
    /// upload (`$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID`), else nil.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let url = environment[environmentVariable], !url.isEmpty { return url }
        guard let server = environment["GITHUB_SERVER_URL"], !server.isEmpty,
              let repository = environment["GITHUB_REPOSITORY"], !repository.isEmpty,
              let run = environment["GITHUB_RUN_ID"], !run.isEmpty else { return nil }
        return "\(server)/\(repository)/actions/runs/\(run)"
    }

    /// True when `url` serves single files (it ends in `/`).
    package static func servesFiles(_ url: String) -> Bool { url.hasSuffix("/") }

    /// `url` followed by `path` with each component percent-encoded, so spaces, `#`, `?`, `(` and `)`
    /// in golden names cannot end the link or the URL early.
    package static func file(_ path: String, under url: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/()#?;")
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }
        return url + encoded.joined(separator: "/")
    }
}
