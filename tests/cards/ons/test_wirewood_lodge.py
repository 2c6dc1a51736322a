"""Wirewood Lodge — Land.

Oracle: "{T}: Add {C}. / {G}, {T}: Untap target Elf."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wirewood Lodge")


def test_untaps_an_elf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(0, "Wirewood Savage", tapped=True)
    d = Driver(s.build())
    elf = d.find("Wirewood Savage")
    d.activate(0, "Wirewood Lodge", targets=[elf])
    d.resolve()
    assert not d.state.objects[elf].tapped
    assert d.state.objects[d.find("Wirewood Lodge")].tapped


def test_non_elves_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
