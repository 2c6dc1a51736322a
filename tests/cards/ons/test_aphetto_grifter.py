"""Aphetto Grifter — {2}{U} Creature — Human Wizard 1/1.

Oracle: "Tap two untapped Wizards you control: Tap target permanent."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Aphetto Grifter")

@pytest.mark.ruling("ONS-OR-0038")
def test_tap_two_wizards_to_tap_a_permanent() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", sick=True)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.activate(0, "Aphetto Grifter", targets=[forest],
               choices=[d.find("Aphetto Grifter"), d.find("Crafty Pathmage")])
    d.resolve()
    assert d.state.objects[forest].tapped
    assert d.state.objects[d.find("Crafty Pathmage")].tapped


def test_one_wizard_is_not_enough() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Glory Seeker")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    g = d.find("Aphetto Grifter")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == g]


@pytest.mark.ruling("ONS-OR-0039")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    grifter, forest = d.find("Aphetto Grifter"), d.find("Forest")
    wizards = [d.find("Crafty Pathmage"), d.find("Imagecrafter")]
    d.activate(0, grifter, targets=[forest])
    d.expect("cost_tap")
    assert Choose(grifter) in d.decision.actions
    for wizard in wizards:
        d.choose(wizard)
    d.resolve()
    assert d.state.objects[forest].tapped
    assert not d.state.objects[grifter].tapped
    assert all(d.state.objects[x].tapped for x in wizards)


def test_a_tapped_grifter_may_use_two_other_wizards_but_tapped_wizards_dont_count() -> None:
    """The cost has no {T}: a tapped Grifter activates it by tapping two other untapped
    Wizards (CR 602.2); with only one untapped Wizard left, it can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", tapped=True)
    s.battlefield(0, "Crafty Pathmage", "Imagecrafter")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    grifter = d.find("Aphetto Grifter")
    d.activate(0, grifter, targets=[d.find("Glory Seeker")],
               choices=[d.find("Crafty Pathmage"), d.find("Imagecrafter")])
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].tapped
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter")
    s.battlefield(0, "Crafty Pathmage", tapped=True)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == d.find("Aphetto Grifter")]


def test_tapping_a_creature_that_isnt_a_wizard_for_the_cost_is_refused() -> None:
    """CR 601.2h, 602.2b: Glory Seeker isn't a Wizard: choosing it to pay the cost is refused,
    naming it, and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", "Imagecrafter", "Glory Seeker")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Aphetto Grifter", targets=[d.find("Forest")])
    d.expect("cost_tap")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before


def test_a_target_gone_before_resolution_does_nothing_and_the_cost_stays_paid() -> None:
    """CR 608.2b: Glory Seeker, the only target, dies (Shock) before the ability resolves:
    the ability doesn't resolve, and the two Wizards tapped for the cost stay tapped
    (CR 601.2h: a paid cost isn't refunded)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Crafty Pathmage", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    grifter, pathmage = d.find("Aphetto Grifter"), d.find("Crafty Pathmage")
    d.activate(0, grifter, targets=[d.find("Glory Seeker")], choices=[grifter, pathmage])
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[grifter].tapped and d.state.objects[pathmage].tapped
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Aphetto Grifter's text: its type
    line reads Human Elf and "Tap two untapped Elves you control" taps Wellwishers, never Crafty
    Pathmage (a Wizard)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Grifter", "Island", "Wellwisher", "Wellwisher", "Crafty Pathmage")
    s.battlefield(1, "Plains")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Aphetto Grifter")
    evolve(d, source, "Wizard", "Elf")
    assert d.chars(source).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, source, (d.find("Plains"),))
    assert set(d.ids("Wellwisher")) <= offered and d.find("Crafty Pathmage") not in offered
    d.resolve()
    assert d.state.objects[d.find("Plains")].tapped
