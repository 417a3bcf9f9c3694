import Graphics

/// Places composed lines: line boxes and baselines, alignment, glyph runs per face, emoji images,
/// underline and strikethrough rectangles. Coordinates are points from the layout's top-left, y down.
struct TextDrawer {
    let library: FontLibrary
    let request: TextLayoutRequest
    let composer: LineComposer
    let scale: Double

    /// Paint for runs without one; `TextLayout.displayItems(at:defaultPaint:)` replaces it.
    static let placeholderPaint = Paint.solid(.black)

    private func size(_ run: Int) -> Double { composer.fontSize(run, scale) }

    private func primaryMetrics(_ run: Int) -> FaceMetrics {
        library.metrics(Shaper.primaryFace(for: request.runs[run].font).0)
    }

    /// Ascent and descent of a line, points: the tallest line box among the runs it shows.
    private func extents(_ line: TextLine) -> (ascent: Double, descent: Double) {
        var runs = Set(line.clusters.filter { !$0.isNewline }.map(\.run))
        if runs.isEmpty { runs = [line.emptyRun] }
        var ascent = 0.0, descent = 0.0
        for r in runs.sorted() {
            let font = request.runs[r].font
            let box = LineBox.extents(primaryMetrics(r), leadingEm: font.leading.map { $0 / font.size })
            let shift = request.runs[r].baselineOffset * scale
            ascent = max(ascent, box.ascent * size(r) + shift)
            descent = max(descent, box.descent * size(r) - shift)
        }
        return (ascent, descent)
    }

    func draw(_ lines: [TextLine], warnings: [String]) -> TextLayoutTemplate {
        let widths = lines.map { composer.lineWidth($0.clusters[...], scale: scale) }
        let layoutWidth = widths.max() ?? 0
        var items: [DisplayItem] = []
        var usesDefault: [Bool] = []
        var itemRuns: [Int?] = []
        func emit(_ item: DisplayItem, run: Int) {
            items.append(item)
            usesDefault.append(request.runs[run].paint == nil)
            itemRuns.append(run)
        }
        var top = 0.0
        var firstBaseline = 0.0, lastBaseline = 0.0
        for (index, line) in lines.enumerated() {
            let (ascent, descent) = extents(line)
            let baseline = top + ascent
            if index == 0 { firstBaseline = baseline }
            lastBaseline = baseline
            let factor = alignmentFactor(line)
            // Clusters left to right (UAX #9 L1, L2); spaces at the line's logical end hang outside it, on
            // the left of a right-to-left line.
            let order = BidiLayout.visualOrder(line.clusters)
            var contentEnd = line.clusters.count
            while contentEnd > 0, line.clusters[contentEnd - 1].isWhitespace { contentEnd -= 1 }
            var x = (layoutWidth - widths[index]) * factor
            for j in order {
                if j < contentEnd { break }
                x -= composer.width(line.clusters[j], first: true, scale: scale)
            }
            // Pen positions of every cluster, left to right.
            var spans: [(cluster: Int, x0: Double, x1: Double)] = []
            var pending: (key: String, fontName: String, run: Int, glyphs: [PlacedGlyph], text: String)?
            func flush() {
                guard let p = pending else { return }
                pending = nil
                guard !p.glyphs.isEmpty else { return }
                let run = request.runs[p.run]
                emit(.glyphRun(GlyphRun(text: p.text, fontName: p.fontName, size: size(p.run),
                                        glyphs: p.glyphs, paint: run.paint ?? Self.placeholderPaint)), run: p.run)
            }
            var previous: Int?
            for j in order {
                let c = line.clusters[j]
                let s = size(c.run)
                // Kerning only between logical neighbours drawn side by side in their order.
                if j > 0, previous == j - 1 { x += c.kernBeforeEm * s }
                previous = j
                let x0 = x
                let y = baseline - request.runs[c.run].baselineOffset * scale
                switch c.content {
                case .newline:
                    break
                case .glyphs(let face, let glyphs):
                    let key = "\(face.glyphKeyPrefix)|\(c.run)"
                    if pending?.key != key {
                        flush()
                        pending = (key, face.glyphKeyPrefix, c.run, [], "")
                    }
                    pending?.text += c.text
                    var pen = x
                    for g in glyphs {
                        let outline = library.outline(face, g.glyph)
                        if !outline.path.isEmpty {
                            pending?.glyphs.append(PlacedGlyph(outline: outline, origin: Point(pen + g.offsetEm * s, y + g.offsetYEm * s)))
                        }
                        pen += g.advanceEm * s
                    }
                case .emoji(let images):
                    flush()
                    var pen = x
                    for image in images {
                        // Strike pixels → points: the emoji's advance becomes `emojiAdvanceEm` em.
                        let k = Shaper.emojiAdvanceEm * s / image.glyph.advance
                        let bm = image.glyph.bitmap
                        let rect = Rect(x: pen + image.glyph.left * k, y: y - image.glyph.top * k,
                                        width: Double(bm.width) * k, height: Double(bm.height) * k)
                        items.append(.image(ImageDraw(source: image.source, rect: rect)))
                        usesDefault.append(false)
                        itemRuns.append(nil)
                        pen += Shaper.emojiAdvanceEm * s
                    }
                }
                x += c.advanceEm * s + (c.advanceEm > 0 ? request.runs[c.run].tracking * scale : 0)
                if j < contentEnd { spans.append((j, x0, x)) }
            }
            flush()
            decorate(line, spans: spans, baseline: baseline, emit: emit)
            top += ascent + descent
            if index < lines.count - 1 { top += request.lineSpacing }
        }
        let layout = TextLayout(size: Size(layoutWidth, top), firstBaseline: firstBaseline, lastBaseline: lastBaseline,
                                items: items, warnings: warnings, usesDefaultPaint: usesDefault)
        return TextLayoutTemplate(layout: layout, itemRuns: itemRuns)
    }

    /// How far right a line sits in the free space: 0 left, 1 right. `leading` is the layout direction's
    /// leading edge, or the line's paragraph direction's with `writingDirectionBased`.
    private func alignmentFactor(_ line: TextLine) -> Double {
        let rightToLeft = request.alignmentStrategy == .writingDirectionBased
            ? (line.clusters.first?.paragraphLevel ?? 0) & 1 == 1
            : request.layoutDirection == .rightToLeft
        switch request.alignment {
        case .leading: return rightToLeft ? 1 : 0
        case .center: return 0.5
        case .trailing: return rightToLeft ? 0 : 1
        }
    }

    /// Underline and strikethrough as filled rectangles, one per stretch of a run drawn side by side on a
    /// line (hanging spaces at the line's end excluded), at the run's primary face's positions and thicknesses.
    private func decorate(_ line: TextLine, spans: [(cluster: Int, x0: Double, x1: Double)], baseline: Double,
                          emit: (DisplayItem, Int) -> Void) {
        let end = spans.count
        var i = 0
        while i < end {
            let run = line.clusters[spans[i].cluster].run
            var j = i
            while j < end, line.clusters[spans[j].cluster].run == run { j += 1 }
            let style = request.runs[run]
            let m = primaryMetrics(run)
            let s = size(run)
            let x0 = spans[i].x0, x1 = spans[j - 1].x1
            let y = baseline - style.baselineOffset * scale
            if style.underline {
                let t = m.underlineThickness * s
                emit(.fill(Self.rect(x0, y + m.underlinePosition * s - t / 2, x1 - x0, t), style.paint ?? Self.placeholderPaint, .nonZero), run)
            }
            if style.strikethrough {
                let t = m.strikeoutThickness * s
                emit(.fill(Self.rect(x0, y - m.strikeoutPosition * s, x1 - x0, t), style.paint ?? Self.placeholderPaint, .nonZero), run)
            }
            i = j
        }
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath {
        VectorPath(elements: [.move(Point(x, y)), .line(Point(x + w, y)), .line(Point(x + w, y + h)), .line(Point(x, y + h)), .close])
    }
}
