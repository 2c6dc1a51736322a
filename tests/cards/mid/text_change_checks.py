"""Helpers for the card tests that change a card's creature-type words with Artificial
Evolution (CR 612.1, 612.2): cast it on a spell or permanent and choose the words, and list the
tokens on the battlefield."""

from __future__ import annotations

from manastack.testing import Driver


def evolve(d: Driver, target: int, old: str, new: str, player: int = 0) -> None:
    """``player`` casts Artificial Evolution on ``target`` and, as it resolves, replaces
    creature type ``old`` with ``new`` in its text (CR 612.1)."""
    d.cast(player, "Artificial Evolution", targets=[target])
    d.resolve()
    d.choose(old)
    d.choose(new)


def tokens(d: Driver, player: int | None = None) -> list[int]:
    """The tokens on the battlefield (those ``player`` controls, when given)."""
    return [o for o in d.state.battlefield if d.state.objects[o].is_token
            and (player is None or d.state.objects[o].controller == player)]
