#!/usr/bin/env python3
"""Check that every codepoint in Sources/Typography/Symbols/SymbolTableData.swift is in the icon font's cmap.

    pip install fonttools
    python3 Tools/symbols/check_symbol_cmap.py [Fonts/MaterialDesignIcons/materialdesignicons-webfont.ttf]

Exits 1 and lists the names whose glyph is missing.
"""
import pathlib
import re
import sys

from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parents[2]
font_path = sys.argv[1] if len(sys.argv) > 1 else ROOT / "Fonts/MaterialDesignIcons/materialdesignicons-webfont.ttf"
data = (ROOT / "Sources/Typography/Symbols/SymbolTableData.swift").read_text(encoding="utf-8")
rows = re.findall(r'symbolName: "([^"]+)", iconName: "([^"]+)", codepoint: 0x([0-9A-F]+)', data)
font = TTFont(font_path)
cmap = font.getBestCmap()
glyf = font["glyf"]
missing = [(sf, icon, cp) for sf, icon, cp in rows if int(cp, 16) not in cmap]
for sf, icon, cp in missing:
    print(f"missing: {sf} -> {icon} U+{cp}")
# A mapped glyph with no outline would draw nothing: count it as missing too.
for sf, icon, cp in rows:
    name = cmap.get(int(cp, 16))
    if name is not None and glyf[name].numberOfContours == 0:
        print(f"empty glyph: {sf} -> {icon} U+{cp} ({name})")
        missing.append((sf, icon, cp))
print(f"{len(rows)} names, {len({cp for _, _, cp in rows})} distinct codepoints, {len(missing)} missing from {font_path}")
sys.exit(1 if missing else 0)
