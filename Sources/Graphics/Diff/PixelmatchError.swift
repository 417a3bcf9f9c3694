/// Why two bitmaps could not be compared.
package enum PixelmatchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// pixelmatch compares images of equal size only.
    case sizeMismatch(firstWidth: Int, firstHeight: Int, secondWidth: Int, secondHeight: Int)

    package var description: String {
        switch self {
        case let .sizeMismatch(w1, h1, w2, h2):
            return "image sizes do not match: \(w1)×\(h1) vs \(w2)×\(h2). Compare images of the same size "
                + "(if the widget's size changed on purpose, re-record the golden)."
        }
    }
}
