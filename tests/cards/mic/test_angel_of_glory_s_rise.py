"""Angel of Glory's Rise — {5}{W}{W} Creature — Angel 4/6.

Oracle: "Flying
When Angel of Glory's Rise enters the battlefield, exile all Zombies, then return all Human
creature cards from your graveyard to the battlefield."
Rulings covered: MIC-OR-0107.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Angel of Glory's Rise")

CARD = "Angel of Glory's Rise"


@pytest.mark.ruling("MIC-OR-0107")
def test_zombie_permanents_exiled_zombie_cards_elsewhere_stay_humans_return() -> None:
    """Both players' Zombies on the battlefield are exiled; the Zombie cards in the graveyard
    and hand stay; the controller's Human creature cards (not the opponent's, not a
    non-Human) return to the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Fleshbag Marauder")
    s.battlefield(1, "Gluttonous Zombie")
    s.graveyard(0, "Glory Seeker", "Glory Seeker", "Wretched Anurid", "Elvish Warrior")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, CARD, "Spark Reaper")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Fleshbag Marauder") == "exile"
    assert d.zone_of("Gluttonous Zombie") == "exile"
    assert d.zone_of("Wretched Anurid") == "graveyard"
    assert d.zone_of("Spark Reaper") == "hand"
    assert len(d.ids("Glory Seeker", "battlefield", player=0)) == 2
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of(CARD) == "battlefield"


def test_resolves_though_the_angel_left_and_returned_humans_trigger() -> None:
    """CR 113.7a: the Angel is destroyed with its trigger on the stack; the trigger resolves
    all the same. The returned Clarion Cathars enters and its own trigger makes a Human; an
    exiled Zombie Human doesn't come back (it's exiled first, then the graveyard is read)."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Avian Changeling")
    s.graveyard(0, "Clarion Cathars")
    s.hand(0, CARD)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Plummet")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.stack  # the enters trigger
    d.pass_priority()
    d.cast(1, "Plummet", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert d.zone_of("Avian Changeling") == "exile"
    assert d.zone_of("Clarion Cathars") == "battlefield"
    d.resolve()  # the Cathars' trigger
    human = d.find("Human Token", zone="battlefield")
    assert d.state.objects[human].controller == 0


def test_at_night_a_returned_daybound_human_enters_transformed() -> None:
    """CR 702.145b: Tireless Hauler (a Human Werewolf card in the graveyard) returns while it
    is night, so it enters transformed, as Dire-Strain Brawler."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, "Tireless Hauler")
    s.hand(0, CARD)
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    hauler = d.find("Tireless Hauler", zone="battlefield")
    c = d.chars(hauler)
    assert c.name == "Dire-Strain Brawler" and (c.power, c.toughness) == (6, 6)


def test_an_exiled_zombie_token_ceases_to_exist_and_a_returned_human_is_yours() -> None:
    """CR 111.7, 111.8: player 1's Zombie token is exiled and ceases to exist; Glory Seeker
    returns from player 0's graveyard under player 0's control (CR 110.2a), untapped and
    summoning sick (CR 302.6): it can't attack this turn, nor can the Angel; Elvish Warrior
    can."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Elvish Warrior")
    s.token(1, "Zombie")
    s.graveyard(0, "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert not d.ids("Zombie Token")
    seeker = d.find("Glory Seeker", "battlefield")
    o = d.state.objects[seeker]
    assert o.controller == 0 and not o.tapped
    d.resolve_all()
    from manastack.decisions.actions import DeclareAttacker
    d.pass_priority()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_attackers")
    assert DeclareAttacker(seeker, 1) not in d.game.legal_actions()
    assert DeclareAttacker(d.find("Elvish Warrior"), 1) in d.game.legal_actions()
    assert DeclareAttacker(d.find(CARD), 1) not in d.game.legal_actions()


def test_a_returned_human_that_is_also_a_zombie_stays() -> None:
    """The instructions happen in order (CR 608.2c, "then"): the Zombies are exiled first, so
    Avian Changeling (every creature type, in the graveyard too, CR 702.73a), returned as a
    Human, is not exiled though it is a Zombie."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, "Avian Changeling")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    changeling = d.find("Avian Changeling", zone="battlefield")
    assert "Zombie" in d.chars(changeling).subtypes


def test_with_no_zombies_and_no_humans_nothing_happens_but_the_angel_flies() -> None:
    """The trigger does nothing with no Zombie and no Human creature card; the 4/6 Angel has
    flying (CR 702.9)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert not d.state.stack
    c = d.chars(d.find(CARD))
    assert c.has("Flying") and (c.power, c.toughness) == (4, 6)
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_a_face_down_zombie_is_not_exiled() -> None:
    """CR 708.2a: face down, Spined Basher (a Zombie Beast card) has no creature types, so
    it is not among "all Zombies" and stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.battlefield(1, "Spined Basher", face_down=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Spined Basher") == "battlefield"


def test_made_to_read_elf_and_goblin_on_the_stack() -> None:
    """CR 612.2: Artificial Evolution changes Zombie to Elf, then a second one Human to
    Goblin, in the Angel spell: it exiles each Elf (not the Zombies) and returns the Goblin
    creature cards from your graveyard (not the Humans); it stays an Angel."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Island", "Island", "Fleshbag Marauder",
                  "Elvish Warrior")
    s.battlefield(1, "Wellwisher")
    s.graveyard(0, "Glory Seeker", "Goblin Sledder")
    s.hand(0, CARD, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, CARD)
    for old, new in (("Zombie", "Elf"), ("Human", "Goblin")):
        d.cast(0, "Artificial Evolution", targets=[spell])
        d.resolve()
        d.choose(old)
        d.choose(new)
    d.resolve()
    d.resolve()
    assert d.chars(d.find(CARD)).subtypes == {"Angel"}
    assert d.zone_of("Elvish Warrior") == "exile" and d.zone_of("Wellwisher") == "exile"
    assert d.zone_of("Fleshbag Marauder") == "battlefield"
    assert d.zone_of("Goblin Sledder") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"
