"""Heronblade Elite — {2}{G} Creature — Human Warrior 1/1.

Oracle: "Vigilance / Whenever another Human enters the battlefield under your control, put a
+1/+1 counter on Heronblade Elite. / {T}: Add X mana of any one color, where X is Heronblade
Elite's power."

The last ability is a mana ability (CR 605.1a): its power is read as it is activated, and at 0
or less it adds no mana (MIC-RN-016).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(Filter(types=("Creature",), subtypes=("Human",), controller="you",
                            other=True, label="another Human you control")),
              PutCounters(Self())),
    mana_ability("{T}", "any", amount=PowerOf(Self())),
]
