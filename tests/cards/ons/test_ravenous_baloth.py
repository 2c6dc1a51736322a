"""Ravenous Baloth — {2}{G}{G} Creature — Beast 4/4.

Oracle: "Sacrifice a Beast: You gain 4 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Ravenous Baloth")


def test_sacrifice_a_beast_to_gain_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth", "Barkhide Mauler", "Glory Seeker")
    d = Driver(s.build())
    dec_choices = [d.find("Barkhide Mauler")]
    d.activate(0, "Ravenous Baloth", choices=dec_choices)
    assert d.ids("Barkhide Mauler", zone="graveyard")
    d.resolve()
    assert d.life(0) == 24
    assert d.ids("Glory Seeker", zone="battlefield")


def test_can_sacrifice_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth")
    d = Driver(s.build())
    d.activate(0, "Ravenous Baloth", choices=[d.find("Ravenous Baloth")])
    d.resolve()
    assert d.life(0) == 24 and d.ids("Ravenous Baloth", zone="graveyard")


def test_a_non_beast_or_a_face_down_beast_is_refused_and_nothing_changes() -> None:
    """CR 205.3m, 708.2a: only a Beast may be sacrificed; a Soldier, or a face-down Krosan
    Tusker (a face-down creature has no creature types), is refused with an error naming
    the problem and the game is unchanged (CR 601.2h, 602.2b)."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth", "Glory Seeker")
    s.battlefield(0, "Krosan Tusker", face_down=True)
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.activate(0, baloth, pay=False)
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert offered == {baloth}
    before = d.game.fingerprint()
    for wrong in (d.find("Glory Seeker"), d.find("Krosan Tusker")):
        with pytest.raises(IllegalActionError, match="Beast"):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    assert d.life(0) == 20


def test_two_headed_giant_the_life_goes_to_the_team() -> None:
    """CR 810.9a: life a player gains in Two-Headed Giant is gained by the team."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Ravenous Baloth")
    d = Driver(s.build())
    d.activate(0, "Ravenous Baloth", choices=[d.find("Ravenous Baloth")])
    d.resolve()
    assert d.life(0) == d.life(1) == 34
    assert d.life(2) == 30


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Beast with Elf in Ravenous Baloth's text: its type
    line reads Elf and "Sacrifice an Elf" may sacrifice Wellwisher, not Barkhide Mauler, a Beast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ravenous Baloth", "Island", "Wellwisher", "Barkhide Mauler")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source, elf = d.find("Ravenous Baloth"), d.find("Wellwisher")
    evolve(d, source, "Beast", "Elf")
    assert d.chars(source).subtypes == {"Elf"}
    offered = activate_and_answer(d, source, (), pick=(elf,))
    assert elf in offered and d.find("Barkhide Mauler") not in offered
    assert d.zone_of("Wellwisher") == "graveyard"
    d.resolve()
    assert d.life(0) == 24
