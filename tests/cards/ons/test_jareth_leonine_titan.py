"""Jareth, Leonine Titan — {3}{W}{W}{W} Legendary Creature — Cat Giant 4/7.

Oracle: "Whenever Jareth, Leonine Titan blocks, it gets +7/+7 until end of turn. / {W}: Jareth
gains protection from the color of your choice until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Jareth, Leonine Titan")


def test_gets_plus_seven_when_it_blocks() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Colossus")
    s.battlefield(1, "Jareth, Leonine Titan")
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    colossus, jareth = d.find("Krosan Colossus"), d.find("Jareth, Leonine Titan")
    d.to_combat()
    d.attack([colossus])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({jareth: colossus})
    d.resolve()
    c = d.chars(jareth)
    assert (c.power, c.toughness) == (11, 14)
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Colossus") == "graveyard"
    assert d.zone_of("Jareth, Leonine Titan") == "battlefield"


def test_protection_from_the_chosen_color() -> None:
    """CR 201.5c, 702.16b: "{W}: Jareth gains protection" refers by its shortened name to Jareth,
    Leonine Titan itself: it gains protection from red, and player 1's Shock can't target it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jareth, Leonine Titan", "Plains")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    d.activate(0, jareth)
    d.resolve()
    d.choose("red")
    assert "red" in d.chars(jareth).protections()
    d.pass_until("end")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", zone="hand"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert jareth not in options


def test_protection_after_blocking_prevents_the_attacker_s_damage() -> None:
    """CR 702.16e, 509.1: Jareth blocks the green Krosan Colossus, then gains protection from
    green: the Colossus stays blocked and its damage to Jareth is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Colossus")
    s.battlefield(1, "Jareth, Leonine Titan", "Plains")
    d = Driver(s.build())
    colossus, jareth = d.find("Krosan Colossus"), d.find("Jareth, Leonine Titan")
    d.to_combat()
    d.attack([colossus])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({jareth: colossus})
    d.resolve()
    while d.decision.player != 1:
        d.pass_priority()
    d.activate(1, jareth)
    d.resolve()
    d.choose("green")
    d.pass_until("postcombat_main")
    assert d.state.objects[jareth].damage == 0  # damage stays marked until cleanup
    assert d.life(1) == 20
    assert d.zone_of("Krosan Colossus") == "graveyard"


def test_a_colour_that_isn_t_one_is_refused() -> None:
    """CR 105.1: "colorless" isn't a color; the choice is refused with an error and the game
    is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Jareth, Leonine Titan", "Plains")
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    d.activate(0, jareth)
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="colorless"):
        d.choose("colorless")
    assert d.game.fingerprint() == before
    d.choose("black")
    assert list(d.chars(jareth).protections()) == ["black"]


def test_protection_from_white_makes_its_own_white_aura_fall_off() -> None:
    """CR 702.16c, 704.5m: gaining protection from white, Jareth can't be enchanted by a white
    Aura: its controller's own Cathar's Call is put into the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Jareth, Leonine Titan", label="jareth")
    s.battlefield(0, "Cathar's Call", attached_to="jareth")
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    assert d.chars(jareth).has("Vigilance")
    d.activate(0, jareth)
    d.resolve()
    d.choose("white")
    assert d.zone_of("Cathar's Call") == "graveyard"
    assert not d.chars(jareth).has("Vigilance")
