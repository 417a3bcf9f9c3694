/// Where a picture's rows go once drawn, a band at a time as straight RGBA8: encoded (`PNGRowWriter`) or
/// compared with a PNG already written (`PNGRowMatcher`), so one drawing path serves both.
package protocol PNGRowSink: AnyObject {
    /// Takes the next `count` rows (`count * width * 4` straight RGBA bytes at `rows`).
    func write(rows: UnsafePointer<UInt8>, count: Int) throws
}

extension PNGRowWriter: PNGRowSink {}
