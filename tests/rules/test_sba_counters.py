"""State-based actions about counters and tokens (CR 704.5q, 704.5d)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def test_plus_and_minus_counters_annihilate() -> None:
    """CR 704.5q: N +1/+1 and N -1/-1 counters on the same permanent are removed in pairs;
    the characteristics don't change (CR 122.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 3, "-1/-1": 1})
    s.battlefield(1, "Krosan Tusker", counters={"+1/+1": 1, "-1/-1": 2})
    d = Driver(s.build())
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    before = (d.chars(seeker).power, d.chars(tusker).power)
    d.pass_priority()
    assert d.state.objects[seeker].counters.get("+1/+1") == 2
    assert not d.state.objects[seeker].counters.get("-1/-1")
    assert d.state.objects[tusker].counters.get("-1/-1") == 1
    assert not d.state.objects[tusker].counters.get("+1/+1")
    assert (d.chars(seeker).power, d.chars(tusker).power) == before == (4, 5)


def test_a_token_that_left_the_battlefield_ceases_to_exist() -> None:
    """CR 704.5d, 111.7: a sacrificed Clue token goes to the graveyard, then ceases to exist
    the next time state-based actions are checked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Glory Seeker", "Island", "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Glory Seeker")])
    d.resolve()
    clue = d.find("Clue", zone="battlefield", player=1)
    d.pass_priority()  # the caster passes; the opponent now has priority
    d.activate(1, clue)
    assert clue not in d.state.players[1].graveyard
    assert not d.ids("Clue")
    d.resolve()
    assert len(d.state.players[1].hand) == 1


def test_a_token_exiled_ceases_to_exist() -> None:
    """CR 704.5d, 111.7, 111.8: Borrowed Time exiles player 1's Clue token; the token is in
    exile only until state-based actions are checked, then it ceases to exist (and it doesn't
    come back when Borrowed Time leaves, CR 610.3a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Fateful Absence", "Borrowed Time")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Glory Seeker")])
    d.resolve()
    clue = d.find("Clue", zone="battlefield", player=1)
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(clue)  # the target of its enters trigger
    d.resolve()
    assert clue not in d.state.battlefield and clue not in d.state.exile
    assert not d.ids("Clue")
    assert d.state.exile == []
