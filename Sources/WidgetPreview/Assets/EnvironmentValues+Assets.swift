import Foundation
import Graphics
import Typography

// The environment keys that tell `Image("name")` and named colours where the developer's assets are.

private struct AssetDirectoriesKey: EnvironmentKey { static var defaultValue: [URL] { [] } }
private struct AssetCatalogIndexKey: EnvironmentKey { static var defaultValue: AssetCatalogIndex? { nil } }

extension EnvironmentValues {
    /// Where `Image("name")` looks for `name.png` / `name@2x.png`.
    package var assetDirectories: [URL] { get { self[AssetDirectoriesKey.self] } set { self[AssetDirectoriesKey.self] = newValue } }
    /// The render's listing of the asset directories (nil outside a render: each lookup lists them).
    package var assetCatalogIndex: AssetCatalogIndex? { get { self[AssetCatalogIndexKey.self] } set { self[AssetCatalogIndexKey.self] = newValue } }
}
