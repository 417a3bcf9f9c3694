/// Decodes one scan's entropy-coded data into the frame's coefficients (ITU T.81 Annex F and G): a
/// baseline/extended sequential scan fills whole blocks; a progressive scan adds a DC or AC band, first
/// pass or refinement bit. Restart intervals reset the predictors at each RSTn. Every loop is bounded by
/// the block grid, and every bit comes through `JPEGBitReader`, which throws when the data runs out.
struct JPEGScanDecoder {
    /// Zigzag index → natural (row-major) index.
    static let naturalOrder: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
        35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    struct ScanComponent {
        let index: Int
        let dcTable: JPEGHuffmanTable?
        let acTable: JPEGHuffmanTable?
    }

    let name: String
    let components: [ScanComponent]
    let spectralStart: Int
    let spectralEnd: Int
    let approximationHigh: Int
    let approximationLow: Int
    let restartInterval: Int
    let progressive: Bool
    private var predictors: [Int]
    private var endOfBandRun = 0

    /// Parses an SOS payload against the frame and the Huffman tables defined so far.
    init(payload: ArraySlice<UInt8>, frame: JPEGFrame, dcTables: [JPEGHuffmanTable?], acTables: [JPEGHuffmanTable?],
         restartInterval: Int, name: String) throws(JPEGError) {
        self.name = name
        let p = Array(payload)
        guard let count = p.first.map(Int.init), (1...4).contains(count), p.count >= 1 + 2 * count + 3 else {
            throw JPEGError.corrupt(name: name, detail: "the scan header (SOS) is malformed")
        }
        spectralStart = Int(p[1 + 2 * count])
        spectralEnd = Int(p[2 + 2 * count])
        approximationHigh = Int(p[3 + 2 * count] >> 4)
        approximationLow = Int(p[3 + 2 * count] & 15)
        progressive = frame.progressive
        self.restartInterval = restartInterval
        let isDC = !progressive || spectralStart == 0
        let isAC = !progressive || spectralEnd > 0
        if progressive {
            guard spectralStart <= spectralEnd, spectralEnd <= 63, (spectralStart == 0) == (spectralEnd == 0),
                  approximationLow <= 13, approximationHigh <= 13 else {
                throw JPEGError.corrupt(name: name, detail: "a progressive scan has spectral band \(spectralStart)...\(spectralEnd) and approximation \(approximationHigh)/\(approximationLow)")
            }
            guard spectralStart == 0 || count == 1 else {
                throw JPEGError.corrupt(name: name, detail: "a progressive AC scan holds \(count) components (only 1 allowed)")
            }
        }
        var scanComponents: [ScanComponent] = []
        for i in 0..<count {
            let id = p[1 + 2 * i], tables = p[2 + 2 * i]
            guard let index = frame.components.firstIndex(where: { $0.id == id }) else {
                throw JPEGError.corrupt(name: name, detail: "a scan refers to component \(id), which the frame does not declare")
            }
            guard !scanComponents.contains(where: { $0.index == index }) else {
                throw JPEGError.corrupt(name: name, detail: "a scan lists component \(id) twice")
            }
            let dcIndex = Int(tables >> 4), acIndex = Int(tables & 15)
            let needsDC = isDC && approximationHigh == 0
            let dc = dcIndex < 4 ? dcTables[dcIndex] : nil, ac = acIndex < 4 ? acTables[acIndex] : nil
            if needsDC && dc == nil { throw JPEGError.corrupt(name: name, detail: "a scan uses DC Huffman table \(dcIndex), which is not defined") }
            if isAC && ac == nil { throw JPEGError.corrupt(name: name, detail: "a scan uses AC Huffman table \(acIndex), which is not defined") }
            scanComponents.append(ScanComponent(index: index, dcTable: dc, acTable: ac))
        }
        let blocksPerMCU = scanComponents.reduce(0) { $0 + frame.components[$1.index].horizontalSampling * frame.components[$1.index].verticalSampling }
        guard count == 1 || blocksPerMCU <= 10 else {
            throw JPEGError.corrupt(name: name, detail: "a scan has \(blocksPerMCU) blocks per MCU (at most 10 allowed)")
        }
        components = scanComponents
        predictors = [Int](repeating: 0, count: frame.components.count)
    }

    /// Decodes the scan starting at `position` in `bytes`; returns where its entropy-coded data stopped.
    mutating func decode(into frame: inout JPEGFrame, bytes: [UInt8], position: Int) throws(JPEGError) -> Int {
        var reader = JPEGBitReader(bytes: bytes, position: position, name: name)
        let single = components.count == 1
        let first = frame.components[components[0].index]
        let mcuColumns = single ? first.blocksPerLine : frame.mcusPerLine
        let mcuRows = single ? first.blocksPerColumn : frame.mcusPerColumn
        let total = mcuColumns * mcuRows
        var restartsSeen = 0
        for mcu in 0..<total {
            if restartInterval > 0, mcu > 0, mcu % restartInterval == 0 {
                try reader.restart(expected: restartsSeen % 8)
                restartsSeen += 1
                for i in predictors.indices { predictors[i] = 0 }
                endOfBandRun = 0
            }
            let row = mcu / mcuColumns, column = mcu % mcuColumns
            for scanComponent in components {
                let c = scanComponent.index
                let stride = frame.components[c].paddedBlocksPerLine
                if single {
                    try decodeBlock(scanComponent, &frame.components[c].coefficients, at: (row * stride + column) * 64, &reader)
                } else {
                    let h = frame.components[c].horizontalSampling, v = frame.components[c].verticalSampling
                    for y in 0..<v {
                        for x in 0..<h {
                            let block = (row * v + y) * stride + column * h + x
                            try decodeBlock(scanComponent, &frame.components[c].coefficients, at: block * 64, &reader)
                        }
                    }
                }
            }
        }
        return reader.position
    }

    private mutating func decodeBlock(_ component: ScanComponent, _ coefficients: inout [Int16], at offset: Int,
                                      _ reader: inout JPEGBitReader) throws(JPEGError) {
        try coefficients.withUnsafeMutableBufferPointer { (buffer: inout UnsafeMutableBufferPointer<Int16>) throws(JPEGError) in
            guard let base = buffer.baseAddress else { return }
            let block = base + offset
            if !progressive {
                try decodeSequential(component, block, &reader)
            } else if spectralStart == 0 {
                try decodeDC(component, block, &reader)
            } else if approximationHigh == 0 {
                try decodeACFirst(component, block, &reader)
            } else {
                try decodeACRefine(block, &reader)
            }
        }
    }

    private func store(_ value: Int) -> Int16 { Int16(truncatingIfNeeded: value) }

    private mutating func decodeDCDifference(_ component: ScanComponent, _ reader: inout JPEGBitReader) throws(JPEGError) -> Int {
        guard let table = component.dcTable else { return 0 }
        let category = try reader.decode(table)
        guard category <= 11 else {
            throw JPEGError.corrupt(name: name, detail: "a DC difference has magnitude category \(category) (at most 11 allowed)")
        }
        let predicted = predictors[component.index] &+ (try reader.receiveExtend(category))
        // Keep the predictor in range so a long run of garbage differences cannot overflow.
        predictors[component.index] = max(-(1 << 20), min(1 << 20, predicted))
        return predictors[component.index]
    }

    private mutating func decodeSequential(_ component: ScanComponent, _ block: UnsafeMutablePointer<Int16>,
                                           _ reader: inout JPEGBitReader) throws(JPEGError) {
        block[0] = store(try decodeDCDifference(component, &reader))
        guard let table = component.acTable else { return }
        var k = 1
        while k < 64 {
            let symbol = try reader.decode(table)
            let size = symbol & 15, run = symbol >> 4
            if size == 0 {
                if run < 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { throw JPEGError.corrupt(name: name, detail: "an AC coefficient run goes past the end of its block") }
            block[Self.naturalOrder[k]] = store(try reader.receiveExtend(size))
            k += 1
        }
    }

    private mutating func decodeDC(_ component: ScanComponent, _ block: UnsafeMutablePointer<Int16>,
                                   _ reader: inout JPEGBitReader) throws(JPEGError) {
        if approximationHigh == 0 {
            block[0] = store(try decodeDCDifference(component, &reader) << approximationLow)
        } else if try reader.bit() {
            block[0] = store(Int(block[0]) | 1 << approximationLow)
        }
    }

    private mutating func decodeACFirst(_ component: ScanComponent, _ block: UnsafeMutablePointer<Int16>,
                                        _ reader: inout JPEGBitReader) throws(JPEGError) {
        if endOfBandRun > 0 { endOfBandRun -= 1; return }
        guard let table = component.acTable else { return }
        var k = spectralStart
        while k <= spectralEnd {
            let symbol = try reader.decode(table)
            let size = symbol & 15, run = symbol >> 4
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1 + (try reader.bits(run))
                    break
                }
                k += 16
                continue
            }
            k += run
            guard k <= spectralEnd else { throw JPEGError.corrupt(name: name, detail: "an AC coefficient run goes past the end of its spectral band") }
            block[Self.naturalOrder[k]] = store(try reader.receiveExtend(size) * (1 << approximationLow))
            k += 1
        }
    }

    /// The successive-approximation AC pass (G.1.2.3): one correction bit for each coefficient already
    /// non-zero, and newly non-zero coefficients of ±1 at this bit position.
    private mutating func decodeACRefine(_ block: UnsafeMutablePointer<Int16>, _ reader: inout JPEGBitReader) throws(JPEGError) {
        let positive = 1 << approximationLow, negative = -1 << approximationLow
        var k = spectralStart
        func refine(_ index: Int, _ reader: inout JPEGBitReader) throws(JPEGError) {
            let value = Int(block[index])
            if try reader.bit(), value & positive == 0 {
                block[index] = store(value + (value >= 0 ? positive : negative))
            }
        }
        if endOfBandRun == 0, let table = components[0].acTable {
            while k <= spectralEnd {
                let symbol = try reader.decode(table)
                var run = symbol >> 4
                let size = symbol & 15
                var value = 0
                if size != 0 {
                    guard size == 1 else { throw JPEGError.corrupt(name: name, detail: "a refinement scan holds a coefficient of size \(size) (only 1 allowed)") }
                    value = try reader.bit() ? positive : negative
                } else if run != 15 {
                    endOfBandRun = (1 << run) + (try reader.bits(run))
                    break
                }
                while k <= spectralEnd {
                    let index = Self.naturalOrder[k]
                    if block[index] != 0 {
                        try refine(index, &reader)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0 {
                    guard k <= spectralEnd else { throw JPEGError.corrupt(name: name, detail: "a refinement run goes past the end of its spectral band") }
                    block[Self.naturalOrder[k]] = store(value)
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectralEnd {
                let index = Self.naturalOrder[k]
                if block[index] != 0 { try refine(index, &reader) }
                k += 1
            }
            endOfBandRun -= 1
        }
    }
}
