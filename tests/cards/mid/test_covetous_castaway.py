"""Covetous Castaway // Ghostly Castigator — {1}{U} Creature — Human 1/3 // Creature — Spirit
3/4 (blue).

Oracle: Front: "When Covetous Castaway dies, mill three cards. (Put the top three cards of your
library into your graveyard.) / Disturb {3}{U}{U} (You may cast this card from your graveyard
transformed for its disturb cost.)"
Back: "Flying / When Ghostly Castigator enters the battlefield, you may shuffle up to three
target cards from your graveyard into your library. / If Ghostly Castigator would be put into a
graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings, permanent_characteristics

CARD = "Covetous Castaway"
pytestmark = pytest.mark.card("Covetous Castaway")

_GRAVEYARD = ("Consider", "Shock", "Glory Seeker", "Plains")


def test_dies_and_mills_three_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.library(0, "Consider", "Glory Seeker", "Plains", "Island", "Island")
    d = Driver(s.build())
    top3 = d.state.players[0].library[:3]
    d.cast(0, "Smother", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()  # the dies trigger
    assert len(d.state.players[0].library) == 2
    assert {d.chars(o).name for o in d.state.players[0].graveyard} == {
        CARD, "Smother", "Consider", "Glory Seeker", "Plains"}
    assert all(o not in d.state.players[0].library for o in top3)


def _castigator(*, opp_graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    s.graveyard(0, CARD, *_GRAVEYARD)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    if opp_graveyard:
        s.graveyard(1, *opp_graveyard)
    d = Driver(s.build())
    d.cast(0, CARD, method="disturb")
    d.resolve()
    d.expect("target")
    return d


def test_ghostly_castigator_shuffles_three_target_cards_into_the_library() -> None:
    d = _castigator()
    chosen = [d.find(n, zone="graveyard") for n in ("Consider", "Shock", "Glory Seeker")]
    for c in chosen:
        d.choose(c)
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert [d.chars(o).name for o in d.state.players[0].graveyard] == ["Plains"]
    assert sorted(d.chars(o).name for o in d.state.players[0].library) == sorted(
        ["Consider", "Shock", "Glory Seeker", "Island", "Island"])
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]


def test_ghostly_castigator_may_decline_and_may_choose_fewer_targets() -> None:
    d = _castigator()
    d.choose(d.find("Consider", zone="graveyard"))
    d.choose(None)  # only one target
    d.resolve()
    d.choose(False)
    assert len(d.state.players[0].graveyard) == 4
    assert len(d.state.players[0].library) == 2
    d2 = _castigator()
    d2.choose(d2.find("Consider", zone="graveyard"))
    d2.choose(None)
    d2.resolve()
    d2.choose(True)
    assert d2.ids("Consider", zone="library")
    assert len(d2.state.players[0].graveyard) == 3


def test_ghostly_castigator_can_t_target_an_opponent_s_graveyard() -> None:
    d = _castigator(opp_graveyard=("Shock",))
    theirs = d.find("Shock", zone="graveyard", player=1)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert theirs not in offered
    assert set(d.state.players[0].graveyard) <= offered


def test_ghostly_castigator_is_exiled_instead_of_dying() -> None:
    d, oid = permanent_characteristics(CARD)
    c = d.chars(oid)
    assert (c.name, c.power, c.toughness) == ("Ghostly Castigator", 3, 4)
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    castigator = d.find(CARD)
    d.pass_priority()
    d.cast(1, "Smother", targets=[castigator])  # mana value 2 (the front face's)
    d.resolve()
    assert d.zone_of(CARD) == "exile"
    assert not d.state.stack  # no "dies" trigger: it never went to the graveyard


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0129", "MID-OR-0130", "MID-OR-0131", "MID-OR-0132", "MID-OR-0133",
        "MID-OR-0134", "MID-OR-0135",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = CARD, "Ghostly Castigator", (3, 4), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Spirit"})


def test_dies_with_two_cards_in_the_library_mills_both_and_nobody_loses() -> None:
    """CR 701.17b: instructed to mill three with two cards in the library, the player mills
    as many as possible (two); milling isn't drawing, so no one loses for it (CR 704.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.hand(0, "Smother")
    s.library(0, "Consider", "Plains")
    d = Driver(s.build())
    d.cast(0, "Smother", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()  # the dies trigger
    assert not d.state.players[0].library
    assert {d.chars(o).name for o in d.state.players[0].graveyard} >= {"Consider", "Plains"}
    assert not d.state.players[0].lost
    d.expect("priority")


def test_the_front_face_has_no_enters_trigger() -> None:
    """CR 712.8d: cast from the hand, the front face has only its own abilities: no enters
    trigger (no target decision, nothing on the stack), the graveyard untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, CARD)
    s.graveyard(0, "Consider")
    s.library(0, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Consider") == "graveyard"


def test_castigator_with_an_empty_graveyard_chooses_no_target() -> None:
    """With "up to three" targets (CR 601.2c, 115.1): with no card in its controller's graveyard (the
    disturbed card is on the battlefield now), the enters trigger has zero targets and the
    game goes on; the opponent's graveyard is never offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, CARD)
    s.graveyard(1, "Shock")
    s.library(0, "Island")
    d = Driver(s.build())
    d.cast(0, CARD, method="disturb")
    d.resolve()
    # no target decision: the trigger is on the stack with zero targets
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Shock") == "graveyard"
    assert d.chars(d.find(CARD)).name == "Ghostly Castigator"
    assert len(d.state.players[0].library) == 1
