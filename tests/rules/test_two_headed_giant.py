"""The Two-Headed Giant variant (CR 810) and its shared team turns (CR 805).

* CR 810.1, 102.3: two teams of two, players 0-1 and 2-3; a player's opponents are the other
  team's players, never their teammate.
* CR 810.4, 103.4a: each team's shared life total starts at 30.
* CR 810.9, 810.9a: damage, loss and gain of life happen to each player and the result is
  applied to the team's total, which is what any player's life total reads.
* CR 810.10, 810.8d, 704.6b, 704.5c: poison counters are shared; fifteen make the team lose,
  ten don't.
* CR 810.8a, 810.8c, 704.6a, 104.2a: the team at 0 life loses as one; a player drawing from an
  empty library makes the whole team lose; the other team wins.
* CR 810.8b: a player who concedes takes their team out of the game.
* CR 810.6, 103.8b, 805.3: a random player chooses the starting team, which skips the draw
  step of its first turn; the other team's players both draw in theirs (805.4b).
* CR 805.4, 805.4a, 805.4c: teams take turns; both players of the active team untap, may play a
  land, cast sorcery-speed spells, and "your upkeep" is theirs.
* CR 805.5b, 805.6: priority goes through the active team, then the other team.
* CR 805.10a-b, 805.10d-e: the active team declares one combined attack (its primary player,
  805.2, declares the creatures of both players) against the defending team's players; the
  defending team declares one combined block, either player's creature blocking a creature
  attacking either of them; landwalk looks at the lands of the player attacked.
* CR 810.9d, 810.9c: "each player's life total becomes N" affects one player of each team,
  chosen by the team; that player gains or loses the difference from the team's total.
* CR 730.2a-b (shared team turns): day and night look at every player of the active team.
* CR 810.5: teammates may review each other's hands; resources are not shared.
* CR 805.4d: "at the beginning of each player's upkeep" referring to that player triggers
  once for each active player.
* CR 810.11: six or eight players play as two teams of three or four (Three- and Four-Headed
  Giant), 45 or 60 life a team, twenty or twenty-five poison counters to lose.
* Game.new, Scenario and the saved game refuse a Two-Headed Giant game of any other number of
  players.
"""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card
from manastack.decisions.actions import (
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    PlayLand,
)
from manastack.dsl.prelude import (
    ControllerOf,
    Filter,
    PutCounters,
    Triggerer,
    enters,
    triggered,
)
from manastack.game import Game, GameSetupError
from manastack.game_document import GameDocumentError
from manastack.scenario import Scenario, ScenarioError
from manastack.state.steps import Step
from manastack.testing import Driver
from manastack.ui.describe import Describer
from tests import reference_cards  # noqa: F401  (defines Prologue to Phyresis)

# Poisonbelly Ogre (Mirrodin Besieged), current Oracle text: one poison counter at a time, to
# one player, so a team's count can land on fifteen exactly.
POISONBELLY_OGRE = define_card(
    "Poisonbelly Ogre", "{4}{B}", "Creature — Ogre Warrior",
    "Whenever another creature enters, its controller gets a poison counter.",
    power=3, toughness=3,
    abilities=[triggered(enters(Filter(types=("Creature",), other=True)),
                         PutCounters(ControllerOf(Triggerer()), "poison"))])

THG = "two_headed_giant"


def _thg(seed: int = 1, **at: object) -> Scenario:
    s = Scenario(format=THG, seed=seed)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    if at:
        s.at(**at)  # type: ignore[arg-type]
    return s


def test_teams_opponents_and_the_shared_starting_life_total() -> None:
    """CR 810.1, 102.3, 810.4, 103.4a, 119.1a, 805.1: the teams' members sit in adjacent seats."""
    g = Game.new([["Forest"] * 20] * 4, seed=3, format=THG)
    assert g.state.teams == ((0, 1), (0, 1), (2, 3), (2, 3))
    assert [p.life for p in g.state.players] == [30, 30, 30, 30]
    assert sorted(g.state.opponents(0)) == [2, 3] and sorted(g.state.opponents(3)) == [0, 1]
    assert 1 not in g.state.opponents(0) and 3 not in g.state.opponents(2)
    ffa = Game.new([["Forest"] * 20] * 4, seed=3)
    assert ffa.state.teams is None and sorted(ffa.state.opponents(0)) == [1, 2, 3]
    assert [p.life for p in ffa.state.players] == [20, 20, 20, 20]


def test_a_two_headed_giant_game_needs_two_teams_of_two() -> None:
    """CR 810.1: Game.new, Scenario and a saved setup refuse any other number of players."""
    with pytest.raises(GameSetupError, match="two teams of two"):
        Game.new([["Forest"] * 20] * 3, format=THG)
    with pytest.raises(ScenarioError, match="two teams of two"):
        Scenario(players=2, format=THG)
    with pytest.raises(ScenarioError, match="primary player"):
        Scenario(format=THG).at("precombat_main", active=1)
    g = Game.new([["Forest"] * 20] * 4, seed=3, format=THG)
    doc = g.to_json().replace('"decks": [', '"decks": [[], ', 1)
    with pytest.raises(GameDocumentError):
        Game.from_json(doc)


def test_damage_to_one_player_comes_off_the_team_total() -> None:
    """CR 810.9, 810.9a: Shock deals 2 damage to player 3; the team 2-3 has 28 life, which is
    what each of its players' life totals reads. The other team is untouched."""
    s = _thg()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[3])
    d.resolve()
    assert [d.life(p) for p in range(4)] == [30, 30, 28, 28]
    dealt = [e for e in d.game.log if e.kind == "damage" and e.player is not None]
    assert [(e.player, e.amount) for e in dealt] == [(3, 2)]  # dealt to player 3 alone


def test_life_lost_by_a_teammate_in_their_upkeep_is_the_teams() -> None:
    """CR 805.4, 810.9: Grinning Demon's "at the beginning of your upkeep" triggers in its
    controller's team's upkeep although the primary player is the active player; the team
    loses the 2 life. In the other team's upkeep it doesn't trigger."""
    s = _thg(active=2, step="end")
    s.battlefield(1, "Grinning Demon")
    d = Driver(s.build())
    d.pass_until("upkeep")  # the trigger resolves on the way
    assert d.state.active == 0
    assert [e.player for e in d.game.log if e.kind == "life_loss"] == [1]
    assert [d.life(p) for p in range(4)] == [28, 28, 30, 30]
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert d.state.active == 2 and not d.state.stack
    assert [d.life(p) for p in range(4)] == [28, 28, 30, 30]


def test_teams_take_turns_and_both_players_of_the_active_team_act() -> None:
    """CR 805.4, 805.4a, 805.4c, 307.1: the turn passes team to team (0, 2, 0); both players
    of the active team untap, may each play a land and cast a creature spell in their main
    phase; the nonactive team's players may not."""
    s = _thg()
    s.battlefield(0, "Forest", tapped=True)
    s.battlefield(1, "Plains", tapped=True)
    s.battlefield(2, "Forest", tapped=True)
    for p in range(4):
        s.hand(p, "Forest", "Glory Seeker")
        s.battlefield(p, "Plains", "Plains")
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 2
    assert not d.state.objects[d.find("Forest", "battlefield", player=2)].tapped
    assert d.state.objects[d.find("Forest", "battlefield", player=0)].tapped
    assert d.state.objects[d.find("Plains", "battlefield", player=1)].tapped
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 0
    for p in (0, 1):
        assert not any(d.state.objects[x].tapped
                       for x in d.state.battlefield if d.state.objects[x].controller == p)
    d.play_land(0, "Forest")
    seeker0 = d.cast(0, "Glory Seeker")
    d.resolve()
    assert seeker0 in d.state.battlefield or d.zone_of("Glory Seeker", 0) == "battlefield"
    # priority goes to the teammate next (CR 805.5b, 805.6)
    d.pass_priority()
    dec = d.expect("priority")
    assert dec.player == 1
    land1 = d.find("Forest", "hand", player=1)
    assert PlayLand(land1) in d.game.legal_actions()
    d.play_land(1, "Forest")
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert d.zone_of("Glory Seeker", 1) == "battlefield"
    assert d.state.players[0].lands_played == 1 and d.state.players[1].lands_played == 1
    # the nonactive team: no land, no creature spell
    while d.decision.player != 2:
        d.pass_priority()
    legal = d.game.legal_actions()
    assert PlayLand(d.find("Forest", "hand", player=2)) not in legal
    assert CastSpell(d.find("Glory Seeker", "hand", player=2), "normal") not in legal


def test_the_starting_team_skips_its_first_draw_and_each_player_of_a_team_draws() -> None:
    """CR 805.3, 810.6, 103.8b, 805.4b: the starting team is chosen (named by its primary
    player); its players keep their seven cards through the first draw step; in the second
    turn both players of the other team draw."""
    g = Game.new([["Forest"] * 20] * 4, seed=5, format=THG)
    d = Driver(g)
    d.expect("first_player")
    assert set(d.game.legal_actions()) == {Choose(0), Choose(2)}
    d.choose(2)
    while d.decision.kind == "mulligan":
        d.choose("keep")
    assert d.state.active == 2
    d.pass_until("precombat_main", turn=1)
    assert [len(p.hand) for p in d.state.players] == [7, 7, 7, 7]
    d.pass_until("precombat_main", turn=2)
    assert d.state.active == 0
    assert [len(p.hand) for p in d.state.players] == [8, 8, 7, 7]
    draws = [e.player for e in d.game.log if e.kind == "draw"]
    assert draws[-2:] == [0, 1]  # the active team's players, primary first (CR 805.6a)


def test_each_opponent_losing_life_costs_the_opposing_team_twice() -> None:
    """CR 810.9, 102.3: "each opponent" is both players of the other team, so the team loses
    the amount twice (Prologue to Phyresis and life loss alike); a player's teammate is not an
    opponent."""
    s = _thg()
    s.battlefield(0, *["Island"] * 2)
    s.hand(0, "Prologue to Phyresis")
    d = Driver(s.build())
    d.cast(0, "Prologue to Phyresis")
    d.resolve()
    assert [p.poison for p in d.state.players] == [0, 0, 2, 2]
    assert [p.counters.get("poison", 0) for p in d.state.players] == [0, 0, 2, 2]


def _give_priority_to(d: Driver, player: int) -> None:
    while d.decision.player != player:
        d.pass_priority()


def test_fifteen_poison_counters_make_the_team_lose_ten_do_not() -> None:
    """CR 810.10, 810.10a, 810.10d, 810.8d, 704.6b, 704.5c: seven Prologues to Phyresis cast by
    player 2 give each of players 0 and 1 a counter: the team has 14, and 10 or more doesn't
    make it lose. Player 0's creature entering gives player 0 one more (Poisonbelly Ogre):
    15, and the team loses; the other team wins."""
    s = _thg()
    s.battlefield(2, *["Island"] * 14, "Poisonbelly Ogre")
    s.hand(2, *["Prologue to Phyresis"] * 7)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    for n in range(1, 8):
        _give_priority_to(d, 2)
        d.cast(2, "Prologue to Phyresis")
        d.resolve()
        assert [p.poison for p in d.state.players] == [2 * n, 2 * n, 0, 0]
        assert not d.game.is_over
    _give_priority_to(d, 0)
    d.cast(0, "Glory Seeker")
    d.resolve()  # the creature enters; the Ogre's trigger
    d.resolve()
    assert [p.poison for p in d.state.players][:2] == [15, 15]
    assert d.game.is_over and d.game.winners == (2, 3)
    assert d.state.players[0].lost and d.state.players[1].lost


def test_the_team_at_zero_life_loses_as_one() -> None:
    """CR 104.3g, 104.2c, 810.8, 810.8a, 810.8c, 704.6a, 104.2a: Shock to player 3 with the team at 2 life: both
    players lose, each once (one "loses the game" in the log each), the other team wins."""
    s = _thg()
    s.life(2, 2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert [d.life(p) for p in range(4)] == [30, 30, 2, 2]
    d.cast(0, "Shock", targets=[3])
    d.resolve()
    assert d.game.is_over and d.game.winners == (0, 1)
    assert d.state.players[2].lost and d.state.players[3].lost
    assert d.state.players[0].won and d.state.players[1].won
    assert sorted(e.player for e in d.state.log if e.kind == "lose") == [2, 3]


def test_a_player_drawing_from_an_empty_library_makes_the_team_lose() -> None:
    """CR 104.1, 810.8a (its example), 704.5b: player 3 draws from an empty library in their draw
    step (player 2 draws a Forest); the team 2-3 loses then and there."""
    s = Scenario(format=THG, seed=1)
    for p in (0, 1, 2):
        s.library(p, *["Forest"] * 5)
    s.at("end", active=0)
    d = Driver(s.build())
    d.pass_until("upkeep")
    while not d.game.is_over:
        d.pass_priority()
    assert d.state.turn == 4 and d.state.step.name == "DRAW"  # then and there
    assert d.game.winners == (0, 1)
    assert d.state.players[2].lost and d.state.players[3].lost


def test_a_player_who_concedes_takes_their_team_out() -> None:
    """CR 810.8b: the team leaves and loses; the other team wins."""
    d = Driver(_thg().build())
    d.game.apply(1, Concede())
    assert d.game.is_over and d.game.winners == (2, 3)
    assert not d.state.players[0].in_game and not d.state.players[1].in_game
    assert any(e.kind == "lose" and e.player == 0 for e in d.game.log)


def test_the_active_team_attacks_as_one_and_the_defending_team_blocks_as_one() -> None:
    """CR 805.10a-b, 805.10d, 805.2, 506.2b: player 0 (the primary player) declares the attack of
    both players' creatures, against players 2 and 3 (never teammate 1); player 2 declares
    the block of both defending players' creatures, player 3's creature blocking one
    attacking player 2. The unblocked damage is the team's."""
    s = _thg()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    s.battlefield(3, "Glory Seeker")
    d = Driver(s.build())
    seeker0 = d.find("Glory Seeker", player=0)
    raider1 = d.find("Goblin Sky Raider")
    seeker3 = d.find("Glory Seeker", player=3)
    d.to_combat()
    assert d.decision.player == 0
    acts = [a for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)]
    assert {a.creature for a in acts} == {seeker0, raider1}
    assert {a.defender for a in acts} == {2, 3}
    d.attack({seeker0: 2, raider1: 3})
    attacks = [e for e in d.game.log if e.kind == "attacks"]
    assert {(e.obj, e.player) for e in attacks} == {(seeker0, 0), (raider1, 1)}
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    assert d.decision.player == 2  # the defending team's primary player
    blocks = {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocks == {DeclareBlocker(seeker3, seeker0)}  # not the flyer
    d.block({seeker3: seeker0})
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in range(4)] == [30, 30, 29, 29]  # the flyer's 1 damage
    assert d.state.step is Step.POSTCOMBAT_MAIN


def test_free_for_all_opponents_and_blocks_are_unchanged() -> None:
    """CR 102.2, 506.2, 509.1a: without teams every other player is an opponent and only the
    attacked player blocks (the same four seats as above)."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker0 = d.find("Glory Seeker", player=0)
    d.to_combat()
    acts = [a for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)]
    assert {a.creature for a in acts} == {seeker0}
    assert {a.defender for a in acts} == {1, 2, 3}


def test_each_players_life_total_becomes_a_number_one_player_per_team() -> None:
    """CR 810.9d, 810.9c, 119.5, 805.6: Biorhythm ("each player's life total becomes the
    number of creatures they control"): each team chooses one of its players (the active team
    first, each by its primary player); only that player is affected, losing the difference
    from the team's total. Team 0-1 chooses player 0 (two creatures): 2 life; team 2-3
    chooses player 3 (three creatures): 3 life."""
    s = _thg()
    s.battlefield(0, *["Forest"] * 8, "Glory Seeker", "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0 and set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    assert dec.prompt == ("Choose the player of your team whose life total becomes the number "
                          "(the team's life total changes by as much)")
    d.choose(0)
    dec = d.expect("choose_player")
    assert dec.player == 2 and set(d.game.legal_actions()) == {Choose(2), Choose(3)}
    d.choose(3)
    assert [d.life(p) for p in range(4)] == [2, 2, 3, 3]
    losses = sorted((e.player, e.amount) for e in d.game.log if e.kind == "life_loss")
    assert losses == [(0, 28), (3, 27)]  # one player of each team (810.9c)


def test_the_japanese_question_of_the_team_s_life_total_choice_says_what_it_is_for() -> None:
    """CR 810.9d: the team choosing the player whose life total Biorhythm sets reads, in
    Japanese too, that the chosen player's life total becomes the number and the team's
    changes by as much (not a bare "choose a player"); the decision's variant that picks the
    sentence goes to the deciding player's view only."""
    s = _thg()
    s.battlefield(0, *["Forest"] * 8, "Glory Seeker")
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    dec = d.expect("choose_player")
    ja = Describer(d.game, 0, "ja").prompt(dec.kind, dec.prompt)
    assert ja.startswith("ライフ総量がその数になる、あなたのチームのプレイヤーを選んでください"
                         "（チームのライフ総量がその分だけ変わります）。")
    assert d.game.view(0)["decision"]["variant"] == "life_total"
    assert "variant" not in (d.game.view(2)["decision"] or {})


def _day_night_after(start: str, casters: tuple[int, ...]) -> str:
    """The day/night designation as team 2-3's turn begins, after the players ``casters``
    (of the active team 0-1) each cast a Shock at player 2 in turn 3."""
    s = _thg()
    s.day_night(start)
    for p in (0, 1):
        s.battlefield(p, "Mountain", "Mountain")
        s.hand(p, "Shock", "Shock")
    d = Driver(s.build())
    for p in casters:
        _give_priority_to(d, p)
        d.cast(p, "Shock", targets=[2])
        d.resolve()
    d.pass_until("upkeep", turn=4)
    return str(d.state.day_night)


def test_day_and_night_look_at_every_player_of_the_previous_active_team() -> None:
    """CR 730.2a-b, 502.2a, shared team turns: day stays day when only the primary player's
    teammate cast a spell, and becomes night when no player of the team did; night stays
    night after one spell by each of the two players, and becomes day after two spells by one
    of them."""
    assert _day_night_after("day", (1,)) == "day"
    assert _day_night_after("day", ()) == "night"
    assert _day_night_after("night", (0, 1)) == "night"
    assert _day_night_after("night", (1, 1)) == "day"


def test_teammates_may_review_each_others_hands_opponents_may_not() -> None:
    """CR 810.5: player 1 sees player 0's hand (names and ids); players 2 and 3 see only how
    many cards it has. Resources aren't shared: player 1 can't cast player 0's card."""
    s = _thg()
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    shock = d.find("Shock", "hand", player=0)
    mate = d.game.view(1)["players"][0]
    assert [c["id"] for c in mate["hand"]] == [shock] and mate["hand"][0]["name"] == "Shock"
    for opp in (2, 3):
        seen = d.game.view(opp)["players"][0]
        assert "hand" not in seen and seen["hand_count"] == 1
        assert "Shock" not in str(d.game.view(opp))
    d.pass_priority()
    assert d.decision.player == 1
    assert not any(isinstance(a, CastSpell) and a.card == shock for a in d.game.legal_actions())


def test_each_players_upkeep_triggers_once_for_each_active_player() -> None:
    """CR 805.4d: Risky Move ("at the beginning of each player's upkeep, that player gains
    control of Risky Move") triggers twice in team 0-1's upkeep, once for each of its players,
    and once in a two-player game's upkeep; Grinning Demon's "your upkeep" triggers once."""
    s = _thg(active=2, step="end")
    s.battlefield(3, "Risky Move")
    s.battlefield(0, "Grinning Demon")
    d = Driver(s.build())
    risky, demon = d.find("Risky Move"), d.find("Grinning Demon")
    while d.state.step is not Step.UPKEEP:
        d.pass_priority()
    dec = d.expect("order_triggers")  # its controller's team orders its two triggers
    assert dec.player == 2 and len(d.game.legal_actions()) == 2  # the primary player
    d.act(2, d.game.legal_actions()[0])
    sources = [o["source"] for o in d.game.view(0)["stack"]]
    assert sorted(sources) == sorted([demon, risky, risky])
    begins = [e.player for e in d.game.log if e.kind == "step_begin"
              and e.data.get("step") is Step.UPKEEP]
    assert begins == [0, 1]
    two = Scenario(seed=1)
    two.library(0, "Forest")
    two.library(1, "Forest")
    two.at("end", active=1)
    two.battlefield(1, "Risky Move")
    d2 = Driver(two.build())
    while d2.state.step is not Step.UPKEEP:
        d2.pass_priority()
    assert len(d2.state.stack) == 1


def test_landwalk_looks_at_the_lands_of_the_player_the_creature_attacks() -> None:
    """CR 702.14c, 805.10e: "defending player" for an attacking creature is the player it
    attacks. Player 3 controls a Swamp, player 2 doesn't: the Anurid Murkdiver (swampwalk)
    attacking player 2 can be blocked by the defending team, the one attacking player 3
    can't."""
    s = _thg()
    s.battlefield(0, "Anurid Murkdiver", "Anurid Murkdiver")
    s.battlefield(3, "Swamp", "Glory Seeker")
    d = Driver(s.build())
    at2, at3 = d.ids("Anurid Murkdiver")
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack({at2: 2, at3: 3})
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocks = {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocks == {DeclareBlocker(seeker, at2)}


def test_a_teammate_is_never_an_opponent() -> None:
    """CR 102.3, 810.1: players 0 and 1 are teammates, 2 and 3 their opponents."""
    d = Driver(_thg().build())
    g = d.state
    assert [g.is_opponent(0, q) for q in range(4)] == [False, False, True, True]
    assert [g.is_opponent(3, q) for q in range(4)] == [True, True, False, False]
    assert g.opponents(1) == [2, 3] and g.opponents(2) == [0, 1]


def test_a_teammate_chooses_whether_its_permanent_untaps() -> None:
    """CR 502.3, 805.4: in team 0-1's untap step, player 1's tapped Callous Oppressor ("You may
    choose not to untap") is untapped or not as player 1, its controller and an active player,
    chooses; kept tapped, it stays tapped."""
    s = _thg(step="end", active=2, turn=2)
    s.battlefield(1, "Callous Oppressor", tapped=True, chosen={"creature_type": "Goblin"})
    d = Driver(s.build())
    oppressor = d.find("Callous Oppressor")
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("may")
    assert d.state.step is Step.UNTAP and d.state.active in (0, 1)
    assert (dec.player, dec.prompt) == (1, "Untap this permanent?")
    assert dec.info()["source"] == oppressor
    d.choose(False)
    assert d.state.objects[oppressor].tapped


def test_a_player_losing_by_an_effect_takes_their_teammate_out_too() -> None:
    """CR 810.8a: if either player on a team loses the game, the team loses. Player 0's Clone
    copies Enduring Angel (single-faced, it can't transform); Blood Pact makes the team's life
    total 3 instead of 0, then player 0 loses the game by the Angel's effect, and player 1,
    their teammate, loses with them: team 2-3 wins."""
    s = _thg()
    s.battlefield(0, "Island", "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Clone", "Blood Pact")
    s.battlefield(2, "Enduring Angel")
    s.life(0, 2)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Enduring Angel"))
    d.cast(0, "Blood Pact", targets=[0])
    d.resolve()
    assert d.life(0) == 3 and d.life(1) == 3
    assert d.state.players[0].lost and d.state.players[1].lost
    assert d.game.is_over and d.game.winners == (2, 3)
    team = [e for e in d.state.log if e.kind == "lose" and e.player == 1]
    assert len(team) == 1 and team[0].data.get("team") is True


# -- Three- and Four-Headed Giant (CR 810.11) ----------------------------------------------


def _three_headed(**at: object) -> Scenario:
    s = Scenario(players=6, format=THG, seed=1)
    for p in range(6):
        s.library(p, *["Forest"] * 10)
    if at:
        s.at(**at)  # type: ignore[arg-type]
    return s


def test_three_and_four_headed_giant_teams_and_starting_life() -> None:
    """CR 810.11, 810.1, 805.1: six players play as two teams of three seated together, each
    team's starting life total 45 (30, 15 more for its third player); eight players as two
    teams of four, 60. A player's opponents are the other team's players."""
    g = Game.new([["Forest"] * 20] * 6, seed=3, format=THG)
    assert g.state.teams == ((0, 1, 2),) * 3 + ((3, 4, 5),) * 3
    assert [p.life for p in g.state.players] == [45] * 6
    assert sorted(g.state.opponents(1)) == [3, 4, 5] and sorted(g.state.opponents(5)) == [0, 1, 2]
    g8 = Game.new([["Forest"] * 20] * 8, seed=3, format=THG)
    assert g8.state.teams == ((0, 1, 2, 3),) * 4 + ((4, 5, 6, 7),) * 4
    assert [p.life for p in g8.state.players] == [60] * 8
    assert Game.new([["Forest"] * 20] * 6, seed=3, format=THG, life=20).state.players[0].life == 20
    s = _three_headed()
    assert [p.life for p in Driver(s.build()).state.players] == [45] * 6
    assert [p.life for p in Driver(Scenario(players=8, format=THG).build()).state.players] \
        == [60] * 8


@pytest.mark.parametrize("n", [3, 5, 7])
def test_a_giant_game_needs_two_equal_teams(n: int) -> None:
    """CR 810.1, 810.11: two teams of equal size; an odd number of players is refused by
    Game.new, Scenario and a saved game."""
    with pytest.raises(GameSetupError) as refused:
        Game.new([["Forest"] * 20] * n, format=THG)
    assert str(refused.value) == (
        "a Two-Headed Giant game has two teams of two players (CR 810.1), or of three or four "
        f"players (CR 810.11): 4, 6 or 8 players, not {n}")
    with pytest.raises(ScenarioError, match=f"4, 6 or 8 players, not {n}"):
        Scenario(players=n, format=THG)


def test_a_saved_giant_game_of_seven_players_is_refused() -> None:
    """CR 810.1, 810.11: a saved Three-Headed Giant game given a seventh deck is refused."""
    g = Game.new([["Forest"] * 20] * 6, seed=3, format=THG)
    doc = g.to_json().replace('"decks": [', '"decks": [[], ', 1)
    with pytest.raises(GameDocumentError, match="4, 6 or 8 players, not 7"):
        Game.from_json(doc)
    assert Game.from_json(g.to_json()).state.teams == g.state.teams


def test_three_headed_giant_poison_takes_twenty_to_lose() -> None:
    """CR 810.11, 810.10, 704.6b: a team of three shares its poison counters and loses with
    twenty of them, not fifteen."""
    s = _three_headed()
    s.poison(4, 19)
    d = Driver(s.build())
    assert [p.poison for p in d.state.players] == [0, 0, 0, 19, 19, 19] and not d.game.is_over
    s.poison(5, 20)
    d = Driver(s.build())
    assert d.game.is_over and set(d.game.winners) == {0, 1, 2}


def test_three_headed_giant_teams_take_turns_and_share_the_damage() -> None:
    """CR 810.11, 805.4, 810.9: team 0-2's turn is followed by team 3-5's (the primary
    player, 3, is the active player named), then 0-2's again; Shock on player 4 takes 2 from
    the team's 45; the active team's primary player (CR 805.2) names the other team's players
    as it attacks."""
    s = _three_headed()
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.battlefield(2, "Glory Seeker")
    with pytest.raises(ScenarioError, match="primary player, 0 or 3"):
        _three_headed(active=2)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[4])
    d.resolve()
    assert [d.life(p) for p in range(6)] == [45, 45, 45, 43, 43, 43]
    d.to_combat()
    assert d.decision.player == 0
    d.attack({d.find("Glory Seeker"): 5})
    d.pass_until("upkeep", turn=4)
    assert [d.life(p) for p in range(6)] == [45, 45, 45, 41, 41, 41]
    assert d.state.active == 3
    d.pass_until("upkeep", turn=5)
    assert d.state.active == 0


def test_three_headed_giant_each_players_life_total_becomes_a_number_one_per_team() -> None:
    """CR 810.11, 810.9d, 810.9c: in Three-Headed Giant Biorhythm still sets the life total of
    one player of each team, chosen among its three players: team 0-2 chooses player 2 (one
    creature): 1 life; team 3-5 chooses player 4 (two creatures): 2 life."""
    s = _three_headed()
    s.battlefield(0, *["Forest"] * 8, "Glory Seeker", "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(4, "Glory Seeker", "Glory Seeker")
    s.hand(0, "Biorhythm")
    d = Driver(s.build())
    d.cast(0, "Biorhythm")
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0 and set(d.game.legal_actions()) == {Choose(0), Choose(1), Choose(2)}
    d.choose(2)
    dec = d.expect("choose_player")
    assert dec.player == 3 and set(d.game.legal_actions()) == {Choose(3), Choose(4), Choose(5)}
    d.choose(4)
    assert [d.life(p) for p in range(6)] == [1, 1, 1, 2, 2, 2]


def test_three_headed_giant_the_defending_team_blocks_as_one() -> None:
    """CR 810.11, 805.10d: team 0-2 attacks player 5 with player 1's Glory Seeker; the
    defending team's primary player, 3, declares the team's block, and player 4's Daru
    Cavalier blocks the creature attacking its teammate. No damage is dealt to the team."""
    s = _three_headed()
    s.battlefield(1, "Glory Seeker")
    s.battlefield(4, "Daru Cavalier")
    d = Driver(s.build())
    d.to_combat()
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    d.attack({seeker: 5})
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    assert dec.player == 3
    d.block({cavalier: seeker})
    d.pass_until("end")
    assert [d.life(p) for p in range(6)] == [45] * 6
    assert d.zone_of("Glory Seeker") == "graveyard"


def _three_headed_next_turn(day_night: str, casters: list[int]) -> str:
    """Three-Headed Giant, the game ``day_night``; in team 0-2's turn each player of
    ``casters`` casts a Shock at player 3 in turn; returns the designation as the next turn
    begins (the Baneblade Scoundrel's face follows it)."""
    s = _three_headed()
    s.day_night(day_night)
    s.battlefield(0, "Baneblade Scoundrel", transformed=day_night == "night")
    for p in range(3):
        s.battlefield(p, "Mountain", "Mountain")
        s.hand(p, "Shock", "Shock")
    d = Driver(s.build())
    for p in casters:
        while d.decision.player != p:
            d.pass_priority()
        d.cast(p, "Shock", targets=[3])
        d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 3
    assert d.chars(d.find("Baneblade Scoundrel")).name == (
        "Baneblade Scoundrel" if d.state.day_night == "day" else "Baneclaw Marauder")
    return str(d.state.day_night)


@pytest.mark.parametrize(("day_night", "casters", "then"), [
    ("day", [2], "day"),  # a spell by the team's third player keeps it day
    ("day", [], "night"),
    ("night", [0, 1, 2], "night"),  # three spells, but no player cast two
    ("night", [2, 2], "day"),
])
def test_three_headed_giant_day_and_night_look_at_each_player_of_the_active_team(
        day_night: str, casters: list[int], then: str) -> None:
    """CR 810.11, 805.1, 730.2a-b: with teams of three, by day a spell cast by any player of
    the active team (its third player included) keeps it day, and none makes it night; by
    night one spell by each of the three players isn't two spells by one player, so it stays
    night, while two by one player make it day."""
    assert _three_headed_next_turn(day_night, casters) == then
