import Foundation
import WidgetPreview
import WidgetSnapshotCore

/// What `verify` says beyond its differences: the stray and unused goldens, and the run's record in the
/// artifacts folder, so `widget-preview report` afterwards counts what `verify --report` counts.
extension VerifyCommand {
    struct RunSummary {
        var report: SnapshotReport
        /// Files in the gallery's folders the gallery did not write (and other previews' folders): left alone.
        var leftAlone: [String]
    }

    /// The report of this run, with the gallery's leftovers when every image was checked (a shard cannot
    /// tell). The results, stray and not-golden stems go to the process's run log, as the harness's do: into
    /// the artifacts folder's run manifest (for `report`) and a `WIDGET_SNAPSHOT_REPORT` of a test process.
    static func summarize(results: [SnapshotResult], previews: [Preview], images: [GalleryImage], wholeGallery: Bool,
                          extraPictures: GalleryExtraPictures?, settings: SnapshotSettings, removed: [String]) -> RunSummary {
        let root = settings.snapshotRoot
        let artifacts = settings.artifactsRoot
        var stray: [String] = []
        var notGoldens: Set<String> = []
        var leftAlone: [String] = []
        if wholeGallery {
            var produced: Set<String> = ["README.md"]
            for image in images { produced.formUnion([image.stem + ".png", image.stem + ".svg"]) }
            for preview in previews {
                let folder = GalleryPlan.folder(of: preview)
                var pictures = [folder + "/" + GalleryFiles.contactSheetStem]
                if GalleryBuild.hasMockup(preview) { pictures.append(folder + "/" + GalleryBuild.mockupStem) }
                if !preview.activityPresentations.isEmpty, !preview.entries.isEmpty { pictures.append(folder + "/" + LiveActivityMockup.stem) }
                if !preview.controlPlacements.isEmpty, !preview.entries.isEmpty { pictures.append(folder + "/" + GalleryBuild.controlMockupStem) }
                for picture in pictures { produced.formUnion([picture + ".png", picture + ".svg"]) }
                notGoldens.formUnion(pictures)
            }
            notGoldens.formUnion(extraPictures?.pictureStems ?? [])
            let leftovers = GalleryLeftovers.find(root: root, produced: produced,
                                                  previewFolders: Set(previews.map(GalleryPlan.folder(of:))),
                                                  manifest: GalleryManifest.read(root: root),
                                                  settings: Set(previews.map(GalleryPlan.settingFolders(of:))))
            stray = Array(Set(leftovers.orphaned.map { ($0 as NSString).deletingPathExtension })).sorted()
            leftAlone = leftovers.stray
        }
        SnapshotRunLog.shared.record(results, settings: settings)
        SnapshotRunLog.shared.recordLeftovers(stray: stray, notGoldens: notGoldens.sorted(), settings: settings)
        let existing = wholeGallery ? SnapshotReport.goldens(under: root) : nil
        let report = SnapshotReport(results: results, existingGoldens: existing, removed: removed, stray: stray,
                                    notGoldens: notGoldens, artifactsRoot: artifacts)
        return RunSummary(report: report, leftAlone: leftAlone)
    }
}
