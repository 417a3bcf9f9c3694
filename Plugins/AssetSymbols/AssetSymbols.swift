import Foundation
import PackagePlugin

/// Xcode 15's generated asset symbols for a SwiftPM target: every `.xcassets` folder in the target becomes
/// `ColorResource` / `ImageResource` members (`Color(.brand)`, `Image(.logo)`), written to the build folder
/// and compiled with the target. Add `plugins: [.plugin(name: "AssetSymbols", package: "WidgetPreview")]`.
@main
struct AssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(in: module.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        // `Bundle.module` exists only when the target has resources (the catalog `.copy`'d as one).
        let hasResources = module.sourceFiles.contains { $0.type == .resource }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        let inputs = catalogs.flatMap(Self.files(in:))
        return [.buildCommand(
            displayName: "Generating asset symbols for \(target.name)",
            executable: try context.tool(named: "generate-asset-symbols").url,
            arguments: ["--output", output.path, "--bundle", hasResources ? "module" : "main"] + catalogs.map(\.path),
            inputFiles: inputs,
            outputFiles: [output])]
    }

    /// The `.xcassets` folders under `folder` (not inside one another), in name order.
    static func catalogs(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        while let url = walker.nextObject() as? URL {
            if url.pathExtension == "xcassets" {
                found.append(url)
                walker.skipDescendants()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every file of a catalog, so an edited `Contents.json` runs the generator again.
    static func files(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" }
    }
}
