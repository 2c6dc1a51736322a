"""Vadrik, Astral Archmage — {1}{U}{R} Legendary Creature — Human Wizard 1/2.

"If it's neither day nor night, it becomes day as Vadrik, Astral Archmage enters the
battlefield. / Instant and sorcery spells you cast cost {X} less to cast, where X is Vadrik's
power. / Whenever day becomes night or night becomes day, put a +1/+1 counter on Vadrik."

The reduction is part of the total cost locked in before mana is paid (CR 601.2f, MID-RN-217).
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), controller="you",
                            label="instant or sorcery spell you cast")

ABILITIES = [
    day_as_enters(),
    rule("cost_reduction", "self", INSTANT_OR_SORCERY, PowerOf(Self())),
    triggered(day_night_changes(), PutCounters(Self())),
]
