"""Stable card ids for learning environments: the published table ``data/card_ids.tsv``.

Each card and predefined token of the card data has a small integer id that never changes from
one version of manastack to the next: the table is append-only (a card added to the data gets
the next free id; no line is ever removed or renumbered; ``tests/env/test_card_ids.py`` checks
it). Two ids are reserved:

* ``0`` (``HIDDEN``): no card, or a card the observing player may not know;
* ``1`` (``UNLISTED``): a card known to the player but not in the table (a user-defined card,
  a token defined by the effect that makes it).

``python -m manastack.env.card_ids`` appends the cards the data has gained to the table.
"""

from __future__ import annotations

import functools
import sys
from importlib import resources
from pathlib import Path

from manastack.cards.database import database

HIDDEN = 0
UNLISTED = 1
FIRST_ID = 2
TABLE = "card_ids.tsv"


def _table_text() -> str:
    return resources.files("manastack").joinpath("data", TABLE).read_text(encoding="utf-8")


def parse_table(text: str) -> list[tuple[int, str, str]]:
    """The rows ``(id, key, name)`` of a card id table (a header line, then one card a line)."""
    rows = []
    for line in text.splitlines()[1:]:
        if not line.strip():
            continue
        cid, key, name = line.split("\t")
        rows.append((int(cid), key, name))
    return rows


@functools.cache
def card_id_table() -> dict[str, int]:
    """Card key (``"MID:123"``, ``"TMID:4"``) -> stable id."""
    return {key: cid for cid, key, _ in parse_table(_table_text())}


def card_id(key: str | None) -> int:
    """The stable id of the card with ``key``; ``HIDDEN`` for None, ``UNLISTED`` for a card
    the table does not list."""
    if key is None:
        return HIDDEN
    return card_id_table().get(key, UNLISTED)


def num_card_ids() -> int:
    """One more than the largest id (the size of an embedding table over card ids)."""
    table = card_id_table()
    return max(table.values(), default=FIRST_ID - 1) + 1


def updated_table(text: str) -> str:
    """``text`` with a line appended for every card and token of the data it lacks, in the
    data's order; existing lines are kept as they are."""
    rows = parse_table(text)
    known = {key for _, key, _ in rows}
    next_id = max((cid for cid, _, _ in rows), default=FIRST_ID - 1) + 1
    lines = text.rstrip("\n").splitlines() or ["id\tkey\tname"]
    db = database()
    for card in [*db.cards(), *db.tokens()]:
        if card.key in known:
            continue
        known.add(card.key)
        lines.append(f"{next_id}\t{card.key}\t{card.name}")
        next_id += 1
    return "\n".join(lines) + "\n"


def main() -> int:
    path = Path(__file__).resolve().parents[1] / "data" / TABLE
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    new = updated_table(old)
    path.write_text(new, encoding="utf-8")
    print(f"{path}: {len(parse_table(new)) - len(parse_table(old))} card(s) added")
    return 0


if __name__ == "__main__":
    sys.exit(main())
