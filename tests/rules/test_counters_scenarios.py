"""Acceptance scenarios for counters (CR 122): counters on a permanent that changes zones don't
follow it, the object that returns is new and has none (122.2, 400.7), while phasing, which is
no zone change, keeps them, on a token as on a card, the token still existing (702.26d, 111.7);
"put a +1/+1 counter on each" creature skips a phased-out one (702.26b).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_122_2_counters_dont_follow_a_permanent_exiled_and_returned() -> None:
    """CR 122.2, 400.7: Krosan Tusker (6/5) with two -1/-1 counters is 4/3. Hallowed Respite
    exiles it and returns it: a new object, without the counters; as it entered under its
    caster's control it gets a +1/+1 counter: 7/6."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker", counters={"-1/-1": 2})
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 3)
    d.cast(0, "Hallowed Respite", targets=[tusker])
    d.resolve()
    back = d.find("Krosan Tusker", "battlefield")
    assert back != tusker
    assert d.state.objects[back].counters == {"+1/+1": 1}
    assert (d.chars(back).power, d.chars(back).toughness) == (7, 6)


def test_702_26d_a_phased_out_token_keeps_existing_and_its_counters() -> None:
    """CR 702.26d, 111.7, 122.2: a phased-out Zombie token with two +1/+1 counters is still on
    the battlefield, so it doesn't cease to exist when state-based actions are checked; it
    phases in during its controller's untap step with its counters, a 4/4."""
    s = Scenario(seed=1)
    s.token(0, "Zombie", phased_out=True, counters={"+1/+1": 2})
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    zombie = d.find("Zombie Token")
    d.pass_until("upkeep", turn=4)
    o = d.state.objects[zombie]
    assert not o.phased_out and o.counters == {"+1/+1": 2}
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)


def test_702_26b_a_phased_out_creature_gets_no_counter_from_put_a_counter_on_each() -> None:
    """CR 702.26b, 122.6: Creeping Inn phases out (its own {4} ability); Mikaeus, the Lunarch's
    "{T}, Remove a +1/+1 counter from Mikaeus: Put a +1/+1 counter on each other creature you
    control" puts one on Glory Seeker only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mikaeus, the Lunarch", counters={"+1/+1": 2})
    s.battlefield(0, "Creeping Inn", transformed=True)
    s.battlefield(0, "Glory Seeker", *["Swamp"] * 4)
    d = Driver(s.build())
    inn, seeker = d.find("Creeping Inn"), d.find("Glory Seeker")
    d.activate(0, inn)
    d.resolve()
    assert d.state.objects[inn].phased_out
    d.activate(0, "Mikaeus, the Lunarch", index=2)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.state.objects[inn].counters
    assert d.state.objects[d.find("Mikaeus, the Lunarch")].counters == {"+1/+1": 1}


def test_122_2_counters_of_a_permanent_that_dies_cease_to_exist_unremoved() -> None:
    """CR 122.2, 400.7: Glory Seeker with two +1/+1 counters is destroyed by Fateful Absence;
    the card in the graveyard has no counters, and they weren't "removed": no player's log
    has an entry of counters removed, only the card's move."""
    from manastack.views import SPECTATOR, log_view
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 2})
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Glory Seeker")])
    d.resolve()
    card = d.find("Glory Seeker", "graveyard")
    assert d.state.objects[card].counters == {}
    for p in (0, 1, SPECTATOR):
        kinds = [e["kind"] for e in log_view(d.game, p)]
        assert "counters_removed" not in kinds and "zone_change" in kinds
