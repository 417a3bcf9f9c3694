import Foundation

/// Renders and verifies each variant of one snapshot, and returns what happened to each image.
///
/// The core the public `assertSnapshot(of:…)` overloads call: they only turn a View or Widget into the
/// `render` closure. Nothing is reported here (the CLI and tests use this directly).
package func verifySnapshotImages(variants: [SnapshotVariant], named name: String?,
                                  record: SnapshotRecordMode?, tolerance: SnapshotTolerance?,
                                  snapshotDirectory: String?, caller: SnapshotCaller,
                                  registry: GoldenNameRegistry = .shared,
                                  render: (SnapshotVariant) throws -> SnapshotImage) -> [SnapshotResult] {
    let testLabel = caller.testFilter
    let settings: SnapshotSettings
    do {
        settings = try SnapshotSettings.resolve(record: record, tolerance: tolerance,
                                                snapshotDirectory: snapshotDirectory, filePath: "\(caller.filePath)")
    } catch {
        let reason = SnapshotVerifier.text(error)
        return [SnapshotResult(golden: caller.goldenFolders(named: name).joined(separator: "/"), test: testLabel,
                               variant: "", status: .error, problems: [.harness(reason: reason)],
                               message: "Snapshot could not be checked: \(reason)")]
    }
    let verifier = SnapshotVerifier(settings: settings, acceptCommand: caller.acceptCommand)
    let folders = caller.goldenFolders(named: name)
    var results: [SnapshotResult] = []
    for variant in variants {
        let goldenName = GoldenName(folders: folders, variant: variant)
        do {
            let location = try GoldenLocation(root: settings.snapshotRoot, name: goldenName)
            try registry.claim(location.png.path, owner: "\(goldenName) in \(caller.fileID)")
        } catch {
            let reason = SnapshotVerifier.text(error)
            results.append(SnapshotResult(golden: (try? goldenName.relativeStem()) ?? goldenName.description,
                                          test: testLabel, variant: variant.description, status: .error,
                                          problems: [.harness(reason: reason)], message: reason))
            continue
        }
        let image: SnapshotImage
        do {
            image = try render(variant)
        } catch {
            let reason = SnapshotVerifier.text(error)
            let stem = (try? goldenName.relativeStem()) ?? goldenName.description
            results.append(SnapshotResult(golden: stem, test: testLabel, variant: variant.description,
                                          status: .error, problems: [.renderFailed(reason: reason)],
                                          message: "Rendering \"\(stem)\" failed: \(reason)"))
            continue
        }
        results.append(verifier.verify(image, name: goldenName, test: testLabel))
    }
    SnapshotRunLog.shared.record(results, settings: settings)
    return results
}

/// Verifies every variant and reports one test failure per failing image at the caller's line.
@discardableResult
package func assertSnapshotImages(variants: [SnapshotVariant], named name: String? = nil,
                                  record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
                                  snapshotDirectory: String? = nil, caller: SnapshotCaller,
                                  render: (SnapshotVariant) throws -> SnapshotImage) -> [SnapshotResult] {
    let results = verifySnapshotImages(variants: variants, named: name, record: record, tolerance: tolerance,
                                       snapshotDirectory: snapshotDirectory, caller: caller, render: render)
    for result in results {
        if let message = result.message {
            SnapshotIssueReporter.report(SnapshotIssue(message: message, caller: caller))
        }
    }
    return results
}
