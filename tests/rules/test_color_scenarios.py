"""Acceptance scenarios for the colors of objects (CR 105.2, 105.2c, 202.2, 204, 708.2a,
712.8e).

An object's colors come from its mana cost or its color indicator (CR 202.2, 204): a
transformed permanent has its back face's color indicator and nothing of its front face's
mana cost (CR 712.8e). A face-down spell or permanent is colorless (CR 708.2a, 105.2c), whatever
the card's colors. A spell that has left the stack has its last known colors (CR 608.2h).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_708_2a_a_face_down_spell_is_colorless_for_moonveil_regent() -> None:
    """Exalted Angel (white) cast face down is a colorless spell: Moonveil Regent's "discard
    your hand, then draw a card for each of that spell's colors" discards Glory Seeker and
    draws nothing (CR 708.2a, 105.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Moonveil Regent")
    s.hand(0, "Exalted Angel", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    spell = d.cast(0, "Exalted Angel", method="face_down")
    assert d.chars(spell).colors == frozenset()
    d.resolve()  # the Regent's cast trigger
    d.expect("may")
    d.choose(True)
    assert not d.state.players[0].hand
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_712_8e_a_transformed_permanent_has_its_back_faces_color() -> None:
    """Moonveil Regent dies beside Glory Seeker (white), a transformed Brutal Cathar (Moonrage
    Brute, red by its color indicator, not white like Brutal Cathar's mana cost) and a
    face-down Exalted Angel (colorless): two colors among the permanents, 2 damage (CR 204,
    712.8e, 708.2a)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain", "Moonveil Regent", "Glory Seeker")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    brute = d.find("Brutal Cathar")
    assert (d.chars(brute).name, d.chars(brute).colors) == ("Moonrage Brute", {"R"})
    regent = d.find("Moonveil Regent")
    for shock in d.ids("Shock", "hand"):
        d.cast(0, shock, targets=[regent])
        d.resolve()
        d.choose(False)  # the Regent's cast trigger: keep the hand
        d.resolve()
    assert d.zone_of("Moonveil Regent") == "graveyard"
    d.expect("target")
    d.choose(1)
    d.resolve()
    assert d.life(1) == 18


def test_608_2h_a_spell_countered_before_the_trigger_resolves_keeps_its_last_colors() -> None:
    """Moonveil Regent's cast trigger waits above Shock; the opponent exiles the Shock with
    Dissipate in response. As the trigger resolves, "that spell's colors" are the spell's
    last known ones, red: discarding Glory Seeker draws one card (CR 608.2h, 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Moonveil Regent")
    s.hand(0, "Shock", "Glory Seeker")
    s.library(0, "Forest", "Island", "Plains")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()  # the Regent's trigger
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
