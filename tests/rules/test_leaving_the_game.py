"""A player leaving a multiplayer game (CR 800.4b-800.4m), at a table of four.

What the cards of these sets (ONS, MID, MIC) let a game observe is tested here:

CR 704.3   a permanent of a player who concedes leaves the game at once (800.4a), but an Aura
           attached to it goes to the graveyard only when state-based actions are next
           checked, as a player would receive priority (704.5m).
CR 708.9   a player who leaves reveals the face-down permanents and spells they own (not the
           face-down permanents of others they control, exiled face up, CR 800.4a).
CR 800.4a  a spell its controller cast from another player's card (Siphon Insight's, played
           from exile) isn't a stack object "not represented by a card": it is exiled when
           its controller leaves, face up (a face-down one is revealed, CR 708.9).
CR 603.6c  a phased-in permanent leaving the game with its owner leaves the battlefield:
           leaves-the-battlefield abilities trigger, its own (controlled by another player)
           and another player's looking back at it (603.10a).
CR 800.4a  a player leaving as another orders their simultaneous triggered abilities (603.3b)
           takes only their own: the order chosen stays the one asked; a player leaving as
           they order theirs takes them, and the next player orders their own.
CR 800.4a  a player choosing a target or a player as another leaves can no longer choose the
           player who left nor what left with them (CR 601.2c); a target chosen as it left is
           chosen again, and a triggered ability with none left is removed (603.3d); a spell
           with none left can't be cast (601.2c): the game goes back to before it was begun
           (732.1), the player who conceded staying out of it.
CR 800.4a  likewise a player choosing an object (what Clone copies) or a copy's new target
           (707.10c) can no longer choose what left or who left; a player choosing the blocks
           of a defending player who leaves (Odric) isn't asked for them any more (802.4).
CR 800.4e  combat damage assigned to a player before they left (Butcher Orgg's division) isn't
           dealt to them, nor to their creatures that left with them.
CR 800.4c  a permanent whose control-changing effect ends, with no other such effect and its
           default controller gone, is exiled (Visions of Dread, then Threaten).
CR 800.4d  a delayed triggered ability of a player who has left isn't put on the stack
           (Astral Slide: the CR's own example).
CR 800.4e  combat damage isn't assigned to a player who has left; the creatures attacking them
           stay attacking creatures (CR 506.4 doesn't remove them from combat).
CR 800.4h  a choice the rules require of a player who has left (who takes the first turn,
           CR 103.1) is made by the next player in turn order.
CR 800.4j, 800.4k  (a turn of a player who left goes on without an active player; they begin
           no more turns) are tested in ``test_multiplayer.py``.

What these sets can't show:

CR 800.4b  every effect of these cards that gives control of an object (but Risky Move's, tested
           here: "that player" of the upkeep may have left), creates a token or
           puts an object onto the battlefield "under [a player's] control" names its own
           controller ("you", who would have taken it off the stack by leaving), a target
           player (who can't be targeted once gone, CR 601.2c) or "each opponent" / "each
           player" (only players in the game); no effect makes a player control another.
CR 800.4d  (first sentence) a token is owned by the player who creates it (CR 111.2), and
           the same reasons keep these cards from creating one for a player who has left.
CR 800.4f  each "unless [a player] pays" of these cards asks the controller of a target spell
           (Complicate, Disruptive Pitmage, Ixidor's Will, Flip the Switch), whose spell
           left the stack when they left (CR 800.4a), or the ability's own controller (Custody Battle).
CR 800.4g  the choices these cards give another player are made by a target opponent (Visions
           of Dread, Head Games: an illegal target once gone, CR 608.2b) or by an opponent the
           controller picks as the spell resolves (Animal Magnetism, Wake to Slaughter,
           Callous Oppressor), necessarily one still in the game.
CR 800.4i  no card of these sets reads information about one specific player who may have
           left, or about actions players took (their "if an opponent lost life this turn"
           looks at life lost, not at an action).
CR 800.4m  the effects of these sets lasting "until your next turn" (Arlinn, the Pack's
           Hope's +1; Orzhov Advokist's "can't attack you") act only for or on behalf of the
           player whose turn they wait for: once that player has left there is nothing left
           for them to do, whenever they end.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
)
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def _four() -> Scenario:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    return s


def test_a_permanent_whose_default_controller_left_is_exiled_when_control_reverts() -> None:
    """CR 800.4c, 800.4a: player 0 puts player 1's Glory Seeker onto the battlefield under
    their own control with Visions of Dread; on player 2's turn, player 2 takes it with
    Threaten. Player 0 concedes: the Seeker, controlled by player 2, stays. When Threaten's
    effect ends at the cleanup step, no effect gives it to a player in the game and the player
    who controls it by default has left: it is exiled, not given back to anyone."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Visions of Dread")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(2, "Mountain", "Mountain", "Mountain")
    s.hand(2, "Threaten")
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 2
    d.cast(2, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 2
    d.game.apply(0, Concede())
    assert d.chars(seeker).controller == 2 and d.zone_of("Glory Seeker") == "battlefield"
    d.pass_until("upkeep", turn=6)
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[d.find("Glory Seeker", "exile")].owner == 1


def test_control_reverts_to_the_default_controller_still_in_the_game() -> None:
    """CR 800.4c's counterpart: with player 0 still in the game, the Seeker goes back to
    player 0 when Threaten's effect ends (CR 514.2)."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Visions of Dread")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(2, "Mountain", "Mountain", "Mountain")
    s.hand(2, "Threaten")
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    seeker = d.find("Glory Seeker", "battlefield")
    d.pass_until("precombat_main", turn=5)
    d.cast(2, "Threaten", targets=[seeker])
    d.resolve()
    d.game.apply(3, Concede())
    d.pass_until("upkeep", turn=6)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(d.find("Glory Seeker", "battlefield")).controller == 0


def test_the_delayed_return_of_a_player_who_left_is_not_put_on_the_stack() -> None:
    """CR 800.4d (the CR's Astral Slide example): during player 0's turn, player 1 cycles
    Barkhide Mauler and Astral Slide exiles player 0's Elvish Warrior; player 1 concedes
    before the end step. The delayed triggered ability that would return the Warrior isn't
    put on the stack: the Warrior stays in exile, then and later."""
    s = _four()
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(1, "Astral Slide", "Forest", "Forest")
    s.hand(1, "Barkhide Mauler")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.pass_priority()  # player 0 passes in their main phase; player 1 may act
    d.activate(1, d.find("Barkhide Mauler", zone="hand"))
    d.choose(warrior)
    d.resolve()
    d.choose(True)
    assert d.zone_of("Elvish Warrior") == "exile"
    d.game.apply(1, Concede())
    d.pass_until("end", turn=3)
    assert not d.state.stack
    d.pass_until("upkeep", turn=5)
    assert d.zone_of("Elvish Warrior") == "exile"
    assert d.state.players[0].in_game


def test_a_creature_attacking_a_player_who_left_stays_an_attacking_creature() -> None:
    """CR 800.4e, 506.4: player 0 attacks player 1 with one Glory Seeker and player 2 with
    another; player 2 concedes. The Seeker attacking player 2 is still an attacking creature:
    Unified Strike ("exile target attacking creature if its power is less than or equal to
    the number of Soldiers on the battlefield") can target it and exiles it."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Plains")
    s.hand(0, "Unified Strike")
    d = Driver(s.build())
    a, b = d.ids("Glory Seeker")
    d.to_combat()
    d.attack({a: 1, b: 2})
    d.game.apply(2, Concede())
    assert d.state.combat is not None and set(d.state.combat.attackers) == {a, b}
    d.cast(0, "Unified Strike", targets=[b])
    d.resolve()
    assert b not in d.state.battlefield
    assert d.ids("Glory Seeker", "exile") and d.ids("Glory Seeker", "battlefield") == [a]


def test_a_creature_attacking_the_planeswalker_of_a_player_who_left_deals_no_damage() -> None:
    """CR 800.4a, 506.4c: player 0 attacks player 1's Arlinn, the Pack's Hope with Glory
    Seeker and player 2 with Krosan Tusker; player 1 concedes and Arlinn leaves the game with
    them. The Seeker stays an attacking creature, attacking nothing: it deals no combat
    damage, to no one else either; the Tusker deals its 6 to player 2."""
    s = _four()
    s.battlefield(1, "Arlinn, the Pack's Hope")
    s.battlefield(0, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    d.to_combat()
    d.attack({seeker: d.find("Arlinn, the Pack's Hope"), tusker: 2})
    d.game.apply(1, Concede())
    assert not d.ids("Arlinn, the Pack's Hope")
    d.pass_priority()  # to the declare blockers step
    d.pass_until("combat_damage")
    assert d.state.combat is not None and seeker in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in (0, 2, 3)] == [20, 14, 20]
    assert [e for e in d.state.log if e.kind == "damage" and e.source == seeker] == []

def test_no_combat_damage_is_assigned_to_a_player_who_left() -> None:
    """CR 800.4e, 510.1: player 0 attacks player 1 with Glory Seeker and player 2 with
    Goblin Sky Raider; player 2 concedes. The Raider stays attacking but deals no combat
    damage (to no one else either); the Seeker deals its 2 to player 1."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack({seeker: 1, raider: 2})
    d.game.apply(2, Concede())
    d.pass_priority()  # to the declare blockers step
    d.pass_until("combat_damage")
    assert d.state.combat is not None and raider in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert [d.life(p) for p in (0, 1, 3)] == [20, 18, 20]
    dealt = [e for e in d.state.log if e.kind == "damage" and e.source == raider]
    assert dealt == []


def test_the_choice_of_the_first_player_passes_to_the_next_player_in_turn_order() -> None:
    """CR 800.4h, 103.1: the player chosen at random to say who takes the first turn concedes
    before choosing; the next player in turn order makes that choice, among the players still
    in the game, and the game starts with the player they chose."""
    g = Game.new([["Forest"] * 40 for _ in range(4)], seed=3)
    d = g.state.pending
    assert d is not None and d.kind == "first_player"
    chooser = d.player
    g.concede(chooser)
    d = g.state.pending
    assert d is not None and d.kind == "first_player"
    nxt = (chooser + 1) % 4
    assert d.player == nxt
    assert {a.value for a in g.legal_actions() if isinstance(a, Choose)} == \
        {p for p in range(4) if p != chooser}
    pick = (chooser + 2) % 4
    g.apply(nxt, Choose(pick))
    while g.state.pending is not None and g.state.pending.kind == "mulligan":
        g.apply(g.state.pending.player, Choose("keep"))
    assert g.state.active == pick and g.state.first_player == pick
    assert Game.from_json(g.to_json()).fingerprint() == g.fingerprint()


def test_a_waiting_triggered_ability_of_another_player_still_goes_on_the_stack() -> None:
    """CR 800.4a: a player who loses (CR 704.5a) takes only their own abilities with them.
    Suspicious Stowaway's combat damage kills player 3; its controller's "draw a card, then
    discard a card" trigger still goes on the stack and resolves."""
    s = _four()
    s.battlefield(0, "Suspicious Stowaway")
    s.hand(0, "Plains")
    s.life(3, 1)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Suspicious Stowaway")], defender=3)
    while not d.state.stack:
        d.pass_priority()
    assert not d.state.players[3].in_game
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    d.choose(d.find("Plains", zone="hand"))
    assert len(d.state.players[0].hand) == 1 and d.ids("Plains", zone="graveyard")


def test_attacks_on_the_planeswalkers_of_a_player_who_leaves_mid_declaration_are_undone() -> None:
    """CR 508.1b, 800.4a: a creature chosen to attack a planeswalker of a player who concedes
    before the declaration is complete can't attack it (it left with them); one attacking
    another player's planeswalker keeps its choice."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Arlinn, the Pack's Hope")
    s.battlefield(2, "Arlinn, the Pack's Hope")
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    arlinn1 = d.find("Arlinn, the Pack's Hope", player=1)
    arlinn2 = d.find("Arlinn, the Pack's Hope", player=2)
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn1))
    d.act(0, DeclareAttacker(raider, arlinn2))
    d.game.apply(1, Concede())
    assert d.state.combat is not None and dict(d.state.combat.attackers) == {raider: arlinn2}
    assert d.decision.kind == "declare_attackers"


def test_a_block_not_yet_declared_of_an_attacker_that_left_is_undone() -> None:
    """CR 509.1a, 800.4a: the active player concedes while a defending player is declaring
    blockers; their attacking creature leaves, and the block chosen for it, not yet declared,
    goes with it: the creature isn't a blocking creature (a block already declared would have
    stayed, CR 506.4)."""
    s = _four()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    attacker = d.find("Glory Seeker", player=0)
    blocker = d.ids("Glory Seeker", player=1)[0]
    d.to_combat()
    d.attack([attacker], defender=1)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.act(1, DeclareBlocker(blocker, attacker))
    assert d.state.combat is not None and blocker in d.state.combat.blockers
    d.game.apply(0, Concede())
    assert d.state.combat is not None and d.state.combat.blockers == {}
    assert not d.state.combat.attackers
    if d.decision.kind == "declare_blockers":
        d.act(1, FinishDeclaration())
    assert Game.from_json(d.game.to_json()).fingerprint() == d.game.fingerprint()


def test_after_a_player_leaves_the_others_all_pass_again_before_the_spell_resolves() -> None:
    """CR 117.4, 800.4a: a spell resolves when all players pass in succession. Players 0 and 1
    have passed when player 1 concedes while player 2 holds priority: players 2, 3 and 0 must
    all pass after that (player 1's pass no longer counts; player 3 has not passed at all)."""
    s = _four()
    s.battlefield(0, "Plains")
    s.hand(0, "Glory Seeker")
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 2
    d.game.apply(1, Concede())
    for p in (2, 3):
        assert d.decision.player == p and d.state.stack
        d.pass_priority()
    assert d.decision.player == 0 and d.state.stack
    d.pass_priority()
    assert not d.state.stack and d.find("Glory Seeker", zone="battlefield")


def test_risky_move_stays_when_the_player_who_would_gain_control_of_it_left() -> None:
    """CR 800.4b: an object that would change to the control of a player who has left the
    game doesn't. Risky Move, controlled by player 0, triggers at the beginning of player 1's
    upkeep ("that player gains control of Risky Move"); player 1 concedes with the trigger on
    the stack. It resolves and Risky Move stays under player 0's control (and its "when you
    gain control" ability doesn't trigger)."""
    s = _four()
    s.battlefield(0, "Risky Move")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    risky = d.find("Risky Move")
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    assert d.state.active == 1
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.game.apply(1, Concede())
    assert d.state.stack
    d.resolve()
    assert not d.state.stack
    assert d.chars(risky).controller == 0


def test_abilities_triggering_after_a_departed_player_s_delayed_trigger_ceased_still_trigger() -> None:
    """CR 800.4d, 603.3b: as in the Astral Slide example, player 1's delayed return ceases to
    exist at player 0's end step, where Jadar's trigger goes on the stack alone and resolves.
    Its Zombie token entering triggers Wretched Anurid, which is put on the stack and resolves:
    player 0 loses 1 life; the Warrior stays in exile."""
    s = _four()
    s.battlefield(0, "Elvish Warrior", "Jadar, Ghoulcaller of Nephalia", "Wretched Anurid")
    s.battlefield(1, "Astral Slide", "Forest", "Forest")
    s.hand(1, "Barkhide Mauler")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.pass_priority()
    d.activate(1, d.find("Barkhide Mauler", zone="hand"))
    d.choose(warrior)
    d.resolve()
    d.choose(True)
    d.game.apply(1, Concede())
    d.pass_until("end", turn=3)
    assert d.ids("Zombie Token", "battlefield") and d.life(0) == 19
    assert d.zone_of("Elvish Warrior") == "exile"


def test_a_player_who_concedes_holding_priority_leaves_and_the_next_player_gets_it() -> None:
    """CR 104.3a, 800.4a, 117.4: player 1 concedes while holding priority, after player 0
    passed, with a spell on the stack: player 1 has left the game (and lost it), their pass
    is not made for them, and players 2, 3 and 0 must all pass before the spell resolves."""
    s = _four()
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 1
    d.game.apply(1, Concede())
    assert d.state.players[1].left and d.state.players[1].lost
    for p in (2, 3):
        assert d.decision.kind == "priority" and d.decision.player == p and d.state.stack
        d.pass_priority()
    assert d.decision.player == 0 and d.state.stack
    d.pass_priority()
    assert not d.state.stack and d.find("Glory Seeker", zone="battlefield")


def _pacifism_on_player_1_s_seeker() -> Driver:
    """Player 0's Pacifism enchants player 1's Glory Seeker; player 0 has priority in their
    main phase."""
    s = _four()
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Pacifism", attached_to="seeker")
    return Driver(s.build())


def test_an_aura_of_a_permanent_that_left_with_a_player_waits_for_the_next_check() -> None:
    """CR 104.3a, 800.4a, 704.3, 704.5m: player 1 concedes while player 0 holds priority:
    their Glory Seeker leaves the game at once (800.4a: not a state-based action), but nobody
    is about to receive priority, so player 0's Pacifism stays on the battlefield, enchanting
    nothing, and player 0 keeps priority. When player 0 passes, player 2 would receive
    priority: state-based actions are checked first and Pacifism goes to the graveyard."""
    d = _pacifism_on_player_1_s_seeker()
    seeker = d.find("Glory Seeker")
    d.game.apply(1, Concede())
    assert seeker not in d.state.objects
    assert d.zone_of("Pacifism") == "battlefield"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.pass_priority()
    assert d.decision.kind == "priority" and d.decision.player == 2
    assert d.zone_of("Pacifism") == "graveyard"


def test_an_aura_goes_as_the_next_player_receives_the_priority_of_one_who_left() -> None:
    """CR 800.4a, 704.3, 704.5m: player 1 concedes holding priority: priority passes to player
    2, and as player 2 receives it, state-based actions put the Pacifism whose Glory Seeker left
    with player 1 into its owner's graveyard."""
    d = _pacifism_on_player_1_s_seeker()
    d.pass_priority()
    assert d.decision.player == 1
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 2
    assert d.zone_of("Pacifism") == "graveyard"


def _gone_with_player_0(d: Driver) -> None:
    """Player 0 concedes at their own decision, after player 3 conceded (so the spell or
    ability isn't taken back, CR 601.2, but ceases to exist with them, CR 800.4a): what was
    under way goes with it, and player 1 gets priority in player 0's turn (CR 800.4j)."""
    d.game.apply(3, Concede())
    d.game.apply(0, Concede())
    assert not d.state.stack
    assert d.decision.kind == "priority" and d.decision.player == 1
    assert [d.life(p) for p in (1, 2)] == [20, 20]


def test_a_spell_being_cast_by_a_player_who_leaves_ceases_to_exist() -> None:
    """CR 800.4a, 601.2c: player 0 concedes while choosing Shock's target."""
    s = _four()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    assert d.decision.kind == "target" and d.decision.player == 0
    _gone_with_player_0(d)
    assert not d.ids("Shock")


def test_an_ability_being_activated_by_a_player_who_leaves_ceases_to_exist() -> None:
    """CR 800.4a, 602.2b: player 0 concedes while choosing the target of Goblin
    Sharpshooter's ability."""
    s = _four()
    s.battlefield(0, "Goblin Sharpshooter")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    assert d.decision.kind == "target" and d.decision.player == 0
    _gone_with_player_0(d)


def test_a_triggered_ability_being_put_on_the_stack_by_a_player_who_leaves_ceases_to_exist() -> None:
    """CR 800.4a, 603.3d: player 0 concedes while choosing the target of Timberland Guide's
    enters trigger; player 1's Glory Seeker gets no counter."""
    s = _four()
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Timberland Guide")
    d = Driver(s.build())
    d.resolve()
    assert d.decision.kind == "target" and d.decision.player == 0
    _gone_with_player_0(d)
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_a_permanent_spell_of_a_player_who_leaves_as_it_resolves_never_enters() -> None:
    """CR 800.4a, 614.12: player 0 concedes while an opponent chooses a creature type for
    Callous Oppressor as it resolves: it ceases to exist and never enters the battlefield,
    and the opponent has nothing left to choose: player 1 gets priority."""
    s = _four()
    s.stack(0, "Callous Oppressor")
    d = Driver(s.build())
    d.resolve()
    assert d.expect("choose_player").player == 0  # which opponent chooses (CR 801.5b)
    d.choose(1)
    assert d.decision.kind == "choose_creature_type" and d.decision.player == 1
    d.game.apply(0, Concede())
    assert not d.state.stack and not d.ids("Callous Oppressor")
    assert d.decision.kind == "priority" and d.decision.player == 1


def test_an_optional_trigger_of_a_player_who_leaves_as_they_choose_ceases_to_exist() -> None:
    """CR 800.4a, 603.5: player 0 concedes while choosing whether to use Overseer of the
    Damned's "you may destroy target creature" as it resolves: it ceases to exist, and player
    1's Glory Seeker, its target, stays on the battlefield."""
    s = _four()
    s.battlefield(1, "Glory Seeker")
    s.stack(0, "Overseer of the Damned")
    d = Driver(s.build())
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.decision.kind == "may" and d.decision.player == 0
    _gone_with_player_0(d)
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_permanent_being_turned_face_up_by_a_player_who_leaves_goes_with_them() -> None:
    """CR 800.4a, 702.37e: player 0 concedes while paying the morph cost to turn Daru Lancer
    face up (a special action): it leaves the game with them, and player 1 gets priority."""
    s = _four()
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(0, *["Plains"] * 4)
    d = Driver(s.build())
    d.special(0, "turn_face_up", d.find("Daru Lancer"))
    assert d.decision.kind == "pay_mana" and d.decision.player == 0
    _gone_with_player_0(d)
    assert not d.ids("Daru Lancer")


def test_a_spell_of_another_player_resolving_goes_on_for_the_players_still_in_the_game() -> None:
    """CR 800.4a: player 0 concedes while player 1, resolving Strongarm Tactics in their own
    turn, chooses a card to discard. The spell isn't player 0's: its resolution goes on for
    the players still in the game. Players 2 and 3 each discard their only card, a land, and
    lose 4 life; player 1 discards the Glory Seeker they choose and loses none."""
    s = _four()
    s.at(active=1)
    s.hand(1, "Glory Seeker", "Plains")
    s.hand(2, "Plains")
    s.hand(3, "Plains")
    s.stack(1, "Strongarm Tactics")
    d = Driver(s.build())
    d.resolve()
    assert d.decision.kind == "discard" and d.decision.player == 1
    d.game.apply(0, Concede())
    assert d.decision.kind == "discard" and d.decision.player == 1
    d.choose(d.find("Glory Seeker", zone="hand"))
    assert not d.state.stack
    assert [len(d.state.players[p].hand) for p in (1, 2, 3)] == [1, 0, 0]
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [len(d.ids("Plains", zone="graveyard", player=p)) for p in (1, 2, 3)] == [0, 1, 1]
    assert [d.life(p) for p in (1, 2, 3)] == [20, 16, 16]


def test_combat_damage_assignment_goes_on_when_a_blocking_player_concedes() -> None:
    """CR 800.4a, 510.1c, 506.4: player 0 attacks player 2 with Elvish Warrior, blocked by two
    Glory Seekers, and player 1 with a Glory Seeker, blocked by Butcher Orgg. While player 0
    divides the Warrior's damage, player 1 concedes: the Orgg leaves with them, but the
    assignment under way is player 0's and goes on. The Warrior's 2 damage kills the Seeker
    it is given to; player 0's Seeker stays blocked and deals no combat damage."""
    s = _four()
    s.battlefield(0, "Elvish Warrior", "Glory Seeker")
    s.battlefield(1, "Butcher Orgg")
    s.battlefield(2, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker", player=0)
    first, second = d.ids("Glory Seeker", player=2)
    d.to_combat()
    d.attack({warrior: 2, seeker: 1})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Butcher Orgg"): seeker})
    d.block({first: warrior, second: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("damage_assignment").player == 0
    d.game.apply(1, Concede())
    assert not d.ids("Butcher Orgg")
    assert d.expect("damage_assignment").player == 0
    d.choose((2, 0))
    assert first not in d.state.objects and d.state.objects[second].zone.value == "battlefield"
    assert len(d.ids("Glory Seeker", zone="graveyard", player=2)) == 1
    assert [e for e in d.state.log if e.kind == "damage" and e.source == seeker] == []


def test_a_spell_cast_from_another_players_card_is_exiled_when_its_controller_leaves() -> None:
    """CR 800.4a, 708.9: player 1 casts face down the Krosan Colossus that Siphon Insight
    exiled from player 0's library, then concedes. The spell is represented by a card, so
    it doesn't cease to exist: still controlled by player 1, it is exiled, face up (revealed
    as a face-down spell leaving the stack), its owner's card; player 2 gets priority."""
    s = Scenario(players=3, seed=1)
    s.battlefield(1, "Island", "Island", "Swamp", "Island", "Island", "Island")
    s.hand(1, "Siphon Insight")
    s.library(0, "Krosan Colossus", "Forest", "Forest")
    for p in (1, 2):
        s.library(p, "Island", "Island")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Siphon Insight", targets=[0])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Krosan Colossus"))
    d.act(1, CastSpell(d.find("Krosan Colossus", "exile"), "face_down"))
    d.pay()
    [spell] = d.state.stack
    assert (d.state.objects[spell].owner, d.chars(spell).controller) == (0, 1)
    d.game.apply(1, Concede())
    assert d.zone_of("Krosan Colossus") == "exile" and not d.state.stack
    exiled = d.find("Krosan Colossus", "exile")
    assert d.state.objects[exiled].owner == 0 and not d.state.objects[exiled].face_down
    for p in (0, 2):
        assert [o.get("name") for o in d.game.view(p)["exile"]] == ["Krosan Colossus"]
    assert d.decision.kind == "priority" and d.decision.player == 2


def test_a_player_who_leaves_reveals_the_face_down_permanents_and_spells_they_own() -> None:
    """CR 708.9, 800.4a: player 0 owns a face-down Krosan Colossus they control, a face-down
    Towering Baloth player 1 controls and a face-down Treespring Lorian spell; as player 0
    concedes, all three leave the game with them and are revealed to every player: the log
    names them to players 1 and 2 and to a spectator, who couldn't know them before. Player
    0's Forest (face up) and player 2's face-down Daru Lancer aren't in the reveal."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Krosan Colossus", face_down=True)
    s.battlefield(1, "Towering Baloth", face_down=True, owner=0)
    s.battlefield(2, "Daru Lancer", face_down=True)
    s.stack(0, "Treespring Lorian", method="face_down")
    for p in range(3):
        s.library(p, "Forest", "Forest")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    secrets = ["Krosan Colossus", "Towering Baloth", "Treespring Lorian"]
    assert not any(name in json.dumps(d.game.view(2)) for name in secrets)
    d.game.apply(0, Concede())
    assert not d.game.is_over and d.ids("Krosan Colossus") == []
    for view in (d.game.view(1), d.game.view(2), d.game.spectator_view()):
        assert [e["cards"] for e in view["log"] if e["kind"] == "reveal"] == [secrets]
    assert "Daru Lancer" not in json.dumps(d.game.view(1))


def test_a_creature_leaving_the_game_with_its_owner_leaves_its_controllers_battlefield() -> None:
    """CR 603.6c, 603.10a: player 0 Threatens player 1's Glory Seeker; player 1 concedes and
    the Seeker leaves the game with them. That is leaving the battlefield: player 0's
    Luminous Phantom ("whenever another creature you control leaves the battlefield") looks
    back at the Seeker under player 0's control and triggers; player 0 gains 1 life."""
    s = _four()
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Threaten", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.game.apply(1, Concede())
    assert not d.ids("Glory Seeker")
    while not d.state.stack:
        d.pass_priority()
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    assert d.life(0) == 21


def test_a_phased_out_creature_leaving_with_its_owner_triggers_nothing() -> None:
    """CR 603.6c, 702.26d, 702.26k: only a phased-in permanent leaving the game with its owner
    leaves the battlefield; a phased-out one leaves the game too, without a zone change. Player 0 Threatens player 1's Creeping Inn and phases it out with its
    own ability; player 1 concedes: player 0's Luminous Phantom doesn't trigger."""
    s = _four()
    s.battlefield(0, "Lunarch Veteran", transformed=True)
    s.battlefield(0, *["Mountain"] * 3, *["Plains"] * 4)
    s.hand(0, "Threaten")
    s.battlefield(1, "Hostile Hostel", transformed=True)
    d = Driver(s.build())
    inn = d.find("Hostile Hostel")
    d.cast(0, "Threaten", targets=[inn])
    d.resolve()
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.game.apply(1, Concede())
    assert inn not in d.state.objects
    for _ in range(3):
        d.pass_priority()
        assert not d.state.stack
    assert d.life(0) == 20


def test_a_creatures_own_leaves_ability_triggers_for_the_player_controlling_it() -> None:
    """CR 603.6c, 603.10a: player 0 Threatens player 1's Slogurk, the Overslime; player 1
    concedes and Slogurk leaves the game with them. Its "when Slogurk leaves the battlefield"
    triggers under player 0's control, as it last existed, and returns a land card from
    player 0's graveyard to player 0's hand."""
    s = _four()
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.graveyard(0, "Forest")
    s.battlefield(1, "Slogurk, the Overslime")
    d = Driver(s.build())
    d.cast(0, "Threaten", targets=[d.find("Slogurk, the Overslime")])
    d.resolve()
    d.game.apply(1, Concede())
    assert not d.ids("Slogurk, the Overslime")
    d.pass_priority()  # the next player would receive priority: the ability goes on the stack
    assert d.expect("target").player == 0
    d.choose(d.find("Forest", "graveyard"))
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve_all()
    assert d.zone_of("Forest") == "hand"


def test_a_leaves_ability_leaving_with_its_owner_sees_the_others_leave_with_it() -> None:
    """CR 603.6c, 603.10a: player 0 Threatens player 1's Luminous Phantom and Glory Seeker;
    player 1 concedes and both leave the game with them, at once. The Phantom looks back in
    time: it was on the battlefield under player 0's control as the Seeker left, so it
    triggers for player 0 (not for itself: "another creature")."""
    s = _four()
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Threaten", "Threaten")
    s.battlefield(1, "Lunarch Veteran", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    for name in ("Lunarch Veteran", "Glory Seeker"):
        d.cast(0, d.ids("Threaten", zone="hand")[0], targets=[d.find(name)])
        d.resolve()
    d.game.apply(1, Concede())
    d.pass_priority()
    assert [d.state.objects[o].controller for o in d.state.stack] == [0]
    d.resolve()
    assert d.life(0) == 21


def test_a_player_leaving_as_another_orders_their_triggers_leaves_the_order_asked() -> None:
    """CR 603.3b, 800.4a: Glory Seeker enters; player 3's Wretched Anurid and player 2's two
    trigger. As player 2 orders theirs, player 3 concedes and their ability ceases to exist;
    player 2's choice still names the ability they picked: it goes on the stack first."""
    s = _four()
    s.battlefield(3, "Wretched Anurid")
    s.battlefield(2, "Wretched Anurid", "Wretched Anurid")
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Wretched Anurid", player=2)
    d.cast(0, "Glory Seeker")
    d.resolve()
    dec = d.expect("order_triggers")
    assert dec.player == 2
    pick = next(i for i, src, _ in dec.info()["triggers"] if src == second)
    d.game.apply(3, Concede())
    d.choose(pick)
    assert [d.state.objects[o].source for o in d.state.stack] == [second, first]
    d.resolve_all()
    assert d.life(2) == 18


def test_a_player_leaving_as_they_order_their_triggers_lets_the_next_player_order() -> None:
    """CR 603.3b, 800.4a: at a table of three, Glory Seeker enters; player 1, ordering their
    two Wretched Anurids' abilities, concedes: those abilities cease to exist, and player 2
    orders their own two, which then go on the stack."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.battlefield(1, "Wretched Anurid", "Wretched Anurid")
    s.battlefield(2, "Wretched Anurid", "Wretched Anurid")
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.expect("order_triggers").player == 1
    d.game.apply(1, Concede())
    assert d.expect("order_triggers").player == 2
    d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert [d.state.objects[o].controller for o in d.state.stack] == [2, 2]
    d.resolve_all()
    assert d.life(2) == 18


def test_a_target_leaving_the_game_as_it_is_chosen_is_no_longer_offered() -> None:
    """CR 800.4a, 601.2c: Festering Goblin dies and its controller chooses the target of its
    ability; meanwhile player 1 concedes and their Elvish Warrior leaves the game. The
    Warrior is no longer offered; the ability gives Glory Seeker -1/-1."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.battlefield(0, "Mountain", "Festering Goblin", "Glory Seeker")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    assert [a.value for a in d.expect("target").actions] == [seeker, warrior]  # type: ignore[attr-defined]
    d.game.apply(1, Concede())
    dec = d.expect("target")
    assert (dec.player, [a.value for a in dec.actions]) == (0, [seeker])  # type: ignore[attr-defined]
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).toughness == 1


def test_the_only_target_leaving_the_game_as_it_is_chosen_removes_the_ability() -> None:
    """CR 800.4a, 603.3d: Festering Goblin dies with player 1's Elvish Warrior the only
    creature left; as its controller chooses the Warrior, player 1 concedes. The Warrior,
    gone, can't be the target, and with no legal target the ability is removed from the
    stack at once, its controller not asked for the Warrior that left."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    warrior = d.find("Elvish Warrior")
    d.expect("target")
    d.game.apply(1, Concede())
    assert warrior not in d.state.objects
    assert not d.state.stack
    assert d.decision.kind == "priority"


def test_an_opponent_who_left_as_the_caster_picks_one_is_no_longer_offered() -> None:
    """CR 800.4a, 800.4g: Wake to Slaughter's "an opponent chooses" at a table of three: as
    its caster picks the opponent, player 2 concedes. Only player 1 is offered, and makes the
    choice."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    assert [a.value for a in d.expect("choose_player").actions] == [1, 2]  # type: ignore[attr-defined]
    d.game.apply(2, Concede())
    assert [a.value for a in d.expect("choose_player").actions] == [1]  # type: ignore[attr-defined]
    d.choose(1)
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Krosan Tusker") == "battlefield"


def test_a_source_leaving_with_its_owner_ends_its_control_effect_at_once() -> None:
    """CR 800.4a, 611.2b, 506.4: player 0 controls player 2's Callous Oppressor and took
    player 1's Glory Seeker with it "for as long as Callous Oppressor remains tapped". The
    Seeker attacks player 1; after blockers are declared player 2 concedes, while player 0
    holds priority. The Oppressor leaves the game with its owner, so the control effect ends
    then and there: the Seeker is player 1's again and removed from combat before player 0
    acts, and it deals no combat damage."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Callous Oppressor", owner=2, chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker")
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    while not (d.state.turn == 6 and d.state.step.name == "PRECOMBAT_MAIN"):
        if d.decision.kind == "may":
            d.choose(False)  # the Oppressor stays tapped
        elif d.decision.kind in ("declare_attackers", "declare_blockers"):
            d.act(d.decision.player, FinishDeclaration())
        else:
            d.pass_priority()
    assert d.chars(seeker).controller == 0
    d.to_combat()
    d.attack({seeker: 1})
    while not (d.state.step.name == "DECLARE_BLOCKERS" and d.decision.kind == "priority"):
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.decision.player == 0 and seeker in d.state.combat.attackers
    d.act(2, Concede())
    assert not d.ids("Callous Oppressor")
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert d.chars(seeker).controller == 1
    assert seeker not in d.state.combat.attackers
    d.pass_until("postcombat_main", turn=6)
    assert d.life(1) == 20


def test_a_spell_whose_only_target_left_with_a_player_as_it_was_chosen_is_not_cast() -> None:
    """CR 800.4a, 601.2c, 732.1, 104.3a: player 0 casts Death Pulse ("Target creature gets
    -4/-4 until end of turn.") at player 2's Glory Seeker, the only creature; as player 0
    chooses it, player 2 concedes and the Seeker leaves the game. With no legal target left
    the spell can't be cast: the game goes back to before it was begun (Death Pulse in hand,
    player 0's priority, the Swamps untapped), and player 2 is still out of the game, their
    concession kept in the history, which replays to the same game."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Death Pulse"), "normal"))
    assert d.expect("target").player == 0
    d.game.apply(2, Concede())
    assert not d.state.players[2].in_game and d.state.players[2].lost
    assert not d.ids("Glory Seeker")
    assert d.zone_of("Death Pulse") == "hand" and not d.state.stack
    assert not any(d.state.objects[x].tapped for x in d.ids("Swamp"))
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert d.game.history[-1] == (2, Concede())
    assert not any(isinstance(a, CastSpell) for _, a in d.game.history)
    again = Game.replay(d.game.setup, d.game.history)
    assert again.fingerprint() == d.game.fingerprint()


def test_a_spell_whose_other_target_is_still_there_goes_on_being_cast() -> None:
    """CR 800.4a, 601.2c: with player 1's Glory Seeker still there, player 2's leaving with
    theirs doesn't stop Death Pulse: player 0 chooses player 1's and casts it."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Death Pulse"), "normal"))
    d.game.apply(2, Concede())
    (seeker,) = d.ids("Glory Seeker")
    assert [a.value for a in d.expect("target").actions] == [seeker]  # type: ignore[attr-defined]
    d.choose(seeker)
    d.pay()
    assert d.zone_of("Death Pulse") == "stack"


def test_two_players_conceding_while_a_third_casts_both_stay_out_when_it_goes_back() -> None:
    """CR 104.3a, 732.1: player 3 concedes as player 0 chooses Death Pulse's target, then
    player 0 concedes too: their spell, never cast, goes back with them (CR 800.4a), and
    player 3 stays out of the game as well, in a copy of the game made between the two
    concessions too."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Death Pulse"), "normal"))
    d.game.apply(3, Concede())
    copy = Driver(d.game.clone())
    for drv in (d, copy):
        drv.game.apply(0, Concede())
        assert [p.in_game for p in drv.state.players] == [False, True, True, False]
        assert not drv.state.stack
        assert drv.decision.kind == "priority" and drv.decision.player == 1
        assert drv.game.history[-2:] == [(3, Concede()), (0, Concede())]
    assert copy.game.fingerprint() == d.game.fingerprint()
    again = Game.replay(d.game.setup, d.game.history)
    assert again.fingerprint() == d.game.fingerprint()


def test_a_cast_spell_stays_cast_when_its_cast_trigger_s_only_target_leaves() -> None:
    """CR 800.4a, 603.3d, 601.2i: player 0 casts Otherworldly Gaze by flashback and Devoted
    Grafkeeper's "Whenever you cast a spell from your graveyard, tap target creature you don't
    control." triggers; as player 0 chooses player 2's Glory Seeker, the only such creature,
    player 2 concedes. The spell was cast: it stays on the stack, paid for, and only the
    triggered ability, with no legal target once chosen again, is removed (CR 603.3d), at
    once: player 0 is not asked for the target that left."""
    s = _four()
    s.battlefield(0, "Devoted Grafkeeper", "Island", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    gaze = d.cast(0, "Otherworldly Gaze", method="flashback")
    seeker = d.find("Glory Seeker")
    assert d.expect("target").player == 0
    d.game.apply(2, Concede())
    assert seeker not in d.state.objects
    assert d.state.stack == [gaze]
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_the_opponent_conceding_as_a_spell_is_cast_in_a_two_player_game_ends_it() -> None:
    """CR 104.3a, 104.2a, 800.1: in a two-player game player 1 concedes as player 0 chooses
    Death Pulse's target: the game ends at once, player 0 the winner, with no decision left
    to make and player 1's Glory Seeker where it was (800.4a is a rule of multiplayer
    games)."""
    s = Scenario(seed=1)
    s.library(0, *["Plains"] * 8)
    s.library(1, *["Plains"] * 8)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Death Pulse")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Death Pulse"), "normal"))
    d.game.apply(1, Concede())
    assert d.game.is_over and d.game.winners == (0,) and d.game.decision is None
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_an_optional_target_that_left_leaves_only_done_to_choose() -> None:
    """CR 800.4a, 601.2c: player 0 casts Rotten Reunion ("Exile up to one target card
    from a graveyard. Create a 2/2 black Zombie creature token with decayed."); as they choose
    player 2's Glory Seeker, the only card in a graveyard, player 2 concedes. The Seeker is no
    longer offered, only choosing no target, and the spell is cast and resolves without one."""
    s = _four()
    s.battlefield(0, "Swamp")
    s.hand(0, "Rotten Reunion")
    s.graveyard(2, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Rotten Reunion"), "normal"))
    assert len(d.expect("target").actions) == 2
    d.game.apply(2, Concede())
    assert d.expect("target").actions == (Choose(None),)
    assert d.game.view(0)["decision"]["options"] == [{"value": None}]
    d.choose(None)
    d.pay()
    d.resolve()
    assert d.zone_of("Rotten Reunion") == "graveyard" and d.ids("Zombie", zone="battlefield")


def test_a_phased_out_aura_owned_by_a_player_who_leaves_leaves_with_them() -> None:
    """CR 702.26k, 702.26g: player 1's Pacifism enchants player 2's Glory Seeker; player 0's
    Spectral Adversary phases the Seeker out, and the Aura with it, indirectly. Player 1
    concedes: the phased-out Aura they own leaves the game too. The Seeker phases in alone in
    player 2's untap step and may attack."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(2, "Glory Seeker", label="seeker")
    s.battlefield(1, "Pacifism", attached_to="seeker")
    for p in range(3):
        s.library(p, *["Plains"] * 6)
    d = Driver(s.build())
    seeker, pacifism = d.find("Glory Seeker"), d.find("Pacifism")
    phase_out_with_adversary(d, seeker)
    assert d.state.objects[seeker].phased_out and d.state.objects[pacifism].phased_out
    d.game.apply(1, Concede())
    assert pacifism not in d.state.objects and not d.ids("Pacifism")
    assert d.state.objects[seeker].phased_out
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 2 and not d.state.objects[seeker].phased_out
    d.to_combat()
    assert DeclareAttacker(seeker, 0) in d.game.legal_actions()


def test_a_cast_that_a_concession_leaves_uncompletable_goes_back_at_its_next_choice() -> None:
    """CR 601.2c, 115.3, 732.1, 104.3a, 800.4a: player 0 casts Visions of Duplicity ("Exchange
    control of two target creatures you don't control."), player 1's and player 2's Glory
    Seekers the only such creatures; as player 0 chooses the first target, player 2 concedes,
    their Seeker leaving with them. Player 0 may still choose player 1's Seeker, but then no
    second target is left: the spell can't be cast, and that choice is refused with the game
    back to before the spell was begun (the card in hand, the Islands untapped, player 0's
    priority), player 2 still out of the game, as the history replays."""
    s = _four()
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Glory Seeker", label="theirs")
    s.battlefield(2, "Glory Seeker", label="gone")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Visions of Duplicity"), "normal"))
    assert d.expect("target").player == 0
    d.game.apply(2, Concede())
    (seeker,) = d.ids("Glory Seeker")
    assert [a.value for a in d.expect("target").actions] == [seeker]  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError):
        d.game.apply(0, Choose(seeker))
    assert not d.state.players[2].in_game
    assert d.zone_of("Visions of Duplicity") == "hand" and not d.state.stack
    assert not any(d.state.objects[x].tapped for x in d.ids("Island"))
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert d.game.history[-1] == (2, Concede())
    again = Game.replay(d.game.setup, d.game.history)
    assert again.fingerprint() == d.game.fingerprint()


def _odric_attacks_two_opponents() -> Driver:
    """Player 0's Odric, Master Tactician and three Glory Seekers attack player 1 (Odric and
    a Seeker) and player 2 (two Seekers); Odric's trigger resolves, so player 0 chooses the
    blocks of each defending player in turn, player 1's first (CR 509.1, 802.4)."""
    s = _four()
    s.battlefield(0, "Odric, Master Tactician", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    ids = [x for x in d.state.battlefield if d.state.objects[x].controller == 0]
    d.attack({x: (1 if i % 2 == 0 else 2) for i, x in enumerate(ids)})
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    first = d.expect("declare_blockers")
    assert first.player == 0 and dict(first.data)["defending_player"] == 1
    return d


def test_the_blocks_of_a_player_who_leaves_as_another_chooses_them_are_not_asked() -> None:
    """CR 800.4a, 802.4, 509.1: as player 0 chooses player 1's blocks (Odric), having
    declared their Elvish Warrior blocking Odric, player 1 concedes. Their Warrior leaves with
    them, and a player who has left declares no blocks: player 0 is asked at once for the
    blocks of player 2, the next defending player, not for those of the player who left."""
    d = _odric_attacks_two_opponents()
    odric = d.find("Odric, Master Tactician")
    d.act(0, DeclareBlocker(d.find("Elvish Warrior", player=1), odric))
    d.game.apply(1, Concede())
    dec = d.expect("declare_blockers")
    assert dec.player == 0 and dict(dec.data)["defending_player"] == 2
    warrior = d.find("Elvish Warrior", player=2)
    assert {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)} == \
        {warrior}
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(2) == 20 - 2 * 2


def test_a_player_who_leaves_after_their_blocks_were_chosen_changes_nothing_for_the_next(
) -> None:
    """CR 800.4a, 802.4: player 0 has chosen player 1's blocks (none) and is choosing player
    2's when player 1 concedes: player 0 goes on choosing player 2's blocks, the same
    decision, and the Seekers attacking player 2 deal their damage."""
    d = _odric_attacks_two_opponents()
    d.block({})
    assert dict(d.expect("declare_blockers").data)["defending_player"] == 2
    d.game.apply(1, Concede())
    dec = d.expect("declare_blockers")
    assert dec.player == 0 and dict(dec.data)["defending_player"] == 2
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(2) == 20 - 2 * 2


def test_combat_damage_divided_onto_a_player_before_they_leave_is_not_dealt() -> None:
    """CR 800.4e, 510.1c, 510.2: player 0's Butcher Orgg attacks player 1, unblocked, and
    player 0 assigns all its 6 damage to player 1 (its division among the defending player
    and their creatures); while player 0 divides the damage of Elvish Warrior, blocked by two
    of player 2's Glory Seekers, player 1 concedes. Combat damage isn't assigned to a player
    who has left: the Orgg deals no damage to player 1 when the damage is dealt, while the
    Warrior's goes on to the Seeker it was given to."""
    s = _four()
    s.battlefield(0, "Butcher Orgg", "Elvish Warrior")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    first, second = d.ids("Glory Seeker", player=2)
    d.to_combat()
    d.attack({orgg: 1, warrior: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    d.block({first: warrior, second: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert dict(d.expect("damage_assignment").data)["recipients"] == \
        (1, d.find("Glory Seeker", player=1))
    d.choose((6, 0))
    assert dict(d.expect("damage_assignment").data)["attacker"] == warrior
    d.game.apply(1, Concede())
    d.choose((2, 0))
    assert [e for e in d.state.log if e.kind == "damage" and e.source == orgg] == []
    assert d.life(1) == 20
    assert first not in d.state.objects and second in d.state.objects


def test_combat_damage_divided_among_a_player_who_leaves_as_it_is_chosen_is_not_dealt(
) -> None:
    """CR 800.4e, 506.4: as player 0 divides Butcher Orgg's damage among player 1, whom it
    attacks, and player 1's Glory Seeker, player 1 concedes, taking the Seeker. There is no
    one left to divide it among: the question goes, and the Orgg deals no damage; player 0's
    other Glory Seeker, attacking player 2, deals its damage."""
    s = _four()
    s.battlefield(0, "Butcher Orgg", "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    orgg, seeker = d.find("Butcher Orgg"), d.find("Glory Seeker", player=0)
    d.to_combat()
    d.attack({orgg: 1, seeker: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.game.apply(1, Concede())
    assert d.decision.kind != "damage_assignment"
    assert [e for e in d.state.log if e.kind == "damage" and e.source == orgg] == []
    assert d.life(1) == 20 and d.life(2) == 18


def test_a_creature_that_left_as_clone_chooses_what_to_copy_is_no_longer_offered() -> None:
    """CR 800.4a, 707.2, 706.1: as player 0's Clone resolves and player 0 chooses the
    creature it copies, player 1 concedes, taking their Butcher Orgg. The Orgg is no longer
    on the battlefield to be chosen: choosing it is refused with the game unchanged, and the
    Clone enters as a copy of player 2's Glory Seeker, the creature left to choose."""
    s = _four()
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Clone")
    s.battlefield(1, "Butcher Orgg")
    s.battlefield(2, "Glory Seeker")
    d = Driver(s.build())
    orgg, seeker = d.find("Butcher Orgg"), d.find("Glory Seeker")
    d.cast(0, "Clone")
    d.resolve()
    assert {getattr(a, "value", None) for a in d.game.legal_actions()} == {orgg, seeker, None}
    d.game.apply(1, Concede())
    assert {getattr(a, "value", None) for a in d.game.legal_actions()} == {seeker, None}
    with pytest.raises(IllegalActionError):
        d.act(0, Choose(orgg))
    d.choose(seeker)
    assert d.zone_of("Clone") == "battlefield"
    assert d.chars(d.find("Clone", "battlefield")).name == "Glory Seeker"


def test_a_player_who_left_as_a_copy_s_new_target_is_chosen_is_no_longer_offered() -> None:
    """CR 800.4a, 115.7, 707.10c: player 0's Chain of Smog makes player 1 discard two cards;
    player 1 copies it and, as they choose the copy's new target, player 2 concedes. Player 2
    can't be targeted any more: choosing them is refused with the game unchanged, while
    player 1 may still keep the current target or choose player 0 or player 3."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog")
    s.hand(1, "Swamp", "Swamp", "Swamp")
    s.hand(2, "Swamp", "Swamp")
    s.hand(3, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    while d.decision.kind == "discard":
        d.take_first("discard")
    d.expect("may")
    d.choose(True)
    assert [getattr(a, "value", None) for a in d.game.legal_actions()] == [1, 0, 2, 3]
    d.game.apply(2, Concede())
    assert d.expect("new_target").player == 1
    assert [getattr(a, "value", None) for a in d.game.legal_actions()] == [1, 0, 3]
    with pytest.raises(IllegalActionError):
        d.act(1, Choose(2))
    d.choose(3)
    d.resolve()
    assert len(d.state.players[3].graveyard) == 2 and not d.state.players[3].hand


def test_a_damage_assignment_among_blockers_one_of_which_left_is_asked_again() -> None:
    """CR 800.4a, 506.4, 510.1c: player 0's Elvish Warrior attacks player 2 and is blocked by
    two Glory Seekers player 2 controls, one of them owned by player 1. As player 0 divides
    the Warrior's 2 damage between them, player 1 concedes and their Seeker leaves with them.
    The assignment is made again among the blockers left: all of the damage goes to player
    2's own Seeker, which dies; none of it can be given to the Seeker that left."""
    s = _four()
    s.battlefield(0, "Elvish Warrior")
    s.battlefield(2, "Glory Seeker", label="own")
    s.battlefield(2, "Glory Seeker", owner=1, label="borrowed")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    own = next(x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 2)
    borrowed = next(x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 1)
    d.to_combat()
    d.attack({warrior: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({own: warrior, borrowed: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert dict(d.expect("damage_assignment").data)["recipients"] == (own, borrowed)
    d.game.apply(1, Concede())
    assert borrowed not in d.state.objects
    assert d.decision.kind != "damage_assignment"
    assert [(e.obj, e.amount) for e in d.state.log if e.kind == "damage"
            and e.source == warrior] == [(own, 2)]
    assert own not in d.state.objects and len(d.state.players[2].graveyard) == 1


def test_a_search_of_the_library_of_a_player_who_leaves_offers_only_to_stop() -> None:
    """CR 800.4a, 701.23: player 0's Supreme Inquisitor searches player 1's library for up to
    five cards to exile; after player 0 has found one, player 1 concedes and their library
    leaves with them. None of its cards can be found any more: choosing one is refused, and
    only finishing the search is left, which exiles nothing (the card found left too)."""
    s = _four()
    s.battlefield(0, "Supreme Inquisitor", "Imagecrafter", "Imagecrafter",
                  "Information Dealer", "Crafty Pathmage")
    d = Driver(s.build())
    d.activate(0, d.find("Supreme Inquisitor"))
    d.choose(1)
    while d.decision.kind == "cost_tap":
        d.take_first("cost_tap")
    d.resolve()
    assert d.expect("search").player == 0
    first, second = (a.value for a in d.game.legal_actions()[:2])
    d.choose(first)
    d.game.apply(1, Concede())
    assert d.expect("search").player == 0
    assert [a.value for a in d.game.legal_actions()] == [None]
    with pytest.raises(IllegalActionError):
        d.act(0, Choose(second))
    d.choose(None)
    assert d.decision.kind == "priority" and not d.state.stack and not d.state.exile


def test_head_games_searching_the_library_of_a_player_who_leaves_ends_at_once() -> None:
    """CR 800.4a, 701.23: player 0's Head Games puts player 1's two cards on top of their
    library, and player 0 searches it for two cards; after one is found, player 1 concedes,
    their library leaving with them. Nothing more can be found in it: the search ends without
    another question, Head Games finishes resolving, and player 0 gets priority."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Head Games")
    s.hand(1, "Shock", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    assert d.expect("search").player == 0
    d.choose(d.game.legal_actions()[0].value)
    assert d.expect("search").player == 0
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack and d.zone_of("Head Games") == "graveyard"


def test_duress_s_choice_from_the_hand_of_a_player_who_leaves_ends_at_once() -> None:
    """CR 800.4a, 701.9b: player 0's Duress makes player 1 reveal their hand, and player 0
    chooses a noncreature, nonland card from it; as player 0 chooses, player 1 concedes, their
    hand leaving with them. There is nothing left to choose: the choice ends without another
    question, Duress finishes resolving, and player 0 gets priority."""
    s = _four()
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Shock", "Duress")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    assert d.expect("choose_cards").player == 0
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack and d.zone_of("Duress", player=0) == "graveyard"


@pytest.mark.parametrize("card", ["Blackmail", "Siphon Insight"])
def test_a_choice_among_the_cards_of_a_player_who_leaves_as_it_is_made_ends(card: str) -> None:
    """CR 800.4a, 701.9b, 701.20: player 0 chooses among player 1's cards, the three
    Blackmail had them reveal from their hand or the two Siphon Insight looks at on top of
    their library; as player 0 chooses, player 1 concedes, taking those cards. There is
    nothing left to choose: the choice ends without another question, the spell finishes
    resolving (nothing discarded, nothing exiled), and player 0 gets priority."""
    s = _four()
    s.battlefield(0, "Swamp", "Island", "Island")
    s.hand(0, card)
    s.hand(1, "Shock", "Duress", "Swamp", "Island")
    d = Driver(s.build())
    d.cast(0, card, targets=[1])
    d.resolve()
    while d.decision.player != 0:  # player 1 chooses the three cards Blackmail reveals
        d.act(1, d.game.legal_actions()[0])
    assert d.expect("choose_cards").player == 0
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack and d.zone_of(card, player=0) == "graveyard"
    assert not d.state.exile


def test_blackmail_s_target_leaving_as_they_choose_what_to_reveal_ends_it() -> None:
    """CR 800.4a, 701.20a, 701.9b: Blackmail's target, player 1, chooses the cards to reveal
    one at a time; after choosing the first they concede, their hand leaving the game with
    them. Nothing is left to reveal or to discard: player 0 isn't asked to choose among cards
    that left, Blackmail finishes resolving, and player 0 gets priority."""
    s = _four()
    s.battlefield(0, "Swamp")
    s.hand(0, "Blackmail")
    s.hand(1, "Shock", "Duress", "Swamp", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Blackmail", targets=[1])
    d.resolve()
    assert d.expect("choose_cards").player == 1
    d.act(1, d.game.legal_actions()[0])  # the first card revealed
    assert d.expect("choose_cards").player == 1
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack and d.zone_of("Blackmail", player=0) == "graveyard"


def test_a_mana_ability_whose_cost_a_player_pays_as_they_leave_goes_with_them() -> None:
    """CR 800.4a, 605.3a, 117.3: with priority, player 1 activates Crossroads Candleguide's
    "{2}: Add one mana of any color" and is asked to pay its {2} with their Forests; they
    concede instead. The activation under way goes with them (their permanents left the
    game): the game goes on, player 2 receiving priority, no one asked anything of it."""
    s = _four()
    s.battlefield(1, "Crossroads Candleguide", "Forest", "Forest")
    d = Driver(s.build())
    d.pass_priority()
    assert d.expect("priority").player == 1
    d.act(1, ActivateManaAbility(d.find("Crossroads Candleguide"), 1, "R"))
    assert d.expect("pay_mana").player == 1
    d.game.apply(1, Concede())
    assert d.expect("priority").player == 2
    assert not d.ids("Crossroads Candleguide") and not d.state.stack
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 2


def test_a_copy_s_current_target_that_is_gone_is_still_kept_as_another_player_leaves() -> None:
    """CR 707.10c, 800.4a, 608.2b: player 0's Chain of Acid destroys player 2's Island, and
    player 2 copies it; as player 2 chooses the copy's new target, player 1 concedes. Player
    1's Swamp, the first new target offered, no longer is, but keeping the current target,
    the Island already gone, still is (offered first): kept, the copy's only target is
    illegal and it does nothing."""
    s = _four()
    s.battlefield(1, "Swamp")
    s.battlefield(0, *["Forest"] * 4)
    s.hand(0, "Chain of Acid")
    s.battlefield(2, "Island")
    s.battlefield(3, "Plains")
    d = Driver(s.build())
    island, swamp = d.find("Island"), d.find("Swamp", zone="battlefield")
    plains = d.find("Plains", zone="battlefield")
    d.cast(0, "Chain of Acid", targets=[island])
    d.resolve()
    d.expect("may")
    d.choose(True)
    offered = [getattr(a, "value", None) for a in d.game.legal_actions()]
    assert offered[:2] == [island, swamp]
    d.game.apply(1, Concede())
    assert d.expect("new_target").player == 2
    assert [getattr(a, "value", None) for a in d.game.legal_actions()] == \
        [v for v in offered if v != swamp]
    d.choose(island)
    d.resolve_all()
    assert plains in d.state.battlefield
    assert len(d.ids("Forest", zone="battlefield")) == 4


def test_a_changed_target_s_first_choice_leaving_with_its_player_is_no_longer_offered() -> None:
    """CR 115.7d, 800.4a: player 0 Shocks player 1's Elvish Warrior; player 1's Meddle changes
    the Shock's target to another creature, and as player 1 chooses it, player 2 concedes,
    taking their Glory Seeker, the first creature offered. Only player 3's Goblin Sky Raider
    is left to choose; chosen, it takes the Shock's 2 damage."""
    s = _four()
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Elvish Warrior")
    s.hand(1, "Meddle")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Goblin Sky Raider")
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    d.pass_priority()
    d.cast(1, "Meddle", targets=[d.find("Shock", zone="stack")])
    d.resolve()
    assert [getattr(a, "value", None) for a in d.game.legal_actions()] == [seeker, raider]
    d.game.apply(2, Concede())
    assert d.expect("new_target").player == 1
    assert [getattr(a, "value", None) for a in d.game.legal_actions()] == [raider]
    d.choose(raider)
    d.resolve_all()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_ghouls_night_out_s_choice_among_the_cards_of_a_player_who_leaves_ends() -> None:
    """CR 800.4a: player 0's Ghouls' Night Out chooses a creature card in each player's
    graveyard, only player 1's holding one; as player 0 chooses it, player 1 concedes, taking
    it. There is nothing left to choose: the choice ends without another question, the
    spell finishes resolving with nothing put onto the battlefield, and player 0 gets
    priority."""
    s = _four()
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Ghouls' Night Out")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    assert d.expect("choose_cards").player == 0
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert not d.state.stack and d.zone_of("Ghouls' Night Out", player=0) == "graveyard"
    assert not [o for o in d.state.battlefield if d.state.objects[o].controller == 0
                and d.chars(o).name != "Swamp"]


def _orgg_dividing_among_player_2_and_seven_seekers() -> tuple[Driver, int, list[int], int]:
    """Player 0's Butcher Orgg attacks player 2, unblocked, and player 0 divides its 6 damage
    among player 2 and their seven Glory Seekers, one of them owned by player 1: too many
    ways to list, so one recipient's amount at a time (CR 510.1c)."""
    s = _four()
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(2, *["Glory Seeker"] * 6)
    s.battlefield(2, "Glory Seeker", owner=1)
    d = Driver(s.build())
    orgg = d.find("Butcher Orgg")
    borrowed = next(x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 1)
    own = [x for x in d.ids("Glory Seeker") if x != borrowed]
    d.to_combat()
    d.attack({orgg: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({})
    while d.decision.kind == "priority":
        d.pass_priority()
    data = dict(d.expect("damage_assignment").data)
    assert data["attacker"] == orgg and set(data["recipients"]) == {2, *own, borrowed}
    assert data["recipient"] == data["recipients"][0]
    return d, orgg, own, borrowed


def test_a_division_one_amount_at_a_time_among_a_creature_that_left_is_made_again() -> None:
    """CR 800.4a, 506.4, 510.1c: as player 0 divides Butcher Orgg's damage one recipient at a
    time, player 1 concedes, and their Glory Seeker leaves with them. The division is made
    again among player 2 and the six Seekers left (few enough ways now to list them all);
    the Seeker that left is no longer among its recipients."""
    d, orgg, own, borrowed = _orgg_dividing_among_player_2_and_seven_seekers()
    d.game.apply(1, Concede())
    assert borrowed not in d.state.objects
    data = dict(d.expect("damage_assignment").data)
    assert data["attacker"] == orgg and set(data["recipients"]) == {2, *own}


def test_a_division_one_amount_at_a_time_goes_on_when_another_player_leaves() -> None:
    """CR 800.4a, 510.1c: as player 0 divides Butcher Orgg's damage one recipient at a time,
    the first amount given, player 3 concedes: none of the recipients was theirs, so the
    division goes on where it was, with the second recipient's amount."""
    d, orgg, own, borrowed = _orgg_dividing_among_player_2_and_seven_seekers()
    recipients = dict(d.decision.data)["recipients"]
    d.choose(0)
    assert dict(d.expect("damage_assignment").data)["recipient"] == recipients[1]
    d.game.apply(3, Concede())
    data = dict(d.expect("damage_assignment").data)
    assert data["recipients"] == recipients and data["recipient"] == recipients[1]


def test_a_blocking_orgg_s_division_among_a_creature_that_left_asks_again_whether_to_divide(
) -> None:
    """CR 800.4a, 506.2, 510.1d: player 2's Butcher Orgg blocks player 0's Glory Seeker, and
    player 2 chooses to divide its damage among themselves and their creatures, one of them a
    Glory Seeker owned by player 1. As player 2 divides it, player 1 concedes and their Seeker
    leaves with them: the division is made again, player 2 first asked again whether to
    divide the Orgg's damage at all."""
    s = _four()
    s.battlefield(0, "Glory Seeker")
    s.battlefield(2, "Butcher Orgg", "Glory Seeker")
    s.battlefield(2, "Glory Seeker", owner=1)
    d = Driver(s.build())
    attacker, orgg = d.find("Glory Seeker", player=0), d.find("Butcher Orgg")
    borrowed = next(x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 1)
    d.to_combat()
    d.attack({attacker: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({orgg: attacker})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("may").player == 2
    d.choose(True)
    assert borrowed in dict(d.expect("damage_assignment").data)["recipients"]
    d.game.apply(1, Concede())
    assert d.expect("may").player == 2
    d.choose(False)
    assert d.zone_of("Glory Seeker", player=0) == "graveyard"


def test_a_first_strike_division_asked_again_after_first_strike_left_is_not_asked_then() -> None:
    """CR 800.4a, 510.1c, 510.4, 702.7b: player 0's Elvish Warrior, given first strike by
    player 1's Crown of Fury, attacks player 2 and is blocked by three Glory Seekers player 2
    controls, one owned by player 1. As player 0 divides its first-strike damage, player 1
    concedes: the Crown and that Seeker leave with them. The division is made again, but the
    Warrior no longer has first strike: it assigns no damage in the first-strike damage step
    (nothing is asked, nothing dealt) and divides its 2 damage between the two Seekers left
    in the regular one."""
    s = _four()
    s.battlefield(0, "Elvish Warrior", label="warrior")
    s.battlefield(1, "Crown of Fury", attached_to="warrior")
    s.battlefield(2, "Glory Seeker", "Glory Seeker")
    s.battlefield(2, "Glory Seeker", owner=1)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    own = [x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 2]
    borrowed = next(x for x in d.ids("Glory Seeker") if d.state.objects[x].owner == 1)
    d.to_combat()
    d.attack({warrior: 2})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({own[0]: warrior, own[1]: warrior, borrowed: warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step is Step.FIRST_STRIKE_DAMAGE
    assert len(dict(d.expect("damage_assignment").data)["recipients"]) == 3
    d.game.apply(1, Concede())
    assert not d.chars(warrior).has("First strike")
    assert d.decision.kind == "priority" and d.state.step is Step.FIRST_STRIKE_DAMAGE
    assert [e for e in d.state.log if e.kind == "damage"] == []
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.state.step is Step.COMBAT_DAMAGE
    assert set(dict(d.expect("damage_assignment").data)["recipients"]) == set(own)
