"""Wild Beastmaster — {2}{G} Creature — Human Shaman 1/1.

Oracle: "Whenever Wild Beastmaster attacks, each other creature you control gets +X/+X until end
of turn, where X is Wild Beastmaster's power."
Rulings covered: MIC-OR-0239, MIC-OR-0240.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wild Beastmaster")

CARD = "Wild Beastmaster"


def _attack(counters: int, *hand: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": counters} if counters else None)
    s.battlefield(0, "Glory Seeker", "Mountain", "Island", "Island", "Plains", "Plains")
    s.hand(0, *hand)
    s.library(0, "Island")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(CARD)])
    assert len(d.state.stack) == 1
    return d


def _seeker_pt(d: Driver) -> tuple[int | None, int | None]:
    c = d.chars(d.find("Glory Seeker"))
    return c.power, c.toughness


@pytest.mark.ruling("MIC-OR-0239")
def test_x_is_its_power_on_resolution_or_last_known() -> None:
    """Flare of Faith in response makes the (Human) Beastmaster 5/5: the Seeker gets +5/+5.
    Shocked in response instead (a 2/2 with one counter), it has left: its last known power, 2,
    is used."""
    d = _attack(1, "Flare of Faith")
    d.cast(0, "Flare of Faith", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    assert _seeker_pt(d) == (7, 7)
    d = _attack(1, "Shock")
    d.cast(0, "Shock", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _seeker_pt(d) == (4, 4)


@pytest.mark.ruling("MIC-OR-0240")
def test_negative_power_counts_as_zero() -> None:
    """Startle makes the Beastmaster -1/1 in response: the others get +0/+0, not -1/-1."""
    d = _attack(0, "Startle")
    d.cast(0, "Startle", targets=[d.find(CARD)])
    d.resolve()
    assert d.chars(d.find(CARD)).power == -1
    d.resolve()
    assert _seeker_pt(d) == (2, 2)


def test_only_your_other_creatures_on_the_battlefield_then_get_it() -> None:
    """The Beastmaster itself and the opponent's creatures get nothing; the affected set is
    fixed as the ability resolves (CR 611.2c): a Zombie token made afterwards (Startle) gets
    nothing either."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker", "Island", "Island")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Startle")
    s.library(0, "Island")
    d = Driver(s.build())
    me = d.find(CARD)
    d.to_combat()
    d.attack([me])
    d.resolve()
    assert _seeker_pt(d) == (5, 5)
    assert (d.chars(me).power, d.chars(me).toughness) == (3, 3)
    warrior = d.chars(d.find("Elvish Warrior"))
    assert (warrior.power, warrior.toughness) == (2, 3)
    d.cast(0, "Startle", targets=[d.find("Elvish Warrior")])
    d.resolve()
    z = d.chars(d.find("Zombie Token"))
    assert (z.power, z.toughness) == (2, 2)


def test_x_is_locked_in_as_it_resolves_and_the_bonus_ends_with_the_turn() -> None:
    """X is counted once, as the ability resolves (CR 608.2h): the Beastmaster made bigger
    afterwards (Flare of Faith) doesn't raise it. The bonus lasts until end of turn (CR 514.2)."""
    d = _attack(1, "Flare of Faith")
    d.resolve()
    assert _seeker_pt(d) == (4, 4)
    d.cast(0, "Flare of Faith", targets=[d.find(CARD)])
    d.resolve()
    assert d.chars(d.find(CARD)).power == 5
    assert _seeker_pt(d) == (4, 4)
    d.pass_until("upkeep", turn=4)
    assert _seeker_pt(d) == (2, 2)


def test_two_headed_giant_the_teammate_s_creatures_get_nothing() -> None:
    """"Each other creature you control" (CR 810.5: teammates' permanents aren't shared):
    attacking with the Beastmaster (a 3/3 with two counters), its controller's Glory Seeker
    gets +3/+3, the teammate's doesn't."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Island"] * 4)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.act(0, DeclareAttacker(d.find(CARD), 2))
    d.act(0, FinishDeclaration())
    d.resolve()
    mine, theirs = d.find("Glory Seeker", player=0), d.find("Glory Seeker", player=1)
    assert (d.chars(mine).power, d.chars(mine).toughness) == (5, 5)
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (2, 2)
