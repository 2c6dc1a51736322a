"""Dissipate — {1}{U}{U} Instant.

Oracle: "Counter target spell. If that spell is countered this way, exile it instead of
putting it into its owner's graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dissipate")


def test_counters_and_exiles() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert not d.state.stack
    assert d.life(1) == 20
    assert d.ids("Dissipate", zone="graveyard")


@pytest.mark.ruling("MID-OR-0142")
def test_the_countered_card_goes_straight_to_exile() -> None:
    """Official ruling: "The card does not go to the graveyard before being exiled."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    moves = [(e.from_zone.value, e.to_zone.value) for e in d.state.log
             if e.kind == "zone_change" and e.obj == sid]
    assert moves == [("stack", "exile")]
    assert not d.ids("Shock", zone="graveyard")


@pytest.mark.ruling("MID-OR-0143")
def test_a_spell_that_cant_be_countered_isnt_exiled() -> None:
    """Official ruling: "If the spell is not countered (because the spell it targets can't be
    countered), then it does not get exiled." Benevolent Geist makes its controller's
    noncreature spells uncounterable."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)  # Benevolent Geist
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    assert d.ids("Dissipate", zone="graveyard")
    assert d.state.stack == [sid]  # still on the stack, not exiled
    d.resolve()
    assert d.life(1) == 18
    assert d.zone_of("Shock") == "graveyard"


def test_a_face_down_spell_is_exiled_face_up() -> None:
    """A face-down spell countered by Dissipate is exiled and revealed as it leaves the stack
    (CR 708.9): in exile it is the card itself, face up, visible to its owner's opponent."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Exalted Angel")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    spell = d.cast(0, "Exalted Angel", method="face_down")
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[spell])
    d.resolve()
    angel = d.find("Exalted Angel")
    assert d.zone_of("Exalted Angel") == "exile"
    assert not d.state.objects[angel].face_down
    exiled = [c["name"] for c in d.game.view(1)["exile"] if c["owner"] == 0]
    assert exiled == ["Exalted Angel"]


def test_its_target_already_countered_it_does_nothing_and_goes_to_the_graveyard() -> None:
    """CR 608.2b, 701.6a: a second Dissipate counters Shock first; the first one's only target
    is gone, so it doesn't resolve and is put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, *["Island"] * 6)
    s.hand(1, "Dissipate", "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    first = d.cast(1, d.ids("Dissipate", "hand")[0], targets=[sid])
    second = d.cast(1, d.ids("Dissipate", "hand")[0], targets=[sid])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    assert d.state.stack == [first]
    d.resolve()
    assert not d.state.stack
    assert len(d.ids("Dissipate", "graveyard")) == 2
    assert second not in d.state.stack and d.life(1) == 20


def test_it_targets_only_spells_not_abilities_nor_itself() -> None:
    """CR 115.5, 115.1: "target spell": the cycling ability of Slipstream Eel on the stack
    isn't offered, nor is Dissipate itself; the Shock on the stack is."""
    from manastack.decisions.actions import CastSpell, Choose

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Island")
    s.hand(0, "Shock", "Slipstream Eel")
    s.library(0, "Island")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.activate(0, "Slipstream Eel")
    cycling = d.state.stack[-1]
    d.pass_priority()
    dissipate = d.find("Dissipate", "hand")
    d.act(1, CastSpell(dissipate, "normal"))
    d.expect("target")
    options = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert shock in options
    assert cycling not in options and d.state.stack[-1] not in options
