import Foundation

/// Runs `body` and returns its result. A still image has no transaction to animate, so the changes
/// `body` makes simply take effect, as they do on iOS once the animation ends.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` as `withAnimation` does; the completion runs at once, as the animation it waits for
/// has nothing to animate.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// When an animation counts as complete (SwiftUI's `AnimationCompletionCriteria`).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let kind: Int
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    public static let removed = AnimationCompletionCriteria(kind: 1)
}
