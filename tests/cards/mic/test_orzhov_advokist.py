"""Orzhov Advokist — {2}{W} Creature — Human Advisor 1/4.

Oracle: "At the beginning of your upkeep, each player may put two +1/+1 counters on a creature
they control. If a player does, creatures that player controls can't attack you or
planeswalkers you control until your next turn."
Rulings covered: MIC-OR-0130, MIC-OR-0131, MIC-OR-0132, MIC-OR-0133.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, PassPriority
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Orzhov Advokist")

CARD = "Orzhov Advokist"


def _table(players: int = 4, extra: tuple[str, ...] = (), swamps: int = 0) -> Driver:
    """Player 0 controls the Advokist and a Glory Seeker, every other player an Elvish
    Warrior; it is the last player's turn, just before player 0's."""
    s = Scenario(players=players, seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    for p in range(1, players):
        s.battlefield(p, "Elvish Warrior")
    s.battlefield(1, *extra)
    if "Mountain" in extra:
        s.hand(1, "Bloodthirsty Adversary")
    if swamps:
        s.battlefield(0, *["Swamp"] * swamps)
        s.hand(0, "Go for the Throat", "Go for the Throat")
    for p in range(players):
        s.library(p, *["Mountain"] * 6)
    s.at("precombat_main", active=players - 1, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    return d


def _gift(d: Driver, choices: dict[int, int | None]) -> list[int]:
    """Resolve the trigger; each player in turn answers from ``choices``. Returns the players
    asked, in order."""
    asked = []
    top = d.state.stack[-1]
    while top in d.state.stack:
        dec = d.decision
        if dec.kind == "priority":
            d.act(dec.player, PassPriority())
            continue
        assert dec.kind == "choose_cards"
        asked.append(dec.player)
        d.choose(choices.get(dec.player), player=dec.player)
    return asked


def _attack_targets(d: Driver, creature: int) -> set[int]:
    return {a.defender for a in d.game.legal_actions()
            if isinstance(a, DeclareAttacker) and a.creature == creature}


def _to_attack(d: Driver, turn: int) -> None:
    while not (d.state.turn == turn and d.decision.kind == "declare_attackers"):
        if d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.block({}) if d.decision.kind == "declare_blockers" else d.attack([])
        else:
            d.pass_priority()


@pytest.mark.ruling("MIC-OR-0130", "MIC-OR-0131")
def test_you_choose_first_then_each_other_player_in_turn_order_then_counters_at_once() -> None:
    """Four players: the Advokist's controller is asked first, then players 1, 2 and 3, each
    seeing what those before them chose. The ability has no targets; nobody gets priority while the choices are made, and no counter
    is put on before the last player has chosen; then the chosen creatures get two counters
    each at once."""
    d = _table()
    top = d.state.objects[d.state.stack[-1]]
    assert not top.stack.get("targets")
    seeker = d.find("Glory Seeker")
    w1, w2, w3 = (d.find("Elvish Warrior", player=p) for p in (1, 2, 3))
    order = []
    while d.decision.kind == "priority":
        d.pass_priority()
    for player, pick in ((0, seeker), (1, w1), (2, None), (3, w3)):
        dec = d.expect("choose_cards")
        order.append(dec.player)
        assert dec.player == player
        # each player knows what the players before them chose
        shown = {e.get("object") for e in d.game.view(player)["log"] if e["kind"] == "chose"}
        assert shown == {0: set(), 1: {seeker}, 2: {seeker, w1}, 3: {seeker, w1}}[player]
        assert not any(d.state.objects[x].counters for x in (seeker, w1, w3))
        d.choose(pick, player=player)
    assert order == [0, 1, 2, 3]
    assert not d.state.stack
    assert [d.state.objects[x].counters.get("+1/+1", 0) for x in (seeker, w1, w2, w3)] == \
        [2, 2, 0, 2]


@pytest.mark.ruling("MIC-OR-0132")
def test_a_player_who_accepts_cant_attack_you_with_any_creature_in_their_next_turn() -> None:
    """Player 1 accepts and player 2 declines. In player 1's turn neither their Warrior nor
    Bloodthirsty Adversary, which has haste and wasn't on the battlefield as the ability
    resolved, may attack player 0, but both may attack player 2; player 2's Warrior may
    attack player 0."""
    d = _table(players=3, extra=("Mountain", "Mountain"))
    _gift(d, {0: None, 1: d.find("Elvish Warrior", player=1), 2: None})
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Bloodthirsty Adversary")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    d.pass_until("beginning_of_combat", turn=4)
    d.to_combat()
    adversary, warrior = d.find("Bloodthirsty Adversary"), d.find("Elvish Warrior", player=1)
    assert _attack_targets(d, warrior) == {2} and _attack_targets(d, adversary) == {2}
    d.attack([])
    _to_attack(d, 5)
    assert 0 in _attack_targets(d, d.find("Elvish Warrior", player=2))


@pytest.mark.ruling("MIC-OR-0133")
def test_the_restriction_outlasts_the_advokist_and_the_creature_that_got_counters() -> None:
    """Player 1 puts the counters on one of their two Warriors; then player 0 destroys the
    Advokist and that Warrior. In player 1's turn their other Warrior still can't attack
    player 0 (only player 2)."""
    d = _table(players=3, extra=("Elvish Warrior",), swamps=4)
    gifted, other = d.ids("Elvish Warrior", player=1)
    _gift(d, {1: gifted})
    assert d.state.objects[gifted].counters.get("+1/+1") == 2
    d.pass_until("precombat_main", turn=3)
    d.cast(0, "Go for the Throat", targets=[gifted])
    d.resolve()
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and d.state.objects.get(gifted) is None
    _to_attack(d, 4)
    assert _attack_targets(d, other) == {2}


def test_the_restriction_ends_as_your_next_turn_begins() -> None:
    """"Until your next turn" (CR 500.1, 611.2): player 1 accepts the counters and can't
    attack player 0 in their turn 4; player 0's turn 5 begins and ends it (both decline this
    time), so in turn 6 player 1's Warrior may attack player 0 again."""
    d = _table(players=2)
    warrior = d.find("Elvish Warrior", player=1)
    _gift(d, {1: warrior})
    _to_attack(d, 4)
    assert _attack_targets(d, warrior) == set()
    d.attack([])
    while not (d.state.turn == 5 and d.state.stack):
        if d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.block({}) if d.decision.kind == "declare_blockers" else d.attack([])
        else:
            d.pass_priority()
    _gift(d, {})
    _to_attack(d, 6)
    assert _attack_targets(d, warrior) == {0}


def test_nor_your_planeswalkers_and_a_creature_not_theirs_is_refused() -> None:
    """"Can't attack you or planeswalkers you control": player 1, who accepted, may attack
    neither player 0 nor player 0's Teferi. A player may only choose a creature they control
    (CR 109.5): player 1 choosing player 0's Glory Seeker is refused, the game unchanged."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Teferi, Who Slows the Sunset")
    s.battlefield(1, "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Mountain"] * 6)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    warrior, teferi = d.find("Elvish Warrior"), d.find("Teferi, Who Slows the Sunset")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_cards")
    d.choose(None, player=0)
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker"), player=1)
    assert d.game.fingerprint() == before
    d.choose(warrior, player=1)
    assert d.state.objects[warrior].counters.get("+1/+1") == 2
    _to_attack(d, 4)
    assert 0 not in _attack_targets(d, warrior) and teferi not in _attack_targets(d, warrior)


def test_two_headed_giant_only_the_accepting_player_s_creatures_and_only_at_you() -> None:
    """Two-Headed Giant (CR 810.7, 805.10b): each attacking creature attacks one defending
    player. Player 2 accepts the counters, player 3 declines: in their team's next turn player
    2's Warrior may attack player 1 (the Advokist controller's teammate) but not player 0;
    player 3's Warrior may attack either."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 6)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Elvish Warrior")
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    w2, w3 = d.find("Elvish Warrior", player=2), d.find("Elvish Warrior", player=3)
    _gift(d, {2: w2})
    assert d.state.objects[w2].counters.get("+1/+1") == 2
    assert not d.state.objects[w3].counters
    _to_attack(d, 4)
    assert _attack_targets(d, w2) == {1}
    assert _attack_targets(d, w3) == {0, 1}



def _trigger_with_threaten_in_hand() -> Driver:
    """Three players: the Advokist's trigger on the stack in player 0's turn 3, player 1 with
    an Elvish Warrior, three Mountains and Threaten in hand, player 2 with an Elvish
    Warrior."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Elvish Warrior", "Mountain", "Mountain", "Mountain")
    s.battlefield(2, "Elvish Warrior")
    s.hand(1, "Threaten")
    for p in range(3):
        s.library(p, *["Forest"] * 6)
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    return d


def test_a_creature_the_accepting_player_takes_later_cant_attack_you_either() -> None:
    """CR 611.2c: "creatures that player controls can't attack you" changes no object's
    characteristics or controller, so it applies to whatever creatures player 1 controls at
    any time. Player 1 accepts the counters; in their turn they take player 2's Warrior with
    Threaten: the stolen Warrior, given haste, may attack player 2, its owner, but not
    player 0."""
    d = _trigger_with_threaten_in_hand()
    _gift(d, {0: None, 1: d.find("Elvish Warrior", player=1), 2: None})
    d.pass_until("precombat_main", turn=4)
    stolen = d.find("Elvish Warrior", player=2)
    d.cast(1, "Threaten", targets=[stolen])
    d.resolve()
    assert d.state.objects[stolen].controller == 1
    d.to_combat()
    assert _attack_targets(d, stolen) == {2}
    assert _attack_targets(d, d.find("Elvish Warrior", player=1)) == {2}



def test_the_you_of_the_restriction_stays_the_player_who_controlled_the_ability() -> None:
    """CR 611.2a, 109.5: "you" is the controller of the resolved ability, fixed as it resolved;
    the Advokist changing controller later doesn't change it. Player 1 accepted the counters;
    in their turn they take the Advokist with Threaten: their Warrior still can't attack player
    0, and may attack player 2."""
    d = _trigger_with_threaten_in_hand()
    warrior = d.find("Elvish Warrior", player=1)
    _gift(d, {0: None, 1: warrior, 2: None})
    d.pass_until("precombat_main", turn=4)
    advokist = d.find(CARD)
    d.cast(1, "Threaten", targets=[advokist])
    d.resolve()
    assert d.state.objects[advokist].controller == 1
    d.to_combat()
    assert _attack_targets(d, warrior) == {2}


def test_under_grand_melee_the_creature_must_attack_another_player_or_needn_t_attack() -> None:
    """CR 508.1c-d: a requirement ("attack each combat if able") is obeyed only as far as the
    restrictions allow. Player 1 accepted, then casts Grand Melee in their turn: with three
    players their Warrior may attack only player 2, and must (declaring no attackers is
    refused). With two players it can attack nobody, so it needn't attack."""
    for players in (3, 2):
        s = Scenario(players=players, seed=1)
        s.battlefield(0, CARD)
        s.battlefield(1, "Elvish Warrior", *["Mountain"] * 4)
        s.hand(1, "Grand Melee")
        for p in range(players):
            s.library(p, *["Mountain"] * 6)
        s.at("precombat_main", active=players - 1, turn=2)
        d = Driver(s.build())
        while not (d.state.turn == 3 and d.state.stack):
            d.attack([]) if d.decision.kind == "declare_attackers" else d.pass_priority()
        warrior = d.find("Elvish Warrior")
        _gift(d, {1: warrior})
        d.pass_until("precombat_main", turn=4)
        d.cast(1, "Grand Melee")
        d.resolve()
        d.to_combat()
        assert _attack_targets(d, warrior) == ({2} if players == 3 else set())
        if players == 3:
            with pytest.raises(IllegalActionError):
                d.attack([])
            d.attack({warrior: 2})
            assert d.state.combat is not None and d.state.combat.attackers == {warrior: 2}
        else:
            d.attack([])
            assert d.state.combat is None or not d.state.combat.attackers
