"""Vitality Charm — {G} Instant.

Oracle: "Choose one — / • Create a 1/1 green Insect creature token. / • Target creature gets
+1/+1 and gains trample until end of turn. / • Regenerate target Beast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Vitality Charm")


def _setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Mountain", "Mountain", "Glory Seeker", "Anurid Murkdiver")
    s.hand(0, "Vitality Charm", "Shock", "Shock")
    return Driver(s.build())


def test_insect_mode() -> None:
    d = _setup()
    d.cast(0, "Vitality Charm", modes=[0])
    d.resolve()
    [i] = d.ids("Insect Token", zone="battlefield", player=0)
    assert (d.chars(i).power, d.chars(i).colors) == (1, {"G"})


def test_pump_and_trample_mode() -> None:
    d = _setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Vitality Charm", modes=[1], targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (3, 3) and c.has("Trample")


def test_regenerate_a_beast_mode() -> None:
    d = _setup()
    beast = d.find("Anurid Murkdiver")
    d.cast(0, "Vitality Charm", modes=[2], targets=[beast])
    d.resolve()
    for _ in range(2):
        d.cast(0, "Shock", targets=[beast])
        d.resolve()
    assert d.ids("Anurid Murkdiver", zone="battlefield")  # 4 damage on a 4/3: regenerated
    assert d.state.objects[beast].tapped and d.state.objects[beast].damage == 0


def test_regenerate_only_targets_beasts() -> None:
    d = _setup()
    d.act(0, CastSpell(d.find("Vitality Charm", zone="hand")))
    d.choose(2)
    options = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert options == {d.find("Anurid Murkdiver")}
