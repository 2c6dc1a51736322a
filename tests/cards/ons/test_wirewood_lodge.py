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


def test_untaps_an_opponent_s_attacking_elf_which_stays_attacking() -> None:
    """"Target Elf" of any controller (CR 115.1); untapping an attacking creature doesn't
    remove it from combat (CR 506.4): player 1's tapped attacking Elvish Warrior is untapped
    and still attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge", "Forest")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    assert d.state.objects[warrior].tapped
    d.pass_priority()
    d.activate(0, "Wirewood Lodge", targets=[warrior])
    d.resolve()
    assert not d.state.objects[warrior].tapped
    assert warrior in d.state.combat.attackers


def test_taps_for_colorless_mana() -> None:
    """CR 106.1b, 605.1a: "{T}: Add {C}."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Wirewood Lodge")
    d = Driver(s.build())
    d.mana(0, "Wirewood Lodge")
    assert d.state.objects[d.find("Wirewood Lodge")].tapped
    assert d.state.players[0].mana_pool == {"C": 1}
