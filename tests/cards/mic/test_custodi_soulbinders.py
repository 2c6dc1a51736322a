"""Custodi Soulbinders — {3}{W} Creature — Human Cleric 0/0.

Oracle: "Custodi Soulbinders enters the battlefield with X +1/+1 counters on it, where X is the
number of other creatures on the battlefield. / {2}{W}, Remove a +1/+1 counter from Custodi
Soulbinders: Create a 1/1 white Spirit creature token with flying."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Custodi Soulbinders")

CARD = "Custodi Soulbinders"


def test_enters_with_a_counter_for_each_other_creature_on_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 7)
    s.battlefield(1, "Severed Legion", "Gluttonous Zombie", "Sol Ring")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    c = d.find(CARD)
    assert d.state.objects[c].counters == {"+1/+1": 3}  # not the artifact
    d.activate(0, CARD)
    assert d.state.objects[c].counters == {"+1/+1": 2}  # removed as a cost
    d.resolve()
    spirit = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    sc = d.chars(spirit)
    assert (sc.power, sc.toughness) == (1, 1) and sc.has("Flying") and sc.colors == frozenset("W")


def test_alone_it_enters_with_no_counters_and_dies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"


def test_removing_its_last_counter_it_dies_but_the_spirit_is_still_created() -> None:
    """CR 602.2, 118.3: removing the counter is part of the cost; at 0/0 it is put into the
    graveyard at the next check (CR 704.5f), before the ability resolves, and the ability
    still creates the Spirit (CR 113.7a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.battlefield(0, CARD, counters={"+1/+1": 1})
    d = Driver(s.build())
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    spirits = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert len(spirits) == 1 and d.state.objects[spirits[0]].controller == 0


def test_counts_tokens_and_face_down_creatures_as_other_creatures() -> None:
    """"Other creatures on the battlefield": a creature token and a face-down 2/2 (CR 708.2a)
    are creatures, each counted."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.token(0, "Spirit")
    s.battlefield(1, "Snapping Thragg", face_down=True)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 2}


def test_x_is_counted_as_it_enters_not_as_it_is_cast() -> None:
    """CR 614.1c, 614.12: the replacement effect counts the other creatures as the
    Soulbinders enters: cast with two other creatures, one dies to Shock in response, and it
    enters with one counter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(1, "Mountain", "Elvish Warrior")
    s.hand(0, CARD)
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.state.objects[d.find(CARD)].counters == {"+1/+1": 1}


def test_the_ability_needs_a_counter_to_remove_and_the_mana() -> None:
    """CR 602.2b, 118.3: with two counters and only two Plains the ability can't be
    activated; with three Plains it is activated twice, leaving a 0/0 put into the
    graveyard (CR 704.5f), and two Spirits are created."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 2)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    d = Driver(s.build())
    c = d.find(CARD)
    assert not any(isinstance(a, ActivateAbility) and a.source == c
                   for a in d.game.legal_actions())
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    d = Driver(s.build())
    d.activate(0, CARD)
    d.activate(0, CARD)
    assert d.zone_of(CARD) == "graveyard"
    d.resolve_all()
    assert len([o for o in d.state.battlefield if d.state.objects[o].is_token]) == 2


def test_a_clone_copying_it_counts_the_other_creatures_as_it_enters() -> None:
    """CR 707.2, 614.1c: the Clone entering as a copy has the "enters with X counters"
    ability: the other creatures are the Soulbinders and Glory Seeker, so two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker")
    s.battlefield(0, CARD, counters={"+1/+1": 3})
    s.hand(0, "Clone")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find(CARD))
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == CARD
    assert d.state.objects[clone].counters == {"+1/+1": 2}


def test_made_to_read_elf_it_creates_flying_elves() -> None:
    """CR 612.2, 612.2a: Spirit changed to Elf on Custodi Soulbinders (a Human Cleric,
    unchanged): its ability creates a 1/1 white Elf Token with flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Island")
    s.battlefield(0, CARD, counters={"+1/+1": 2})
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    card = d.find(CARD)
    d.cast(0, "Artificial Evolution", targets=[card])
    d.resolve()
    d.choose("Spirit")
    d.choose("Elf")
    assert d.chars(card).subtypes == {"Human", "Cleric"}
    d.activate(0, CARD)
    d.resolve()
    assert not d.ids("Spirit Token", "battlefield")
    elf = d.find("Elf Token", "battlefield")
    c = d.chars(elf)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"W"}, 1, 1)
    assert c.has("Flying")
