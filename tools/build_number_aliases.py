"""Build ``src/manastack/data/number_aliases.json`` from ``../shared/cards/README.md``.

The vendored card files keep one object per card name and drop variant printings
(showcase, borderless, extended-art, extra basic lands, the Commander display
commanders).  Deck lists may still cite a dropped collector number, e.g.
``12 Forest (MID) 384``.  The shared README lists every dropped number and the
number kept; this script turns those lists into ``{set: {dropped: kept}}``.

Developer tool only: the package never reads ``../shared``.  Run from the
repository root::

    python tools/build_number_aliases.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT.parent / "shared" / "cards" / "README.md"
OUT = ROOT / "src" / "manastack" / "data" / "number_aliases.json"


def build(readme: str) -> dict[str, dict[str, str]]:
    """Parse the README's "What was kept or dropped" section."""
    aliases: dict[str, dict[str, str]] = {"ONS": {}, "MID": {}, "MIC": {}}

    # Basic lands: "ONS keeps 331 Plains, 335 Island ... (332–334, 336–338 ... are dropped)"
    basics = re.search(r"\*\*Basic lands:\*\*(.*?)\n- \*\*", readme, re.S)
    assert basics is not None
    text = " ".join(basics.group(1).split())
    for set_code in ("ONS", "MID"):
        m = re.search(rf"{set_code} keeps ([^(]*)\(([^)]*)\)", text)
        assert m is not None, set_code
        kept = [int(n) for n in re.findall(r"\d+", m.group(1))]
        dropped: list[int] = []
        for start, end in re.findall(r"(\d+)(?:–(\d+))?", m.group(2)):
            lo = int(start)
            hi = int(end) if end else lo
            dropped.extend(range(lo, hi + 1))
        for number in dropped:
            keep = max(k for k in kept if k < number)
            aliases[set_code][str(number)] = str(keep)

    # Variant printings: "- ONS: 200†→200." / "- MID: 57†→57, 278→208, ..." / "- MIC: 39–76 → 1–38"
    variants = re.search(r"\*\*Variant printings\*\*(.*?)\n- \*\*MTG Arena", readme, re.S)
    assert variants is not None
    vtext = " ".join(variants.group(1).split())
    for set_code in ("ONS", "MID"):
        m = re.search(rf"- {set_code}: (.*?)\.(?: -|$)", vtext)
        assert m is not None, set_code
        for src, dst in re.findall(r"(\d+†?)→(\d+)", m.group(1)):
            aliases[set_code][src] = dst
    m = re.search(r"- MIC: (\d+)–(\d+) → (\d+)–(\d+)", vtext)
    assert m is not None
    a, b, c, d = (int(x) for x in m.groups())
    assert b - a == d - c
    for offset in range(b - a + 1):
        aliases["MIC"][str(a + offset)] = str(c + offset)
    return aliases


def main() -> None:
    """Write the alias table next to the vendored card files."""
    aliases = build(README.read_text(encoding="utf-8"))
    OUT.write_text(
        json.dumps(aliases, ensure_ascii=False, indent=1, sort_keys=False) + "\n", encoding="utf-8"
    )
    print(f"wrote {OUT} ({sum(len(v) for v in aliases.values())} aliases)")


if __name__ == "__main__":
    main()
