"""Nosy Goblin — {2}{R} Creature — Goblin 2/1.

Oracle: "{T}, Sacrifice Nosy Goblin: Destroy target face-down creature."
Rulings covered: ONS-FAQ-139 (turned face up in response: no longer a legal target).
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Nosy Goblin")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Nosy Goblin")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Glory Seeker", "Plains")
    return Driver(s.build())


def test_destroys_a_face_down_creature_only() -> None:
    d = setup()
    act = next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility))
    d.act(0, act)
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    healer = d.find("Daru Healer")
    assert options == {healer}
    d.choose(healer)
    assert d.zone_of("Nosy Goblin") == "graveyard"
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-139", "ONS-OR-0150")
def test_turned_face_up_in_response_survives() -> None:
    d = setup()
    healer = d.find("Daru Healer")
    d.activate(0, "Nosy Goblin", targets=[healer])
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    d.resolve()
    assert d.zone_of("Daru Healer") == "battlefield"
    assert not d.state.objects[d.find("Daru Healer")].face_down


def test_a_face_up_target_is_refused_and_nothing_is_paid() -> None:
    """CR 115.1, 601.2c, 602.2: Glory Seeker is face up, so it can't be the target: choosing
    it is refused with an error, and the game goes back to before the activation: the Goblin
    untapped and on the battlefield (its sacrifice not paid)."""
    from manastack.game import IllegalActionError
    d = setup()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.activate(0, "Nosy Goblin", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before
    assert d.zone_of("Nosy Goblin") == "battlefield" and not d.state.stack


def test_no_face_down_creature_no_activation() -> None:
    """CR 602.2b, 601.2c: with no legal target the ability can't be activated at all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nosy Goblin")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_it_can_destroy_its_controllers_own_face_down_creature() -> None:
    """"Target face-down creature" is any player's: player 0 destroys their own face-down
    Exalted Angel; leaving the battlefield it is revealed (CR 708.9), so the card in the
    graveyard is known to every player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nosy Goblin")
    s.battlefield(0, "Exalted Angel", face_down=True)
    d = Driver(s.build())
    angel = d.find("Exalted Angel")
    assert "Exalted Angel" not in json.dumps(d.game.view(1), ensure_ascii=False)
    d.activate(0, "Nosy Goblin", targets=[angel])
    assert "Exalted Angel" not in json.dumps(d.game.view(1), ensure_ascii=False)
    d.resolve()
    assert d.zone_of("Exalted Angel") == "graveyard"
    assert d.zone_of("Nosy Goblin") == "graveyard"
    assert "Exalted Angel" in json.dumps(d.game.view(1), ensure_ascii=False)
