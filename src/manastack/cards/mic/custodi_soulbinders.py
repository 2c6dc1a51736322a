"""Custodi Soulbinders — {3}{W} Creature — Human Cleric 0/0.

Oracle: "Custodi Soulbinders enters the battlefield with X +1/+1 counters on it, where X is the
number of other creatures on the battlefield. / {2}{W}, Remove a +1/+1 counter from Custodi
Soulbinders: Create a 1/1 white Spirit creature token with flying."

X counts the creatures on the battlefield as it would enter, every player's (CR 614.12).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_with_counters("+1/+1", CountOf(CREATURE.but(other=True, label="other creature"))),
    activated(Cost(mana=ManaCost.parse("{2}{W}"), remove_counters=("+1/+1", 1)),
              CreateToken("Spirit")),
]
