"""Biorhythm — {6}{G}{G} Sorcery.

Oracle: "Each player's life total becomes the number of creatures they control."

CR 119.5: a player whose life total becomes a number gains or loses the difference.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit_all


def _set_life_totals(g: Any, fid: int) -> None:
    events = []
    for p in g.player_ids():
        if not g.players[p].in_game:
            continue
        n = sum(1 for oid in g.battlefield
                if chars(g, oid).is_creature and chars(g, oid).controller == p)
        life = g.players[p].life
        if n > life:
            events.append(Event("life_gain", player=p, amount=n - life))
        elif n < life:
            events.append(Event("life_loss", player=p, amount=life - n))
    submit_all(g, events)


ABILITIES = [spell(Custom(_set_life_totals, "life totals become creature counts"))]
