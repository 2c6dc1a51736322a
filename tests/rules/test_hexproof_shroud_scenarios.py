"""Hexproof and shroud scenarios (CR 702.11, 702.18) with abilities, not only spells: an equip
ability targets (702.6a), so it can't target its controller's own creature with shroud
(702.18a) but can target their own creature with hexproof (702.11b, only opponents'); "hexproof
from [a color]" stops only opponents' spells of that color (702.11d), not the creature's
controller's own.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _equip_targets(d: Driver, equipment: str) -> set[object]:
    eq = d.find(equipment)
    (act,) = [a for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == eq]
    d.act(0, act)
    d.expect("target")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_702_18a_equip_cant_target_your_own_creature_with_shroud() -> None:
    """CR 702.18a, 702.6a: Gigapede has shroud; the equip ability of its controller's Swiftfoot
    Boots can target Glory Seeker but not Gigapede."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Gigapede", "Glory Seeker")
    d = Driver(s.build())
    assert _equip_targets(d, "Swiftfoot Boots") == {d.find("Glory Seeker")}


def test_702_11b_equip_can_target_your_own_creature_with_hexproof() -> None:
    """CR 702.11b, 702.6a: Saryth gives its controller's other untapped creatures hexproof;
    hexproof stops only opponents, so their own equip ability may target Glory Seeker, which
    then wears the Boots."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swiftfoot Boots", "Plains", "Saryth, the Viper's Fang", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Hexproof")
    assert seeker in _equip_targets(d, "Swiftfoot Boots")
    d.choose(seeker)
    d.pay()
    d.resolve()
    assert d.state.objects[d.find("Swiftfoot Boots")].attached_to == seeker


def test_702_11d_hexproof_from_red_doesnt_stop_its_controllers_red_spell() -> None:
    """CR 702.11d: Sungold Sentinel gains hexproof from red (coven); its controller's own Shock
    (red) can still target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains",
                  "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    d.expect("target")
    assert Choose(sentinel) in d.game.legal_actions()
    d.choose(sentinel)
    d.pay()
    d.resolve()
    assert d.zone_of("Sungold Sentinel") == "graveyard"
