# Every target is a short recipe calling swift, so CI and people run exactly the same thing.
SHELL := /bin/bash
SWIFT ?= swift
SCENE ?= scenes/welcome.yaml
SCENEC = .build/debug/scenec

.PHONY: setup build run test goldens lint-scenes docs bench gallery clean cross-render conformance bench-import bench-render

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

# Compile an example scene into out/<scene name>/ (frames + manifest) and lint it, then write
# its preview page (a self-contained HTML player) and say where it is.
run: build
	$(SCENEC) lint $(SCENE)
	$(SCENEC) compile $(SCENE)
	@echo "frames written to out/$$(basename $(SCENE) .yaml)/"
	$(SCENEC) preview $(SCENE) -o out/$(notdir $(basename $(SCENE))).html
	@echo "preview: open $(CURDIR)/out/$(notdir $(basename $(SCENE))).html in a browser"

# The whole test suite (unit, golden, CLI end-to-end, rendering with rsvg-convert). All
# tests are XCTest; Swift Testing is off so the run closes on XCTest's summary line.
# Then the reference scenes' snapshots (scenes/__snapshots__/, docs/ci.md).
# The suite's scenec runs keep their font cache in .build, never in the user's ~/.cache.
test: export SCENEC_FONT_CACHE = $(CURDIR)/.build/test-fonts.cache
test: build
	$(SWIFT) test --disable-swift-testing 2>&1 | tee .build/test.log; exit $${PIPESTATUS[0]}
	$(SCENEC) test scenes
	@# The parallel paths under ThreadSanitizer and the code that hands raw memory to C under
	@# AddressSanitizer, each on small inputs (docs/reliability.md). SANITIZE=0 skips both,
	@# SANITIZE=thread runs only the first (SANITIZE=all, the old spelling of both, still works).
	[ "$${SANITIZE:-all}" = 0 ] || scripts/sanitize.sh quick
	[ "$${SANITIZE:-all}" = 0 ] || [ "$${SANITIZE:-all}" = thread ] || scripts/sanitize.sh quick-address

# Re-record golden files, then re-run to confirm, and list what changed for review.
goldens: build
	-UPDATE_GOLDENS=1 $(SWIFT) test --disable-swift-testing
	$(SWIFT) test --disable-swift-testing
	git status --short -- Tests docs

lint-scenes: build
	$(SCENEC) lint --strict scenes

docs: build
	$(SCENEC) rules --markdown > docs/rules.md

bench: setup
	scripts/bench.sh

# docs/gallery/: contact sheets and the README's animated GIF, all rendered by `scenec render`.
gallery: setup
	scripts/release-build.sh >/dev/null
	scripts/gallery.sh

# Render frames/s against rsvg-convert per frame (Markdown rows; `make bench` includes them).
bench-render: setup
	scripts/bench-render.sh --header

clean:
	rm -rf .build out

# Lottie conformance: import every case, compile the frames with After Effects references,
# score them (docs/conformance.md). CASES=dir scores another folder of the same layout.
CASES ?= Tests/Conformance/lottie-test-files
conformance: build
	python3 scripts/conformance.py --cases $(CASES) --markdown docs/conformance.md

# Import + compile per frame against python-lottie's SVG export (a venv under .build/).
bench-import: setup
	scripts/bench-import.sh

# Every probe (and the frames of Probes/frames.txt) through rsvg-convert, Chromium, resvg and
# Inkscape; rewrites the features × renderers table in docs/svg-output.md.
cross-render: build
	.venv/bin/python scripts/cross-render.py --scenec $(SCENEC) --probes Tests/CrossRendererTests/Probes \
	  --table docs/svg-output.md

# Reliability (docs/reliability.md). Coverage-guided fuzzing with libFuzzer + ASan:
#   make fuzz FUZZ_SECONDS=N [TARGET=pipeline|yaml|pathdata|color|lottie]; findings in Fuzz/Crashes/.
FUZZ_SECONDS ?= 60
.PHONY: fuzz sanitize test-long
fuzz: setup
	scripts/fuzz.sh $(FUZZ_SECONDS) $(TARGET)

# The test suite under ASan + UBSan, compile --jobs and lint of many files under TSan.
sanitize: setup
	scripts/sanitize.sh all

# What does not fit in `make test`: a minute of each fuzzer, then the sanitizers.
test-long: setup
	scripts/fuzz.sh 60
	scripts/sanitize.sh all

# The number writer against printf over 2 million values at each precision (some 15 minutes in the debug build) (docs/performance.md, "Writing numbers").
.PHONY: test-numbers
test-numbers: setup
	FIXED_DECIMAL_VALUES=2000000 swift test --disable-swift-testing --filter FixedDecimalTests

# The release scenec's code layout (docs/performance.md, "Code layout and the loader"): list
# what typical runs execute and touch into Linking/hot-functions.txt (callgrind and lackey, a few
# minutes), relink with it (the build does not notice a changed list by itself), check the layout.
.PHONY: order-file
order-file: setup
	scripts/order-file.sh
	rm -f "$$(scripts/release-build.sh)/scenec"
	scripts/release-build.sh >/dev/null
	scripts/order-file.sh --check
