"""Light Up the Night — {X}{R} Sorcery.

Oracle: "Light Up the Night deals X damage to any target. It deals X plus 1 damage instead if
that target is a creature or planeswalker. / Flashback—{3}{R}, Remove X loyalty counters from
among planeswalkers you control. If you cast this spell this way, X can't be 0."

Cast with flashback, the {X} of its mana cost isn't paid: X is announced as it is cast (CR
107.3a, 601.2b), at least 1 and no more than the loyalty counters among the caster's
planeswalkers, and that many counters are removed as the cost is paid, divided as the caster
chooses (CR 601.2h).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.state.objects import is_player_id

PLANESWALKERS_YOU_CONTROL = PLANESWALKER.but(controller="you",
                                             label="planeswalkers you control")


def _damage(g: Any, fid: int) -> None:
    """X, or X plus 1 if the target is a creature or planeswalker as the spell resolves."""
    frame = g.frames[fid]
    x = int(frame.get("x") or 0)
    targets = frame.get("targets") or ((),)
    t = targets[0][0] if targets and targets[0] else None
    bigger = t is not None and not is_player_id(t) and t in g.objects and (
        chars(g, t).is_creature or "Planeswalker" in chars(g, t).types)
    frame["light_up_damage"] = x + 1 if bigger else x


ABILITIES = [
    spell(Custom(_damage, "X, or X plus 1 to a creature or planeswalker"),
          DealDamage(VarAmount("light_up_damage"), Target(0)), targets=[ANY_TARGET]),
    Keyword("Flashback",
            cost=Cost(mana=ManaCost.parse("{3}{R}"),
                      remove_x_counters_among=("loyalty", PLANESWALKERS_YOU_CONTROL),
                      x_nonzero=True),
            text="Flashback—{3}{R}, Remove X loyalty counters from among planeswalkers you "
                 "control. If you cast this spell this way, X can't be 0."),
]
