"""Planeswalkers (CR 306) and loyalty (CR 606).

* A planeswalker enters with loyalty counters equal to its printed loyalty (306.5b): an
  intrinsic replacement effect, applied here as the permanent is put onto the battlefield, on
  top of any counters another replacement effect gave it. Its loyalty on the battlefield is
  the number of loyalty counters on it (306.5c).
* Loyalty abilities (606.3): main phase of your turn, empty stack, one per permanent per turn
  (``manastack.rules.casting.activatable``); their cost adds or removes loyalty counters
  (606.4, ``manastack.rules.costs``).
* Damage dealt to a planeswalker removes that many loyalty counters (120.3c); one with no
  loyalty is put into its owner's graveyard (704.5i, ``manastack.rules.sba``).
"""

from __future__ import annotations

from manastack.rules.characteristics import base_chars
from manastack.state.game_state import GameState


def add_starting_loyalty(g: GameState, oid: int) -> None:
    """CR 306.5b: the permanent ``oid`` that just entered the battlefield gets its printed
    loyalty in loyalty counters if it is a planeswalker."""
    c = base_chars(g.objects[oid])  # its copiable values: the printed number (or a copy's)
    if "Planeswalker" not in c.types or not c.loyalty:
        return
    o = g.mut(oid)
    o.counters["loyalty"] = o.counters.get("loyalty", 0) + c.loyalty

