"""Infernal Grasp — {1}{B} Instant.

Oracle: "Destroy target creature. You lose 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Infernal Grasp")


def test_destroys_and_caster_loses_two_life() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="graveyard")
    assert d.life(0) == 18 and d.life(1) == 20


def test_countered_on_resolution_no_life_lost() -> None:
    """The target became illegal: the spell doesn't resolve and no life is lost (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Mountain")
    s.hand(0, "Infernal Grasp", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Infernal Grasp", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.life(0) == 20


def test_a_regenerated_creature_survives_but_the_life_is_still_lost() -> None:
    """CR 701.19a, 608.2b: a regeneration shield replaces the destruction, Silvos stays (tapped,
    CR 701.19a); its target was legal, so the spell resolved and its caster loses 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Silvos, Rogue Elemental", "Forest")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Infernal Grasp", targets=[silvos])
    d.pass_priority()
    d.activate(1, silvos)
    d.resolve()
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.state.objects[silvos].tapped
    assert d.life(0) == 18 and d.life(1) == 20


def test_an_indestructible_creature_survives_and_the_life_is_still_lost() -> None:
    """CR 702.12b: an indestructible creature isn't destroyed; the spell still resolved (its
    target is legal), so its caster loses 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Avacyn's Memorial", "Silvos, Rogue Elemental")
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Infernal Grasp", targets=[silvos])
    d.resolve()
    assert d.zone_of("Silvos, Rogue Elemental") == "battlefield"
    assert d.life(0) == 18


def test_the_life_loss_can_lose_its_caster_the_game() -> None:
    """The life loss is part of the effect, not a cost (CR 118.1): the spell may be cast at 2
    life; its caster then has 0 life and loses the game as a state-based action (CR 704.5a)."""
    s = Scenario(players=3, seed=1)
    s.life(0, 2)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Glory Seeker")
    for p in (1, 2):
        s.library(p, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.players[0].lost
    assert not d.state.players[1].lost and not d.state.players[2].lost


def test_you_may_destroy_your_own_creature() -> None:
    """CR 115.1: "target creature" has no controller restriction."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Infernal Grasp")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard", player=0)
    assert d.life(0) == 18


def test_two_headed_giant_the_team_loses_the_two_life() -> None:
    """CR 810.9: a player's life loss comes out of the team's shared life total; player 0
    casting it, their team goes from 30 to 28, the other team stays at 30."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(0) == d.life(1) == 28
    assert d.life(2) == d.life(3) == 30


def test_a_noncreature_permanent_is_no_target() -> None:
    """CR 115.1: only a creature may be the target; Avacyn's Memorial (an artifact) is refused
    with an error and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.battlefield(1, "Avacyn's Memorial", "Glory Seeker")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Infernal Grasp", targets=[d.find("Avacyn's Memorial")])
    assert d.game.fingerprint() == before


def test_a_destroyed_commander_may_go_to_the_command_zone() -> None:
    """CR 903.9a: the opponent's commander destroyed goes to its owner's graveyard, and its
    owner may put it into the command zone; the caster loses 2 of their 40 life."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Infernal Grasp")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    for p in (0, 1):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Infernal Grasp", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    assert d.life(0) == 38 and d.life(1) == 40
