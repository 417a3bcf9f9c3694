import Foundation
import PreviewMacroSupport

// The compiler starts this executable once per build job and talks to it over stdin/stdout: each request is
// answered by PreviewMacroPlugin (the expansion and the JSON live there, so tests and the fuzzer reach them).
// Standard output carries only framed answers; anything else goes to standard error.

var buffer: [UInt8] = []
let input = FileHandle.standardInput
let output = FileHandle.standardOutput

func fail(_ message: String) -> Never {
    let line = "PreviewMacros: \(message)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }  // write(2): never traps on a closed stderr
    exit(1)
}

while true {
    do {
        while let payload = try PluginMessageFraming.split(&buffer) {
            output.write(Data(PluginMessageFraming.frame(PreviewMacroPlugin.respond(to: payload))))
        }
    } catch {
        // A bad length cannot be skipped over: nothing after it can be found again.
        fail("the compiler's message stream is corrupt: \(error.message)")
    }
    let chunk = input.availableData
    if chunk.isEmpty {
        if !buffer.isEmpty { fail("the compiler closed the stream inside a message (\(buffer.count) bytes left)") }
        exit(0)
    }
    buffer += chunk
}
