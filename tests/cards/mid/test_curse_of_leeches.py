"""Curse of Leeches // Leeching Lurker.

Oracle: Front (Enchantment — Aura Curse, {2}{B}): "Enchant player / As this permanent
transforms into Curse of Leeches, attach it to a player. / At the beginning of enchanted
player's upkeep, they lose 1 life and you gain 1 life. / Daybound (If a player casts no spells
during their own turn, it becomes night next turn.)"
Back (Creature — Leech Horror 4/4): "Lifelink / Nightbound (If a player casts at least two
spells during their own turn, it becomes day next turn.)"

Rulings covered: MID-RN-195, MID-RN-196, MID-RN-197.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Curse of Leeches")

CURSE = "Curse of Leeches"


def _caster(night: bool = False) -> Driver:
    s = Scenario(seed=1)
    if night:
        s.day_night("night")
    s.hand(0, CURSE)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    return Driver(s.build())


def test_enchants_the_target_player_and_drains_them_in_their_upkeep() -> None:
    d = _caster()
    d.expect("priority")
    d.cast(0, CURSE, targets=[1])
    d.resolve()
    curse = d.find(CURSE, zone="battlefield")
    assert d.state.objects[curse].attached_to == 1  # an Aura attached to a player stays
    d.pass_until("draw", turn=4)  # player 1's upkeep trigger resolved
    assert (d.life(0), d.life(1)) == (21, 19)
    d.pass_until("draw", turn=5)  # not in its controller's upkeep
    assert (d.life(0), d.life(1)) == (21, 19)


def test_it_may_target_any_player_and_a_player_is_required() -> None:
    d = _caster()
    d.act(0, CastSpell(d.find(CURSE, zone="hand")))
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 1}


def test_cast_at_night_it_enters_transformed_and_unattached() -> None:
    d = _caster(night=True)
    d.cast(0, CURSE, targets=[1])  # a target player is still chosen
    d.resolve()
    lurker = d.find(CURSE, zone="battlefield")
    c = d.chars(lurker)
    assert c.name == "Leeching Lurker" and (c.power, c.toughness) == (4, 4)
    assert d.state.objects[lurker].attached_to is None


@pytest.mark.ruling("MID-RN-195", "MID-RN-196", "MID-OR-0283", "MID-OR-0296")
def test_becoming_day_attaches_it_before_the_upkeep_even_to_a_hexproof_player() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CURSE, transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Enduring Angel")  # "You have hexproof."
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    lurker = d.find(CURSE)
    angel = d.find("Enduring Angel")
    for _ in range(2):  # the active player casts two spells: day next turn
        d.cast(0, "Shock", targets=[angel])
        d.resolve()
    d.pass_until("end")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_player")
    assert d.state.turn == 4 and d.state.day_night == "day"
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 1}
    d.choose(1)  # not a target: the player with hexproof can be chosen
    assert d.chars(lurker).name == CURSE
    assert d.state.objects[lurker].attached_to == 1
    d.pass_until("draw", turn=4)  # its upkeep trigger triggered that turn
    assert (d.life(0), d.life(1)) == (21, 19)


@pytest.mark.ruling("MID-RN-197", "MID-OR-0284")
def test_as_leeching_lurker_it_becomes_unattached_and_stays() -> None:
    d = _caster()
    d.cast(0, CURSE, targets=[1])
    d.resolve()
    curse = d.find(CURSE, zone="battlefield")
    d.pass_until("precombat_main", turn=5)  # nobody cast a spell on turn 4: night
    assert d.state.day_night == "night"
    c = d.chars(curse)
    assert c.name == "Leeching Lurker" and c.has("Lifelink")
    o = d.state.objects[curse]
    assert o.zone.value == "battlefield" and o.attached_to is None


@pytest.mark.ruling("MID-OR-0286")
def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game."."""
    s = Scenario(seed=1)
    s.hand(0, CURSE, "Shock", "Shock")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    seen = [d.state.day_night]
    d.cast(0, CURSE, targets=[1])
    d.resolve()
    curse = d.find(CURSE, zone="battlefield")
    seen.append(d.state.day_night)
    d.pass_until("precombat_main", turn=4)  # its controller cast a spell on turn 3
    seen.append(d.state.day_night)
    d.pass_until("precombat_main", turn=5)  # player 1 cast none on turn 4
    seen.append(d.state.day_night)
    assert d.chars(curse).name == "Leeching Lurker"
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.pass_until("end", turn=5)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_player")  # night became day: it transforms into the Curse again
    d.choose(1)
    seen.append(d.state.day_night)
    assert seen == [None, "day", "day", "night", "day"]
    assert d.chars(curse).name == CURSE and d.state.objects[curse].attached_to == 1


@pytest.mark.ruling("MID-OR-0285")
def test_cast_at_night_the_target_player_must_still_be_legal_as_it_resolves() -> None:
    """Official ruling: "If you cast Curse of Leeches while it is night, you must still choose a
    target player, and that player must be a legal target as Curse of Leeches resolves. It
    enters the battlefield transformed and is not attached to that player." The targeted player
    leaves the game in response: the spell doesn't resolve (CR 608.2b) and no Leeching Lurker
    enters."""
    s = Scenario(players=3, seed=1)
    s.day_night("night")
    s.hand(0, CURSE)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.life(2, 2)
    d = Driver(s.build())
    d.cast(0, CURSE, targets=[2])
    d.pass_priority()
    d.cast(1, "Shock", targets=[2])
    d.resolve()
    assert d.state.players[2].lost
    d.resolve()
    assert d.zone_of(CURSE) == "graveyard"
    assert not d.ids(CURSE, zone="battlefield")
