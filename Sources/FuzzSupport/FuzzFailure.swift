import Foundation

/// How a fuzz target reports a broken invariant: a message on stderr, then `abort()`, which libFuzzer
/// records as a crash with its reproducer file (a plain `fatalError` would do too, but the project keeps
/// those out of library code; here aborting is the point).
package enum FuzzFailure {
    package static func report(_ message: String) -> Never {
        FileHandle.standardError.write(Data("fuzz invariant broken: \(message)\n".utf8))
        abort()
    }
}
