"""False Cure — {B}{B} Instant.

Oracle: "Until end of turn, whenever a player gains life, that player loses 2 life for each 1
life they gained."

A delayed triggered ability with a stated duration: it triggers each time a player gains life
this turn (CR 603.7b), once for each life-gain event.
"""

from manastack.dsl.prelude import *  # noqa: F403

WHENEVER_GAINS = triggered(Trigger("life_gain", player="any", label="a player gains life"),
                           LoseLife(Times(EventAmount(), 2), TriggerPlayer()),
                           text="whenever a player gains life, that player loses 2 life for "
                                "each 1 life they gained")

ABILITIES = [
    spell(DelayedTrigger(WHENEVER_GAINS, this_turn=True, every_time=True)),
]
