"""Wilhelt, the Rotcleaver — {2}{U}{B} Legendary Creature — Zombie Warrior 3/3.

Oracle: "Whenever another Zombie you control dies, if it didn't have decayed, create a 2/2 black
Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of
combat.)
At the beginning of your end step, you may sacrifice a Zombie. If you do, draw a card."
Rulings covered: MIC-RN-047; MIC-OR-0004 to MIC-OR-0007 (decayed).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.decayed_checks import (
    DecayedSource,
    cant_block_and_sacrificed_after_attacking,
    no_attack_requirement,
    no_haste,
    sacrificed_even_without_decayed,
)

pytestmark = pytest.mark.card("Wilhelt, the Rotcleaver")

CARD = "Wilhelt, the Rotcleaver"


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder", "Mountain")
    s.hand(0, "Shock")
    return s


def _shock_the_zombie(d: Driver) -> None:
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder")])
    d.resolve_all()


SOURCE = DecayedSource(_scenario, _shock_the_zombie)


def _tokens(d: Driver) -> list[int]:
    return d.ids("Zombie Token", "battlefield", player=0)


def test_another_zombie_without_decayed_dying_makes_a_decayed_zombie() -> None:
    d = Driver(_scenario().build())
    _shock_the_zombie(d)
    tokens = _tokens(d)
    assert len(tokens) == 1
    c = d.chars(tokens[0])
    assert (c.power, c.toughness) == (2, 2) and c.colors == frozenset({"B"})
    assert "Zombie" in c.subtypes and c.has("Decayed")


def test_no_token_for_a_decayed_zombie_an_opponents_or_itself() -> None:
    """The decayed token dying (Shocked) makes nothing; nor does the opponent's Zombie, nor
    Wilhelt itself."""
    s = _scenario()
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Fleshbag Marauder")
    s.hand(0, "Shock", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    _shock_the_zombie(d)
    token = _tokens(d)[0]
    d.cast(0, "Shock", targets=[token])
    d.resolve_all()
    d.cast(0, "Shock", targets=[d.find("Fleshbag Marauder", "battlefield", player=1)])
    d.resolve_all()
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert not _tokens(d)


def test_end_step_sacrifice_a_zombie_to_draw() -> None:
    """At its controller's end step: may sacrifice a Zombie (here the Fleshbag Marauder) and
    draw a card; declining keeps everything."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Fleshbag Marauder")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    with pytest.raises(ScriptError):
        d.pass_until("cleanup")
    d.expect("may")
    d.choose(True)
    d.expect("sacrifice")
    d.choose(d.find("Fleshbag Marauder"))
    assert d.zone_of("Fleshbag Marauder") == "graveyard"
    assert len(d.state.players[0].hand) == 1
    assert d.zone_of(CARD) == "battlefield"



@pytest.mark.parametrize("check", [
    pytest.param(cant_block_and_sacrificed_after_attacking, marks=pytest.mark.ruling("MIC-RN-047", "MIC-OR-0004"), id="cant_block_and_sacrificed_after_attacking"),
    pytest.param(no_attack_requirement, marks=pytest.mark.ruling("MIC-OR-0005"), id="no_attack_requirement"),
    pytest.param(no_haste, marks=pytest.mark.ruling("MIC-OR-0006"), id="no_haste"),
    pytest.param(sacrificed_even_without_decayed, marks=pytest.mark.ruling("MIC-OR-0007"), id="sacrificed_even_without_decayed"),
])
def test_decayed_rulings(check: Callable[[DecayedSource], None]) -> None:
    """The decayed rulings, on the token Wilhelt makes (see ``decayed_checks``); MIC-RN-047:
    the keyword (misprinted on the Japanese card) is decayed, with decayed's two abilities."""
    check(SOURCE)
