import Foundation
import Testing
import Graphics
@testable import WidgetPreviewCLI

/// `render --explain` and `render --debug-frames`: the layout as text, and the frames drawn beside the image.
@Suite("render --explain and --debug-frames")
struct RenderExplainCommandTests {
    @Test("--explain prints the views as laid out after the line naming the image")
    func explain() throws {
        let work = try temporaryFolder("render-explain")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["render", "Tile", "--explain", "-o", "tile.png"], in: work)
        #expect(run.code == 0, "\(run.err)")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "wrote \(work.appendingPathComponent("tile.png").path) (340×340 px @2x)")
        #expect(lines.dropFirst().first == "widget  at (0, 0)  size 170×170  proposed 170×170")
        #expect(lines.dropFirst().allSatisfy { $0.contains("  at (") && $0.contains("  proposed ") })
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("tile.png").path))
        #expect(!FileManager.default.fileExists(atPath: work.appendingPathComponent("tile.frames.png").path))
    }

    @Test("--debug-frames writes <name>.frames.<ext> beside the image, in the image's format", arguments: ["png", "svg"])
    func debugFrames(format: String) throws {
        let work = try temporaryFolder("render-frames")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["render", "Tile", "--debug-frames", "--format", format, "-o", "out/"], in: work)
        #expect(run.code == 0, "\(run.err)")
        let image = work.appendingPathComponent("out/Tile.sunny.systemSmall.homeScreen@2x.\(format)")
        let frames = work.appendingPathComponent("out/Tile.sunny.systemSmall.homeScreen@2x.frames.\(format)")
        #expect(FileManager.default.fileExists(atPath: image.path))
        let framesData = try Data(contentsOf: frames)
        let imageData = try Data(contentsOf: image)
        #expect(framesData != imageData)
        if format == "png" {
            #expect(try PNGCodec.decode(contentsOf: frames).width == 340)
        } else {
            #expect(String(decoding: framesData, as: UTF8.self).contains("<svg"))
        }
    }

    @Test("--explain or --debug-frames with the image on standard output is a usage error", arguments: ["--explain", "--debug-frames"])
    func refusedOnStandardOutput(flag: String) throws {
        let work = try temporaryFolder("render-explain-stdout")
        defer { try? FileManager.default.removeItem(at: work) }
        let run = CLIRun(["render", "Tile", flag, "-o", "-"], in: work)
        #expect(run.code == 2)
        #expect(run.err.contains("--explain and --debug-frames need a file or folder for the image"))
    }

    /// The real `widget-preview` binary on a small gallery widget: the whole text, exactly (a text golden).
    @Test("widget-preview render upnext-ring --explain prints this tree")
    func explainGolden() throws {
        let work = try temporaryFolder("render-explain-golden")
        defer { try? FileManager.default.removeItem(at: work) }
        let image = work.appendingPathComponent("ring.png")
        let run = try WidgetPreviewProcess.run(["render", "upnext-ring", "--explain", "-o", image.path])
        #expect(run.exitCode == 0, "\(run.err)")
        #expect(String(decoding: run.out, as: UTF8.self) == "wrote \(image.path) (152×152 px @2x)\n" + Self.ringLayout)
        #expect(FileManager.default.fileExists(atPath: image.path))
    }

    static let ringLayout = """
        widget  at (0, 0)  size 76×76  proposed 76×76
          Gauge  at (0, 0)  size 76×76  proposed 76×76
            aspectRatio  at (0, 0)  size 76×76  proposed 76×76
              GeometryReader  at (0, 0)  size 76×76  proposed 76×76
                ZStack(alignment: .center)  at (0, 0)  size 76×76  proposed 76×76
                  position  at (0, 0)  size 76×76  proposed 76×76  guide x .center = 38, y .center = 38
                    frame(alignment: .center, width: 8, height: 8)  at (67.06, 26.06)  size 8×8  proposed 76×76
                      Circle  at (67.06, 26.06)  size 8×8  proposed 8×8
                  position  at (0, 0)  size 76×76  proposed 76×76  guide x .center = 38, y .center = 38
                    Text("13")  at (30.15, 26.35)  size 15.7×23.29  proposed 76×76
                  position  at (0, 0)  size 76×76  proposed 76×76  guide x .center = 38, y .center = 38
                    frame(alignment: .center)  at (16.96, 60.88)  size 42.08×8.32  proposed 76×76
                      Image  at (34.04, 60.88)  size 7.91×8.32  proposed 42.08×76

        """
}
