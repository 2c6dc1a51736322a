"""Pack's Betrayal — {2}{R} Sorcery.

Oracle: "Gain control of target creature until end of turn. Untap that creature. It gains
haste until end of turn. If you control a Wolf or Werewolf, scry 2."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pack's Betrayal")


def test_threaten_and_scry_with_a_wolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, "Forest", "Island")
    s.library(1, "Mountain")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Pack's Betrayal", targets=[warrior])
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    d.choose("top")
    c = d.chars(warrior)
    assert c.controller == 0 and "Haste" in c.keywords
    assert not d.state.objects[warrior].tapped
    assert d.state.players[0].library[-1] == d.find("Forest", zone="library")
    d.pass_until("upkeep", turn=4)
    assert d.chars(warrior).controller == 1


def test_no_scry_without_a_wolf() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.chars(d.find("Elvish Warrior")).controller == 0


def test_the_stolen_werewolf_itself_lets_you_scry() -> None:
    """CR 608.2c: whether you control a Wolf or Werewolf is checked after the control change:
    the Werewolf just taken is one, so its new controller scries 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Village Watch")
    s.library(0, "Forest", "Island")
    s.library(1, "Mountain")
    d = Driver(s.build())
    watch = d.find("Village Watch")
    d.cast(0, "Pack's Betrayal", targets=[watch])
    d.resolve()
    d.expect("scry")
    assert d.chars(watch).controller == 0
