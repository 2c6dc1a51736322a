"""Annex — {2}{U}{U} Enchantment — Aura.

Oracle: "Enchant land / You control enchanted land."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _aura_controller_controls(g: Any, c: Any, ce: Any) -> None:
    """Layer 2 (CR 613.1b): the Aura's controller controls the enchanted land."""
    c.controller = ce.controller


ABILITIES = [
    static(Modify(custom_layer="2", custom=_aura_controller_controls), affects="attached"),
]
