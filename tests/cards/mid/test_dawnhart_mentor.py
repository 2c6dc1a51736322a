"""Dawnhart Mentor — {2}{G} Creature — Human Warlock 0/4.

Oracle: "When Dawnhart Mentor enters the battlefield, create a 1/1 white Human creature token.
/ Coven — {5}{G}: Target creature you control gets +3/+3 and gains trample until end of turn.
Activate only if you control three or more creatures with different powers."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Dawnhart Mentor")


def test_human_token_then_coven_ability() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 9)
    s.hand(0, "Dawnhart Mentor")
    d = Driver(s.build())
    d.cast(0, "Dawnhart Mentor")
    d.resolve()
    d.resolve()
    human = d.find("Human Token", zone="battlefield")
    mentor = d.find("Dawnhart Mentor", zone="battlefield")
    from manastack.decisions.policies import ScriptError
    with pytest.raises(ScriptError):  # powers 0 and 1 only: no coven
        d.activate(0, mentor, targets=[human])
    s2 = Scenario(seed=1)
    s2.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Snarling Wolf")
    d = Driver(s2.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Dawnhart Mentor", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and "Trample" in c.keywords


def test_coven_is_checked_on_activation_only() -> None:
    """CR 602.5b: "activate only if" restricts the activation; once activated, the ability
    resolves even though coven no longer holds (a creature of a third power died)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Avacyn's Pilgrim")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Dawnhart Mentor", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and "Trample" in c.keywords


def test_coven_ability_fizzles_when_its_target_dies() -> None:
    """CR 608.2b: the only target is gone, so the ability does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Avacyn's Pilgrim")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Dawnhart Mentor", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_zero_power_is_one_of_the_three_different_powers() -> None:
    """Coven (an ability word, CR 207.2c): powers 0 (the Mentor itself), 1 (a Human) and 2
    (Glory Seeker) are three different powers; with Wall of Mulch (0) instead of the Seeker
    there are only two."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Wall of Mulch")
    s.token(0, "Human")
    d = Driver(s.build())
    from manastack.decisions.policies import ScriptError
    with pytest.raises(ScriptError):
        d.activate(0, "Dawnhart Mentor", targets=[d.find("Wall of Mulch")])
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    mentor = d.find("Dawnhart Mentor")
    d.activate(0, mentor, targets=[mentor])
    d.resolve()
    c = d.chars(mentor)
    assert (c.power, c.toughness) == (3, 7) and "Trample" in c.keywords


def _can_activate(d: Driver) -> bool:
    from manastack.decisions.actions import ActivateAbility
    return any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


@pytest.mark.ruling("MID-OR-0527", "MID-OR-0526")
def test_two_creatures_of_the_same_power_count_once() -> None:
    """MID-OR-0527: the Mentor (0), Glory Seeker (2) and Elvish Warrior (2) are three creatures
    but only two different powers: no coven, the ability can't be activated (CR 602.5b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    assert not _can_activate(d)
    s2 = Scenario(seed=1)
    s2.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Festering Goblin")
    d2 = Driver(s2.build())
    assert _can_activate(d2)  # powers 0, 2 and 1


def test_an_opponent_s_creature_neither_counts_for_coven_nor_can_be_targeted() -> None:
    """Coven counts creatures *you* control; "target creature you control" (CR 115.1). The
    opponent's Snarling Wolf gives no third power; with coven met, it is still refused as a
    target and the game is unchanged."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker")
    s.battlefield(1, "Snarling Wolf")
    d = Driver(s.build())
    assert not _can_activate(d)
    s2 = Scenario(seed=1)
    s2.battlefield(0, *["Forest"] * 6, "Dawnhart Mentor", "Glory Seeker", "Festering Goblin")
    s2.battlefield(1, "Snarling Wolf")
    d2 = Driver(s2.build())
    before = d2.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d2.activate(0, "Dawnhart Mentor", targets=[d2.find("Snarling Wolf")])
    assert d2.game.fingerprint() == before


def test_changed_on_the_stack_it_enters_an_elf_with_an_elf() -> None:
    """CR 612.1, 612.2a, 400.7a: Dawnhart Mentor changed from Human to Elf as a spell is
    an Elf Warlock and creates a 1/1 white Elf Token."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Dawnhart Mentor", "Artificial Evolution")
    d = Driver(s.build())
    spell = d.cast(0, "Dawnhart Mentor")
    evolve(d, spell, "Human", "Elf")
    d.resolve()
    assert d.chars(d.find("Dawnhart Mentor")).subtypes == {"Elf", "Warlock"}
    d.resolve()
    [token] = tokens(d)
    assert (d.chars(token).name, d.chars(token).subtypes) == ("Elf Token", {"Elf"})
