"""Ardent Elementalist — {3}{R} Creature — Human Shaman 2/1.

Oracle: "When Ardent Elementalist enters the battlefield, return target instant or sorcery
card from your graveyard to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ardent Elementalist")


def test_returns_an_instant_from_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Ardent Elementalist")
    s.graveyard(0, "Shock", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker", zone="graveyard"))  # not an instant or sorcery
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="hand", player=0)
    assert d.ids("Glory Seeker", zone="graveyard")


def test_target_flashed_back_in_response_returns_nothing() -> None:
    """CR 608.2b: its controller casts the targeted card with flashback in response; the card
    left the graveyard, so the trigger does nothing, and the flashback spell is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Plains", "Island", "Island")
    s.hand(0, "Ardent Elementalist")
    s.graveyard(0, "Faithful Mending")
    s.library(0, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    d.choose(d.find("Faithful Mending", zone="graveyard"))
    d.cast(0, "Faithful Mending", method="flashback")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Faithful Mending") == "exile"


def test_no_instant_or_sorcery_card_means_no_trigger_on_the_stack() -> None:
    """CR 603.3d: with no legal target, the trigger is removed from the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Ardent Elementalist")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Shock") == "graveyard"


def test_returns_a_sorcery_and_an_opponent_s_card_isnt_offered() -> None:
    """"Your graveyard" (CR 115.1): a sorcery card of yours is returned (Visions of Ruin, which
    may then be cast from the hand for its mana cost); an opponent's instant isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Ardent Elementalist")
    s.graveyard(0, "Visions of Ruin")
    s.graveyard(1, "Shock")
    s.battlefield(1, "Talisman of Unity")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions()}
    assert offered == {d.find("Visions of Ruin", zone="graveyard")}
    d.choose(d.find("Visions of Ruin", zone="graveyard"))
    d.resolve()
    assert d.ids("Visions of Ruin", zone="hand", player=0)
    d.cast(0, "Visions of Ruin")
    d.resolve()
    assert d.zone_of("Visions of Ruin") == "graveyard"
    assert d.zone_of("Talisman of Unity") == "graveyard"
    assert d.ids("Treasure", zone="battlefield", player=0)


def test_elementalist_gone_before_resolution_the_card_still_returns() -> None:
    """CR 113.7a: the trigger resolves though the Elementalist was Shocked in response."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Ardent Elementalist", "Shock")
    s.graveyard(0, "Consider")
    d = Driver(s.build())
    d.cast(0, "Ardent Elementalist")
    d.resolve()
    d.choose(d.find("Consider", zone="graveyard"))
    d.cast(0, "Shock", targets=[d.find("Ardent Elementalist", zone="battlefield")])
    d.resolve()
    assert d.zone_of("Ardent Elementalist") == "graveyard"
    d.resolve()
    assert d.zone_of("Consider") == "hand"
