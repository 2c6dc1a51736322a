"""Psychic Trance — {2}{U}{U} Instant.

Oracle: "Until end of turn, Wizards you control gain "{T}: Counter target spell.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Psychic Trance")


def test_wizards_gain_a_counterspell_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Rummaging Wizard", "Glory Seeker")
    s.hand(0, "Psychic Trance")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Psychic Trance")
    d.resolve()
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    seeker = d.find("Glory Seeker")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == seeker]
    wizard = d.find("Rummaging Wizard")
    acts = [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == wizard]
    assert len(acts) == 1  # its own {2}{U} ability can't be paid: all Islands are tapped
    d.act(0, acts[0])
    d.choose(shock)
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
    assert d.state.objects[wizard].tapped
