import Foundation
import Testing
import Graphics
@testable import Typography

/// Development aid: writes <tmp>/typography-proof/proof.svg (glyph outlines as paths, emoji as raw RGBA
/// files) so a person can render it and look at it. To render (pip install resvg_py==0.5.0 pillow):
///
///     import re, base64, io, resvg_py; from PIL import Image
///     d = "/tmp/typography-proof/"; svg = open(d + "proof.svg").read()
///     def sub(m):
///         w, h = map(int, re.search(r"_(\d+)x(\d+)\.rgba", m.group(1)).groups())
///         b = io.BytesIO(); Image.frombytes("RGBA", (w, h), open(d + m.group(1), "rb").read()).save(b, "PNG")
///         return "data:image/png;base64," + base64.b64encode(b.getvalue()).decode()
///     svg = re.sub(r"RAW:([^']+)", sub, svg)
///     open(d + "proof.png", "wb").write(bytes(resvg_py.svg_to_bytes(svg_string=svg, zoom=3, skip_system_fonts=True)))
@Suite struct ProofSheet {
    @Test func dumpProof() throws {
        let ts = try TypeSetter()
        var svg = ""
        var rawIndex = 0
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typography-proof")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var y = 10.0
        func add(_ request: TextLayoutRequest, width: Double?) throws {
            let l = ts.layout(request, width: width)
            svg += "<rect x='10' y='\(y)' width='\(l.size.width)' height='\(l.size.height)' fill='none' stroke='#f88' stroke-width='0.5'/>\n"
            svg += "<line x1='10' x2='\(10 + l.size.width)' y1='\(y + l.firstBaseline)' y2='\(y + l.firstBaseline)' stroke='#8af' stroke-width='0.5'/>\n"
            for item in l.displayItems(at: Point(10, y), defaultPaint: .solid(.black)) {
                switch item {
                case .glyphRun(let run):
                    for i in run.glyphs.indices {
                        var d = ""
                        for e in run.path(ofGlyph: i).elements {
                            switch e {
                            case .move(let p): d += "M\(p.x) \(p.y)"
                            case .line(let p): d += "L\(p.x) \(p.y)"
                            case .quad(let c, let p): d += "Q\(c.x) \(c.y) \(p.x) \(p.y)"
                            case .cubic(let a, let b, let p): d += "C\(a.x) \(a.y) \(b.x) \(b.y) \(p.x) \(p.y)"
                            case .close: d += "Z"
                            }
                        }
                        svg += "<path d='\(d)'/>\n"
                    }
                case .fill(let p, _, _):
                    let r = p.controlBounds
                    svg += "<rect x='\(r.minX)' y='\(r.minY)' width='\(r.width)' height='\(r.height)' fill='#333'/>\n"
                case .image(let image):
                    let bm = image.source.bitmap
                    let name = "emoji\(rawIndex)_\(bm.width)x\(bm.height).rgba"
                    rawIndex += 1
                    try Data(bm.pixels).write(to: dir.appendingPathComponent(name))
                    let r = image.transform.apply(image.rect)
                    svg += "<image x='\(r.minX)' y='\(r.minY)' width='\(r.width)' height='\(r.height)' href='RAW:\(name)' preserveAspectRatio='none'/>\n"
                default: break
                }
            }
            y += l.size.height + 12
        }
        let para = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. AVATAR Wave To"
        try add(TextLayoutRequest(runs: [StyledTextRun(text: para, font: FontDescriptor(size: 17))]), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "Bold title", font: FontDescriptor(weight: .bold, size: 28)),
                                         StyledTextRun(text: " italic", font: FontDescriptor(weight: .regular, italic: true, size: 17), underline: true),
                                         StyledTextRun(text: " struck", font: FontDescriptor(size: 17), strikethrough: true)]), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "Rounded 12:45 ", font: FontDescriptor(design: .rounded, weight: .semibold, size: 22)),
                                         StyledTextRun(text: "oblique", font: FontDescriptor(design: .rounded, italic: true, size: 22))]), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "Mono 0123 ", font: FontDescriptor(design: .monospaced, size: 17)),
                                         StyledTextRun(text: "Serif Text", font: FontDescriptor(design: .serif, size: 17))]), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "Hi 日本語のテキスト 😀👍🏽🇯🇵👨‍👩‍👧 1️⃣ → ∑", font: FontDescriptor(size: 17))]), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: para, font: FontDescriptor(size: 17))], lineLimit: 2, truncation: .tail, alignment: .center), width: 300)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "11:11 vs 88:88", font: FontDescriptor(size: 17, monospacedDigit: true))]), width: 300)
        let ladder = FontWeightClass.allCases.map { StyledTextRun(text: "Ag ", font: FontDescriptor(weight: $0, size: 20)) }
        try add(TextLayoutRequest(runs: ladder), width: 320)
        let italics = FontWeightClass.allCases.map { StyledTextRun(text: "Ag ", font: FontDescriptor(weight: $0, italic: true, size: 20)) }
        try add(TextLayoutRequest(runs: italics), width: 320)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "Quatre-vingt-dix-neuf, Œuvre ÅÉÎõü ﬁ — “quotes” 42%", font: FontDescriptor(size: 15))],
                                  lineLimit: 1, truncation: .middle), width: 250)
        // Scripts shaped with OpenType (right-to-left runs stay in logical order until the line reorderer).
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "ภาษาไทย น้ำ ผู้ใหญ่ हिन्दी कर्म धर्मी", font: FontDescriptor(size: 20))]), width: 320)
        try add(TextLayoutRequest(runs: [StyledTextRun(text: "بِسْمِ اللَّهِ שָׁלוֹם 日本 ", font: FontDescriptor(size: 20)),
                                         StyledTextRun(text: "日本", font: FontDescriptor(weight: .bold, size: 20))]), width: 320)
        let doc = "<svg xmlns='http://www.w3.org/2000/svg' width='340' height='\(y)' viewBox='0 0 340 \(y)'><rect width='100%' height='100%' fill='white'/>\n" + svg + "</svg>\n"
        try doc.write(to: dir.appendingPathComponent("proof.svg"), atomically: true, encoding: .utf8)
    }
}
