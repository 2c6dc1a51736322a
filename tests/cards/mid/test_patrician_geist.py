"""Patrician Geist — {2}{U} Creature — Spirit Knight 2/2.

Oracle: "Flying / Other Spirits you control get +1/+1. / Spells you cast from your graveyard
cost {1} less to cast."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Patrician Geist")


def test_other_spirits_get_bigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Nebelgast Intruder", "Glory Seeker")
    s.battlefield(1, "Nebelgast Intruder")
    d = Driver(s.build())
    assert d.chars(d.find("Patrician Geist")).power == 2
    assert d.chars(d.find("Nebelgast Intruder", player=0)).power == 3
    assert d.chars(d.find("Nebelgast Intruder", player=1)).power == 2
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_flashback_costs_one_less() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Island")
    s.graveyard(0, "Otherworldly Gaze")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    gaze = d.find("Otherworldly Gaze")
    assert CastSpell(gaze, "flashback") in d.game.legal_actions()
    d.cast(0, "Otherworldly Gaze", method="flashback")
    assert d.state.objects[d.find("Island")].tapped
    assert d.ids("Otherworldly Gaze", zone="stack")


def test_spells_from_hand_cost_full() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Island")
    s.hand(0, "Startle")
    d = Driver(s.build())
    assert CastSpell(d.find("Startle"), "normal") not in d.game.legal_actions()


def test_a_disturb_spell_costs_one_less() -> None:
    """CR 601.2f: casting Overwhelmed Archivist from the graveyard with disturb ({3}{U}) costs
    {2}{U}: three Islands pay it, and the Archive Haunt that enters is a Spirit, so it gets
    +1/+1 (3/2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Island", "Island", "Island")
    s.graveyard(0, "Overwhelmed Archivist")
    d = Driver(s.build())
    card = d.find("Overwhelmed Archivist")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    d.cast(0, "Overwhelmed Archivist", method="disturb")
    assert all(d.state.objects[i].tapped for i in d.ids("Island"))
    d.resolve()
    haunt = d.find("Overwhelmed Archivist", "battlefield")
    c = d.chars(haunt)
    assert (c.name, c.power, c.toughness) == ("Archive Haunt", 3, 2)


def test_two_geists_boost_each_other_and_reduce_twice() -> None:
    """"Other Spirits": each Geist gets +1/+1 from the other (3/3), not from itself; two
    reductions of {1} make the disturb cost {3}{U} into {1}{U}, paid by two Islands."""
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Patrician Geist", "Island", "Island")
    s.graveyard(0, "Overwhelmed Archivist")
    d = Driver(s.build())
    for g in d.ids("Patrician Geist", "battlefield"):
        assert (d.chars(g).power, d.chars(g).toughness) == (3, 3)
    d.cast(0, "Overwhelmed Archivist", method="disturb")
    assert d.ids("Overwhelmed Archivist", zone="stack")


def test_only_generic_mana_is_reduced() -> None:
    """CR 118.7a, 601.2f: "{1} less" reduces only the generic component. Homestead Courage's
    flashback cost {W} has none, so it still costs {W}: with no land it isn't offered, with a
    Plains it is and the Plains pays it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    assert CastSpell(d.find("Homestead Courage"), "flashback") not in d.game.legal_actions()
    s.battlefield(0, "Plains")
    d = Driver(s.build())
    d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Patrician Geist")])
    assert d.state.objects[d.find("Plains")].tapped
    assert d.ids("Homestead Courage", zone="stack")


def test_it_reduces_the_flashback_lier_grants() -> None:
    """CR 601.2f, 702.34a: with Lier, Disciple of the Drowned, Infernal Grasp in the graveyard
    has flashback for its mana cost {1}{B}; cast that way it is cast from the graveyard, so
    the Geist makes it {B}: one Swamp pays it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Patrician Geist", "Lier, Disciple of the Drowned", "Swamp")
    s.graveyard(0, "Infernal Grasp")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    grasp = d.find("Infernal Grasp")
    assert CastSpell(grasp, "granted_flashback") in d.game.legal_actions()
    d.cast(0, "Infernal Grasp", method="granted_flashback",
           targets=[d.find("Glory Seeker")])
    assert d.state.objects[d.find("Swamp")].tapped
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Infernal Grasp") == "exile"


def test_made_to_read_elf_other_elves_get_plus_one() -> None:
    """CR 612.1, 612.2: Patrician Geist made to read Elf is an Elf Knight; other Elves its
    controller controls get +1/+1, a Spirit no longer does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Patrician Geist", "Wellwisher", "Shipwreck Sifters")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    geist = d.find("Patrician Geist")
    evolve(d, geist, "Spirit", "Elf")
    assert d.chars(geist).subtypes == {"Elf", "Knight"} and d.chars(geist).power == 2
    assert (d.chars(d.find("Wellwisher")).power, d.chars(d.find("Wellwisher")).toughness) == \
        (2, 2)
    assert d.chars(d.find("Shipwreck Sifters")).power == 1
