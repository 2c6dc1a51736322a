"""Acceptance scenarios for double-faced permanents (CR 712) meeting the other rules.

* 712.16: a double-faced permanent can't be turned face down; an effect trying to do it does
  nothing. Olag, Ludevic's Hubris copying a card with morph has a morph ability, so Backslide
  ("Turn target creature with a morph ability face down.") may target it, but it stays face
  up; so does a Frog token copy of it (a double-faced token, 707.8a). A single-faced Clone
  copying the same card is turned face down (708.2a).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def _olag_copying_boneknitter(*extra_lands: str, hand: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Ludevic, Necrogenius transformed into Olag, Ludevic's Hubris as a copy of the exiled
    Boneknitter card (morph {2}{B}), with Backslide (and ``hand``) in player 0's hand."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Ludevic, Necrogenius")
    s.battlefield(0, *["Island"] * 7, "Swamp", "Swamp", "Swamp", *extra_lands)
    s.graveyard(0, "Boneknitter")
    s.hand(0, "Backslide", *hand)
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find("Boneknitter", zone="graveyard")])
    d.resolve()
    c = d.chars(olag)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Morph")
    return d, olag


def test_712_16_backslide_leaves_olag_copying_a_morph_card_face_up() -> None:
    """CR 712.16, 701.27a: Backslide resolves targeting Olag (a legal target: it has the copied
    morph ability); Olag is a double-faced permanent, so nothing happens: it stays face up,
    still Olag with its counter, and no "turned face down" event happened."""
    d, olag = _olag_copying_boneknitter()
    d.cast(0, "Backslide", targets=[olag])
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Backslide") == "graveyard"
    assert not d.state.objects[olag].face_down
    c = d.chars(olag)
    assert (c.name, c.power, c.toughness) == ("Olag, Ludevic's Hubris", 5, 5)
    assert not [e for e in d.state.log if e.kind == "turned_face_down"]


def test_712_16_a_double_faced_token_copy_isnt_turned_face_down_either() -> None:
    """CR 712.16, 707.8a: Croaking Counterpart's Frog copy of Olag (copying Boneknitter) is a
    double-faced token with the morph ability; its controller keeps it under the legend rule;
    Backslide does nothing to it."""
    d, olag = _olag_copying_boneknitter("Forest", "Forest", "Forest", "Island",
                                        hand=("Croaking Counterpart",))
    d.cast(0, "Croaking Counterpart", targets=[olag])
    d.resolve()
    frog = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    d.expect("legend_rule")
    d.choose(frog)
    assert d.chars(frog).has("Morph")
    d.cast(0, "Backslide", targets=[frog])
    d.resolve()
    assert not d.state.objects[frog].face_down
    assert d.chars(frog).name == "Olag, Ludevic's Hubris"


def test_708_2a_a_single_faced_clone_with_morph_is_turned_face_down() -> None:
    """CR 708.2a, 712.16: Clone copying Boneknitter isn't double-faced: Backslide turns it
    face down, a nameless 2/2."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Boneknitter", *["Island"] * 6)
    s.hand(0, "Backslide", "Clone")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Boneknitter"))
    clone = d.find("Clone", "battlefield")
    d.cast(0, "Backslide", targets=[clone])
    d.resolve()
    assert d.state.objects[clone].face_down
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
