/// The GitHub Actions workflow that `init` writes and `Examples/MyWidgets/.github/workflows/` holds (a test
/// checks that file is this template's output): build once per shard with the build cached, verify one
/// shard of the previews, run the package's tests, post the report as the job summary, upload artifacts.
enum WorkflowTemplate {
    /// The file's path relative to the repository root (GitHub runs only workflows there).
    static let path = ".github/workflows/widget-previews.yml"
    /// How many machines the previews are spread over (`--shard i/n`).
    static let shards = 2

    /// - Parameters:
    ///   - packageDirectory: the package relative to the repository root (`.` when it is the root).
    ///   - executable: the executable that runs WidgetPreview's command line for the package's previews.
    static func render(packageDirectory: String, executable: String) -> String {
        let prefix = packageDirectory == "." ? "" : packageDirectory + "/"
        let matrix = (1 ... shards).map(String.init).joined(separator: ", ")
        return """
            # Widget previews on Linux: every preview rendered and checked against its golden in Snapshots/,
            # spread over \(shards) machines, with the report as the job summary and the images as artifacts.
            # Written by `widget-preview init` (WidgetPreview's README: "Start from an Xcode project").
            name: Widget previews

            on:
              push:
                branches: [main]
              pull_request:

            concurrency:
              group: widget-previews-${{ github.ref }}
              cancel-in-progress: true

            jobs:
              previews:
                name: previews ${{ matrix.shard }}/\(shards)
                runs-on: ubuntu-latest
                container: swift:6.3
                strategy:
                  fail-fast: false
                  matrix:
                    shard: [\(matrix)]
                defaults:
                  run:
                    working-directory: \(packageDirectory)
                env:
                  CI: "true"
                steps:
                  - uses: actions/checkout@v4
                  - name: Install libpng and FreeType
                    run: apt-get update && apt-get install -y pkg-config libpng-dev libfreetype-dev
                  - name: Cache the build
                    uses: actions/cache@v4
                    with:
                      path: \(prefix).build
                      key: swiftpm-${{ runner.os }}-${{ hashFiles('\(prefix)Package.resolved', '\(prefix)Package.swift') }}
                      restore-keys: swiftpm-${{ runner.os }}-
                  - name: Build
                    run: swift build --build-tests
                  - name: Verify the previews
                    run: swift run \(executable) verify --shard ${{ matrix.shard }}/\(shards) --report .build/snapshot-report
                  - name: Snapshot tests
                    if: matrix.shard == 1
                    run: swift test --skip-build
                  - name: Job summary
                    if: always()
                    run: if [ -f .build/snapshot-report/report.md ]; then cat .build/snapshot-report/report.md >> "$GITHUB_STEP_SUMMARY"; fi
                  - name: Upload the report and the failed images
                    if: always()
                    uses: actions/upload-artifact@v4
                    with:
                      name: widget-previews-${{ matrix.shard }}
                      path: |
                        \(prefix).build/snapshot-report
                        \(prefix).build/snapshot-artifacts
                      if-no-files-found: ignore

            """
    }
}
