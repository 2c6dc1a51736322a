"""Deathbonnet Sprout // Deathbonnet Hulk — {G} Creature — Fungus 1/1 //
Creature — Fungus Horror 3/3 (green).

Oracle: Front: "At the beginning of your upkeep, mill a card. Then if there are three or more
creature cards in your graveyard, transform Deathbonnet Sprout. (To mill a card, put the top
card of your library into your graveyard.)"
Back: "At the beginning of your upkeep, you may exile a card from a graveyard. If a creature
card was exiled this way, put a +1/+1 counter on Deathbonnet Hulk."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

CARD = "Deathbonnet Sprout"
pytestmark = pytest.mark.card("Deathbonnet Sprout")


def _to_my_upkeep(*, graveyard: tuple[str, ...] = (), library: tuple[str, ...] = (),
                  their_graveyard: tuple[str, ...] = (), hulk: bool = False) -> Driver:
    """Player 0's Sprout (or Hulk); from player 1's end step to player 0's upkeep of turn 4,
    with the upkeep trigger on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=hulk)
    if graveyard:
        s.graveyard(0, *graveyard)
    if their_graveyard:
        s.graveyard(1, *their_graveyard)
    s.library(0, *library, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        assert d.decision.kind == "priority"
        d.pass_priority()
    assert d.state.step is Step.UPKEEP and d.state.turn == 4
    return d


def _names(d: Driver, zone: str, player: int = 0) -> list[str]:
    return [d.chars(o).name for o in getattr(d.state.players[player], zone)]


def test_mills_a_card_and_stays_a_sprout_with_fewer_than_three_creature_cards() -> None:
    d = _to_my_upkeep(graveyard=("Glory Seeker", "Shock"), library=("Wellwisher",))
    d.resolve()
    assert _names(d, "graveyard") == ["Glory Seeker", "Shock", "Wellwisher"]
    assert d.chars(d.find(CARD)).name == "Deathbonnet Sprout"


def test_transforms_when_the_milled_card_makes_three_creature_cards() -> None:
    """"Then if": the count is made after the mill, as the ability resolves."""
    d = _to_my_upkeep(graveyard=("Glory Seeker", "Snarling Wolf", "Shock"),
                      library=("Wellwisher",))
    d.resolve()
    c = d.chars(d.find(CARD))
    assert (c.name, c.power, c.toughness) == ("Deathbonnet Hulk", 3, 3)


def test_a_milled_land_doesn_t_make_three() -> None:
    d = _to_my_upkeep(graveyard=("Glory Seeker", "Snarling Wolf"), library=("Forest",))
    d.resolve()
    assert d.chars(d.find(CARD)).name == "Deathbonnet Sprout"


def test_creature_cards_in_an_opponent_s_graveyard_don_t_count() -> None:
    d = _to_my_upkeep(graveyard=("Glory Seeker",), library=("Forest",),
                      their_graveyard=("Wellwisher", "Snarling Wolf", "Bounding Wolf"))
    d.resolve()
    assert d.chars(d.find(CARD)).name == "Deathbonnet Sprout"


def test_no_trigger_in_the_opponent_s_upkeep() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("draw", turn=4)
    assert len(d.state.players[0].library) == 2


def test_the_hulk_exiles_a_creature_card_from_any_graveyard_and_grows() -> None:
    d = _to_my_upkeep(hulk=True, graveyard=("Shock",), their_graveyard=("Wellwisher",))
    hulk = d.find(CARD)
    d.resolve()
    d.expect("choose_cards")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    theirs = d.find("Wellwisher", zone="graveyard")
    assert {theirs, d.find("Shock", zone="graveyard"), None} <= offered
    d.choose(theirs)
    assert d.zone_of("Wellwisher") == "exile"
    assert d.state.objects[hulk].counters.get("+1/+1") == 1
    assert (d.chars(hulk).power, d.chars(hulk).toughness) == (4, 4)


def test_the_hulk_exiling_a_noncreature_card_gets_no_counter() -> None:
    d = _to_my_upkeep(hulk=True, graveyard=("Shock",))
    hulk = d.find(CARD)
    d.resolve()
    d.choose(d.find("Shock", zone="graveyard"))
    assert d.zone_of("Shock") == "exile"
    assert not d.state.objects[hulk].counters.get("+1/+1")


def test_the_hulk_may_exile_nothing() -> None:
    d = _to_my_upkeep(hulk=True, graveyard=("Glory Seeker",))
    hulk = d.find(CARD)
    d.resolve()
    d.choose(None)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.objects[hulk].counters.get("+1/+1")


def test_an_empty_library_mills_nothing_but_three_creature_cards_still_transform_it() -> None:
    """CR 701.17b, 608.2c: milling from an empty library moves nothing; "then if" still
    counts the graveyard, and three creature cards there transform the Sprout. Not a draw,
    so no loss (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Glory Seeker", "Snarling Wolf", "Wellwisher")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.chars(d.find(CARD)).name == "Deathbonnet Hulk"
    assert len(d.state.players[0].graveyard) == 3 and not d.state.players[0].lost


def test_the_hulk_may_exile_a_creature_card_from_its_own_graveyard() -> None:
    """"A card from a graveyard" includes its controller's own: Glory Seeker exiled, a
    +1/+1 counter."""
    d = _to_my_upkeep(hulk=True, graveyard=("Glory Seeker",))
    hulk = d.find(CARD)
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.chars(hulk).power, d.chars(hulk).toughness) == (4, 4)


def test_transformed_it_is_the_same_permanent_and_keeps_its_counters() -> None:
    """CR 712.18: transforming doesn't make a new object: the Sprout's +1/+1 counter stays on
    the Hulk, a 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    s.graveyard(0, "Glory Seeker", "Snarling Wolf")
    s.library(0, "Wellwisher", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    sprout = d.find(CARD)
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    c = d.chars(sprout)
    assert (c.name, c.power, c.toughness) == ("Deathbonnet Hulk", 4, 4)


def _upkeep_with_shocks(*, hulk: bool, graveyard: tuple[str, ...]) -> Driver:
    """Player 0's Sprout (or Hulk) trigger on the stack in their upkeep; player 1 has two
    Shocks."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=hulk)
    s.graveyard(0, *graveyard)
    s.library(0, "Wellwisher", "Island", "Island")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step is Step.UPKEEP and d.state.turn == 4
    return d


def test_the_sprout_killed_in_response_still_mills_but_nothing_transforms() -> None:
    """CR 603.2, 113.7a: the trigger resolves without its source and still mills. Three
    creature cards are then in the graveyard (the dead Sprout among them), but the
    instruction to transform a permanent no longer on the battlefield does nothing (CR 400.7:
    the card in the graveyard is a new object): the Sprout card lies in the graveyard front face up."""
    d = _upkeep_with_shocks(hulk=False, graveyard=("Glory Seeker",))
    sprout = d.find(CARD)
    d.pass_priority()
    d.cast(1, "Shock", targets=[sprout])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _names(d, "graveyard") == ["Glory Seeker", "Deathbonnet Sprout", "Wellwisher"]
    card = d.find(CARD, zone="graveyard")
    assert (d.chars(card).name, d.chars(card).power) == ("Deathbonnet Sprout", 1)


def test_the_hulk_killed_in_response_still_exiles_but_no_counter_is_put() -> None:
    """CR 113.7a: the Hulk's ability resolves without it; the creature card
    chosen is exiled, and "put a +1/+1 counter on Deathbonnet Hulk" finds no Hulk (CR 400.7:
    the card in the graveyard is a new object) and puts none. The dead Hulk is itself a card
    in a graveyard that may be chosen."""
    d = _upkeep_with_shocks(hulk=True, graveyard=("Glory Seeker",))
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.cast(1, "Shock", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    d.expect("choose_cards")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    dead = d.find(CARD, zone="graveyard")
    assert dead in offered
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    assert d.zone_of("Glory Seeker") == "exile"
    assert not d.state.objects[dead].counters
    assert d.zone_of(CARD) == "graveyard"


def test_transformed_in_the_upkeep_the_hulk_waits_for_the_next_upkeep() -> None:
    """CR 603.2, 503.1: "at the beginning of your upkeep" triggers only as the upkeep begins;
    a Hulk that transformed during the upkeep has no trigger until its controller's next
    upkeep (turn 6), where it does."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(0, "Glory Seeker", "Snarling Wolf")
    s.library(0, "Wellwisher", "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    assert d.chars(d.find(CARD)).name == "Deathbonnet Hulk"
    d.pass_until("end", turn=5)
    while not d.state.stack:
        d.pass_priority()
    assert (d.state.turn, d.state.step) == (6, Step.UPKEEP)
    d.resolve()
    d.expect("choose_cards")


def test_the_hulk_s_exile_doesn_t_target_so_dennick_doesn_t_stop_it() -> None:
    """CR 115.1, 115.10a: "exile a card from a graveyard" chooses on resolution without
    targeting; the opponent's Dennick, Pious Apprentice ("cards in graveyards can't be the
    targets of spells or abilities") doesn't stop the Hulk exiling their Wellwisher."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.library(0, "Island", "Island")
    s.battlefield(1, "Dennick, Pious Apprentice")
    s.graveyard(1, "Wellwisher")
    s.library(1, "Island", "Island")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    hulk = d.find(CARD)
    while not d.state.stack:
        d.pass_priority()
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Wellwisher", zone="graveyard"))
    assert d.zone_of("Wellwisher") == "exile"
    assert d.state.objects[hulk].counters.get("+1/+1") == 1


def test_in_two_headed_giant_a_teammate_s_graveyard_doesn_t_count() -> None:
    """CR 810.5, 404.1: each player has their own graveyard, teammates too: with three
    creature cards in the teammate's graveyard and one in its own after the mill, the Sprout
    stays a Sprout; it triggers in the team's upkeep though its controller is the secondary
    player (CR 805.4)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, CARD)
    s.graveyard(0, "Glory Seeker", "Snarling Wolf", "Wellwisher")
    s.library(1, "Bounding Wolf", "Island")
    for p in (0, 2, 3):
        s.library(p, "Island", "Island")
    s.at("end", active=2, turn=2)
    d = Driver(s.build())
    while not d.state.stack:
        d.pass_priority()
    assert d.state.step is Step.UPKEEP and d.state.active == 0
    d.resolve()
    assert _names(d, "graveyard", player=1) == ["Bounding Wolf"]
    assert d.chars(d.find(CARD)).name == "Deathbonnet Sprout"


def test_transformed_during_the_upkeep_the_hulk_s_upkeep_ability_waits_a_turn() -> None:
    """CR 503.1, 603.2b, 712.18: the Hulk's "at the beginning of your upkeep" ability didn't
    exist as this upkeep began (the Sprout's did): transformed during it, the Hulk doesn't
    trigger until its controller's next upkeep."""
    d = _to_my_upkeep(graveyard=("Glory Seeker", "Snarling Wolf", "Shock"),
                      library=("Wellwisher",))
    d.resolve()
    hulk = d.find(CARD)
    assert d.chars(hulk).name == "Deathbonnet Hulk" and d.state.step is Step.UPKEEP
    assert not d.state.stack
    d.pass_until("draw", turn=4)
    assert d.state.objects[hulk].counters == {}
    assert _names(d, "graveyard") == ["Glory Seeker", "Snarling Wolf", "Shock", "Wellwisher"]
