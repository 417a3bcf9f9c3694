import Foundation
import WidgetPreview

/// Lets the previews (closures the developer wrote) cross to the worker threads. Each worker only calls
/// them; the renderer keeps no shared state, and the font engine is thread-safe.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value

    package init(value: Value) { self.value = value }
}

/// What rendering one gallery image gave.
package enum GalleryRenderOutcome: Sendable {
    case rendered(RenderedWidget)
    /// The widget does not support the family (a `Preview(as:)` for another family): left out, with why.
    case skipped(String)
    /// WidgetKit does not offer the widget in the place (`containerBackgroundRemovable(false)` where
    /// backgrounds are removed): nothing is drawn; the contact sheet says so in its cell.
    case notOffered(String)
    case failed(String)
}

/// A gallery image that could not be rendered, as the reason a command reports.
struct GalleryRenderFailure: Error, Sendable {
    let reason: String
}

/// Renders gallery images on `jobs` threads. Each worker takes the next image index; results land in
/// their slot, so the output does not depend on the number of workers or on timing.
package enum GalleryRenderer {
    static func render(_ image: GalleryImage, of previews: [Preview]) -> GalleryRenderOutcome {
        let preview = previews[image.previewIndex]
        var place = image.place
        place.assetDirectories += preview.assetDirectories
        if let fonts = preview.systemFontDirectory { place.systemFontDirectory = fonts }
        place.localizations += preview.localizations
        if let locale = image.locale { place.locale = Locale(identifier: locale) }
        if let release = preview.os { place.os = release }
        if let frames = preview.frames { place.frames = frames }
        var renderer = WidgetRenderer(family: image.family, context: place, scale: GalleryImage.scale)
        renderer.refusesPlacesThatDoNotOfferTheWidget = true
        do {
            if let placement = image.control, let drawControl = preview.drawControl {
                let controls = ControlRenderer(placement: placement, context: place, scale: GalleryImage.scale)
                return .rendered(try drawControl(controls, preview.entries[image.entryIndex]))
            }
            if let presentation = image.activityPresentation, let drawActivity = preview.drawActivity {
                let activityRenderer = LiveActivityRenderer(presentation: presentation, context: place, scale: GalleryImage.scale)
                return .rendered(try drawActivity(activityRenderer, preview.entries[image.entryIndex]))
            }
            return .rendered(try preview.draw(renderer, preview.entries[image.entryIndex]))
        } catch let error as WidgetRenderError {
            switch error {
            case .unsupportedFamily, .familyNotInRelease: return .skipped("\(error)")
            case .notOfferedInPlace: return .notOffered("\(image.name): \(error)")
            default: break
            }
            return .failed("\(image.name): \(error)")
        } catch {
            return .failed("\(image.name): \(error)")
        }
    }

    /// Renders every image; `progress(done)` is called (serially) after each one.
    package static func renderAll(_ images: [GalleryImage], previews: [Preview], jobs: Int,
                          progress: @escaping @Sendable (Int) -> Void = { _ in }) -> [GalleryRenderOutcome] {
        renderAll(images, previews: previews, jobs: jobs, progress: progress) { _, outcome in outcome }
    }

    /// Renders every image and hands each outcome to `finish` on the same worker thread, so the work that
    /// follows a render (encoding, comparing with a golden) runs in parallel too.
    package static func renderAll<T: Sendable>(_ images: [GalleryImage], previews: [Preview], jobs: Int,
                                       progress: @escaping @Sendable (Int) -> Void = { _ in },
                                       finish: @escaping @Sendable (GalleryImage, GalleryRenderOutcome) -> T) -> [T] {
        let shared = UncheckedSendable(value: previews)
        return OrderedParallelMap.map(count: images.count, jobs: jobs, progress: progress) { index in
            finish(images[index], render(images[index], of: shared.value))
        }
    }
}
