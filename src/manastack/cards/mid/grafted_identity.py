"""Grafted Identity — {2}{U}{U} Enchantment — Aura.

"As an additional cost to cast this spell, sacrifice a creature. / Enchant creature / You
control enchanted creature. / Enchanted creature gets +1/+1."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _aura_controller_controls(g: Any, c: Any, ce: Any) -> None:
    """Layer 2 (CR 613.1b): the Aura's controller controls the enchanted creature."""
    c.controller = ce.controller


ABILITIES = [
    spell(additional_cost=Cost(sacrifice=CREATURE)),
    static(Modify(custom_layer="2", custom=_aura_controller_controls), affects="attached"),
    static(Modify(power=1, toughness=1), affects="attached"),
]
