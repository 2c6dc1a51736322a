"""Sigardian Zealot — {4}{G} Creature — Human Cleric 3/3.

Oracle: "At the beginning of combat on your turn, choose any number of creatures with different
powers. Each of them gets +X/+X and gains vigilance until end of turn, where X is Sigardian
Zealot's power."
Rulings covered: MIC-RN-019, MIC-RN-020 (and MIC-OR-0063, MIC-OR-0064, which restate them).
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigardian Zealot")

CARD = "Sigardian Zealot"


def _at_combat() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Quicksilver Dragon")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()  # on to the beginning of combat; the trigger goes on the stack
    return d


@pytest.mark.ruling("MIC-RN-019", "MIC-OR-0063")
def test_chosen_creatures_have_pairwise_different_powers() -> None:
    """Glory Seeker (2) chosen, Elvish Warrior (also 2) is no longer offered; Seeker, the
    Zealot (3) and the opponent's Dragon (5) each get +3/+3 and vigilance."""
    d = _at_combat()
    zealot, seeker = d.find(CARD), d.find("Glory Seeker")
    warrior, dragon = d.find("Elvish Warrior"), d.find("Quicksilver Dragon")
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and len(d.state.stack) == 1
    d.resolve()
    d.choose(seeker)
    assert warrior not in {a.value for a in d.game.legal_actions()}
    d.choose(zealot)
    d.choose(dragon)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)
    assert (d.chars(zealot).power, d.chars(zealot).toughness) == (6, 6)
    assert (d.chars(dragon).power, d.chars(dragon).toughness) == (8, 8)
    assert all(d.chars(o).has("Vigilance") for o in (seeker, zealot, dragon))
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (2, 3)
    assert not d.chars(warrior).has("Vigilance")


@pytest.mark.ruling("MIC-RN-020", "MIC-OR-0064")
def test_nothing_targeted_one_creature_is_a_valid_set() -> None:
    """The trigger has no targets; as it resolves, Elvish Warrior alone is chosen: it gets
    +3/+3 (X is the Zealot's power then) and vigilance, so it attacks without tapping."""
    d = _at_combat()
    trig = d.state.stack[-1]
    assert not any(d.state.objects[trig].stack.get("targets", ()))
    warrior = d.find("Elvish Warrior")
    d.resolve()
    d.choose(warrior)
    d.choose(None)
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (5, 6)
    assert d.chars(warrior).has("Vigilance")
    assert not d.chars(d.find(CARD)).has("Vigilance")
    d.to_combat()
    d.attack([warrior])
    assert not d.state.objects[warrior].tapped


def test_it_doesnt_trigger_at_the_beginning_of_combat_on_an_opponents_turn() -> None:
    """"On your turn" (CR 603.2): at the beginning of combat on the opponent's turn the Zealot's
    ability doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT" and not d.state.stack
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_x_is_the_zealots_last_known_power_if_it_has_left() -> None:
    """CR 608.2h: the Zealot is destroyed in response (Defenestrate); as the ability resolves
    its last known power, 3, is X, and the chosen Glory Seeker gets +3/+3 and vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Defenestrate", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    if d.decision.kind != "priority":
        d.choose(None)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 5) and c.has("Vigilance")


def test_choosing_no_creature_changes_nothing() -> None:
    """"Any number" includes zero: none chosen, no creature gets anything."""
    d = _at_combat()
    d.resolve()
    d.choose(None)
    assert d.decision.kind == "priority"
    assert d.chars(d.find(CARD)).power == 3
    assert not any(d.chars(o).has("Vigilance") for o in d.state.battlefield)


def test_x_is_read_once_even_when_the_zealot_is_chosen_first() -> None:
    """X is the Zealot's power as the ability resolves (CR 608.2h), before any bonus: chosen
    first, the Zealot becomes 6/6 and Glory Seeker still gets +3/+3, not +6/+6."""
    d = _at_combat()
    zealot, seeker = d.find(CARD), d.find("Glory Seeker")
    d.resolve()
    d.choose(zealot)
    d.choose(seeker)
    if d.decision.kind != "priority":
        d.choose(None)
    assert (d.chars(zealot).power, d.chars(zealot).toughness) == (6, 6)
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (5, 5)


def test_choosing_a_second_creature_of_a_power_already_chosen_is_refused() -> None:
    """MIC-RN-019: after Glory Seeker (power 2), Elvish Warrior (power 2) is refused with an
    error naming it, and the game is unchanged."""
    d = _at_combat()
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before


def test_the_bonus_and_vigilance_end_with_the_turn() -> None:
    """CR 514.2, 611.2a: "until end of turn": in the cleanup step the +3/+3 and vigilance
    given to Glory Seeker end; on the next turn it is a 2/2 again."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.resolve()
    d.choose(seeker)
    if d.decision.kind != "priority":
        d.choose(None)
    assert d.chars(seeker).power == 5
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and not c.has("Vigilance")


def test_a_negative_power_gives_plus_zero_not_minus() -> None:
    """CR 107.1b: two Startles in response make the Zealot's power -1; X would be negative,
    so zero is used: the chosen Glory Seeker gets +0/+0 (not -1/-1) and still gains
    vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(0, "Startle", "Startle")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    zealot = d.find(CARD)
    for _ in range(2):
        d.cast(0, "Startle", targets=[zealot])
        d.resolve()
    assert d.chars(zealot).power == -1 and len(d.state.stack) == 1
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    if d.decision.kind != "priority":
        d.choose(None)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and c.has("Vigilance")


def test_a_creature_that_entered_while_the_trigger_waited_may_be_chosen() -> None:
    """CR 608.2c, 603.3: the creatures are chosen only as the ability resolves, from those on
    the battlefield then. With the trigger on the stack, player 0 casts Startle (on the
    opponent's Quicksilver Dragon): its 2/2 Zombie token, which wasn't there when the ability
    triggered, is offered and chosen, and gets +3/+3 and vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.hand(0, "Startle")
    s.battlefield(1, "Quicksilver Dragon")
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    while d.state.step.name == "PRECOMBAT_MAIN":
        d.pass_priority()
    assert len(d.state.stack) == 1
    d.cast(0, "Startle", targets=[d.find("Quicksilver Dragon")])
    d.resolve()
    token = d.find("Zombie Token", "battlefield")
    assert len(d.state.stack) == 1
    d.resolve()
    assert token in {a.value for a in d.game.legal_actions()}
    d.choose(token)
    d.choose(None)
    assert (d.chars(token).power, d.chars(token).toughness) == (5, 5)
    assert d.chars(token).has("Vigilance")
