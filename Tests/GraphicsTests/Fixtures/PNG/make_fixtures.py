"""Makes the PNG decoder fixtures (run once; the outputs are committed).

Each `<name>.png` comes with `<name>.rgba`: the straight RGBA8 pixels the decoder must produce, computed
here from the source samples by the PNG rules (palette lookup + tRNS alpha, grey replicated to RGB,
16-bit samples keep their high byte, tRNS colour → alpha 0), independently of libpng.
Pillow writes the formats it can; a minimal writer below covers 16-bit colour, 2-bit grey and Adam7
interlacing, which Pillow does not write. Pillow then reads every file back as a cross-check.
"""
import struct, zlib
from PIL import Image

W, H = 10, 9

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

def pack_row(samples, bit_depth):
    if bit_depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if bit_depth == 8:
        return bytes(samples)
    out, acc, n = bytearray(), 0, 0
    per = 8 // bit_depth
    for s in samples:
        acc = (acc << bit_depth) | s
        n += 1
        if n == per:
            out.append(acc); acc, n = 0, 0
    if n:
        out.append(acc << (bit_depth * (per - n)))
    return bytes(out)

ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def write_png(path, rows, color_type, bit_depth, interlace=False, extra=b""):
    """rows: list of lists of per-pixel sample tuples."""
    h, w = len(rows), len(rows[0])
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        for y in range(y0, h, dy):
            xs = list(range(x0, w, dx))
            if not xs:
                continue
            samples = [s for x in xs for s in rows[y][x]]
            raw += b"\x00" + pack_row(samples, bit_depth)
    ihdr = struct.pack(">IIBBBBB", w, h, bit_depth, color_type, 0, 0, 1 if interlace else 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def save_expected(name, pixels):
    open(name + ".rgba", "wb").write(bytes(v for p in pixels for v in p))

def px(x, y):
    """A deterministic RGBA source pixel with varied channels and alpha 0, 255 and in between."""
    return ((x * 37 + y * 11) % 256, (x * 13 + y * 59 + 7) % 256, (x * 71 + y * 29 + 100) % 256,
            [0, 255, 128, 64, 255, 1, 200, 255, 254, 33][(x + 2 * y) % 10])

src = [[px(x, y) for x in range(W)] for y in range(H)]
flat = [p for row in src for p in row]

# RGBA 8 (Pillow)
Image.frombytes("RGBA", (W, H), bytes(v for p in flat for v in p)).save("rgba8.png")
save_expected("rgba8", flat)

# RGB 8 (Pillow), and with a tRNS colour
rgb = [p[:3] for p in flat]
Image.frombytes("RGB", (W, H), bytes(v for p in rgb for v in p)).save("rgb8.png")
save_expected("rgb8", [p + (255,) for p in rgb])
key = rgb[3]
Image.frombytes("RGB", (W, H), bytes(v for p in rgb for v in p)).save("rgb8_trns.png", transparency=key)
save_expected("rgb8_trns", [p + (0 if p == key else 255,) for p in rgb])

# grey 8 (Pillow), with tRNS, grey+alpha
grey = [p[0] for p in flat]
Image.frombytes("L", (W, H), bytes(grey)).save("grey8.png")
save_expected("grey8", [(g, g, g, 255) for g in grey])
gkey = grey[5]
Image.frombytes("L", (W, H), bytes(grey)).save("grey8_trns.png", transparency=gkey)
save_expected("grey8_trns", [(g, g, g, 0 if g == gkey else 255) for g in grey])
la = [(p[0], p[3]) for p in flat]
Image.frombytes("LA", (W, H), bytes(v for p in la for v in p)).save("greyalpha8.png")
save_expected("greyalpha8", [(g, g, g, a) for g, a in la])

# grey 1-bit (Pillow mode "1") and 2-bit (writer): low depths scale to 0...255 by bit replication
bits1 = [1 if (i * 7) % 3 == 0 else 0 for i in range(W * H)]
Image.frombytes("L", (W, H), bytes(255 * b for b in bits1)).convert("1").save("grey1.png")
save_expected("grey1", [(255 * b,) * 3 + (255,) for b in bits1])
g2 = [(i * 5) % 4 for i in range(W * H)]
write_png("grey2.png", [[(g2[y * W + x],) for x in range(W)] for y in range(H)], 0, 2)
save_expected("grey2", [(85 * v,) * 3 + (255,) for v in g2])

# grey 16 (Pillow I;16): the decoder keeps the high byte
g16 = [(i * 2741 + 300) % 65536 for i in range(W * H)]
Image.frombytes("I;16", (W, H), b"".join(struct.pack("<H", v) for v in g16)).save("grey16.png")
save_expected("grey16", [((v >> 8),) * 3 + (255,) for v in g16])

# palette 8-bit (20 colours) and 4-bit (12 colours), each with per-entry tRNS
def palette_image(name, ncolours):
    pal = [((i * 53) % 256, (i * 97 + 20) % 256, (i * 151 + 40) % 256) for i in range(ncolours)]
    alphas = [(i * 71) % 256 for i in range(ncolours)]
    alphas[0] = 255
    idx = [(i * 7 + i // 3) % ncolours for i in range(W * H)]
    im = Image.frombytes("P", (W, H), bytes(idx))
    im.putpalette([v for c in pal for v in c])
    im.save(name + ".png", transparency=bytes(alphas))
    save_expected(name, [pal[i] + (alphas[i],) for i in idx])
palette_image("palette8_trns", 20)
palette_image("palette4_trns", 12)
# palette without tRNS: opaque
pal = [(10 * i, 255 - 9 * i, (77 * i) % 256) for i in range(24)]
idx = [(i * 5) % 24 for i in range(W * H)]
im = Image.frombytes("P", (W, H), bytes(idx)); im.putpalette([v for c in pal for v in c]); im.save("palette8.png")
save_expected("palette8", [pal[i] + (255,) for i in idx])

# 16-bit RGB and RGBA (writer)
def s16(v, salt):
    return (v << 8) | ((v * 31 + salt) % 256)
write_png("rgba16.png", [[tuple(s16(c, k) for k, c in enumerate(src[y][x])) for x in range(W)] for y in range(H)], 6, 16)
save_expected("rgba16", flat)
write_png("rgb16.png", [[tuple(s16(c, k) for k, c in enumerate(src[y][x][:3])) for x in range(W)] for y in range(H)], 2, 16)
save_expected("rgb16", [p[:3] + (255,) for p in flat])
# grey+alpha 16 (writer)
write_png("greyalpha16.png", [[(s16(src[y][x][0], 3), s16(src[y][x][3], 9)) for x in range(W)] for y in range(H)], 4, 16)
save_expected("greyalpha16", [(p[0],) * 3 + (p[3],) for p in flat])

# Adam7 interlaced: RGBA 8, palette 8 with tRNS, and grey 16
write_png("rgba8_interlaced.png", [[src[y][x] for x in range(W)] for y in range(H)], 6, 8, interlace=True)
save_expected("rgba8_interlaced", flat)
ipal = [((i * 40) % 256, (i * 90) % 256, (i * 20 + 5) % 256) for i in range(16)]
ialpha = bytes((i * 17) % 256 for i in range(16))
iidx = [(i * 3) % 16 for i in range(W * H)]
write_png("palette8_interlaced.png", [[(iidx[y * W + x],) for x in range(W)] for y in range(H)], 3, 8, interlace=True,
          extra=chunk(b"PLTE", bytes(v for c in ipal for v in c)) + chunk(b"tRNS", ialpha))
save_expected("palette8_interlaced", [ipal[i] + (ialpha[i],) for i in iidx])
write_png("grey16_interlaced.png", [[(g16[y * W + x],) for x in range(W)] for y in range(H)], 0, 16, interlace=True)
save_expected("grey16_interlaced", [((v >> 8),) * 3 + (255,) for v in g16])

# A gAMA + sRGB + iCCP-free file: the decoder must return the stored samples untouched.
write_png("rgb8_gamma.png", [[src[y][x][:3] for x in range(W)] for y in range(H)], 2, 8,
          extra=chunk(b"gAMA", struct.pack(">I", 100000)) + chunk(b"sRGB", b"\x00"))
save_expected("rgb8_gamma", [p[:3] + (255,) for p in flat])

# Cross-check with Pillow where its conversion follows the same rules (8-bit and low-depth files).
import glob
for f in sorted(glob.glob("*.png")):
    name = f[:-4]
    im = Image.open(f)
    expected = open(name + ".rgba", "rb").read()
    if "16" in name:
        print(f"{f:28} {im.mode:6} (16-bit, not cross-checked with Pillow)")
        continue
    got = im.convert("RGBA").tobytes()
    print(f"{f:28} {im.mode:6} {'ok' if got == expected else 'MISMATCH'}")
