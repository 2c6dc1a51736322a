"""Information Dealer — {1}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Look at the top X cards of your library, where X is the number of Wizards on
the battlefield, then put them back in any order."

X counts every player's Wizards as the ability resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

WIZARDS = Filter(subtypes=("Wizard",), label="Wizard")

ABILITIES = [
    activated("{T}", ReorderTop(CountOf(WIZARDS))),
]
