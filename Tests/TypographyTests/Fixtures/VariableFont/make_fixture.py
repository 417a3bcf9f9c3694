"""Builds the variable-font test fixture: Roboto Flex (OFL) cut to a few Latin glyphs, with its opsz and
wght axes kept and every other axis pinned at its default (fontTools' instancer and subsetter)."""
import io
import sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools import subset

source, target = sys.argv[1], sys.argv[2]
font = TTFont(source)
pinned = {a.axisTag: a.defaultValue for a in font["fvar"].axes if a.axisTag not in ("opsz", "wght")}
font = instancer.instantiateVariableFont(font, pinned)
buffer = io.BytesIO()
font.save(buffer)
buffer.seek(0)
font = TTFont(buffer)
options = subset.Options()
options.layout_features = ["kern", "liga"]
options.name_IDs = ["*"]
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(text="AVTWYavoywer.,:0123456789 Hamburgefontsiv")
subsetter.subset(font)
font.save(target)
