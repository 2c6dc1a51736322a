"""Path of Ancestry — Land.

Oracle: "Path of Ancestry enters the battlefield tapped. / {T}: Add one mana of any color in
your commander's color identity. When that mana is spent to cast a creature spell that shares a
creature type with your commander, scry 1."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    enters_tapped(),
    mana_ability("{T}", "any", of=YOUR_COMMANDERS_COLOR_IDENTITY,
                 when_spent=when_spent_to_cast(
                     CREATURE_SPELL_SHARING_A_TYPE_WITH_YOUR_COMMANDER, Scry(1))),
]
