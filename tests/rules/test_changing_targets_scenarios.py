"""Acceptance scenarios for changing targets (CR 115.7): a target can be changed only to
another object the spell could legally target (115.7a, 115.7d), with every targeting
requirement of the spell checked, not just the one the changing effect names.
"""

from __future__ import annotations

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _smother_then_meddle() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Glory Seeker", "Tribal Golem", "Elvish Warrior")
    s.hand(0, "Meddle")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    smother = d.cast(1, "Smother", targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[smother])
    d.resolve()
    return d, smother


def test_the_new_target_must_meet_every_requirement_of_the_spell() -> None:
    """CR 115.7a, 115.7d: Meddle changes Smother's target ("target creature with mana value 3
    or less") to another creature: Tribal Golem (mana value 6) can't be chosen, Elvish Warrior
    can."""
    d, smother = _smother_then_meddle()
    dec = d.expect("new_target")
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert offered == {d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Tribal Golem") == "battlefield"
