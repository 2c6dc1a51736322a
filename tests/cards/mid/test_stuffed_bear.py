"""Stuffed Bear — {2} Artifact.

Oracle: "{2}: Stuffed Bear becomes a 4/4 green Bear artifact creature until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Stuffed Bear")


def test_becomes_a_bear_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    assert not d.chars(bear).is_creature
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.is_creature and (c.power, c.toughness) == (4, 4)
    assert c.colors == {"G"} and "Bear" in c.subtypes and "Artifact" in c.types
    d.to_combat()
    d.attack([bear])
    d.pass_until("end")
    assert d.life(1) == 16
    d.pass_until("upkeep", turn=4)
    assert not d.chars(bear).is_creature


def test_a_bear_that_arrived_this_turn_cant_attack_and_two_activations_dont_add_up() -> None:
    """CR 302.6: it came under its controller's control this turn, so as a creature it can't
    attack. Its P/T is set to 4/4 (layer 7b, CR 613.4b): activated twice it is still 4/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", sick=True)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert (c.power, c.toughness) == (4, 4)
    d.to_combat()
    from manastack.decisions.actions import DeclareAttacker
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):
        d.act(0, DeclareAttacker(bear, 1))


def test_an_aura_on_the_bear_falls_off_when_it_stops_being_a_creature() -> None:
    """CR 514.2, 514.3a, 704.5m: Necrosynthesis enchants the animated Bear; in the cleanup
    step the effect ends, the Bear is no creature and the Aura is put into the graveyard (the
    Bear didn't die, so the Aura's dies trigger doesn't trigger)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest", "Swamp", "Swamp")
    s.hand(0, "Necrosynthesis")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.cast(0, "Necrosynthesis", targets=[bear])
    d.resolve()
    assert d.zone_of("Necrosynthesis") == "battlefield"
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Necrosynthesis") == "graveyard"
    assert d.zone_of("Stuffed Bear") == "battlefield"
    assert len(d.state.players[0].hand) == 0


def test_counters_and_an_earlier_pump_apply_over_the_set_4_4() -> None:
    """CR 613.4b-c: the Bear's 4/4 is set in layer 7b; its +1/+1 counter and a -2/-0 from
    Startle (cast while it was already a creature) apply in layer 7c whatever their
    timestamps: 3/5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", counters={"+1/+1": 1})
    s.battlefield(0, "Forest", "Forest", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Island")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    assert (d.chars(bear).power, d.chars(bear).toughness) == (5, 5)
    d.cast(0, "Startle", targets=[bear])
    d.resolve()
    assert (d.chars(bear).power, d.chars(bear).toughness) == (3, 5)


def test_animated_with_a_slime_counter_it_loses_its_abilities_but_stays_4_4() -> None:
    """CR 613.4b, 613.7a: once a creature, the Bear with a slime counter loses its abilities
    to Sludge Monster, whose base 2/2 has the Monster's earlier timestamp; the Bear's later
    4/4 applies after it in layer 7b."""
    s = Scenario(seed=1)
    s.battlefield(1, "Sludge Monster")
    s.battlefield(0, "Stuffed Bear", counters={"slime": 1})
    s.battlefield(0, "Mountain", "Mountain")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert (c.power, c.toughness, c.abilities) == (4, 4, ())
    assert c.is_creature and "Bear" in c.subtypes


def test_an_earlier_all_creatures_effect_doesnt_reach_it_once_animated() -> None:
    """CR 611.2c: Infest's -2/-2 affects only the creatures there as it resolved; the Bear,
    animated afterwards, is a 4/4. Animated before, it is a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Stuffed Bear", *["Swamp"] * 7)
    s.library(0, "Swamp")
    s.hand(0, "Infest")
    d = Driver(s.build())
    first, second = d.ids("Stuffed Bear")
    d.activate(0, first)
    d.resolve()
    d.cast(0, "Infest")
    d.resolve()
    d.activate(0, second)
    d.resolve()
    assert (d.chars(first).power, d.chars(first).toughness) == (2, 2)
    assert (d.chars(second).power, d.chars(second).toughness) == (4, 4)


def test_destroy_all_creatures_spares_it_unless_animated() -> None:
    """Cleansing Nova's "Destroy all creatures" (mode one): an unanimated Stuffed Bear is no
    creature (CR 301) and stays; an animated one is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Stuffed Bear", *["Plains"] * 7)
    s.hand(0, "Cleansing Nova")
    d = Driver(s.build())
    first, second = d.ids("Stuffed Bear")
    d.activate(0, first)
    d.resolve()
    d.cast(0, "Cleansing Nova", modes=[0])
    d.resolve()
    assert d.state.objects[second].zone.value == "battlefield"
    assert len(d.ids("Stuffed Bear", "graveyard")) == 1


def test_a_creature_type_it_had_is_replaced_by_bear() -> None:
    """CR 205.1b: "becomes a ... Bear artifact creature" keeps the Artifact card type but Bear
    replaces the creature types it had. Animated, then made a Goblin by Standardize (a later
    timestamp, CR 613.7), it is a Goblin; animated again, it is a Bear only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", *["Island"] * 8)
    s.hand(0, "Standardize")
    s.library(0, "Island")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    d.cast(0, "Standardize")
    d.resolve()
    d.choose("Goblin")
    assert d.chars(bear).subtypes == frozenset({"Goblin"})
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert c.subtypes == frozenset({"Bear"}) and c.types == frozenset({"Artifact", "Creature"})


def test_equipment_falls_off_when_it_stops_being_a_creature_without_a_dies_trigger() -> None:
    """CR 704.5n: Mask of Griselbrand equips the animated Bear; in the cleanup step it is no
    longer a creature and the Mask becomes unattached (it stays on the battlefield). The Bear
    didn't die, so the Mask's ability doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Mask of Griselbrand", *["Swamp"] * 5)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    bear, mask = d.find("Stuffed Bear"), d.find("Mask of Griselbrand")
    d.activate(0, bear)
    d.resolve()
    d.activate(0, mask, targets=[bear])
    d.resolve()
    assert d.state.objects[mask].attached_to == bear and d.chars(bear).has("Flying")
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[mask].attached_to is None
    assert d.zone_of("Mask of Griselbrand") == d.zone_of("Stuffed Bear") == "battlefield"
    assert d.life(0) == 20 and len(d.state.players[0].hand) == 0


def test_made_to_read_elf_it_becomes_an_elf() -> None:
    """CR 612.2: Stuffed Bear with Bear changed to Elf becomes a 4/4 green Elf artifact
    creature; its name is unchanged (CR 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    evolve(d, bear, "Bear", "Elf")
    assert d.chars(bear).name == "Stuffed Bear" and not d.chars(bear).is_creature
    d.activate(0, bear)
    d.resolve()
    c = d.chars(bear)
    assert (c.types, c.subtypes, c.power, c.colors) == ({"Artifact", "Creature"}, {"Elf"}, 4,
                                                        {"G"})


def test_changed_after_it_animated_it_stays_a_bear_this_turn() -> None:
    """CR 611.2c, ONS-OR-0045: once Stuffed Bear's ability has resolved, its effect is no
    longer text on the Bear: changing Bear to Elf then leaves it a Bear this turn, and its next
    activation makes it an Elf."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest", "Forest", "Forest", "Island")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    bear = d.find("Stuffed Bear")
    d.activate(0, bear)
    d.resolve()
    evolve(d, bear, "Bear", "Elf")
    assert d.chars(bear).subtypes == {"Bear"}
    d.activate(0, bear)
    d.resolve()
    assert d.chars(bear).subtypes == {"Elf"}
