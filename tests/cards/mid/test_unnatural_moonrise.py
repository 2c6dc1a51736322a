"""Unnatural Moonrise — {R}{G} Sorcery.

Oracle: "It becomes night. Until end of turn, target creature gets +1/+0 and gains trample and
"Whenever this creature deals combat damage to a player, draw a card." / Flashback {2}{R}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unnatural Moonrise")


def test_night_pump_trample_and_a_card_on_combat_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    assert d.state.day_night == "night"
    c = d.chars(seeker)
    assert c.power == 3 and "Trample" in c.keywords
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.ids("Island", zone="hand")
