"""Liesa, Forgotten Archangel — {2}{W}{W}{B} Legendary Creature — Angel 4/5.

"Flying, lifelink / Whenever another nontoken creature you control dies, return that card to
its owner's hand at the beginning of the next end step. / If a creature an opponent controls
would die, exile it instead."

"That card" is the card put into the graveyard (CR 400.7): the delayed ability (CR 603.7)
returns it only if it is still there. Dying at the same time as Liesa still triggers her
(CR 603.10a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ANOTHER_NONTOKEN_CREATURE_YOU_CONTROL = CREATURE_YOU_CONTROL.but(
    other=True, token=False, label="another nontoken creature you control")

RETURN_AT_END = triggered(at_beginning_of(Step.END, "each"), MoveTo(Self(), Zone.HAND),
                          text="return that card to its owner's hand")


ABILITIES = [
    triggered(dies(ANOTHER_NONTOKEN_CREATURE_YOU_CONTROL),
              DelayedTrigger(RETURN_AT_END, about=Triggerer())),
    exile_if_it_would_die(CREATURE_OPP_CONTROLS,
                          text="If a creature an opponent controls would die, exile it instead."),
]
