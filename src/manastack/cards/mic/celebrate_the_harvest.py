"""Celebrate the Harvest — {3}{G} Sorcery.

Oracle: "Search your library for up to X basic land cards, where X is the number of different
powers among creatures you control. Put those cards onto the battlefield tapped, then shuffle."

X is counted as it resolves (CR 608.2h, MIC-RN-023).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Search(Filter(types=("Land",), supertypes=("Basic",), label="basic land card"),
                 to=Zone.BATTLEFIELD, amount=DifferentPowers(), tapped=True)),
]
