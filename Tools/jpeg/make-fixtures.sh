#!/bin/sh
# Writes the tiny JPEG fixtures of Tests/GraphicsTests/Fixtures/JPEG (and the fuzz-jpeg seeds are copies of
# them, named by content): one file per decoder path, made by libjpeg-turbo's cjpeg (libjpeg-turbo-progs)
# from generated PPM/PGM images, plus one with an EXIF orientation segment spliced in. Run from the
# repository root; commit what changed.
set -eu
out=Tests/GraphicsTests/Fixtures/JPEG
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import math, sys
work = sys.argv[1]
def image(name, w, h, grey):
    data = bytearray()
    for y in range(h):
        for x in range(w):
            r = int(127 + 120 * math.sin(x * 0.7 + y * 0.3)); g = int(x * 255 / max(1, w - 1)); b = int(y * 255 / max(1, h - 1))
            data += bytes([(r + g + b) // 3]) if grey else bytes([r, g, b])
    with open(f"{work}/{name}", "wb") as f:
        f.write((b"P5" if grey else b"P6") + f"\n{w} {h}\n255\n".encode() + bytes(data))
image("s17x9.ppm", 17, 9, False); image("s8.pgm", 8, 8, True); image("s16.ppm", 16, 16, False)
PY
mkdir -p "$out"
cjpeg -quality 50 -grayscale "$work/s8.pgm" >"$out/grey.jpg"
cjpeg -quality 50 -sample 2x2 "$work/s17x9.ppm" >"$out/420.jpg"
cjpeg -quality 50 -sample 2x1 "$work/s17x9.ppm" >"$out/422.jpg"
cjpeg -quality 50 -sample 1x2 "$work/s16.ppm" >"$out/440.jpg"
cjpeg -quality 50 -sample 1x1 -optimize "$work/s16.ppm" >"$out/444opt.jpg"
cjpeg -quality 50 -sample 2x2 -restart 1B "$work/s17x9.ppm" >"$out/rst.jpg"
cjpeg -quality 50 -progressive "$work/s17x9.ppm" >"$out/prog.jpg"
cjpeg -quality 50 -progressive -grayscale "$work/s8.pgm" >"$out/proggrey.jpg"
cjpeg -quality 50 -rgb "$work/s16.ppm" >"$out/rgb.jpg"
# grey.jpg with an APP1 EXIF segment (big-endian TIFF, one IFD0 entry: Orientation = 6) after SOI.
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
data = open(f"{out}/grey.jpg", "rb").read()
tiff = b"MM\x00\x2a\x00\x00\x00\x08" + b"\x00\x01" + b"\x01\x12\x00\x03\x00\x00\x00\x01\x00\x06\x00\x00" + b"\x00\x00\x00\x00"
app1 = b"Exif\x00\x00" + tiff
open(f"{out}/exif6.jpg", "wb").write(data[:2] + b"\xff\xe1" + (len(app1) + 2).to_bytes(2, "big") + app1 + data[2:])
PY
