import Foundation

/// A GitHub Actions workflow read with python3's YAML parser (so a test sees what GitHub sees), as JSON.
struct WorkflowFile {
    /// The whole document (`on` is the key `true` in YAML 1.1, as PyYAML reads it).
    let document: [String: Any]
    /// The steps of the job `previews`.
    let steps: [[String: Any]]

    init(_ url: URL) throws {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1])), default=str))"
        let result = try ExampleScratch.run("/usr/bin/env", ["python3", "-c", script, url.path])
        guard result.status == 0, let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any] else {
            throw WorkflowError(message: "\(url.path) does not parse as YAML:\n\(result.output)")
        }
        self.document = document
        let jobs = document["jobs"] as? [String: Any]
        steps = ((jobs?["previews"] as? [String: Any])?["steps"] as? [[String: Any]]) ?? []
    }

    var job: [String: Any] { ((document["jobs"] as? [String: Any])?["previews"] as? [String: Any]) ?? [:] }

    /// The shell commands, in order, with the condition of their step.
    var commands: [(run: String, condition: String?)] {
        steps.compactMap { step in (step["run"] as? String).map { ($0, step["if"] as? String) } }
    }

    /// The actions used, in order.
    var actions: [String] { steps.compactMap { $0["uses"] as? String } }

    struct WorkflowError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
