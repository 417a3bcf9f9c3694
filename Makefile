# WidgetPreview: `make previews` sets everything up and renders the gallery; `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
CONFIG ?= debug
SYSTEM_PACKAGES := pkg-config libpng-dev libfreetype-dev
# resvg (pinned) draws our SVGs in the oracle tests and benchmarks.
PYTHON_PACKAGES := resvg_py==0.5.0

.PHONY: all deps build test previews bench fuzz fuzz-build tsan clean

all: build

deps:
	@if pkg-config --exists libpng freetype2 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "== installing $(SYSTEM_PACKAGES)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(SYSTEM_PACKAGES); \
	else \
		echo "WidgetPreview needs libpng and FreeType. Run:"; \
		echo "    sudo apt-get install -y $(SYSTEM_PACKAGES)"; \
		exit 1; \
	fi
	@$(PYTHON) -c "import resvg_py" 2>/dev/null || { \
		echo "== installing $(PYTHON_PACKAGES)"; \
		$(PYTHON) -m pip install -q $(PYTHON_PACKAGES) || $(PYTHON) -m pip install -q --break-system-packages $(PYTHON_PACKAGES); }

build: deps
	$(SWIFT) build -c $(CONFIG)

test: deps
	$(SWIFT) test

previews: deps
	$(SWIFT) run -c release widget-preview gallery

bench: deps
	$(SWIFT) run -c release widget-preview bench

# libFuzzer + AddressSanitizer (see README "Testing"): the fuzz-* executable targets built with the sanitizer
# flags on the command line, each run for FUZZ_SECONDS with the PNG fixtures as seeds. Own scratch path,
# so the instrumented build never mixes with the normal one.
FUZZ_SECONDS ?= 60
FUZZ_CONFIG ?= release
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_TARGETS ?= fuzz-png fuzz-svg fuzz-text
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link,address

fuzz-build: deps
	@mkdir -p $(FUZZ_SCRATCH)
	@# gold warns once per ASan helper symbol ("Cannot export local symbol"): hidden, the exit status is kept.
	@for target in $(FUZZ_TARGETS); do \
		{ $(SWIFT) build -c $(FUZZ_CONFIG) --scratch-path $(FUZZ_SCRATCH) $(FUZZ_FLAGS) --product $$target 2>&1; \
		  echo $$? > $(FUZZ_SCRATCH)/build-status; } | grep -v "Cannot export local symbol"; \
		test "$$(cat $(FUZZ_SCRATCH)/build-status)" = 0 || { echo "fuzz: building $$target failed"; exit 1; }; \
	done

fuzz: fuzz-build
	Tools/fuzz/run-fuzzers.sh $(FUZZ_SCRATCH)/$(FUZZ_CONFIG) $(FUZZ_SCRATCH)/work $(FUZZ_SECONDS) \
		Tests/GraphicsTests/Fixtures/PNG $(CURDIR)/Tools/fuzz/lsan-suppressions.txt $(FUZZ_TARGETS)

# Thread Sanitizer over the suites that render, encode, lay out and verify on many threads at once.
TSAN_FILTER ?= ThreadingTests|RasterDeterminismTests|SVGBackendTests|PNGEncodeTests|VerifierTests
tsan: deps
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter '$(TSAN_FILTER)'

clean:
	rm -rf .build .build-fuzz .build-tsan
