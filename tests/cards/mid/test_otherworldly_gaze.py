"""Otherworldly Gaze — {U} Instant.

Oracle: "Look at the top three cards of your library. Put any number of them into your
graveyard and the rest back on top of your library in any order. / Flashback {1}{U} (You may
cast this card from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Otherworldly Gaze")


def test_mill_some_reorder_rest_then_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Otherworldly Gaze")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="library"))
    d.choose(None)  # done choosing
    # Shock and Forest go back on top in an order we choose: Forest first.
    forest = d.find("Forest", zone="library")
    while d.decision.kind != "priority":
        d.choose(forest if any(getattr(a, "value", None) == forest
                               for a in d.game.legal_actions())
                 else d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    lib = d.state.players[0].library
    assert d.ids("Glory Seeker", zone="graveyard")
    assert lib[:2] == [forest, d.find("Shock", zone="library")]
    assert lib[2] == d.find("Plains")
    d.cast(0, "Otherworldly Gaze", method="flashback")
    d.resolve()
    assert d.decision.kind != "priority"


def test_library_of_two_keeps_nothing_back_when_both_go() -> None:
    """With only two cards in the library it looks at both (CR 401.5 / "as many as
    possible"); putting both into the graveyard leaves nothing to order and the library
    empty; the spell asks no more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Otherworldly Gaze")
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert offered >= {d.find("Shock"), d.find("Glory Seeker")}
    d.choose(d.find("Shock"))
    d.choose(d.find("Glory Seeker"))
    if d.decision.kind != "priority":
        d.choose(None)
    assert d.decision.kind == "priority"
    assert not d.state.players[0].library
    assert d.zone_of("Shock") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"


def test_flashback_on_the_opponents_turn_keeping_all_of_a_short_library() -> None:
    """An instant's flashback may be cast whenever its controller has priority (CR 702.34a,
    117.1a): in the opponent's upkeep; with two cards in the library and none put into the
    graveyard, both go back on top in the chosen order."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker")
    s.library(1, "Island", "Island")
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Otherworldly Gaze", method="flashback")
    d.resolve()
    d.choose(None)  # none into the graveyard
    seeker = d.find("Glory Seeker", zone="library")
    while d.decision.kind != "priority":
        values = [getattr(a, "value", None) for a in d.game.legal_actions()]
        d.choose(seeker if seeker in values else values[0])
    assert d.state.players[0].library == [seeker, d.find("Shock", zone="library")]
    assert d.zone_of("Otherworldly Gaze") == "exile"


def test_the_cards_looked_at_stay_hidden_from_the_opponent() -> None:
    """CR 401.2, 701.20e: the top three cards are looked at by the caster only; those put back
    stay hidden in player 1's view, while the one put into the graveyard is public
    (CR 404.2)."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Otherworldly Gaze")
    d.resolve()
    assert "Glory Seeker" in json.dumps(d.game.view(0))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    assert "Shock" not in json.dumps(d.game.view(1))
    d.choose(d.find("Shock", zone="library"))
    d.choose(None)
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]
    assert "Shock" in json.dumps(d.game.view(1))
    assert "Glory Seeker" not in json.dumps(d.game.view(1))
    assert "Forest" not in json.dumps(d.game.view(1))


def test_flashback_costs_one_and_blue_not_its_mana_cost() -> None:
    """MID-OR-0197, MID-OR-0199 (CR 702.34a, 601.2f): cast from the graveyard, the total cost
    is {1}{U}: a single Island can't pay it, two can."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker", "Forest")
    d = Driver(s.build())
    gaze = d.find("Otherworldly Gaze")
    assert CastSpell(gaze, "flashback") not in d.game.legal_actions()
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker", "Forest")
    d = Driver(s.build())
    assert CastSpell(d.find("Otherworldly Gaze"), "flashback") in d.game.legal_actions()


def test_with_an_empty_library_it_resolves_and_does_nothing() -> None:
    """CR 609.3: there is nothing to look at; the spell asks nothing, resolves, and goes to
    the graveyard; its caster doesn't lose (no card was drawn)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Otherworldly Gaze")
    d = Driver(s.build())
    d.cast(0, "Otherworldly Gaze")
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(None)
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Otherworldly Gaze") == "graveyard"
    assert not d.state.players[0].lost


@pytest.mark.ruling("MID-OR-0200")
def test_a_flashback_gaze_countered_is_exiled_not_put_into_the_graveyard() -> None:
    """MID-OR-0200, CR 702.34a: cast with flashback and countered by Discombobulate, Otherworldly
    Gaze is exiled instead of going to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.library(0, "Shock", "Glory Seeker", "Forest")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(1, "Plains", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Otherworldly Gaze", method="flashback")
    gaze = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[gaze])
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert not d.state.stack
    assert d.zone_of("Otherworldly Gaze") == "exile"
    assert len(d.state.players[0].library) == 3
