"""Card ids are stable: the published table only grows, and covers every card of the data."""

from __future__ import annotations

import hashlib
from importlib import resources

from manastack.cards.database import database
from manastack.env.card_ids import FIRST_ID, HIDDEN, UNLISTED, card_id, parse_table, updated_table

# The table as first published: its first PUBLISHED lines (the header and one line per card)
# may never change. Appending lines for new cards keeps this digest.
PUBLISHED = 788
PUBLISHED_SHA256 = "9bdd972cb0b157b91dd569b422bb52c0b034e3b434c532e247ab1f11e502b8f9"


def _text() -> str:
    return resources.files("manastack").joinpath("data", "card_ids.tsv").read_text("utf-8")


def test_published_ids_never_change() -> None:
    lines = _text().splitlines(keepends=True)[:PUBLISHED]
    assert len(lines) == PUBLISHED
    assert hashlib.sha256("".join(lines).encode()).hexdigest() == PUBLISHED_SHA256
    assert card_id("ONS:1") == 2 and card_id("MID:268") == card_id("MID:268")


def test_ids_are_unique_and_every_card_and_token_has_one() -> None:
    rows = parse_table(_text())
    ids = [cid for cid, _, _ in rows]
    assert ids == list(range(FIRST_ID, FIRST_ID + len(rows)))
    keys = [k for _, k, _ in rows]
    assert len(set(keys)) == len(keys)
    db = database()
    missing = [c.key for c in [*db.cards(), *db.tokens()] if c.key not in set(keys)]
    assert missing == [], "run python -m manastack.env.card_ids to append them"
    assert updated_table(_text()) == _text()


def test_reserved_ids_for_hidden_and_unlisted_cards() -> None:
    assert card_id(None) == HIDDEN == 0
    assert card_id("CUSTOM:nothing") == UNLISTED == 1
