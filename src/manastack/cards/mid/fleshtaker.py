"""Fleshtaker — {W}{B} Creature — Human Assassin 2/2.

"Whenever you sacrifice another creature, you gain 1 life and scry 1. / {1}, Sacrifice another
creature: Fleshtaker gets +2/+2 until end of turn."

Only a permanent's controller can sacrifice it (CR 701.21a), so "you sacrifice" is a creature
you controlled being sacrificed.
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_CREATURE = Filter(types=("Creature",), other=True, label="another creature")


YOU_SACRIFICE = Trigger("zone_change", subject=ANOTHER_CREATURE.but(controller="you"),
                        from_zone=Zone.BATTLEFIELD, test=EventData("cause", "sacrifice"),
                        label="you sacrifice another creature")

ABILITIES = [
    triggered(YOU_SACRIFICE, GainLife(1), Scry(1)),
    activated(Cost(mana=ManaCost.parse("{1}"), sacrifice=ANOTHER_CREATURE), pump(Self(), 2, 2)),
]
