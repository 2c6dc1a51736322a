"""Storm the Festival — {3}{G}{G}{G} Sorcery.

Oracle: "Look at the top five cards of your library. You may put up to two permanent cards with
mana value 5 or less from among them onto the battlefield. Put the rest on the bottom of your
library in a random order. / Flashback {7}{G}{G}{G}"
Rulings covered: MID-OR-0596 to MID-OR-0601 (flashback).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from manastack.decisions.actions import Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import (
    FlashbackCard,
    always_exiled,
    cost_and_mana_value,
    exiled_when_countered,
    never_cast_before,
    sorcery_timing,
)

pytestmark = pytest.mark.card("Storm the Festival")


def test_two_permanents_onto_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Shock", "Glory Seeker", "Rise of the Ants", "Pithing Needle", "Island",
              "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", zone="library") not in offered
    assert d.find("Rise of the Ants", zone="library") not in offered
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(d.find("Island", zone="library"))
    assert d.ids("Glory Seeker", zone="battlefield") and d.ids("Island", zone="battlefield")
    lib = d.state.players[0].library
    assert lib[0] == d.find("Plains", zone="library") and len(lib) == 4


def test_a_card_not_to_be_put_onto_the_battlefield_is_refused_saying_why() -> None:
    """CR 110.4a, 608.2d, 701.20e: among the five cards looked at, Shock (an instant) and Rise of the
    Ants (mana value 6) are refused as not permanent cards with mana value 5 or less, Glory
    Seeker once chosen as chosen already, and Storm the Festival itself as on the stack, not
    among them; the Plains below the five, unseen, isn't named (CR 401.2). The game is unchanged
    each time."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Shock", "Glory Seeker", "Rise of the Ants", "Pithing Needle", "Island",
              "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    before = d.game.fingerprint()
    refusals = [
        ("Shock", "Shock is not a permanent card with mana value 5 or less (CR 608.2d)"),
        ("Rise of the Ants", "Rise of the Ants is not a permanent card with mana value 5 or less"),
        ("Glory Seeker", "Glory Seeker is already chosen (CR 608.2d)"),
        ("Storm the Festival", "Storm the Festival is on the stack, not among the cards you are "
                               "looking at (CR 608.2d)"),
    ]
    for name, why in refusals:
        with pytest.raises(IllegalActionError) as err:
            d.choose(d.find(name))
        assert why in str(err.value)
        assert d.game.fingerprint() == before
    with pytest.raises(IllegalActionError) as err:
        d.choose(d.find("Plains", zone="library"))
    assert "Plains" not in str(err.value) and "a card you can't see" in str(err.value)
    d.choose(d.find("Island", zone="library"))
    assert d.ids("Glory Seeker", zone="battlefield") and d.ids("Island", zone="battlefield")


def _storm(*battlefield1: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    if battlefield1:
        s.battlefield(1, *battlefield1)
    s.library(0, "Crown of Fury", "Island", "Plains", "Swamp", "Mountain", "Forest")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Crown of Fury", zone="library"))
    d.choose(None)
    return d


def test_an_aura_enters_attached_to_what_its_controller_chooses_hexproof_or_not() -> None:
    """CR 303.4f: an Aura put onto the battlefield by an effect enters attached to what the
    player putting it there chooses; it doesn't target, so Glory Seeker, a Human with hexproof
    from Sigarda, Heron's Grace, may be chosen. A creature with protection from red (Crown of
    Awe) can't be (CR 702.16c)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.battlefield(1, "Sigarda, Heron's Grace", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Crown of Awe", attached_to="Elvish Warrior")
    s.library(0, "Crown of Fury", "Island", "Plains", "Swamp", "Mountain", "Forest")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Island", zone="library"))  # a land first: it needs no choice
    d.choose(d.find("Crown of Fury", zone="library"))
    d.expect("choose_option")
    seeker = d.find("Glory Seeker")
    offered = {a.value for a in d.decision.actions}
    assert offered == {d.find("Sigarda, Heron's Grace"), seeker}
    d.choose(seeker)
    crown = d.find("Crown of Fury", zone="battlefield")
    assert d.state.objects[crown].attached_to == seeker
    assert d.chars(crown).controller == 0
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 2) and c.has("First strike")
    assert d.ids("Island", zone="battlefield")


def test_an_aura_with_nothing_to_enchant_stays_in_the_library() -> None:
    """CR 303.4i, 303.4g: with no creature on the battlefield Crown of Fury can't enter: it remains in
    the library and goes to the bottom with the rest, not to the graveyard."""
    d = _storm()
    assert d.decision.kind == "priority"
    assert d.zone_of("Crown of Fury") == "library"
    assert d.state.players[0].graveyard == [d.find("Storm the Festival")]
    lib = d.state.players[0].library
    assert len(lib) == 6 and d.game.name_of(lib[0]) == "Forest"


def test_a_curse_enters_attached_to_the_player_chosen() -> None:
    """CR 303.4f: Curse of Shaken Faith ("Enchant player") put onto the battlefield enchants
    the player its controller chooses among the players still in the game (player 2 has
    conceded), themselves included."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Curse of Shaken Faith", "Island", "Plains", "Swamp", "Mountain")
    d = Driver(s.build())
    d.game.apply(2, Concede())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Curse of Shaken Faith", zone="library"))
    d.choose(None)
    d.expect("choose_option")
    assert {a.value for a in d.decision.actions} == {0, 1}
    d.choose(1)
    curse = d.find("Curse of Shaken Faith", zone="battlefield")
    assert d.state.objects[curse].attached_to == 1


def _take_seeker(d: Driver) -> bool:
    """Answer the choice of Storm the Festival, if it waits for one, with Glory Seeker then
    nothing more; whether Glory Seeker is on the battlefield."""
    while d.game.decision is not None and d.decision.kind == "choose_cards":
        offered = {a.value for a in d.decision.actions}
        seeker = d.ids("Glory Seeker", zone="library")
        d.choose(seeker[0] if seeker and seeker[0] in offered else None)
    return bool(d.ids("Glory Seeker", zone="battlefield"))


FLASHBACK = FlashbackCard("Storm the Festival", "Forest", 10, 6, (),
                          lambda d: [], _take_seeker,
                          library=("Glory Seeker", "Island", "Plains"))
"""Flashback {7}{G}{G}{G}: ten Forests; the top of the library holds Glory Seeker."""


@pytest.mark.parametrize("check", [
    pytest.param(exiled_when_countered, marks=pytest.mark.ruling("MID-OR-0596"), id="exiled_when_countered"),
    pytest.param(sorcery_timing, marks=pytest.mark.ruling("MID-OR-0597"), id="sorcery_timing"),
    pytest.param(cost_and_mana_value, marks=pytest.mark.ruling("MID-OR-0598"), id="cost_and_mana_value"),
    pytest.param(always_exiled, marks=pytest.mark.ruling("MID-OR-0599"), id="always_exiled"),
    pytest.param(never_cast_before, marks=pytest.mark.ruling("MID-OR-0600"), id="never_cast_before"),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings, checked as for every card with flashback (CR
    702.34a, 601.2f)."""
    check(FLASHBACK)


@pytest.mark.ruling("MID-OR-0601")
def test_flashback_right_after_it_resolves_from_the_hand() -> None:
    """MID-OR-0601, CR 117.3b: cast from the hand in its controller's main phase, it resolves
    into the graveyard and its controller has priority first, before any other player: cast
    again with flashback at once (sixteen Forests pay {3}{G}{G}{G} and {7}{G}{G}{G}), it looks
    at the next five cards and is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 16)
    s.hand(0, "Storm the Festival")
    s.library(0, "Glory Seeker", "Island", "Plains", "Swamp", "Mountain", "Elvish Warrior",
              "Forest")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    _take_seeker(d)
    assert d.zone_of("Storm the Festival") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, "Storm the Festival", method="flashback")
    d.resolve()
    d.choose(d.find("Elvish Warrior", zone="library"))
    d.choose(None)
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Storm the Festival") == "exile"


def test_up_to_two_taking_none_puts_all_five_on_the_bottom() -> None:
    """"Up to two" (CR 107.1c, 609.3): taking none at once, nothing enters and the five cards
    looked at go to the bottom; the sixth card is now on top."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Glory Seeker", "Island", "Pithing Needle", "Plains", "Swamp", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(None)
    assert d.decision.kind == "priority"
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert len(d.state.battlefield) == 6
    lib = d.state.players[0].library
    assert len(lib) == 6 and lib[0] == d.find("Mountain", zone="library")
    assert d.zone_of("Storm the Festival") == "graveyard"


def test_a_library_of_fewer_than_five_cards_shows_them_all() -> None:
    """CR 701.20e: with only three cards in the library, those three are looked at; two
    permanents enter and the third stays, the only card of the library."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Glory Seeker", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert offered == {*d.ids("Glory Seeker"), d.find("Island"), d.find("Plains"), None}
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Plains"))
    assert d.zone_of("Glory Seeker") == d.zone_of("Plains") == "battlefield"
    assert d.state.players[0].library == [d.find("Island")]


def test_the_cards_left_in_the_library_stay_hidden_from_the_opponent() -> None:
    """CR 401.2, 701.20e: only the caster looks at the five cards; the permanents put onto
    the battlefield become public, the others go to the bottom unseen by player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Glory Seeker", "Krosan Tusker", "Pithing Needle", "Shock", "Island",
              "Plains")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    theirs = json.dumps(d.game.view(1))
    assert all(n not in theirs for n in ("Glory Seeker", "Krosan Tusker", "Pithing Needle"))
    assert "Pithing Needle" in json.dumps(d.game.view(0))
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(None)
    theirs = json.dumps(d.game.view(1))
    assert "Glory Seeker" in theirs
    assert all(n not in theirs for n in ("Krosan Tusker", "Pithing Needle", "Shock"))


def test_at_night_a_daybound_card_enters_transformed() -> None:
    """CR 702.145b, 712.14: at night, Reckless Stormseeker (daybound, mana value 3) put onto
    the battlefield enters transformed, as Storm-Charged Slasher; Delver of Secrets, with no
    daybound, enters front face up."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Reckless Stormseeker", "Delver of Secrets", "Island", "Plains", "Swamp",
              "Mountain")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Reckless Stormseeker", zone="library"))
    d.choose(d.find("Delver of Secrets", zone="library"))
    assert d.chars(d.find("Reckless Stormseeker", zone="battlefield")).name == \
        "Storm-Charged Slasher"
    assert d.chars(d.find("Delver of Secrets", zone="battlefield")).name == "Delver of Secrets"
    assert d.state.day_night == "night"
