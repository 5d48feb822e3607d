#!/usr/bin/env bash
# Builds the home page's hero video and its poster from scratch.
#
#   bash scripts/make-hero-video.sh
#
# scripts/make-hero-frames.ts draws 288 PNG frames (12 s at 24 fps, a seamless loop: every
# moving part is periodic in the loop length) and ffmpeg encodes them:
#   public/media/hero.mp4          H.264 High, yuv420p, +faststart, no audio
#   public/media/hero.webm         VP9, yuv420p, no audio
#   public/media/hero-poster.webp  frame 0, so the swap from poster to video is invisible
# Needs ffmpeg (Debian's /usr/bin/ffmpeg has libx264, libvpx-vp9 and libwebp) and node with the
# project's dev dependencies (tsx, sharp). Output is deterministic apart from encoder versions.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media"
FPS=24
SECONDS_LONG=12
FRAMES=$((FPS * SECONDS_LONG))
FFMPEG="${FFMPEG:-ffmpeg}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$OUT"
cd "$ROOT"
npx --no-install tsx scripts/make-hero-frames.ts "$WORK/frames" "$FRAMES"

IN=(-hide_banner -loglevel error -y -framerate "$FPS" -i "$WORK/frames/f%04d.png")

# H.264: two-pass to a fixed budget (~440 kbit/s, about 660 KB for 12 s). One keyframe per
# loop; the motion is slow, so long GOPs cost nothing visible.
MP4_RATE=440k
"$FFMPEG" "${IN[@]}" -an -c:v libx264 -preset veryslow -profile:v high -pix_fmt yuv420p \
  -b:v "$MP4_RATE" -pass 1 -passlogfile "$WORK/x264" -g "$FRAMES" -sc_threshold 0 -tune film \
  -f mp4 /dev/null
"$FFMPEG" "${IN[@]}" -an -c:v libx264 -preset veryslow -profile:v high -pix_fmt yuv420p \
  -b:v "$MP4_RATE" -maxrate 1200k -bufsize 2400k -pass 2 -passlogfile "$WORK/x264" -g "$FRAMES" -sc_threshold 0 -tune film \
  -movflags +faststart -map_metadata -1 "$OUT/hero.mp4"

# VP9: two-pass constrained quality, similar size.
WEBM_RATE=420k
"$FFMPEG" "${IN[@]}" -an -c:v libvpx-vp9 -pix_fmt yuv420p -b:v "$WEBM_RATE" -crf 36 \
  -deadline good -cpu-used 1 -row-mt 1 -g "$FRAMES" -pass 1 -passlogfile "$WORK/vp9" -f webm /dev/null
"$FFMPEG" "${IN[@]}" -an -c:v libvpx-vp9 -pix_fmt yuv420p -b:v "$WEBM_RATE" -crf 36 \
  -deadline good -cpu-used 1 -row-mt 1 -g "$FRAMES" -pass 2 -passlogfile "$WORK/vp9" \
  -map_metadata -1 "$OUT/hero.webm"

# Poster: the loop's first frame, taken from the same source the video starts with.
"$FFMPEG" -hide_banner -loglevel error -y -i "$WORK/frames/f0000.png" \
  -c:v libwebp -quality 80 -compression_level 6 -preset picture "$OUT/hero-poster.webp"

ls -l "$OUT"/hero.mp4 "$OUT"/hero.webm "$OUT"/hero-poster.webp
