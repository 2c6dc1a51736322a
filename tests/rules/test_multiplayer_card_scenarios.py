"""Midnight Hunt Commander cards at a table of four: "each player" / "each opponent" effects,
choices made in turn order, and what a player's leaving the game does to them.

CR 701.17a  "each player mills": every player in the game mills, the cards counted together.
CR 101.4   choices of several players are made in APNAP order.
CR 603.2c  "whenever one or more" triggers once for simultaneous events.
CR 800.4a  a player who leaves takes the objects they own; objects they still control are
           exiled; abilities they control on the stack cease to exist; a player who left is
           no longer among "each player".
CR 508.4c  a creature put onto the battlefield attacking isn't bound by the restrictions on
           declaring attackers (Orzhov Advokist's "can't attack you").
CR 800.4j  a turn whose player left goes on without an active player, to its end step.
CR 603.10a, 603.3b  a "dies" trigger looks back at who controlled the creature; triggers of
           one controller are put on the stack in the order they choose, then APNAP.
"""

from __future__ import annotations

from manastack.decisions.actions import Concede, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver


def _four() -> Scenario:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 8)
    return s


def _to_upkeep_choice(d: Driver, turn: int) -> None:
    while not (d.state.turn == turn and d.decision.kind == "choose_cards"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_shadow_kin_offers_a_creature_card_milled_by_any_of_the_four_players() -> None:
    """CR 701.17a: at player 0's upkeep each of the four players mills three; the creature
    cards milled by players 1 and 3 are both offered, and Shadow Kin becomes the one chosen."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Shadow Kin")
    s.library(0, *["Island"] * 8)
    s.library(1, "Plains", "Elvish Warrior", *["Plains"] * 6)
    s.library(2, *["Plains"] * 8)
    s.library(3, "Plains", "Plains", "Glory Seeker", *["Plains"] * 5)
    s.at("precombat_main", active=3, turn=4)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    _to_upkeep_choice(d, 5)
    for p in range(4):
        assert len(d.state.players[p].graveyard) == 3
    offered = {a.value for a in d.decision.actions if a.value is not None}
    assert offered == {d.find("Elvish Warrior"), d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.chars(kin).name == "Glory Seeker"


def test_shadow_kin_a_player_who_left_doesnt_mill() -> None:
    """CR 800.4a, 701.17a: player 2 conceded; at player 0's upkeep only the three players
    still in the game mill."""
    s = _four()
    s.battlefield(0, "Shadow Kin")
    s.at("precombat_main", active=3, turn=4)
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.pass_until("draw", turn=5)
    assert [len(d.state.players[p].graveyard) for p in (0, 1, 3)] == [3, 3, 3]


def _ghouls(d: Driver) -> None:
    d.cast(0, "Ghouls' Night Out")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)


def _ghouls_table() -> Driver:
    s = _four()
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Ghouls' Night Out")
    s.graveyard(1, "Glory Seeker")
    s.graveyard(2, "Elvish Warrior")
    s.graveyard(3, "Gluttonous Zombie")
    return Driver(s.build())


def test_ghouls_night_out_takes_one_card_from_each_of_three_opponents() -> None:
    """For each player (four), one creature card: player 0's graveyard has none, so the three
    opponents' cards enter under player 0's control."""
    d = _ghouls_table()
    _ghouls(d)
    for name in ("Glory Seeker", "Elvish Warrior", "Gluttonous Zombie"):
        assert d.zone_of(name) == "battlefield"
        assert d.chars(d.find(name)).controller == 0


def test_ghouls_night_out_a_card_s_owner_leaving_takes_it_along() -> None:
    """CR 800.4a: player 2 concedes; their Elvish Warrior, controlled by player 0, leaves the
    game with them; the others stay under player 0's control."""
    d = _ghouls_table()
    _ghouls(d)
    d.game.apply(2, Concede())
    assert d.ids("Elvish Warrior", "battlefield") == []
    assert d.chars(d.find("Glory Seeker")).controller == 0


def test_ghouls_night_out_the_controller_leaving_exiles_the_others_cards() -> None:
    """CR 800.4a (the Bribery example): player 0 concedes; the cards they took from the
    other players' graveyards are exiled, not returned to their owners' control."""
    d = _ghouls_table()
    _ghouls(d)
    d.game.apply(0, Concede())
    for name in ("Glory Seeker", "Elvish Warrior", "Gluttonous Zombie"):
        assert d.zone_of(name) == "exile"


def test_advokist_counters_put_at_once_trigger_each_scalelord_for_its_controller_only() -> None:
    """CR 101.4, 603.2, 603.3b: at player 0's upkeep Orzhov Advokist's choices go around the
    table; player 0 picks their Glory Seeker, player 1 their Elvish Warrior, player 2 their
    own Enduring Scalelord (not "another creature"), player 3 nothing. The counters go on at
    once: player 0's Scalelord triggers for the Seeker, player 1's for the Warrior, player 2's
    not at all; the two triggers are put on the stack in APNAP order (player 1's on top)."""
    s = _four()
    s.battlefield(0, "Orzhov Advokist", "Glory Seeker", "Enduring Scalelord")
    s.battlefield(1, "Elvish Warrior", "Enduring Scalelord")
    s.battlefield(2, "Enduring Scalelord")
    s.battlefield(3, "Glory Seeker")
    s.at("precombat_main", active=3, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    lords = {p: d.find("Enduring Scalelord", player=p) for p in (0, 1, 2)}
    picks = {0: d.find("Glory Seeker", player=0), 1: d.find("Elvish Warrior"),
             2: lords[2], 3: None}
    while d.decision.kind == "priority":
        d.pass_priority()
    for p in range(4):
        dec = d.expect("choose_cards")
        assert dec.player == p
        d.choose(picks[p], player=p)
    sources = [d.state.objects[x].stack.get("source") for x in d.state.stack]
    controllers = [d.state.objects[x].controller for x in d.state.stack]
    assert len(d.state.stack) == 2, sources
    assert controllers == [0, 1]
    assert d.state.objects[lords[2]].counters.get("+1/+1", 0) == 2


def test_a_borrowed_creature_dying_triggers_its_controller_s_abilities() -> None:
    """CR 603.10a, 700.4: Fleshbag Marauder makes each of the four players sacrifice; player 0
    sacrifices a Glory Seeker owned by player 1. It goes to player 1's graveyard, but it was a
    creature player 0 controlled: Butcher of Malakir triggers (each opponent sacrifices again)
    and Crowded Crypt gets a corpse counter."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Butcher of Malakir", "Crowded Crypt")
    s.battlefield(0, "Glory Seeker", owner=1, label="borrowed")
    s.hand(0, "Fleshbag Marauder")
    for p in (1, 2, 3):
        s.battlefield(p, "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    while d.decision.kind == "priority" and d.state.stack:
        d.resolve()
    for p in range(4):
        dec = d.expect("sacrifice")
        assert dec.player == p
        d.choose(seeker if p == 0 else d.find("Elvish Warrior", player=p), player=p)
    assert d.find("Glory Seeker", "graveyard") in d.state.players[1].graveyard
    d.expect("order_triggers")  # Butcher's and Crowded Crypt's triggers (CR 603.3b)
    d.choose(d.decision.actions[0].value)
    assert len(d.state.stack) == 2
    while d.state.stack:
        d.resolve()
    assert d.state.objects[d.find("Crowded Crypt")].counters.get("corpse", 0) == 1
    for p in (1, 2, 3):
        assert d.ids("Gluttonous Zombie", "battlefield", player=p) == []


def test_citadel_siege_dragons_trigger_ceases_to_exist_when_its_controller_leaves() -> None:
    """CR 800.4a: at the beginning of combat on player 2's turn, player 0's Citadel Siege
    (Dragons) targets player 2's Elvish Warrior; player 0 concedes with the ability on the
    stack: it ceases to exist, and the Warrior stays untapped."""
    s = _four()
    s.battlefield(0, "Citadel Siege", chosen={"mode": "Dragons"})
    s.battlefield(2, "Elvish Warrior")
    s.at("upkeep", active=2, turn=3)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    while d.decision.kind != "target":
        d.pass_priority()
    assert d.state.active == 2
    d.choose(warrior)
    assert len(d.state.stack) == 1
    d.game.apply(0, Concede())
    assert not d.state.stack
    assert d.ids("Citadel Siege", "battlefield") == []
    assert not d.state.objects[warrior].tapped


def test_hordewing_skaab_triggers_once_for_three_opponents_hit_at_once() -> None:
    """CR 603.2c, 510.2: Hordewing Skaab and two other Zombies hit players 1, 2 and 3 in the
    same combat damage step: one trigger, three cards drawn, then three discarded."""
    s = _four()
    s.battlefield(0, "Hordewing Skaab", "Gluttonous Zombie", "Gluttonous Zombie")
    d = Driver(s.build())
    skaab = d.find("Hordewing Skaab")
    z1, z2 = d.ids("Gluttonous Zombie", "battlefield", player=0)
    d.to_combat()
    d.attack({skaab: 1, z1: 2, z2: 3})
    while d.decision.kind != "may":
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert len(d.state.stack) == 1
    d.choose(True)
    draws = [e for e in d.game.view(0)["log"] if e["kind"] == "draw" and e["player"] == 0]
    assert len(draws) == 3  # with only those three in hand, all three are discarded
    assert d.state.players[0].hand == [] and len(d.state.players[0].graveyard) == 3


def test_dark_salvation_whose_target_player_left_makes_no_tokens() -> None:
    """CR 800.4a, 608.2b: Dark Salvation (X = 2) targets player 2 and player 3's Ainok
    Bond-Kin; player 2 concedes in response. Player 2 is no longer a legal target: nobody
    creates Zombies (not the caster either), and the Bond-Kin gets -0/-0, as the player who
    left controls no Zombie."""
    s = _four()
    s.battlefield(0, *["Swamp"] * 5, "Gluttonous Zombie")
    s.hand(0, "Dark Salvation")
    s.battlefield(2, "Gluttonous Zombie")
    s.battlefield(3, "Ainok Bond-Kin", counters={"+1/+1": 3})
    d = Driver(s.build())
    ainok = d.find("Ainok Bond-Kin")
    d.cast(0, "Dark Salvation", x=2, targets=[2, ainok])
    d.game.apply(2, Concede())
    d.resolve()
    assert d.ids("Zombie Token", "battlefield") == []
    assert (d.chars(ainok).power, d.chars(ainok).toughness) == (5, 4)


def test_advokist_skips_a_player_who_left() -> None:
    """CR 800.4a, 101.4: player 2 conceded before player 0's upkeep; Orzhov Advokist's choice
    goes from player 0 to player 1 to player 3."""
    s = _four()
    s.battlefield(0, "Orzhov Advokist")
    for p in (1, 2, 3):
        s.battlefield(p, "Elvish Warrior")
    s.at("precombat_main", active=3, turn=2)
    d = Driver(s.build())
    d.game.apply(2, Concede())
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    asked = []
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
            continue
        asked.append(d.decision.player)
        d.choose(None, player=d.decision.player)
    assert asked == [0, 1, 3]


def test_visions_of_duplicity_a_player_leaving_ends_the_exchange_for_the_other() -> None:
    """CR 800.4a: Visions of Duplicity exchanges player 1's Glory Seeker and player 2's
    Elvish Warrior. Player 1 concedes: the Seeker (theirs) leaves the game with them, and the
    effect giving them control of the Warrior ends, so it goes back to player 2 instead of
    being exiled (only objects still controlled by the player who left are)."""
    s = _four()
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.hand(0, "Visions of Duplicity")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Visions of Duplicity", targets=[d.find("Glory Seeker"), warrior])
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 2
    assert d.chars(warrior).controller == 1
    d.game.apply(1, Concede())
    assert d.ids("Glory Seeker") == []
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.chars(warrior).controller == 2


def test_syphon_flesh_counts_only_the_other_players_still_in_the_game() -> None:
    """CR 800.4a, 102.3: player 2 conceded; "each other player" is players 1 and 3, who each
    sacrifice their Glory Seeker: two Zombies for player 0."""
    s = _four()
    s.battlefield(0, *["Swamp"] * 5)
    for p in (1, 2, 3):
        s.battlefield(p, "Glory Seeker")
    s.hand(0, "Syphon Flesh")
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.cast(0, "Syphon Flesh")
    d.resolve()
    assert [d.zone_of("Glory Seeker", player=p) for p in (1, 3)] == ["graveyard"] * 2
    assert len(d.ids("Zombie Token", "battlefield", player=0)) == 2


def test_ravenous_rotbelly_each_opponent_still_in_the_game_sacrifices_that_many() -> None:
    """CR 800.4a, 101.4: player 1 conceded. Ravenous Rotbelly's controller sacrifices two
    Zombies; the reflexive ability makes players 2 and 3 (in turn order) each sacrifice two of
    their three creatures."""
    s = _four()
    s.battlefield(0, "Gluttonous Zombie", "Fleshbag Marauder", *["Swamp"] * 5)
    for p in (1, 2, 3):
        s.battlefield(p, "Elvish Warrior", "Glory Seeker", "Wall of Mulch")
    s.hand(0, "Ravenous Rotbelly")
    d = Driver(s.build())
    d.game.apply(1, Concede())
    d.cast(0, "Ravenous Rotbelly")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(d.find("Gluttonous Zombie"))
    d.choose(d.find("Fleshbag Marauder"))
    d.choose(None)
    asked = []
    while d.state.stack or d.decision.kind != "priority":
        dec = d.decision
        if dec.kind == "priority":
            d.pass_priority()
        else:
            asked.append(dec.player)
            d.act(dec.player, d.game.legal_actions()[0])
    assert asked == [2, 2, 3, 3]
    for p in (2, 3):
        assert len([o for o in d.state.battlefield if d.chars(o).controller == p]) == 1


def test_lynde_s_curse_returns_at_the_end_step_of_a_turn_whose_player_left() -> None:
    """CR 800.4j, 603.7c: on player 1's turn, their Naturalize destroys player 0's Curse of
    Conformity (on player 2); then player 1 concedes. The turn goes on without an active
    player; at the beginning of its end step ("the next end step") Lynde's delayed ability
    returns the Curse attached to player 0."""
    s = _four()
    s.battlefield(0, "Lynde, Cheerful Tormentor")
    s.battlefield(0, "Curse of Conformity", attached_to=2)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Naturalize", targets=[d.find("Curse of Conformity")])
    d.resolve_all()
    assert d.zone_of("Curse of Conformity") == "graveyard"
    d.game.apply(1, Concede())
    assert d.decision.player == 2  # the next player in turn order gets priority
    d.pass_until("end", turn=4)
    curse = d.find("Curse of Conformity")
    assert d.zone_of("Curse of Conformity") == "battlefield"
    assert d.state.objects[curse].attached_to == 0


def test_wolves_entering_attacking_may_attack_the_advokist_s_controller() -> None:
    """CR 508.4, 508.4c: player 1 accepted Orzhov Advokist's counters, so their creatures
    can't attack player 0 until player 0's next turn. Kessig Cagebreakers attacks player 2;
    the Wolf its ability puts onto the battlefield attacking isn't declared as an attacker, so
    that restriction doesn't apply to it: player 0 is offered along with players 2 and 3."""
    s = _four()
    s.battlefield(0, "Orzhov Advokist")
    s.battlefield(1, "Kessig Cagebreakers")
    s.graveyard(1, "Elvish Warrior")
    s.at("precombat_main", active=3, turn=2)
    d = Driver(s.build())
    cage = d.find("Kessig Cagebreakers")
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    while d.state.stack or d.decision.kind != "priority":
        dec = d.decision
        if dec.kind == "priority":
            d.pass_priority()
        else:
            d.choose(cage if dec.player == 1 else None, player=dec.player)
    assert d.state.objects[cage].counters == {"+1/+1": 2}
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    assert 0 not in {a.defender for a in d.game.legal_actions()
                     if isinstance(a, DeclareAttacker) and a.creature == cage}
    d.attack({cage: 2})
    d.resolve()
    d.expect("choose_option")
    assert {a.value for a in d.game.legal_actions()} == {0, 2, 3}
    d.choose(0)
    wolf = d.find("Wolf Token", "battlefield")
    assert d.state.combat.attackers[wolf] == 0
