"""Positions the scenario builder sets up besides permanents and spells, each played by the
rules once built: who has priority and who has already passed (CR 117.3-117.4); when a spell on
the stack could have been cast (CR 117.1a, 307.1, 103.8a) and from where (CR 400.3); the costs
paid to cast it (CR 601.2b, 601.2h); the spells cast this turn (CR 601.2i, 730.2a-b); the
commander tax and commander damage (CR 903.8, 903.10a, 704.6c); poison counters (CR 122.1f,
704.5c, 704.6b, 810.10); emblems (CR 114.1-114.2); cards exiled with a permanent (CR 607.2a,
610.3, 406.3); counters whose rules the game doesn't carry out (CR 122.1b-d, 122.1h). A
position that can't exist is a ScenarioError naming why, and nothing is recorded.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from manastack.game import Game
from manastack.game_document import GameDocumentError
from manastack.scenario import Scenario, ScenarioError
from manastack.state.steps import Step
from manastack.testing import Driver

KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} 1/1 legendary creature


def _libraries(s: Scenario) -> Scenario:
    for p in range(s.players):
        s.library(p, *["Plains"] * 6)
    return s


def _round_trip(game: Game) -> None:
    assert Game.from_json(game.to_json()).fingerprint() == game.fingerprint()


# -- priority (CR 117.3-117.4) --------------------------------------------------------------
def test_a_nonactive_player_given_priority_on_an_empty_stack_ends_the_step_by_passing() -> None:
    """CR 117.3a, 117.3d, 117.4: with an empty stack priority comes first to the active
    player; player 1 has it only because player 0 passed, so when player 1 passes too the
    main phase ends and the active player gets priority in the beginning of combat step."""
    s = _libraries(Scenario(seed=1))
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    assert d.decision.player == 1
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT and d.decision.player == 0


def test_priority_after_the_caster_passed_resolves_the_spell_when_the_other_player_passes(
) -> None:
    """CR 117.3c, 117.4: the caster of Shock received priority after casting it; player 1
    having priority means the caster passed, so player 1 passing resolves it."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Shock", targets=["Glory Seeker"])
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.pass_priority()
    assert not d.state.stack and d.zone_of("Glory Seeker") == "graveyard"
    assert d.decision.player == 0  # CR 117.3b: the active player after resolution


def test_the_caster_holding_priority_passes_it_on_without_resolving_the_spell() -> None:
    """CR 117.3c-d: without ``priority`` the caster of the spell on top has priority; passing
    gives it to the next player, and the spell resolves only when they pass too."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Shock", targets=["Glory Seeker"])
    d = Driver(s.build())
    assert d.decision.player == 0
    d.pass_priority()
    assert d.state.stack and d.decision.player == 1
    d.pass_priority()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_with_three_players_priority_after_two_passes_ends_the_step_and_after_one_doesnt(
) -> None:
    """CR 117.4: the step ends when all players have passed in succession: player 2 has
    priority after players 0 and 1 passed; player 1 after player 0 alone."""
    s = _libraries(Scenario(players=3, seed=1))
    s.at("precombat_main", active=0, turn=3, priority=2)
    d = Driver(s.build())
    d.pass_priority()
    assert d.state.step is Step.BEGINNING_OF_COMBAT
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    d.pass_priority()
    assert d.state.step is Step.PRECOMBAT_MAIN and d.decision.player == 2


# -- when a spell on the stack was cast (CR 117.1a, 307.1) -----------------------------------
def test_instants_and_flash_spells_may_be_on_the_stack_in_any_step() -> None:
    """CR 117.1a, 702.8a: an instant in the opponent's upkeep above another instant, and a
    creature spell with flash (Bounding Wolf) in the opponent's end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.stack(0, "Shock", targets=[1])
    s.stack(1, "Shock", targets=["Glory Seeker"])
    s.at("upkeep", active=1, turn=4)
    s.build()
    s = Scenario(seed=1)
    s.stack(0, "Bounding Wolf")
    s.at("end", active=1, turn=4, priority=0)
    d = Driver(s.build())
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "battlefield"


TIMING_ERRORS: list[tuple[str, Any, str]] = [
    ("a sorcery in the opponent's turn",
     lambda s: s.stack(1, "Duress", targets=[0]).at("precombat_main", active=0),
     "Duress is a sorcery spell without flash: it is cast only in a main phase of its "
     "caster's turn while the stack is empty (CR 117.1a, 307.1), so it can't be on the stack "
     "in player 0's turn (its caster is player 1)"),
    ("a creature spell above another spell",
     lambda s: s.at("precombat_main", active=0).stack(0, "Shock", targets=[1])
     .stack(0, "Glory Seeker"), "Glory Seeker is a creature spell without flash"),
    ("a face-down spell in the upkeep",
     lambda s: s.at("upkeep", active=0).stack(0, "Daru Lancer", method="face_down"),
     "in the upkeep step"),
    ("a sorcery made impossible by a later step",
     lambda s: s.stack(0, "Duress", targets=[1]).at("beginning_of_combat", active=0),
     "in the beginning of combat step"),
    ("the draw step of the first turn",
     lambda s: s.at("draw", active=0, turn=1), "skips the draw step of the first turn"),
]


@pytest.mark.parametrize(("what", "call", "message"), TIMING_ERRORS,
                         ids=[t[0] for t in TIMING_ERRORS])
def test_a_spell_that_couldnt_have_been_cast_then_is_refused(what: str, call: Any,
                                                              message: str) -> None:
    """CR 117.1a, 302.1, 307.1: a noninstant spell without flash is cast only in its caster's
    main phase with an empty stack; CR 103.8a: the starting player of a two-player game skips
    the first draw step. The call that makes the position impossible records nothing (or
    ``build`` refuses it when ``at`` wasn't given yet)."""
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match=None) as err:
        call(s)
        s.build()
    assert message in str(err.value)
    assert (s.step, s.active, s.turn) in {("precombat_main", 0, 3), ("upkeep", 0, 3)}


def test_another_players_card_was_cast_from_exile_and_goes_to_its_owners_graveyard() -> None:
    """CR 400.3: a card is only ever in its owner's hand, library or graveyard, so player 0
    cast player 1's Shock from exile (a permission to play it); resolved, it goes to its
    owner's graveyard."""
    s = _libraries(Scenario(seed=1))
    s.stack(0, "Shock", owner=1, method="from_exile", targets=[1])
    d = Driver(s.build())
    d.resolve()
    assert d.life(1) == 18 and d.find("Shock", zone="graveyard", player=1)


@pytest.mark.parametrize(("method", "card"), [("normal", "Glory Seeker"),
                                              ("flashback", "Crawl from the Cellar"),
                                              ("disturb", "Baithook Angler")])
def test_another_players_card_cast_from_a_hand_or_graveyard_is_refused(method: str,
                                                                      card: str) -> None:
    """CR 400.3: player 0 can't have cast player 1's card from a hand or a graveyard."""
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match=f"is owned by player 1: player 0 can't have cast "
                                            f"it by method '{method}'"):
        s.stack(0, card, owner=1, method=method)
    assert s.ops == []


def test_at_refusing_the_step_leaves_the_scenario_as_it_was() -> None:
    s = Scenario(seed=1)
    s.stack(0, "Duress", targets=[1])
    with pytest.raises(ScenarioError, match="in player 1's turn"):
        s.at("precombat_main", active=1, turn=4)
    assert (s.step, s.active, s.turn) == ("precombat_main", 0, 3)
    s.build()


def test_a_turn_1_draw_step_exists_with_three_players() -> None:
    """CR 103.8a applies to two-player games only: with three players the first turn has its
    draw step."""
    s = _libraries(Scenario(players=3, seed=1))
    s.at("draw", active=0, turn=1)
    assert Driver(s.build()).state.step is Step.DRAW


# -- spells cast this turn (CR 601.2i, 730.2) ------------------------------------------------
def test_a_spell_on_the_stack_was_its_casters_first_spell_this_turn() -> None:
    """CR 601.2i: the Shock on the stack was cast this turn, so the enchanted player's next
    spell is not their first: Curse of Shaken Faith deals them 2 damage."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Curse of Shaken Faith", attached_to=1)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.stack(1, "Shock", targets=[0])
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, d.find("Shock", zone="hand"), targets=[0])
    assert len(d.state.stack) == 3  # the Curse's trigger on top
    d.resolve()
    assert d.life(1) == 18


@pytest.mark.parametrize(("start", "spells", "after"), [("day", 1, "day"),
                                                        ("night", 2, "day"),
                                                        ("night", 1, "night")])
def test_the_active_players_spells_on_the_stack_count_for_day_and_night(
        start: str, spells: int, after: str) -> None:
    """CR 730.2a-b: a spell the active player has on the stack was cast this turn: with one it
    doesn't become night; with two at night it becomes day next turn; with one it stays
    night."""
    s = _libraries(Scenario(seed=1))
    s.day_night(start)
    for _ in range(spells):
        s.stack(0, "Shock", targets=[1])
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.resolve_all()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == after


# -- the costs paid to cast it (CR 601.2b, 601.2h) --------------------------------------------
def test_the_creature_sacrificed_for_endemic_plague_decides_what_it_destroys() -> None:
    """CR 601.2h, 608.2h: Endemic Plague's sacrificed Goblin Piledriver (in its owner's
    graveyard) makes the Plague destroy the Goblins, not the Human Soldier."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Goblin Sledder", "Glory Seeker")
    s.graveyard(0, "Goblin Piledriver")
    s.stack(0, "Endemic Plague", sacrificed="Goblin Piledriver")
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    d.resolve()
    assert (d.zone_of("Goblin Sledder"), d.zone_of("Glory Seeker")) == ("graveyard",
                                                                      "battlefield")


def test_corpse_cobble_counts_the_power_of_every_creature_sacrificed() -> None:
    s = _libraries(Scenario(seed=1))
    s.graveyard(0, "Glory Seeker", "Goblin Sledder")
    s.stack(0, "Corpse Cobble", sacrificed=["Glory Seeker", "Goblin Sledder"])
    d = Driver(s.build())
    d.resolve()
    c = d.chars(d.find("Zombie Token"))
    assert (c.power, c.toughness) == (3, 3)


def test_eaten_alive_without_a_sacrifice_was_cast_paying_mana() -> None:
    """CR 601.2b: "sacrifice a creature or pay {3}{B}": with nothing sacrificed, the other
    option was chosen, and the spell resolves."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Eaten Alive", targets=["Glory Seeker"])
    d = Driver(s.build())
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_memory_deluge_looks_at_as_many_cards_as_mana_was_spent() -> None:
    """CR 601.2h: with 4 mana spent to cast it, Memory Deluge looks at the top four cards."""
    s = Scenario(seed=1)
    s.library(0, "Plains", "Island", "Forest", "Swamp", "Mountain")
    s.library(1, "Plains", "Plains")
    s.stack(0, "Memory Deluge", mana_spent=4)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert len(d.expect("choose_cards").actions) == 4


COST_ERRORS: list[tuple[str, Any, str]] = [
    ("a sacrifice cost left unpaid", lambda s: s.stack(0, "Endemic Plague"),
     "Endemic Plague's additional cost sacrifices 1: give sacrificed="),
    ("a land sacrificed for a creature", lambda s: s.stack(0, "Endemic Plague",
                                                          sacrificed="Forest"),
     "Forest can't have been sacrificed for Endemic Plague's cost"),
    ("a sacrifice for a spell without one",
     lambda s: s.stack(0, "Shock", targets=[1], sacrificed="Goblin Sledder"),
     "Shock has no sacrifice in its cost"),
    ("a sacrificed creature still on the battlefield",
     lambda s: s.stack(0, "Endemic Plague", sacrificed="Glory Seeker"),
     "sacrificed 'Glory Seeker' is nothing placed in the graveyard so far"),
    ("negative mana spent", lambda s: s.stack(0, "Shock", targets=[1], mana_spent=-1),
     "mana_spent must be a whole number"),
]


@pytest.mark.parametrize(("what", "call", "message"), COST_ERRORS,
                         ids=[t[0] for t in COST_ERRORS])
def test_a_cost_that_wasnt_paid_so_is_refused(what: str, call: Any, message: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.graveyard(0, "Forest", "Goblin Sledder")
    before = list(s.ops)
    with pytest.raises(ScenarioError, match=None) as err:
        call(s)
    assert message in str(err.value)
    assert s.ops == before


# -- the commander tax and commander damage (CR 903.8, 903.10a) --------------------------------
def test_commander_casts_set_the_tax() -> None:
    """CR 903.8: Katilda cast twice from the command zone before costs {4} more: {4}{G}{W}."""
    s = _libraries(Scenario(seed=1, format="commander"))
    s.commander(0, KATILDA)
    s.commander_casts(KATILDA, 2)
    s.battlefield(0, "Forest", "Plains", *["Forest"] * 4)
    d = Driver(s.build())
    cmdr = d.find(KATILDA, zone="command")
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 4}
    d.cast(0, KATILDA, method="commander")
    lands = d.ids("Forest", zone="battlefield") + d.ids("Plains", zone="battlefield")
    assert len(lands) == 6 and all(d.state.objects[x].tapped for x in lands)
    d.resolve()
    assert d.state.players[0].commander_casts == {cmdr: 3}


def test_a_commander_spell_cast_from_the_command_zone_counts_that_cast() -> None:
    """CR 903.8, 903.3: a commander on the stack cast from the command zone was cast from
    there once; resolved, it is a commander on the battlefield whose tax is now {2}."""
    s = _libraries(Scenario(seed=1, format="commander"))
    s.stack(0, KATILDA, method="commander", commander=True)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    d.resolve()
    kat = d.find(KATILDA, zone="battlefield")
    assert d.game.view(0)["players"][0]["commander_tax"] == {
        k: 2 for k in d.game.view(0)["players"][0]["commander_tax"]}
    assert list(d.state.players[0].commander_casts.values()) == [1]
    assert d.state.objects[kat].flags


def test_commander_damage_reaching_21_in_combat_makes_the_player_lose() -> None:
    """CR 104.3j, 903.10a, 704.6c: player 1 was dealt 20 combat damage by Katilda; one more makes
    21 from the same commander, and player 1 loses."""
    s = _libraries(Scenario(seed=1, format="commander"))
    s.commander(0, KATILDA, zone="battlefield")
    s.commander_damage(1, KATILDA, 20)
    d = Driver(s.build())
    assert not d.game.is_over
    d.to_combat()
    d.attack([d.find(KATILDA)])
    while not d.game.is_over and d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.game.is_over and d.game.winners == (0,)


def test_21_commander_damage_built_loses_at_the_first_check() -> None:
    """CR 704.6c: the state-based actions are checked before anyone gets priority."""
    s = _libraries(Scenario(players=3, seed=1, format="commander"))
    s.commander(0, KATILDA)
    s.commander_damage(2, KATILDA, 21)
    d = Driver(s.build())
    assert d.state.players[2].lost and not d.state.players[1].lost


COMMANDER_ERRORS: list[tuple[str, Any, str]] = [
    ("commander method without a commander",
     lambda s: s.stack(0, KATILDA, method="commander"),
     "is cast from the command zone, so it is a commander: give commander=True"),
    ("a commander spell from the command zone owned by another player",
     lambda s: s.stack(0, KATILDA, method="commander", commander=True, owner=1),
     "a player casts from the command zone only a commander they own"),
    ("no casts for a commander spell cast from the command zone",
     lambda s: s.stack(0, KATILDA, method="commander", commander=True, label="k")
     .commander_casts("k", 0), "has been cast from there at least once"),
    ("casts of a card that is no commander",
     lambda s: s.battlefield(0, "Glory Seeker").commander_casts("Glory Seeker", 1),
     "Glory Seeker is no commander"),
    ("damage by a card that is no commander",
     lambda s: s.battlefield(0, "Glory Seeker").commander_damage(1, "Glory Seeker", 3),
     "Glory Seeker is no commander"),
    ("a negative count", lambda s: s.commander(0, KATILDA).commander_casts(KATILDA, -1),
     "whole number"),
    ("damage named by a player", lambda s: s.commander_damage(1, 0, 3), "not a player"),
]


@pytest.mark.parametrize(("what", "call", "message"), COMMANDER_ERRORS,
                         ids=[t[0] for t in COMMANDER_ERRORS])
def test_an_impossible_commander_position_is_refused(what: str, call: Any,
                                                     message: str) -> None:
    s = _libraries(Scenario(seed=1, format="commander"))
    before = len(s.ops)
    with pytest.raises(ScenarioError, match=None) as err:
        call(s)
    assert message in str(err.value)
    assert len(s.ops) <= before + 1  # at most the valid first call of a chained pair
    s.build()


def test_commanders_exist_only_in_a_commander_game() -> None:
    """CR 903.3: a spell is a commander only in a Commander game; a saved normal game edited
    to have one doesn't load."""
    with pytest.raises(ScenarioError, match="only in a Scenario"):
        Scenario(seed=1).stack(0, "Glory Seeker", commander=True)
    s = _libraries(Scenario(seed=1))
    s.stack(0, "Glory Seeker")
    doc = json.loads(s.build().to_json())
    next(op for op in doc["setup"]["scenario"]["ops"] if op["op"] == "spell")["commander"] = True
    with pytest.raises(GameDocumentError, match="commanders exist only in the commander format"):
        Game.from_json(json.dumps(doc))


# -- poison counters (CR 122.1f, 704.5c, 810.10) ----------------------------------------------
def test_ten_poison_counters_lose_at_the_first_check_and_nine_dont() -> None:
    s = _libraries(Scenario(players=3, seed=1))
    s.poison(1, 10).poison(2, 9)
    d = Driver(s.build())
    assert d.state.players[1].lost and not d.state.players[2].lost
    assert d.state.players[2].poison == 9


def test_poison_counters_are_a_teams_in_two_headed_giant() -> None:
    """CR 810.10, 704.6b: a team's poison counters are shared; fifteen make it lose."""
    s = _libraries(Scenario(seed=1, format="two_headed_giant"))
    s.poison(1, 14)
    d = Driver(s.build())
    assert [p.poison for p in d.state.players] == [14, 14, 0, 0] and not d.game.is_over
    s.poison(3, 15)
    d = Driver(s.build())
    assert d.game.is_over and set(d.game.winners) == {0, 1}


# -- emblems (CR 114) ------------------------------------------------------------------------
def test_teferis_emblem_untaps_and_draws_during_the_opponents_turn() -> None:
    """CR 114.2, 114.4, 113.6p: player 0's emblem from Teferi, Who Slows the Sunset, its
    ability functioning in the command zone, untaps their permanents in player 1's untap step
    and draws them a card in player 1's draw step."""
    s = _libraries(Scenario(seed=1))
    s.emblem(0, "Teferi, Who Slows the Sunset")
    s.battlefield(0, "Forest", tapped=True)
    s.at("end", active=0, turn=3)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    emblem = d.state.command[0]
    assert d.state.objects[emblem].controller == 0
    d.pass_until("precombat_main", turn=4)
    assert not d.state.objects[d.find("Forest")].tapped
    assert len(d.state.players[0].hand) == 1


@pytest.mark.parametrize(("name", "message"), [("Clue", "Clue Token is no emblem"),
                                               ("Dragon", "unknown emblem 'Dragon'"),
                                               (3, "named by a string")])
def test_something_that_is_no_emblem_is_refused(name: Any, message: str) -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match=message):
        s.emblem(0, name)
    assert s.ops == []


# -- cards exiled with a permanent (CR 607.2a, 610.3) ----------------------------------------
def test_a_card_exiled_until_brutal_cathar_leaves_returns_when_it_dies() -> None:
    """CR 610.3, 610.3c: player 1's Glory Seeker exiled with Brutal Cathar returns to the
    battlefield under its owner's control when the Cathar dies."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Brutal Cathar", label="cathar")
    s.exile(1, "Glory Seeker", exiled_with="cathar")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    assert [c["exiled_with"] for c in d.game.view(0)["exile"]] == [d.find("Brutal Cathar")]
    d.cast(1, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    back = d.find("Glory Seeker", zone="battlefield")
    assert d.state.objects[back].controller == 1


def test_creature_cards_exiled_with_creeping_inn_count_for_its_attack() -> None:
    """CR 607.2a: two creature cards already exiled with Creeping Inn and the one it exiles
    as it attacks: X is 3."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Hostile Hostel", transformed=True, label="inn")
    s.exile(0, "Glory Seeker", "Wall of Mulch", exiled_with="inn")
    s.graveyard(0, "Goblin Sledder")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Hostile Hostel")])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Goblin Sledder", zone="graveyard"))
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (23, 17)


def test_a_card_exiled_face_down_with_wall_of_mourning_goes_to_hand_with_coven() -> None:
    """CR 406.3, 607.2a: the card exiled face down with Wall of Mourning is seen by no one;
    with three different powers its end step ability puts it into its owner's hand."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Wall of Mourning", label="wall")
    s.battlefield(0, "Glory Seeker", "Goblin Sledder")
    s.exile(0, "Shock", face_down=True, exiled_with="wall")
    s.at("postcombat_main", active=0, turn=3)
    d = Driver(s.build())
    assert "Shock" not in json.dumps(d.game.view(0))
    assert "Shock" not in json.dumps(d.game.view(1))
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Shock") == "hand"


def test_a_creature_card_exiled_with_gisa_returns_at_its_controllers_upkeep() -> None:
    """CR 607.2a: the upkeep ability of Gisa, Glorious Resurrector puts the creature cards
    exiled with it onto the battlefield under its controller's control, with decayed."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Gisa, Glorious Resurrector", label="gisa")
    s.exile(1, "Screeching Buzzard", exiled_with="gisa")
    s.exile(1, "Goblin Sledder")  # exiled, but not with Gisa
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.step is Step.UPKEEP and d.state.stack):
        d.pass_priority()
    d.resolve()
    buzzard = d.find("Screeching Buzzard", zone="battlefield")
    assert d.chars(buzzard).controller == 0 and d.chars(buzzard).has("Decayed")
    assert d.zone_of("Goblin Sledder") == "exile"


def test_a_card_exiled_face_down_that_a_player_may_play_is_seen_and_cast_by_them_alone(
) -> None:
    """CR 406.3b, 601.2a, 609.4b: as Siphon Insight leaves it, player 1's Glory Seeker is
    exiled face down; player 0 may look at it and play it, spending mana as though of any
    color: two Islands cast it, and it enters under player 0's control."""
    from manastack.decisions.actions import CastSpell
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Island")
    s.exile(1, "Glory Seeker", face_down=True, may_play={"player": 0, "any_color": True})
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    seeker = d.find("Glory Seeker")
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    assert CastSpell(seeker, "from_exile") in d.game.legal_actions()
    d.cast(0, seeker, method="from_exile")
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker", zone="battlefield")].controller == 0


def test_a_card_that_may_be_played_this_turn_only_can_no_longer_be_played_next_turn() -> None:
    """CR 305.1, 601.2a, 611.2a: a permission like Florian's "You may play the exiled card
    this turn" lets the exiled Forest be played this turn, and lasts no longer."""
    from manastack.decisions.actions import CastSpell, PlayLand
    s = _libraries(Scenario(seed=1))
    s.exile(0, "Forest", may_play={"player": 0, "this_turn": True})
    d = Driver(s.build())
    forest = d.find("Forest", zone="exile")
    assert PlayLand(forest) in d.game.legal_actions()
    d.pass_until("precombat_main", turn=5)
    assert PlayLand(forest) not in d.game.legal_actions()
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())


EXILE_ERRORS: list[tuple[str, Any, str]] = [
    ("a permanent with no exile link",
     lambda s: s.exile(1, "Shock", exiled_with="Glory Seeker"),
     "Glory Seeker has no ability that exiles cards linked to it"),
    ("face up with a permanent that exiles face down",
     lambda s: s.battlefield(0, "Wall of Mourning").exile(0, "Shock",
                                                          exiled_with="Wall of Mourning"),
     "Wall of Mourning exiles cards face down: give face_down=True"),
    ("face down with a permanent that exiles face up",
     lambda s: s.battlefield(0, "Brutal Cathar").exile(1, "Shock", face_down=True,
                                                       exiled_with="Brutal Cathar"),
     "Brutal Cathar exiles cards face up"),
    ("face down in exile with nothing that exiled it",
     lambda s: s.exile(1, "Shock", face_down=True),
     "a card is exiled face down only by an instruction that says so (CR 406.3)"),
    ("exiled with a player", lambda s: s.exile(1, "Shock", exiled_with=0),
     "exiled_with= names a permanent, not a player"),
    ("exiled with a card in a graveyard",
     lambda s: s.exile(1, "Shock", exiled_with="Goblin Sledder"),
     "is nothing placed on the battlefield so far"),
    ("may_play that is not a player", lambda s: s.exile(1, "Shock", may_play="me"),
     "may_play= is a player"),
    ("may_play for a player not in the game", lambda s: s.exile(1, "Shock", may_play=4),
     "no such player who may play it"),
    ("may_play in the graveyard", lambda s: s.graveyard(1, "Shock", may_play=0),
     "may_play= applies only to cards in exile"),
    ("exiled_with on the battlefield",
     lambda s: s.battlefield(0, "Brutal Cathar").battlefield(
         1, "Goblin Sledder", label="g", exiled_with="Brutal Cathar"),
     "exiled_with= applies only to cards in exile"),
]


@pytest.mark.parametrize(("what", "call", "message"), EXILE_ERRORS,
                         ids=[t[0] for t in EXILE_ERRORS])
def test_an_impossible_exile_link_is_refused(what: str, call: Any, message: str) -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.graveyard(1, "Goblin Sledder")
    before = list(s.ops)
    with pytest.raises(ScenarioError, match=None) as err:
        call(s)
    assert message in str(err.value)
    assert s.ops[:len(before)] == before and len(s.ops) <= len(before) + 1
    s.build()


# -- counters with rules of their own (CR 122.1b-d, 122.1h) ----------------------------------
@pytest.mark.parametrize(("call", "rule"), [
    (lambda s: s.battlefield(0, "Glory Seeker", counters={"flying": 1}), "122.1b"),
    (lambda s: s.battlefield(0, "Glory Seeker", counters={"hexproof from black": 1}), "122.1b"),
    (lambda s: s.battlefield(0, "Glory Seeker", counters={"stun": 1}), "122.1d"),
    (lambda s: s.token(0, "Zombie", counters={"shield": 1}), "122.1c"),
    (lambda s: s.exile(0, "Glory Seeker", counters={"finality": 1}), "122.1h"),
])
def test_counters_whose_rules_the_game_doesnt_carry_out_are_refused(call: Any,
                                                                    rule: str) -> None:
    s = Scenario(seed=1)
    with pytest.raises(ScenarioError, match=f"CR {rule}"):
        call(s)
    assert s.ops == []


def test_loading_refuses_a_stun_counter_edited_in() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 1})
    doc = json.loads(s.build().to_json())
    doc["setup"]["scenario"]["ops"][0]["counters"] = {"stun": 1}
    with pytest.raises(GameDocumentError, match="CR 122.1d"):
        Game.from_json(json.dumps(doc))


def test_a_position_with_every_new_part_saves_and_loads() -> None:
    s = _libraries(Scenario(players=3, seed=2, format="commander"))
    s.commander(0, KATILDA)
    s.commander_casts(KATILDA, 1)
    s.commander_damage(1, KATILDA, 5)
    s.poison(2, 3)
    s.emblem(1, "Wrenn and Seven")
    s.battlefield(0, "Brutal Cathar", label="cathar")
    s.exile(1, "Glory Seeker", exiled_with="cathar")
    game = s.build()
    _round_trip(game)
    d = Driver(game)
    assert d.state.players[1].commander_damage and d.state.players[2].poison == 3


def test_before_a_players_first_turn_their_creatures_cant_use_tap_abilities() -> None:
    """CR 302.6: on turn 1, player 1 has had no turn, so their Goblin Sharpshooter hasn't been
    under their control since their most recent turn began: no {T} ability; on turn 3 it has."""
    from manastack.decisions.actions import ActivateAbility
    for turn, ready in ((1, False), (3, True)):
        s = _libraries(Scenario(seed=1))
        s.battlefield(1, "Goblin Sharpshooter")
        s.at("precombat_main", active=0, turn=turn, priority=1)
        d = Driver(s.build())
        assert any(isinstance(a, ActivateAbility) for a in d.game.legal_actions()) is ready
