import Foundation
import Graphics

/// The run as one self-contained HTML file: images are inlined as `data:` URIs (so the single file can be
/// uploaded as a CI artifact and opened anywhere), CSS and script are inline, and a Content-Security-Policy
/// forbids every network request.
///
/// Per changed image: side by side, swipe (a slider reveals the actual over the expected), onion skin
/// (an opacity slider) and the diff picture. Keys: ←/→ (or k/j) step between images, 1–4 pick the view for
/// all images (`index.html#mode=diff` opens in a view). New images show the actual; removed and unused
/// goldens are listed.
package enum HTMLReportWriter {
    /// Reads an artifact for inlining; nil when it is missing. Default: a file below the artifacts root.
    package typealias ImageLoader = (_ relativePath: String) -> Data?

    package static func render(_ report: SnapshotReport, title: String = "Widget snapshots",
                               loadImage: ImageLoader? = nil) -> String {
        let load: ImageLoader = loadImage ?? { path in
            guard let root = report.artifactsRoot else { return nil }
            return try? Data(contentsOf: root.appendingPathComponent(path))
        }
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body data-mode="side">
            <header>
            <h1>\(escape(title))</h1>
            <p class="counts">\(counts(report))</p>
            <p class="keys">Keys: <kbd>←</kbd>/<kbd>→</kbd> previous / next image · <kbd>1</kbd> side by side · <kbd>2</kbd> swipe · <kbd>3</kbd> onion skin · <kbd>4</kbd> diff</p>
            </header>
            <main>

            """
        let visual = report.items.filter { $0.kind == .changed || $0.kind == .new }
        if visual.isEmpty && !report.hasDifferences {
            html += "<p class=\"none\">No visual differences: all \(report.count(.passed)) images match their goldens.</p>\n"
        }
        for (index, item) in visual.enumerated() {
            html += card(item, index: index, load: load)
        }
        let listed = report.items.filter { $0.kind == .removed || $0.kind == .stray || $0.kind == .unused }
        if !listed.isEmpty {
            html += "<section class=\"listing\"><h2>Removed, stray and unused goldens</h2><table><thead><tr><th>Status</th><th>Golden</th></tr></thead><tbody>\n"
            for item in listed {
                html += "<tr><td class=\"badge \(item.kind.rawValue)\">\(item.kind.rawValue)</td><td><code>\(escape(item.golden)).png</code></td></tr>\n"
            }
            html += "</tbody></table></section>\n"
        }
        html += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return html
    }

    private static func counts(_ report: SnapshotReport) -> String {
        SnapshotReport.Kind.allCases.filter { $0 != .stray || report.count($0) > 0 }.map { kind in
            "<span class=\"badge \(kind.rawValue)\">\(report.count(kind)) \(kind.rawValue)</span>"
        }.joined(separator: " ")
    }

    private static func card(_ item: SnapshotReport.Item, index: Int, load: ImageLoader) -> String {
        let expected = item.artifacts.expectedPNG.flatMap(load)
        let actual = item.artifacts.actualPNG.flatMap(load)
        let diff = item.artifacts.diffPNG.flatMap(load)
        var out = "<section class=\"item \(item.kind.rawValue)\" id=\"item-\(index)\" data-index=\"\(index)\" tabindex=\"-1\">\n"
        out += "<h2><span class=\"badge \(item.kind.rawValue)\">\(item.kind.rawValue)</span> <code>\(escape(item.golden))</code></h2>\n"
        var detail = [ReportFormatting.mismatch(item) == "—" ? nil : ReportFormatting.mismatch(item) + " pixels differ",
                      item.summary.isEmpty ? nil : item.summary,
                      item.test.map { "test " + $0 }].compactMap { $0 }
        if detail.isEmpty { detail = ["—"] }
        out += "<p class=\"detail\">\(escape(detail.joined(separator: " · ")))</p>\n"

        if item.kind == .new || expected == nil {
            out += "<div class=\"single\">\(figure(actual, caption: "Actual"))</div>\n"
        } else {
            out += """
                <div class="modes" role="group" aria-label="View">\
                <button type="button" data-mode="side">1 Side by side</button>\
                <button type="button" data-mode="swipe">2 Swipe</button>\
                <button type="button" data-mode="onion">3 Onion skin</button>\
                <button type="button" data-mode="diff">4 Diff</button></div>
                <div class="view side">\(figure(expected, caption: "Expected"))\(figure(actual, caption: "Actual"))</div>
                <div class="view swipe"><div class="stack">\(img(expected, "Expected", cls: "base"))\(img(actual, "Actual", cls: "top"))<span class="divider"></span></div>\
                <input type="range" min="0" max="100" value="50" aria-label="Swipe position"></div>
                <div class="view onion"><div class="stack">\(img(expected, "Expected", cls: "base"))\(img(actual, "Actual", cls: "top"))</div>\
                <input type="range" min="0" max="100" value="50" aria-label="Opacity of the actual image"></div>
                <div class="view diff">\(diff == nil ? "<p class=\"missing\">No diff image (the sizes differ).</p>" : figure(diff, caption: "Diff"))</div>

                """
        }
        if let svgDiff = item.svgDiff {
            out += "<details class=\"svg\"><summary>SVG diff</summary><pre>\(escape(svgDiff))</pre></details>\n"
        }
        return out + "</section>\n"
    }

    private static func figure(_ data: Data?, caption: String) -> String {
        "<figure>\(img(data, caption, cls: nil))<figcaption>\(caption)</figcaption></figure>"
    }

    private static func img(_ data: Data?, _ alt: String, cls: String?) -> String {
        guard let data else { return "<p class=\"missing\">\(alt) image not available</p>" }
        let klass = cls.map { " class=\"\($0)\"" } ?? ""
        return "<img\(klass) alt=\"\(alt)\" src=\"data:image/png;base64,\(data.base64EncodedString())\">"
    }

    /// Text for HTML content and attribute values: the project's one XML escaping (`&`, `<`, `>`, quotes,
    /// and characters XML forbids), which is also valid HTML.
    package static func escape(_ text: String) -> String {
        XMLEscaping.escapeText(text)
    }

    private static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--chip:#f5f5f7}
        @media (prefers-color-scheme:dark){:root{--bg:#1c1c1e;--fg:#f5f5f7;--muted:#a1a1a6;--line:#3a3a3c;--chip:#2c2c2e}}
        body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
        header{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--line);padding:12px 20px}
        h1{font-size:20px;margin:0 0 6px}
        h2{font-size:15px;margin:0 0 4px;font-weight:600}
        main{padding:12px 20px 60px}
        .keys,.detail{color:var(--muted);margin:4px 0}
        kbd{border:1px solid var(--line);border-radius:4px;padding:0 4px;background:var(--chip)}
        .badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;background:var(--chip)}
        .badge.changed{background:#ff3b30;color:#fff}.badge.new{background:#ffcc00;color:#000}
        .badge.removed{background:#3a3a3c;color:#fff}.badge.unused{background:#d2d2d7;color:#000}.badge.stray{background:#8e5a2b;color:#fff}
        .badge.passed{background:#34c759;color:#fff}
        .item{border:1px solid var(--line);border-radius:10px;padding:12px 14px;margin:14px 0;scroll-margin-top:110px}
        .item.current{outline:3px solid #0a84ff}
        .modes{margin:8px 0}
        .modes button{font:inherit;border:1px solid var(--line);background:var(--chip);color:var(--fg);border-radius:6px;padding:2px 10px;margin-right:4px;cursor:pointer}
        .view{display:none;gap:16px;align-items:flex-start;flex-wrap:wrap}
        body[data-mode=side] .item:not([data-mode]) .view.side,body[data-mode=swipe] .item:not([data-mode]) .view.swipe,
        body[data-mode=onion] .item:not([data-mode]) .view.onion,body[data-mode=diff] .item:not([data-mode]) .view.diff,
        .item[data-mode=side] .view.side,.item[data-mode=swipe] .view.swipe,.item[data-mode=onion] .view.onion,
        .item[data-mode=diff] .view.diff{display:flex}
        .view.swipe,.view.onion{flex-direction:column}
        figure{margin:0}figcaption{color:var(--muted);font-size:12px}
        img{display:block;image-rendering:pixelated;max-width:100%;
          background:repeating-conic-gradient(#ccc 0 25%,#fff 0 50%) 0 0/16px 16px}
        .stack{position:relative;display:inline-block}
        .stack img.top{position:absolute;left:0;top:0;max-width:none}
        .view.swipe .stack img.top{clip-path:inset(0 0 0 50%)}
        .divider{position:absolute;top:0;bottom:0;left:50%;width:2px;margin-left:-1px;background:#0a84ff;pointer-events:none}
        .modes button[aria-pressed=true]{background:#0a84ff;border-color:#0a84ff;color:#fff}
        .view.onion .stack img.top{opacity:.5}
        input[type=range]{width:320px;max-width:100%}
        .missing{color:var(--muted);font-style:italic}
        pre{background:var(--chip);padding:8px;overflow:auto;font-size:12px}
        table{border-collapse:collapse}td,th{border-bottom:1px solid var(--line);padding:4px 10px;text-align:left}
        """

    private static let script = """
        (function () {
          'use strict';
          var items = Array.prototype.slice.call(document.querySelectorAll('section.item'));
          var current = -1;
          // Marks the button of the view each image shows.
          function showPressed() {
            items.forEach(function (item) {
              var mode = item.getAttribute('data-mode') || document.body.getAttribute('data-mode');
              item.querySelectorAll('.modes button').forEach(function (button) {
                button.setAttribute('aria-pressed', String(button.getAttribute('data-mode') === mode));
              });
            });
          }
          function select(i) {
            if (!items.length) { return; }
            i = Math.max(0, Math.min(items.length - 1, i));
            if (current >= 0) { items[current].classList.remove('current'); }
            current = i;
            items[i].classList.add('current');
            items[i].scrollIntoView({block: 'start'});
            items[i].focus({preventScroll: true});
          }
          items.forEach(function (item, i) {
            item.addEventListener('click', function () {
              if (current >= 0) { items[current].classList.remove('current'); }
              current = i; item.classList.add('current');
            });
            item.querySelectorAll('.modes button').forEach(function (button) {
              button.addEventListener('click', function () {
                item.setAttribute('data-mode', button.getAttribute('data-mode'));
                showPressed();
              });
            });
            var swipe = item.querySelector('.view.swipe input');
            if (swipe) {
              swipe.addEventListener('input', function () {
                item.querySelector('.view.swipe img.top').style.clipPath = 'inset(0 0 0 ' + swipe.value + '%)';
                item.querySelector('.view.swipe .divider').style.left = swipe.value + '%';
              });
            }
            var onion = item.querySelector('.view.onion input');
            if (onion) {
              onion.addEventListener('input', function () {
                item.querySelector('.view.onion img.top').style.opacity = String(onion.value / 100);
              });
            }
          });
          var modes = {'1': 'side', '2': 'swipe', '3': 'onion', '4': 'diff'};
          // A link can choose the view: index.html#mode=diff.
          var linked = /mode=(side|swipe|onion|diff)/.exec(location.hash);
          if (linked) { document.body.setAttribute('data-mode', linked[1]); }
          showPressed();
          // For automated checks: how many images decoded once everything has loaded.
          window.addEventListener('load', function () {
            var images = Array.prototype.slice.call(document.images);
            var decoded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; }).length;
            document.body.setAttribute('data-images', decoded + '/' + images.length);
          });
          document.addEventListener('keydown', function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            if (event.target && event.target.tagName === 'INPUT') { return; }
            if (event.key === 'ArrowRight' || event.key === 'j') { select(current + 1); event.preventDefault(); }
            else if (event.key === 'ArrowLeft' || event.key === 'k') { select(current - 1); event.preventDefault(); }
            else if (modes[event.key]) {
              document.body.setAttribute('data-mode', modes[event.key]);
              items.forEach(function (item) { item.removeAttribute('data-mode'); });
              showPressed();
            }
          });
        })();
        """
}
