"""Effects (CR 609): what a resolving spell does is an effect (609.1); a one-shot effect does
something once and has no duration (610.1), a continuous effect lasts for a fixed or
indefinite period (611.1), and one ability may generate both (113.2d)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_the_counters_of_a_one_shot_effect_outlast_the_continuous_keywords() -> None:
    """CR 609.1, 610.1, 611.1, 113.2d: Angelfire Ignition's resolution generates a one-shot
    effect (two +1/+1 counters on Glory Seeker) and a continuous effect (vigilance, trample,
    lifelink, indestructible and haste until end of turn). The spell is then in the graveyard;
    the keywords last until the cleanup step, the counters have no duration and stay."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Mountain")
    s.hand(0, "Angelfire Ignition")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    assert d.zone_of("Angelfire Ignition") == "graveyard"
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    keywords = ("Vigilance", "Trample", "Lifelink", "Indestructible", "Haste")
    assert all(c.has(k) for k in keywords)
    d.pass_until("upkeep", turn=4)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    assert d.state.objects[seeker].counters == {"+1/+1": 2}
    assert not any(c.has(k) for k in keywords)
