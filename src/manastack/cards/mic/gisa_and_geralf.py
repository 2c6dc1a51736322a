"""Gisa and Geralf — {2}{U}{B} Legendary Creature — Human Wizard 4/4.

Oracle: "When Gisa and Geralf enters the battlefield, mill four cards. / During each of your
turns, you may cast a Zombie creature spell from your graveyard."

The permission is used once each turn by each Gisa and Geralf (``rules.graveyard_permission``,
MIC-OR-0248); the spell keeps the card's timing and costs (MIC-OR-0245, MIC-OR-0246).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), Mill(4)),
    rule("cast_from_graveyard_each_turn", "controller",
         Filter(types=("Creature",), subtypes=("Zombie",), label="Zombie creature spell"),
         text="During each of your turns, you may cast a Zombie creature spell from your "
              "graveyard."),
]
