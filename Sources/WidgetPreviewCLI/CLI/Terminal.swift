import Foundation

/// Output helpers: colour only on a terminal and never with `NO_COLOR`.
enum Terminal {
    static let isInteractive = isatty(STDOUT_FILENO) != 0
    static let useColor = isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func error(_ message: String) {
        let prefix = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            ? "\u{1B}[31merror:\u{1B}[0m " : "error: "
        FileHandle.standardError.write(Data((prefix + message + "\n").utf8))
    }

    static func bold(_ text: String) -> String { useColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
