"""Misery Charm — {B} Instant.

Oracle: "Choose one — / • Destroy target Cleric. / • Return target Cleric card from your
graveyard to your hand. / • Target player loses 2 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Misery Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Headhunter", "Glory Seeker")
    s.battlefield(1, "Daru Healer", "Elvish Warrior")
    return Driver(s.build())


def test_destroys_a_cleric_only() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[0], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Elvish Warrior") not in legal
    d.choose(d.find("Daru Healer"))
    d.pay()
    d.resolve()
    assert d.ids("Daru Healer", zone="graveyard")


def test_returns_a_cleric_card() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[1], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Glory Seeker", zone="graveyard") not in legal
    d.choose(d.find("Headhunter", zone="graveyard"))
    d.pay()
    d.resolve()
    assert d.ids("Headhunter", zone="hand")


def test_player_loses_two() -> None:
    d = setup()
    d.cast(0, "Misery Charm", modes=[2], targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_a_cleric_card_in_an_opponents_graveyard_is_not_a_target() -> None:
    """CR 115.1, 404.2: "Return target Cleric card from your graveyard": the opponent's
    Daru Healer in their graveyard can't be chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    s.graveyard(0, "Headhunter")
    s.graveyard(1, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[1], pay=False)
    legal = {a.value for a in d.decision.actions}
    assert legal == {d.find("Headhunter", zone="graveyard")}


def test_destroy_mode_may_target_your_own_cleric() -> None:
    """CR 115.1: "destroy target Cleric" has no controller restriction."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Daru Healer")
    s.hand(0, "Misery Charm")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[0], targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"


def test_the_player_mode_may_target_yourself() -> None:
    """CR 115.1: "target player" includes the caster."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Misery Charm")
    d = Driver(s.build())
    d.cast(0, "Misery Charm", modes=[2], targets=[0])
    d.resolve()
    assert d.life(0) == 18 and d.life(1) == 20
