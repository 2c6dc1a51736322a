"""Old Stickfingers: what its card module (``manastack.cards.mid.old_stickfingers``, with the
Oracle text and the rulings) can't say in the vocabulary, as the extension
``old_stickfingers_reveal_until_x_creatures`` (CR 701.20a, 107.3).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Zone
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.extensions.registry import extension
from manastack.rules.known_cards import reordered
from manastack.rules.looking import reveal
from manastack.rules.pipeline import submit_batch


def _x_of_spell(g: Any, frame: Any) -> int:
    ev = frame.get("event")
    sid = frame.get("source")
    if sid in g.objects and g.objects[sid].stack.get("x") is not None:
        return int(g.objects[sid].stack["x"])
    lki = ev.lki if ev is not None else None
    return max(0, lki.mana_value - 2) if lki is not None else 0


@extension("old_stickfingers_reveal_until_x_creatures")
def _reveal(g: Any, fid: int) -> None:
    """Reveal cards from the top of your library until you reveal X creature cards; put them
    into your graveyard and the rest on the bottom in a random order (CR 701.20a, 107.3)."""
    frame = g.frames[fid]
    you = frame["controller"]
    want = _x_of_spell(g, frame)
    lib = g.players[you].library
    shown: list[int] = []
    creatures: list[int] = []
    for c in lib:
        if len(creatures) >= want:
            break
        shown.append(c)
        reveal(g, c, you)
        if chars(g, c).is_creature:
            creatures.append(c)
    rest = [c for c in shown if c not in creatures]
    reordered(g, rest, None)  # CR 401.4, 701.20d: nobody knows a random order
    g.rng.shuffle(rest)
    for c in rest:
        lib.remove(c)
        lib.append(c)
    g.version += 1
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                           to_zone=Zone.GRAVEYARD, player=you) for c in creatures])

