""""You can't lose the game" and "Your opponents can't win the game" (CR 101.2, 104.2b, 104.3,
704.5a), the rule ``cant_lose_the_game`` (with ``opponents_cant_win``), checked with Platinum
Angel ("You can't lose the game and your opponents can't win the game.", defined in
tests/reference_cards.py)."""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, Concede, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

from ..reference_cards import PLATINUM_ANGEL


def _lord_mana(d: Driver) -> list[ActivateManaAbility]:
    """The activations of Lord of the Forsaken's "Pay 1 life: Add {C}" offered now."""
    lord = d.find("Lord of the Forsaken")
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == lord]

pytestmark = pytest.mark.card(PLATINUM_ANGEL.name)


def _angel_at(life: int) -> Driver:
    """Player 0 controls Platinum Angel at ``life`` life, with two Shocks, Death Pulse ("Target
    creature gets -4/-4 until end of turn.") and the lands to cast them."""
    s = Scenario(seed=1)
    s.life(0, life)
    s.battlefield(0, "Platinum Angel", "Mountain", "Mountain", "Swamp", "Swamp", "Swamp",
                  "Swamp")
    s.hand(0, "Shock", "Shock", "Death Pulse")
    s.library(0, *["Swamp"] * 4)
    s.library(1, *["Swamp"] * 4)
    return Driver(s.build())


def test_a_player_who_cant_lose_stays_in_the_game_with_0_or_less_life() -> None:
    """CR 704.5a doesn't make a player who can't lose the game lose it: at -2 life player 0
    keeps playing; once Platinum Angel dies the next check of state-based actions makes them
    lose."""
    d = _angel_at(2)
    for _ in range(2):
        d.cast(0, "Shock", targets=[0])
        d.resolve()
    assert d.life(0) == -2
    assert not d.state.players[0].lost and not d.state.game_over
    assert d.decision.kind == "priority" and d.decision.player == 0
    angel = d.find("Platinum Angel")
    d.cast(0, "Death Pulse", targets=[angel])
    d.resolve()
    kinds = [(e.kind, e.obj) for e in d.state.log]
    assert kinds.index(("zone_change", angel)) < kinds.index(("lose", None))
    assert d.state.players[0].lost and d.state.game_over


def test_a_player_who_cant_lose_can_still_concede() -> None:
    """CR 104.3a: a player can concede the game at any time, even one who can't lose it."""
    d = _angel_at(2)
    d.act(0, Concede())
    assert d.state.players[0].lost


def test_the_last_player_in_the_game_wins_though_the_angel_says_they_cant() -> None:
    """CR 104.2a, 104.3a: player 0, who controls Platinum Angel ("... your opponents can't win
    the game"), concedes; in a two-player game the Angel stays on the battlefield as the game
    ends (CR 800.1), yet player 1, whose opponents have all left the game, wins: that
    overrides every effect that would keep them from winning."""
    d = _angel_at(20)
    d.act(0, Concede())
    assert d.zone_of("Platinum Angel") == "battlefield"
    assert d.game.is_over and d.game.winners == (1,) and d.state.players[1].won


def test_an_opponent_cant_win_with_triskaidekaphile() -> None:
    """Triskaidekaphile's "you win the game" does nothing while its controller's opponent
    controls Platinum Angel (CR 104.2b, 101.2); without the Angel, or with the Angel under its
    own controller (who only can't lose), it wins."""
    for angel, own in ((True, False), (False, False), (False, True)):
        s = Scenario(seed=1)
        s.battlefield(0, "Triskaidekaphile")
        s.hand(0, *["Island"] * 13)
        if angel:
            s.battlefield(1, "Platinum Angel")
        if own:
            s.battlefield(0, "Platinum Angel")
        s.library(0, *["Island"] * 4)
        s.library(1, *["Island"] * 4)
        s.at("precombat_main", active=1, turn=2)
        d = Driver(s.build())
        while d.game.decision is not None and d.state.turn < 4:
            if d.decision.kind == "declare_attackers":
                d.act(d.decision.player, FinishDeclaration())
            else:
                d.pass_priority()  # through player 0's upkeep of turn 3
        assert len(d.state.players[0].hand) >= 13
        assert d.state.players[1].lost is not angel
        assert d.state.game_over is not angel


def test_a_win_stopped_by_one_opponents_angel_makes_no_other_opponent_lose() -> None:
    """In a three-player game, Platinum Angel under player 1's control stops Triskaidekaphile's
    "you win the game" as a whole: player 2, who controls no Angel, doesn't lose either (CR
    104.2b, 101.2: the player can't win, so no opponent loses for it, CR 104.3h)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Triskaidekaphile")
    s.hand(0, *["Island"] * 13)
    s.battlefield(1, "Platinum Angel")
    for p in range(3):
        s.library(p, *["Island"] * 4)
    s.at("precombat_main", active=2, turn=3)
    d = Driver(s.build())
    while d.game.decision is not None and d.state.active == 2:
        if d.decision.kind == "declare_attackers":
            d.act(d.decision.player, FinishDeclaration())
        else:
            d.pass_priority()
    while d.game.decision is not None and d.state.step.name != "DRAW":
        d.pass_priority()  # player 0's upkeep: the trigger resolves
    assert len(d.state.players[0].hand) >= 13
    assert d.state.step.name == "DRAW"
    assert not any(d.state.players[p].lost for p in range(3))
    assert not d.state.game_over


def test_an_opponents_angel_doesnt_keep_a_player_in_the_game() -> None:
    """CR 104.3b, 704.5a: "You can't lose the game" protects Platinum Angel's controller only:
    player 1, at 2 life, Shocked by player 0 who controls the Angel, loses, and player 0 (who
    may win: the Angel stops only opponents from winning) wins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Mountain")
    s.hand(0, "Shock")
    s.life(1, 2)
    s.library(0, "Swamp")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost and not d.state.players[0].lost
    assert d.state.game_over


def test_an_effect_that_says_you_lose_the_game_does_nothing_while_you_cant_lose() -> None:
    """CR 104.3e, 101.2: player 0's Clone copies Enduring Angel (single-faced, it can't
    transform); at 2 life, Blood Pact's loss of 2 makes the life total 3 instead, and the
    Angel's "you lose the game" follows; with Platinum Angel, player 0 can't lose the game and
    stays in it."""
    s = Scenario(seed=1)
    s.life(0, 2)
    s.battlefield(0, "Platinum Angel", "Island", "Island", "Island", "Island", "Swamp",
                  "Swamp", "Swamp")
    s.battlefield(1, "Enduring Angel")
    s.hand(0, "Clone", "Blood Pact")
    s.library(0, *["Swamp"] * 4)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Enduring Angel"))
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert d.life(0) == 3
    assert not d.state.players[0].lost and not d.game.is_over
    assert not [e for e in d.state.log if e.kind == "lose"]


def test_at_0_life_a_player_who_cant_lose_can_no_longer_pay_life() -> None:
    """CR 119.4, 118.3: a player can pay life only if their life total is at least the
    payment. At 1 life with Platinum Angel, player 0 pays 1 life for Lord of the Forsaken's
    {C} in the upkeep; at 0 life they stay in the game but the ability is offered no more, in
    the upkeep or in the draw step that follows."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Platinum Angel", "Lord of the Forsaken")
    s.library(0, *["Swamp"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    assert _lord_mana(d)
    d.mana(0, d.find("Lord of the Forsaken"))
    assert d.life(0) == 0 and not d.state.players[0].lost
    assert _lord_mana(d) == []
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "DRAW" and d.decision.kind == "priority"
    assert _lord_mana(d) == []


def test_life_paid_for_only_while_the_total_covers_it_between_combat_damage_steps() -> None:
    """CR 119.4, 510.4: player 1 (Platinum Angel, Lord of the Forsaken) at 4 life is dealt 3
    first-strike damage by Florian, Voldaren Scion, then 2 by Glory Seeker: with 1 life left in
    the first-strike combat damage step they may pay 1 life for Lord's {C}; at -1 life in the
    regular combat damage step they can't, though they are still in the game."""
    s = Scenario(seed=1)
    s.life(1, 4)
    s.battlefield(1, "Platinum Angel", "Lord of the Forsaken")
    s.battlefield(0, "Florian, Voldaren Scion", "Glory Seeker")
    s.library(0, *["Swamp"] * 4)
    s.library(1, *["Swamp"] * 4)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Florian, Voldaren Scion"), d.find("Glory Seeker")])
    while d.state.step.name != "FIRST_STRIKE_DAMAGE" or d.decision.player != 1:
        d.pass_priority() if d.decision.kind == "priority" else d.block()
    assert d.life(1) == 1 and _lord_mana(d)
    d.pass_priority()
    while d.decision.player != 1:
        d.pass_priority()
    assert d.state.step.name == "COMBAT_DAMAGE" and d.life(1) == -1
    assert not d.state.players[1].lost and _lord_mana(d) == []


def test_life_gained_at_0_life_can_be_paid_again() -> None:
    """CR 119.4, 119.3: at 0 life with Platinum Angel, player 0 can't pay 1 life for Lord of
    the Forsaken's {C}; once Wellwisher's ability has resolved (1 Elf: 1 life gained) they can
    again."""
    s = Scenario(seed=1)
    s.life(0, 0)
    s.battlefield(0, "Platinum Angel", "Lord of the Forsaken", "Wellwisher")
    s.library(0, *["Swamp"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    assert _lord_mana(d) == []
    d.activate(0, "Wellwisher")
    assert _lord_mana(d) == []
    d.resolve()
    assert d.life(0) == 1 and d.decision.player == 0
    assert _lord_mana(d)


def test_life_gained_back_to_1_by_the_second_of_two_triggers_can_be_paid() -> None:
    """CR 119.4, 119.3, 603.3b: at -1 life with Platinum Angel, two Glory Seekers attack and
    Righteous Cause triggers twice ("you gain 1 life"). After the first trigger (0 life) Lord of
    the Forsaken's "Pay 1 life" can't be paid; after the second (1 life) it can."""
    s = Scenario(seed=1)
    s.life(0, -1)
    s.battlefield(0, "Platinum Angel", "Lord of the Forsaken", "Righteous Cause",
                  "Glory Seeker", "Glory Seeker")
    s.library(0, *["Swamp"] * 2)
    s.library(1, "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack(d.ids("Glory Seeker"))
    while d.decision.kind == "order_triggers":
        d.act(0, d.game.legal_actions()[0])
    assert len(d.state.stack) == 2 and _lord_mana(d) == []
    d.pass_priority()
    d.pass_priority()
    assert d.life(0) == 0 and len(d.state.stack) == 1 and _lord_mana(d) == []
    d.pass_priority()
    d.pass_priority()
    assert d.life(0) == 1 and not d.state.stack and d.decision.player == 0
    assert _lord_mana(d)


def test_life_lost_to_0_by_the_second_of_two_reaper_triggers_cant_be_paid() -> None:
    """CR 119.4, 120.3a, 704.5b, 104.3c: at 2 life with Platinum Angel and an empty library, two
    Glory Seekers die and Midnight Reaper triggers twice ("deals 1 damage to you and you draw a
    card": the draws are from the empty library, and the Angel keeps player 0 in the game).
    After the first trigger (1 life) Lord of the Forsaken's "Pay 1 life" can be paid; after the
    second (0 life) it can't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Midnight Reaper", "Lord of the Forsaken")
    s.battlefield(0, "Glory Seeker", damage=2)
    s.battlefield(0, "Glory Seeker", damage=2)
    s.life(0, 2)
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    while d.decision.kind == "order_triggers":
        d.act(0, d.game.legal_actions()[0])
    assert len(d.state.stack) == 2 and _lord_mana(d)
    d.pass_priority()
    d.pass_priority()
    assert d.life(0) == 1 and len(d.state.stack) == 1 and _lord_mana(d)
    d.pass_priority()
    d.pass_priority()
    assert d.life(0) == 0 and not d.state.stack and d.decision.player == 0
    assert _lord_mana(d) == [] and not d.game.is_over


def test_life_gained_above_0_by_the_second_double_strike_hit_can_be_paid() -> None:
    """CR 702.4b, 510.4, 702.15b, 119.4: at -9 life with Platinum Angel, Enduring Angel (double
    strike) given lifelink and two +1/+1 counters by Angelfire Ignition attacks. After its
    first-strike damage (5 life gained: -4) Lord of the Forsaken's "Pay 1 life" can't be
    paid; after its regular combat damage (5 more: 1 life) it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Platinum Angel", "Enduring Angel", "Lord of the Forsaken", "Plains",
                  "Mountain", "Plains")
    s.hand(0, "Angelfire Ignition")
    s.life(0, -9)
    s.library(0, "Plains", "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    angel = d.find("Enduring Angel")
    d.cast(0, "Angelfire Ignition", targets=[angel])
    d.resolve()
    d.to_combat()
    d.attack([angel])
    while d.life(0) == -9:
        d.pass_priority()
    assert d.life(0) == -4 and d.life(1) == 15 and _lord_mana(d) == []
    while d.life(0) == -4:
        d.pass_priority()
    assert d.life(0) == 1 and d.life(1) == 10 and d.decision.player == 0
    assert _lord_mana(d)


def test_paying_life_twice_in_two_steps_down_to_0_is_then_refused() -> None:
    """CR 119.4, 118.3: at 2 life with Platinum Angel, player 0 pays 1 life for Lord of the
    Forsaken's {C} in the upkeep (1 life left: they may pay again), then again in the draw
    step: at 0 life the ability is offered no more."""
    s = Scenario(seed=1)
    s.life(0, 2)
    s.battlefield(0, "Platinum Angel", "Lord of the Forsaken")
    s.library(0, *["Swamp"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.mana(0, d.find("Lord of the Forsaken"))
    assert d.life(0) == 1 and _lord_mana(d)
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "DRAW" and _lord_mana(d)
    d.mana(0, d.find("Lord of the Forsaken"))
    assert d.life(0) == 0 and _lord_mana(d) == []


def _thg() -> Scenario:
    s = Scenario(format="two_headed_giant", seed=1)
    for p in (0, 2, 3):
        s.library(p, *["Island"] * 10)
    return s


def test_two_headed_giant_the_angel_keeps_the_whole_team_in_the_game() -> None:
    """CR 810.8a: player 0's Platinum Angel: the Shock dealt to player 1 brings the team's total
    to 0, and player 1's draw from an empty library in the team's draw step, make neither
    player of the team lose."""
    s = _thg()
    s.battlefield(0, PLATINUM_ANGEL.name)
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    s.life(0, 2)
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    d.cast(2, "Shock", targets=[1])
    d.resolve()
    assert [d.life(p) for p in range(4)] == [0, 0, 30, 30]
    d.pass_until("precombat_main", turn=3)
    assert d.state.active == 0 and not d.state.players[1].library
    assert not d.state.game_over
    assert not any(p.lost for p in d.state.players)
    # without the Angel, player 1's draw from the empty library takes the team out
    s = _thg()
    s.at("end", active=2, turn=2)
    d = Driver(s.build())
    while not d.state.game_over and d.state.turn < 4:
        d.pass_priority()
    assert d.state.turn == 3
    assert d.state.game_over
    assert [p.lost for p in d.state.players] == [True, True, False, False]


def test_two_headed_giant_a_teammate_s_angel_stops_an_opponent_s_win() -> None:
    """CR 810.8a: player 3's Triskaidekaphile with thirteen cards at the beginning of team
    2-3's upkeep wins the game for the team, unless player 1, an opponent, controls Platinum
    Angel; player 2's Angel, a teammate's, doesn't stop it."""
    for angel_of, wins in ((None, True), (1, False), (2, True)):
        s = _thg()
        s.library(1, *["Island"] * 10)
        s.battlefield(3, "Triskaidekaphile")
        s.hand(3, *["Island"] * 13)
        if angel_of is not None:
            s.battlefield(angel_of, PLATINUM_ANGEL.name)
        s.at("end", active=0, turn=2)
        d = Driver(s.build())
        while d.game.decision is not None and d.state.step.name != "DRAW":
            if d.decision.kind == "declare_attackers":
                d.act(d.decision.player, FinishDeclaration())
            else:
                d.pass_priority()
        assert d.state.game_over is wins
        assert [p.won for p in d.state.players] == [False, False, wins, wins]
        assert [p.lost for p in d.state.players] == [wins, wins, False, False]
