"""Sandskin — {2}{W} Enchantment — Aura.

Oracle: "Enchant creature / Prevent all combat damage that would be dealt to and dealt by
enchanted creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sandskin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Glory Seeker")
    s.hand(0, "Sandskin", "Shock")
    s.battlefield(1, "Rorix Bladewing", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Sandskin", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_no_combat_damage_to_or_from_the_enchanted_creature() -> None:
    d = setup()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({warrior: seeker})
    d.pass_until("postcombat_main")
    assert d.state.objects[seeker].damage == 0
    assert d.state.objects[warrior].damage == 0


def test_unblocked_it_deals_no_damage_to_the_player() -> None:
    d = setup()
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_noncombat_damage_is_not_prevented() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_trample_assigns_lethal_damage_to_it_though_that_damage_is_prevented() -> None:
    """CR 702.19b: lethal damage is assigned to the enchanted blocker without regard to the
    prevention; Shaleskin Bruiser (4/4, trample) assigns 2 to the Glory Seeker (prevented) and
    the rest, 2, to the defending player; the Seeker deals none back."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Sandskin", attached_to="seeker")
    s.battlefield(1, "Shaleskin Bruiser")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    bruiser, seeker = d.find("Shaleskin Bruiser"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([bruiser])
    d.resolve()  # the Bruiser's attack trigger: no other Beast
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: bruiser})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert {a.value for a in d.game.legal_actions()} == {(4, 0), (3, 1), (2, 2)}
    d.choose((2, 2))
    d.pass_until("postcombat_main")
    assert d.life(0) == 18
    assert d.state.objects[seeker].damage == 0
    assert d.state.objects[bruiser].damage == 0


def test_deathtouch_needs_damage_dealt() -> None:
    """CR 702.2b, 615.1: Lynde's combat damage to the enchanted Glory Seeker is prevented, so
    deathtouch doesn't destroy it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Sandskin", attached_to="seeker")
    s.battlefield(1, "Lynde, Cheerful Tormentor")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    lynde, seeker = d.find("Lynde, Cheerful Tormentor"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([lynde])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: lynde})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[lynde].damage == 0


def test_on_an_opponents_creature_it_stops_that_creatures_attack_damage() -> None:
    """"Enchant creature" takes any player's creature (CR 303.4a): on the opponent's Glory
    Seeker, the Seeker attacking player 0 the next turn deals no combat damage; Sandskin stays
    its caster's though attached to another player's creature (CR 303.4e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Sandskin")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Sandskin", targets=[seeker])
    d.resolve()
    sandskin = d.find("Sandskin", "battlefield")
    assert d.chars(sandskin).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(0) == 20
    assert d.zone_of("Sandskin") == "battlefield"


def test_the_prevention_lasts_beyond_the_turn_both_ways() -> None:
    """CR 604.2, 611.3a, 514.2: the prevention comes from the Aura's static ability, so it
    applies for as long as Sandskin is on the battlefield; the cleanup step ends only "until end
    of turn" and "this turn" effects. In player 1's next turn their Elvish Warrior attacks and
    is blocked by the enchanted Glory Seeker: neither deals damage to the other; in player 0's
    following turn the Seeker attacks unblocked and deals player 1 none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Sandskin")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 4)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Sandskin", targets=[seeker])
    d.resolve()
    turn = d.state.turn
    d.pass_until("beginning_of_combat", turn=turn + 1)
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: warrior})
    d.pass_until("postcombat_main", turn=turn + 1)
    assert d.state.objects[seeker].damage == 0
    assert d.state.objects[warrior].damage == 0
    d.pass_until("beginning_of_combat", turn=turn + 2)
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main", turn=turn + 2)
    assert d.life(1) == 20
