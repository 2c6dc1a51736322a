"""Adeline, Resplendent Cathar — {1}{W}{W} Legendary Creature — Human Knight */4.

"Vigilance / Adeline, Resplendent Cathar's power is equal to the number of creatures you
control. / Whenever you attack, for each opponent, create a 1/1 white Human creature token
that's tapped and attacking that player or a planeswalker they control."

The tokens enter attacking without having been declared as attackers (CR 508.4,
MID-RN-063); one is created for every opponent, attacked or not (MID-RN-061), and its
controller chooses whether it attacks the player or one of their planeswalkers (MID-RN-062).
"Human" is a creature-type word of its text, rewritten by a text change (CR 612.2a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    static(Modify(set_power=CountOf(CREATURE_YOU_CONTROL)), cda=True),
    triggered(Trigger("attackers_declared", player="you", test=EventData("count", at_least=1)),
              Extension("adeline_humans_attacking_each_opponent", token="Human")),
]

