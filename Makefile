# WidgetPreview: `make previews` sets everything up and renders the gallery; `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
CONFIG ?= debug
SYSTEM_PACKAGES := pkg-config libpng-dev libfreetype-dev
# resvg (pinned) draws our SVGs in the oracle tests and benchmarks.
PYTHON_PACKAGES := resvg_py==0.5.0
# Headless Chromium opens the HTML snapshot report in a test. It and the other SVG renderers draw our SVG
# goldens in SVGRendererAgreementTests: librsvg, Inkscape and Firefox (Debian, without recommends: 2, 29
# and 81 MB to download; Chromium is 110 MB) and Skia's SVG module (PyPI skia-python, 15 MB; it needs
# libEGL and libGL).
# A test whose renderer is missing is skipped, saying why. HarfBuzz's hb-shape (libharfbuzz-bin, never
# linked) is the oracle the OpenType shaper's glyphs and positions are checked against; libjpeg-turbo's
# cjpeg and djpeg (libjpeg-turbo-progs, never linked) encode the JPEG test images and decode the reference
# pixels JPEGOracleTests compares the Swift JPEG decoder with.
TEST_PACKAGES := chromium libharfbuzz-bin libjpeg-turbo-progs
SVG_RENDERER_PACKAGES := librsvg2-bin inkscape firefox-esr libegl1 libgl1
TEST_PYTHON_PACKAGES := skia-python==144.1
# ImageMagick's `compare` is the reference the image diff is timed against in `make bench`; librsvg (its
# headers, for Tools/bench/rsvg-timer.c) is the second SVG renderer the widgets are timed against.
BENCH_PACKAGES := imagemagick librsvg2-dev
# Unicode's conformance files (BidiTest.txt, BidiCharacterTest.txt, LineBreakTest.txt) for
# UnicodeConformanceTests, and the UCD that Tools/unicode/generate_unicode_tables.py reads.
UNICODE_PACKAGES := unicode-data
UNICODE_TEST_FILE := /usr/share/unicode/BidiCharacterTest.txt
RSVG_TIMER := .build/bench-tools/rsvg-timer
# Extra options for every `bench` run, e.g. BENCH_FLAGS="--runs 9 --json".
BENCH_FLAGS ?=

.PHONY: all deps test-deps bench-deps build test compat previews bench fuzz fuzz-build fuzz-corpus tsan clean
# The compatibility widgets and their checker live beside the repository (../shared), when it is there.
COMPAT_CHECK := ../shared/compat/check.sh

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

test-deps: deps
	@if [ -f $(UNICODE_TEST_FILE) ]; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "== installing $(UNICODE_PACKAGES)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(UNICODE_PACKAGES) \
			|| echo "could not install $(UNICODE_PACKAGES): the Unicode conformance tests will be skipped"; \
	else \
		echo "$(UNICODE_PACKAGES) is missing: the Unicode conformance tests will be skipped. To run them:"; \
		echo "    sudo apt-get install -y $(UNICODE_PACKAGES)"; \
	fi
	@if { command -v chromium || command -v chromium-browser; } >/dev/null 2>&1 && command -v rsvg-convert >/dev/null 2>&1 \
		&& command -v inkscape >/dev/null 2>&1 && command -v firefox-esr >/dev/null 2>&1 && command -v hb-shape >/dev/null 2>&1 \
		&& command -v cjpeg >/dev/null 2>&1 && command -v djpeg >/dev/null 2>&1 \
		&& /sbin/ldconfig -p | grep -q 'libEGL.so.1 '; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "== installing $(TEST_PACKAGES) $(SVG_RENDERER_PACKAGES) (about 220 MB download, 700 MB installed)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(TEST_PACKAGES) \
			&& DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(SVG_RENDERER_PACKAGES) \
			|| echo "could not install them all: the tests of those missing (HTML report in Chromium, SVG renderers, hb-shape and djpeg oracles) will be skipped"; \
	else \
		echo "some of $(TEST_PACKAGES) $(SVG_RENDERER_PACKAGES) are missing: the tests that need them will be skipped. To run them:"; \
		echo "    sudo apt-get install -y $(TEST_PACKAGES) && sudo apt-get install -y --no-install-recommends $(SVG_RENDERER_PACKAGES)"; \
	fi
	@$(PYTHON) -c "import skia" 2>/dev/null || { \
		echo "== installing $(TEST_PYTHON_PACKAGES)"; \
		$(PYTHON) -m pip install -q $(TEST_PYTHON_PACKAGES) || $(PYTHON) -m pip install -q --break-system-packages $(TEST_PYTHON_PACKAGES) \
			|| echo "could not install $(TEST_PYTHON_PACKAGES): the Skia SVG renderer test will be skipped"; }

bench-deps: deps
	@if [ -x /usr/bin/compare ] && pkg-config --exists librsvg-2.0 2>/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ]; then \
		echo "== installing $(BENCH_PACKAGES)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BENCH_PACKAGES); \
	else \
		echo "make bench compares against ImageMagick and librsvg. Run:"; \
		echo "    sudo apt-get install -y $(BENCH_PACKAGES)"; \
		exit 1; \
	fi
	@$(PYTHON) -c "import skia" 2>/dev/null || { \
		echo "== installing $(TEST_PYTHON_PACKAGES) (Skia, the drawing reference of make bench)"; \
		$(PYTHON) -m pip install -q $(TEST_PYTHON_PACKAGES) || $(PYTHON) -m pip install -q --break-system-packages $(TEST_PYTHON_PACKAGES); }

build: deps
	$(SWIFT) build -c $(CONFIG)

test: test-deps
	$(SWIFT) test
	@$(MAKE) --no-print-directory compat

compat: deps
	@if [ -x $(COMPAT_CHECK) ]; then $(COMPAT_CHECK) .; \
	else echo "compat: $(COMPAT_CHECK) is not beside this checkout; skipping the compatibility check"; fi

previews: deps
	$(SWIFT) run -c release widget-preview-dev gallery

$(RSVG_TIMER): Tools/bench/rsvg-timer.c
	@mkdir -p $(dir $@)
	cc -O2 $< $$(pkg-config --cflags --libs librsvg-2.0) -o $@

# The gallery's widgets and every other stage, then the compatibility widgets (when ../shared is beside us).
bench: bench-deps $(RSVG_TIMER)
	$(SWIFT) run -c release widget-preview-dev bench --rsvg-timer $(RSVG_TIMER) $(BENCH_FLAGS)
	@if [ -d $(dir $(COMPAT_CHECK)) ]; then Tools/bench/compat-bench.sh $(dir $(COMPAT_CHECK)) --rsvg-timer $(CURDIR)/$(RSVG_TIMER) $(BENCH_FLAGS); \
	else echo "bench: $(dir $(COMPAT_CHECK)) is not beside this checkout; the compatibility widgets are not measured"; fi

# libFuzzer + AddressSanitizer (see README "Testing"): the fuzz-* executable targets built with the sanitizer
# flags on the command line, each run for FUZZ_SECONDS from its committed seed corpus. Own scratch path,
# so the instrumented build never mixes with the normal one.
FUZZ_SECONDS ?= 60
FUZZ_CONFIG ?= release
FUZZ_TARGETS ?= fuzz-png fuzz-jpeg fuzz-svg fuzz-text fuzz-intents fuzz-macro fuzz-assets fuzz-strings
# FUZZ_ASAN=0 builds the targets with libFuzzer alone, for volume in long campaigns: 2–3× the inputs per
# second, Swift's own traps (bounds, overflow, force unwraps) still crash; only the C code's memory errors
# go unseen, which the AddressSanitizer build (the default, and CI's) catches. Its own scratch path.
FUZZ_ASAN ?= 1
ifeq ($(FUZZ_ASAN),0)
FUZZ_SCRATCH ?= .build-fuzz-plain
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link
else
FUZZ_SCRATCH ?= .build-fuzz
FUZZ_FLAGS := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link,address
endif

fuzz-build: deps
	@mkdir -p $(FUZZ_SCRATCH)
	@# The compiler's output goes to a log (CI logs stay short); its end is printed when a build fails.
	@# gold warns once per ASan helper symbol ("Cannot export local symbol"): left out of what is printed.
	@for target in $(FUZZ_TARGETS); do \
		log=$(FUZZ_SCRATCH)/build-$$target.log; \
		echo "== building $$target (libFuzzer$(if $(filter 0,$(FUZZ_ASAN)),, + AddressSanitizer), $(FUZZ_CONFIG); log: $$log)"; \
		$(SWIFT) build -c $(FUZZ_CONFIG) --scratch-path $(FUZZ_SCRATCH) $(FUZZ_FLAGS) --product $$target >$$log 2>&1 || { \
			grep -v "Cannot export local symbol" $$log | tail -n 40; echo "fuzz: building $$target failed"; exit 1; }; \
	done

# Each run starts from the committed seed corpus (Tools/fuzz/corpus/<target>, copied into the work folder:
# a run never writes to it) and uses Tools/fuzz/dict/<target>.dict when there is one.
fuzz: fuzz-build
	Tools/fuzz/run-fuzzers.sh $(FUZZ_SCRATCH)/$(FUZZ_CONFIG) $(FUZZ_SCRATCH)/work $(FUZZ_SECONDS) \
		$(CURDIR)/Tools/fuzz $(FUZZ_TARGETS)

# Re-minimizes the committed seed corpus with libFuzzer's -merge=1: the inputs of Tools/fuzz/corpus/<target>,
# of the last runs' work folder and (fuzz-png, fuzz-jpeg) the PNG and JPEG fixtures that add coverage, smallest first. Run it
# after a campaign and commit the result; the old seeds are replaced only when the merge succeeded.
fuzz-corpus: fuzz-build
	@for target in $(FUZZ_TARGETS); do \
		committed=Tools/fuzz/corpus/$$target; merged=$(FUZZ_SCRATCH)/corpus-merged/$$target; \
		extra=""; [ $$target = fuzz-png ] && extra=Tests/GraphicsTests/Fixtures/PNG; \
		[ $$target = fuzz-jpeg ] && extra=Tests/GraphicsTests/Fixtures/JPEG; \
		rm -rf $$merged; mkdir -p $$merged $$committed $(FUZZ_SCRATCH)/work/corpus/$$target; \
		ASAN_OPTIONS=detect_leaks=0 $(FUZZ_SCRATCH)/$(FUZZ_CONFIG)/$$target -merge=1 -max_len=4096 -timeout=10 -rss_limit_mb=3072 -detect_leaks=0 \
			$$merged $$committed $(FUZZ_SCRATCH)/work/corpus/$$target $$extra >$(FUZZ_SCRATCH)/merge-$$target.log 2>&1 \
			|| { tail -n 20 $(FUZZ_SCRATCH)/merge-$$target.log; echo "fuzz-corpus: merging $$target failed"; exit 1; }; \
		find $$committed -maxdepth 1 -type f -delete; cp $$merged/* $$committed/; \
		echo "== $$target: $$(ls $$committed | wc -l) seeds, $$(du -sk --apparent-size $$committed | cut -f1) KB"; \
	done

# Thread Sanitizer over the suites that render, encode, lay out and verify on many threads at once: the
# parallel gallery (`gallery --jobs 4`, `verify` on every processor) and concurrent assertSnapshot calls.
TSAN_FILTER ?= ThreadingTests|RasterDeterminismTests|SVGBackendTests|PNGEncodeTests|VerifierTests|ParallelAssertionTests|RedactionAndConcurrencyTests|GalleryCommandTests/jobsAreByteIdentical|VerifyCommandTests/shard|GalleryUnchangedPixelsTests
tsan: deps
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread --filter '$(TSAN_FILTER)'

clean:
	rm -rf .build .build-fuzz .build-tsan
