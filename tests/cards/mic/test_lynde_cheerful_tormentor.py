"""Lynde, Cheerful Tormentor — {1}{U}{B}{R} Legendary Creature — Human Warlock 2/4.

Oracle: "Deathtouch
Whenever a Curse is put into your graveyard from the battlefield, return it to the battlefield
attached to you at the beginning of the next end step.
At the beginning of your upkeep, you may attach a Curse attached to you to one of your
opponents. If you do, draw two cards."
Rulings covered: MIC-RN-054, MIC-RN-055 (and MIC-OR-0101, MIC-OR-0102, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Lynde, Cheerful Tormentor")

CARD = "Lynde, Cheerful Tormentor"
CURSE = "Curse of Conformity"


def _libraries(s: Scenario, players: int) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def _to_end_step(d: Driver, turn: int) -> None:
    d.pass_until("end", turn=turn)


def _to_upkeep_trigger(d: Driver) -> None:
    """From player 1's turn 2, pass to player 0's upkeep with Lynde's ability on the stack."""
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_a_curse_put_into_your_graveyard_returns_attached_to_you_at_the_next_end_step() -> None:
    """Player 1 destroys player 0's Curse of Conformity on them with Naturalize: it stays in
    the graveyard until the beginning of the next end step (player 1's own turn), then returns
    attached to player 0, whose creatures are now 3/3. A Curse player 1 owns going to their
    graveyard doesn't trigger it."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1, label="mine")
    s.battlefield(1, CURSE, attached_to=0, label="theirs")
    s.battlefield(1, "Forest", "Forest", "Forest", "Forest")
    s.hand(1, "Naturalize", "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    mine, theirs = sorted(d.ids(CURSE), key=lambda x: d.state.objects[x].attached_to != 1)
    d.cast(1, "Naturalize", targets=[theirs])
    d.resolve()
    assert not d.state.stack  # player 1's own Curse: no trigger
    d.cast(1, "Naturalize", targets=[mine])
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of(CURSE) == "graveyard" and len(d.ids(CURSE, "graveyard")) == 2
    assert d.chars(d.find("Glory Seeker")).power == 2
    _to_end_step(d, 4)
    back = d.find(CURSE, "battlefield")
    assert d.state.objects[back].attached_to == 0 and d.state.objects[back].controller == 0
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.zone_of("Naturalize") == "graveyard"


def test_upkeep_attach_a_curse_on_you_to_an_opponent_and_draw_two() -> None:
    """At its controller's upkeep: declining changes nothing; choosing the Curse attached to
    them (one player 1 controls) moves it to player 1 and draws two cards."""
    for accept in (False, True):
        s = _libraries(Scenario(seed=1), 2)
        s.battlefield(0, CARD)
        s.battlefield(1, CURSE, attached_to=0)
        s.at("precombat_main", active=1, turn=2)
        d = Driver(s.build())
        curse = d.find(CURSE)
        _to_upkeep_trigger(d)
        hand = len(d.state.players[0].hand)
        d.resolve()
        dec = d.expect("choose_cards")
        if not accept:
            d.choose(None)
            assert d.state.objects[curse].attached_to == 0
            assert len(d.state.players[0].hand) == hand
            continue
        d.choose(curse)
        assert d.state.objects[curse].attached_to == 1
        assert len(d.state.players[0].hand) == hand + 2
        assert dec.player == 0


@pytest.mark.ruling("MIC-RN-054", "MIC-OR-0101")
def test_the_curse_may_go_to_an_opponent_with_hexproof() -> None:
    """Player 1 has hexproof (Sigarda, Heron's Grace): Lynde's upkeep ability still attaches
    the Curse to them, since nothing is targeted, and its controller draws two."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(1, "Sigarda, Heron's Grace")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    curse = d.find(CURSE)
    _to_upkeep_trigger(d)
    hand = len(d.state.players[0].hand)
    d.resolve()
    d.choose(curse)
    assert d.state.objects[curse].attached_to == 1
    assert len(d.state.players[0].hand) == hand + 2


@pytest.mark.ruling("MIC-RN-055", "MIC-OR-0102")
def test_a_cursed_player_leaving_the_game_sends_the_curse_back_to_you() -> None:
    """Three players: player 0's Curse enchants player 1, who concedes. The Curse is put into
    player 0's graveyard (it can't enchant a player who has left, CR 704.5m, 800.4a), Lynde
    triggers (at the next check of state-based actions), and at the beginning of the next end step the Curse returns attached to
    player 0; player 2 is unaffected."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    d.act(1, Concede())
    assert not d.state.players[1].in_game
    d.pass_priority()  # the next check of state-based actions, as player 2 would get priority
    assert d.zone_of(CURSE) == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of(CURSE) == "graveyard"
    _to_end_step(d, 3)
    back = d.find(CURSE, "battlefield")
    assert d.state.objects[back].attached_to == 0
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert d.chars(d.find("Elvish Warrior", player=2)).power == 2


def test_upkeep_offers_only_the_curses_attached_to_you() -> None:
    """CR 303.4: "a Curse attached to you" is one enchanting its controller's player; a Curse
    attached to an opponent isn't offered."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(1, CURSE, attached_to=0, label="on_me")
    s.battlefield(0, CURSE, attached_to=1, label="on_them")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    on_me = next(c for c in d.ids(CURSE) if d.state.objects[c].attached_to == 0)
    _to_upkeep_trigger(d)
    d.resolve()
    dec = d.expect("choose_cards")
    assert {a.value for a in dec.actions} - {None} == {on_me}


def test_a_curse_that_left_the_graveyard_before_the_end_step_stays_where_it_is() -> None:
    """CR 400.7, 603.7: the delayed ability returns the Curse card put into the graveyard; if
    it left the graveyard before the end step (Bojuka Bog exiles player 0's graveyard), it is
    a new object and the ability does nothing: the Curse stays in exile."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize", "Bojuka Bog")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Naturalize", targets=[d.find(CURSE)])
    d.resolve()
    d.resolve()  # Lynde's trigger sets up the delayed ability
    assert d.zone_of(CURSE) == "graveyard"
    d.play_land(1, "Bojuka Bog")
    d.expect("target")
    d.choose(0)
    d.resolve()
    assert d.zone_of(CURSE) == "exile"
    _to_end_step(d, 4)
    d.resolve_all()
    assert d.zone_of(CURSE) == "exile"
    assert d.ids(CURSE, "battlefield") == []


def test_deathtouch_destroys_a_creature_it_damages() -> None:
    """CR 702.2b: blocking Krosan Tusker (6/5), Lynde's 2 damage destroys it."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(1, "Krosan Tusker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find(CARD): tusker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of(CARD) == "graveyard"


def test_a_curse_destroyed_during_an_end_step_returns_at_the_following_one() -> None:
    """CR 603.7c, 513.1: the Curse is destroyed during player 1's end step, after that step's
    "at the beginning of" abilities: "the next end step" is player 0's, on the next turn, and
    the Curse stays in the graveyard until then."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.at("end", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Naturalize", targets=[d.find(CURSE)])
    d.resolve()
    d.resolve()  # Lynde's trigger sets up the delayed ability
    assert d.zone_of(CURSE) == "graveyard"
    d.pass_until("upkeep", turn=5)
    assert d.zone_of(CURSE) == "graveyard"
    _to_end_step(d, 5)
    assert d.zone_of(CURSE) == "battlefield"
    assert d.state.objects[d.find(CURSE, "battlefield")].attached_to == 0


def test_lynde_destroyed_with_the_curse_still_returns_it() -> None:
    """CR 603.10a, 603.6c: Akroma's Vengeance destroys Lynde and the Curse at once; the
    ability looks back in time, triggers, and its delayed ability (independent of Lynde, CR
    603.7) returns the Curse attached to player 0 at the beginning of the next end step."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of(CARD) == "graveyard" and d.zone_of(CURSE) == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    _to_end_step(d, 4)
    back = d.find(CURSE, "battlefield")
    assert d.state.objects[back].attached_to == 0 and d.state.objects[back].controller == 0


def test_in_multiplayer_the_curse_may_go_to_any_opponent() -> None:
    """"One of your opponents": with three players, both opponents are offered (not Lynde's
    controller); the Curse player 1 controls goes to player 2, and two cards are drawn."""
    s = _libraries(Scenario(players=3, seed=1), 3)
    s.battlefield(0, CARD)
    s.battlefield(1, CURSE, attached_to=0)
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    curse = d.find(CURSE)
    _to_upkeep_trigger(d)
    d.resolve()
    d.choose(curse)
    dec = d.expect("choose_player")
    assert {a.value for a in dec.actions} == {1, 2}
    d.choose(2)
    assert d.state.objects[curse].attached_to == 2
    assert d.state.objects[curse].controller == 1
    assert len(d.state.players[0].hand) == 2


def test_a_non_curse_aura_put_into_your_graveyard_doesnt_trigger_it() -> None:
    """Only a Curse: player 0's Pacifism destroyed by Naturalize goes to their graveyard and
    nothing triggers; it stays there past the end step."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(1, "Glory Seeker", "Forest", "Forest")
    s.battlefield(0, "Pacifism", attached_to="Glory Seeker")
    s.hand(1, "Naturalize")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Naturalize", targets=[d.find("Pacifism")])
    d.resolve()
    assert d.zone_of("Pacifism") == "graveyard" and not d.state.stack
    _to_end_step(d, 4)
    assert d.zone_of("Pacifism") == "graveyard"


def test_the_upkeep_ability_works_after_lynde_has_left() -> None:
    """CR 113.7a: once triggered, the upkeep ability is independent of Lynde: player 1 exiles
    Lynde with Swords to Plowshares in response, and the ability still moves the Curse to
    player 1 and draws player 0 two cards."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    curse = d.find(CURSE)
    _to_upkeep_trigger(d)
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "exile" and len(d.state.stack) == 1
    hand = len(d.state.players[0].hand)
    d.resolve()
    d.choose(curse)
    assert d.state.objects[curse].attached_to == 1
    assert len(d.state.players[0].hand) == hand + 2


def test_choosing_a_curse_not_attached_to_you_is_refused_and_nothing_changes() -> None:
    """A Curse attached to an opponent isn't "a Curse attached to you": choosing it is refused
    with an error, the choice stays open, and no card is drawn."""
    from manastack.game import IllegalActionError
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(0, CURSE, attached_to=1)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    on_me = next(c for c in d.ids(CURSE) if d.state.objects[c].attached_to == 0)
    on_them = next(c for c in d.ids(CURSE) if d.state.objects[c].attached_to == 1)
    _to_upkeep_trigger(d)
    d.resolve()
    hand = len(d.state.players[0].hand)
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(on_them)
    d.expect("choose_cards")
    assert d.state.objects[on_them].attached_to == 1
    assert d.state.objects[on_me].attached_to == 0
    assert len(d.state.players[0].hand) == hand
    d.choose(on_me)
    assert d.state.objects[on_me].attached_to == 1
    assert len(d.state.players[0].hand) == hand + 2


def test_in_two_headed_giant_the_curse_goes_to_a_player_of_the_other_team() -> None:
    """CR 810.1, 102.3: in Two-Headed Giant, player 0's opponents are players 2 and 3; the
    teammate, player 1, isn't offered. The drawn cards are named in player 0's view, not in
    the other team's (CR 402.3)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 8)
    s.battlefield(0, CARD)
    s.battlefield(2, CURSE, attached_to=0)
    s.at("precombat_main", active=2, turn=2)
    d = Driver(s.build())
    curse = d.find(CURSE)
    _to_upkeep_trigger(d)
    d.resolve()
    d.choose(curse)
    dec = d.expect("choose_player")
    assert {a.value for a in dec.actions} == {2, 3}
    d.choose(3)
    assert d.state.objects[curse].attached_to == 3
    hand = sorted(d.game.card(c).name for c in d.state.players[0].hand)
    assert len(hand) == 2
    mine = d.game.view(0)["players"][0]
    assert sorted(c["name"] for c in mine["hand"]) == hand
    for opponent in (2, 3):
        theirs = d.game.view(opponent)["players"][0]
        assert theirs["hand_count"] == 2 and "hand" not in theirs


def test_a_curse_of_leeches_returned_at_night_enters_as_an_unattached_creature() -> None:
    """CR 702.145b, 303.4h: player 1 destroys player 0's Curse of Leeches (a Curse) by day;
    Unnatural Moonrise then makes it night; at the end step the returned card enters
    transformed, as Leeching Lurker, a creature, so it enters unattached."""
    s = _libraries(Scenario(seed=1), 2)
    s.day_night("day")
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Forest")
    s.battlefield(0, "Curse of Leeches", attached_to=1)
    s.hand(0, "Unnatural Moonrise")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Curse of Leeches")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()  # Lynde's trigger sets up the delayed ability
    assert d.zone_of("Curse of Leeches") == "graveyard"
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.day_night == "night"
    _to_end_step(d, 3)
    back = d.find("Curse of Leeches", "battlefield")
    c = d.chars(back)
    assert c.name == "Leeching Lurker" and "Creature" in c.types
    assert d.state.objects[back].attached_to is None
    assert d.state.objects[back].controller == 0


def test_leeching_lurker_dying_is_no_curse_put_into_the_graveyard() -> None:
    """CR 603.10a: Leeching Lurker (the back face, a Leech Horror creature) is no Curse as it
    last existed on the battlefield: its dying doesn't trigger Lynde."""
    s = _libraries(Scenario(seed=1), 2)
    s.day_night("night")
    s.battlefield(0, CARD)
    s.battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Curse of Leeches") == "graveyard" and d.zone_of(CARD) == "graveyard"
    assert not d.state.stack
    _to_end_step(d, 4)
    assert d.zone_of("Curse of Leeches") == "graveyard"


def test_a_player_who_left_the_game_isnt_offered() -> None:
    """CR 800.4a, 102.2: four players; player 2 has conceded, so at player 0's upkeep only
    players 1 and 3 are opponents to attach the Curse to."""
    s = _libraries(Scenario(players=4, seed=1), 4)
    s.battlefield(0, CARD)
    s.battlefield(0, CURSE, attached_to=0)
    s.at("precombat_main", active=3, turn=2)
    d = Driver(s.build())
    curse = d.find(CURSE)
    d.act(2, Concede())
    assert not d.state.players[2].in_game
    _to_upkeep_trigger(d)
    d.resolve()
    d.choose(curse)
    dec = d.expect("choose_player")
    assert {a.value for a in dec.actions} == {1, 3}
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.choose(2)
    assert d.state.objects[curse].attached_to == 0
    d.choose(3)
    assert d.state.objects[curse].attached_to == 3


def test_a_curse_discarded_from_the_hand_doesnt_trigger_it() -> None:
    """"From the battlefield" only: Faithful Mending makes player 0 discard Curse of
    Conformity from their hand into their graveyard; Lynde doesn't trigger and the Curse stays
    in the graveyard past the end step."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Plains", "Island")
    s.hand(0, "Faithful Mending", CURSE)
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    d.expect("discard")
    d.choose(d.find(CURSE, "hand"))
    d.choose(d.find("Island", "hand"))
    assert d.zone_of(CURSE) == "graveyard" and not d.state.stack
    _to_end_step(d, 3)
    assert d.zone_of(CURSE) == "graveyard"


def test_as_a_commander_destroyed_with_the_curse_it_still_returns_it() -> None:
    """Commander, four players: Akroma's Vengeance destroys Lynde (player 0's commander) and
    the Curse on player 1 at once. Lynde's ability looks back and triggers (CR 603.10a); Lynde
    goes to the command zone when its owner chooses to (CR 903.9a); the Curse still returns
    attached to player 0 at the next end step."""
    s = _libraries(Scenario(format="commander", players=4, seed=1), 4)
    s.commander(0, CARD, zone="battlefield")
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, CURSE, attached_to=1)
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of(CARD) == "command"
    assert d.zone_of(CURSE) == "graveyard" and len(d.state.stack) == 1
    d.resolve()
    _to_end_step(d, 4)
    back = d.find(CURSE, "battlefield")
    assert d.state.objects[back].attached_to == 0


def test_a_curse_goes_to_its_owners_graveyard_so_only_the_owners_lynde_sees_it() -> None:
    """CR 400.3, 603.10a: player 0 controls player 1's Curse of Conformity (taken with
    Blatant Thievery); destroyed, it is put into its owner's graveyard, so player 1's Lynde
    triggers, not player 0's. At the next end step it returns attached to player 1, under
    player 1's control (CR 110.2a)."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, *["Island"] * 7, "Forest", "Forest")
    s.hand(0, "Blatant Thievery", "Naturalize")
    s.battlefield(1, CARD)
    s.battlefield(1, CURSE, attached_to=0)
    d = Driver(s.build())
    curse = d.find(CURSE)
    d.cast(0, "Blatant Thievery", targets=[curse])
    d.resolve()
    assert d.chars(curse).controller == 0
    d.cast(0, "Naturalize", targets=[curse])
    d.resolve()
    assert d.find(CURSE, "graveyard", player=1)
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[-1]].controller == 1
    d.resolve()
    _to_end_step(d, 3)
    back = d.find(CURSE, "battlefield")
    assert d.state.objects[back].attached_to == 1 and d.state.objects[back].controller == 1


def test_a_curse_attached_to_another_player_gets_a_new_timestamp() -> None:
    """CR 613.7e, 613.1d: an Aura receives a new timestamp each time it becomes attached to an
    object or player. In player 0's upkeep, with Lynde's ability on the stack, player 1 has
    Mistform Dreamer become a Bird; Lynde then moves Curse of Conformity (on the battlefield
    long before) from player 0 to player 1: the Curse is now newer than the Dreamer's choice,
    so the Dreamer loses all creature types and is a 3/3."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD)
    s.battlefield(0, CURSE, attached_to=0)
    s.battlefield(1, "Mistform Dreamer", "Island")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    curse, dreamer = d.find(CURSE), d.find("Mistform Dreamer")
    _to_upkeep_trigger(d)
    d.pass_priority()  # player 0 passes with Lynde's ability on the stack
    d.activate(1, dreamer)
    d.resolve()
    d.choose("Bird")
    assert d.chars(dreamer).subtypes == {"Bird"}
    d.resolve()  # Lynde's ability
    d.expect("choose_cards")
    d.choose(curse)
    assert d.state.objects[curse].attached_to == 1
    c = d.chars(dreamer)
    assert not c.subtypes and (c.power, c.toughness) == (3, 3)


def test_curse_of_silence_returned_to_you_names_a_new_card_as_it_enters() -> None:
    """CR 400.7, 614.1c, 614.12a: player 0's Curse of Silence on player 1 (naming Shock) is
    sacrificed when player 1 casts Shock; Lynde returns it attached to player 0 at the next
    end step, a new object whose "As ... enters, choose a card name" is chosen again by its
    controller: naming Glory Seeker, player 0's own Glory Seeker then costs {2}{W}, which two
    Plains can't pay once player 0 keeps the Curse in their upkeep."""
    s = _libraries(Scenario(seed=1), 2)
    s.battlefield(0, CARD, "Plains", "Plains")
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Shock"})
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")  # Shock costs {2}{R} under the Curse
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()  # the Curse's trigger is on top: both pass
    d.pass_priority()
    d.choose(True)  # sacrifice it and draw a card
    assert d.zone_of("Curse of Silence") == "graveyard"
    d.resolve_all()  # Lynde's trigger, then the Shock
    while d.decision.kind != "choose_option":
        d.pass_priority()
    assert d.state.step.name == "END" and d.decision.player == 0
    d.choose("Glory Seeker")
    curse = d.find("Curse of Silence", "battlefield")
    assert d.state.objects[curse].attached_to == 0
    while not (d.state.turn == 3 and d.state.stack):
        d.pass_priority()
    d.resolve()  # Lynde's upkeep ability: keep the Curse
    d.choose(None)
    d.pass_until("precombat_main", turn=3)
    seeker = d.find("Glory Seeker", "hand")
    assert not any(isinstance(a, CastSpell) and a.card == seeker
                   for a in d.game.legal_actions())
