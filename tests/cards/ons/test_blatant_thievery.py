"""Blatant Thievery — {4}{U}{U}{U} Sorcery.

Oracle: "For each opponent, gain control of target permanent that player controls."
Rulings covered: ONS-FAQ-200, ONS-FAQ-201.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blatant Thievery")


@pytest.mark.ruling("ONS-FAQ-200", "ONS-OR-0052")
def test_one_permanent_from_each_opponent() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    s.battlefield(2, "Festering Goblin")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    first = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert first == {d.find("Glory Seeker"), d.find("Daru Cavalier")}  # required (CR 601.2c)
    d.choose(d.find("Glory Seeker"))
    second = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert second == {d.find("Festering Goblin")}
    d.choose(d.find("Festering Goblin"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 0
    assert d.chars(d.find("Festering Goblin")).controller == 0
    assert d.chars(d.find("Daru Cavalier")).controller == 1


@pytest.mark.ruling("ONS-FAQ-201", "ONS-OR-0051")
def test_target_that_changed_controller_is_not_taken() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Festering Goblin", "Callous Oppressor")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.cast(0, "Blatant Thievery", targets=[seeker, goblin])
    d.pass_priority()  # player 0
    d.pass_priority()  # player 1
    # In response, the other opponent takes the first target.
    d.activate(2, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 2
    d.resolve()
    assert d.find("Blatant Thievery", zone="graveyard")
    # No longer "a permanent that player [1] controls": you don't gain control of it,
    # though the other target is still legal and is taken.
    assert d.chars(seeker).controller == 2
    assert d.chars(goblin).controller == 0
