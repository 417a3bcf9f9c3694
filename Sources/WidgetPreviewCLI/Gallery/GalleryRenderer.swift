import Foundation
import WidgetPreview

/// Lets the previews (closures the developer wrote) cross to the worker threads. Each worker only calls
/// them; the renderer keeps no shared state, and the font engine is thread-safe.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// What rendering one gallery image gave.
enum GalleryRenderOutcome: Sendable {
    case rendered(RenderedWidget)
    /// The widget does not support the family (a `Preview(as:)` for another family): left out, with why.
    case skipped(String)
    case failed(String)
}

/// Renders gallery images on `jobs` threads. Each worker takes the next image index; results land in
/// their slot, so the output does not depend on the number of workers or on timing.
enum GalleryRenderer {
    static func render(_ image: GalleryImage, of previews: [Preview]) -> GalleryRenderOutcome {
        let preview = previews[image.previewIndex]
        var place = image.place
        place.assetDirectories += preview.assetDirectories
        let renderer = WidgetRenderer(family: image.family, context: place, scale: GalleryImage.scale)
        do {
            return .rendered(try preview.draw(renderer, preview.entries[image.entryIndex]))
        } catch let error as WidgetRenderError {
            if case .unsupportedFamily = error { return .skipped("\(error)") }
            return .failed("\(image.name): \(error)")
        } catch {
            return .failed("\(image.name): \(error)")
        }
    }

    /// Renders every image; `progress(done)` is called (serially) after each one.
    static func renderAll(_ images: [GalleryImage], previews: [Preview], jobs: Int,
                          progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [GalleryRenderOutcome] {
        let shared = UncheckedSendable(value: previews)
        let state = RenderState(count: images.count)
        let workers = max(1, min(jobs, images.count))
        let work: @Sendable (Int) -> Void = { _ in
            while let index = state.next() {
                let outcome = render(images[index], of: shared.value)
                let done = state.store(outcome, at: index)
                state.serially { progress(done) }
            }
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return state.results()
    }
}

/// The work queue and result slots the workers share, behind a lock.
private final class RenderState: @unchecked Sendable {
    private let lock = NSLock()
    private let reportLock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private let count: Int
    private var slots: [GalleryRenderOutcome?]

    init(count: Int) {
        self.count = count
        slots = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    func store(_ outcome: GalleryRenderOutcome, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = outcome
        done += 1
        return done
    }

    func serially(_ body: () -> Void) {
        reportLock.lock()
        defer { reportLock.unlock() }
        body()
    }

    func results() -> [GalleryRenderOutcome] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .failed("not rendered") }
    }
}
