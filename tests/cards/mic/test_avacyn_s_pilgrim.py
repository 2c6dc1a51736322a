"""Avacyn's Pilgrim — {G} Creature — Human Monk 1/1.

Oracle: "{T}: Add {W}."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Avacyn's Pilgrim")


def test_taps_for_white() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim")
    d = Driver(s.build())
    d.mana(0, "Avacyn's Pilgrim")
    assert d.state.players[0].mana_pool.get("W", 0) == 1
    assert d.state.players[0].mana_pool.get("G", 0) == 0
    assert d.state.objects[d.find("Avacyn's Pilgrim")].tapped


def test_pays_for_a_white_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[d.find("Avacyn's Pilgrim")].tapped


def test_summoning_sick_pilgrim_cant_tap_for_mana() -> None:
    """CR 302.6: a {T} ability of a creature needs it under your control since your turn
    began."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", sick=True)
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == pilgrim]


def test_summoning_sick_pilgrim_makes_no_mana_beside_an_untapped_forest() -> None:
    """CR 302.6: with a Forest to tap the listing is made in full, and the sick Pilgrim's {W}
    is neither offered nor counted: Glory Seeker ({1}{W}) can't be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Pilgrim", sick=True)
    s.battlefield(0, "Forest")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    acts = d.game.legal_actions()
    assert [a for a in acts if isinstance(a, ActivateManaAbility)]  # the Forest's
    assert not [a for a in acts if isinstance(a, ActivateManaAbility) and a.source == pilgrim]
    assert not [a for a in acts if isinstance(a, CastSpell)]
