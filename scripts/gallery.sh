#!/usr/bin/env bash
# The gallery in docs/gallery/, rendered by `scenec render` (nothing else rasterizes):
#   <scene>.png   a contact sheet per scene: the frames nearest 0 %, 10 %, … 100 % of the
#                 scene's duration, labelled with their times (laid out by ImageMagick)
#   welcome.gif   the welcome scene as an animated GIF, shown at the top of the README
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
  read -r width fps duration < <("$SCENEC" timeline "$scene" --at 0 |
    python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["size"][0], d["fps"], d["duration"])')
  # Thumbnails 200 pixels wide, drawn at that size (crisp, not scaled down afterwards).
  scale=$(python3 -c "print(200 / $width)")
  "$SCENEC" render "$scene" --format png --scale "$scale" --background white -o "$work/$name" --quiet
  count=$(ls "$work/$name" | grep -c '^frame-.*\.png$')
  args=()
  for i in $(seq 0 10); do
    index=$(python3 -c "print(round(($count - 1) * $i / 10))")
    args+=(-label "$(python3 -c "print(f'{$i * 10}%  t={$index / $fps:.3f}s')")" "$work/$name/$(printf 'frame-%05d.png' "$index")")
  done
  montage "${args[@]}" -tile 6x2 -geometry +6+6 -pointsize 13 -background '#f4f4f4' \
    -title "$name" "docs/gallery/$name.png"
  echo "gallery: docs/gallery/$name.png"
done
# 25 fps: GIF delays of exactly 4 hundredths, which every browser plays at full speed.
"$SCENEC" render scenes/welcome.yaml --format gif --fps 25 --scale 0.5 -o docs/gallery/welcome.gif
