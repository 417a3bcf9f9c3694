/// The EXIF orientation of a JPEG (APP1 "Exif", tag 0x0112) and the turn or flip that shows it upright,
/// as UIImage does: a phone photo stored sideways with orientation 6 draws portrait.
enum JPEGOrientation {
    /// The orientation (1...8) an APP1 payload declares, or nil when it is not EXIF or holds none.
    static func orientation(exifPayload p: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(p)
        guard bytes.count >= 14, bytes[0...5].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = 6
        let little: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= bytes.count else { return nil }
            return little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard let ifd = u32(tiff + 4), let entries = u16(tiff + ifd) else { return nil }
        for i in 0..<min(entries, 1000) {
            let entry = tiff + ifd + 2 + i * 12
            guard let tag = u16(entry) else { return nil }
            if tag == 0x0112 {
                guard let type = u16(entry + 2), type == 3, let value = u16(entry + 8), (1...8).contains(value) else { return nil }
                return value
            }
        }
        return nil
    }

    /// `bitmap` turned upright for `orientation` (EXIF 2...8; 1 and unknown values leave it as it is).
    static func apply(_ orientation: Int, to bitmap: Bitmap) -> Bitmap {
        guard (2...8).contains(orientation) else { return bitmap }
        let (w, h) = (bitmap.width, bitmap.height)
        let swaps = orientation >= 5
        let (outW, outH) = swaps ? (h, w) : (w, h)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<outH {
            for x in 0..<outW {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                case 4: (sx, sy) = (x, h - 1 - y)
                case 5: (sx, sy) = (y, x)
                case 6: (sx, sy) = (y, h - 1 - x)
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                default: (sx, sy) = (w - 1 - y, x)
                }
                let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                for channel in 0..<4 { pixels[to + channel] = bitmap.pixels[from + channel] }
            }
        }
        return Bitmap(width: outW, height: outH, pixels: pixels)
    }
}
