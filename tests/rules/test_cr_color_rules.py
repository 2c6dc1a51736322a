"""An object's colors come from the colored mana symbols in its mana cost (CR 105.2,
202.2)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_colors_follow_the_colored_mana_symbols_of_the_mana_cost() -> None:
    """CR 202.2a, 105.2a: Glory Seeker ({1}{W}) is monocolored white; CR 202.2c, 105.2b:
    Vampire Socialite ({B}{R}) is black and red, multicolored; CR 202.2b: Stuffed Bear ({2}),
    with no colored mana symbol, is colorless, in hand as on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Vampire Socialite", "Stuffed Bear")
    s.hand(0, "Stuffed Bear")
    d = Driver(s.build())
    assert d.chars(d.find("Glory Seeker")).colors == frozenset({"W"})
    assert d.chars(d.find("Vampire Socialite")).colors == frozenset({"B", "R"})
    for bear in d.ids("Stuffed Bear"):
        assert d.chars(bear).colors == frozenset()
