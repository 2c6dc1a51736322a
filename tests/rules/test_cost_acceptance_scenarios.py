"""Acceptance scenarios for cost changes (CR 601.2f, 107.1b): a reduction "where X is" a
number that has become negative takes off nothing and adds nothing (CR 107.1b), and a
reduction counting the creatures attacked with this turn counts them as soon as they are
declared, for a creature spell cast with flash during combat (CR 601.2f, 508.1).
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def test_a_reduction_by_a_negative_power_doesnt_increase_the_cost() -> None:
    """CR 107.1b, 601.2f: Startle gives Vadrik, Astral Archmage -2/-0, making its power -1;
    "cost {X} less, where X is Vadrik's power" then uses 0, not -1: Chain of Plasma costs its
    {1}{R}, which the two Mountains pay (it would cost {2}{R} if the negative number were
    used)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vadrik, Astral Archmage", "Island", "Mountain", "Mountain")
    s.hand(0, "Startle", "Chain of Plasma")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.day_night("day")
    d = Driver(s.build())
    vadrik = d.find("Vadrik, Astral Archmage")
    d.cast(0, "Startle", targets=[vadrik])  # {1}{U} less {1}: the Island alone
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.chars(vadrik).power == -1
    assert CastSpell(d.find("Chain of Plasma"), "normal") in d.game.legal_actions()
    d.cast(0, "Chain of Plasma", targets=[1])
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.life(1) == 17


def test_a_creature_spell_cast_during_combat_counts_the_creatures_just_attacked_with() -> None:
    """CR 601.2f, 508.1, 702.8a: with Arlinn, the Pack's Hope's +1 (creature spells as
    though they had flash), Search Party Captain ({3}{W}, {1} less for each creature its
    caster attacked with this turn) isn't castable for two Plains before combat; once Glory
    Seeker and Elvish Warrior are declared as attackers, it is cast in the declare attackers
    step for {1}{W}, the two Plains."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Glory Seeker", "Elvish Warrior",
                  "Arlinn, the Pack's Hope")
    s.hand(0, "Search Party Captain")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    captain = d.find("Search Party Captain")
    d.activate(0, "Arlinn, the Pack's Hope", index=1)  # +1
    d.resolve()
    assert CastSpell(captain, "normal") not in d.game.legal_actions()
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    assert d.state.step is Step.DECLARE_ATTACKERS and d.decision.player == 0
    assert CastSpell(captain, "normal") in d.game.legal_actions()
    d.cast(0, "Search Party Captain")
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    d.resolve()
    assert d.zone_of("Search Party Captain") == "battlefield"
