# WidgetPreview: `make previews` sets everything up and renders the gallery; `make test` runs every test.
SWIFT ?= swift
PYTHON ?= python3
CONFIG ?= debug
SYSTEM_PACKAGES := pkg-config libpng-dev libfreetype-dev
# resvg (pinned) draws our SVGs in the oracle tests and benchmarks.
PYTHON_PACKAGES := resvg_py==0.5.0

.PHONY: all deps build test previews bench clean

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

clean:
	rm -rf .build
