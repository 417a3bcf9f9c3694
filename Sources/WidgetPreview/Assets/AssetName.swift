import Foundation

/// The name of an asset with the bundle the code named (`Color("Brand", bundle: .module)`): that bundle's
/// resources are searched first, then the render's asset directories.
package struct AssetName: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// The bundle's resource folder (SwiftPM copies a target's `.xcassets` there).
    package let bundleResources: URL?

    /// The main bundle is where iOS looks without a bundle: the render's asset directories play its part.
    package init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        bundleResources = bundle == nil || bundle == Bundle.main ? nil : bundle?.resourceURL
    }

    package var description: String { name }

    /// Where this name is looked for in `env`, in order.
    func directories(in env: EnvironmentValues) -> [URL] {
        (bundleResources.map { [$0] } ?? []) + env.assetDirectories
    }
}
