"""Circle of Solace — {3}{W} Enchantment.

Oracle: "As Circle of Solace enters the battlefield, choose a creature type. / {1}{W}: The next
time a creature of the chosen type would deal damage to you this turn, prevent that damage."

Each activation makes one prevention shield (CR 615.7) for this turn; the damage's source is
looked at as it deals the damage (last known if it has left).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(ChooseCreatureType()),
    activated("{1}{W}", PreventAllDamage(by_filter=CREATURE.but(chosen_type=True), to=You(),
                                         next_time=True)),
]
