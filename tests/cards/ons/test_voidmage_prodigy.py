"""Voidmage Prodigy — {U}{U} Creature — Human Wizard 2/1.

Oracle: "{U}{U}, Sacrifice a Wizard: Counter target spell. / Morph {U} (You may cast this card
face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Voidmage Prodigy")


def test_sacrifices_another_wizard_to_counter_a_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy", "Aphetto Alchemist")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Voidmage Prodigy", targets=[shock], choices=[d.find("Aphetto Alchemist")])
    assert d.zone_of("Aphetto Alchemist") == "graveyard"
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
    assert d.zone_of("Voidmage Prodigy") == "battlefield"


def test_a_face_down_voidmage_is_no_wizard_to_sacrifice() -> None:
    """A face-down permanent has no creature types (CR 708.2a), so the only Wizard that can be
    sacrificed for the cost is the face-up Voidmage Prodigy itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy")
    s.battlefield(0, "Voidmage Prodigy", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    up, down = d.ids("Voidmage Prodigy")
    if d.state.objects[up].face_down:
        up, down = down, up
    d.activate(0, up, targets=[shock])
    dec = d.expect("cost_sacrifice")
    assert [a.value for a in dec.actions] == [up]
