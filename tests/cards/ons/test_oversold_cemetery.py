"""Oversold Cemetery — {1}{B} Enchantment.

Oracle: "At the beginning of your upkeep, if you have four or more creature cards in your
graveyard, you may return target creature card from your graveyard to your hand."
Rulings covered: ONS-FAQ-154 (checked again on resolution).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Oversold Cemetery")

FOUR = ("Glory Seeker", "Festering Goblin", "Daru Cavalier", "Goblin Sky Raider")


def test_triggers_at_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.expect("target")
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "hand"


def test_three_creature_cards_no_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR[:3])
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)
    assert all(d.state.objects[c].zone.value == "graveyard" for c in d.ids("Glory Seeker"))


@pytest.mark.ruling("ONS-FAQ-154", "ONS-OR-0117")
def test_fewer_than_four_on_resolution_does_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery", "Oversold Cemetery")
    s.graveyard(0, *FOUR)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("order_triggers")
    d.choose(d.decision.actions[0].value)
    # Both Cemeteries trigger with four creature cards in the graveyard.
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.choose(d.find("Daru Cavalier", zone="graveyard"))
    assert len(d.state.stack) == 2
    d.resolve()
    d.choose(True)
    d.resolve()  # now only three creature cards: the second does nothing
    assert not d.state.stack
    names = sorted(d.game.card(c).name for c in d.state.players[0].hand)
    assert len([n for n in names if n in FOUR]) == 1


def test_creature_cards_in_an_opponents_graveyard_dont_count() -> None:
    """"Four or more creature cards in your graveyard" (CR 603.4): three of player 0's and four
    of player 1's don't make it trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR[:3])
    s.graveyard(1, *FOUR)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("draw", turn=3)  # a target decision in the upkeep would stop it
    assert len(d.state.players[0].graveyard) == 3


def test_only_its_controllers_upkeep_and_only_their_graveyard_as_target() -> None:
    """"Your upkeep": nothing in player 1's upkeep; in player 0's the only targets are the
    creature cards in player 0's graveyard (not the Shock, not player 1's creature card), and
    declining the "may" leaves the card where it is (CR 603.5)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR, "Shock")
    s.graveyard(1, "Elvish Warrior")
    s.library(0, "Swamp")
    s.library(1, "Swamp", "Swamp")
    s.at("end", active=0, turn=1)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.turn == 3 and d.state.active == 0
    d.expect("target")
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert offered == {d.find(n, zone="graveyard") for n in FOUR}
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_commander_returned_to_the_hand_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b: the Cemetery returns its controller's commander from the graveyard to the
    hand; its owner may have it put into the command zone instead, or let it go to the
    hand."""
    def game() -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Jadar, Ghoulcaller of Nephalia", zone="graveyard")
        s.commander(1, "Katilda, Dawnhart Prime")
        s.battlefield(0, "Oversold Cemetery")
        s.graveyard(0, *FOUR[:3])
        s.library(0, "Swamp")
        s.library(1, "Swamp")
        s.at("end", active=1, turn=2)
        d = Driver(s.build())
        while not d.state.stack:
            d.pass_priority()
        d.choose(d.find("Jadar, Ghoulcaller of Nephalia", zone="graveyard"))
        d.resolve()
        d.choose(True)
        d.expect("commander_zone")
        return d
    d = game()
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"
    d = game()
    d.choose("stay")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "hand"


@pytest.mark.parametrize(("fourth", "triggers"), [
    ("Tribal Golem", True),  # an artifact creature card is a creature card
    ("Brutal Cathar", True),  # a double-faced card with a creature front
    ("Curse of Leeches", False),  # a noncreature front, a creature back face
])
def test_which_cards_are_creature_cards_in_the_graveyard(fourth: str, triggers: bool) -> None:
    """CR 205.2a, 712.8a: in a graveyard a double-faced card has only its front face's
    characteristics; with three creature cards, the fourth card decides whether there are
    four creature cards as the upkeep begins (CR 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR[:3], fourth)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority" and d.state.step.name != "DRAW":
        d.pass_priority()
    assert (d.decision.kind == "target") is triggers


def test_declining_leaves_the_card_and_only_creature_cards_are_targets() -> None:
    """"You may" (CR 603.5): declining on resolution returns nothing. "Target creature card"
    (CR 115.1): the Shock in the same graveyard isn't offered as a target."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Oversold Cemetery")
    s.graveyard(0, *FOUR, "Shock")
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.expect("target")
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Shock", zone="graveyard") not in offered
    assert {d.find(n, zone="graveyard") for n in FOUR} <= offered
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack


@pytest.mark.parametrize(("teammate_cards", "triggers"), [(4, False), (0, True)])
def test_two_headed_giant_only_its_controller_s_own_graveyard_counts(
        teammate_cards: int, triggers: bool) -> None:
    """CR 805.4, 810.2, 404.1: in Two-Headed Giant the team's upkeep is player 1's upkeep, but
    "your graveyard" is player 1's own: three creature cards there and four in the teammate's
    graveyard don't make it trigger; four of its controller's own do."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Oversold Cemetery")
    s.graveyard(1, *(FOUR[:3] if teammate_cards else FOUR))
    s.graveyard(0, *FOUR[:teammate_cards])
    for p in range(4):
        s.library(p, "Island", "Island")
    s.at("end", active=2, turn=3)
    d = Driver(s.build())
    while d.decision.kind == "priority" and d.state.step.name != "DRAW":
        d.pass_priority()
    if triggers:
        assert d.expect("target").player == 1
    else:
        assert d.decision.kind == "priority" and d.state.step.name == "DRAW"
