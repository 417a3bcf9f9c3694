import Foundation
import Testing
import WidgetPreview
@testable import WidgetPreviewCLI

/// Breaks one golden of a setting's folder (copies a sibling over it), runs `verify` with the setting as a
/// developer's executable would, and runs the accept command it prints exactly as printed: the command
/// must name the setting, record, and leave the next `verify` passing.
func expectPrintedAcceptCommandRecords(root: URL, setting: [String], folder: String, previews: [Preview],
                                       environment: [String: String]) throws {
    let changed = root.appendingPathComponent("Tile/\(folder)/sunny/systemSmall.homeScreen@2x.png")
    try FileManager.default.removeItem(at: changed)
    try FileManager.default.copyItem(at: root.appendingPathComponent("Tile/\(folder)/sunny/systemSmall.homeScreenDark@2x.png"), to: changed)
    let program = URL(fileURLWithPath: "/opt/bin/my-previews")
    let verify = ["verify", "--snapshots", root.path] + setting
    let bad = CLIRun(verify, previews: previews, environment: environment, executable: program)
    #expect(bad.code == 1)
    let printed = bad.out + "\n" + bad.err
    let expected = "/opt/bin/my-previews verify --record failed --snapshots \(root.path) " + setting.joined(separator: " ")
    #expect(printed.contains(expected), "\(printed)")
    let arguments = expected.split(separator: " ").dropFirst().map(String.init)
    let accept = CLIRun(arguments, previews: previews, environment: environment, executable: program)
    #expect(accept.code == 1)   // recorded: the run that records still reports the difference it fixed
    let fixed = CLIRun(verify, previews: previews, environment: environment)
    #expect(fixed.code == 0, "\(fixed.out)\n\(fixed.err)")
}

/// Runs the default gallery into `root`, then the gallery with `setting`; expects the second run to add its
/// folder without touching a default file or calling anything orphaned or stray. Returns the default files
/// and all files after.
func gallerySettingKeepsDefaults(root: URL, setting: [String], previews: [Preview]) throws -> (defaults: [String: Data], after: [String: Data]) {
    let usual = CLIRun(["gallery", "--output", root.path], previews: previews)
    #expect(usual.code == 0, "\(usual.err)")
    let defaults = try tree(root)
    let other = CLIRun(["gallery", "--output", root.path] + setting + ["--json"], previews: previews)
    #expect(other.code == 0, "\(other.err)")
    #expect(other.out.contains("\"orphaned\": [], \"stray\": []"), "\(other.out)")
    let after = try tree(root)
    for (path, data) in defaults { #expect(after[path] == data, "gallery \(setting.joined(separator: " ")) changed \(path)") }
    return (defaults, after)
}
