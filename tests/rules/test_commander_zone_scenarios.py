"""The commander's way back to the command zone (CR 903.9), its tax (903.8), its designation
(903.3) and commander damage (903.10a), in positions the cards of these sets make.

CR 903.3   being a commander is a designation of the card, not a characteristic: a copy of a
           commander (a token copy, Clone) is not a commander (also CR 707.2).
CR 903.8   the tax counts every cast from the command zone, a spell countered included, and
           nothing cast from elsewhere (a commander cast with disturb from a graveyard).
CR 903.9a  a commander put into a graveyard or exile, whatever put it there (a replacement
           effect that exiles it instead, its own disturb replacement, a cost, a mill), may be
           put into the command zone; an effect waiting to return it then finds nothing.
CR 903.9b  "from anywhere": a commander drawn from its owner's library (a draw puts the top
           card into the hand, CR 121.1), returned from a graveyard, shuffled in with a
           graveyard, put from the hand on top of the library; a card whose replacement sends it
           to the command zone isn't counted among the cards the event moved (CR 614.6). A
           commander that only changes place inside the library (scry) isn't asked about.
CR 616.1   a draw that would put the commander into the hand and that a Words shield would
           replace: its owner still chooses, and a shield left unused replaces a later draw.
CR 903.10a only combat damage dealt to a player counts: not damage to a planeswalker.
CR 702.145b a daybound commander cast at night enters transformed and is still the commander:
           its combat damage is commander damage.
CR 800.4a  a player who leaves takes their commander with them, wherever it is.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} 1/1
RORIX = "Rorix Bladewing"  # {3}{R}{R}{R} 6/5 flying, haste
DENNICK = "Dennick, Pious Apprentice"  # {W}{U}; disturb {2}{W}{U}
ARCANIS = "Arcanis the Omnipotent"  # {3}{U}{U}{U}; {2}{U}{U}: return it to its owner's hand


def _commander_game(players: int = 2) -> Scenario:
    return Scenario(players=players, seed=1, format="commander")


def _libraries(s: Scenario, players: int = 2, skip: tuple[int, ...] = ()) -> Scenario:
    for p in range(players):
        if p not in skip:
            s.library(p, *["Forest"] * 10)
    return s


def _names(d: Driver, oids: list[int]) -> list[str]:
    return [d.game.card(o).name for o in oids]


# -- 903.9b: a draw ----------------------------------------------------------------------------
def _commander_on_top_of_the_library() -> Driver:
    """Player 0's commander Katilda is on top of their library; player 1's turn 2 ends, and
    player 0's draw step of turn 3 comes."""
    s = _commander_game()
    s.commander(0, KATILDA, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


def test_a_commander_that_would_be_drawn_may_go_to_the_command_zone_instead() -> None:
    """CR 903.9b, 121.1: drawing puts the top card of the library into the hand; when that card
    is its owner's commander, its owner may put it into the command zone instead. Put there,
    it is not drawn: the hand stays empty and no card was drawn this turn (CR 614.6)."""
    d = _commander_on_top_of_the_library()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and d.state.step.name == "DRAW" and d.state.turn == 3
    assert dec.prompt == "Put your commander into the command zone instead of your hand?"
    assert d.zone_of(KATILDA) == "library"  # nothing has moved yet
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.state.players[0].hand == [] and len(d.state.players[0].library) == 5
    assert d.state.players[0].cards_drawn_this_turn == 0
    assert d.decision.kind == "priority"


def test_a_commander_drawn_and_kept_is_in_its_owner_s_hand() -> None:
    """CR 903.9b: the owner may decline; the draw then happens as usual, once."""
    d = _commander_on_top_of_the_library()
    d.expect("commander_zone")
    d.choose("stay")
    assert d.zone_of(KATILDA) == "hand"
    assert d.state.players[0].cards_drawn_this_turn == 1
    assert d.decision.kind == "priority"  # not asked again


def _words_of_worship_over_the_commander() -> Driver:
    """Player 0's commander Katilda is on top of their library; in their upkeep they activate
    Words of Worship ("{1}: The next time you would draw a card this turn, you gain 5 life
    instead"); its draw step's draw comes with the shield."""
    s = _commander_game()
    s.commander(0, KATILDA, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.battlefield(0, "Words of Worship", "Plains", "Plains")
    s.hand(0, "Secluded Steppe")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Worship")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


def test_a_commander_drawn_with_a_words_shield_may_still_go_to_the_command_zone() -> None:
    """CR 903.9b, 616.1, 614.7: the draw would put the commander into its owner's hand, so both
    Words of Worship's shield and the command zone replacement apply to it, and the drawing
    player chooses among them: the shield doesn't take the choice away. Put into the command
    zone, the commander isn't drawn; the draw the shield waits for never happens, so the
    shield stays, unused, and replaces the next draw this turn (Secluded Steppe cycled)."""
    d = _words_of_worship_over_the_commander()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and d.state.step.name == "DRAW"
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.life(0) == 40 and d.state.players[0].cards_drawn_this_turn == 0
    d.pass_until("precombat_main", turn=3)
    d.activate(0, d.find("Secluded Steppe", zone="hand"))
    d.resolve()
    assert d.life(0) == 45
    assert d.state.players[0].hand == [] and len(d.state.players[0].library) == 5


def test_a_commander_left_in_the_library_under_a_words_shield_is_not_drawn() -> None:
    """CR 616.1, 614.6: left where it is, the commander stays in the library: the shield
    replaces the draw and its owner gains 5 life instead, not asked about it again."""
    d = _words_of_worship_over_the_commander()
    d.expect("commander_zone")
    d.choose("stay")
    assert d.decision.kind == "priority"
    assert d.life(0) == 45
    assert d.zone_of(KATILDA) == "library" and d.state.players[0].library[0] == d.find(KATILDA)
    assert d.state.players[0].hand == [d.find("Secluded Steppe")]


def test_a_commander_returned_by_words_of_wind_instead_of_a_draw_may_go_to_the_command_zone(
        ) -> None:
    """CR 616.2, 903.9b: Words of Wind replaces player 0's draw with "each player returns a
    permanent they control to its owner's hand"; player 1 returns their commander Katilda, and
    that move to the hand, made by the replacement, meets the commander's own replacement:
    player 1 puts it into the command zone instead."""
    s = _commander_game()
    s.battlefield(0, "Words of Wind", "Island", "Glory Seeker")
    s.commander(1, KATILDA, zone="battlefield")
    s.battlefield(1, "Forest")
    _libraries(s)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of Wind")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(d.find("Glory Seeker"))
    assert d.expect("choose_cards").player == 1
    d.choose(d.find(KATILDA))
    dec = d.expect("commander_zone")
    assert dec.player == 1
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command" and d.zone_of("Glory Seeker") == "hand"
    assert d.state.players[1].hand == [] and d.state.players[0].cards_drawn_this_turn == 0


def test_a_commander_under_the_drawn_card_is_not_asked_about() -> None:
    """CR 903.9b: only the card the draw moves is asked about: with a Forest on top and the
    commander under it, the draw step's draw takes the Forest without a question."""
    s = _commander_game()
    s.library(0, "Forest")
    s.commander(0, KATILDA, zone="library")
    s.library(1, *["Forest"] * 5)
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=3)
    assert _names(d, d.state.players[0].hand) == ["Forest"]
    assert d.zone_of(KATILDA) == "library"


def test_a_commander_scried_to_the_bottom_stays_in_the_library_without_a_question() -> None:
    """CR 701.22a, 903.9b: scry moves no card to another zone: Fading Hope's scry 1 puts the
    commander from the top of its owner's library to the bottom, and nobody is asked about the
    command zone."""
    s = _commander_game()
    s.commander(0, KATILDA, zone="library")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    s.battlefield(0, "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Fading Hope")
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    assert d.decision.kind == "priority"
    assert _names(d, d.state.players[0].library)[-1] == KATILDA
    assert d.zone_of("Glory Seeker") == "hand"


# -- 903.9b: from a graveyard, a hand ------------------------------------------------------
def test_a_commander_returned_from_the_graveyard_to_the_hand_may_go_to_the_command_zone() -> None:
    """CR 903.9b: a commander its owner left in the graveyard (903.9a) is returned to their
    hand by Crawl from the Cellar: its owner is asked again, now about the hand."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="graveyard")
    s.battlefield(0, "Swamp")
    s.hand(0, "Crawl from the Cellar")
    d = Driver(s.build())
    d.cast(0, "Crawl from the Cellar", targets=[d.find(KATILDA)])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and "instead of your hand" in dec.prompt
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command" and d.state.players[0].hand == []


def test_a_commander_shuffled_in_with_its_graveyard_may_go_to_the_command_zone() -> None:
    """CR 903.9b: Reminisce shuffles player 0's graveyard into their library; the commander
    there goes to the command zone instead, and the other card is shuffled in."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="graveyard")
    s.graveyard(0, "Glory Seeker")
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Reminisce")
    d = Driver(s.build())
    d.cast(0, "Reminisce", targets=[0])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0 and "instead of your library" in dec.prompt
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.zone_of("Glory Seeker") == "library"
    assert len(d.state.players[0].library) == 11 and d.state.players[0].graveyard == [
        d.find("Reminisce")]


def _head_games_on_a_hand_with_the_commander() -> Driver:
    """Player 0 casts Head Games on player 1, whose hand is their commander Katilda, Shock and
    Smother."""
    s = _commander_game()
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Head Games")
    s.library(0, "Forest", "Forest")
    s.commander(1, KATILDA, zone="hand")
    s.hand(1, "Shock", "Smother")
    s.library(1, "Island", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Head Games", targets=[1])
    d.resolve()
    return d


def test_head_games_searches_for_as_many_cards_as_were_put_on_the_library() -> None:
    """CR 903.9b, 614.6: the commander in player 1's hand goes to the command zone instead of
    on top of their library, so two cards were put there: "that many" is two, and player 0
    searches for two cards, not three."""
    d = _head_games_on_a_hand_with_the_commander()
    dec = d.expect("commander_zone")
    assert dec.player == 1 and "instead of your library" in dec.prompt
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.expect("search").player == 0
    d.choose(d.find("Shock", zone="library"))
    d.choose(d.find("Island", zone="library"))
    assert d.decision.kind == "priority"
    assert sorted(_names(d, d.state.players[1].hand)) == ["Island", "Shock"]
    assert len(d.state.players[1].library) == 3


def test_head_games_puts_a_commander_kept_in_the_library_back_with_a_new_question() -> None:
    """CR 903.9b ("may apply more than once"): player 1 lets the commander go on top of the
    library: player 0 searches for three cards; choosing it, player 1 is asked again as it
    would be put into their hand."""
    d = _head_games_on_a_hand_with_the_commander()
    d.choose("stay")
    assert d.zone_of(KATILDA) == "library"
    d.choose(d.find(KATILDA, zone="library"))
    d.choose(d.find("Shock", zone="library"))
    d.choose(d.find("Smother", zone="library"))
    dec = d.expect("commander_zone")
    assert dec.player == 1 and "instead of your hand" in dec.prompt
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert sorted(_names(d, d.state.players[1].hand)) == ["Shock", "Smother"]


def test_a_commander_returning_itself_to_its_owner_s_hand_may_go_to_the_command_zone() -> None:
    """CR 903.9b: Arcanis the Omnipotent's own "Return Arcanis to its owner's hand" ability."""
    s = _libraries(_commander_game())
    s.commander(0, ARCANIS, zone="battlefield")
    s.battlefield(0, *["Island"] * 4)
    d = Driver(s.build())
    d.activate(0, ARCANIS, index=1)
    d.resolve()
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of(ARCANIS) == "command" and d.state.players[0].hand == []


# -- 903.3: a copy of a commander is not a commander ------------------------------------------
def test_a_clone_of_a_commander_deals_no_commander_damage_and_dies_without_a_question() -> None:
    """CR 903.3, 707.2: player 0's Clone enters as a copy of player 1's commander Rorix (with
    its haste) and attacks player 1: 6 combat damage, none of it commander damage; destroyed,
    it stays in the graveyard and nobody is asked about the command zone."""
    s = _libraries(_commander_game())
    s.commander(1, RORIX, zone="battlefield")
    s.battlefield(0, *["Island"] * 4, "Swamp", "Swamp")
    s.hand(0, "Clone", "Go for the Throat")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(rorix)
    clone = d.state.battlefield[-1]
    assert d.chars(clone).name == RORIX and d.chars(clone).has("Haste")
    d.to_combat()
    d.attack([clone], defender=1)
    d.pass_until("postcombat_main")
    assert d.life(1) == 34 and d.state.players[1].commander_damage == {}
    d.cast(0, "Go for the Throat", targets=[clone])
    d.resolve()
    assert d.decision.kind == "priority"
    assert _names(d, d.state.players[0].graveyard) == ["Clone", "Go for the Throat"]


def test_a_token_copy_of_a_commander_is_not_one_but_the_legend_rule_sends_the_card_home() -> None:
    """CR 903.3, 707.2, 704.5j: Croaking Counterpart makes a 1/1 Frog token copy of player 0's
    own commander Rorix; the legend rule keeps the token, and the commander card put into the
    graveyard may go to the command zone. The token, attacking, deals no commander damage."""
    s = _libraries(_commander_game())
    s.commander(0, RORIX, zone="battlefield")
    s.battlefield(0, "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find(RORIX)])
    d.resolve()
    token = next(x for x in d.state.battlefield if d.state.objects[x].is_token)
    d.expect("legend_rule")
    d.choose(token)
    assert d.expect("commander_zone").player == 0
    d.choose("command_zone")
    assert d.zone_of(RORIX) == "command"
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([token], defender=1)
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 39 and d.state.players[1].commander_damage == {}


# -- 903.8: the tax ----------------------------------------------------------------------------
def test_a_commander_spell_countered_and_exiled_counts_toward_the_tax() -> None:
    """CR 903.8, 903.9a: Katilda cast from the command zone is countered by Devious Cover-Up,
    which exiles it; its owner puts it back into the command zone, and the next cast from
    there costs {2} more: the cast that was countered counts."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA)
    s.battlefield(0, "Forest", "Plains")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    cmdr = d.find(KATILDA)
    d.cast(0, KATILDA, method="commander")
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[d.find(KATILDA)])
    d.resolve()
    d.expect("may")
    d.choose(False)  # no graveyard cards to shuffle in
    dec = d.expect("commander_zone")
    assert dec.player == 0 and dec.prompt == \
        "Put your commander from exile into the command zone?"
    d.choose("command_zone")
    assert d.state.players[0].commander_casts == {cmdr: 1}
    assert d.game.view(0)["players"][0]["commander_tax"] == {str(cmdr): 2}


def test_a_commander_cast_with_disturb_pays_no_tax_and_its_exile_may_end_in_the_command_zone(
) -> None:
    """CR 903.8, 903.9a, 702.146b: Dennick, left in the graveyard, is cast transformed with
    disturb ({2}{W}{U}, no tax, not counted); destroyed, its back face's replacement exiles it
    instead, and from exile its owner may put it into the command zone."""
    s = _libraries(_commander_game())
    s.commander(0, DENNICK, zone="graveyard")
    s.battlefield(0, "Plains", "Plains", "Island", "Island", "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, DENNICK, method="disturb")
    d.resolve()
    spirit = d.find("Dennick, Pious Apparition")
    assert d.state.players[0].commander_casts == {}
    d.cast(0, "Go for the Throat", targets=[spirit])
    d.resolve()
    assert d.expect("commander_zone").prompt == \
        "Put your commander from exile into the command zone?"
    assert d.zone_of(DENNICK) == "exile"
    d.choose("command_zone")
    assert d.zone_of(DENNICK) == "command"
    assert list(d.game.view(0)["players"][0]["commander_tax"].values()) == [0]


# -- 903.9a: exiled or put into a graveyard by other effects -----------------------------------
def _astral_slide_on_commander(answer: str) -> Driver:
    """Player 0 cycles Disciple of Grace with Astral Slide out and exiles player 1's commander
    Katilda with its trigger; player 1 answers ``answer`` about the command zone."""
    s = _libraries(_commander_game())
    s.commander(1, KATILDA, zone="battlefield")
    s.battlefield(0, "Astral Slide", "Plains", "Plains")
    s.hand(0, "Disciple of Grace")
    d = Driver(s.build())
    d.activate(0, "Disciple of Grace")
    while d.decision.kind != "commander_zone":
        if d.decision.kind == "target":
            d.choose(d.find(KATILDA))
        elif d.decision.kind == "may":
            d.choose(True)
        else:
            d.pass_priority()
    assert d.decision.player == 1 and d.zone_of(KATILDA) == "exile"
    d.choose(answer)
    return d


def test_a_commander_exiled_by_astral_slide_and_put_in_the_command_zone_does_not_return() -> None:
    """CR 903.9a, 400.7: the delayed ability returns "that card"; once in the command zone it
    is a new object and stays there through the end step."""
    d = _astral_slide_on_commander("command_zone")
    d.pass_until("upkeep", turn=4)
    assert d.zone_of(KATILDA) == "command"
    assert not [x for x in d.state.battlefield if d.state.objects[x].controller == 1]


def test_a_commander_left_in_exile_by_astral_slide_returns_at_the_end_step() -> None:
    """CR 903.9a: left in exile, the commander comes back at the beginning of the next end
    step under its owner's control, still their commander."""
    d = _astral_slide_on_commander("stay")
    d.pass_until("upkeep", turn=4)
    kat = d.find(KATILDA)
    assert d.zone_of(KATILDA) == "battlefield" and d.state.objects[kat].controller == 1
    assert any(f.startswith("commander:") for f in d.state.objects[kat].flags)


def test_a_commander_exiled_instead_of_dying_may_go_to_the_command_zone() -> None:
    """CR 903.9a, 614.1a: Gisa, Glorious Resurrector exiles player 1's commander instead of
    letting it die; from exile, player 1 puts it into the command zone, and Gisa's upkeep
    ability has nothing to put onto the battlefield."""
    s = _libraries(_commander_game())
    s.commander(1, RORIX, zone="battlefield")
    s.battlefield(0, "Gisa, Glorious Resurrector", "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(RORIX)])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 1 and d.zone_of(RORIX) == "exile"
    assert _names(d, d.state.players[1].graveyard) == []  # it never died
    d.choose("command_zone")
    d.pass_until("precombat_main", turn=5)
    assert d.zone_of(RORIX) == "command"
    assert [d.game.card(x).name for x in d.state.battlefield
            if d.state.objects[x].controller == 0].count(RORIX) == 0


def test_a_commander_exiled_with_an_aura_is_a_new_object_without_it_when_cast_again() -> None:
    """CR 903.9a, 704.5m, 400.7: player 0's commander Katilda, enchanted by Crown of Fury, is
    exiled by Swords to Plowshares and put into the command zone; the Aura, attached to nothing,
    is put into its owner's graveyard. Cast again from the command zone (with the {2} tax), the
    commander is a new object with nothing attached to it."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(0, "Crown of Fury", attached_to=KATILDA)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    old = d.find(KATILDA)
    d.cast(1, "Swords to Plowshares", targets=[old])
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 0
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.zone_of("Crown of Fury") == "graveyard"
    assert d.life(0) == 42  # CR 608.2h: its power as it last existed, 1 + the Crown's +1/+0
    d.pass_until("precombat_main", turn=3)
    d.game.apply(0, CastSpell(d.find(KATILDA), "commander"))
    d.pay()
    d.resolve()
    new = d.find(KATILDA, zone="battlefield")
    assert new != old
    assert not [o for o in d.state.battlefield if d.state.objects[o].attached_to == new]
    assert d.zone_of("Crown of Fury") == "graveyard"

def test_a_commander_left_in_the_graveyard_is_asked_about_again_when_returned_to_hand() -> None:
    """CR 903.9a then 903.9b: player 0's commander dies with Liesa, Forgotten Archangel out;
    left in the graveyard, Liesa's delayed ability returns it to its owner's hand at the next
    end step, and its owner is asked again."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(0, "Liesa, Forgotten Archangel", "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(KATILDA)])
    d.resolve()
    assert "from your graveyard" in d.expect("commander_zone").prompt
    d.choose("stay")
    d.resolve()  # Liesa's ability sets up the return
    while d.decision.kind in ("priority", "declare_attackers"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    dec = d.expect("commander_zone")
    assert d.state.step.name == "END" and "instead of your hand" in dec.prompt
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command" and d.state.players[0].hand == []


def test_a_milled_commander_is_a_creature_card_put_into_a_graveyard_then_may_go_home() -> None:
    """CR 701.17a, 903.9a: Dread Summons (X=1) makes each player mill a card; player 1's top
    card is their commander: it is one of the creature cards put into a graveyard this way
    (a Zombie for player 0), and then player 1 may put it into the command zone."""
    s = _commander_game()
    s.library(0, *["Forest"] * 5)
    s.commander(1, RORIX, zone="library")
    s.library(1, *["Forest"] * 5)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Dread Summons")
    d = Driver(s.build())
    d.cast(0, "Dread Summons", x=1)
    d.resolve()
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of(RORIX) == "command"
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(tokens) == 1 and d.state.objects[tokens[0]].tapped


# -- 903.10a: only damage to a player ----------------------------------------------------------
def test_a_commander_s_combat_damage_to_a_planeswalker_is_not_commander_damage() -> None:
    """CR 903.10a, 306.8: Katilda attacks player 2's Wrenn and Seven in a three-player game;
    only player 2 may block it (CR 506.2, 509.1a); unblocked, its damage removes loyalty and
    counts toward nobody's commander damage."""
    s = _libraries(_commander_game(3), 3)
    s.commander(0, KATILDA, zone="battlefield")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Wrenn and Seven", "Elvish Warrior")
    d = Driver(s.build())
    wrenn, kat = d.find("Wrenn and Seven"), d.find(KATILDA)
    d.to_combat()
    d.attack({kat: wrenn})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("declare_blockers").player == 2
    d.block({})
    d.pass_until("postcombat_main")
    assert d.state.objects[wrenn].counters == {"loyalty": 4}
    assert all(not p.commander_damage for p in d.state.players) and d.life(2) == 40


# -- 800.4a: leaving with one's commander -----------------------------------------------------
def test_a_player_who_leaves_takes_their_commander_from_another_player_s_control() -> None:
    """CR 800.4a: player 1's commander Rorix, taken by player 0 with Threaten, leaves the game
    with player 1 when they concede; player 2's commander in the command zone stays, and so
    does player 0's."""
    s = _libraries(_commander_game(3), 3)
    s.commander(0, KATILDA)
    s.commander(1, RORIX, zone="battlefield")
    s.commander(2, KATILDA)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    d = Driver(s.build())
    rorix = d.find(RORIX)
    d.cast(0, "Threaten", targets=[rorix])
    d.resolve()
    assert d.state.objects[rorix].controller == 0
    d.game.apply(1, Concede())
    assert rorix not in d.state.objects and not d.ids(RORIX)
    assert sorted(d.state.objects[x].owner for x in d.state.command) == [0, 2]
    # the views still name it, as gone with its owner
    assert [(c["name"], c["zone"], c["object"]) for c in
            d.game.view(0)["players"][1]["commanders"]] == [(RORIX, "left_game", None)]
    assert not d.game.is_over


def test_a_player_who_concedes_in_their_own_turn_takes_their_commander_from_the_command_zone(
) -> None:
    """CR 800.4a, 800.4j: in a three-player game player 0 concedes in their own precombat main
    phase with their commander Rorix in the command zone; Rorix leaves the game with them (the
    command zone keeps players 1's and 2's commanders), priority goes to player 1, the turn
    ends without an active player and player 1's turn follows, in which they may cast their
    commander."""
    s = _libraries(_commander_game(3), 3)
    s.commander(0, RORIX)
    s.commander(1, KATILDA)
    s.commander(2, ARCANIS)
    s.battlefield(1, "Forest", "Plains")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    rorix, katilda = d.find(RORIX), d.find(KATILDA)
    d.game.apply(0, Concede())
    assert rorix not in d.state.objects and not d.ids(RORIX)
    assert sorted(d.state.objects[x].owner for x in d.state.command) == [1, 2]
    assert d.decision.player == 1 and not d.game.is_over
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    assert CastSpell(katilda, "commander") in d.game.legal_actions()
    d.game.apply(1, CastSpell(katilda, "commander"))
    d.pay()
    d.resolve()
    assert d.zone_of(KATILDA) == "battlefield"


def test_a_player_who_concedes_while_asked_about_their_dead_commander_takes_it_with_them(
) -> None:
    """CR 800.4a, 903.9a, 800.4k: player 0 destroys player 1's commander Katilda; asked
    whether it goes from the graveyard to the command zone, player 1 concedes instead. The card
    leaves the game with them, nothing more is asked, player 0 gets priority back, and the
    next turn is player 2's."""
    s = _libraries(_commander_game(3), 3)
    s.commander(0, DENNICK)
    s.commander(1, KATILDA, zone="battlefield")
    s.commander(2, RORIX)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(KATILDA)])
    d.resolve()
    assert d.expect("commander_zone").player == 1 and d.zone_of(KATILDA) == "graveyard"
    d.game.apply(1, Concede())
    assert not d.ids(KATILDA) and not d.state.players[1].graveyard
    assert sorted(d.state.objects[x].owner for x in d.state.command) == [0, 2]
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 2


# -- 903.8: the tax is mana spent to cast the spell, not part of X -----------------------------
def _cast_twice_from_the_command_zone(name: str, x: int) -> tuple[Driver, dict[str, int]]:
    """Player 0 casts ``name`` from the command zone with X = ``x``, destroys it, puts it back
    into the command zone and casts it again (with {2} of tax) on their next turn; the
    counters it entered with the second time."""
    s = _libraries(_commander_game())
    s.commander(0, name)
    s.battlefield(0, *["Forest"] * 3, *["Plains"] * 3, "Swamp", "Swamp")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.game.apply(0, CastSpell(d.find(name), "commander"))
    d.choose(x)
    d.pay()
    d.resolve()
    d.cast(0, "Go for the Throat", targets=[d.find(name, zone="battlefield")])
    d.resolve()
    d.choose("command_zone")
    d.pass_until("precombat_main", turn=5)
    d.game.apply(0, CastSpell(d.find(name), "commander"))
    d.choose(x)
    d.pay()
    d.resolve()
    return d, dict(d.state.objects[d.find(name, zone="battlefield")].counters)


def test_the_commander_tax_is_part_of_the_mana_spent_to_cast_it() -> None:
    """CR 903.8, 601.2f: Kurbis, Harvest Celebrant enters with a counter for each mana spent to
    cast it; cast from the command zone a second time with X = 0 it costs {2}{G}{G}: four
    counters (two the first time)."""
    d, counters = _cast_twice_from_the_command_zone("Kurbis, Harvest Celebrant", 0)
    assert counters == {"+1/+1": 4}
    assert sum(d.state.objects[x].tapped for x in d.state.battlefield) == 4


def test_the_commander_tax_does_not_change_x() -> None:
    """CR 903.8, 107.3: Mikaeus, the Lunarch ({X}{W}) cast again from the command zone with
    X = 2 costs {4}{W} and enters with two counters, X's value."""
    d, counters = _cast_twice_from_the_command_zone("Mikaeus, the Lunarch", 2)
    assert counters == {"+1/+1": 2}
    assert sum(d.state.objects[x].tapped for x in d.state.battlefield) == 5


# -- 903.9a in the cleanup step ----------------------------------------------------------------
def test_a_commander_discarded_to_hand_size_is_asked_about_in_the_cleanup_step() -> None:
    """CR 514.1, 514.3a, 903.9a: player 0 discards their commander down to seven cards; the
    state-based choice is made in the cleanup step, which then gives priority (514.3a)."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="hand")
    s.hand(0, *["Forest"] * 7)
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.expect("discard").player == 0
    d.choose(d.find(KATILDA))
    assert d.expect("commander_zone").player == 0
    assert d.state.step.name == "CLEANUP"
    d.choose("command_zone")
    assert d.zone_of(KATILDA) == "command" and len(d.state.players[0].hand) == 7
    assert d.decision.kind == "priority" and d.state.step.name == "CLEANUP"


def test_the_question_about_a_drawn_commander_is_hidden_from_the_other_players() -> None:
    """CR 903.9b, 401.2, 402.3: the card a player would draw is hidden from the others; a
    question that only a commander raises would name it, so the others see only that its
    owner is deciding, while the owner sees the question and its options."""
    d = _commander_on_top_of_the_library()
    d.expect("commander_zone")
    mine = d.game.view(0)["decision"]
    assert mine["kind"] == "commander_zone" and mine["prompt"]
    theirs = d.game.view(1)["decision"]
    assert theirs == {"kind": "hidden", "player": 0,
                      "source": {"object": None, "name": None}}


def test_the_question_about_a_commander_exiled_face_down_points_at_no_card_for_the_others() -> None:
    """CR 903.9a, 406.3: Wall of Mourning exiles the top card of player 0's library face down
    for each opponent, and that card is player 0's commander: its owner may put it into the
    command zone. The others can't examine a card exiled face down, so they see only that
    player 0 is deciding, not the kind of question nor the face-down card it is about (that
    would tell them which one is the commander); the owner sees the question."""
    s = Scenario(players=3, seed=1, format="commander")
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Wall of Mourning")
    s.commander(0, KATILDA, zone="library")
    s.library(0, "Forest", "Island", "Swamp")
    _libraries(s, 3, skip=(0,))
    d = Driver(s.build())
    d.cast(0, "Wall of Mourning")
    d.resolve()
    d.resolve()  # its enters trigger: the top two cards exiled face down
    d.expect("commander_zone")
    assert d.zone_of(KATILDA) == "exile"
    kat = d.find(KATILDA, zone="exile")
    assert d.state.objects[kat].face_down
    mine = d.game.view(0)["decision"]
    assert mine["kind"] == "commander_zone"
    assert mine["prompt"] == "Put your commander from exile into the command zone?"
    hidden = {"kind": "hidden", "player": 0, "source": {"object": None, "name": None}}
    assert d.game.view(1)["decision"] == hidden == d.game.view(2)["decision"]
    assert d.game.spectator_view()["decision"] == hidden
    assert [e["name"] for e in d.game.view(1)["exile"]] == [None, None]
    d.choose("stay")
    assert d.zone_of(KATILDA) == "exile" and d.state.objects[kat].face_down
    assert _commander_zone_seen_by(d, 1) == "unknown"


def _commander_zone_seen_by(d: Driver, viewer: int | None) -> str:
    """Player 0's commander's zone in ``viewer``'s view (None: a spectator's)."""
    view = d.game.spectator_view() if viewer is None else d.game.view(viewer)
    return view["players"][0]["commanders"][0]["zone"]


def test_a_drawn_commander_kept_may_be_in_the_hand_or_the_library_for_the_others() -> None:
    """CR 401.2, 402.3: the others don't know which card was drawn, so a commander drawn and
    kept is, for them, in its owner's hand or library; its owner sees it in the hand."""
    d = _commander_on_top_of_the_library()
    assert _commander_zone_seen_by(d, 1) == "library"  # put there for all to see
    d.expect("commander_zone")
    d.choose("stay")
    assert d.zone_of(KATILDA) == "hand"
    assert _commander_zone_seen_by(d, 0) == "hand"
    assert _commander_zone_seen_by(d, 1) == "hand_or_library"
    assert _commander_zone_seen_by(d, None) == "hand_or_library"  # a spectator alike


def test_a_commander_returned_to_the_hand_for_all_to_see_is_in_the_hand_for_everyone() -> None:
    """CR 400.2: a card moved from a public zone into a hand is seen going there."""
    s = _libraries(_commander_game())
    s.commander(0, KATILDA, zone="graveyard")
    s.battlefield(0, "Swamp")
    s.hand(0, "Crawl from the Cellar")
    d = Driver(s.build())
    d.cast(0, "Crawl from the Cellar", targets=[d.find(KATILDA)])
    d.resolve()
    d.expect("commander_zone")
    d.choose("stay")
    assert _commander_zone_seen_by(d, 1) == "hand"


def test_a_daybound_commander_cast_at_night_enters_transformed_and_deals_commander_damage() -> None:
    """CR 702.145b, 903.3, 903.10a: at night Tovolar, Dire Overlord cast from the command zone
    enters transformed, Tovolar, the Midnight Scourge (4/4); back face up it is still the
    commander, and its combat damage to player 1 is commander damage."""
    s = _libraries(_commander_game())
    s.commander(0, "Tovolar, Dire Overlord")
    s.battlefield(0, *["Forest"] * 3, *["Mountain"] * 3)
    s.day_night("night")
    d = Driver(s.build())
    cmdr = d.find("Tovolar, Dire Overlord")
    d.cast(0, "Tovolar, Dire Overlord", method="commander")
    d.resolve()
    tovolar = d.find("Tovolar, Dire Overlord", zone="battlefield")
    c = d.chars(tovolar)
    assert (c.name, c.power, c.toughness) == ("Tovolar, the Midnight Scourge", 4, 4)
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([tovolar], defender=1)
    d.pass_until("postcombat_main", turn=5)
    assert d.life(1) == 36
    assert d.state.players[1].commander_damage == {cmdr: 4}


def test_a_transformed_commander_in_the_command_zone_has_its_front_face_only() -> None:
    """CR 712.8a, 903.9a: Tovolar, cast at night from the command zone, is on the battlefield
    back face up (Tovolar, the Midnight Scourge); exiled by Swords to Plowshares and put into
    the command zone, it has only its front face's characteristics there (3/3 Tovolar, Dire
    Overlord). Cast again at night for {1}{R}{G} and the {2} tax (CR 903.8), it is a new
    object (CR 400.7) that enters transformed again (CR 702.145b)."""
    s = _libraries(_commander_game())
    s.commander(0, "Tovolar, Dire Overlord")
    s.battlefield(0, *["Forest"] * 5, *["Mountain"] * 5, "Plains")
    s.hand(0, "Swords to Plowshares")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Tovolar, Dire Overlord", method="commander")
    d.resolve()
    first = d.find("Tovolar, Dire Overlord", zone="battlefield")
    assert d.chars(first).name == "Tovolar, the Midnight Scourge"
    d.cast(0, "Swords to Plowshares", targets=[first])
    d.resolve()
    d.expect("commander_zone")
    d.choose("command_zone")
    cmdr = d.find("Tovolar, Dire Overlord", zone="command")
    c = d.chars(cmdr)
    assert (c.name, c.power, c.toughness) == ("Tovolar, Dire Overlord", 3, 3)
    assert d.life(0) == 44  # the Midnight Scourge's power as it last existed
    d.cast(0, "Tovolar, Dire Overlord", method="commander")
    d.resolve()
    second = d.find("Tovolar, Dire Overlord", zone="battlefield")
    assert second != first
    assert d.chars(second).name == "Tovolar, the Midnight Scourge"
    lands = [x for name in ("Forest", "Mountain", "Plains")
             for x in d.ids(name, zone="battlefield")]
    assert sum(not d.state.objects[x].tapped for x in lands) == 11 - 3 - 1 - 5


def test_a_commander_cast_from_the_top_of_the_library_pays_no_tax() -> None:
    """CR 903.8: the commander tax is added only to casting a commander from the command zone:
    Katilda ({G}{W}), cast twice already from there, on top of its owner's library with
    Future Sight is cast for {G}{W} alone; the Forest and the Plains pay it."""
    s = _commander_game()
    s.commander(0, KATILDA, zone="library")
    s.commander_casts(KATILDA, 2)
    s.battlefield(0, "Future Sight", "Forest", "Plains")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    katilda = d.find(KATILDA, zone="library")
    assert CastSpell(katilda, "from_library") in d.game.legal_actions()
    d.cast(0, katilda, method="from_library")
    assert d.state.objects[d.find("Forest", zone="battlefield")].tapped
    assert d.state.objects[d.find("Plains")].tapped
    d.resolve()
    assert d.find(KATILDA, zone="battlefield")
