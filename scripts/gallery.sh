#!/usr/bin/env bash
# Renders a contact sheet per scene into docs/gallery/<scene>.png: the frames at 0 %, 10 %, …
# 100 % of the scene's duration, rasterized by rsvg-convert and labelled with their times.
# The images are committed; run `make gallery` on purpose when scenes or the renderer change.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v montage >/dev/null 2>&1 || {
  [ "$(id -u)" -eq 0 ] && SUDO="" || SUDO="sudo"
  $SUDO apt-get install -y -qq imagemagick >/dev/null
}
SCENEC=.build/release/scenec
[ -x "$SCENEC" ] || SCENEC=.build/debug/scenec
mkdir -p docs/gallery
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for scene in scenes/*.yaml; do
  name=$(basename "$scene" .yaml)
  duration=$("$SCENEC" timeline "$scene" --at 0 | python3 -c 'import json,sys; print(json.load(sys.stdin)["duration"])')
  args=()
  for i in $(seq 0 10); do
    t=$(python3 -c "print(round($duration * $i / 10, 6))")
    "$SCENEC" compile "$scene" --at "$t" -o "$work/$name-$i.svg"
    rsvg-convert -w 200 -b white "$work/$name-$i.svg" -o "$work/$name-$i.png"
    args+=(-label "$(printf '%d%%  t=%.3fs' $((i * 10)) "$t")" "$work/$name-$i.png")
  done
  montage "${args[@]}" -tile 6x2 -geometry +6+6 -pointsize 13 -background '#f4f4f4' \
    -title "$name" "docs/gallery/$name.png"
  echo "gallery: docs/gallery/$name.png"
done
