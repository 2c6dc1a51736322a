"""Slipstream Eel — {5}{U}{U} Creature — Fish Beast 6/6.

Oracle: "Slipstream Eel can't attack unless defending player controls an Island. / Cycling
{1}{U}"

Checked for each player it could attack (CR 508.1c); any permanent with the land type Island
counts (CR 205.3i).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("cant_attack_unless", "self",
         PlayerControls(PERMANENT.but(subtypes=("Island",), label="Island"))),
]
