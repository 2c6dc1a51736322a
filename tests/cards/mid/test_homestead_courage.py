"""Homestead Courage — {W} Sorcery.

Oracle: "Put a +1/+1 counter on target creature you control. It gains vigilance until end of
turn. / Flashback {W} (You may cast this card from your graveyard for its flashback cost.
Then exile it.)"
Rulings covered: MID-RN-039 (with Curse of Silence and Patrician Geist).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Homestead Courage")


def test_counter_vigilance_then_flashback() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Homestead Courage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Homestead Courage", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 3 and d.chars(seeker).has("Vigilance")
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.ids("Homestead Courage", zone="exile")


def _cursed_with_geist(plains: int) -> Driver:
    """Patrician Geist (spells cast from the graveyard cost {1} less) and Curse of Silence on
    its controller naming Homestead Courage ({2} more), with ``plains`` Plains left."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * (plains + 1), "Patrician Geist")
    s.hand(0, "Curse of Silence")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[0])
    d.resolve()
    d.choose("Homestead Courage")
    return d


@pytest.mark.ruling("MID-RN-039")
def test_increases_are_added_to_the_flashback_cost_before_reductions() -> None:
    """CR 601.2f: start with the flashback cost {W}, add Curse of Silence's {2}, then apply
    Patrician Geist's {1} less: {1}{W}. (Reduced first, the {1} would find no generic mana to
    take off and the total would be {2}{W}.) The mana value stays the mana cost's 1."""
    d = _cursed_with_geist(plains=1)
    card = d.find("Homestead Courage", zone="graveyard")
    assert CastSpell(card, "flashback") not in d.game.legal_actions()
    d = _cursed_with_geist(plains=2)
    card = d.find("Homestead Courage", zone="graveyard")
    assert CastSpell(card, "flashback") in d.game.legal_actions()
    sid = d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Patrician Geist")])
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))
    assert d.chars(sid).mana_value == 1
