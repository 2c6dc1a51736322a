"""Wrenn and Seven Emblem — Emblem (command zone, CR 114).

"You have no maximum hand size." """

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [rule("no_maximum_hand_size", "controller")]
