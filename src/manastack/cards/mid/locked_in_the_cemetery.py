"""Locked in the Cemetery — {1}{U} Enchantment — Aura.

"Enchant creature / When Locked in the Cemetery enters the battlefield, if there are five or
more cards in your graveyard, tap enchanted creature. / Enchanted creature doesn't untap
during its controller's untap step."
"""

from typing import Any

from manastack.dsl.conditions import controller_of
from manastack.dsl.prelude import *  # noqa: F403


def _five_in_graveyard(g: Any, x: Any, *_: Any) -> bool:
    you = controller_of(g, x)
    return you is not None and len(g.players[you].graveyard) >= 5


ABILITIES = [
    triggered(enters(), TapEffect(Attached()), condition=_five_in_graveyard),
    rule("doesnt_untap", "attached"),
]
