"""Build ``src/manastack/data/dfc_names_ja.json`` and ``name_ja_extra.json``.

MTGJSON has no Japanese data for the 49 Innistrad: Midnight Hunt double-faced
cards.  The Japanese release notes name many of their faces in 《》, and the
seed rulings index (``../shared/rulings/seed_rulings.json``) records those names
in ``card_ja``: ``"表 // 裏"`` when the document names both faces, or a single
face name otherwise.  This script maps English face name → Japanese face name
using only what the documents give; faces the documents never name stay absent.

Which face a single name belongs to is stated in ``../shared/rulings/README.md``
(section ``card_ja``): Hostile Hostel and Arlinn have their **back** face named,
the others their front face.  The script checks that list against the data.

It also writes ``name_ja_extra.json``:

* ``printed_aliases``: Japanese names printed on cards by mistake that a player
  may still type.  MID-RN-106 says the front face of Tavern Ruffian is printed
  「酒場の悪漢」 and its correct name is 「酒場のごろつき」.
* ``name_ja_corrections``: single-faced cards whose vendored ``name_ja`` is not a
  Japanese name while the rulings give one (ONS Aether Charge → 霊気の突進).

Developer tool only: the package never reads ``../shared``.  Run from the
repository root::

    python tools/build_dfc_names_ja.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
DATA = ROOT / "src" / "manastack" / "data"

# From ../shared/rulings/README.md: cards for which the document names one face only.
SINGLE_FACE_NAMED = {
    "Jerren, Corrupted Bishop // Ormendahl, the Corrupter": 0,
    "Hostile Hostel // Creeping Inn": 1,
    "Tovolar, Dire Overlord // Tovolar, the Midnight Scourge": 0,
    "Enduring Angel // Angelic Enforcer": 0,
    "Arlinn, the Pack's Hope // Arlinn, the Moon's Fury": 1,
    "Tavern Ruffian // Tavern Smasher": 0,
}

# MID-RN-106: 「カードの第１面には「酒場の悪漢」と印刷されているが、第１面の正しいカード名は…「酒場のごろつき」」
MISPRINT_RULING = "MID-RN-106"

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def main() -> None:
    """Write both JSON files into the package's data directory."""
    rulings = json.loads((SHARED / "rulings" / "seed_rulings.json").read_text(encoding="utf-8"))
    cards: dict[str, dict] = {}
    for set_code in ("ONS", "MID", "MIC"):
        for card in json.loads((SHARED / "cards" / f"{set_code}.json").read_text(encoding="utf-8")):
            cards.setdefault(card["name"], card)

    faces_ja: dict[str, str] = {}
    corrections: dict[str, str] = {}

    def put(mapping: dict[str, str], key: str, value: str) -> None:
        old = mapping.setdefault(key, value)
        if old != value:
            raise SystemExit(f"conflicting Japanese names for {key!r}: {old!r} vs {value!r}")

    for ruling in rulings:
        name, name_ja = ruling["card"], ruling["card_ja"]
        if not name or not name_ja:
            continue
        card = cards[name]
        if card["faces"]:
            faces = [face["name"] for face in card["faces"]]
            parts = [part.strip() for part in name_ja.split("//")]
            if len(parts) == len(faces):
                for face, part in zip(faces, parts, strict=True):
                    put(faces_ja, face, part)
            elif len(parts) == 1 and name in SINGLE_FACE_NAMED:
                put(faces_ja, faces[SINGLE_FACE_NAMED[name]], parts[0])
            else:
                raise SystemExit(f"cannot place {name_ja!r} on the faces of {name!r}")
        elif card["name_ja"] != name_ja and not JAPANESE.search(card["name_ja"] or ""):
            put(corrections, name, name_ja)

    aliases: dict[str, str] = {}
    misprint = next(r for r in rulings if r["id"] == MISPRINT_RULING)
    quoted = re.findall(r"「([^」]+)」", misprint["text_ja"])
    printed, correct = quoted[0], quoted[-1]
    front = cards[misprint["card"]]["faces"][0]["name"]
    assert faces_ja[front] == correct, (faces_ja.get(front), correct)
    aliases[printed] = front

    ordered = {
        face["name"]: faces_ja[face["name"]]
        for card in cards.values()
        if card["faces"]
        for face in card["faces"]
        if face["name"] in faces_ja
    }
    (DATA / "dfc_names_ja.json").write_text(
        json.dumps(ordered, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    extra = {"printed_aliases": aliases, "name_ja_corrections": corrections}
    (DATA / "name_ja_extra.json").write_text(
        json.dumps(extra, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    print(f"{len(ordered)} face names, {len(aliases)} aliases, {len(corrections)} corrections")


if __name__ == "__main__":
    main()
