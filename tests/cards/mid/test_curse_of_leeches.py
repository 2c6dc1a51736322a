"""Curse of Leeches // Leeching Lurker.

Oracle: Front (Enchantment — Aura Curse, {2}{B}): "Enchant player / As this permanent
transforms into Curse of Leeches, attach it to a player. / At the beginning of enchanted
player's upkeep, they lose 1 life and you gain 1 life. / Daybound (If a player casts no spells
during their own turn, it becomes night next turn.)"
Back (Creature — Leech Horror 4/4): "Lifelink / Nightbound (If a player casts at least two
spells during their own turn, it becomes day next turn.)"

Rulings covered: MID-RN-195, MID-RN-196, MID-RN-197; MID-OR-0283 to MID-OR-0296.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    appearing_together,
    cast_at_night,
    moonmist_at_night,
    next_turn_untap,
    stormed_at_night,
)

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
    """CR 608.3c: the Aura spell resolves attached to the player it targeted."""
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


@pytest.mark.ruling("MID-OR-0285", "MID-OR-0292")
def test_cast_at_night_it_enters_transformed_and_unattached() -> None:
    """Official ruling: "If you cast a spell with daybound during night, that spell will be
    front face up (that is, daybound face up) on the stack. However, it will enter the
    battlefield with its back face up (that is, with its nightbound face up). It won't enter
    with its daybound face up and then transform." (CR 702.145g, 712.14)"""
    r = cast_at_night(CURSE, targets=[1])  # a target player is still chosen
    assert (r.name_on_stack, r.name_on_battlefield, r.transformed_events) == (
        CURSE, "Leeching Lurker", 0)
    lurker = r.driver.find(CURSE, zone="battlefield")
    c = r.driver.chars(lurker)
    assert (c.power, c.toughness) == (4, 4) and c.has("Lifelink")
    assert r.driver.state.objects[lurker].attached_to is None


@pytest.mark.ruling("MID-OR-0293")
def test_put_onto_the_battlefield_at_night_it_enters_as_leeching_lurker() -> None:
    """Official ruling: "If it is night, permanents with daybound that enter the battlefield
    without being cast will enter with their nightbound faces up." Storm the Festival puts it
    onto the battlefield: Leeching Lurker, attached to nobody, never transformed."""
    name, transforms, d = stormed_at_night(CURSE)
    assert (name, transforms) == ("Leeching Lurker", 0)
    assert d.state.objects[d.find(CURSE, zone="battlefield")].attached_to is None


def _cast_by_day_then_next_turn(spells: int) -> tuple[Driver, int, list[str], list[int]]:
    """Player 0 casts the Curse on player 1 (it becomes day), tapping three Swamps; player 1
    casts ``spells`` Shocks on turn 4; returns the driver at player 0's upkeep of turn 5, the
    Curse, the kinds of events logged since turn 4's spells and the Swamps."""
    s = Scenario(seed=1)
    s.hand(0, CURSE)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    d.cast(0, CURSE, targets=[1])
    d.resolve()
    assert d.state.day_night == "day"
    d.pass_until("precombat_main", turn=4)
    for _ in range(spells):
        d.cast(1, "Shock", targets=[0])
        d.resolve()
    mark = len(d.state.log)
    d.pass_until("upkeep", turn=5)
    kinds = [e.kind if e.kind != "untap" else f"untap {e.obj}" for e in d.state.log[mark:]]
    return d, d.find(CURSE, zone="battlefield"), kinds, d.ids("Swamp", zone="battlefield")


@pytest.mark.ruling("MID-OR-0287", "MID-OR-0288")
def test_day_becomes_night_before_the_untap_after_a_turn_without_spells() -> None:
    """Official rulings: "If it is day, and the active player of the previous turn cast no
    spells during their turn, it becomes night." and "Before a player untaps their permanents
    during the untap step, the game checks to see if the day/night designation should change."
    (CR 502.2, 730.2a): the Curse turns into Leeching Lurker before player 0's Swamps untap; a
    turn with a spell keeps it day."""
    d, curse, kinds, swamps = _cast_by_day_then_next_turn(0)
    assert d.state.day_night == "night" and d.chars(curse).name == "Leeching Lurker"
    untaps = [kinds.index(f"untap {x}") for x in swamps]
    assert kinds.index("day_night") < kinds.index("transform") < min(untaps)
    assert not any(d.state.objects[x].tapped for x in swamps)
    d, curse, kinds, _ = _cast_by_day_then_next_turn(1)
    assert d.state.day_night == "day" and d.chars(curse).name == CURSE
    assert "day_night" not in kinds and "transform" not in kinds


@pytest.mark.ruling("MID-OR-0287", "MID-OR-0289")
def test_night_becomes_day_before_the_untap_after_a_turn_with_two_spells() -> None:
    """Official rulings: "If it is night, and the active player of the previous turn cast two or
    more spells during their turn, it becomes day." and the check before the untap (CR 502.2,
    730.2b): tapped Leeching Lurker turns into the Curse, then untaps; one spell keeps it
    night."""
    two = next_turn_untap(CURSE, "night", spells=2)
    assert (two.designation, two.name) == ("day", CURSE)
    assert two.day_night_before_untap and two.transform_before_untap and two.untapped
    one = next_turn_untap(CURSE, "night", spells=1)
    assert (one.designation, one.name) == ("night", "Leeching Lurker")


@pytest.mark.ruling("MID-OR-0295")
def test_appearing_together_with_a_daybound_creature_makes_it_day() -> None:
    """Official ruling: "If it's neither day nor night, and a creature with daybound and a
    creature with nightbound somehow appear on the battlefield at the same time, it becomes
    day. The creature with nightbound will transform." (CR 702.145d, 702.145g) Leeching Lurker
    (nightbound) appears with Bird Admirer (daybound): it becomes day and the Lurker transforms
    into the Curse."""
    assert appearing_together("Bird Admirer", CURSE) == ("day", "Bird Admirer", CURSE)


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
    dec = d.expect("choose_player")
    assert dec.player == 0 and dec.prompt == "Choose a player to attach it to"
    assert dec.info()["source"] == lurker
    assert d.state.turn == 4 and d.state.day_night == "day"
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0, 1}
    d.choose(1)  # not a target: the player with hexproof can be chosen
    assert d.chars(lurker).name == CURSE
    assert d.state.objects[lurker].attached_to == 1
    d.pass_until("draw", turn=4)  # its upkeep trigger triggered that turn
    assert (d.life(0), d.life(1)) == (21, 19)


@pytest.mark.ruling("MID-RN-197", "MID-OR-0284")
def test_as_leeching_lurker_it_becomes_unattached_and_stays() -> None:
    """CR 704.5p: a creature attached to a player becomes unattached and stays on the
    battlefield."""
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


@pytest.mark.ruling("MID-OR-0286", "MID-OR-0290")
def test_the_game_starts_neither_and_stays_day_or_night_once_it_is() -> None:
    """Official ruling: "Day and night are designations that the game itself can have. The game
    starts as neither. Once the game becomes day (or less commonly, night), the game will be
    exactly one of them—day or night—going back and forth for the rest of the game.". The
    ruling pointing to the mechanics article ("For more information about Day and Night and the
    Daybound and Nightbound abilities, please see ...") is answered by this same check."""
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


@pytest.mark.ruling("MID-OR-0291")
def test_it_transforms_as_soon_as_it_becomes_night_mid_turn() -> None:
    """Official ruling: "Double-faced permanents with daybound transform to their nightbound
    faces as it becomes night. ... This happens immediately and is not a state-based action. It
    happens any time it becomes day or night, not just during the untap step." (CR 702.145c,
    702.145f) Unnatural Moonrise makes it night in its controller's main phase: the very next
    event is the Curse turning into Leeching Lurker."""
    s = Scenario(seed=1)
    s.hand(0, CURSE, "Unnatural Moonrise")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Forest", "Glory Seeker")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    d.cast(0, CURSE, targets=[1])
    d.resolve()
    curse = d.find(CURSE, zone="battlefield")
    assert d.state.day_night == "day" and d.chars(curse).name == CURSE
    mark = len(d.state.log)
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    kinds = [e.kind for e in d.state.log[mark:]]
    start = kinds.index("day_night")
    assert kinds[start + 1] == "transform"
    assert d.chars(curse).name == "Leeching Lurker" and d.state.step.name == "PRECOMBAT_MAIN"


@pytest.mark.ruling("MID-OR-0294")
def test_moonmist_doesnt_transform_it() -> None:
    """Official ruling: "Permanents with daybound and nightbound can't transform via any means
    other than their daybound and nightbound abilities. Notably, older cards such as Moonmist
    that instruct a player to transform permanents don't affect permanents with daybound or
    nightbound." (CR 702.145e): Leeching Lurker, given all creature types by Amoeboid
    Changeling, is a Human when Moonmist ("Transform all Humans") resolves and stays Leeching
    Lurker, while Baithook Angler, a Human without daybound, transforms."""
    r = moonmist_at_night(CURSE)
    assert r.human and (r.name_before, r.name_after, r.transforms) == (
        "Leeching Lurker", "Leeching Lurker", 0)
    assert r.angler_after == "Hook-Haunt Drifter"


def _day_kept(d: Driver, player: int) -> None:
    """In its main phase, ``player`` casts Glory Seeker (two Plains), so that it stays day
    next turn (CR 730.2a)."""
    d.cast(player, "Glory Seeker")
    d.resolve()


def test_destroyed_with_its_upkeep_trigger_on_the_stack_it_still_drains() -> None:
    """CR 608.2h, 113.7a: player 1 destroys the Curse with Naturalize in response to its
    upkeep trigger; the ability uses the Curse's last known information: the player it
    enchanted (player 1) loses 1 life and its controller gains 1."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    _day_kept(d, 0)
    while not (d.state.turn == 4 and d.state.stack):
        d.pass_priority() if d.decision.kind == "priority" else d.attack([])
    assert d.state.step.name == "UPKEEP" and d.chars(d.find(CURSE)).name == CURSE
    d.cast(1, "Naturalize", targets=[d.find(CURSE)])
    d.resolve()
    assert d.zone_of(CURSE) == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    assert (d.life(0), d.life(1)) == (21, 19)


def test_in_multiplayer_only_the_enchanted_players_upkeep_drains() -> None:
    """Three players: the Curse player 0 controls enchants player 2; player 1's upkeep does
    nothing, player 2's drains player 2 for 1 and gives player 0 1 life; player 1 is
    unaffected. (Players 0 and 1 each cast a spell, so it stays day.)"""
    s = Scenario(players=3, seed=1)
    s.day_night("day")
    s.battlefield(0, CURSE, attached_to=2)
    for p in range(2):
        s.battlefield(p, "Plains", "Plains")
        s.hand(p, "Glory Seeker")
    for p in range(3):
        s.library(p, *["Swamp"] * 5)
    d = Driver(s.build())
    _day_kept(d, 0)
    d.pass_until("precombat_main", turn=4)
    assert [d.life(p) for p in range(3)] == [20, 20, 20]
    _day_kept(d, 1)
    d.pass_until("draw", turn=5)
    assert d.state.active == 2 and d.state.day_night == "day"
    assert [d.life(p) for p in range(3)] == [21, 20, 19]


def test_cursing_yourself_loses_and_gains_the_same_life() -> None:
    """"They lose 1 life and you gain 1 life": with the Curse on its own controller, player 0
    loses 1 then gains 1 in their upkeep, ending at 20 (CR 119.3, 119.4); its trigger did
    resolve."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    _day_kept(d, 1)
    while not (d.state.turn == 3 and d.state.stack):
        d.pass_priority() if d.decision.kind == "priority" else d.attack([])
    mark = len(d.state.log)
    d.resolve()
    kinds = [e.kind for e in d.state.log[mark:]]
    assert kinds == ["life_loss", "life_gain"]
    assert (d.life(0), d.life(1)) == (20, 20)


def test_leeching_lurker_has_lifelink_in_combat() -> None:
    """CR 702.15b: unblocked, the 4/4 Leeching Lurker deals 4 damage and its controller
    gains 4 life."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CURSE, transformed=True)
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CURSE)])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (24, 16)


def test_cast_as_an_aura_it_cant_target_a_player_with_hexproof() -> None:
    """CR 303.4a, 702.11b: cast by day, the Aura spell targets the player it will enchant;
    player 1 has hexproof (Enduring Angel), so only player 0 may be chosen, and choosing player
    1 is refused with an error, leaving the Curse in the hand and the lands untapped."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.day_night("day")
    s.hand(0, CURSE)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Enduring Angel")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, CURSE, targets=[1])
    assert d.zone_of(CURSE) == "hand" and not d.state.stack
    assert not any(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.act(0, CastSpell(d.find(CURSE, zone="hand")))
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {0}


def test_in_two_headed_giant_it_drains_in_the_enchanted_players_team_upkeep() -> None:
    """CR 805.4a, 810.9: in Two-Headed Giant, player 3's upkeep is their team's shared turn's
    upkeep (player 2 is the primary player): player 3 loses 1 life from their team's total and
    player 0's team gains 1."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night("day")
    s.battlefield(0, CURSE, attached_to=3)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    for p in range(4):
        s.library(p, *["Swamp"] * 5)
    d = Driver(s.build())
    _day_kept(d, 0)
    d.pass_until("draw", turn=4)
    assert d.state.active in (2, 3)
    assert (d.life(0), d.life(1), d.life(2), d.life(3)) == (31, 31, 29, 29)


def test_a_clone_of_leeching_lurker_stays_a_lurker_when_it_becomes_day() -> None:
    """CR 707.8, 712.9, 702.145f: by night, Clone copies Leeching Lurker (the face up): a 4/4
    lifelink Leeching Lurker with nightbound. Two spells make it day next turn: the real
    Lurker transforms into the Curse and is attached to a player; the Clone, not a
    double-faced card, can't transform and stays a 4/4 Leeching Lurker."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CURSE, transformed=True)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    s.library(0, *["Swamp"] * 5)
    s.library(1, *["Swamp"] * 5)
    d = Driver(s.build())
    lurker = d.find(CURSE)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(lurker)
    clone = d.state.battlefield[-1]
    c = d.chars(clone)
    assert c.name == "Leeching Lurker" and (c.power, c.toughness) == (4, 4)
    assert c.has("Lifelink") and c.has("Nightbound")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("end")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_player")
    d.choose(1)
    assert d.state.day_night == "day"
    assert d.chars(lurker).name == CURSE and d.state.objects[lurker].attached_to == 1
    c = d.chars(clone)
    assert c.name == "Leeching Lurker" and (c.power, c.toughness) == (4, 4)
    assert d.state.objects[clone].zone.value == "battlefield"


def test_transforming_it_attaches_only_to_a_player_still_in_the_game() -> None:
    """CR 800.4a, 303.4: three players; player 1 has conceded. When it becomes day, the
    Lurker transforms and may be attached to player 0 or player 2 only; choosing player 1 is
    refused."""
    from manastack.decisions.actions import Concede
    from manastack.game import IllegalActionError
    s = Scenario(players=3, seed=1)
    s.day_night("night")
    s.battlefield(0, CURSE, transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    for p in range(3):
        s.library(p, *["Swamp"] * 5)
    d = Driver(s.build())
    d.act(1, Concede())
    for _ in range(2):
        d.cast(0, "Shock", targets=[2])
        d.resolve()
    d.pass_until("end")
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("choose_player")
    assert {a.value for a in dec.actions} == {0, 2}
    with pytest.raises(IllegalActionError):
        d.choose(1)
    d.choose(2)
    curse = d.find(CURSE)
    assert d.chars(curse).name == CURSE and d.state.objects[curse].attached_to == 2


def test_moved_to_an_opponent_before_its_upkeep_trigger_resolves_it_drains_the_first_player(
) -> None:
    """CR 603.2, 608.2h: "they" is the enchanted player whose upkeep began as the ability
    triggered. Player 0 cursed themselves and controls Lynde, Cheerful Tormentor; at their
    upkeep both abilities trigger and player 0 puts the Curse's on the stack first. Lynde's
    resolves first and moves the Curse to player 1; the Curse's ability then makes player 0
    (whose upkeep it is) lose 1 life and gain 1 life; player 1 loses nothing."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    curse, lynde = d.find(CURSE), d.find("Lynde, Cheerful Tormentor")
    d.cast(1, "Shock", targets=[0])  # a spell this turn: it stays day
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("order_triggers")
    assert d.state.turn == 3 and dec.player == 0
    first = next(i for i, src, _ in dec.info()["triggers"] if src == curse)
    d.choose(first)  # the Curse's ability first on the stack: Lynde's resolves first
    d.take_first("order_triggers")
    assert [d.state.objects[x].source for x in d.state.stack] == [curse, lynde]
    d.resolve()
    d.expect("choose_cards")
    d.choose(curse)
    assert d.state.objects[curse].attached_to == 1
    d.resolve()
    assert not d.state.stack
    assert (d.life(0), d.life(1)) == (18, 20)
