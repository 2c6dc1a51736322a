"""Psychic Trance — {2}{U}{U} Instant.

Oracle: "Until end of turn, Wizards you control gain "{T}: Counter target spell.""

The Wizards affected are those you control as it resolves (CR 611.2c); a Wizard that came
under your control since your most recent turn began can't pay {T} (CR 302.6).
"""

from manastack.dsl.prelude import *  # noqa: F403

COUNTER = activated("{T}", CounterSpell(Target(0)), targets=[TARGET_SPELL])

ABILITIES = [
    spell(ApplyContinuous(All(CREATURE_YOU_CONTROL.but(subtypes=("Wizard",),
                                                       label="Wizard you control")),
                          Modify(abilities=(COUNTER,)))),
]
