"""Effects apply only to permanents unless their text says otherwise (CR 609.2): "other
Soldier creatures get +1/+1" leaves Soldier cards in a hand, a graveyard or on the stack as
they are.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_lords_bonus_reaches_only_the_creatures_on_the_battlefield() -> None:
    """CR 609.2, 611.3a: with Aven Brigadier out, a Glory Seeker on the battlefield is 3/3;
    the Glory Seekers in the hand and in the graveyard stay 2/2, and so does the one cast,
    while a spell on the stack; once it resolves it is 3/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())

    def pt(oid: int) -> tuple[int | None, int | None]:
        c = d.chars(oid)
        return c.power, c.toughness

    assert pt(d.find("Glory Seeker", zone="battlefield")) == (3, 3)
    assert pt(d.find("Glory Seeker", zone="hand")) == (2, 2)
    assert pt(d.find("Glory Seeker", zone="graveyard")) == (2, 2)
    spell = d.cast(0, "Glory Seeker")
    assert pt(spell) == (2, 2)
    d.resolve()
    assert all(pt(o) == (3, 3) for o in d.ids("Glory Seeker", zone="battlefield"))
    assert len(d.ids("Glory Seeker", zone="battlefield")) == 2
