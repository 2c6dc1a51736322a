"""Galvanic Iteration — {U}{R} Instant.

Oracle: "When you cast your next instant or sorcery spell this turn, copy that spell. You may
choose new targets for the copy. / Flashback {1}{U}{R} (You may cast this card from your
graveyard for its flashback cost. Then exile it.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Galvanic Iteration")


def test_copies_the_next_instant_with_a_new_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Island")
    s.hand(0, "Galvanic Iteration", "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(0)  # the copy now targets its controller
    d.resolve_all()
    assert (d.life(0), d.life(1)) == (18, 18)


def test_only_this_turn() -> None:
    """The delayed ability can trigger only during the turn it was created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: the active player passes, the caster acts
    d.cast(0, "Shock", targets=[1])
    assert not d.state.triggered and len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 18


def test_flashback_from_the_graveyard_then_exiled() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Island", "Mountain")
    s.graveyard(0, "Galvanic Iteration")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration", method="flashback")
    d.resolve()
    assert d.zone_of("Galvanic Iteration") == "exile"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.choose(1)
    d.resolve_all()
    assert d.life(1) == 16
