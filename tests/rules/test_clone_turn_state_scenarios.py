"""A clone of a game (``Game.clone``) keeps what the rules remember of the turn so far.

Besides what is on the battlefield, some rules read what happened earlier in the turn or what
is waiting to happen: an ability with "Activate only once each turn" already activated, a
triggered ability that "triggers only once each turn" already triggered, a delayed triggered
ability waiting for the next end step, the spells the active player cast (for day and night),
mana left in a mana pool, a card exiled until a permanent leaves the battlefield, the casts of
a commander from the command zone. A clone taken at any point goes on from there exactly as the game
it copies would, and what is done in one of them stays out of the other.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_an_activate_only_once_each_turn_ability_used_this_turn_stays_used_in_a_clone() -> None:
    """CR 602.5, 602.5b: Snarling Wolf's "{1}{G}: +2/+2 until end of turn. Activate only once
    each turn." was activated and resolved; a clone of the game can't activate it again that
    turn, and can in the next one (the opponent's turn, it being an instant-speed ability). A
    clone taken before the activation may still activate it once there, and the +2/+2 it
    gets stays in that clone (CR 611.2a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    before = Driver(d.game.clone())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    after = Driver(d.game.clone())
    assert (after.chars(wolf).power, after.chars(wolf).toughness) == (3, 3)
    with pytest.raises(ScriptError):
        after.activate(0, wolf)
    after.pass_until("upkeep", turn=after.state.turn + 1)
    after.pass_priority()
    after.activate(0, wolf)
    after.resolve()
    assert (after.chars(wolf).power, after.chars(wolf).toughness) == (3, 3)
    before.activate(0, wolf)
    before.resolve()
    assert (before.chars(wolf).power, before.chars(wolf).toughness) == (3, 3)
    with pytest.raises(ScriptError):
        before.activate(0, wolf)
    # the original is as it was when the clones were taken from it
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (3, 3)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)


def _opportunist() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    return Driver(s.build())


def test_a_trigger_limited_to_once_each_turn_that_triggered_stays_spent_in_a_clone() -> None:
    """CR 603.2, 603.2c: Morbid Opportunist's "Whenever one or more other creatures die, draw a
    card. This ability triggers only once each turn." triggered when Glory Seeker died; in a
    clone taken then, Goblin Sky Raider dying that turn triggers nothing, and no card is drawn
    there."""
    d = _opportunist()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert len(d.state.players[0].hand) == 2  # the other Shock and the card drawn
    c = Driver(d.game.clone())
    c.cast(0, "Shock", targets=[c.find("Goblin Sky Raider")])
    c.resolve()
    assert c.ids("Goblin Sky Raider", zone="graveyard")
    assert not c.state.stack and len(c.state.players[0].hand) == 1


def test_a_clone_taken_before_the_first_death_triggers_once_there_on_its_own() -> None:
    """CR 603.2, 603.2c: a clone taken before any creature died that turn: there Goblin Sky
    Raider dies first and the Opportunist draws a card; Glory Seeker then dying in the
    original triggers it in the original too, each game its own once each turn."""
    d = _opportunist()
    c = Driver(d.game.clone())
    c.cast(0, "Shock", targets=[c.find("Goblin Sky Raider")])
    c.resolve()
    assert len(c.state.stack) == 1  # the Opportunist's ability
    c.resolve()
    assert len(c.state.players[0].hand) == 2
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert len(d.state.players[0].hand) == 2
    assert d.find("Goblin Sky Raider", zone="battlefield") and \
        c.find("Glory Seeker", zone="battlefield")


def test_a_delayed_triggered_ability_waiting_for_the_end_step_returns_the_card_in_a_clone() -> (
        None):
    """CR 603.7, 603.7b, 610.3: Astral Slide exiled Elvish Warrior, to return it "at the
    beginning of the next end step"; a clone taken then returns it at that end step under its
    owner's control (the original, not yet there, still has it in exile), and the delayed
    triggered ability triggers only once: it is not in exile, nor returned again, at the next
    turn's end step. The original returns it at its own end step too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Forest", "Forest", "Island", "Island", "Island")
    s.hand(0, "Barkhide Mauler")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    turn = d.state.turn
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))  # cycling
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose(True)
    assert d.find("Elvish Warrior", zone="exile")
    c = Driver(d.game.clone())
    c.pass_until("end")
    c.resolve_all()
    warrior = c.find("Elvish Warrior", zone="battlefield")
    assert c.chars(warrior).controller == 1
    assert d.find("Elvish Warrior", zone="exile")  # the original hasn't got there
    assert not c.state.delayed
    c.pass_until("end", turn=turn + 1)
    c.resolve_all()
    assert c.ids("Elvish Warrior", zone="battlefield") == [warrior]
    d.pass_until("end")
    d.resolve_all()
    assert d.chars(d.find("Elvish Warrior", zone="battlefield")).controller == 1


def test_spells_cast_this_turn_count_for_day_and_night_in_each_game_alone() -> None:
    """CR 730.2b: at night, player 0 (active) casts one Shock; a clone is taken; the original
    casts the second Shock. As the next turn's untap step begins, it becomes day in the
    original (two spells) and stays night in the clone (one): each game counts its own spells,
    including the one cast before the clone was taken. Bird Admirer's back face, Wing
    Shredder, transforms to its front face only in the original (CR 702.145c)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Bird Admirer", transformed=True)
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Mountain"] * 4)
    d = Driver(s.build())
    shredder = d.find("Wing Shredder")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    c = Driver(d.game.clone())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    turn = d.state.turn
    d.pass_until("upkeep", turn=turn + 1)
    c.pass_until("upkeep", turn=turn + 1)
    assert d.state.day_night == "day" and d.chars(shredder).name == "Bird Admirer"
    assert c.state.day_night == "night" and c.chars(shredder).name == "Wing Shredder"


def test_mana_left_in_a_pool_is_in_a_clone_spent_apart_and_lost_at_the_end_of_the_step() -> None:
    """CR 106.4, 605.3a: player 0 taps a Mountain for {R} and leaves it in their mana pool; a
    clone has that {R} too. Spent there on Shock, it stays in the original's pool; at the end
    of the step each game's pool empties."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"R": 1}
    c = Driver(d.game.clone())
    assert c.state.players[0].mana_pool == {"R": 1}
    c.cast(0, "Shock", targets=[1])
    assert c.state.players[0].mana_pool == {}
    c.resolve()
    assert c.life(1) == 18
    assert d.state.players[0].mana_pool == {"R": 1} and d.life(1) == 20
    d.pass_until("beginning_of_combat")
    assert d.state.players[0].mana_pool == {}


def test_a_card_exiled_until_its_exiler_leaves_comes_back_only_in_the_game_where_it_left(
) -> None:
    """CR 610.3, 610.3a, 400.7: Brutal Cathar's enters ability exiled player 1's Glory Seeker
    until the Cathar leaves the battlefield. In a clone where player 1 Shocks the Cathar, Glory
    Seeker returns at once under its owner's control; in the original, where the Cathar is
    still there, it stays in exile, and it comes back there only when the Cathar leaves there
    too. A clone of the clone taken before its Shock resolved returns it on its own Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", "Mountain", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    cathar = d.find("Brutal Cathar", zone="battlefield")
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_priority()
    c = Driver(d.game.clone())
    c.cast(1, "Shock", targets=[cathar])
    cc = Driver(c.game.clone())
    c.resolve()
    assert c.zone_of("Brutal Cathar") == "graveyard"
    assert c.chars(c.find("Glory Seeker", zone="battlefield")).controller == 1
    assert d.zone_of("Glory Seeker") == "exile" and cathar in d.state.battlefield
    assert cc.zone_of("Glory Seeker") == "exile"
    cc.resolve()
    assert cc.zone_of("Glory Seeker") == "battlefield"
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    assert d.chars(d.find("Glory Seeker", zone="battlefield")).controller == 1


def _tapped(d: Driver) -> int:
    return sum(d.state.objects[o].tapped for o in d.state.battlefield)


def test_commander_casts_counted_in_the_original_are_in_a_clone_and_later_ones_stay_apart(
) -> None:
    """CR 903.8, 903.9a: Katilda ({G}{W}) was cast from the command zone once before; cast
    again now it costs {2} more (four lands). A clone taken before that cast pays the same
    {2}; a clone taken after it, where Katilda is Shocked and put back into the command zone,
    pays {4} more for the third cast (six lands), and the original counts two casts still."""
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 10)
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander_casts("Katilda, Dawnhart Prime", 1)
    s.battlefield(0, *["Forest"] * 5, *["Plains"] * 5, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    before = Driver(d.game.clone())
    d.cast(0, "Katilda, Dawnhart Prime", method="commander")
    assert _tapped(d) == 4
    d.resolve()
    assert d.state.players[0].commander_casts == {katilda: 2}
    before.cast(0, "Katilda, Dawnhart Prime", method="commander")
    assert _tapped(before) == 4
    c = Driver(d.game.clone())
    c.cast(0, "Shock", targets=[c.find("Katilda, Dawnhart Prime", zone="battlefield")])
    c.resolve()
    c.expect("commander_zone")
    c.choose("command_zone")
    assert c.zone_of("Katilda, Dawnhart Prime") == "command"
    assert c.game.view(0)["players"][0]["commander_tax"] == {str(katilda): 4}
    c.cast(0, "Katilda, Dawnhart Prime", method="commander")
    assert _tapped(c) == 4 + 1 + 6
    assert c.state.players[0].commander_casts == {katilda: 3}
    assert d.state.players[0].commander_casts == {katilda: 2}
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield" and _tapped(d) == 4


def test_a_clone_taken_at_a_may_choice_of_a_resolving_ability_answers_it_on_its_own() -> None:
    """CR 608.2d, 603.5: Astral Slide's ability resolves and asks its controller whether to
    exile Elvish Warrior ("you may"). A clone taken at that choice answers yes and exiles it,
    the delayed triggered ability returning it at the end step (CR 603.7); the original
    answers no: the Warrior stays on the battlefield and no delayed triggered ability waits
    there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Forest", "Forest", "Island", "Island", "Island")
    s.hand(0, "Barkhide Mauler")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, d.find("Barkhide Mauler", zone="hand"))  # cycling
    d.choose(warrior)
    d.resolve()
    assert d.decision.player == 0
    c = Driver(d.game.clone())
    c.choose(True)
    d.choose(False)
    assert c.zone_of("Elvish Warrior") == "exile" and c.state.delayed
    assert warrior in d.state.battlefield and not d.state.delayed
    c.pass_until("end")
    c.resolve_all()
    assert c.zone_of("Elvish Warrior") == "battlefield"
    d.pass_until("end")
    assert d.state.battlefield.count(warrior) == 1
