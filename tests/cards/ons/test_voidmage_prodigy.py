"""Voidmage Prodigy — {U}{U} Creature — Human Wizard 2/1.

Oracle: "{U}{U}, Sacrifice a Wizard: Counter target spell. / Morph {U} (You may cast this card
face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Voidmage Prodigy")


def test_sacrifices_another_wizard_to_counter_a_spell() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy", "Aphetto Alchemist")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Voidmage Prodigy", targets=[shock], choices=[d.find("Aphetto Alchemist")])
    assert d.zone_of("Aphetto Alchemist") == "graveyard"
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
    assert d.zone_of("Voidmage Prodigy") == "battlefield"


def test_a_face_down_voidmage_is_no_wizard_to_sacrifice() -> None:
    """A face-down permanent has no creature types (CR 708.2a), so the only Wizard that can be
    sacrificed for the cost is the face-up Voidmage Prodigy itself."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy")
    s.battlefield(0, "Voidmage Prodigy", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    up, down = d.ids("Voidmage Prodigy")
    if d.state.objects[up].face_down:
        up, down = down, up
    d.activate(0, up, targets=[shock])
    dec = d.expect("cost_sacrifice")
    assert [a.value for a in dec.actions] == [up]


def _shock_on_the_stack(*mine: str, face_down: bool = False) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(0, *mine)
    s.battlefield(1, "Mountain", "Aphetto Alchemist")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    return d, shock


def test_it_can_sacrifice_itself() -> None:
    """The Wizard sacrificed may be Voidmage Prodigy itself (a Human Wizard)."""
    d, shock = _shock_on_the_stack("Voidmage Prodigy")
    prodigy = d.find("Voidmage Prodigy")
    d.activate(0, prodigy, targets=[shock], choices=[prodigy])
    assert d.zone_of("Voidmage Prodigy") == "graveyard"
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_only_a_wizard_you_control_can_be_sacrificed() -> None:
    """CR 701.21a: an opponent's Wizard (Aphetto Alchemist) isn't offered; a non-Wizard
    (Glory Seeker) is refused with an error and nothing is sacrificed."""
    d, shock = _shock_on_the_stack("Voidmage Prodigy", "Glory Seeker")
    prodigy = d.find("Voidmage Prodigy")
    d.activate(0, prodigy, targets=[shock], pay=False)
    while d.decision.kind == "pay_mana":
        d.pay_step()
    dec = d.expect("cost_sacrifice")
    assert [a.value for a in dec.actions] == [prodigy]
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Glory Seeker"))
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Aphetto Alchemist"))
    assert d.zone_of("Glory Seeker") == d.zone_of("Aphetto Alchemist") == "battlefield"
    d.choose(prodigy)
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_a_creature_that_became_a_wizard_can_be_sacrificed() -> None:
    """CR 205.1a: Mistform Dreamer made a Wizard until end of turn is a Wizard to sacrifice."""
    d, shock = _shock_on_the_stack("Voidmage Prodigy", "Mistform Dreamer", "Island")
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Wizard")
    assert d.state.stack == [shock] and "Wizard" in d.chars(dreamer).subtypes
    d.pass_priority()  # the active player, player 1, passes again
    d.activate(0, "Voidmage Prodigy", targets=[shock], choices=[dreamer])
    assert d.zone_of("Mistform Dreamer") == "graveyard"
    assert d.zone_of("Voidmage Prodigy") == "battlefield"
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_a_triggered_ability_is_no_target() -> None:
    """"Counter target spell" (CR 115.1a): with only Festering Goblin's dies trigger on the
    stack there is no legal target, so the ability can't be activated (CR 602.2b, 601.2c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy")
    s.battlefield(1, "Mountain", "Festering Goblin")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    while d.decision.kind == "target":
        d.choose(d.find("Voidmage Prodigy"))
    assert len(d.state.stack) == 1 and d.zone_of("Festering Goblin") == "graveyard"
    d.pass_priority()
    assert d.decision.player == 0
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_face_down_it_has_no_ability_and_turned_up_for_u_it_counters() -> None:
    """CR 702.37c, 708.2: cast face down for {3} it is a 2/2 with no abilities, so nothing to
    activate; turned face up for its morph cost {U} (a special action, CR 116.2b), it can
    sacrifice itself to counter a spell."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Voidmage Prodigy")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Voidmage Prodigy", method="face_down")
    d.resolve()
    prodigy = d.find("Voidmage Prodigy")
    assert d.state.objects[prodigy].face_down
    assert (d.chars(prodigy).power, d.chars(prodigy).toughness) == (2, 2)
    d.pass_until("upkeep", turn=4)
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.special(0, "turn_face_up", prodigy)
    d.pay()
    assert not d.state.objects[prodigy].face_down
    d.activate(0, prodigy, targets=[shock], choices=[prodigy])
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20


def test_face_down_its_name_is_hidden_from_the_opponent_until_turned_up() -> None:
    """CR 708.5, 708.8: only its controller may look at the face-down Prodigy; once turned
    face up everyone sees it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Voidmage Prodigy")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, "Voidmage Prodigy", method="face_down")
    assert "Voidmage Prodigy" not in json.dumps(d.game.view(1))
    d.resolve()
    assert "Voidmage Prodigy" not in json.dumps(d.game.view(1))
    assert "Voidmage Prodigy" in json.dumps(d.game.view(0))
    d.pass_until("upkeep", turn=4)
    d.pass_until("precombat_main", turn=5)
    prodigy = d.find("Voidmage Prodigy")
    d.special(0, "turn_face_up", prodigy)
    d.pay()
    assert "Voidmage Prodigy" in json.dumps(d.game.view(1))


def test_made_to_read_elf_it_sacrifices_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Voidmage Prodigy's text: its
    type line reads Human Elf, and "Sacrifice an Elf" may sacrifice Wellwisher, not Aphetto
    Alchemist, a Wizard, to counter Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Voidmage Prodigy", "Wellwisher", "Aphetto Alchemist")
    s.battlefield(1, "Mountain", "Island")
    s.hand(1, "Shock", "Artificial Evolution")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    prodigy, elf = d.find("Voidmage Prodigy"), d.find("Wellwisher")
    evolve(d, prodigy, "Wizard", "Elf", player=1)
    assert d.chars(prodigy).subtypes == {"Human", "Elf"}
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    offered = activate_and_answer(d, prodigy, (shock,), pick=(elf,))
    assert elf in offered and d.find("Aphetto Alchemist") not in offered
    d.resolve()
    assert d.zone_of("Shock") == "graveyard" and d.life(0) == 20
