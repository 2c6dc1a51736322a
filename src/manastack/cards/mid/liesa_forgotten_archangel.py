"""Liesa, Forgotten Archangel — {2}{W}{W}{B} Legendary Creature — Angel 4/5.

"Flying, lifelink / Whenever another nontoken creature you control dies, return that card to
its owner's hand at the beginning of the next end step. / If a creature an opponent controls
would die, exile it instead."

"That card" is the card put into the graveyard (CR 400.7): the delayed ability (CR 603.7)
returns it only if it is still there. Dying at the same time as Liesa still triggers her
(CR 603.10a).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars

ANOTHER_NONTOKEN_CREATURE_YOU_CONTROL = CREATURE_YOU_CONTROL.but(
    other=True, token=False, label="another nontoken creature you control")

RETURN_AT_END = triggered(at_beginning_of(Step.END, "each"), MoveTo(Self(), Zone.HAND),
                          text="return that card to its owner's hand")


def _opponents_creature_would_die(g: Any, source: int, ev: Any) -> bool:
    if ev.from_zone is not Zone.BATTLEFIELD or ev.to_zone is not Zone.GRAVEYARD or \
            ev.obj not in g.objects:
        return False
    c = chars(g, ev.obj)
    return c.is_creature and c.controller != chars(g, source).controller


def _exile_instead(g: Any, source: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


ABILITIES = [
    triggered(dies(ANOTHER_NONTOKEN_CREATURE_YOU_CONTROL),
              DelayedTrigger(RETURN_AT_END, about=Triggerer())),
    ReplacementAbility("zone_change", _opponents_creature_would_die, _exile_instead,
                       text="If a creature an opponent controls would die, exile it instead."),
]
