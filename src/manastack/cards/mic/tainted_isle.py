"""Tainted Isle — Land.

Oracle: "{T}: Add {C}. / {T}: Add {U} or {B}. Activate only if you control a Swamp."

"Activate only if" restricts when the second mana ability may be activated (CR 602.5b); a land
that is a Swamp by a type-changing effect counts.
"""

from manastack.dsl.prelude import *  # noqa: F403

SWAMP = Filter(types=("Land",), subtypes=("Swamp",), label="Swamp")

ABILITIES = [
    mana_ability("{T}", "C"),
    mana_ability("{T}", "U", "B", condition=you_control(SWAMP)),
]
