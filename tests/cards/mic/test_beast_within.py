"""Beast Within — {2}{G} Instant.

Oracle: "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Beast Within")

CARD = "Beast Within"


def _beasts(d: Driver, player: int) -> list[int]:
    return d.ids("Beast Token", zone="battlefield", player=player)


def test_destroys_a_permanent_and_its_controller_gets_a_beast() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.battlefield(1, "Mobilization")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Mobilization")])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert not _beasts(d, 0)
    [beast] = _beasts(d, 1)
    c = d.chars(beast)
    assert (c.power, c.toughness) == (3, 3)
    assert c.colors == frozenset({"G"}) and "Beast" in c.subtypes and c.is_creature


def test_a_land_of_your_own() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    forest = d.ids("Forest")[0]
    d.cast(0, CARD, targets=[forest], pay=False)
    d.pay()
    d.resolve()
    assert len(d.ids("Forest", zone="graveyard")) == 1
    assert len(_beasts(d, 0)) == 1


def _indestructible_target_survives() -> None:
    """Beast Within on Glory Seeker, made indestructible by Flare of Faith in response: it
    survives, and its controller still creates the Beast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Plains", "Plains")
    s.hand(1, "Flare of Faith")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Flare of Faith", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Indestructible")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert len(_beasts(d, 1)) == 1 and not _beasts(d, 0)


@pytest.mark.ruling("MIC-OR-0210")
def test_ruling_not_destroyed_still_gives_the_beast() -> None:
    """Official ruling: "If the permanent is still a legal target but is not destroyed
    (perhaps because it regenerated or has indestructible), its controller still gets the
    Beast token."."""
    _indestructible_target_survives()


@pytest.mark.ruling("MIC-OR-0211")
def test_ruling_illegal_target_no_beast() -> None:
    """Official ruling: "If the target permanent is an illegal target by the time Beast Within
    tries to resolve, the spell won't resolve. No player creates a Beast token. If the target
    is legal but not destroyed (most likely because it has indestructible), its controller
    does create a Beast token." The target dies to Shock first: no Beast at all; an
    indestructible target gives one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, CARD, targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not _beasts(d, 0) and not _beasts(d, 1)
    _indestructible_target_survives()


def test_beast_goes_to_the_controller_not_the_owner() -> None:
    """"Its controller": player 0 took control of player 1's Glory Seeker with Threaten, so
    player 0, not the owner, creates the Beast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Mountain", "Mountain", "Mountain")
    s.hand(0, CARD, "Threaten")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.cast(0, CARD, targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(_beasts(d, 0)) == 1 and not _beasts(d, 1)


def test_an_attacker_destroyed_its_controller_s_beast_isn_t_attacking() -> None:
    """Cast during combat on an attacking creature: the Beast its controller creates enters
    untapped and not attacking (CR 506.3: only creatures declared or put onto the battlefield
    attacking are attacking), so the defending player takes no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, CARD)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, CARD, targets=[d.find("Glory Seeker")])
    d.resolve()
    [beast] = _beasts(d, 0)
    assert beast not in d.state.combat.attackers
    assert not d.state.objects[beast].tapped
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_a_token_destroyed_its_controller_gets_a_beast() -> None:
    """A token is a permanent (CR 111.1): destroyed, its controller still gets a Beast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.token(1, "Clue")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Clue")])
    d.resolve()
    assert not d.ids("Clue")
    assert len(_beasts(d, 1)) == 1


def test_a_destroyed_commander_may_go_to_the_command_zone_and_its_controller_gets_a_beast() -> None:
    """CR 903.9a, 608.2h: player 1's commander, destroyed, goes to the graveyard and its owner
    may move it to the command zone; the Beast goes to its controller as it last existed on
    the battlefield."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="battlefield")
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Jadar, Ghoulcaller of Nephalia")])
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"
    assert len(_beasts(d, 1)) == 1 and not _beasts(d, 0)


def test_a_face_down_creature_destroyed_is_revealed_and_its_controller_gets_a_beast() -> None:
    """CR 708.2, 708.9: player 1's face-down Gravel Slinger is hidden from player 0 until it
    is destroyed; put into the graveyard it is revealed, and player 1 gets the Beast."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, CARD)
    s.battlefield(1, "Gravel Slinger", face_down=True)
    d = Driver(s.build())
    assert "Gravel Slinger" not in json.dumps(d.game.view(0))
    d.cast(0, CARD, targets=[d.find("Gravel Slinger")])
    assert "Gravel Slinger" not in json.dumps(d.game.view(0))
    d.resolve()
    assert d.zone_of("Gravel Slinger") == "graveyard"
    assert "Gravel Slinger" in json.dumps(d.game.view(0))
    assert len(_beasts(d, 1)) == 1 and not _beasts(d, 0)


def test_made_to_read_elf_on_the_stack_its_controller_gets_an_elf() -> None:
    """CR 612.2, 612.2a: Beast changed to Elf in Beast Within on the stack: the destroyed
    permanent's controller creates a 3/3 green Elf Token, no Beast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.hand(0, CARD, "Artificial Evolution")
    s.battlefield(1, "Mobilization")
    d = Driver(s.build())
    spell = d.cast(0, CARD, targets=[d.find("Mobilization")])
    d.cast(0, "Artificial Evolution", targets=[spell])
    d.resolve()
    d.choose("Beast")
    d.choose("Elf")
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert not _beasts(d, 1)
    [elf] = d.ids("Elf Token", zone="battlefield", player=1)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"G"}, 3, 3)
