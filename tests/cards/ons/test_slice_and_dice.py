"""Slice and Dice — {4}{R}{R} Sorcery.

Oracle: "Slice and Dice deals 4 damage to each creature. / Cycling {2}{R} / When you cycle
Slice and Dice, you may have it deal 1 damage to each creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import (
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    check_trigger_stifled_cycling_still_draws,
)

pytestmark = pytest.mark.card("Slice and Dice")

def test_four_damage_to_each_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Barkhide Mauler")
    s.hand(0, "Slice and Dice")
    s.battlefield(1, "Glory Seeker", "Rorix Bladewing")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.ids("Barkhide Mauler", zone="graveyard")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Rorix Bladewing", zone="battlefield")
    assert d.life(1) == 20


def test_cycling_deals_one_to_each_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Slice and Dice")
    s.library(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, d.find("Slice and Dice", zone="hand"))
    d.resolve()
    d.choose(True)
    assert d.ids("Festering Goblin", zone="graveyard")
    assert d.state.objects[d.find("Glory Seeker")].damage == 1


@pytest.mark.ruling("ONS-OR-0155")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Slice and Dice", ["Mountain", "Mountain", "Mountain"])


@pytest.mark.ruling("ONS-OR-0157")
def test_cycling_still_draws_when_the_trigger_is_countered() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if
    all its targets have become illegal), the cycling ability will still resolve and you'll
    draw a card."."""
    check_trigger_stifled_cycling_still_draws("Slice and Dice", ["Mountain", "Mountain", "Mountain"])


@pytest.mark.ruling("ONS-OR-0156")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Slice and Dice", ["Mountain", "Mountain", "Mountain"])


def test_cycling_trigger_declined_deals_nothing_but_the_card_is_drawn() -> None:
    """CR 603.5: "you may" is chosen as the trigger resolves; declining deals no damage,
    and the cycling ability still draws a card (CR 702.29a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Festering Goblin")
    s.hand(0, "Slice and Dice")
    s.library(0, "Island")
    d = Driver(s.build())
    d.activate(0, d.find("Slice and Dice", zone="hand"))
    d.resolve()
    d.choose(False)
    d.resolve()
    assert d.zone_of("Festering Goblin") == "battlefield"
    assert d.state.objects[d.find("Festering Goblin")].damage == 0
    assert d.zone_of("Island") == "hand"
    assert d.zone_of("Slice and Dice") == "graveyard"


def test_the_damage_to_each_creature_is_dealt_at_once() -> None:
    """CR 120.2, 704.3: each creature is dealt 4 damage at once and both die at the next check,
    before the trigger is put on the stack; the Broodhatch Nantuko was dealt all 4, so it
    makes four Insects, which came later and were dealt nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Slice and Dice")
    s.battlefield(1, "Broodhatch Nantuko", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.zone_of("Broodhatch Nantuko") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    d.choose(True)
    insects = d.ids("Insect Token", zone="battlefield", player=1)
    assert len(insects) == 4
    assert all(d.state.objects[i].damage == 0 for i in insects)


def test_protection_from_red_prevents_the_damage() -> None:
    """CR 702.16e: damage from a red source to a creature with protection from red is
    prevented; Akroma's Blessing cast in response, the opponent's Glory Seeker survives while
    the caster's Festering Goblin dies."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Festering Goblin")
    s.hand(0, "Slice and Dice")
    s.battlefield(1, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(1, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.pass_priority()
    d.cast(1, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
    assert d.zone_of("Festering Goblin") == "graveyard"


def test_the_cycling_trigger_damage_comes_from_the_red_card() -> None:
    """CR 113.7, 702.16e: the triggered ability's source is the cycled Slice and Dice (red, now
    in the graveyard); a creature with protection from red is dealt nothing, the others 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Mountain", "Mountain")
    s.battlefield(0, "Glory Seeker")
    s.hand(0, "Akroma's Blessing", "Slice and Dice")
    s.battlefield(1, "Festering Goblin")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    d.activate(0, d.find("Slice and Dice", zone="hand"))
    d.resolve()
    d.choose(True)
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
    assert d.zone_of("Festering Goblin") == "graveyard"


def test_cast_only_as_a_sorcery_but_cycled_at_instant_speed() -> None:
    """CR 307.1: the sorcery can't be cast on the opponent's turn; cycling, an activated ability
    (CR 702.29a), may be activated then, and its trigger deals 1 damage to each creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Slice and Dice")
    s.library(0, "Island")
    s.battlefield(1, "Festering Goblin")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    assert d.expect("priority").player == 0
    card = d.find("Slice and Dice", zone="hand")
    assert CastSpell(card) not in d.game.legal_actions()
    d.activate(0, card)
    d.resolve()
    d.choose(True)
    assert d.zone_of("Festering Goblin") == "graveyard"
    d.resolve()
    assert d.zone_of("Island") == "hand"


def test_face_down_creatures_are_creatures_dealt_damage() -> None:
    """CR 708.2: a face-down permanent is a 2/2 creature; 4 damage destroys it as a state-based
    action (CR 704.5g), and it is revealed as it leaves (CR 708.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Slice and Dice")
    s.battlefield(1, "Daru Healer", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    assert [c["name"] for c in d.game.view(0)["players"][1]["graveyard"]] == ["Daru Healer"]
