"""Acceptance scenarios for land types (CR 305.6, 205.3i, 205.4c).

CR 305.6    a land with a basic land type has that type's mana ability, printed or not, and
            counts as that type everywhere: Canopy Vista is a Forest and a Plains, Sunken
            Hollow an Island and a Swamp, though neither is basic (CR 205.4c).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_305_6_canopy_vistas_two_types_count_for_path_to_the_festival() -> None:
    """Canopy Vista (Forest Plains) and a Forest: only two basic land types; Path to the
    Festival fetches an Island, the third, so its controller scries 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Canopy Vista", "Forest", "Forest")
    s.hand(0, "Path to the Festival")
    s.library(0, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Path to the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))
    d.expect("scry")


def test_305_6_a_sunken_hollow_is_a_swamp_for_tainted_isle() -> None:
    """Tainted Isle adds {U} or {B} only if you control a Swamp: Sunken Hollow, an Island
    Swamp that isn't basic, is one; its own mana abilities come from its types."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tainted Isle", "Sunken Hollow")
    d = Driver(s.build())
    isle, hollow = d.find("Tainted Isle"), d.find("Sunken Hollow")
    mana = {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)}
    assert {(isle, "C"), (isle, "U"), (isle, "B"), (hollow, "U"), (hollow, "B")} <= mana
    assert (hollow, "C") not in mana

