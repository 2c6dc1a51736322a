"""A "source" is a source in any zone (CR 109.2c): a spell on the stack is the source of the
damage it deals, and protection from its color prevents that damage (702.16e)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_damage_from_a_red_spell_on_the_stack_is_from_a_red_source() -> None:
    """CR 109.2c, 702.16e, 120.2: Akroma's Blessing gives player 0's creatures protection
    from red; player 0 then casts Starstorm with X=2 ("deals X damage to each creature"):
    Starstorm, the red spell resolving on the stack, is the source, so the damage to Glory
    Seeker and Elvish Warrior is prevented, while player 1's Daru Cavalier (2/2) is dealt 2
    and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", *["Mountain"] * 4)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Akroma's Blessing", "Starstorm")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    for name in ("Glory Seeker", "Elvish Warrior"):
        assert d.state.objects[d.find(name)].damage == 0
    assert d.zone_of("Daru Cavalier") == "graveyard"
