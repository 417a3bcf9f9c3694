import Foundation
import Testing
@testable import WidgetSnapshotTesting

/// Opens the HTML report in headless Chromium (Debian `chromium`): it must load without console messages
/// (script errors, blocked requests), decode every image, and answer the keyboard.
@Suite("HTML report in Chromium")
struct HTMLReportChromiumTests {
    static let chromium: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Runs Chromium on `page`, returning the DOM after load and the console lines of its log.
    static func load(_ page: URL) throws -> (dom: String, console: [String]) {
        guard let chromium else { return ("", []) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=" + page.deletingLastPathComponent().appendingPathComponent("profile").path,
                             "--enable-logging=stderr", "--v=0", "--virtual-time-budget=2000", "--dump-dom", page.absoluteString]
        // Output goes to files, not pipes: nothing to drain, nothing to deadlock on.
        let outURL = page.deletingLastPathComponent().appendingPathComponent("chromium.out")
        let errURL = page.deletingLastPathComponent().appendingPathComponent("chromium.err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let dom = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
        let log = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        return (dom, console)
    }

    @Test("loads with no console messages and shows every image")
    func loads() throws {
        guard Self.chromium != nil else {
            print("Skipping the Chromium check: no chromium, chromium-browser or google-chrome on PATH (`make test` installs Debian chromium when run as root; else apt-get install -y chromium).")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let paths = try SnapshotReportWriter.write(try sampleReport(in: folder), to: folder.url.appendingPathComponent("report"))
        let (dom, console) = try Self.load(paths.html)
        #expect(console == [])
        #expect(dom.contains("data-images=\"14/14\""), "body: \(dom.prefix(400))")
    }

    @Test("keyboard: → selects the next image, ← the previous, 1–4 switch the view")
    func keyboard() throws {
        guard Self.chromium != nil else {
            print("Skipping the Chromium check: no chromium, chromium-browser or google-chrome on PATH (`make test` installs Debian chromium when run as root; else apt-get install -y chromium).")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let html = HTMLReportWriter.render(try sampleReport(in: folder))
        // Presses keys after the report's own script, then writes what it sees into the body.
        let probe = """
            <script>
            function press(key) { document.dispatchEvent(new KeyboardEvent('keydown', {key: key, bubbles: true})); }
            var seen = [];
            function current() { var c = document.querySelector('section.item.current'); return c ? c.id : 'none'; }
            press('ArrowRight'); seen.push(current());
            press('ArrowRight'); seen.push(current());
            press('ArrowRight'); press('ArrowRight'); seen.push(current());
            press('ArrowLeft'); seen.push(current());
            press('4'); seen.push(document.body.getAttribute('data-mode'));
            var diffShown = getComputedStyle(document.querySelector('#item-1 .view.diff')).display;
            var sideShown = getComputedStyle(document.querySelector('#item-1 .view.side')).display;
            var pressed = document.querySelector('#item-1 button[aria-pressed=true]').getAttribute('data-mode');
            press('2'); seen.push(document.body.getAttribute('data-mode'));
            var slider = document.querySelector('#item-1 .view.swipe input');
            slider.value = '30'; slider.dispatchEvent(new Event('input'));
            seen.push(document.querySelector('#item-1 .view.swipe .divider').style.left);
            document.body.setAttribute('data-probe', seen.join(',') + ';' + diffShown + ',' + sideShown + ',' + pressed);
            </script>
            """
        let page = folder.url.appendingPathComponent("probe.html")
        try AtomicFileWriter().write(html.replacingOccurrences(of: "</body>", with: probe + "</body>"), to: page)
        let (dom, console) = try Self.load(page)
        #expect(console == [])
        #expect(dom.contains("data-probe=\"item-0,item-1,item-2,item-1,diff,swipe,30%;flex,none,diff\""), "body: \(dom.prefix(300))")
    }
}
