"""Commander variant rules (CR 903) in positions not pinned elsewhere.

CR 903.3   a commander that becomes a copy of another card (Olag) is still the commander.
CR 903.10a commander damage is the combat damage a commander deals to the player: both
           combat damage steps of a commander with double strike count, of a trampling
           commander's damage only what is assigned to the player counts, and a player's own
           commander under an opponent's control deals that player commander damage;
           prevented damage isn't dealt and doesn't count.
CR 903.8   the tax is part of the total cost a cost reduction applies to (601.2f), determined
           as the commander is cast: it becomes castable once a reduction grows to cover it.
CR 903.9a  a commander left in its owner's graveyard and later exiled from there was "put
           into exile since the last time state-based actions were checked": its owner is
           asked again.
CR 903.9b  of two draws, the second may be the commander's: it goes to the command zone
           instead and that draw puts nothing into the hand.
CR 903.5b  the commander counts among the cards of the deck for the singleton rule.
CR 903.5c, 903.4d the back face's colour indicator is part of a card's colour identity for
           deck construction.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.formats.commander import commander_deck_problems
from manastack.formats.decklist import parse_decklist
from manastack.scenario import Scenario
from manastack.testing import Driver

RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste
SILVOS = "Silvos, Rogue Elemental"  # {3}{G}{G}{G} 8/5 trample


def _game(players: int = 2) -> Scenario:
    s = Scenario(players=players, seed=1, format="commander")
    for p in range(players):
        s.library(p, *["Plains"] * 10)
    return s


def test_903_10a_both_damage_steps_of_a_double_striking_commander_count() -> None:
    """Rorix (6 power) gains double strike from Sigarda's Vanguard: 6 first-strike and 6
    regular combat damage, 12 commander damage."""
    s = _game()
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Sigarda's Vanguard")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.cast(0, "Sigarda's Vanguard")
    d.resolve()
    d.resolve()
    d.expect("choose_cards")
    d.choose(rorix)
    d.choose(None)
    assert d.chars(rorix).has("Double strike")
    d.to_combat()
    d.attack([rorix], defender=1)
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 40 - 12
    assert d.state.players[1].commander_damage == {rorix: 12}


def _to_blockers(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()


def test_903_10a_a_trampling_commander_s_damage_to_the_blocker_is_not_counted() -> None:
    """Silvos (8/5 trample) is blocked by Glory Seeker (2/2): 2 to the blocker, 6 tramples
    over; only the 6 dealt to the player are commander damage."""
    s = _game()
    s.commander(0, SILVOS, zone="battlefield")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    silvos = d.find(SILVOS)
    d.to_combat()
    d.attack([silvos], defender=1)
    _to_blockers(d)
    d.block({d.find("Glory Seeker"): silvos})
    _to_blockers(d)
    d.expect("damage_assignment")
    d.choose((2, 6))
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 40 - 6
    assert d.state.players[1].commander_damage == {silvos: 6}


def test_903_9a_a_commander_left_in_the_graveyard_then_exiled_is_asked_about_again() -> None:
    """Rorix is destroyed and its owner leaves it in the graveyard; the opponent's Bojuka Bog
    exiles that graveyard: Rorix was put into exile since the last check, so its owner may now
    put it into the command zone."""
    s = _game()
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat", "Bojuka Bog")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Go for the Throat", targets=[d.find(RORIX)])
    d.resolve()
    d.expect("commander_zone")
    d.choose("stay")
    assert d.zone_of(RORIX) == "graveyard"
    d.play_land(1, "Bojuka Bog")
    d.expect("target")
    d.choose(0)
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0
    d.choose("command_zone")
    assert d.zone_of(RORIX) == "command"


def _deck(commander: str, body: str) -> list[tuple[str | None, str]]:
    d = parse_decklist(f"Commander\n1 {commander}\nDeck\n{body}")
    return [(p.card, p.reason.split("(CR ")[-1].rstrip(")")) for p in commander_deck_problems(d)]


def test_903_5b_the_commander_listed_again_in_the_deck_is_a_second_copy() -> None:
    assert _deck("Jareth, Leonine Titan", "1 Jareth, Leonine Titan\n98 Plains\n") == [
        ("Jareth, Leonine Titan", "903.5b")]


def test_903_5c_a_back_face_s_color_indicator_is_outside_a_mono_white_identity() -> None:
    """Brutal Cathar's front is white; its back face, Moonrage Brute, has a red colour
    indicator (903.4d): it can't be in a deck led by mono-white Jareth."""
    assert _deck("Jareth, Leonine Titan", "1 Brutal Cathar\n98 Plains\n") == [
        ("Brutal Cathar // Moonrage Brute", "903.5c")]


LUDEVIC = "Ludevic, Necrogenius"  # {U}{B}; transforms into Olag, a copy of an exiled card
OLAG = "Olag, Ludevic's Hubris"


def test_903_3_a_commander_that_becomes_a_copy_is_still_the_commander() -> None:
    """Commander Ludevic transforms into Olag, which becomes a copy of the exiled Glory Seeker:
    the designation is of the card, not copiable (CR 903.3, 707.2), so its combat damage is
    commander damage and, destroyed, its owner may put it into the command zone."""
    s = _game()
    s.commander(0, LUDEVIC, zone="battlefield")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=1, choices=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    c = d.chars(ludevic)
    assert c.name == OLAG and (c.power, c.toughness) == (5, 5)
    d.to_combat()
    d.attack([ludevic], defender=1)
    d.pass_until("postcombat_main", turn=3)
    assert d.state.players[1].commander_damage == {ludevic: 5}
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[ludevic])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of(LUDEVIC) == "command"


def test_903_10a_a_player_s_own_commander_under_an_opponent_s_control_deals_them_commander_damage(
) -> None:
    """Player 1's commander Rorix waits in their graveyard; Visions of Dread makes player 1 put
    it onto the battlefield under player 0's control. It is still player 1's commander: its
    combat damage to player 1 is commander damage from that commander (903.10a: whoever
    controls it, even against its owner), and destroyed it goes to its owner's graveyard, where its owner is asked (903.9a)."""
    s = _game()
    s.commander(1, RORIX, zone="graveyard")
    s.battlefield(0, *["Swamp"] * 4)
    s.hand(0, "Visions of Dread")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    rorix = d.find(RORIX, zone="graveyard")
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    d.expect("choose_cards")
    d.choose(rorix)
    now = d.find(RORIX, zone="battlefield")
    assert d.chars(now).controller == 0
    d.to_combat()
    d.attack([now], defender=1)
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 40 - 6
    assert d.state.players[1].commander_damage == {rorix: 6}
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[now])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 1
    d.choose("command_zone")
    assert d.zone_of(RORIX) == "command"


KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} Human Warlock


def test_903_8_a_cost_reduction_applies_to_the_tax_too() -> None:
    """The tax is an additional cost (903.8) and cost reductions apply to the total cost
    (601.2f): with Herald of War's two +1/+1 counters, a Human commander's second cast from
    the command zone costs {G}{W} + {2} - {2} = {G}{W}."""
    s = _game()
    s.commander(0, KATILDA)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 2})
    s.battlefield(0, "Swamp", "Swamp", "Forest", "Plains", "Forest", "Plains")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    cmdr = d.find(KATILDA, zone="command")
    d.cast(0, KATILDA, method="commander")
    d.resolve()
    d.cast(0, "Go for the Throat", targets=[d.find(KATILDA, zone="battlefield")])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 2}
    d.cast(0, KATILDA, method="commander")  # the Forest and Plains left pay it
    d.resolve()
    assert d.zone_of(KATILDA) == "battlefield"
    assert all(d.state.objects[x].tapped for x in d.state.battlefield
               if d.chars(x).is_land)
    assert d.state.players[0].commander_casts == {cmdr: 2}


def test_903_8_the_commander_becomes_castable_once_the_reduction_covers_its_tax() -> None:
    """CR 601.2f, 903.8: the total cost is determined as the commander is cast. Katilda, cast
    once before, costs {G}{W} + {2}; Herald of War's one +1/+1 counter takes {1}, so a Forest
    and a Plains can't pay it and casting it isn't offered. Herald of War attacks and gets a
    second counter; after combat the same two lands pay {G}{W} + {2} - {2}."""
    s = _game()
    s.commander(0, KATILDA)
    s.commander(1, RORIX)
    s.commander_casts(KATILDA, 1)
    s.battlefield(0, "Herald of War", counters={"+1/+1": 1})
    s.battlefield(0, "Forest", "Plains")
    d = Driver(s.build())
    cmdr, herald = d.find(KATILDA), d.find("Herald of War")
    assert CastSpell(cmdr, "commander") not in d.game.legal_actions()
    d.to_combat()
    d.attack([herald], defender=1)
    d.pass_until("postcombat_main")
    assert d.state.objects[herald].counters == {"+1/+1": 2}
    assert CastSpell(cmdr, "commander") in d.game.legal_actions()
    d.cast(0, KATILDA, method="commander")
    d.resolve()
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.state.players[0].commander_casts == {cmdr: 2}


def test_903_10a_prevented_combat_damage_is_not_commander_damage() -> None:
    """Player 1 casts Sunfire Balm on themselves: of Rorix's 6 combat damage 4 are prevented
    (CR 615.1: prevented damage isn't dealt), so only the 2 dealt count."""
    s = _game()
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Sunfire Balm")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.pass_priority()
    d.cast(1, "Sunfire Balm", targets=[1])
    d.resolve()
    d.to_combat()
    d.attack([rorix], defender=1)
    d.pass_until("postcombat_main", turn=3)
    assert d.life(1) == 40 - 2
    assert d.state.players[1].commander_damage == {rorix: 2}


def test_903_9b_the_second_of_two_draws_may_put_the_commander_into_the_command_zone() -> None:
    """Electric Revelation draws two: the first draw takes the Plains on top; the second would
    put the commander Katilda into the hand, and its owner puts it into the command zone
    instead, so that draw puts no card into the hand (CR 121.1, 614.6)."""
    s = Scenario(players=2, seed=1, format="commander")
    s.library(0, "Plains")
    s.commander(0, KATILDA, zone="library")
    s.library(0, "Island", "Island")
    s.library(1, *["Plains"] * 5)
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Electric Revelation", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Swamp", zone="hand")])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and d.zone_of(KATILDA) == "library"
    assert _card_names(d, d.state.players[0].hand) == ["Plains"]
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert _card_names(d, d.state.players[0].hand) == ["Plains"]
    assert _card_names(d, d.state.players[0].library) == ["Island", "Island"]
    assert d.state.players[0].cards_drawn_this_turn == 1


def _card_names(d: Driver, oids: list[int]) -> list[str]:
    return [d.game.card(o).name for o in oids]
