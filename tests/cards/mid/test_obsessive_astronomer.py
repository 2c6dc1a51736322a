"""Obsessive Astronomer — {1}{R} Creature — Human Wizard 2/2.

Oracle: "If it's neither day nor night, it becomes day as Obsessive Astronomer enters the
battlefield. / Whenever day becomes night or night becomes day, discard up to two cards, then
draw that many cards."
Rulings covered: MID-RN-215.
"""

from __future__ import annotations

import json

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import (
    DayNightDesignationRuling,
    becomes_day_for_the_first_time,
    pass_until_a_decision,
)

pytestmark = pytest.mark.card("Obsessive Astronomer")


def test_entering_makes_it_day() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Obsessive Astronomer")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Obsessive Astronomer")
    d.resolve()
    assert d.state.day_night == "day"
    assert not d.state.stack  # becoming day for the first time isn't a change


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Obsessive Astronomer")
    s.hand(0, "Glory Seeker", "Elvish Warrior", "Shock")
    s.battlefield(0, "The Celestus")
    s.day_night("day")
    s.library(0, "Forest", "Island", "Swamp")
    return Driver(s.build())


def rummage_trigger(d: Driver) -> None:
    from manastack.decisions.actions import ActivateAbility
    acts = [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == d.find("The Celestus")]
    d.act(0, acts[0])
    d.pay()
    d.resolve()
    assert d.state.day_night == "night"


def test_discard_two_draw_two() -> None:
    d = setup()
    rummage_trigger(d)
    while d.decision.kind == "order_triggers" or (d.decision.kind == "priority"
                                                   and d.state.stack):
        if d.decision.kind == "order_triggers":
            from manastack.decisions.actions import Choose
            vals = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
            d.choose(vals[0])
        else:
            d.resolve()
            if d.decision.kind == "may":
                d.choose(False)
            if d.decision.kind == "choose_cards":
                break
    assert d.decision.kind == "choose_cards"
    d.choose(d.find("Glory Seeker", "hand"))
    d.choose(d.find("Elvish Warrior", "hand"))
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")


@pytest.mark.ruling("MID-RN-215", "MID-OR-0418")
def test_may_discard_nothing() -> None:
    d = setup()
    rummage_trigger(d)
    while d.decision.kind != "choose_cards":
        if d.decision.kind == "order_triggers":
            from manastack.decisions.actions import Choose
            d.choose([a.value for a in d.game.legal_actions() if isinstance(a, Choose)][0])
        elif d.decision.kind == "may":
            d.choose(False)
        else:
            d.resolve()
    d.choose(None)
    assert d.ids("Glory Seeker", zone="hand") and not d.ids("Forest", zone="hand")


@pytest.mark.ruling("MID-OR-0419")
def test_the_game_becoming_day_for_the_first_time_doesnt_trigger_it() -> None:
    """Official ruling: "If a triggered ability triggers whenever day becomes night or night
    becomes day, it only triggers if it was already either day/night and becomes the other. It
    does not trigger when the game becomes day or night for the first time."."""
    d = becomes_day_for_the_first_time("Obsessive Astronomer", hand=("Shock",))
    assert d.state.day_night == "day"
    assert d.decision.kind == "priority" and not d.state.stack
    # Turn 4: player 1 casts nothing, so day becomes night at turn 5: now it triggers.
    assert pass_until_a_decision(d, 5) == "choose_cards"
    assert d.state.day_night == "night"


class TestDayNightRulings(DayNightDesignationRuling):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0420", "MID-OR-0421", "MID-OR-0422", "MID-OR-0423", "MID-OR-0424",
    )
    CARD = "Obsessive Astronomer"


def test_entering_at_night_leaves_it_night() -> None:
    """CR 730.1: "if it's neither day nor night": at night its entering changes nothing, and
    nothing triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Obsessive Astronomer")
    s.day_night("night")
    d = Driver(s.build())
    d.cast(0, "Obsessive Astronomer")
    d.resolve()
    assert d.state.day_night == "night"
    assert not d.state.stack and d.decision.kind == "priority"


def test_discard_one_draw_one() -> None:
    """"Discard up to two cards, then draw that many" (CR 701.9a, 121.1): one card discarded,
    one drawn."""
    d = setup()
    rummage_trigger(d)
    while d.decision.kind != "choose_cards":
        if d.decision.kind == "order_triggers":
            d.take_first("order_triggers")
        elif d.decision.kind == "may":
            d.choose(False)
        else:
            d.resolve()
    hand_before = len(d.state.players[0].hand)
    d.choose(d.find("Shock", zone="hand"))
    d.choose(None)
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of("Shock") == "graveyard"
    assert len(d.state.players[0].hand) == hand_before
    assert d.zone_of("Forest") == "hand" and d.zone_of("Island") == "library"


def test_put_onto_the_battlefield_by_angel_of_glory_s_rise_it_makes_it_day() -> None:
    """CR 614.1c: its "as enters" replacement applies however it enters: returned from the
    graveyard by Angel of Glory's Rise (a Human card), it makes it day."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7)
    s.graveyard(0, "Obsessive Astronomer")
    s.hand(0, "Angel of Glory's Rise")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Angel of Glory's Rise")
    d.resolve()
    d.resolve()
    assert d.zone_of("Obsessive Astronomer") == "battlefield"
    assert d.state.day_night == "day"


def test_a_clone_entering_as_a_copy_of_it_makes_it_day() -> None:
    """CR 614.12, 707.5, 616.1c: Clone enters as a copy of Obsessive Astronomer, so it enters with the
    Astronomer's "as enters" replacement: while it's neither day nor night, it becomes day."""
    s = Scenario(seed=1)
    s.battlefield(0, "Obsessive Astronomer", *["Island"] * 4)
    s.hand(0, "Clone")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Obsessive Astronomer"))
    assert d.chars(d.find("Clone", "battlefield")).name == "Obsessive Astronomer"
    assert d.state.day_night == "day"


def night_celestus(hand: tuple[str, ...] = ("Shock", "Glory Seeker")) -> Driver:
    """Night, with The Celestus to make it day and five Mountains; its controller's hand as
    given. The Celestus's own trigger goes on the stack first, so the Astronomer's is on top."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Obsessive Astronomer", "The Celestus")
    s.hand(0, *hand)
    s.day_night("night")
    s.library(0, "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.activate(0, "The Celestus")
    d.resolve()
    assert d.state.day_night == "day"
    astronomer = d.find("Obsessive Astronomer")
    d.expect("order_triggers")
    triggers = d.decision.info()["triggers"]
    d.choose(next(i for i, src, _ in triggers if src != astronomer))
    assert d.state.objects[d.state.stack[-1]].source == astronomer
    return d


def test_night_becoming_day_triggers_it_too() -> None:
    """"Whenever day becomes night or night becomes day" (CR 730.1): night becoming day
    triggers it as well; one card discarded, one drawn."""
    d = night_celestus()
    d.resolve()
    assert d.expect("choose_cards").player == 0
    d.choose(d.find("Glory Seeker", "hand"))
    d.choose(None)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Forest") == "hand" and d.zone_of("Island") == "library"


def test_it_resolves_after_the_astronomer_has_left_the_battlefield() -> None:
    """CR 113.7a: once triggered, the ability exists on the stack independently of its source;
    the Astronomer Shocked in response, its controller still discards and draws."""
    d = night_celestus()
    d.cast(0, "Shock", targets=[d.find("Obsessive Astronomer")])
    d.resolve()
    assert d.zone_of("Obsessive Astronomer") == "graveyard"
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Glory Seeker", "hand"))
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Forest") == "hand"


def test_with_an_empty_hand_nothing_is_discarded_or_drawn() -> None:
    """"Draw that many cards" (CR 121.1): with no card in hand, none is discarded, so none
    is drawn."""
    d = night_celestus(hand=())
    d.resolve()
    assert d.decision.kind == "priority"  # nothing to choose from
    assert not d.state.players[0].hand
    assert d.zone_of("Forest") == "library"
    assert d.state.objects[d.state.stack[-1]].source == d.find("The Celestus")


def test_discarding_a_card_not_in_hand_is_refused_and_changes_nothing() -> None:
    """CR 701.9a: only cards in its controller's hand may be discarded; a permanent offered is
    refused with an error naming it, and the game is left unchanged."""
    d = night_celestus()
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Mountain"):
        d.choose(d.find("Mountain"))
    assert d.game.fingerprint() == before
    assert d.expect("choose_cards").player == 0


def test_the_opponent_sees_the_discarded_card_but_not_the_drawn_one() -> None:
    """CR 400.2, 701.9a: a discarded card is revealed on its way to the graveyard (public), but
    the card drawn stays hidden in its owner's hand."""
    d = night_celestus()
    d.resolve()
    d.choose(d.find("Glory Seeker", "hand"))
    d.choose(None)
    theirs = json.dumps(d.game.view(1))
    assert "Glory Seeker" in theirs
    assert "Forest" not in theirs
    assert "Forest" in json.dumps(d.game.view(0))
