"""Words of War — {2}{R} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, Words of War deals 2 damage to
any target instead."
Rulings covered: ONS-FAQ-140 (target chosen on activation, checked on resolution only),
ONS-FAQ-141 and the general Words rulings ONS-FAQ-061, ONS-FAQ-062, ONS-FAQ-063,
ONS-FAQ-064.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .card_list_checks import check_the_listed_cards

pytestmark = pytest.mark.card("Words of War")


def setup(*extra: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *extra, *["Plains"] * 8)
    s.hand(0, "Renewed Faith", "Renewed Faith")
    s.library(0, "Island", "Swamp", "Forest", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.hand(1, "Chain of Vapor")
    s.battlefield(1, "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def cycle(d: Driver, which: int = 0, first_replacement: bool = True) -> None:
    from manastack.decisions.actions import ActivateAbility
    card = d.ids("Renewed Faith", zone="hand")[which]
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == card]
    d.act(0, acts[0])
    d.pay()
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(False)  # Renewed Faith's cycling trigger: gain no life
        elif d.decision.kind == "priority":
            d.resolve()
        elif d.decision.kind == "order_replacements" and first_replacement:
            d.choose(d.decision.actions[0].value)
        else:
            return


@pytest.mark.ruling("ONS-FAQ-061", "ONS-FAQ-141")
def test_next_draw_becomes_two_damage() -> None:
    d = setup()
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    hand = len(d.state.players[0].hand)
    cycle(d)
    assert d.life(1) == 18
    assert len(d.state.players[0].hand) == hand - 1  # cycled, drew nothing
    assert [d.game.card(c).name for c in d.state.players[0].library][0] == "Island"


@pytest.mark.ruling("ONS-FAQ-062")
def test_one_shield_per_draw() -> None:
    d = setup()
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    cycle(d)
    assert d.life(1) == 18  # only one of the two shields replaced this draw
    cycle(d)
    assert d.life(1) == 16
    assert len(d.state.players[0].library) == 4


@pytest.mark.ruling("ONS-FAQ-063", "ONS-OR-0166")
def test_player_chooses_which_words_applies() -> None:
    d = setup("Words of Worship")
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.activate(0, "Words of Worship")
    d.resolve()
    cycle(d, first_replacement=False)
    dec = d.expect("order_replacements")
    assert dec.player == 0 and len(dec.actions) == 2
    worship = d.find("Words of Worship")
    rid = next("s" + sh.sid for sh in d.state.shields if sh.source == worship)
    d.choose(rid)
    d.resolve_all()
    assert d.life(0) == 25 and d.life(1) == 20
    cycle(d)
    assert d.life(1) == 18  # the remaining shield replaces the next draw


@pytest.mark.ruling("ONS-FAQ-140")
def test_target_checked_when_the_ability_resolves() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.activate(0, "Words of War", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[seeker])
    d.resolve()
    d.choose(False)  # no land sacrificed: no copy
    d.resolve()  # Words of War's ability: its target is gone, so it does nothing
    assert not d.state.shields
    cycle(d)
    assert len(d.state.players[0].library) == 3  # the draw happened


def test_shield_ends_at_end_of_turn() -> None:
    d = setup()
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_until("draw", turn=5)
    assert d.life(1) == 20
    assert len(d.state.players[0].library) == 3


@pytest.mark.ruling("ONS-FAQ-064")
def test_the_five_words() -> None:
    """The five Words: the Onslaught cards that replace your next draw this turn."""
    check_the_listed_cards(
        ["Words of Wind", "Words of Waste", "Words of Worship", "Words of War",
         "Words of Wilding"],
        lambda text: "The next time you would draw a card this turn" in text)


@pytest.mark.ruling("ONS-FAQ-140")
def test_target_not_checked_again_once_the_ability_has_resolved() -> None:
    """The ability resolves with Glory Seeker as its target; Mage's Guile then gives the Seeker
    shroud, but the replacement set up on resolution still deals its 2 damage at the next
    draw: the target isn't checked again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *["Plains"] * 4)
    s.hand(0, "Renewed Faith")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Glory Seeker", "Island", "Island")
    s.hand(1, "Mage's Guile")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Words of War", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Mage's Guile", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Shroud")
    cycle(d)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.players[0].library) == 2  # the draw was replaced


def test_the_draw_steps_draw_from_an_empty_library_is_replaced_and_nobody_loses() -> None:
    """CR 121.6a, 704.5b: activated in the upkeep, the shield replaces the draw step's draw
    (CR 504.1) though the library is empty; no draw was attempted, so its controller doesn't
    lose, and the opponent takes 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.pass_until("precombat_main", turn=3)
    assert d.life(1) == 18
    assert not d.state.players[0].lost and not d.state.game_over


def test_in_a_draw_two_only_the_first_draw_is_replaced() -> None:
    """CR 121.2, 121.6b: Electric Revelation's "draw two cards" is two draws; the one shield
    replaces the first (2 damage), then the second draws the top card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, "Island", "Swamp")
    s.library(1, "Island")
    d = Driver(s.build())
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.cast(0, "Electric Revelation", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.life(1) == 18
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Swamp"]


def test_the_shield_still_deals_damage_after_words_of_war_is_destroyed() -> None:
    """CR 113.7a, 608.2h (last known information): the replacement was set up as
    the ability resolved; Naturalize then destroys Words of War, and the next draw is still
    replaced by 2 damage from it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *["Plains"] * 3)
    s.hand(0, "Renewed Faith")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    s.library(1, "Island")
    d = Driver(s.build())
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[d.find("Words of War")])
    d.resolve()
    assert d.zone_of("Words of War") == "graveyard"
    cycle(d)
    assert d.life(1) == 18
    assert len(d.state.players[0].library) == 2


def test_an_opponents_draw_is_not_replaced() -> None:
    """"The next time you would draw": the opponent cycling Renewed Faith in the Words' turn
    draws as usual; the shield is left for its controller's next draw."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *["Plains"] * 3)
    s.hand(0, "Renewed Faith")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Renewed Faith")
    s.library(1, "Island", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.pass_priority()
    d.activate(1, d.find("Renewed Faith", "hand", 1))
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(False)
        else:
            d.resolve()
    assert len(d.state.players[1].library) == 1 and d.life(1) == 20
    cycle(d)
    assert d.life(1) == 18 and len(d.state.players[0].library) == 2


def test_it_may_target_a_planeswalker() -> None:
    """"Any target" includes a planeswalker (CR 115.4): the 2 damage removes two loyalty
    counters from Teferi, Who Slows the Sunset (CR 120.3c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *["Plains"] * 3)
    s.hand(0, "Renewed Faith")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.activate(0, "Words of War", targets=[teferi])
    d.resolve()
    cycle(d)
    assert d.state.objects[teferi].counters.get("loyalty") == 2


@pytest.mark.ruling("ONS-FAQ-140")
def test_the_draw_is_replaced_even_if_the_creature_target_is_gone() -> None:
    """ONS-FAQ-140: the target is checked only as the ability resolves; the replacement set up
    then applies to the next draw though Glory Seeker has since died to Shock: no card is
    drawn, and no damage is dealt (the creature isn't there to be dealt it)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Words of War", *["Plains"] * 4, "Mountain")
    s.hand(0, "Renewed Faith", "Shock")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Words of War", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    cycle(d)
    assert len(d.state.players[0].library) == 2
    assert d.life(0) == d.life(1) == 20
    assert not d.state.shields
