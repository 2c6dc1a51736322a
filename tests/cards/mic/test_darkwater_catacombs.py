"""Darkwater Catacombs — Land.

Oracle: "{1}, {T}: Add {U}{B}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Darkwater Catacombs")

CARD = "Darkwater Catacombs"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Island to pay {1}, it adds {U}{B}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Island")
    assert d.state.players[0].mana_pool == {"U": 1}
    d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.state.players[0].mana_pool == {"U": 1, "B": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def test_pays_a_three_mana_spell_with_two_mountains_but_not_with_one() -> None:
    """Its {1} is paid with another mana ability's mana (CR 605.3, 601.2g): with two
    Mountains, the three lands make {R}{U}{B}, enough for Gleaming Overseer; with one Mountain
    they make only two mana, so the spell can't be cast."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Mountain", "Mountain")
    s.hand(0, "Gleaming Overseer")
    d = Driver(s.build())
    overseer = d.find("Gleaming Overseer")
    assert CastSpell(overseer, "normal") in d.game.legal_actions()
    d.cast(0, "Gleaming Overseer")
    assert d.zone_of("Gleaming Overseer") == "stack"
    assert all(d.state.objects[o].tapped for o in d.state.battlefield)
    s2 = Scenario(seed=1)
    s2.battlefield(0, CARD, "Mountain")
    s2.hand(0, "Gleaming Overseer")
    d = Driver(s2.build())
    assert CastSpell(d.find("Gleaming Overseer"), "normal") not in d.game.legal_actions()


def test_played_this_turn_it_enters_untapped_and_taps_at_once() -> None:
    """CR 305.1, 302.6: it enters untapped and, not being a creature, its {T} ability can be
    activated the turn it is played."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.play_land(0, CARD)
    land = d.find(CARD, zone="battlefield")
    assert not d.state.objects[land].tapped
    d.mana(0, "Swamp")
    d.act(0, ActivateManaAbility(land, 0, "UB"))
    assert d.state.players[0].mana_pool == {"U": 1, "B": 1}
