"""Festival Crasher — {1}{R} Creature — Devil 1/3.

"Whenever you cast an instant or sorcery spell, Festival Crasher gets +2/+0 until end of
turn."
"""

from manastack.dsl.prelude import *  # noqa: F403

INSTANT_OR_SORCERY = Filter(types=("Instant", "Sorcery"), label="instant or sorcery spell")

ABILITIES = [triggered(cast(INSTANT_OR_SORCERY), pump(Self(), 2, 0))]
