"""Moonveil Regent — {3}{R} Creature — Dragon 4/4.

"Flying / Whenever you cast a spell, you may discard your hand. If you do, draw a card for
each of that spell's colors. / When Moonveil Regent dies, it deals X damage to any target,
where X is the number of colors among permanents you control."

An empty hand may still be "discarded" (MID-RN-169); a colourless spell draws nothing
(MID-RN-170); colours are counted as the death trigger resolves (MID-RN-172).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch


def _discard_hand(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    ev = frame.get("event")
    frame["spell_colors"] = len(ev.lki.colors) if ev is not None and ev.lki is not None else 0
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.HAND, to_zone=Zone.GRAVEYARD,
                           player=you, data={"cause": "discard"})
                     for c in g.players[you].hand])


def _colors_among_permanents(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    colors: set[str] = set()
    for oid in g.battlefield:
        c = chars(g, oid)
        if c.controller == you and not g.objects[oid].phased_out:
            colors |= set(c.colors)
    frame["colors"] = len(colors)


ABILITIES = [
    triggered(cast(), May((Custom(_discard_hand, "discard your hand"),
                           Draw(VarAmount("spell_colors"))),
                          prompt="Discard your hand to draw a card for each of the spell's "
                                 "colors?")),
    triggered(dies(), Custom(_colors_among_permanents, "colors among permanents"),
              DealDamage(VarAmount("colors"), Target(0)), targets=[ANY_TARGET]),
]
