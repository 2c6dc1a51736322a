"""Jadar, Ghoulcaller of Nephalia — {1}{B} Legendary Creature — Human Wizard 1/1.

"At the beginning of your end step, if you control no creatures with decayed, create a 2/2
black Zombie creature token with decayed."
"""

from manastack.dsl.prelude import *  # noqa: F403

NO_DECAYED = Not(you_control(CREATURE.but(keywords=("Decayed",), label="creature with decayed")))


ABILITIES = [
    triggered(at_beginning_of(Step.END), CreateToken("Zombie"), condition=NO_DECAYED),
]
