"""The Commander variant (CR 903) played through public actions.

CR 903.6 the commander starts in the command zone; 903.7 40 life; 903.8 cast from the command
zone with {2} more for each earlier cast from there, counted per commander; 903.9a its owner may
put it into the command zone from a graveyard or exile (a state-based choice); 903.9b instead of
its owner's hand or library; 903.10a / 704.6c 21 combat damage from the same commander loses,
counted across zone changes and whoever controls it.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, PassPriority
from manastack.formats.decklist import parse_decklist
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver

RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste
KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} 1/1


def _libraries(s: Scenario, n: int) -> Scenario:
    for p in range(n):
        s.library(p, *["Forest"] * 12)
    return s


def _commander_cast(d: Driver, player: int) -> list[CastSpell]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, CastSpell) and a.method == "commander"]


def test_game_new_puts_each_commander_in_the_command_zone_at_40_life() -> None:
    """CR 103.2, 103.2c, 103.4c, 903.1, 903.6, 903.7, 119.1c: the Commander section of a deck list becomes the commander."""
    deck = parse_decklist("Commander\n1 Katilda, Dawnhart Prime\nDeck\n30 Forest\n29 Plains\n")
    other = parse_decklist("Commander\n1 Rorix Bladewing\nDeck\n59 Mountain\n")
    game = Game.new([deck, other, deck, other], seed=3, format="commander")
    g = game.state
    assert [p.life for p in g.players] == [40, 40, 40, 40]
    names = sorted(game.name_of(o) for o in g.command)
    assert names == [KATILDA, KATILDA, RORIX, RORIX]
    assert sorted(g.objects[o].owner for o in g.command) == [0, 1, 2, 3]
    assert all(len(p.library) + len(p.hand) == 59 for p in g.players)
    # the commander is not shuffled into the library (CR 903.6)
    assert not any(game.name_of(o) in (KATILDA, RORIX) for p in g.players for o in p.library)


def test_game_new_refuses_a_commander_game_without_a_commander() -> None:
    with pytest.raises(ValueError, match="player 2 has 0 commanders"):
        Game.new([["Forest"] * 10, ["Forest"] * 10], format="commander",
                 commanders=[[KATILDA], []])
    with pytest.raises(ValueError, match="unknown format"):
        Game.new([["Forest"] * 10, ["Forest"] * 10], format="vintage")


def test_commander_names_list_and_life_override() -> None:
    game = Game.new([["Forest"] * 10, ["Mountain"] * 10], format="commander",
                    commanders=[[KATILDA], [RORIX]], life=30)
    assert [p.life for p in game.state.players] == [30, 30]
    assert game.to_json() and Game.from_json(game.to_json()).fingerprint() == game.fingerprint()


def test_cast_from_the_command_zone_and_the_tax_grows_per_cast() -> None:
    """CR 903.8: {2} more for each previous cast from the command zone; the count is the
    commander's own and survives its trips through the graveyard (903.9a)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains")
    s.hand(0, "Go for the Throat")
    s.battlefield(0, "Swamp", "Swamp")
    d = Driver(s.build())
    cmdr = d.find(KATILDA, zone="command")
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 0}
    d.cast(0, KATILDA, method="commander")
    d.resolve()
    kat = d.find(KATILDA, zone="battlefield")
    assert d.state.players[0].commander_casts == {cmdr: 1}
    assert d.game.view(1)["players"][0]["commander_tax"] == {str(cmdr): 2}
    # Killed: its owner puts it back into the command zone (CR 903.9a) ...
    d.cast(0, "Go for the Throat", targets=[kat])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and set(dec.actions) == {Choose("command_zone"), Choose("stay")}
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    # ... and now it costs {2}{G}{W}: the four lands left can't pay the two untapped...
    assert not _commander_cast(d, 0)  # only the two Swamps are untapped
    d.pass_until("precombat_main", turn=5)
    assert _commander_cast(d, 0)  # six untapped lands pay {2}{G}{W}
    d.cast(0, KATILDA, method="commander")
    assert sum(1 for x in d.state.battlefield if d.state.objects[x].tapped) == 4
    d.resolve()
    assert d.state.players[0].commander_casts == {cmdr: 2}


def test_a_commander_left_in_the_graveyard_stays_there() -> None:
    """CR 903.9a: the owner, asked whether to put it from the graveyard into the command
    zone, may leave it; it is asked once, not at every check."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find(KATILDA)])
    d.resolve()
    prompt = "Put your commander from your graveyard into the command zone?"
    assert d.expect("commander_zone").prompt == prompt
    d.choose("stay")
    assert d.zone_of(KATILDA) == "graveyard"
    assert d.decision.kind == "priority"
    assert not _commander_cast(d, 0)  # not from the graveyard


def test_a_commander_exiled_may_go_to_the_command_zone() -> None:
    """CR 903.9a covers exile too (Swords to Plowshares)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Swords to Plowshares", targets=[d.find(KATILDA)])
    d.resolve()
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.life(0) == 41  # Swords to Plowshares still gave its life


def test_a_commander_returned_to_hand_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b: a replacement effect, chosen by the commander's owner (Fading Hope)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Fading Hope", targets=[d.find(KATILDA)])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0
    assert dec.prompt == "Put your commander into the command zone instead of your hand?"
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert not d.state.players[0].hand


def test_a_commander_returned_to_hand_may_stay_in_hand_and_be_cast_from_there() -> None:
    """CR 903.9b: declining leaves it in the hand; cast from the hand it pays no tax and
    doesn't count toward it (CR 903.8)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    cmdr_no = next(iter(d.state.objects[d.find(KATILDA)].flags))
    d.cast(1, "Fading Hope", targets=[d.find(KATILDA)])
    d.resolve()
    d.choose("stay")
    assert d.zone_of(KATILDA) == "hand"
    d.act(1, d.game.legal_actions()[0])  # Fading Hope's scry 1
    d.pass_until("precombat_main", turn=4)
    d.cast(0, KATILDA)
    d.resolve()
    kat = d.find(KATILDA, zone="battlefield")
    assert cmdr_no in d.state.objects[kat].flags  # still the commander (CR 903.3)
    assert d.state.players[0].commander_casts == {}


def test_a_commander_cast_once_then_returned_to_hand_is_cast_from_there_without_tax() -> None:
    """CR 903.8, 903.9b: Katilda ({G}{W}) cast once from the command zone owes {2} more from
    there, but returned to its owner's hand and left there it is cast for {G}{W} alone: the
    two lands that paid for it the first time are offered it again, as an ordinary cast."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA)
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, "Island")
    s.hand(1, "Fading Hope")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    cmdr = d.find(KATILDA, zone="command")
    d.cast(0, KATILDA, method="commander")
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Fading Hope", targets=[d.find(KATILDA)])
    d.resolve()
    d.choose("stay")
    d.act(1, d.game.legal_actions()[0])  # Fading Hope's scry 1
    d.pass_until("precombat_main", turn=5)
    assert d.state.players[0].commander_casts == {cmdr: 1}
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 2}
    in_hand = d.find(KATILDA, zone="hand")
    assert CastSpell(in_hand, "normal") in d.game.legal_actions()
    d.cast(0, KATILDA)
    d.resolve()
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.state.players[0].commander_casts == {cmdr: 1}


def test_twenty_one_combat_damage_from_one_commander_loses() -> None:
    """CR 903.10, 903.10a / 704.6, 704.6c: counted across turns; the player loses with life left."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, RORIX, zone="battlefield")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    for turn in (3, 5, 7):
        if turn > 3:
            d.pass_until("precombat_main", turn=turn)
        d.to_combat()
        d.attack([rorix], defender=1)
        d.pass_until("postcombat_main", turn=turn)
    assert d.state.players[1].commander_damage == {rorix: 18} and not d.game.is_over
    d.pass_until("precombat_main", turn=9)
    d.to_combat()
    d.attack([rorix], defender=1)
    while not d.game.is_over:
        d.act(d.decision.player, PassPriority())
    assert d.game.is_over and d.game.winners == (0,)
    assert d.state.players[1].life == 16  # 40 - 24: lost to commander damage, not life
    assert d.state.players[1].commander_damage == {rorix: 24}


def test_exactly_twenty_one_combat_damage_from_one_commander_loses() -> None:
    """CR 903.10a / 704.6c: "21 or more": Slogurk, the Overslime (3 power) deals its commander
    damage seven times, 18 after six attacks and exactly 21 after the seventh: the player
    loses then, with 19 life left."""
    s = Scenario(players=2, seed=1, format="commander")
    for p in range(2):
        s.library(p, *["Forest"] * 16)
    s.commander(0, "Slogurk, the Overslime", zone="battlefield")
    d = Driver(s.build())
    slogurk = d.find("Slogurk, the Overslime")
    for turn in range(3, 17, 2):
        if turn > 3:
            d.pass_until("precombat_main", turn=turn)
        d.to_combat()
        d.attack([slogurk], defender=1)
        if turn < 15:
            d.pass_until("postcombat_main", turn=turn)
            assert not d.game.is_over
    while not d.game.is_over:
        d.act(d.decision.player, PassPriority())
    assert d.game.winners == (0,) and d.state.players[1].life == 19
    assert d.state.players[1].commander_damage == {slogurk: 21}


def test_commander_damage_follows_the_commander_to_another_controller() -> None:
    """CR 903.10a: "the same commander" is the card, whoever controls it (Threaten); its zone
    changes: ``test_commander_damage_adds_up_across_the_commander_s_zone_changes``."""
    s = _libraries(Scenario(players=3, seed=1, format="commander"), 3)
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.cast(1, "Threaten", targets=[rorix])
    d.resolve()
    d.to_combat()
    d.attack([rorix], defender=2)
    d.pass_until("postcombat_main", turn=3)
    assert d.state.players[2].commander_damage == {rorix: 6}
    views = [d.game.view(p)["players"][2]["commander_damage"] for p in range(3)]
    assert views == [{str(rorix): 6}] * 3  # public: every player's view shows it


def test_commander_damage_adds_up_across_the_commander_s_zone_changes() -> None:
    """CR 903.10a, 704.6c, 903.9a: Rorix deals 6 combat damage, is destroyed, goes to the
    command zone and is cast again (a new object, CR 400.7): its next 6 add to the same
    commander's 6, 12 in all."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, *["Mountain"] * 8, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.to_combat()
    d.attack([rorix], defender=1)
    d.pass_until("postcombat_main", turn=3)
    d.cast(0, "Go for the Throat", targets=[rorix])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    (cast,) = _commander_cast(d, 0)
    d.act(0, cast)
    d.pay()
    d.resolve()
    again = d.find(RORIX, "battlefield")
    assert again != rorix
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([again], defender=1)
    d.pass_until("postcombat_main", turn=5)
    assert d.state.players[1].commander_damage == {rorix: 12}
    assert d.life(1) == 40 - 12


def test_combat_damage_from_a_non_commander_and_noncombat_damage_do_not_count() -> None:
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, "Rorix Bladewing", zone="command")
    s.battlefield(0, "Goblin Sky Raider", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")], defender=1)
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 40 - 2 - 1
    assert d.state.players[1].commander_damage == {}


def test_commanders_exist_only_in_a_commander_scenario() -> None:
    with pytest.raises(ScenarioError, match="commander"):
        Scenario().commander(0, KATILDA)


def test_only_the_owner_casts_a_commander_from_the_command_zone() -> None:
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(1, KATILDA)
    s.battlefield(0, "Forest", "Plains")
    d = Driver(s.build())
    cmdr = d.find(KATILDA)
    assert CastSpell(cmdr, "commander") not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.game.apply(0, CastSpell(cmdr, "commander"))


def test_doubled_combat_damage_from_a_commander_counts_in_full() -> None:
    """CR 903.10a: commander damage is the combat damage the commander dealt, after
    replacement effects: Gratuitous Violence makes Rorix's 6 damage 12 each attack, so the
    second attack (24) loses the game with 16 life left."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, "Gratuitous Violence")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.to_combat()
    d.attack([rorix], defender=1)
    d.pass_until("postcombat_main")
    assert d.state.players[1].commander_damage == {rorix: 12} and d.life(1) == 28
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([rorix], defender=1)
    while not d.game.is_over:
        d.act(d.decision.player, PassPriority())
    assert d.game.winners == (0,) and d.state.players[1].life == 16


def _aetherspouts_on_katilda_and_seeker() -> Driver:
    """Player 0 attacks with their commander Katilda and a Glory Seeker; player 1 casts
    Aetherspouts, and player 0 puts Katilda on top of their library and the Seeker on the
    bottom (the question of the command zone comes next)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, *(["Island"] * 5))
    s.hand(1, "Aetherspouts")
    d = Driver(s.build())
    katilda, seeker = d.find(KATILDA), d.find("Glory Seeker")
    d.to_combat()
    d.attack([katilda, seeker], defender=1)
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Aetherspouts")
    while d.decision.kind == "priority":
        d.pass_priority()
    while d.decision.kind == "top_or_bottom":
        about = dict(d.decision.data)["source"]
        d.choose("top" if about == katilda else "bottom", player=0)
    return d


def test_a_commander_put_into_the_library_with_others_at_once_may_go_to_the_command_zone() -> None:
    """CR 903.9b, 603.10a: Aetherspouts puts each attacking creature on top or bottom of its
    owner's library at the same time; the commander's owner is asked first whether it goes to
    the command zone instead, and the other attacker still goes to the bottom of the library."""
    d = _aetherspouts_on_katilda_and_seeker()
    assert d.expect("commander_zone").player == 0
    assert d.zone_of(KATILDA) == "battlefield"  # nothing has moved yet
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    lib = d.state.players[0].library
    assert d.game.card(lib[-1]).name == "Glory Seeker" and len(lib) == 13


def test_a_commander_put_into_the_library_with_others_at_once_may_stay_there() -> None:
    """CR 903.9b: declining leaves the commander on top of its owner's library, moved with the
    other attacker to the bottom (CR 603.10a)."""
    d = _aetherspouts_on_katilda_and_seeker()
    d.expect("commander_zone")
    d.choose("stay")
    lib = d.state.players[0].library
    assert [d.game.card(o).name for o in (lib[0], lib[-1])] == [KATILDA, "Glory Seeker"]
    assert len(lib) == 14


def test_a_commander_shuffled_into_its_library_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b: Oblation would shuffle the commander into its owner's library; its owner
    chooses the command zone instead, and still draws two cards."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Oblation")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Oblation", targets=[d.find(KATILDA)])
    d.resolve()
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert len(d.state.players[0].library) == 10 and len(d.state.players[0].hand) == 2


def test_a_commander_with_x_needs_its_cost_with_x_0() -> None:
    """CR 903.8, 601.2f, 107.3: Kurbis, Harvest Celebrant ({X}{G}{G}) costs at least {G}{G}
    from the command zone (X = 0, no tax yet): one Forest can't cast it, two can."""
    for forests, castable in ((1, False), (2, True)):
        s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
        s.commander(0, "Kurbis, Harvest Celebrant")
        s.battlefield(0, *["Forest"] * forests)
        d = Driver(s.build())
        cmdr = d.find("Kurbis, Harvest Celebrant", zone="command")
        assert (CastSpell(cmdr, "commander") in d.game.legal_actions()) is castable


def test_game_new_designates_each_players_commander_in_the_command_zone() -> None:
    """CR 903.3, 903.6, 903.8: Game.new makes each player's Commander card their commander in
    the command zone: every player's view lists it with no casts and no tax yet."""
    game = Game.new([["Forest"] * 10, ["Mountain"] * 10], format="commander",
                    commanders=[[KATILDA], [RORIX]], seed=2)
    for viewer in (0, 1):
        players = game.view(viewer)["players"]
        for p, name in ((0, KATILDA), (1, RORIX)):
            [c] = players[p]["commanders"]
            assert (c["name"], c["zone"], c["casts"], c["tax"]) == (name, "command", 0, 0)
            assert game.state.objects[c["object"]].owner == p


def test_a_creature_that_is_not_a_commander_dies_without_a_command_zone_question() -> None:
    """CR 903.9a is about commanders only: Go for the Throat destroys a Glory Seeker in a
    Commander game; it stays in its owner's graveyard and nobody is asked about the command
    zone."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0


def test_two_commanders_dying_at_once_are_each_offered_to_their_owner_in_apnap_order() -> None:
    """CR 903.9a, 101.4: both Rorixes die in the same combat damage step; at the next check of
    state-based actions the active player is asked about their commander first, then the
    other player about theirs (though player 1's commander is the older object)."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(1, RORIX, zone="battlefield")
    s.commander(0, RORIX, zone="battlefield")
    d = Driver(s.build())
    mine, theirs = d.find(RORIX, player=0), d.find(RORIX, player=1)
    d.to_combat()
    d.attack([mine], defender=1)
    d.pass_priority()
    d.pass_priority()
    d.block({theirs: mine})
    while d.decision.kind == "priority":
        d.pass_priority()
    first = d.expect("commander_zone")
    assert first.player == 0
    assert sorted(d.game.card(o).name for p in d.state.players for o in p.graveyard) == \
        [RORIX, RORIX]
    d.choose("command_zone")
    assert d.expect("commander_zone").player == 1
    d.choose("stay")
    assert [d.state.objects[o].owner for o in d.state.command] == [0]
    assert [d.game.card(o).name for o in d.state.players[1].graveyard] == [RORIX]


def test_a_commander_that_dies_again_is_offered_the_command_zone_again() -> None:
    """CR 903.9a: each time a commander is put into a graveyard, its owner may put it into the
    command zone at the next check: Katilda destroyed, returned to the command zone, cast from
    there and destroyed again, is offered the command zone the second time too."""
    s = _libraries(Scenario(players=2, seed=1, format="commander"), 2)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(0, "Forest", "Plains", *["Swamp"] * 4)
    s.hand(0, "Go for the Throat", "Go for the Throat")
    d = Driver(s.build())
    for time in (1, 2):
        d.cast(0, "Go for the Throat", targets=[d.find(KATILDA)])
        d.resolve()
        assert d.expect("commander_zone").player == 0
        d.choose("command_zone")
        assert d.zone_of(KATILDA) == "command"
        if time == 1:
            d.cast(0, KATILDA, method="commander")
            d.resolve()
            assert d.zone_of(KATILDA) == "battlefield"


def test_a_player_who_drew_from_an_empty_library_loses_though_their_commander_is_asked_about() -> None:
    """CR 704.5b, 903.9a, 704.3: Faithful Mending makes player 0 draw two cards from an empty
    library, then discard Katilda from their hand. At the next check both state-based actions
    apply: Katilda's owner is asked about the command zone and, whatever the answer, still
    loses for the draw (the question doesn't make the check forget it)."""
    s = Scenario(players=2, seed=1, format="commander")
    s.library(1, *["Forest"] * 5)
    s.commander(0, KATILDA, zone="hand")
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending", "Forest")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    assert d.expect("commander_zone").player == 0
    assert sorted(d.game.card(o).name for o in d.state.players[0].graveyard) == \
        ["Faithful Mending", "Forest", KATILDA]
    assert not d.game.is_over
    d.choose("stay")
    assert d.game.is_over and d.game.winners == (1,)
