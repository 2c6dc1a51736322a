"""Choked Estuary — Land.

Oracle: "As Choked Estuary enters the battlefield, you may reveal an Island or Swamp card from
your hand. If you don't, Choked Estuary enters the battlefield tapped. / {T}: Add {U} or {B}."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [*reveal_land("Island", "Swamp"), mana_ability("{T}", "U", "B")]
