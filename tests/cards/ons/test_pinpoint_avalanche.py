"""Pinpoint Avalanche — {3}{R}{R} Instant.

Oracle: "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be
prevented."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Pinpoint Avalanche")


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7)
    s.hand(0, "Pinpoint Avalanche", "Shock")
    s.battlefield(1, "Plains", "Plains", "Plains", *theirs)
    s.hand(1, "Sunfire Balm")
    return Driver(s.build())


def damage_to(d: Driver, oid: int) -> list[int]:
    return [e.amount for e in d.state.log if e.kind == "damage" and e.obj == oid]


def test_deals_four_damage_to_target_creature() -> None:
    d = setup("Krosan Tusker")
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Pinpoint Avalanche", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 4
    assert d.zone_of("Pinpoint Avalanche") == "graveyard"


def test_only_creatures_are_targets() -> None:
    d = setup("Krosan Tusker")
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Pinpoint Avalanche", pay=False)
    d.expect("target")
    choices = {a.value for a in d.game.legal_actions()}  # type: ignore[attr-defined]
    assert tusker in choices and 0 not in choices and 1 not in choices
    assert not choices & set(d.ids("Plains") + d.ids("Mountain"))


def test_a_prevention_shield_neither_prevents_it_nor_is_used_up() -> None:
    """CR 615.12: the Balm's shield of 4 stays whole for the Shock that follows."""
    d = setup("Krosan Tusker")
    tusker = d.find("Krosan Tusker")
    d.pass_priority()
    d.cast(1, "Sunfire Balm", targets=[tusker])
    d.resolve()
    d.cast(0, "Pinpoint Avalanche", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 4
    d.cast(0, "Shock", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 4  # all 2 prevented by the untouched shield
    assert d.zone_of("Krosan Tusker") == "battlefield"
    assert damage_to(d, tusker) == [4]


def test_ordinary_damage_is_prevented_by_the_same_shield() -> None:
    """The comparison: Shock's damage is prevented, and reduces the shield."""
    d = setup("Krosan Tusker")
    tusker = d.find("Krosan Tusker")
    d.pass_priority()
    d.cast(1, "Sunfire Balm", targets=[tusker])
    d.resolve()
    d.cast(0, "Shock", targets=[tusker])
    d.resolve()
    d.cast(0, "Pinpoint Avalanche", targets=[tusker])
    d.resolve()
    assert damage_to(d, tusker) == [4]
    assert d.state.objects[tusker].damage == 4


def test_a_static_prevention_effect_doesnt_reduce_it() -> None:
    """Daunting Defender's "prevent 1 of that damage" (a prevention effect of a static
    ability) doesn't apply: all 4 is dealt to the Cleric."""
    d = setup("Daunting Defender", "Daru Healer")
    healer = d.find("Daru Healer")
    d.cast(0, "Shock", targets=[healer])
    d.resolve()
    assert damage_to(d, healer) == [1]
    assert d.zone_of("Daru Healer") == "battlefield"
    defender = d.find("Daunting Defender")
    d.cast(0, "Pinpoint Avalanche", targets=[defender])
    d.resolve()
    assert damage_to(d, defender) == [4]
    assert d.zone_of("Daunting Defender") == "graveyard"
