"""Artificial Evolution — {U} Instant.

Oracle: "Change the text of target spell or permanent by replacing all instances of one
creature type with another. The new creature type can't be Wall. (This effect lasts
indefinitely.)"

A text-changing effect (CR 612) applied in layer 3: it rewrites the creature-type words of the
type line and rules text (including a token's types, CR 612.4, and the words a spell uses for
the tokens it makes, CR 612.2a) but never a name (CR 612.2). Types set by other effects apply
later, in layer 4, and aren't changed. On a permanent spell it keeps applying to the permanent
the spell becomes (CR 400.7a). "With another": the new creature type differs from the one
replaced.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(ChooseCreatureType(var="old_type"),
          ChooseCreatureType(var="new_type", exclude=("Wall",), differ_from="old_type"),
          ChangeCreatureTypeText(Target(0)),
          targets=[TARGET_SPELL_OR_PERMANENT]),
]
