import Foundation

/// The 8×8 inverse DCT (ITU T.81 A.3.3) in integer arithmetic, as libjpeg's accurate "islow" method does it
/// (`jidctint.c`: the Loeffler–Ligtenberg–Moschytz factorisation, 13-bit fixed-point constants, 2 extra
/// bits kept between the column and the row pass): a decoded sample is the one `djpeg` produces, and no
/// floating point is involved.
enum JPEGInverseDCT {
    private static let constBits = 13
    private static let pass1Bits = 2

    // The factorisation's constants, FIX(x) = round(x · 2^13), as libjpeg tabulates them.
    private static let fix0_298631336 = 2446
    private static let fix0_390180644 = 3196
    private static let fix0_541196100 = 4433
    private static let fix0_765366865 = 6270
    private static let fix0_899976223 = 7373
    private static let fix1_175875602 = 9633
    private static let fix1_501321110 = 12299
    private static let fix1_847759065 = 15137
    private static let fix1_961570560 = 16069
    private static let fix2_053119869 = 16819
    private static let fix2_562915447 = 20995
    private static let fix3_072711026 = 25172

    /// Dequantized coefficients in natural (row-major) order → 64 samples, level-shifted and clamped to 0...255,
    /// written to `output` with rows `stride` apart. `workspace` is 64 Int32s of scratch space the caller reuses.
    static func transform(_ coefficients: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>, stride: Int,
                          workspace: UnsafeMutablePointer<Int32>) {
        // Pass 1: columns, results scaled up by 2^pass1Bits.
        for column in 0..<8 {
            let input = coefficients + column, ws = workspace + column
            if input[8] == 0, input[16] == 0, input[24] == 0, input[32] == 0, input[40] == 0, input[48] == 0, input[56] == 0 {
                // Only the DC term: the column is flat.
                let dc = Int32(truncatingIfNeeded: Int(input[0]) &<< pass1Bits)
                for row in 0..<8 { ws[row * 8] = dc }
                continue
            }
            let (o0, o1, o2, o3, o4, o5, o6, o7) = butterfly(Int(input[0]), Int(input[8]), Int(input[16]), Int(input[24]),
                                                              Int(input[32]), Int(input[40]), Int(input[48]), Int(input[56]))
            let shift = constBits - pass1Bits
            ws[0] = descale32(o0, shift); ws[8] = descale32(o1, shift); ws[16] = descale32(o2, shift); ws[24] = descale32(o3, shift)
            ws[32] = descale32(o4, shift); ws[40] = descale32(o5, shift); ws[48] = descale32(o6, shift); ws[56] = descale32(o7, shift)
        }
        // Pass 2: rows, removing the 2^pass1Bits and the DCT's factor of 8, then level-shifting.
        for row in 0..<8 {
            let ws = workspace + row * 8, out = output + row * stride
            if ws[1] == 0, ws[2] == 0, ws[3] == 0, ws[4] == 0, ws[5] == 0, ws[6] == 0, ws[7] == 0 {
                let value = rangeLimit(descale(Int(ws[0]), pass1Bits + 3))
                for x in 0..<8 { out[x] = value }
                continue
            }
            let (o0, o1, o2, o3, o4, o5, o6, o7) = butterfly(Int(ws[0]), Int(ws[1]), Int(ws[2]), Int(ws[3]),
                                                              Int(ws[4]), Int(ws[5]), Int(ws[6]), Int(ws[7]))
            let shift = constBits + pass1Bits + 3
            out[0] = rangeLimit(descale(o0, shift)); out[1] = rangeLimit(descale(o1, shift))
            out[2] = rangeLimit(descale(o2, shift)); out[3] = rangeLimit(descale(o3, shift))
            out[4] = rangeLimit(descale(o4, shift)); out[5] = rangeLimit(descale(o5, shift))
            out[6] = rangeLimit(descale(o6, shift)); out[7] = rangeLimit(descale(o7, shift))
        }
    }

    /// One 8-point inverse DCT, outputs scaled by 2^constBits (libjpeg's even and odd parts). Wrapping
    /// arithmetic: a corrupt file's huge coefficients give garbage samples, never a trap.
    @inline(__always)
    private static func butterfly(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, _ i4: Int, _ i5: Int, _ i6: Int, _ i7: Int)
        -> (Int, Int, Int, Int, Int, Int, Int, Int) {
        // Even part.
        let z1 = (i2 &+ i6) &* fix0_541196100
        let even2 = z1 &- i6 &* fix1_847759065
        let even3 = z1 &+ i2 &* fix0_765366865
        let even0 = (i0 &+ i4) &<< constBits
        let even1 = (i0 &- i4) &<< constBits
        let tmp10 = even0 &+ even3, tmp13 = even0 &- even3
        let tmp11 = even1 &+ even2, tmp12 = even1 &- even2
        // Odd part.
        let a1 = i7 &+ i1, a2 = i5 &+ i3, a3 = i7 &+ i3, a4 = i5 &+ i1
        let z5 = (a3 &+ a4) &* fix1_175875602
        let b1 = 0 &- a1 &* fix0_899976223, b2 = 0 &- a2 &* fix2_562915447
        let b3 = (0 &- a3 &* fix1_961570560) &+ z5, b4 = (0 &- a4 &* fix0_390180644) &+ z5
        let tmp0 = i7 &* fix0_298631336 &+ b1 &+ b3
        let tmp1 = i5 &* fix2_053119869 &+ b2 &+ b4
        let tmp2 = i3 &* fix3_072711026 &+ b2 &+ b3
        let tmp3 = i1 &* fix1_501321110 &+ b1 &+ b4
        return (tmp10 &+ tmp3, tmp11 &+ tmp2, tmp12 &+ tmp1, tmp13 &+ tmp0,
                tmp13 &- tmp0, tmp12 &- tmp1, tmp11 &- tmp2, tmp10 &- tmp3)
    }

    /// Divides by 2^n, rounding half up (libjpeg's DESCALE).
    @inline(__always) private static func descale(_ x: Int, _ n: Int) -> Int { (x &+ (1 &<< (n - 1))) >> n }

    /// `descale`, kept in libjpeg's `int` workspace.
    @inline(__always) private static func descale32(_ x: Int, _ n: Int) -> Int32 { Int32(truncatingIfNeeded: descale(x, n)) }

    /// libjpeg's post-IDCT range limit: the sample + 128, clamped to 0...255 for results within ±512, and the
    /// same 10-bit wrap-around as libjpeg's table beyond (only corrupt data gets there).
    @inline(__always) private static func rangeLimit(_ x: Int) -> UInt8 {
        let t = x & 1023
        if t < 128 { return UInt8(t + 128) }
        if t < 512 { return 255 }
        if t < 896 { return 0 }
        return UInt8(t - 896)
    }
}
