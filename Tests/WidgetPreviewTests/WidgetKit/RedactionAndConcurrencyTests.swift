import Foundation
import Testing
@testable import Graphics
@testable import WidgetPreview

@Suite struct RedactionAndConcurrencyTests {
    private func glyphRuns(_ list: DisplayList) -> Int {
        list.items.filter { if case .glyphRun = $0 { return true } else { return false } }.count
    }

    @Test func placeholderDrawsTextAsRoundedBarsOfTheSameSize() throws {
        let renderer = WidgetRenderer(family: .systemSmall, context: .homeScreen, scale: 1)
        let plain = try renderer.render(FixtureWidget(), entry: FixtureEntry(date: .now, text: "Placeholder text"))
        let placeholder = try renderer.renderPlaceholder(FixtureWidget())
        #expect(glyphRuns(plain.displayList) > 0)
        #expect(glyphRuns(placeholder.displayList) == 0)
        // The bar: a fill in the text colour at 18 % opacity, as wide as the line's ink.
        let bars = placeholder.displayList.items.compactMap { item -> Rect? in
            if case .fill(let path, .solid(let c), _) = item, c.rgba8.a == 46, c.rgba8.r == 0 { return path.controlBounds }
            return nil
        }
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(bar.width > 60 && bar.width < 120 && bar.height > 8 && bar.height < 16)
    }

    @Test func unredactedContentStaysAndPrivacySensitiveHidesOnlyWhenLocked() throws {
        let view = VStack {
            Text("secret").privacySensitive()
            Text("public")
        }.containerBackground(Color.white, for: .widget)
        var context = RenderContext.homeScreen
        let unlocked = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
        context.isDeviceLocked = true
        let locked = try WidgetRenderer(family: .systemSmall, context: context, scale: 1).render(view)
        #expect(glyphRuns(unlocked.displayList) == 2)
        #expect(glyphRuns(locked.displayList) == 1)

        let partly = VStack { Text("masked"); Text("kept").unredacted() }.redacted(reason: .placeholder)
        let image = try WidgetRenderer(family: .systemSmall, scale: 1).render(partly)
        #expect(glyphRuns(image.displayList) == 1)
    }

    @Test func rendersOnEightThreadsGiveIdenticalPNGBytes() throws {
        let results = LockedResults()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let context: RenderContext = index % 2 == 0 ? .homeScreen : .homeScreen
            let data = try? WidgetRenderer(family: .systemSmall, context: context, scale: 2).render(ColourfulView()).pngData()
            results.set(index, data)
        }
        let all = results.values
        #expect(all.count == 8 && all.allSatisfy { $0 != nil })
        #expect(Set(all.compactMap { $0 }).count == 1)
    }
}

private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: Data?] = [:]
    func set(_ index: Int, _ data: Data?) { lock.withLock { stored[index] = data } }
    var values: [Data?] { lock.withLock { (0..<8).compactMap { stored[$0] } } }
}
