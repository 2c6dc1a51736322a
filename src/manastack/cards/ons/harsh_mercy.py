"""Harsh Mercy — {2}{W} Sorcery.

Oracle: "Each player chooses a creature type. Destroy all creatures that aren't of a type
chosen this way. They can't be regenerated."

A creature with any chosen type survives (ONS-FAQ-095).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ForEachPlayer((ChooseCreatureType("mercy_type"), Collect("mercy_type", "mercy_types")),
                        EachPlayer()),
          Destroy(NotOfChosenTypes(CREATURE, "mercy_types"), no_regen=True)),
]
