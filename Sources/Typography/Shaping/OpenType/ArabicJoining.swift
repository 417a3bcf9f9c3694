/// Cursive joining for Arabic (and other scripts Unicode's ArabicShaping.txt lists): which positional
/// form (`isol`, `init`, `medi`, `fina`) each letter takes, from its joining type and its neighbours',
/// skipping transparent marks — the state machine OpenType engines use for the Arabic script.
enum ArabicJoining {
    enum JoiningType: Sendable { case nonJoining, left, right, dual, joinCausing, transparent }

    enum Form: Int, Sendable, CaseIterable {
        case isol, fina, fin2, fin3, medi, med2, initial
        var featureTag: String {
            switch self {
            case .isol: "isol"
            case .fina: "fina"
            case .fin2: "fin2"
            case .fin3: "fin3"
            case .medi: "medi"
            case .med2: "med2"
            case .initial: "init"
            }
        }
    }

    static func joiningType(_ s: Unicode.Scalar) -> JoiningType {
        let v = s.value
        var lo = 0, hi = table.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if v < table[mid].first { hi = mid - 1 } else if v > table[mid].last { lo = mid + 1 } else { return table[mid].type }
        }
        switch s.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .nonJoining
        }
    }

    /// The form of each scalar (nil: no positional form, e.g. transparent marks and non-joining letters).
    static func forms(_ scalars: [Unicode.Scalar]) -> [Form?] {
        var result = [Form?](repeating: nil, count: scalars.count)
        var previous: Int?
        var state = 0
        for (i, s) in scalars.enumerated() {
            var type = joiningType(s)
            if type == .transparent { continue }
            if type == .joinCausing { type = .dual }
            let column: Int
            switch type {
            case .nonJoining: column = 0
            case .left: column = 1
            case .right: column = 2
            default: column = 3
            }
            let (prevAction, currentAction, next) = stateTable[state][column]
            if let prevAction, let p = previous { result[p] = prevAction }
            result[i] = currentAction
            previous = i
            state = next
        }
        return result
    }

    /// [state][U, L, R, D] → (new form of the previous letter, form of this one, next state). States:
    /// 0 previous does not join; 1 previous joins only to the right; 2 previous (D/L) isolated, willing to
    /// join; 3 previous D in final form, willing to join.
    private static let stateTable: [[(Form?, Form?, Int)]] = [
        [(nil, nil, 0), (nil, .isol, 2), (nil, .isol, 1), (nil, .isol, 2)],
        [(nil, nil, 0), (nil, .isol, 2), (nil, .isol, 1), (nil, .isol, 2)],
        [(nil, nil, 0), (nil, .isol, 2), (.initial, .fina, 1), (.initial, .fina, 3)],
        [(nil, nil, 0), (nil, .isol, 2), (.medi, .fina, 1), (.medi, .fina, 3)],
    ]
}
