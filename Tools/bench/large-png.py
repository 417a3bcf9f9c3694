#!/usr/bin/env python3
"""Writes a large RGB PNG row by row (zlib streaming, so it never holds the image): a flat colour, and with
`patches` three rectangles of another colour. For measuring `widget-preview diff` on huge images (README
"Speed"): python3 Tools/bench/large-png.py a.png 16384 16384 plain; ... b.png 16384 16384 patches"""
import struct
import sys
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def write(path, width, height, patches):
    background, colour = bytes((240, 240, 235)), bytes((20, 20, 200))
    plain = b"\x00" + background * width  # filter byte NONE, then the pixels
    compressor = zlib.compressobj(3)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)))
        for y in range(height):
            row = plain
            inside = [p for p in patches if p[1] <= y < p[1] + p[3]]
            if inside:
                changed = bytearray(plain)
                for x, _, w, _ in inside:
                    changed[1 + 3 * x: 1 + 3 * (x + w)] = colour * w
                row = bytes(changed)
            data = compressor.compress(row)
            if data:
                out.write(chunk(b"IDAT", data))
        out.write(chunk(b"IDAT", compressor.flush()) + chunk(b"IEND", b""))


if __name__ == "__main__":
    if len(sys.argv) != 5 or sys.argv[4] not in ("plain", "patches"):
        sys.exit("usage: large-png.py OUT.png WIDTH HEIGHT plain|patches")
    w, h = int(sys.argv[2]), int(sys.argv[3])
    rects = [] if sys.argv[4] == "plain" else [(100, 10, 300, 40), (w // 2, h // 2, 500, 100), (w - 50, h - 48, 50, 48)]
    write(sys.argv[1], w, h, rects)
