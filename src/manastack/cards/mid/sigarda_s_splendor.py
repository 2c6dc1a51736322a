"""Sigarda's Splendor — {2}{W}{W} Enchantment.

"As Sigarda's Splendor enters the battlefield, note your life total. / At the beginning of
your upkeep, draw a card if your life total is greater than or equal to the last noted life
total for Sigarda's Splendor. Then note your life total. / Whenever you cast a white spell, you
gain 1 life."

The life total is noted again as the upkeep ability resolves, drawn or not (MID-RN-114).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    as_enters(NoteLifeTotal("noted_life"), notes=("noted_life",)),
    triggered(at_beginning_of(Step.UPKEEP), If(LifeAtLeastNoted("noted_life"), (Draw(1),)),
              NoteLifeTotal("noted_life")),
    triggered(cast(Filter(colors=("W",), label="white spell")), GainLife(1)),
]
