#!/usr/bin/env python3
"""Generates Sources/Typography/Unicode/UnicodeTables.swift from the Unicode Character Database.

Usage: python3 Tools/unicode/generate_unicode_tables.py [UCD directory] > Sources/Typography/Unicode/UnicodeTables.swift
The UCD directory defaults to /usr/share/unicode (Debian's `unicode-data` package). The output depends only on
the UCD files, so running it again on the same version gives the same bytes.

Tables (each a sorted array, searched by binary search):
- Bidi_Class (extracted/DerivedBidiClass.txt, @missing defaults included) as `start << 8 | class` ranges;
- Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (BidiBrackets.txt);
- Bidi_Mirroring_Glyph (BidiMirroring.txt);
- Line_Break (LineBreak.txt) after UAX #14 rule LB1 (AI, SG, XX -> AL; CJ -> NS; SA -> CM for Mn/Mc), with
  two flags: East_Asian_Width F/W/H (LB30 looks at it for OP and CP) and Extended_Pictographic unassigned
  code points (LB30b).
"""
import os
import re
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
MAX = 0x110000

BIDI_CLASSES = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
                "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
BIDI_LONG = {"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
             "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN",
             "Common_Separator": "CS", "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN",
             "Paragraph_Separator": "B", "Segment_Separator": "S", "White_Space": "WS", "Other_Neutral": "ON",
             "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO", "Right_To_Left_Embedding": "RLE",
             "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF", "Left_To_Right_Isolate": "LRI",
             "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI", "Pop_Directional_Isolate": "PDI"}
# The order of LineBreakClass in LineBreakClass.swift.
LB_CLASSES = ["BK", "CR", "LF", "CM", "NL", "SG", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA", "BB", "HY", "CB",
              "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AI", "AL", "CJ", "EB",
              "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI", "SA", "XX"]
EAST_ASIAN_FLAG = 0x40
PICTOGRAPHIC_UNASSIGNED_FLAG = 0x80


def records(path):
    """(first, last, [fields]) for each data line, and the @missing lines first."""
    missing, data = [], []
    with open(os.path.join(UCD, path), encoding="utf-8") as f:
        for line in f:
            m = re.match(r"#\s*@missing:\s*([0-9A-F]+)\.\.([0-9A-F]+)\s*;\s*([^#]+)", line)
            if m:
                missing.append((int(m.group(1), 16), int(m.group(2), 16), [m.group(3).strip()]))
                continue
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            data.append((first, last, fields[1:]))
    return missing, data


def fill(path, convert, default=None):
    values = [default] * MAX
    missing, data = records(path)
    for first, last, fields in missing + data:
        v = convert(fields[0])
        for cp in range(first, last + 1):
            values[cp] = v
    return values


def ranges(values):
    out = []
    for cp, v in enumerate(values):
        if not out or out[-1][1] != v:
            out.append((cp, v))
    return out


def swift_array(name, type_, items, per_line=8, doc=None):
    lines = []
    if doc:
        lines.append(f"    /// {doc}")
    lines.append(f"    static let {name}: [{type_}] = [")
    for i in range(0, len(items), per_line):
        lines.append("        " + ", ".join(items[i:i + per_line]) + ",")
    lines.append("    ]")
    return "\n".join(lines)


def version():
    with open(os.path.join(UCD, "extracted/DerivedBidiClass.txt"), encoding="utf-8") as f:
        m = re.match(r"# DerivedBidiClass-([0-9.]+)\.txt", f.readline())
        return m.group(1) if m else "unknown"


def main():
    bidi = fill("extracted/DerivedBidiClass.txt", lambda v: BIDI_CLASSES.index(BIDI_LONG.get(v, v)))
    general = fill("extracted/DerivedGeneralCategory.txt", lambda v: v, "Cn")
    east_asian = fill("EastAsianWidth.txt", lambda v: v in ("F", "W", "H"), False)
    pictographic = [False] * MAX
    for first, last, fields in records("emoji/emoji-data.txt")[1]:
        if fields[0] == "Extended_Pictographic":
            for cp in range(first, last + 1):
                pictographic[cp] = True
    line_break = fill("LineBreak.txt", lambda v: v, "XX")
    lb = []
    for cp in range(MAX):
        c = line_break[cp]
        if c in ("AI", "SG", "XX"):
            c = "AL"
        elif c == "CJ":
            c = "NS"
        elif c == "SA" and general[cp] in ("Mn", "Mc"):
            c = "CM"
        v = LB_CLASSES.index(c)
        if c in ("OP", "CP") and east_asian[cp]:
            v |= EAST_ASIAN_FLAG
        if pictographic[cp] and general[cp] == "Cn":
            v |= PICTOGRAPHIC_UNASSIGNED_FLAG
        lb.append(v)

    brackets = []
    for first, _, fields in records("BidiBrackets.txt")[1]:
        brackets.append((first, int(fields[0], 16), fields[1]))
    mirrors = [(first, int(fields[0], 16)) for first, _, fields in records("BidiMirroring.txt")[1]]

    v = version()
    out = [f"""// GENERATED by Tools/unicode/generate_unicode_tables.py from the Unicode Character Database {v}
// (Debian's unicode-data package, /usr/share/unicode). Do not edit; run the script again.
//
// The tables are derived from the Unicode Data Files, which carry this notice:
//
// COPYRIGHT AND PERMISSION NOTICE
//
// Copyright © 1991-2022 Unicode, Inc. All rights reserved.
// Distributed under the Terms of Use in https://www.unicode.org/copyright.html.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of the Unicode data files and
// any associated documentation (the "Data Files") or Unicode software and any associated documentation (the
// "Software") to deal in the Data Files or Software without restriction, including without limitation the
// rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or Software,
// and to permit persons to whom the Data Files or Software are furnished to do so, provided that either
// (a) this copyright and permission notice appear with all copies of the Data Files or Software, or
// (b) this copyright and permission notice appear in associated Documentation.
//
// THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
// INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
// NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN THIS
// NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES WHATSOEVER
// RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS
// ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR SOFTWARE.
//
// Except as contained in this notice, the name of a copyright holder shall not be used in advertising or
// otherwise to promote the sale, use or other dealings in these Data Files or Software without prior written
// authorization of the copyright holder.

/// Character properties for UAX #9 and UAX #14, Unicode {v}.
enum UnicodeTables {{
    static let version = "{v}"
"""]
    out.append(swift_array("bidiClassRanges", "UInt32",
                           [f"0x{start << 8 | c:08X}" for start, c in ranges(bidi)],
                           doc="Bidi_Class: `first code point << 8 | BidiClass.rawValue`, one entry per range."))
    out.append(swift_array("lineBreakRanges", "UInt32",
                           [f"0x{start << 8 | c:08X}" for start, c in ranges(lb)],
                           doc="Line_Break after LB1: `first code point << 8 | class | flags`, one entry per range."))
    out.append(swift_array("bracketCodePoints", "UInt32", [f"0x{b[0]:04X}" for b in brackets],
                           doc="Bidi_Paired_Bracket_Type ≠ None, sorted."))
    out.append(swift_array("bracketPairs", "UInt32", [f"0x{b[1]:04X}" for b in brackets],
                           doc="Bidi_Paired_Bracket of each `bracketCodePoints` entry."))
    out.append(swift_array("bracketIsOpening", "Bool", ["true" if b[2] == "o" else "false" for b in brackets],
                           doc="Bidi_Paired_Bracket_Type of each entry: true Open, false Close."))
    out.append(swift_array("mirroredCodePoints", "UInt32", [f"0x{m[0]:04X}" for m in mirrors],
                           doc="Code points with a Bidi_Mirroring_Glyph, sorted."))
    out.append(swift_array("mirroringGlyphs", "UInt32", [f"0x{m[1]:04X}" for m in mirrors],
                           doc="Bidi_Mirroring_Glyph of each `mirroredCodePoints` entry."))
    out.append("}")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
