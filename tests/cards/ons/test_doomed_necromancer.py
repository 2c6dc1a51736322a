"""Doomed Necromancer — {2}{B} Creature — Human Cleric Mercenary 2/2.

Oracle: "{B}, {T}, Sacrifice Doomed Necromancer: Return target creature card from your
graveyard to the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Doomed Necromancer")


def test_returns_a_creature_card_from_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    s.graveyard(0, "Gluttonous Zombie", "Shock")
    s.graveyard(1, "Severed Legion")
    d = Driver(s.build())
    dec_targets: list[object] = []
    d.activate(0, "Doomed Necromancer", pay=False)
    dec_targets = [a.value for a in d.decision.actions]
    assert d.find("Severed Legion", zone="graveyard") not in dec_targets  # yours only
    assert d.find("Shock", zone="graveyard") not in dec_targets
    d.choose(d.find("Gluttonous Zombie", zone="graveyard"))
    d.pay()
    assert d.ids("Doomed Necromancer", zone="graveyard")
    d.resolve()
    z = d.find("Gluttonous Zombie", zone="battlefield")
    assert d.chars(z).controller == 0


def test_needs_to_be_untapped_and_a_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    d = Driver(s.build())
    nec = d.find("Doomed Necromancer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == nec]
