"""Prowling Geistcatcher — {3}{B} Creature — Human Rogue 2/4.

Oracle: "Whenever you sacrifice another creature, exile it. If that creature was a token, put a
+1/+1 counter on Prowling Geistcatcher.
When Prowling Geistcatcher leaves the battlefield, return each card exiled with it to the
battlefield under your control."
Rulings covered: MIC-RN-005, MIC-RN-006 (and MIC-OR-0047, MIC-OR-0048, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Prowling Geistcatcher")

CARD = "Prowling Geistcatcher"


def _sacrifice(d: Driver, victim: int) -> None:
    """Spark Reaper: {3}, Sacrifice a creature or planeswalker: gain 1 life, draw a card."""
    d.activate(0, "Spark Reaper", choices=[victim])
    d.resolve_all()


def _base(*lands: str) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Spark Reaper", *lands)
    s.library(0, *["Swamp"] * 5)
    return s


def test_sacrificed_card_is_exiled_and_returns_when_it_leaves() -> None:
    """A sacrificed Glory Seeker is exiled (no counter: not a token); when the Geistcatcher
    is itself sacrificed, the Seeker returns to the battlefield under its controller."""
    s = _base(*["Swamp"] * 6)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    geist = d.find(CARD)
    _sacrifice(d, d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.objects[geist].counters.get("+1/+1")
    _sacrifice(d, geist)
    assert d.zone_of(CARD) == "graveyard"
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0


@pytest.mark.ruling("MIC-RN-005", "MIC-OR-0047")
def test_card_you_controlled_but_dont_own_exiled_from_owners_graveyard_returns_to_you() -> None:
    """The opponent's Elvish Warrior, taken with Threaten and sacrificed, is exiled from its
    owner's graveyard; when the Geistcatcher leaves, it returns under the Geistcatcher's
    controller's control, and stays so after the turn."""
    s = _base(*["Mountain"] * 9)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Threaten")
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    geist = d.find(CARD)
    d.cast(0, "Threaten", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.chars(d.find("Elvish Warrior")).controller == 0
    _sacrifice(d, d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "exile"
    _sacrifice(d, geist)
    warrior = d.find("Elvish Warrior", "battlefield")
    assert d.chars(warrior).controller == 0 and d.state.objects[warrior].owner == 1
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 0


@pytest.mark.ruling("MIC-RN-006", "MIC-OR-0048")
def test_token_you_control_but_dont_own_still_gives_a_counter() -> None:
    """Beast Within on the opponent's Forest gives them a Beast token; taken with Threaten
    and sacrificed, it still puts a +1/+1 counter on the Geistcatcher."""
    s = _base(*["Mountain"] * 6, "Forest", "Forest", "Forest")
    s.battlefield(1, "Forest")
    s.hand(0, "Beast Within", "Threaten")
    d = Driver(s.build())
    geist = d.find(CARD)
    d.cast(0, "Beast Within", targets=[d.find("Forest", player=1)])
    d.resolve()
    beast = d.find("Beast Token", "battlefield", player=1)
    d.cast(0, "Threaten", targets=[beast])
    d.resolve()
    assert d.chars(beast).controller == 0 and d.state.objects[beast].owner == 1
    _sacrifice(d, beast)
    assert d.state.objects[geist].counters.get("+1/+1") == 1
    assert (d.chars(geist).power, d.chars(geist).toughness) == (3, 5)


def test_a_sacrificed_token_gives_a_counter_and_never_returns() -> None:
    """A Spirit token sacrificed is exiled and gives a +1/+1 counter; it ceased to exist
    (CR 111.7, 111.8), so nothing returns when the Geistcatcher leaves."""
    s = _base(*["Swamp"] * 6)
    s.token(0, "Spirit")
    d = Driver(s.build())
    geist = d.find(CARD)
    _sacrifice(d, d.find("Spirit"))
    assert d.state.objects[geist].counters == {"+1/+1": 1}
    assert not d.ids("Spirit")
    _sacrifice(d, geist)
    assert d.zone_of(CARD) == "graveyard"
    assert not d.ids("Spirit") and not d.state.stack


def test_gone_before_its_exile_trigger_resolves_the_card_stays_exiled() -> None:
    """CR 607.2a, 610.3c: Glory Seeker is sacrificed, and in response the Geistcatcher too:
    its leaves-the-battlefield ability returns nothing (nothing is exiled with it yet); the
    exile trigger then exiles the Seeker, which never comes back."""
    s = _base(*["Swamp"] * 6)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    geist = d.find(CARD)
    d.activate(0, "Spark Reaper", choices=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 2
    d.activate(0, "Spark Reaper", choices=[geist])
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.stack
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Glory Seeker") == "exile"


def test_an_opponent_sacrificing_their_creature_does_not_trigger_it() -> None:
    """"Whenever you sacrifice" (CR 701.21a): the opponent sacrificing their own Glory Seeker
    to their Spark Reaper triggers nothing; the Seeker stays in their graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Spark Reaper", "Glory Seeker", "Swamp", "Swamp", "Swamp")
    s.library(1, "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.activate(1, "Spark Reaper", choices=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_two_geistcatchers_only_the_one_that_exiled_the_card_returns_it() -> None:
    """CR 607.2a, 400.7: both Geistcatchers trigger on Glory Seeker's sacrifice; the first to
    resolve exiles it, the second finds no such card in the graveyard and does nothing. The
    other Geistcatcher destroyed, the Seeker stays exiled; the one that exiled it destroyed,
    the Seeker returns."""
    s = _base(*["Swamp"] * 7)
    s.battlefield(0, CARD, "Glory Seeker")
    s.hand(0, "Go for the Throat", "Go for the Throat")
    d = Driver(s.build())
    d.activate(0, "Spark Reaper", choices=[d.find("Glory Seeker")])
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    linked = d.state.objects[d.state.stack[-1]].source
    other = next(g for g in d.ids(CARD, "battlefield") if g != linked)
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    throats = d.ids("Go for the Throat", "hand")
    d.cast(0, throats[0], targets=[other])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, throats[1], targets=[linked])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"


KATILDA = "Katilda, Dawnhart Prime"


def _sacrifice_commander(to_command_zone: bool) -> Driver:
    s = Scenario(players=2, seed=1, format="commander")
    s.battlefield(0, CARD, "Spark Reaper", *["Swamp"] * 6)
    s.commander(0, KATILDA, zone="battlefield")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    d.activate(0, "Spark Reaper", choices=[d.find(KATILDA)])
    d.expect("commander_zone")
    d.choose("command_zone" if to_command_zone else "stay")
    return d


def _left_in_exile_then_back(d: Driver) -> None:
    """The Geistcatcher's trigger exiles the commander; its owner leaves it in exile (CR
    903.9a); the Geistcatcher sacrificed, the commander returns to the battlefield under its
    owner's control (CR 607.2a)."""
    while d.decision.kind == "priority" and d.state.stack:
        d.pass_priority()
    d.expect("commander_zone")
    d.choose("stay")
    d.resolve_all()
    assert d.zone_of(KATILDA) == "exile"
    d.activate(0, "Spark Reaper", choices=[d.find(CARD)])
    d.resolve_all()
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.chars(d.find(KATILDA)).controller == 0


def test_a_sacrificed_commander_moved_to_the_command_zone_isnt_exiled() -> None:
    """CR 903.9a, 400.7: the sacrificed commander is put into the command zone by its owner
    before the Geistcatcher's trigger resolves: it is a new object there, and the trigger
    exiles nothing."""
    d = _sacrifice_commander(True)
    assert d.zone_of(KATILDA) == "command"
    d.resolve_all()
    assert d.zone_of(KATILDA) == "command"


def test_a_commander_left_in_the_graveyard_is_exiled_and_returns_with_the_geistcatcher() -> None:
    """CR 903.9a: the owner leaves the sacrificed commander in the graveyard; the trigger
    exiles it, and the owner may again move it to the command zone; left in exile, it returns
    to the battlefield when the Geistcatcher is sacrificed (CR 607.2a)."""
    d = _sacrifice_commander(False)
    assert d.zone_of(KATILDA) == "graveyard"
    _left_in_exile_then_back(d)


def test_flickered_its_cards_return_and_the_new_one_keeps_only_what_it_exiles() -> None:
    """CR 607.2a, 400.7, 603.6c, 603.10a: Glory Seeker, sacrificed, is exiled with the
    Geistcatcher. Hallowed Respite exiles the Geistcatcher and returns it: its leaves ability
    returns the Seeker under player 0's control, and the Geistcatcher back on the battlefield is
    a new object with nothing exiled with it. Elvish Warrior, sacrificed next, is exiled with
    the new one, and when that one is sacrificed only the Warrior returns."""
    s = _base(*["Swamp"] * 9, "Plains", "Island")
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    first = d.find(CARD)
    _sacrifice(d, d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Hallowed Respite", targets=[first])
    d.resolve()
    d.resolve_all()
    second = d.find(CARD, "battlefield")
    assert second != first
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0
    _sacrifice(d, d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "exile"
    _sacrifice(d, second)
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.find("Glory Seeker", "battlefield") == seeker


def test_a_card_gisa_exiled_instead_is_exiled_anew_with_the_geistcatcher() -> None:
    """CR 400.7e, 406.7, 607.2a: player 1's Gisa exiles the sacrificed Glory Seeker instead of
    letting it die; the Geistcatcher's ability finds it in exile, and exiling it again makes
    it a new object, exiled with the Geistcatcher and no longer with Gisa: Gisa's upkeep
    ability leaves it, and it returns to player 0 when the Geistcatcher leaves."""
    s = _base(*["Swamp"] * 6)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Gisa, Glorious Resurrector")
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    geist = d.find(CARD)
    _sacrifice(d, d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("draw", turn=4)  # player 1's upkeep: Gisa finds nothing exiled with her
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=5)
    _sacrifice(d, geist)
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0


def test_a_commander_gisa_exiled_is_exiled_anew_and_its_owner_is_asked_again() -> None:
    """CR 406.7, 903.9a: player 1's Gisa exiles the sacrificed commander Katilda instead and
    its owner leaves it there; the Geistcatcher's ability exiles it anew, a new object just
    exiled, so the owner may again move it to the command zone; left there, it is exiled with
    the Geistcatcher and returns when the Geistcatcher leaves."""
    s = Scenario(players=2, seed=1, format="commander")
    s.battlefield(0, CARD, "Spark Reaper", *["Swamp"] * 6)
    s.commander(0, KATILDA, zone="battlefield")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(1, "Gisa, Glorious Resurrector")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    d.activate(0, "Spark Reaper", choices=[d.find(KATILDA)])
    d.expect("commander_zone")
    d.choose("stay")
    assert d.zone_of(KATILDA) == "exile"
    _left_in_exile_then_back(d)
