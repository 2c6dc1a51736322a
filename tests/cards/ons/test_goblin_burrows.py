"""Goblin Burrows — Land.

Oracle: "{T}: Add {C}. / {1}{R}, {T}: Target Goblin creature gets +2/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Goblin Burrows")


def test_goblin_gets_plus_two_plus_zero() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.activate(0, "Goblin Burrows", targets=[raider])
    d.resolve()
    assert (d.chars(raider).power, d.chars(raider).toughness) == (3, 2)


def test_non_goblins_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Glory Seeker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_taps_for_colorless_mana() -> None:
    """CR 106.1b, 605.1a: its mana ability adds {C}, which pays for Sol Ring's {1}; tapped
    for it, the Burrows can't also use its {T} pump."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Goblin Sky Raider")
    s.hand(0, "Sol Ring")
    d = Driver(s.build())
    burrows = d.find("Goblin Burrows")
    d.cast(0, "Sol Ring", pay=False)
    d.mana(0, burrows)
    assert d.decision.kind == "priority"
    assert d.state.objects[burrows].tapped
    assert all(not d.state.objects[m].tapped for m in d.ids("Mountain"))
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == burrows]
    d.resolve()
    assert d.zone_of("Sol Ring") == "battlefield"


def test_any_player_s_goblin_until_end_of_turn() -> None:
    """CR 115.1, 611.2a: "target Goblin creature" may be an opponent's Goblin; the +2/+0
    lasts until the cleanup step (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain")
    s.battlefield(1, "Nosy Goblin")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    nosy = d.find("Nosy Goblin")
    d.activate(0, "Goblin Burrows", targets=[nosy])
    d.resolve()
    assert (d.chars(nosy).power, d.chars(nosy).toughness) == (4, 1)
    d.pass_until("upkeep", turn=4)
    assert (d.chars(nosy).power, d.chars(nosy).toughness) == (2, 1)


def test_a_creature_made_a_goblin_can_be_targeted_and_one_that_stops_is_left_alone() -> None:
    """CR 205.1b, 608.2b: Mistform Dreamer made a Goblin is a legal target; made an Elf in
    response, it is illegal as the ability resolves, which does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain", "Mistform Dreamer",
                  "Island", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == d.find("Goblin Burrows")]
    islands = d.ids("Island")
    d.activate(0, dreamer, pay=False)
    d.mana(0, islands[0])
    d.resolve()
    d.choose("Goblin")
    d.activate(0, "Goblin Burrows", targets=[dreamer], pay=False)
    d.mana(0, d.ids("Mountain")[0])
    d.mana(0, d.ids("Mountain")[1])
    d.activate(0, dreamer, pay=False)
    d.mana(0, islands[1])
    d.resolve()
    d.choose("Elf")
    d.resolve()
    assert not d.state.stack
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (2, 1)


def test_a_face_down_goblin_is_not_a_goblin() -> None:
    """CR 708.2a: a face-down Skirk Commando has no creature types, so it isn't a legal target
    for "target Goblin creature"; with no other Goblin, the ability can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Mountain", "Mountain")
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    burrows = d.find("Goblin Burrows")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == burrows]


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Goblin Burrows's text: its ability
    gives Wellwisher +2/+0, Goblin Sky Raider isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Burrows", "Island", "Mountain", "Mountain", "Wellwisher", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Goblin Burrows")
    new, old = d.find("Wellwisher"), d.find("Goblin Sky Raider")
    evolve(d, source, "Goblin", "Elf")
    assert d.chars(source).subtypes == frozenset()
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.chars(new).power == 3
