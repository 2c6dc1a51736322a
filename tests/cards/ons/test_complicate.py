"""Complicate — {2}{U} Instant.

Oracle: "Counter target spell unless its controller pays {3}. / Cycling {2}{U} ({2}{U},
Discard this card: Draw a card.) / When you cycle Complicate, you may counter target spell
unless its controller pays {1}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Complicate")


def setup(mountains: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3)
    s.hand(0, "Complicate")
    s.library(0, "Island")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_counters_unless_three_is_paid() -> None:
    d = setup(mountains=3)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_paying_three_lets_the_spell_resolve() -> None:
    d = setup(mountains=4)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.cast(0, "Complicate", targets=[shock])
    d.resolve()
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.life(0) == 18


def test_cycling_trigger_counters_unless_one_is_paid() -> None:
    d = setup(mountains=1)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Complicate")  # cycle it
    assert d.ids("Complicate", zone="graveyard")
    d.choose(shock)  # the cycling trigger's target
    d.pass_priority()
    d.pass_priority()
    d.expect("may")
    d.choose(True)
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    d.resolve_all()  # the cycling draw
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20 and d.ids("Island", zone="hand")


def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Complicate", ["Island", "Island", "Island"])
