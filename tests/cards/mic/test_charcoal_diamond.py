"""Charcoal Diamond — {2} Artifact.

Oracle: "Charcoal Diamond enters the battlefield tapped. / {T}: Add {B}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Charcoal Diamond")


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Charcoal Diamond")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    assert d.state.objects[d.find("Charcoal Diamond")].tapped


def test_taps_for_black() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Charcoal Diamond")
    d = Driver(s.build())
    d.mana(0, "Charcoal Diamond")
    assert d.state.players[0].mana_pool.get("B", 0) == 1
    assert d.state.objects[d.find("Charcoal Diamond")].tapped


def test_entered_tapped_it_pays_only_after_untapping_as_a_mana_ability() -> None:
    """CR 614.1c, 302.6: it enters tapped, so its {T} ability can't be activated that turn;
    after its controller's untap step its black mana pays for a spell while casting it, a mana
    ability that doesn't use the stack (CR 605.3a), and an artifact needs no haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Charcoal Diamond", "Smother")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    diamond = d.find("Charcoal Diamond")
    with pytest.raises(ScriptError, match="no mana ability"):
        d.mana(0, diamond)
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Smother", targets=[d.find("Glory Seeker")])
    assert d.state.objects[diamond].tapped and d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
