"""Candletrap — {W} Enchantment — Aura.

"Enchant creature / Enchanted creature has defender. / Prevent all combat damage that would
be dealt by enchanted creature. / Coven — {2}{W}, Sacrifice Candletrap: Exile enchanted
creature. Activate only if you control three or more creatures with different powers."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event


def _by_enchanted(g: Any, src: int, ev: Any) -> bool:
    o = g.objects.get(src)
    return bool(ev.data.get("combat")) and o is not None and o.attached_to is not None \
        and ev.source == o.attached_to


def _prevent(g: Any, src: int, ev: Any) -> None:
    """CR 615: the damage is prevented (nothing is dealt)."""
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, source=ev.source,
                       amount=ev.amount))
    return None


ABILITIES = [
    static(Modify(add_keywords=("Defender",)), affects="attached"),
    ReplacementAbility("damage", _by_enchanted, _prevent,
                       text="Prevent all combat damage that would be dealt by enchanted "
                            "creature.", prevention=True),
    activated("{2}{W}, Sacrifice Candletrap", MoveTo(Attached(), Zone.EXILE), condition=coven),
]
