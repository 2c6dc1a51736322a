"""Light Up the Night — {X}{R} Sorcery.

Oracle: "Light Up the Night deals X damage to any target. It deals X plus 1 damage instead if
that target is a creature or planeswalker. / Flashback—{3}{R}, Remove X loyalty counters from
among planeswalkers you control. If you cast this spell this way, X can't be 0."

Cast with flashback, the {X} of its mana cost isn't paid: X is announced as it is cast (CR
107.3a, 601.2b), at least 1 and no more than the loyalty counters among the caster's
planeswalkers, and that many counters are removed as the cost is paid, divided as the caster
chooses (CR 601.2h).
"""

from manastack.dsl.prelude import *  # noqa: F403

PLANESWALKERS_YOU_CONTROL = PLANESWALKER.but(controller="you",
                                             label="planeswalkers you control")


ABILITIES = [
    # X plus 1 if the target is a creature or planeswalker as the spell resolves.
    spell(If(Matches(Target(0), CREATURE_OR_PLANESWALKER),
             (DealDamage(Sum((X(), 1)), Target(0)),), (DealDamage(X(), Target(0)),)),
          targets=[ANY_TARGET]),
    Keyword("Flashback",
            cost=Cost(mana=ManaCost.parse("{3}{R}"),
                      remove_x_counters_among=("loyalty", PLANESWALKERS_YOU_CONTROL),
                      x_nonzero=True),
            text="Flashback—{3}{R}, Remove X loyalty counters from among planeswalkers you "
                 "control. If you cast this spell this way, X can't be 0."),
]
