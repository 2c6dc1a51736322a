"""Lightning Rift — {1}{R} Enchantment.

Oracle: "Whenever a player cycles a card, you may pay {1}. If you do, Lightning Rift deals 2
damage to any target."
Rulings covered: ONS-FAQ-072.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lightning Rift")


def setup(active: int = 0) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Forest", "Forest")
    s.hand(0, "Barkhide Mauler")
    s.hand(1, "Barkhide Mauler")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=active)
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-072", "ONS-OR-0145")
def test_target_on_trigger_payment_on_resolution() -> None:
    d = setup()
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    assert d.decision.kind == "target"  # the trigger's target, before any payment
    d.choose(1)
    assert d.decision.kind == "priority"
    d.resolve()
    assert d.decision.kind == "may"
    d.choose(True)
    d.pay()
    assert d.life(1) == 18
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))


def test_declining_to_pay_deals_no_damage() -> None:
    d = setup()
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(1)
    d.resolve()
    d.choose(False)
    assert d.life(1) == 20


def test_triggers_when_an_opponent_cycles() -> None:
    d = setup(active=1)
    d.activate(1, d.find("Barkhide Mauler", zone="hand", player=1))
    assert d.decision.kind == "target" and d.decision.player == 0
    d.choose(1)
    d.resolve()
    d.choose(True)
    d.pay()
    assert d.life(1) == 18


def test_the_payment_is_asked_for_naming_the_cost_and_the_rift() -> None:
    """CR 118.12, 608.2d: as the trigger resolves, its controller is asked whether to pay {1},
    the decision naming the cost and Lightning Rift."""
    d = setup()
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(1)
    d.resolve()
    assert d.decision.kind == "may" and d.decision.player == 0
    assert d.decision.prompt == "Pay {1}?"
    assert d.decision.info()["source"] == d.find("Lightning Rift")


def test_a_controller_who_cant_pay_is_not_asked_and_no_damage_is_dealt() -> None:
    """CR 118.3, 118.12: with every land tapped, the controller can't pay {1}, so the trigger
    resolves without asking and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift")
    s.battlefield(0, "Mountain", "Mountain", tapped=True)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Barkhide Mauler")
    s.library(1, "Plains")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.activate(1, d.find("Barkhide Mauler", zone="hand", player=1))
    d.choose(1)
    d.resolve()
    assert d.decision.kind == "priority" and len(d.state.stack) == 1  # the cycling ability
    assert d.life(1) == 20


def test_any_target_a_creature_and_two_rifts_trigger_twice() -> None:
    """"Any target" includes a creature (CR 115.4); with two Rifts, one cycled card (Secluded
    Steppe, a land with cycling) triggers each: both pay and kill two creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift", "Lightning Rift", "Plains", "Mountain", "Mountain")
    s.hand(0, "Secluded Steppe")
    s.library(0, "Plains")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, d.find("Secluded Steppe", zone="hand"))
    d.take_first("order_triggers")
    d.expect("target")
    d.choose(d.find("Elvish Warrior"))
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    assert len(d.state.stack) == 3
    for _ in range(2):
        d.resolve()
        d.expect("may")
        d.choose(True)
        d.pay()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"  # 2 damage, toughness 3
    assert d.state.objects[d.find("Elvish Warrior")].damage == 2


def test_a_target_gone_before_resolution_means_no_payment_is_asked() -> None:
    """CR 608.2b: the Rift's only target, Glory Seeker, is Shocked in response; the ability
    doesn't resolve, so its controller isn't asked whether to pay {1}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift", "Mountain", "Mountain", "Mountain", "Plains")
    s.hand(0, "Secluded Steppe", "Shock")
    s.library(0, "Plains")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Secluded Steppe", zone="hand"))
    d.choose(seeker)
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.decision.kind == "priority" and len(d.state.stack) == 1  # the cycling ability
    assert d.life(1) == 20


def test_the_rift_gone_before_resolution_still_deals_its_damage() -> None:
    """CR 113.7a, 608.2h: the trigger exists apart from the Rift; bounced in response (Chain
    of Vapor), the Rift's last known information is its source: paying {1} still deals 2
    damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift", "Mountain", "Mountain", "Mountain", "Island")
    s.hand(0, "Barkhide Mauler", "Chain of Vapor")
    s.library(0, "Plains")
    d = Driver(s.build())
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))
    d.choose(1)
    d.cast(0, "Chain of Vapor", targets=[d.find("Lightning Rift")])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Lightning Rift") == "hand"
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    assert d.life(1) == 18
