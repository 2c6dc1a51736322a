"""Dawnhart Wardens — {1}{G}{W} Creature — Human Warlock 3/3.

Oracle: "Vigilance / Coven — At the beginning of combat on your turn, if you control three or
more creatures with different powers, creatures you control get +1/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dawnhart Wardens")


def test_coven_pumps_your_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wall of Mulch")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 4
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Wall of Mulch")).power == 1
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_no_coven_no_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    assert d.chars(d.find("Dawnhart Wardens")).power == 3
    assert "Vigilance" in d.chars(d.find("Dawnhart Wardens")).keywords


def test_destroyed_in_response_its_ability_still_checks_its_controllers_creatures() -> None:
    """CR 113.7a, 603.4: the coven ability exists apart from its source; with Dawnhart Wardens
    destroyed in response, "you" is still its controller, whose other creatures (powers 2, 1
    and 6) still meet the condition, and they get +1/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wellwisher", "Krosan Tusker",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # to beginning of combat; the coven trigger goes on the stack
    assert len(d.state.stack) == 1
    d.cast(0, "Defenestrate", targets=[d.find("Dawnhart Wardens")])
    d.resolve()
    assert d.ids("Dawnhart Wardens", zone="graveyard")
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Krosan Tusker")).power == 7


def test_stolen_its_coven_counts_its_controllers_creatures() -> None:
    """CR 109.5, 603.3a: "you" is the controller of the ability's source; the Wardens Threaten
    took count the creatures of the player who controls them now (powers 3, 2 and 1), not of
    their owner."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Wellwisher", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Dawnhart Wardens")
    d = Driver(s.build())
    wardens = d.find("Dawnhart Wardens")
    d.cast(0, "Threaten", targets=[wardens])
    d.resolve()
    assert d.chars(wardens).controller == 0
    d.pass_priority()
    d.pass_priority()  # to beginning of combat
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(wardens).power == 4


@pytest.mark.ruling("MID-OR-0692", "MID-OR-0693")
def test_three_creatures_must_each_have_a_different_power() -> None:
    """Powers 3, 1 and 1 (two Festering Goblins): only two different powers among three
    creatures, so the ability doesn't trigger (CR 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Festering Goblin", "Festering Goblin")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and not d.state.stack
    assert d.chars(d.find("Dawnhart Wardens")).power == 3


@pytest.mark.ruling("MID-OR-0694", "MID-RN-031")
def test_coven_is_checked_again_as_it_resolves() -> None:
    """CR 603.4: three different powers as it triggers (3, 2, 1); Glory Seeker destroyed in
    response leaves two, so the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Festering Goblin",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert len(d.state.stack) == 1
    d.cast(0, "Defenestrate", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Dawnhart Wardens")).power == 3
    assert d.chars(d.find("Festering Goblin")).power == 1


@pytest.mark.ruling("MID-OR-0694", "MID-RN-031")
def test_a_different_set_of_three_on_resolution_still_counts() -> None:
    """The creatures need not be the same ones: powers 3, 2, 1 and 6 as it triggers; Festering
    Goblin (1) destroyed in response, whose own trigger gives Krosan Tusker -1/-1, leaves
    powers 3, 2 and 5, still three different, and every creature gets +1/+0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Festering Goblin", "Krosan Tusker",
                  "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.cast(0, "Defenestrate", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")  # Festering Goblin's dies trigger: target creature gets -1/-1
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Krosan Tusker")).power == 6  # 6 - 1 + 1


def test_not_on_an_opponents_turn_and_creatures_arriving_later_arent_pumped() -> None:
    """"On your turn": nothing in player 1's beginning of combat. In player 0's, the +1/+0
    affects only the creatures there as it resolved (CR 611.2c): Taunting Elf cast after
    combat is a 0/1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Festering Goblin", "Forest")
    s.hand(0, "Taunting Elf")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_until("beginning_of_combat", turn=4)
    assert not d.state.stack
    d.pass_until("postcombat_main", turn=5)
    assert d.chars(d.find("Glory Seeker")).power == 3
    d.cast(0, "Taunting Elf")
    d.resolve()
    assert d.chars(d.find("Taunting Elf")).power == 0


def test_vigilance_attacks_without_tapping() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens")
    s.library(1, "Forest")
    d = Driver(s.build())
    wardens = d.find("Dawnhart Wardens")
    d.to_combat()
    d.attack([wardens])
    assert not d.state.objects[wardens].tapped
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_two_headed_giant_the_teammates_wardens_count_only_their_creatures() -> None:
    """CR 805.4, 810: the team's turn is "your turn" for both teammates, so player 1's Wardens
    trigger at the team's beginning of combat; coven counts player 1's creatures (powers 3, 2
    and 1), and only they get +1/+0, not player 0's Glory Seeker."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(1, "Dawnhart Wardens", "Glory Seeker", "Festering Goblin")
    s.battlefield(0, "Glory Seeker")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    mine, theirs = d.ids("Glory Seeker", "battlefield", player=1)[0], \
        d.ids("Glory Seeker", "battlefield", player=0)[0]
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and len(d.state.stack) == 1
    d.resolve()
    assert d.chars(mine).power == 3 and d.chars(theirs).power == 2
    assert d.chars(d.find("Dawnhart Wardens")).power == 4


def test_it_triggers_at_the_beginning_of_each_combat_of_your_turn() -> None:
    """CR 506.1, 507.1, 500.8: each combat phase has its own beginning of combat step.
    Aggravated Assault, activated in the precombat main phase, adds a combat phase; the coven
    ability triggers at the beginning of both combats, so by the turn's second combat the
    creatures have +2/+0 (Glory Seeker 4/2, Wall of Mulch 2/4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dawnhart Wardens", "Glory Seeker", "Wall of Mulch",
                  "Aggravated Assault", *["Mountain"] * 5)
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.to_combat()  # the additional combat
    assert d.chars(seeker).power == 3
    d.attack([])
    d.pass_until("postcombat_main")  # the additional main phase
    d.to_combat()  # the turn's own combat
    assert d.chars(seeker).power == 4
    assert d.chars(d.find("Wall of Mulch")).power == 2
