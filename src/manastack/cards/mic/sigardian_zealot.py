"""Sigardian Zealot — {4}{G} Creature — Human Cleric 3/3.

Oracle: "At the beginning of combat on your turn, choose any number of creatures with different
powers. Each of them gets +X/+X and gains vigilance until end of turn, where X is Sigardian
Zealot's power."

Nothing is targeted; the set is chosen and X is read as the ability resolves (MIC-RN-019, 020).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.BEGINNING_OF_COMBAT, "you"),
              choose_different_powers(CREATURE, "chosen"),
              pump(Var("chosen"), PowerOf(Self()), PowerOf(Self())),
              grant(Var("chosen"), "Vigilance")),
]
