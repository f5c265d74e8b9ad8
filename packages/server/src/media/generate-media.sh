#!/usr/bin/env bash
# Regenerates the demo clips and their posters (JPEG) served at /media (needs ffmpeg; the output is committed,
# so neither the server nor its tests need ffmpeg). Small on purpose: 4 s, 480x270, VP9, no audio.
set -euo pipefail
cd "$(dirname "$0")/files"
clip() { # name lavfi-source
  ffmpeg -v error -y -f lavfi -i "$2" -t 4 -c:v libvpx-vp9 -b:v 0 -crf 50 -deadline good -cpu-used 4 -row-mt 1 -pix_fmt yuv420p -an "videos/$1.webm"
  ffmpeg -v error -y -i "videos/$1.webm" -frames:v 1 -vf "scale=480:270" -q:v 5 "previews/$1.jpg"
}
clip storefront-tour 'testsrc2=size=480x270:rate=15'
clip large-print-story 'mandelbrot=size=480x270:rate=15'
ls -l videos previews
