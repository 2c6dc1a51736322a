"""Curse of Clinging Webs — {2}{G} Enchantment — Aura Curse.

Oracle: "Enchant player / Whenever a nontoken creature enchanted player controls dies, exile it
and you create a 1/2 green Spider creature token with reach."
Rulings covered: MIC-RN-011, MIC-OR-0054, MIC-RN-012, MIC-OR-0055.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Clinging Webs")

CARD = "Curse of Clinging Webs"


def _cursed(players: int = 2) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    s.hand(0, CARD, "Go for the Throat", "Fade from Memory")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    assert d.state.objects[d.find(CARD)].attached_to == 1
    return d


def _spiders(d: Driver, p: int) -> list[int]:
    return [o for o in d.ids("Spider", "battlefield") if d.state.objects[o].controller == p]


@pytest.mark.ruling("MIC-RN-011", "MIC-OR-0054")
def test_enchanted_players_creature_dies_exiled_and_curse_controller_gets_the_spider() -> None:
    d = _cursed()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "exile"
    assert len(_spiders(d, 0)) == 1 and not _spiders(d, 1)
    c = d.chars(_spiders(d, 0)[0])
    assert (c.power, c.toughness) == (1, 2) and c.has("Reach") and c.colors == frozenset("G")


def test_your_own_creature_dying_doesnt_trigger() -> None:
    d = _cursed()
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker", player=0)])
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker", player=0) == "graveyard"
    assert not _spiders(d, 0)


@pytest.mark.ruling("MIC-RN-012", "MIC-OR-0055")
def test_spider_even_if_the_card_left_the_graveyard() -> None:
    d = _cursed()
    d.cast(0, "Go for the Throat", targets=[d.find("Severed Legion")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.cast(0, "Fade from Memory", targets=[d.find("Severed Legion", "graveyard")])
    d.resolve()
    assert d.zone_of("Severed Legion") == "exile"
    d.resolve()
    assert len(_spiders(d, 0)) == 1


def test_the_curse_destroyed_with_the_creature_still_triggers() -> None:
    """Akroma's Vengeance destroys the Curse and the enchanted player's Glory Seeker at once:
    the Curse's "dies" ability looks back in time (CR 603.10a), so it sees the player it was
    attached to and triggers; the Seeker is exiled and the Curse's controller gets the Spider.
    The caster's own creature dying with them doesn't trigger it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, *["Plains"] * 6, "Wellwisher")
    s.hand(0, "Akroma's Vengeance")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1  # one trigger: the Seeker's, not the Wellwisher's
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of("Wellwisher") == "graveyard"
    assert len(_spiders(d, 0)) == 1 and not _spiders(d, 1)


def test_a_token_or_a_creature_exiled_instead_of_dying_doesnt_trigger() -> None:
    """"Nontoken creature": the enchanted player's Zombie token dying doesn't trigger the
    Curse. Covetous Geist is exiled instead of going to the graveyard (CR 614.6), so it
    doesn't die (CR 700.4) and the Curse doesn't trigger either: no Spider."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.token(1, "Zombie")
    s.battlefield(1, "Covert Cutpurse", transformed=True)
    d = Driver(s.build())
    first, second = d.ids("Shock", "hand")
    d.cast(0, first, targets=[d.find("Zombie Token")])
    d.resolve()
    assert not d.ids("Zombie Token") and not d.state.stack
    d.cast(0, second, targets=[d.find("Covert Cutpurse")])
    d.resolve()
    assert d.zone_of("Covert Cutpurse") == "exile"
    assert not d.state.stack and not _spiders(d, 0)


@pytest.mark.parametrize("answer", ["command_zone", "stay"])
def test_a_dead_commander_put_into_the_command_zone_isnt_exiled_but_the_spider_comes(
        answer: str) -> None:
    """CR 903.9a, 704.3: the enchanted player's commander Katilda dies: the Curse triggers
    (it was put into a graveyard), then, as state-based actions are checked before the
    trigger is put on the stack, its owner may put it into the command zone. Moved there, it
    is a new object the Curse can't exile (MIC-OR-0055: the Spider is still created); left in
    the graveyard, it is exiled, and its owner may then put it into the command zone from
    exile."""
    s = Scenario(players=2, seed=1, format="commander")
    for p in (0, 1):
        s.library(p, *["Forest"] * 5)
    s.battlefield(0, CARD, attached_to=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.expect("commander_zone").player == 1
    d.choose(answer)
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(_spiders(d, 0)) == 1
    if answer == "command_zone":
        assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    else:
        assert d.zone_of("Katilda, Dawnhart Prime") == "exile"
        assert d.expect("commander_zone").player == 1
        d.choose("command_zone")
        assert d.zone_of("Katilda, Dawnhart Prime") == "command"


def test_another_opponents_creature_dying_doesnt_trigger() -> None:
    """CR 303.4b: "enchanted player" is the one player the Curse is attached to, so only
    creatures that player controls count: in a three-player game, player 2's Glory Seeker dying
    triggers nothing and goes to the
    graveyard."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.hand(0, CARD, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    theirs = d.find("Glory Seeker", player=2)
    d.cast(0, "Go for the Throat", targets=[theirs])
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker", player=2) == "graveyard"
    assert not d.ids("Spider", "battlefield")


def test_made_to_read_elf_the_curse_creates_an_elf_with_reach() -> None:
    """CR 612.2, 612.2a: Spider changed to Elf on the Curse: when the enchanted player's
    nontoken creature dies, its controller creates a 1/2 green Elf Token with reach."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Swamp", "Swamp", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, CARD, "Go for the Throat", "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Spider")
    d.choose("Elf")
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert not _spiders(d, 0)
    [elf] = d.ids("Elf Token", "battlefield", player=0)
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"G"}, 1, 2)
    assert c.has("Reach")
