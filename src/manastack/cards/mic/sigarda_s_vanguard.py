"""Sigarda's Vanguard — {4}{W} Creature — Angel 3/3.

Oracle: "Flash / Flying / Whenever Sigarda's Vanguard enters the battlefield or attacks, choose
any number of creatures with different powers. Those creatures gain double strike until end of
turn."

Nothing is targeted; the set is chosen as the ability resolves (MIC-RN-021, 022).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    lines(
        triggered(enters(), choose_different_powers(CREATURE, "chosen"),
                  grant(Var("chosen"), "Double strike")),
        triggered(attacks(), choose_different_powers(CREATURE, "chosen"),
                  grant(Var("chosen"), "Double strike")),
    ),
]
