import Graphics

extension DisplayList {
    /// The list recoloured for `treatment`: a map over the leaves, each recoloured by the accent group and
    /// image treatment around it. Groups, clips and layers keep their structure; only paints and image
    /// pixels change.
    package func restyled(_ treatment: ColorTreatment) -> DisplayList {
        if case .fullColor = treatment { return self }
        var imageCache: [String: ImageSource] = [:]
        return mapLeaves { leaf, enclosing in
            let inAccent = enclosing.contains(.mark(.accentable))
            let inKnockout = enclosing.contains(.mark(.knockout))
            let recolor = { (paint: Paint) in Self.recolor(paint, treatment, accentGroup: inAccent, knockout: inKnockout) }
            switch leaf {
            case .fill(let path, let paint, let rule):
                return .fill(path, recolor(paint), rule)
            case .stroke(let path, let paint, let options):
                return .stroke(path, recolor(paint), options)
            case .glyphRun(var run):
                run.paint = recolor(run.paint)
                return .glyphRun(run)
            case .image(var draw):
                let mode = Self.imageTreatment(in: enclosing)
                let cacheKey = "\(draw.source.key)|\(mode.rawValue)|\(inAccent)|\(inKnockout)"
                if let cached = imageCache[cacheKey] {
                    draw.source = cached
                } else {
                    let source = Self.recolor(draw.source, treatment, mode: mode, accentGroup: inAccent, knockout: inKnockout)
                    imageCache[cacheKey] = source
                    draw.source = source
                }
                return .image(draw)
            case .group:
                return leaf
            }
        }
    }

    /// The list without the widget's container background (what WidgetKit removes in StandBy, on the Lock
    /// Screen and in the accented mode): the map that drops its group.
    package func removingContainerBackground() -> DisplayList {
        compactMap { node, _ in node.isContainerBackground ? nil : node }
    }

    /// The innermost `accentedImages` treatment around a leaf; WidgetKit's default for images otherwise.
    private static func imageTreatment(in enclosing: [DisplayEffect]) -> AccentedImageTreatment {
        for effect in enclosing.reversed() {
            if case .mark(.accentedImages(let mode)) = effect { return mode }
        }
        return .desaturated
    }

    private static func recolor(_ paint: Paint, _ treatment: ColorTreatment, accentGroup: Bool, knockout: Bool) -> Paint {
        switch treatment {
        case .fullColor:
            return paint
        case .accented(let accent, let standard, let under):
            let target = knockout ? under : accentGroup ? accent : standard
            return paint.mapColors { target.multiplyingAlpha($0.alpha) }
        case .vibrant(let tint):
            return paint.mapColors { c in
                let c8 = c.rgba8
                return tint.multiplyingAlpha(c.alpha * Double(luminance8(c8.r, c8.g, c8.b)) / 255)
            }
        }
    }

    private static func recolor(_ source: ImageSource, _ treatment: ColorTreatment, mode: AccentedImageTreatment,
                                accentGroup: Bool, knockout: Bool) -> ImageSource {
        let fill: RGBAColor
        let useLuminance: Bool
        switch treatment {
        case .fullColor:
            return source
        case .accented(let accent, let standard, let under):
            switch mode {
            case .fullColor: return source
            case .accented: (fill, useLuminance) = (knockout ? under : accentGroup ? accent : standard, false)
            case .desaturated: (fill, useLuminance) = (knockout ? under : accentGroup ? accent : standard, true)
            case .accentedDesaturated: (fill, useLuminance) = (knockout ? under : accent, true)
            }
        case .vibrant(let tint):
            (fill, useLuminance) = (tint, true)
        }
        let f = fill.rgba8
        let key = "\(source.key) \(f.r) \(f.g) \(f.b) \(f.a) \(useLuminance)"
        return recoloredImages.value(for: key) { tinted(source, fill: f, useLuminance: useLuminance) }
    }

    /// Recoloured images by source, colour and luminance switch: a photo or emoji drawn in every entry of a
    /// place is recoloured (and hashed) once.
    private static let recoloredImages = BoundedCache<String, ImageSource>(limit: 64 << 20, cost: { $0.bitmap.pixels.count })

    private static func tinted(_ source: ImageSource, fill f: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), useLuminance: Bool) -> ImageSource {
        let bitmap = source.bitmap
        var px = bitmap.pixels
        var i = 0
        while i < px.count {
            let a = Int(px[i + 3])
            let l = useLuminance ? Int(luminance8(px[i], px[i + 1], px[i + 2])) : 255
            // alpha = source alpha × luminance × fill alpha, each in 0…255, rounded once.
            let alpha = (a * l * Int(f.a) + 255 * 255 / 2) / (255 * 255)
            px[i] = f.r; px[i + 1] = f.g; px[i + 2] = f.b; px[i + 3] = UInt8(alpha)
            i += 4
        }
        return ImageSource(bitmap: Bitmap(width: bitmap.width, height: bitmap.height, pixels: px))
    }
}

extension DisplayNode {
    /// A group that marks the widget's container background.
    var isContainerBackground: Bool {
        if case .group(.mark(.containerBackground), _) = self { return true }
        return false
    }
}
