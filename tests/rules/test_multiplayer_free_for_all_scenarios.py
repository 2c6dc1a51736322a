"""Free-for-all games of three and four players (CR 800-806): "each other player" comparisons,
"for each opponent" targets after a player left, blocking requirements and "defending player"
with attacks on several players at once.

CR 802.2a  "defending player" for an ability of an attacking creature is the player it attacks.
CR 802.3a / 802.4a / 802.4b  a defending player blocks only creatures attacking them; requirements
           are checked only against those attackers.
CR 800.4a  a player who left is no longer an opponent; "each opponent" counts only those still in.
"""

from __future__ import annotations

from manastack.decisions.actions import (
    ActivateAbility,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
)
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _four() -> Scenario:
    s = Scenario(players=4, seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 10)
    return s


def test_peer_pressure_needs_more_than_each_other_player_not_just_one() -> None:
    """CR 800-806 ("each other player"): Peer Pressure naming Soldier with two Soldiers against
    one, one and three takes nothing; against one, one and none it takes every Soldier."""
    for p2_soldiers, taken in ((3, False), (1, True)):
        s = _four()
        s.battlefield(0, *["Island"] * 4, "Glory Seeker", "Daru Cavalier")
        s.hand(0, "Peer Pressure")
        s.battlefield(1, "Gustcloak Runner")
        s.battlefield(2, *["Glory Seeker"] * p2_soldiers)
        s.battlefield(3, "Elvish Warrior")
        d = Driver(s.build())
        d.cast(0, "Peer Pressure")
        d.resolve()
        d.choose("Soldier")
        soldiers = [d.find("Gustcloak Runner"), *d.ids("Glory Seeker")]
        controllers = {d.chars(x).controller for x in soldiers}
        assert controllers == ({0} if taken else {0, 1, 2})
        assert d.chars(d.find("Elvish Warrior")).controller == 3


def _thievery_table() -> Driver:
    """Player 0 holds Blatant Thievery with seven Islands at a table of four; players 1, 2
    and 3 each control one creature: Glory Seeker, Elvish Warrior, Daru Cavalier."""
    s = _four()
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    s.battlefield(3, "Daru Cavalier")
    d = Driver(s.build())
    return d


def test_blatant_thievery_targets_only_the_opponents_still_in_the_game() -> None:
    """CR 800.4a, 601.2c: "for each opponent" after player 2 conceded: two targets, one
    permanent of player 1 and one of player 3, and both change control."""
    d = _thievery_table()
    d.game.apply(2, Concede())
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    d.cast(0, "Blatant Thievery", targets=[seeker, cavalier])
    d.resolve()
    assert d.chars(seeker).controller == 0 and d.chars(cavalier).controller == 0


def test_falkenrath_perforators_attacking_two_players_each_hit_their_own() -> None:
    """CR 806.1, 806.2, 802.1, 802.3, 802.2a: a free-for-all game uses the attack multiple
    players option: as each Falkenrath Perforator is declared as an attacker, player 0 chooses
    the player it attacks, players 1 and 3; each deals 1 damage to the player it attacks, and
    player 2, not attacked, loses nothing."""
    s = _four()
    s.battlefield(0, "Falkenrath Perforator", "Falkenrath Perforator")
    d = Driver(s.build())
    a, b = d.ids("Falkenrath Perforator")
    d.to_combat()
    d.attack({a: 1, b: 3})
    for _ in range(20):
        if d.decision.kind == "priority" and not d.state.stack:
            break
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)
    assert [d.life(p) for p in range(4)] == [20, 19, 20, 19]


def test_defending_players_declare_blockers_in_apnap_order() -> None:
    """CR 802.4, 101.4: Glory Seeker attacks player 3 and Elvish Warrior attacks player 1:
    each defending player declares blockers in APNAP order, player 1 all their blocks first
    (the Warrior is blocked before player 3 decides), then player 3."""
    s = _four()
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    for p in (1, 2, 3):
        s.battlefield(p, "Daru Cavalier")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack({seeker: 3, warrior: 1})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 1
    d.block({d.find("Daru Cavalier", player=1): warrior})
    assert d.expect("declare_blockers").player == 3
    assert d.state.combat.blockers_of(warrior) == [d.find("Daru Cavalier", player=1)]
    d.block({})
    assert d.decision.kind != "declare_blockers"


def test_grand_melee_a_player_not_attacked_blocks_with_nothing() -> None:
    """CR 802.4a, 802.4b, 509.1c: with Grand Melee, player 0's creature attacks player 1. Player
    1's untapped creature must block it; player 2's creature can block only creatures
    attacking player 2, so the requirement asks nothing of it."""
    s = _four()
    s.battlefield(0, "Grand Melee", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Daru Cavalier")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    d.attack([seeker], defender=1)
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("declare_blockers")
    assert dec.player == 1
    blocks = {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocks == {DeclareBlocker(warrior, seeker)}
    d.block({warrior: seeker})
    while d.decision.kind == "priority" and d.state.step == "declare_blockers":
        d.pass_priority()
    assert d.decision.kind != "declare_blockers" or d.decision.player != 2


def test_two_opponents_losing_at_once_leave_the_last_player_the_winner() -> None:
    """CR 704.5a, 104.2a: Shepherd of Rot makes each of three players lose 2; players 1 and 2,
    at 2 life, lose at the same state-based check and player 0 is the last one in the game."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Shepherd of Rot", "Festering Goblin")
    s.life(1, 2)
    s.life(2, 2)
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert d.state.game_over and d.state.winners == (0,)


def test_two_of_four_players_losing_at_once_leave_the_other_two_playing() -> None:
    """CR 704.5a, 800.4a, 104.2a: at a table of four, players 1 and 2 reach 0 together and
    leave; players 0 and 3 play on, and the next turn is player 3's (CR 800.4k)."""
    s = _four()
    s.battlefield(0, "Shepherd of Rot", "Festering Goblin")
    s.life(1, 2)
    s.life(2, 2)
    d = Driver(s.build())
    d.activate(0, "Shepherd of Rot")
    d.resolve()
    assert not d.state.game_over
    assert [p.in_game for p in d.state.players] == [True, False, False, True]
    assert (d.life(0), d.life(3)) == (18, 18)
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 3


def _risky_move_with_player_1() -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Risky Move", "Glory Seeker")
    s.battlefield(1, "Daru Cavalier")
    s.battlefield(2, "Elvish Warrior")
    for p in range(3):
        s.library(p, *["Mountain"] * 3)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()  # player 1 gains control of Risky Move
    assert d.chars(d.find("Risky Move")).controller == 1
    return d


def test_risky_move_s_flip_offers_each_opponent_of_its_new_controller() -> None:
    """CR 800-806 ("an opponent"): at a table of three, player 1 gaining control of Risky Move
    chooses a creature they control and one of their two opponents, player 0 or player 2."""
    d = _risky_move_with_player_1()
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
            continue
        values = {a.value for a in d.decision.actions}
        if d.decision.kind == "choose_player" or values <= {0, 1, 2}:
            assert values == {0, 2}
            return
        d.choose(d.decision.actions[0].value)
    raise AssertionError("no opponent was chosen")


def test_risky_move_goes_back_to_its_owner_when_its_controller_leaves() -> None:
    """CR 800.4a: player 1, who controls player 0's Risky Move through its control effect,
    concedes; the effect ends and Risky Move, not owned by them, stays on the battlefield
    under player 0's control rather than being exiled."""
    d = _risky_move_with_player_1()
    d.game.apply(1, Concede())
    risky = d.find("Risky Move")
    assert d.zone_of("Risky Move") == "battlefield" and d.chars(risky).controller == 0


def _ogre(active: int = 0) -> Driver:
    s = Scenario(players=4, seed=1)
    s.battlefield(active, *["Mountain"] * 5)
    s.hand(active, "Menacing Ogre")
    for p in range(4):
        s.library(p, *["Mountain"] * 5)
    s.at("precombat_main", active=active, turn=3)
    d = Driver(s.build())
    d.cast(active, "Menacing Ogre")
    d.resolve()
    d.resolve()
    return d


def test_menacing_ogre_four_players_choose_in_turn_order_and_each_highest_loses() -> None:
    """CR 101.4, 800-806: at a table of four, on player 2's turn, the secret numbers are chosen
    in turn order from player 2 (2, 3, 0, 1); players 3 and 1 tie for the highest and each
    loses that much; player 2, the Ogre's controller, isn't one of them, so no counters."""
    d = _ogre(active=2)
    order = []
    for n in (1, 6, 2, 6):
        dec = d.expect("choose_number")
        order.append(dec.player)
        d.choose(n)
    assert order == [2, 3, 0, 1]
    assert [d.life(p) for p in range(4)] == [20, 14, 20, 14]
    assert d.chars(d.find("Menacing Ogre")).power == 3


def test_menacing_ogre_a_player_who_left_chooses_no_number() -> None:
    """CR 800.4a, 101.4: player 3 has conceded; only players 0, 1 and 2 choose, and player 0,
    tied for the highest with player 1, loses the life and puts two counters on the Ogre."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Menacing Ogre")
    for p in range(4):
        s.library(p, *["Mountain"] * 5)
    d = Driver(s.build())
    d.game.apply(3, Concede())
    d.cast(0, "Menacing Ogre")
    d.resolve()
    d.resolve()
    order = []
    for n in (3, 3, 0):
        dec = d.expect("choose_number")
        order.append(dec.player)
        d.choose(n)
    assert order == [0, 1, 2]
    assert d.decision.kind == "priority"
    assert [d.life(p) for p in range(3)] == [17, 17, 20]
    assert d.chars(d.find("Menacing Ogre")).power == 5


def test_an_exchange_of_control_between_two_others_outlasts_its_caster_leaving() -> None:
    """CR 800.4a: only effects giving the departed player control end. Player 0 exchanges
    control of player 1's and player 2's creatures with Visions of Duplicity, then concedes:
    the exchange, giving control to players 1 and 2, goes on."""
    s = _four()
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Severed Legion")
    s.hand(0, "Visions of Duplicity")
    d = Driver(s.build())
    seeker, legion = d.find("Glory Seeker"), d.find("Severed Legion")
    d.cast(0, "Visions of Duplicity", targets=[seeker, legion])
    d.resolve()
    d.game.apply(0, Concede())
    assert d.chars(seeker).controller == 2 and d.chars(legion).controller == 1
    d.pass_until("upkeep", turn=5)
    assert d.chars(seeker).controller == 2 and d.chars(legion).controller == 1


def test_the_spells_cast_by_an_active_player_who_left_still_turn_night_to_day() -> None:
    """CR 730.2, 800.4i, 800.4j: at night, player 0 casts two spells in their turn and then
    concedes; the turn goes on without them, and as the next untap step begins the rules still
    see the two spells they cast: it becomes day."""
    s = _four()
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    d.game.apply(0, Concede())
    d.pass_until("upkeep", turn=4)
    assert d.state.active == 1 and d.state.day_night == "day"


def test_falkenrath_perforator_gone_still_hits_the_player_it_was_attacking() -> None:
    """CR 802.2a, 608.2h: Falkenrath Perforator attacks player 2 and is killed with its
    trigger on the stack; the trigger still deals 1 damage to player 2, the player it was
    attacking (last known information), not to another opponent."""
    s = _four()
    s.battlefield(0, "Falkenrath Perforator")
    s.battlefield(3, "Mountain")
    s.hand(3, "Shock")
    d = Driver(s.build())
    perforator = d.find("Falkenrath Perforator")
    d.to_combat()
    d.attack([perforator], defender=2)
    assert d.state.stack
    while d.decision.player != 3:
        d.pass_priority()
    d.cast(3, "Shock", targets=[perforator])
    d.resolve()
    assert d.zone_of("Falkenrath Perforator") == "graveyard"
    d.resolve()
    assert [d.life(p) for p in range(4)] == [20, 20, 19, 20]


def test_an_opponent_chooses_the_controller_picks_which_opponent() -> None:
    """CR 801.5b (its example), 800-806: "an opponent chooses" at a table of three: Callous
    Oppressor's controller picks which opponent chooses the creature type; they pick
    player 2, who chooses."""
    s = Scenario(players=3, seed=1)
    s.stack(0, "Callous Oppressor")
    d = Driver(s.build())
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0 and {a.value for a in dec.actions} == {1, 2}
    d.choose(2)
    assert d.expect("choose_creature_type").player == 2
    d.choose("Elf")
    assert d.state.objects[d.find("Callous Oppressor")].chosen["creature_type"] == "Elf"


def test_animal_magnetism_the_controller_picks_the_opponent_who_chooses() -> None:
    """CR 801.5b, 800-806: Animal Magnetism's "an opponent chooses a creature card" at a table
    of four: player 0 picks player 3, who chooses which creature card enters."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Elvish Warrior", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    dec = d.expect("choose_player")
    assert dec.player == 0 and {a.value for a in dec.actions} == {1, 2, 3}
    d.choose(3)
    assert d.decision.player == 3
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_an_opponent_who_leaves_while_choosing_hands_the_choice_to_another_opponent() -> None:
    """CR 800.4g: at a table of four, player 2 concedes while choosing the creature type for
    player 0's Callous Oppressor; player 0 chooses another opponent, player 3, who makes the
    choice."""
    s = _four()
    s.stack(0, "Callous Oppressor")
    d = Driver(s.build())
    d.resolve()
    d.choose(2)
    assert d.expect("choose_creature_type").player == 2
    d.game.apply(2, Concede())
    dec = d.expect("choose_player")
    assert dec.player == 0 and {a.value for a in dec.actions} == {1, 3}
    assert dec.prompt == "Choose the player who makes the choice"
    assert Game.from_json(d.game.to_json()).fingerprint() == d.game.fingerprint()
    d = Driver(Game.from_json(d.game.to_json()))
    d.choose(3)
    assert d.expect("choose_creature_type").player == 3
    d.choose("Elf")
    assert d.state.objects[d.find("Callous Oppressor")].chosen["creature_type"] == "Elf"


def test_the_last_other_opponent_makes_the_choice_of_one_who_left() -> None:
    """CR 800.4g: at a table of three, player 1 concedes while choosing the creature type for
    player 0's Callous Oppressor; player 2, the only other opponent, makes the choice."""
    s = Scenario(players=3, seed=1)
    s.stack(0, "Callous Oppressor")
    d = Driver(s.build())
    d.resolve()
    d.choose(1)
    d.game.apply(1, Concede())
    assert d.expect("choose_creature_type").player == 2
    d.choose("Goblin")
    assert d.state.objects[d.find("Callous Oppressor")].chosen["creature_type"] == "Goblin"
    assert d.decision.kind == "priority"


def test_another_player_leaving_leaves_the_chooser_choosing() -> None:
    """CR 800.4a, 800.4g: player 3 concedes while player 1 chooses the creature type for
    player 0's Callous Oppressor; player 1 is still in the game and goes on choosing."""
    s = _four()
    s.stack(0, "Callous Oppressor")
    d = Driver(s.build())
    d.resolve()
    d.choose(1)
    decision = d.expect("choose_creature_type")
    d.game.apply(3, Concede())
    assert d.decision == decision
    d.choose("Elf")
    assert d.state.objects[d.find("Callous Oppressor")].chosen["creature_type"] == "Elf"


def test_blatant_thievery_still_takes_the_others_after_one_opponent_leaves() -> None:
    """CR 800.4a, 608.2b: Blatant Thievery targets a permanent of each of three opponents;
    player 2 concedes with it on the stack. Their permanent is gone, the other two targets are
    still legal, and both change control."""
    d = _thievery_table()
    seeker, warrior, cavalier = (d.find(n) for n in ("Glory Seeker", "Elvish Warrior",
                                                      "Daru Cavalier"))
    d.cast(0, "Blatant Thievery", targets=[seeker, warrior, cavalier])
    d.game.apply(2, Concede())
    assert d.state.stack
    d.resolve()
    assert d.chars(seeker).controller == 0 and d.chars(cavalier).controller == 0
    assert d.zone_of("Blatant Thievery") == "graveyard"


def test_animal_magnetism_s_chooser_leaving_hands_the_choice_to_another_opponent() -> None:
    """CR 800.4g: player 3, picked to choose the creature card for player 0's Animal
    Magnetism, concedes while choosing; player 0 picks player 1 among the other opponents,
    who chooses, and that card enters."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.hand(0, "Animal Magnetism")
    s.library(0, "Glory Seeker", "Elvish Warrior", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Animal Magnetism")
    d.resolve()
    d.choose(3)
    assert d.expect("choose_cards").player == 3
    d.game.apply(3, Concede())
    dec = d.expect("choose_player")
    assert dec.player == 0 and {a.value for a in dec.actions} == {1, 2}
    d.choose(1)
    assert d.expect("choose_cards").player == 1
    d.choose(d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Elvish Warrior") == "graveyard"



def test_a_choice_among_the_departed_player_s_own_cards_is_not_passed_on() -> None:
    """CR 800.4a, 800.4g: Visions of Dread has player 1 choose a creature card from their own
    graveyard; they concede while choosing. Their cards left with them: no other opponent is
    asked to choose, and nothing enters."""
    s = _four()
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Visions of Dread")
    s.graveyard(1, "Glory Seeker", "Elvish Warrior")
    s.graveyard(2, "Daru Cavalier")
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    assert d.expect("choose_cards").player == 1
    d.game.apply(1, Concede())
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert len(d.state.battlefield) == 3  # the Swamps only


def test_wake_to_slaughter_s_chooser_leaving_hands_the_choice_to_the_other_opponent() -> None:
    """CR 800.4g: at a table of three, player 1, picked to choose which of Wake to Slaughter's
    two cards goes to player 0's hand, concedes while choosing; player 2, the only other
    opponent, chooses, and the other card enters the battlefield."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(1)
    assert d.expect("choose_cards").player == 1
    d.game.apply(1, Concede())
    assert d.expect("choose_cards").player == 2
    d.choose(d.find("Krosan Tusker"))
    assert d.zone_of("Krosan Tusker") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_adeline_s_tokens_attack_only_the_opponents_in_the_game_at_resolution() -> None:
    """CR 800.4a, 506.3: Adeline's trigger is on the stack when player 3 concedes; as it
    resolves, "for each opponent" counts players 1 and 2 only: two tokens, attacking them."""
    s = _four()
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack({seeker: 3})
    assert d.state.stack
    d.game.apply(3, Concede())
    d.resolve()
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert sorted(d.state.combat.attackers[t] for t in tokens) == [1, 2]
    d.pass_until("end")
    assert [d.life(p) for p in (1, 2)] == [19, 19]


def test_a_requirement_to_attack_is_met_only_by_attacking_the_player_it_may_attack() -> None:
    """CR 802.3a, 508.1d: with Grand Melee, Slipstream Eel must attack if able; it may attack
    only player 2, who controls an Island, so the declaration can't be finished until it
    attacks player 2, and then it can."""
    s = _four()
    s.battlefield(0, "Grand Melee", "Slipstream Eel")
    s.battlefield(2, "Island")
    d = Driver(s.build())
    eel = d.find("Slipstream Eel")
    d.to_combat()
    assert FinishDeclaration() not in d.game.legal_actions()
    assert {a.defender for a in d.game.legal_actions()
            if isinstance(a, DeclareAttacker) and a.creature == eel} == {2}
    d.attack({eel: 2})
    assert d.state.combat.attackers == {eel: 2}


def test_field_of_ruin_each_player_searches_in_turn_order_from_the_active_player() -> None:
    """CR 101.4: player 0 activates Field of Ruin during player 2's turn; each player searches
    for a basic land in turn order from the active player: 2, 3, 0, 1."""
    s = Scenario(players=4, seed=1)
    s.at("precombat_main", active=2, turn=3)
    s.battlefield(0, "Field of Ruin", "Swamp", "Swamp")
    s.battlefield(3, "Field of Ruin")
    for p in range(4):
        s.library(p, "Plains", "Island")
    d = Driver(s.build())
    mine = d.find("Field of Ruin", player=0)
    theirs = d.find("Field of Ruin", player=3)
    while d.decision.player != 0:
        d.pass_priority()
    d.activate(0, mine, targets=[theirs])
    while d.state.stack and d.decision.kind == "priority":
        d.pass_priority()
    order = []
    while d.decision.kind != "priority":
        order.append(d.decision.player)
        plains = set(d.ids("Plains", zone="library"))
        values = [a.value for a in d.decision.actions]
        d.choose(next((v for v in values if v in plains), values[0]))
    assert order == [2, 3, 0, 1]
    assert all(d.ids("Plains", zone="battlefield", player=p) for p in range(4))


def _wrenn_returned_mid_attack() -> tuple[Driver, int, int]:
    """Player 2 took player 1's Wrenn and Seven with Blatant Thievery; player 0's Glory
    Seeker attacks it; player 2 concedes, so it goes back to player 1 (CR 800.4a)."""
    s = Scenario(players=4, seed=1)
    s.at("precombat_main", active=2, turn=3)
    s.battlefield(2, *["Island"] * 7)
    s.hand(2, "Blatant Thievery")
    s.battlefield(1, "Wrenn and Seven", "Elvish Warrior")
    s.battlefield(0, "Glory Seeker", "Forest")
    for p in range(4):
        s.library(p, *["Island"] * 10)
    d = Driver(s.build())
    wrenn, seeker = d.find("Wrenn and Seven"), d.find("Glory Seeker")
    d.cast(2, "Blatant Thievery", targets=[d.find("Forest"), wrenn])
    d.resolve()
    assert d.chars(wrenn).controller == 2
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack({seeker: wrenn})
    d.game.apply(2, Concede())
    assert d.chars(wrenn).controller == 1
    return d, wrenn, seeker


def test_a_planeswalker_changing_controller_as_a_player_leaves_stops_being_attacked() -> None:
    """CR 506.4, 800.4a: Wrenn and Seven, attacked by the Seeker, changes controller as the
    player who stole it leaves: it is removed from combat and stops being attacked. The
    Seeker, still attacking, attacks nothing: player 1's creature can't block it (no one is
    its defending player), and it deals no combat damage."""
    d, wrenn, _ = _wrenn_returned_mid_attack()
    while d.decision.kind == "priority" and d.state.step.name == "DECLARE_ATTACKERS":
        d.pass_priority()
    assert d.decision.kind != "declare_blockers"
    d.pass_until("postcombat_main")
    assert d.state.objects[wrenn].counters["loyalty"] == 5
    assert [d.life(p) for p in (0, 1, 3)] == [20, 20, 20]


def test_an_attacker_attacking_nothing_is_kept_by_a_clone_and_in_the_state_record() -> None:
    """CR 506.4: that the Seeker attacks nothing once Wrenn left combat is part of the game
    state: a clone of the game keeps it (the clone's Seeker deals Wrenn no damage either),
    and the state's record names the planeswalker no longer attacked."""
    d, wrenn, _ = _wrenn_returned_mid_attack()
    d.pass_priority()  # the change of control is seen as a player next gets priority
    assert d.state.step.name == "DECLARE_ATTACKERS"
    clone = Driver(d.game.clone())
    assert clone.state.combat is not None
    assert clone.state.combat.to_dict()["unattacked"] == [wrenn]
    clone.pass_until("postcombat_main")
    assert clone.state.objects[wrenn].counters["loyalty"] == 5
    assert clone.life(1) == 20


def test_no_limited_range_of_influence_the_player_across_the_table_is_in_reach() -> None:
    """CR 806.2a, 806.2b: a free-for-all game uses no limited range of influence and the attack
    multiple players option, not attack left or right: player 0 Shocks player 2, seated two
    seats away, and attacks them with Glory Seeker; player 2 takes all 4 damage."""
    s = _four()
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[2])
    d.resolve()
    assert d.life(2) == 18
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2})
    d.pass_until("end")
    assert [d.life(p) for p in range(4)] == [20, 20, 16, 20]


def test_no_deploy_creatures_a_creature_has_no_ability_to_give_it_away() -> None:
    """CR 806.2c: the deploy creatures option isn't used in a free-for-all game, so creatures
    don't have "{T}: Target teammate gains control of this creature" (CR 804.2): at sorcery
    speed player 0's untapped Glory Seeker, a vanilla creature, has no ability to activate."""
    s = _four()
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.decision.player == 0 and d.decision.kind == "priority"
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]


def test_turns_pass_around_the_table_in_seat_order() -> None:
    """CR 800.5: the seating order is the one the game was set up with (the order of the decks
    given, an agreed method), and turns pass from seat to seat: after player 0's turn come
    players 1, 2 and 3, then player 0 again."""
    s = _four()
    d = Driver(s.build())
    actives = []
    for turn in range(4, 8):
        d.pass_until("upkeep", turn=turn)
        actives.append(d.state.active)
    assert actives == [1, 2, 3, 0]
