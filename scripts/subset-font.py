#!/usr/bin/python3
"""Rebuilds app/fonts/inter-latin-wght-400-800.woff2 from the npm package's Inter (latin, variable).

Why: the page preloads its one font, so on a slow 4G phone its bytes compete with the stylesheet
and the scripts before the first paint (Lighthouse counts a preloaded font in the LCP's chain).
The package's file carries weights 100-900 and OpenType features the site never uses; the site
uses weights 400-800 (font-normal .. font-extrabold) and tabular numbers. Same glyphs (the whole
latin subset, so any business name still renders), 48 KB -> 33 KB.

Needs Debian's python3-fonttools and python3-brotli (`apt-get install python3-fonttools
python3-brotli`); run it with /usr/bin/python3 after upgrading @fontsource-variable/inter.
Inter is under the SIL Open Font License 1.1 (app/fonts/OFL.txt), which allows this.
"""
import io
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
TARGET = ROOT / "app/fonts/inter-latin-wght-400-800.woff2"
# Kerning and marks (accents: á, ñ, ü), contextual alternates, locale forms, tabular figures
# (`tabular-nums` on prices and countdowns). Dropped: fractions, numerators, proportional figures.
FEATURES = ["kern", "mark", "mkmk", "calt", "ccmp", "locl", "tnum"]


def main() -> None:
    font = instancer.instantiateVariableFont(TTFont(SOURCE), {"wght": (400, 800)})
    limited = io.BytesIO()
    font.flavor = "woff2"
    font.save(limited)
    # Subset a fresh copy: the instancer's in-memory tables confuse the subsetter.
    font = TTFont(io.BytesIO(limited.getvalue()))
    options = subset.Options()
    options.layout_features = FEATURES
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.flavor = "woff2"
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=font.getBestCmap().keys())
    subsetter.subset(font)
    font.flavor = "woff2"
    font.save(TARGET)
    print(f"{TARGET.relative_to(ROOT)}: {SOURCE.stat().st_size} -> {TARGET.stat().st_size} bytes")


if __name__ == "__main__":
    main()
