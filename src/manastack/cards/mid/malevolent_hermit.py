"""Malevolent Hermit // Benevolent Geist — {1}{U} Creature — Human Wizard 2/1 // Creature —
Spirit Wizard 2/2 (blue).

Oracle: Front: "{U}, Sacrifice Malevolent Hermit: Counter target noncreature spell unless its
controller pays {3}. / Disturb {2}{U}"
Back: "Flying / Noncreature spells you control can't be countered. / If Benevolent Geist would
be put into a graveyard from anywhere, exile it instead."
"""

from manastack.dsl.prelude import *  # noqa: F403

FACES = [
    [activated("{U}, Sacrifice Malevolent Hermit", CounterUnlessPays(Target(0), "{3}"),
               targets=[TARGET_NONCREATURE_SPELL])],
    [cant_be_countered(NONCREATURE_SPELL_YOU_CONTROL,
                       text="Noncreature spells you control can't be countered."),
     exile_instead_of_graveyard()],
]
