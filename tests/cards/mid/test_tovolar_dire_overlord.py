"""Tovolar, Dire Overlord // Tovolar, the Midnight Scourge — {1}{R}{G} Legendary Creature —
Human Werewolf 3/3 // Legendary Creature — Werewolf 4/4 (red and green).

Oracle: Front: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a
card. / At the beginning of your upkeep, if you control three or more Wolves and/or Werewolves,
it becomes night. Then transform any number of Human Werewolves you control. / Daybound"
Back: "Whenever a Wolf or Werewolf you control deals combat damage to a player, draw a card. /
{X}{R}{G}: Target Wolf or Werewolf you control gets +X/+0 and gains trample until end of turn. /
Nightbound"
Rulings covered: MID-RN-004, MID-RN-200, MID-RN-201, MID-RN-202.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Tovolar, Dire Overlord")


def _upkeep(*werewolves: str) -> Driver:
    """Player 1 casts a spell on turn 3, so day doesn't become night at turn 4's untap."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", *werewolves)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    return d


@pytest.mark.ruling("MID-RN-004", "MID-RN-202", "MID-OR-0844", "MID-OR-0850")
def test_three_werewolves_make_it_night_in_the_upkeep() -> None:
    d = _upkeep("Bird Admirer", "Shady Traveler")
    assert d.state.day_night == "night"
    events = [e for e in d.state.log if e.kind == "day_night"]
    assert events[-1].data.get("cause") != "untap_step"  # Tovolar's ability did it
    names = {d.chars(x).name for x in d.state.battlefield}
    # Daybound permanents transform as it becomes night, in the upkeep, not only in untap.
    assert {"Tovolar, the Midnight Scourge", "Wing Shredder", "Stalking Predator"} <= names


def test_with_fewer_than_three_it_stays_day() -> None:
    d = _upkeep("Bird Admirer")
    assert d.state.day_night == "day"
    assert d.chars(d.find("Tovolar, Dire Overlord")).name == "Tovolar, Dire Overlord"


@pytest.mark.ruling("MID-RN-200", "MID-OR-0842")
def test_each_werewolf_dealing_combat_damage_draws_a_card() -> None:
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", "Bird Admirer", "Glory Seeker")
    d = Driver(s.build())
    attackers = [d.find("Tovolar, Dire Overlord"), d.find("Bird Admirer"),
                 d.find("Glory Seeker")]
    d.to_combat()
    d.attack(attackers)
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "order_triggers":
            assert d.decision.player == 0
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
        elif d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 20 - 3 - 1 - 2
    assert len(d.state.players[0].hand) == 2  # two Werewolves; the Human Soldier doesn't count


def test_midnight_scourge_pumps_a_werewolf_with_x() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Forest", "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", "Bird Admirer", transformed=True)
    d = Driver(s.build())
    shredder = d.find("Wing Shredder")
    d.activate(0, "Tovolar, Dire Overlord", targets=[shredder], x=2)
    d.resolve()
    c = d.chars(shredder)
    assert (c.power, c.toughness) == (5, 5)
    assert c.has("Trample")


@pytest.mark.ruling("MID-RN-201", "MID-OR-0843")
def test_a_wolf_werewolf_triggers_only_once() -> None:
    """Artificial Evolution rewrites Tovolar's "Human" as "Wolf": it is a Wolf Werewolf, and
    its combat damage to a player draws one card, not two."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    tovolar = d.find("Tovolar, Dire Overlord")
    d.cast(0, "Artificial Evolution", targets=[tovolar])
    d.resolve()
    d.choose("Human")
    d.choose("Wolf")
    assert {"Wolf", "Werewolf"} <= set(d.chars(tovolar).subtypes)
    hand = len(d.state.players[0].hand)
    d.to_combat()
    d.attack([tovolar])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 17
    assert len(d.state.players[0].hand) == hand + 1


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0845", "MID-OR-0846", "MID-OR-0847", "MID-OR-0848", "MID-OR-0849",
        "MID-OR-0850", "MID-OR-0851", "MID-OR-0852", "MID-OR-0853", "MID-OR-0854",
    )
    CARD, BACK = "Tovolar, Dire Overlord", "Tovolar, the Midnight Scourge"


def test_it_may_transform_a_human_werewolf_that_lost_daybound() -> None:
    """CR 702.145c, 701.27a: as it becomes night in the upkeep, Tovolar transforms by its own
    daybound; Tovolar's Huntmaster with a slime counter (no abilities under Sludge Monster)
    stays a Human Werewolf front face up, and the ability may transform it: a slimed 2/2
    Tovolar's Packleader."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tovolar, Dire Overlord")
    s.battlefield(0, "Tovolar's Huntmaster", counters={"slime": 1})
    s.token(0, "Wolf", count=2)
    s.battlefield(1, "Sludge Monster", "Mountain")
    s.hand(1, "Shock")
    s.day_night("day")
    s.at("end", active=1, turn=2)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    hunt = d.find("Tovolar's Huntmaster")
    d.cast(1, "Shock", targets=[0])  # a spell this turn: it stays day in the untap step
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_cards")
    assert d.state.day_night == "night"
    assert d.chars(d.find("Tovolar, Dire Overlord")).name == "Tovolar, the Midnight Scourge"
    d.choose(hunt)
    d.take_first("choose_cards")
    c = d.chars(hunt)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Packleader", 2, 2)


def test_the_upkeep_condition_is_checked_again_as_it_resolves() -> None:
    """An intervening "if" (CR 603.4): Tovolar and two Wolves as it triggers, but a Wolf
    Shocked in response leaves two as it resolves: nothing happens and it stays day."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord")
    s.token(0, "Wolf", count=2)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    while not (d.state.turn == 4 and d.state.stack):
        d.pass_priority()
    assert d.state.step.name == "UPKEEP" and d.state.day_night == "day"
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Wolf Token")])
    d.resolve()
    assert len(d.ids("Wolf Token", zone="battlefield")) == 1
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.state.day_night == "day"
    assert d.chars(d.find("Tovolar, Dire Overlord")).name == "Tovolar, Dire Overlord"


def test_the_scourge_pumps_only_a_wolf_or_werewolf_of_yours_and_x_may_be_0() -> None:
    """"Target Wolf or Werewolf you control" (CR 115.1): the opponent's Werewolf and a
    non-Werewolf of yours are refused, naming the problem, the game unchanged; with X = 0 the
    Scourge itself gets +0/+0 and trample."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", transformed=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    scourge = d.find("Tovolar, Dire Overlord")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == scourge))
    if d.decision.kind == "x":
        d.choose(0)
    d.expect("target")
    before = d.game.fingerprint()
    for bad in (d.find("Bird Admirer"), d.find("Glory Seeker")):
        with pytest.raises(IllegalActionError, match="Wolf or Werewolf you control"):
            d.choose(bad)
        assert d.game.fingerprint() == before
    d.choose(scourge)
    d.pay()
    d.resolve()
    c = d.chars(scourge)
    assert (c.power, c.toughness) == (4, 4) and c.has("Trample")


def test_combat_damage_to_a_planeswalker_draws_nothing() -> None:
    """"Deals combat damage to a player": the Wolf's 2 damage to Teferi (CR 120.3c, loyalty
    5 to 3) draws nothing; Tovolar's 3 to the player draws one card."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord")
    s.token(0, "Wolf")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 5})
    d = Driver(s.build())
    wolf, tovolar = d.find("Wolf Token"), d.find("Tovolar, Dire Overlord")
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({wolf: teferi, tovolar: 1})
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.state.objects[teferi].counters.get("loyalty") == 3
    assert d.life(1) == 17
    assert len(d.state.players[0].hand) == 1


def test_a_commander_cast_at_night_enters_as_the_scourge_and_deals_commander_damage() -> None:
    """Commander (CR 903): cast from the command zone at night, Tovolar is front face up on the
    stack and enters transformed (CR 702.145b, MID-OR-0851); its combat damage as the Scourge
    is commander damage from the same commander (CR 903.10a), and draws a card."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Tovolar, Dire Overlord")
    s.commander(1, "Katilda, Dawnhart Prime")
    s.day_night("night")
    s.battlefield(0, "Mountain", "Forest", "Forest")
    for p in range(2):
        s.library(p, *["Forest"] * 6)
    d = Driver(s.build())
    tovolar = d.find("Tovolar, Dire Overlord")
    sid = d.cast(0, tovolar, method="commander")
    assert d.chars(sid).name == "Tovolar, Dire Overlord"
    d.resolve()
    tovolar = d.find("Tovolar, Dire Overlord", zone="battlefield")
    assert d.chars(tovolar).name == "Tovolar, the Midnight Scourge"
    d.pass_until("precombat_main", turn=5)
    hand = len(d.state.players[0].hand)
    d.to_combat()
    d.attack([tovolar])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 36
    assert len(d.state.players[0].hand) == hand + 1
    assert list(d.game.view(0)["players"][1]["commander_damage"].values()) == [4]
