"""Acceptance scenarios for numbers and X (CR 107): {X} in a mana cost is 0 in every zone but
the stack (107.3g, 202.3e), each {X} of a cost is paid for separately (107.3, 202.1), cost
reductions apply to the generic mana X stands for once X is announced (601.2f, 107.3), a
permanent put onto the battlefield without being cast has X 0 for its "enters with X" (107.3m),
a negative result is 0 (107.1b) and "half, rounded up/down" (107.1a).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_x_in_the_mana_cost_of_a_card_revealed_from_a_library_is_zero() -> None:
    """CR 107.3g, 202.3e: Erratic Explosion reveals Hour of Eternity ({X}{X}{U}{U}{U}) from the
    library: its mana value there is 3, and 3 damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Erratic Explosion")
    s.library(0, "Hour of Eternity", "Forest")
    d = Driver(s.build())
    d.cast(0, "Erratic Explosion", targets=[1])
    d.resolve()
    assert d.life(1) == 17


def test_the_mana_value_of_an_exiled_permanent_with_x_counts_x_as_zero() -> None:
    """CR 107.3g, 608.2h: Ruinous Intrusion exiles Riptide Replicator, cast with X=3; its mana
    value as it last existed on the battlefield is 4, so four +1/+1 counters are put."""
    s = Scenario(seed=1)
    s.battlefield(1, "Riptide Replicator", chosen={"x": 3, "color": "blue", "creature_type": "Elf"},
                  counters={"charge": 3})
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Ruinous Intrusion")
    d = Driver(s.build())
    d.cast(0, "Ruinous Intrusion", targets=[d.find("Riptide Replicator"), d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Riptide Replicator") == "exile"
    assert d.state.objects[d.find("Glory Seeker")].counters == {"+1/+1": 4}


def test_a_cost_reduction_reduces_the_generic_mana_x_stands_for() -> None:
    """CR 601.2f, 107.3: with Storm Skreelix, Light Up the Night cast with X=3 costs {2}{R}
    (the reduction takes {1} off the {3} X stands for); X is still 3: 3 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Light Up the Night", targets=[1], x=3, pay=False)
    assert d.decision.kind == "pay_mana" and "{2}{R}" in d.decision.prompt
    d.pay()
    d.resolve_all()  # Storm Skreelix's trigger, then the spell
    assert d.life(1) == 17


def test_each_x_of_a_cost_is_paid_for() -> None:
    """CR 107.3, 202.1: Dark Salvation ({X}{X}{B}) with X=2 costs {4}{B}, and X is 2: two
    Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Dark Salvation")
    d = Driver(s.build())
    d.cast(0, "Dark Salvation", targets=[0], x=2, pay=False)
    assert d.decision.kind == "pay_mana" and "{4}{B}" in d.decision.prompt
    d.pay()
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 2


def test_a_permanent_with_x_returned_from_a_graveyard_enters_with_x_zero() -> None:
    """CR 107.3m: Mikaeus, the Lunarch ({X}{W}, "enters with X +1/+1 counters") returned by
    Diregraf Rebirth wasn't cast: X is 0, it enters with no counter and dies as a 0/0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest", "Swamp", "Forest", "Swamp")
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Mikaeus, the Lunarch")
    d = Driver(s.build())
    card = d.find("Mikaeus, the Lunarch")
    d.cast(0, "Diregraf Rebirth", targets=[card])
    d.resolve()
    entered = [e.new_obj for e in d.game.log if e.kind == "zone_change" and e.obj == card]
    assert len(entered) == 1
    died = [e for e in d.game.log if e.kind == "zone_change" and e.obj == entered[0]]
    assert [(e.from_zone.value, e.to_zone.value) for e in died] == [("battlefield", "graveyard")]
    assert d.zone_of("Mikaeus, the Lunarch") == "graveyard"
