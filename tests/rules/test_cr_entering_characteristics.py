"""A permanent's characteristics as it enters the battlefield (CR 603.6b)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _sage_and(*others: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Gyre Sage", *others, "Swamp", "Swamp")
    s.hand(0, "Festering Goblin")
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _evolve_triggers(d: Driver) -> list[int]:
    sage = d.find("Gyre Sage")
    return [sid for sid in d.state.stack if d.state.objects[sid].source == sage]


def test_an_entering_creature_is_never_seen_without_the_static_effects_that_modify_it() -> None:
    """CR 603.6b, 702.100a: Diregraf Captain's "other Zombie creatures you control get +1/+1"
    applies the moment Festering Goblin (a 1/1 Zombie) is on the battlefield: Gyre Sage's
    evolve sees a 2/2 enter (power 2 greater than the Sage's 1) and triggers, and the Sage
    gets its +1/+1 counter. Without the Captain the 1/1 doesn't trigger evolve at all."""
    d = _sage_and("Diregraf Captain")
    d.cast(0, "Festering Goblin")
    d.resolve()
    goblin = d.find("Festering Goblin")
    assert (d.chars(goblin).power, d.chars(goblin).toughness) == (2, 2)
    assert len(_evolve_triggers(d)) == 1
    d.resolve()
    assert d.state.objects[d.find("Gyre Sage")].counters == {"+1/+1": 1}

    d2 = _sage_and()
    d2.cast(0, "Festering Goblin")
    d2.resolve()
    assert _evolve_triggers(d2) == []
    assert d2.state.objects[d2.find("Gyre Sage")].counters == {}
