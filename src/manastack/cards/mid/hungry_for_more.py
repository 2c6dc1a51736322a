"""Hungry for More — {B}{R} Sorcery.

"Create a 3/1 black and red Vampire creature token with trample, lifelink, and haste.
Sacrifice it at the beginning of the next end step. / Flashback {1}{B}{R}"
"""

from manastack.dsl.prelude import *  # noqa: F403

VAMPIRE = TokenSpec(subtypes=("Vampire",), colors="BR", power=3, toughness=1,
                    keywords=("Trample", "Lifelink", "Haste"))


_SACRIFICE_AT_END = triggered(at_beginning_of(Step.END, "each"), Sacrifice(what=Self()),
                              text="Sacrifice it at the beginning of the next end step.")

ABILITIES = [
    spell(Tally((CreateToken(VAMPIRE),), "made", cause="token"),
          DelayedTrigger(_SACRIFICE_AT_END, about=Tallied("made"))),
]
