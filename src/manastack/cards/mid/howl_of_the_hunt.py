"""Howl of the Hunt — {2}{G} Enchantment — Aura.

"Flash / Enchant creature / When Howl of the Hunt enters the battlefield, if enchanted
creature is a Wolf or Werewolf, untap that creature. / Enchanted creature gets +2/+2 and has
vigilance."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars


def _enchants_wolf(g: Any, src: int, *_: Any) -> bool:
    o = g.objects.get(src)
    t = o.attached_to if o is not None else None
    return t is not None and t in g.objects and bool(
        chars(g, t).subtypes & {"Wolf", "Werewolf"})


ABILITIES = [
    triggered(enters(), UntapEffect(Attached()), condition=_enchants_wolf),
    static(Modify(power=2, toughness=2, add_keywords=("Vigilance",)), affects="attached"),
]
