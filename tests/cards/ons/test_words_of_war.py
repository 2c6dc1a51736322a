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
