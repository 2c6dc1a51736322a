"""Daru Encampment — Land.

Oracle: "{T}: Add {C}. / {W}, {T}: Target Soldier creature gets +1/+1 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Daru Encampment")


def test_pumps_a_soldier_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains", "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Encampment", targets=[seeker])
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    assert d.state.objects[d.find("Daru Encampment")].tapped
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2


def test_only_soldiers_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains", "Goblin Sky Raider")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_taps_for_colorless_mana() -> None:
    """CR 106.1b, 605.1a: "{T}: Add {C}."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment")
    d = Driver(s.build())
    d.mana(0, "Daru Encampment")
    assert d.state.objects[d.find("Daru Encampment")].tapped
    assert d.state.players[0].mana_pool == {"C": 1}


def test_a_face_down_soldier_isnt_a_soldier_but_an_opponent_s_soldier_is() -> None:
    """CR 708.2: face down, Gravel Slinger (a Human Soldier card) has no creature types, so it
    isn't a legal target; player 1's Glory Seeker is ("target Soldier creature", any
    controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains")
    s.battlefield(0, "Gravel Slinger", face_down=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import Choose
    d.activate(0, "Daru Encampment", pay=False)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker")}
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 3


def test_it_cant_pay_its_own_white_and_an_illegal_target_does_nothing() -> None:
    """CR 602.2b, 605.3: the {T} in the cost means the Encampment can't also tap for the {W}
    (it makes only {C} anyway): alone, its ability can't be activated. With a Plains, the
    target Glory Seeker Shocked in response leaves the ability with no legal target
    (CR 608.2b): it does nothing, and the Encampment stays tapped."""
    from manastack.decisions.actions import ActivateAbility

    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Plains", "Mountain", "Glory Seeker", "Gravel Slinger")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Daru Encampment", targets=[seeker], pay=False)
    d.mana(0, "Plains")
    d.pay()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[d.find("Daru Encampment")].tapped
    slinger = d.chars(d.find("Gravel Slinger"))
    assert (slinger.power, slinger.toughness) == (1, 3)


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Daru Encampment's text: its
    ability gives Wellwisher +1/+1, Glory Seeker isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Encampment", "Island", "Plains", "Wellwisher", "Glory Seeker")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Daru Encampment")
    new, old = d.find("Wellwisher"), d.find("Glory Seeker")
    evolve(d, source, "Soldier", "Elf")
    assert d.chars(source).subtypes == frozenset()
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.chars(new).power == 2
