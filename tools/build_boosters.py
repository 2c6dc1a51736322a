"""Build ``src/manastack/data/boosters.json`` from the raw MTGJSON set files.

The raw files (``shared/mtgjson/ONS.json`` and ``MID.json``) describe each set's booster in
``data.booster.default``: the booster configurations (``boosters``: ``contents`` sheet → count,
and a ``weight``) and the sheets (``sheets``: ``cards`` uuid → weight, ``foil``,
``balanceColors``, ``totalWeight``).  This script keeps exactly that, with each uuid replaced by
our card key (``"SET:number"``, the number kept in the vendored card files, variant printings and
extra basic lands mapped through ``number_aliases.json``).  Two uuids of one sheet that are the
same card (a showcase printing, a second Forest) add their weights.

The sheets are written rarest first (by the best rarity on the sheet), foil sheets last, and
each configuration's contents in that order: that is the order a booster's cards are drawn and
listed.

Developer tool only: the package never reads ``shared``.  Run from the repository root::

    python tools/build_boosters.py [SHARED_DIR]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "src" / "manastack" / "data"
OUT = DATA / "boosters.json"
SETS = ("ONS", "MID")
RARITY_RANK = {"mythic": 0, "rare": 1, "uncommon": 2, "common": 3}


def _keys(set_code: str, raw: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """uuid → (card key, rarity) for every card of the raw set file."""
    aliases = json.loads((DATA / "number_aliases.json").read_text(encoding="utf-8"))[set_code]
    kept = {c["number"]: c for c in
            json.loads((DATA / f"{set_code}.json").read_text(encoding="utf-8"))}
    out = {}
    for card in raw["data"]["cards"]:
        number = aliases.get(card["number"], card["number"])
        record = kept.get(number)
        if record is not None:
            rarity = "basic" if "Basic" in record["supertypes"] else record["rarity"]
            out[card["uuid"]] = (f"{set_code}:{number}", rarity)
    return out


def build_set(set_code: str, raw: dict[str, Any]) -> dict[str, Any]:
    """The compact booster description of one set."""
    keys = _keys(set_code, raw)
    default = raw["data"]["booster"]["default"]
    sheets: dict[str, Any] = {}
    ranks: dict[str, tuple[int, int, str]] = {}
    for name, sheet in default["sheets"].items():
        cards: dict[str, int] = {}
        best = 9
        for uuid, weight in sheet["cards"].items():
            key, rarity = keys[uuid]  # every uuid of a sheet is a card we have
            cards[key] = cards.get(key, 0) + weight
            best = min(best, RARITY_RANK.get(rarity, 4))
        assert sum(cards.values()) == sheet["totalWeight"], (set_code, name)
        entry: dict[str, Any] = {"foil": bool(sheet.get("foil", False))}
        if sheet.get("balanceColors"):
            entry["balance_colors"] = True
        entry["cards"] = dict(sorted(cards.items(), key=lambda kv: _number(kv[0])))
        sheets[name] = entry
        ranks[name] = (int(entry["foil"]), best, name)
    order = sorted(sheets, key=lambda n: ranks[n])
    boosters = [
        {"weight": b["weight"],
         "contents": {n: b["contents"][n] for n in order if n in b["contents"]}}
        for b in default["boosters"]
    ]
    assert sum(b["weight"] for b in boosters) == default["boostersTotalWeight"], set_code
    return {"boosters": boosters, "sheets": {n: sheets[n] for n in order}}


def _number(key: str) -> tuple[int, str]:
    number = key.partition(":")[2]
    digits = "".join(ch for ch in number if ch.isdigit())
    return (int(digits or 0), number)


def main(argv: list[str]) -> None:
    shared = Path(argv[0]) if argv else ROOT.parent / "shared"
    out = {}
    for set_code in SETS:
        raw = json.loads((shared / "mtgjson" / f"{set_code}.json").read_text(encoding="utf-8"))
        out[set_code] = build_set(set_code, raw)
    text = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
    # One sheet or configuration per line: small, yet readable in a diff.
    text = text.replace('},"', '},\n"').replace('{"weight"', '\n{"weight"')
    OUT.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(text)} bytes)")


if __name__ == "__main__":
    main(sys.argv[1:])
