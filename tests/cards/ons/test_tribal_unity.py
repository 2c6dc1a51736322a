"""Tribal Unity — {X}{2}{G} Instant.

Oracle: "Creatures of the creature type of your choice get +X/+X until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tribal Unity")


def test_creatures_of_the_chosen_type_get_plus_x() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, "Wirewood Savage", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Tribal Unity")
    d = Driver(s.build())
    d.cast(0, "Tribal Unity", x=2)
    d.resolve()
    d.choose("Elf")
    assert d.chars(d.find("Wirewood Savage")).power == 4
    assert d.chars(d.find("Elvish Warrior")).toughness == 5
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_the_affected_set_is_locked_as_it_resolves() -> None:
    """CR 611.2c: the creatures that get +X/+X are those of the chosen type as the spell
    resolves; one that stops being that type keeps the bonus, one that becomes it later
    doesn't get it."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5, *["Island"] * 4)
    s.battlefield(0, "Mistform Dreamer", "Mistform Skyreaver")
    s.hand(0, "Tribal Unity")
    d = Driver(s.build())
    dreamer, sky = d.find("Mistform Dreamer"), d.find("Mistform Skyreaver")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    d.cast(0, "Tribal Unity", x=1)
    d.resolve()
    d.choose("Bird")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (3, 2)
    assert (d.chars(sky).power, d.chars(sky).toughness) == (6, 6)
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Goblin")
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (3, 2)
    d.activate(0, sky)
    d.resolve()
    d.choose("Bird")
    assert (d.chars(sky).power, d.chars(sky).toughness) == (6, 6)


def test_x_zero_or_a_type_no_creature_has_changes_nothing() -> None:
    """CR 107.3: X may be 0; a creature type no creature has may be chosen (CR 205.3m),
    and the spell resolves with no effect."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Wirewood Savage")
    s.hand(0, "Tribal Unity", "Tribal Unity")
    d = Driver(s.build())
    savage = d.find("Wirewood Savage")
    d.cast(0, "Tribal Unity", x=0)
    d.resolve()
    d.choose("Elf")
    assert (d.chars(savage).power, d.chars(savage).toughness) == (2, 2)
    d.cast(0, "Tribal Unity", x=0)
    d.resolve()
    d.choose("Sliver")
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[0].graveyard) == 2


def test_cast_after_blockers_it_wins_the_fight() -> None:
    """CR 117.1a, 509: an instant cast in the declare blockers step: Elvish Warrior (2/3)
    blocked by Gluttonous Zombie (3/3); Elf chosen with X = 1, the Warrior (3/4) kills the
    Zombie and survives."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Elvish Warrior")
    s.hand(0, "Tribal Unity")
    s.battlefield(1, "Gluttonous Zombie")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.to_combat()
    d.attack([warrior])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Gluttonous Zombie"): warrior})
    assert d.state.step.name == "DECLARE_BLOCKERS" and d.decision.player == 0
    d.cast(0, "Tribal Unity", x=1)
    d.resolve()
    d.choose("Elf")
    d.pass_until("postcombat_main")
    assert d.zone_of("Gluttonous Zombie") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_word_that_is_no_creature_type_is_refused() -> None:
    """CR 205.3m: the choice must be a creature type: "Forest" (a land type) is refused with
    an error and the choice is still open; then Elf is chosen."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 4, "Wirewood Savage")
    s.hand(0, "Tribal Unity")
    d = Driver(s.build())
    d.cast(0, "Tribal Unity", x=1)
    d.resolve()
    kind = d.decision.kind
    with pytest.raises(IllegalActionError):
        d.choose("Forest")
    assert d.decision.kind == kind and d.state.stack
    d.choose("Elf")
    assert d.chars(d.find("Wirewood Savage")).power == 3


def test_a_copy_keeps_x_and_its_controller_chooses_its_own_type_as_it_resolves() -> None:
    """CR 707.10: Galvanic Iteration's copy of Tribal Unity copies X (2), but the creature
    type is a choice made on resolution, which isn't copied: the copy resolves first and its
    controller chooses Elf for it, then Goblin for the original; Wirewood Savage and Goblin
    Sledder each get +2/+2 once, Glory Seeker nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Mountain", *["Forest"] * 5)
    s.battlefield(0, "Wirewood Savage", "Goblin Sledder", "Glory Seeker")
    s.hand(0, "Galvanic Iteration", "Tribal Unity")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Tribal Unity", x=2)
    d.resolve()  # Galvanic Iteration's trigger: the copy goes on the stack
    assert len(d.state.stack) == 2
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    d.choose("Elf")
    assert len(d.state.stack) == 1  # the original is still waiting
    d.resolve()
    assert d.expect("choose_creature_type").player == 0
    d.choose("Goblin")
    assert not d.state.stack
    savage, sledder = d.chars(d.find("Wirewood Savage")), d.chars(d.find("Goblin Sledder"))
    assert (savage.power, savage.toughness) == (4, 4)
    assert (sledder.power, sledder.toughness) == (3, 3)
    assert d.chars(d.find("Glory Seeker")).power == 2
