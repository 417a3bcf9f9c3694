import Graphics
import Typography

/// Labels for the contact sheets and the mock-up, laid out by the same engine as widget text.
struct SheetText {
    let engine: TypeSetter

    init() throws {
        do { engine = try TypeSetter.shared() } catch { throw CLIError("gallery: the bundled fonts could not be loaded: \(error)") }
    }

    func layout(_ text: String, size: Double, weight: FontWeightClass = .regular, design: FontDesign = .default) -> TextLayout {
        engine.layout(TextLayoutRequest(runs: [StyledTextRun(text: text, font: FontDescriptor(design: design, weight: weight, size: size))],
                                        lineLimit: 1), width: nil)
    }
}
