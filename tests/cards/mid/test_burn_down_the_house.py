"""Burn Down the House — {3}{R}{R} Sorcery.

Oracle: "Choose one — / • Burn Down the House deals 5 damage to each creature and each
planeswalker. / • Create three 1/1 red Devil creature tokens with "When this creature dies, it
deals 1 damage to any target." They gain haste until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Burn Down the House")


def build() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Burn Down the House")
    s.battlefield(1, "Elvish Warrior")
    s.library(1, "Mountain")
    return Driver(s.build())


def test_five_damage_to_each_creature() -> None:
    d = build()
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard") and d.ids("Elvish Warrior", zone="graveyard")


def test_three_hasty_devils_that_ping_when_they_die() -> None:
    d = build()
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    devils = d.ids("Devil Token", zone="battlefield")
    assert len(devils) == 3
    assert all("Haste" in d.chars(x).keywords for x in devils)
    d.to_combat()
    d.attack({devils[0]: 1})
    d.pass_priority()
    d.pass_priority()
    d.block({d.find("Elvish Warrior"): devils[0]})
    while d.decision.kind != "target":
        d.pass_priority()
    d.choose(1)
    d.resolve()
    assert d.life(1) == 19
    d.pass_until("upkeep", turn=4)
    assert not any("Haste" in d.chars(x).keywords for x in d.ids("Devil Token"))


def test_five_damage_to_each_planeswalker_and_devils_dying_each_ping() -> None:
    """CR 120.3c: 5 damage to Wrenn and Seven removes five loyalty counters (it had 5: put into
    the graveyard, CR 704.5i). The three Devils made earlier die in the same event: each
    of their abilities triggers (CR 603.2, 603.10a) and deals 1 damage to any target, here
    all three at player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 10)
    s.hand(0, "Burn Down the House", "Burn Down the House")
    s.battlefield(1, "Wrenn and Seven")
    s.library(1, "Mountain", "Mountain")
    s.library(0, "Mountain", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    assert len(d.ids("Devil Token", zone="battlefield")) == 3
    d.cast(0, "Burn Down the House", modes=[0])
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "graveyard"
    assert not d.ids("Devil Token", zone="battlefield")
    for _ in range(30):
        if d.decision.kind == "target":
            d.choose(1)
        elif d.decision.kind == "order_triggers":
            d.take_first("order_triggers")
        elif d.state.stack:
            d.pass_priority()
        else:
            break
    assert d.life(1) == 17


def test_a_mode_must_be_chosen_from_the_two() -> None:
    """CR 700.2a: a mode that isn't one of the two is refused, naming the problem; the spell
    stays in the hand and no mana is spent."""
    d = build()
    with pytest.raises(IllegalActionError, match="mode|choices"):
        d.cast(0, "Burn Down the House", modes=[2])
    assert d.zone_of("Burn Down the House") == "hand"
    assert not d.state.stack
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))


def test_devils_dying_may_hit_a_creature() -> None:
    """"Any target" (CR 115.4): the Devil's trigger may deal its 1 damage to a creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6)
    s.hand(0, "Burn Down the House", "Shock")
    s.battlefield(1, "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    d.cast(0, "Shock", targets=[d.ids("Devil Token", zone="battlefield")[0]])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Nosy Goblin"))
    d.resolve()
    assert d.zone_of("Nosy Goblin") == "graveyard"
    assert len(d.ids("Devil Token", zone="battlefield")) == 2


def test_changed_on_the_stack_it_creates_three_elves_that_ping() -> None:
    """CR 612.2a: Burn Down the House made to read Elf creates three 1/1 red Elf Tokens with
    haste and "When this creature dies, it deals 1 damage to any target"."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Island")
    s.hand(0, "Burn Down the House", "Artificial Evolution", "Shock")
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    spell = d.cast(0, "Burn Down the House", modes=[1])
    evolve(d, spell, "Devil", "Elf")
    d.resolve()
    elves = tokens(d)
    assert [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).has("Haste")) for t in elves] \
        == [("Elf Token", {"Elf"}, True)] * 3
    d.cast(0, "Shock", targets=[elves[0]])
    d.resolve()
    d.choose(1)
    d.resolve()
    assert d.life(1) == 19
