"""Acceptance scenarios for cycling and cycling triggers (CR 702.29, 603.3b, 704.5b).

Cycling is an activated ability that works only from its owner's hand (CR 702.29a); its cost
discards the card, so "when you cycle" abilities trigger from the graveyard (CR 702.29c) and
resolve before the draw. "Whenever a player cycles a card" triggers are put on the stack in
APNAP order (CR 603.3b).
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateAbility, CastSpell, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import REST_IN_PEACE


def cycle(d: Driver, player: int, name: str) -> None:
    card = d.find(name, zone="hand", player=player)
    [act] = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
             and a.source == card]
    d.act(player, act)
    d.pay()


def test_cycling_with_an_empty_library_is_allowed_and_the_player_then_loses() -> None:
    """CR 702.29a, 121.3, 704.5b: nothing stops cycling with no library; the draw does nothing
    and the state-based actions make that player lose the game."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Barkhide Mauler")
    s.library(1, "Plains")
    d = Driver(s.build())
    cycle(d, 0, "Barkhide Mauler")
    assert d.find("Barkhide Mauler", zone="graveyard")
    d.pass_priority()
    d.pass_priority()
    assert d.state.game_over
    assert d.state.players[0].lost and not d.state.players[1].lost


def test_the_cyclers_trigger_and_the_active_players_trigger_go_on_in_apnap_order() -> None:
    """CR 603.3b: the nonactive player cycles Renewed Faith in the active player's turn; the
    active player's Lightning Rift trigger goes on the stack first, Renewed Faith's "when you
    cycle" trigger on top of it, so it resolves first; both resolve before the draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lightning Rift", "Mountain")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    s.library(1, "Island")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.pass_priority()
    cycle(d, 1, "Renewed Faith")
    d.expect("target")
    assert d.decision.player == 0
    d.choose(1)
    assert len(d.state.stack) == 3
    top = d.state.objects[d.state.stack[-1]]
    assert top.controller == 1  # Renewed Faith's trigger
    assert d.state.objects[d.state.stack[-2]].controller == 0  # the Rift's
    d.resolve()
    d.choose(True)
    assert d.life(1) == 22
    d.resolve()
    d.choose(True)
    d.pay()
    assert d.life(1) == 20
    assert len(d.state.players[1].hand) == 0
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[1].hand] == ["Island"]


def test_two_of_a_players_cycling_triggers_are_ordered_by_that_player() -> None:
    """CR 603.3b: Astral Slide and Lightning Rift, both of the cycler's, trigger on one cycle;
    their controller puts them on the stack in the order they choose: the Slide first here,
    so the Rift's trigger, on top, resolves first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", "Lightning Rift", "Forest", "Forest", "Mountain")
    s.hand(0, "Barkhide Mauler")
    s.library(0, "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    slide, rift = d.find("Astral Slide"), d.find("Lightning Rift")
    seeker = d.find("Glory Seeker")
    cycle(d, 0, "Barkhide Mauler")
    order = d.expect("order_triggers")
    assert {source for _, source, _ in order.info()["triggers"]} == {slide, rift}
    [first] = [i for i, source, _ in order.info()["triggers"] if source == slide]
    d.choose(first)
    while d.decision.kind == "target":
        d.choose(seeker if d.state.objects[d.state.stack[-1]].source == slide else 1)
    assert [d.state.objects[x].source for x in d.state.stack[-2:]] == [slide, rift]
    d.resolve()
    d.choose(True)
    d.pay()
    assert d.life(1) == 18
    d.resolve()
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "exile"


def test_astral_slide_removes_an_attacking_creature_from_combat() -> None:
    """CR 506.4, 400.7: the defending player cycles during the declare blockers step and
    exiles the attacker with Astral Slide; it deals no damage and returns at the beginning of
    the next end step as a new object, untapped and not attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker")
    s.battlefield(1, "Astral Slide", "Forest", "Forest")
    s.hand(1, "Barkhide Mauler")
    s.library(1, "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    while d.decision.player != 1:
        d.act(d.decision.player, PassPriority())
    cycle(d, 1, "Barkhide Mauler")
    d.choose(tusker)
    d.resolve()
    d.choose(True)
    assert d.zone_of("Krosan Tusker") == "exile"
    d.pass_until("end")
    d.resolve_all()
    back = d.find("Krosan Tusker", zone="battlefield")
    assert back != tusker and not d.state.objects[back].tapped
    assert d.life(1) == 20
    assert d.chars(back).controller == 0


def test_a_cycling_trigger_s_damage_comes_from_the_red_card_in_the_graveyard() -> None:
    """CR 702.29c, 702.16e: Slice and Dice's cycling trigger deals its damage from the card in
    the graveyard, a red source: Glory Seeker with Crown of Awe (protection from red) takes
    none; Sparksmith dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.battlefield(1, "Sparksmith")
    s.hand(0, "Slice and Dice")
    s.library(0, *["Plains"] * 3)
    d = Driver(s.build())
    cycle(d, 0, "Slice and Dice")
    d.resolve()
    d.choose(True)
    assert d.state.objects[d.find("Glory Seeker")].damage == 0
    assert d.zone_of("Sparksmith") == "graveyard"


def test_a_cycling_trigger_deals_its_damage_after_the_card_left_the_graveyard() -> None:
    """CR 113.7a, 608.2h: Solar Blast's cycling trigger can't target the creature with
    protection from red; the card exiled from the graveyard in response, the trigger still
    resolves and "it" deals 1 damage, as the card last existed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.hand(0, "Solar Blast")
    s.library(0, *["Plains"] * 3)
    s.battlefield(1, "Swamp", "Sparksmith")
    s.hand(1, "Fade from Memory")
    s.library(1, *["Plains"] * 3)
    d = Driver(s.build())
    cycle(d, 0, "Solar Blast")
    target = d.expect("target")
    assert {a.value for a in target.actions} == {0, 1, d.find("Sparksmith")}
    d.choose(1)
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[d.find("Solar Blast", "graveyard")])
    d.resolve()
    assert d.zone_of("Solar Blast") == "exile"
    d.resolve()
    d.choose(True)
    assert d.life(1) == 19
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Plains"]


def test_an_astral_slid_commander_put_into_the_command_zone_doesnt_return() -> None:
    """CR 903.9a, 400.7: Astral Slide exiles an opponent's commander; moved to the command zone
    by its owner, it isn't in exile at the end step and doesn't return; left in exile, it
    returns to the battlefield."""
    commander = "Katilda, Dawnhart Prime"
    for choice, where in (("command_zone", "command"), ("stay", "battlefield")):
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(1, commander, zone="battlefield")
        s.commander(0, "Liesa, Forgotten Archangel", zone="command")
        s.battlefield(0, "Astral Slide", "Forest", "Forest")
        s.hand(0, "Barkhide Mauler")
        s.library(0, *["Plains"] * 6)
        s.library(1, *["Plains"] * 6)
        d = Driver(s.build())
        cycle(d, 0, "Barkhide Mauler")
        d.choose(d.find(commander))
        d.resolve()
        d.choose(True)
        assert d.expect("commander_zone").player == 1
        d.choose(choice)
        d.resolve_all()
        d.pass_until("end")
        d.resolve_all()
        assert d.zone_of(commander) == where


def test_cycling_a_land_card_isnt_playing_a_land() -> None:
    """CR 702.29a, 305.1: Barren Moor cycles from the hand for {B} (an activated ability, not
    a land play): it is discarded, its owner draws, and the land play of the turn is still
    available for the Forest."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Barren Moor", "Forest")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    cycle(d, 0, "Barren Moor")
    d.resolve()
    assert d.zone_of("Barren Moor") == "graveyard"
    assert len(d.state.players[0].hand) == 2
    d.play_land(0, "Forest")
    assert d.zone_of("Forest") == "battlefield"


def test_any_players_cycling_triggers_fleeting_aven() -> None:
    """CR 702.29a, 603.2: "Whenever a player cycles a card" triggers when the opponent cycles,
    in its controller's turn: player 1 cycles Barren Moor and player 0's Fleeting Aven returns
    to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Fleeting Aven")
    s.battlefield(1, "Swamp")
    s.hand(1, "Barren Moor")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    cycle(d, 1, "Barren Moor")
    d.resolve_all()
    assert d.zone_of("Fleeting Aven") == "hand"
    assert d.zone_of("Barren Moor") == "graveyard"


def test_a_cycled_card_exiled_instead_still_triggers_from_exile() -> None:
    """CR 702.29c: "When you cycle this card" triggers from whatever zone the card winds up in:
    with Rest in Peace, Krosan Tusker is exiled instead of put into the graveyard as it is
    discarded, and its search trigger still goes on the stack above the draw."""
    assert REST_IN_PEACE
    s = Scenario(seed=1)
    s.battlefield(0, "Rest in Peace", "Forest", "Forest", "Forest")
    s.hand(0, "Krosan Tusker")
    s.library(0, "Island", "Forest", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker", zone="hand")
    cycle(d, 0, "Krosan Tusker")
    assert d.zone_of("Krosan Tusker") == "exile"
    assert len(d.state.stack) == 2
    trigger = d.state.objects[d.state.stack[-1]]
    assert trigger.stack.get("kind") == "triggered"
    assert trigger.source != tusker  # the card is a new object in exile (CR 400.7)


TWISTED = "Twisted Abomination"
define_card(TWISTED, "{5}{B}", "Creature — Zombie Mutant",
            "Swampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, "
            "reveal it, put it into your hand, then shuffle.)",
            power=5, toughness=3)
"""A card with typecycling (the sets have none; its regeneration ability is left out)."""


def test_typecycling_searches_for_a_card_of_the_type_and_is_cycling() -> None:
    """CR 702.29e, 702.29f: swampcycling discards the card to search for a Swamp card (Sunken
    Hollow, a nonbasic Island Swamp, is one), reveal it, put it into the hand and shuffle; it
    is cycling, so "whenever a player cycles a card" (Fleeting Aven) triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Fleeting Aven")
    s.hand(0, TWISTED)
    s.library(0, "Island", "Sunken Hollow", "Island", "Plains")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    hollow = d.find("Sunken Hollow", zone="library")
    cycle(d, 0, TWISTED)
    assert d.zone_of(TWISTED) == "graveyard"
    d.resolve()  # Fleeting Aven's trigger, on top
    assert d.zone_of("Fleeting Aven") == "hand"
    d.resolve()
    d.expect("search")
    assert {a.value for a in d.game.legal_actions()} == {hollow, None}  # type: ignore[attr-defined]
    d.choose(hollow)
    assert d.zone_of("Sunken Hollow") == "hand"
    kinds = [e.kind for e in d.game.log[-4:]]
    assert "reveal" in kinds and kinds[-1] == "shuffle"


def test_a_card_one_may_play_from_exile_may_be_cast_but_not_cycled() -> None:
    """CR 702.29a, 701.18b: player 0 may play Krosan Tusker while it is exiled: to play a card
    is to play it as a land or cast it, so the Tusker may be cast from exile, but cycling
    works only from a hand and isn't offered (nor from the graveyard)."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 4)
    s.battlefield(0, *["Forest"] * 7)
    s.graveyard(0, "Krosan Tusker")
    s.exile(0, "Krosan Tusker", may_play=0)
    d = Driver(s.build())
    exiled = d.find("Krosan Tusker", zone="exile")
    in_graveyard = d.find("Krosan Tusker", zone="graveyard")
    legal = d.game.legal_actions()
    assert CastSpell(exiled, "from_exile") in legal
    assert not [a for a in legal if isinstance(a, ActivateAbility)
                and a.source in (exiled, in_graveyard)]


def test_a_permanent_still_has_cycling_but_cant_cycle_from_the_battlefield() -> None:
    """CR 702.29b, 702.29a: Disciple of Grace on the battlefield still has its cycling ability
    (it exists in every zone), but with {2} available it isn't offered: cycling works only
    from a hand. The same card in the hand may be cycled."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 4)
    s.battlefield(0, "Disciple of Grace", "Plains", "Plains")
    s.hand(0, "Disciple of Grace")
    d = Driver(s.build())
    permanent = d.find("Disciple of Grace", zone="battlefield")
    card = d.find("Disciple of Grace", zone="hand")
    assert d.chars(permanent).keyword_records("Cycling")
    sources = {a.source for a in d.game.legal_actions() if isinstance(a, ActivateAbility)}
    assert permanent not in sources
    assert card in sources
