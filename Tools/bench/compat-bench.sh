#!/usr/bin/env bash
# Benchmarks the compatibility widgets (../shared/compat) like `widget-preview-dev bench --previews-only` does
# the gallery: builds their sources, unchanged, with Tools/bench/CompatPreviews.swift as the command line,
# in release, then runs its `bench`.
#
# Usage, from the project's root: Tools/bench/compat-bench.sh COMPAT_DIR [bench options...]
# Env: COMPAT_BENCH_WORK=DIR (default .build/compat-bench) keeps the package and its build.
set -euo pipefail
compat=$(cd "$1" && pwd); shift
project=$(pwd)
identity=$(basename "$project" | tr '[:upper:]' '[:lower:]')
work=${COMPAT_BENCH_WORK:-$project/.build/compat-bench}
pkg=$work/pkg
# The module and source lists are the compatibility check's own, read from its script.
eval "$(grep -E '^(modules|sources)=\(' "$compat/check.sh")"

rm -rf "$pkg/Sources"
mkdir -p "$pkg/Sources/CompatSupport" "$pkg/Sources/compat-previews" "$work/assets"
cp "$compat/Cases/CompatSupport.swift" "$pkg/Sources/CompatSupport/"
cp "$project/Tools/bench/CompatPreviews.swift" "$pkg/Sources/compat-previews/main.swift"
for i in "${!modules[@]}"; do
  m=${modules[$i]}
  mkdir -p "$pkg/Sources/$m"
  cp "$compat/Sources/${sources[$i]}.swift" "$pkg/Sources/$m/"
  cp "$compat/Cases/${m}Cases.swift" "$pkg/Sources/$m/"
done
cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription

let preview: Target.Dependency = .product(name: "WidgetPreview", package: "$identity")
let modules = [$(printf '"%s", ' "${modules[@]}")]
let package = Package(
    name: "CompatBench",
    dependencies: [.package(path: "$project")],
    targets: [.target(name: "CompatSupport", dependencies: [preview])]
        + modules.map { .target(name: \$0, dependencies: ["CompatSupport", preview]) }
        + [.executableTarget(name: "compat-previews",
                             dependencies: ["CompatSupport", preview, .product(name: "WidgetPreviewDev", package: "$identity")]
                                 + modules.map { .byName(name: \$0) })]
)
SWIFT
python3 "$compat/make_assets.py" "$work/assets" >/dev/null
echo "== building the compatibility widgets (release)" >&2
swift build -c release --package-path "$pkg" --product compat-previews 2>&1 | grep -E "error|Build complete" >&2 || true
bin=$(swift build -c release --package-path "$pkg" --product compat-previews --show-bin-path)/compat-previews
[[ -x $bin ]] || { echo "compat-bench: the compatibility package did not build" >&2; exit 1; }
COMPAT_ASSETS=$work/assets "$bin" bench --previews-only "$@"
