"""Cards leaving a graveyard as they are cast (CR 601.2a, 603.2, 603.3, 400.2).

Casting a card from a graveyard moves it from there to the stack (CR 601.2a): "whenever one or
more cards leave your graveyard" (Willow Geist) triggers, and the ability is put on the stack
once the spell has become cast, above it (CR 601.2i, 603.3).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)


def _counters(d: Driver) -> int:
    return d.state.objects[d.find("Willow Geist")].counters.get("+1/+1", 0)


def test_a_card_cast_with_flashback_leaves_the_graveyard() -> None:
    """CR 601.2a, 702.34a: Turn the Earth cast with flashback leaves its owner's graveyard:
    Willow Geist triggers, its ability above the spell, and resolves first."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", "Forest", "Forest")
    s.graveyard(0, "Turn the Earth")
    d = Driver(s.build())
    spell = d.cast(0, "Turn the Earth", method="flashback")
    assert len(d.state.stack) == 2 and d.state.stack[0] == spell
    d.resolve()
    assert _counters(d) == 1
    assert d.state.stack == [spell]


def test_a_card_cast_with_disturb_leaves_the_graveyard() -> None:
    """CR 601.2a, 702.146a: Mourning Patrol cast transformed with disturb leaves the
    graveyard too."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", *["Plains"] * 4)
    s.graveyard(0, "Mourning Patrol")
    d = Driver(s.build())
    d.cast(0, "Mourning Patrol", method="disturb")
    d.resolve_all()
    assert _counters(d) == 1
    assert d.chars(d.find("Mourning Patrol")).name == "Morning Apparition"


def test_a_card_cast_from_a_hand_doesnt_trigger_it() -> None:
    """CR 603.2: the card cast from a hand never was in the graveyard."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", "Forest")
    s.hand(0, "Turn the Earth")
    d = Driver(s.build())
    d.cast(0, "Turn the Earth")
    assert len(d.state.stack) == 1
    d.resolve()
    assert _counters(d) == 0


def test_an_opponents_card_cast_from_their_graveyard_doesnt_trigger_it() -> None:
    """Willow Geist watches only its controller's graveyard."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist")
    s.battlefield(1, "Forest", "Forest")
    s.graveyard(1, "Turn the Earth")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Turn the Earth", method="flashback")
    assert len(d.state.stack) == 1
    d.resolve()
    assert _counters(d) == 0


def test_a_card_exiled_from_the_graveyard_to_pay_a_mana_ability_leaves_it() -> None:
    """CR 605.3a, 603.2: Jack-o'-Lantern exiled from its owner's graveyard to pay for its own
    mana ability leaves the graveyard; Willow Geist's ability triggers and waits for the next
    time a player would receive priority (CR 603.3)."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", "Swamp")
    s.graveyard(0, "Jack-o'-Lantern")
    d = Driver(s.build())
    jack = d.find("Jack-o'-Lantern", "graveyard")
    d.mana(0, jack, "G")
    d.mana(0, "Swamp")
    assert d.zone_of("Jack-o'-Lantern") == "exile"
    assert len(d.state.stack) == 1
    d.resolve()
    assert _counters(d) == 1


def test_a_card_returned_from_the_graveyard_to_the_battlefield_leaves_it() -> None:
    """CR 603.2, 400.7: Vengeful Strangler dies and returns transformed, attached to the
    opponent's creature: it left its owner's graveyard, and Willow Geist grows."""
    s = Scenario(seed=1)
    _libraries(s)
    s.battlefield(0, "Willow Geist", "Vengeful Strangler", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.choose(d.find("Glory Seeker"))  # its dies trigger's target
    d.resolve_all()
    assert d.chars(d.find("Vengeful Strangler")).name == "Strangling Grasp"
    assert _counters(d) == 1
