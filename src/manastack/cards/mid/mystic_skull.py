"""Mystic Skull // Mystic Monstrosity — {2} Artifact // Artifact Creature — Construct 5/6.

Oracle: Front: "{1}, {T}: Add one mana of any color. / {5}, {T}: Transform Mystic Skull."
Back: "Lands you control have "{T}: Add one mana of any color.""

The {1} of the mana ability is paid from mana already in its controller's pool (CR 605.3a).
"""

from manastack.dsl.prelude import *  # noqa: F403

ANY_COLOR_TEXT = "{T}: Add one mana of any color."

FACES = [
    [
        mana_ability("{1}, {T}", "any"),
        activated("{5}, {T}", Transform()),
    ],
    [
        static(Modify(abilities=(mana_ability("{T}", "any", text=ANY_COLOR_TEXT),)),
               affects=LAND.but(controller="you", label="land you control")),
    ],
]
