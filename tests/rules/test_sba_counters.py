"""State-based actions about counters and tokens (CR 704.5q, 704.5d)."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.dsl.effects import PutCounters
from manastack.dsl.filters import PERMANENT
from manastack.dsl.prelude import activated, target
from manastack.dsl.refs import Target
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import HARDENED_SCALES


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


WITHER_ROD = define_card(
    "Wither Rod", "{1}", "Artifact", "{T}: Put a -1/-1 counter on target permanent.",
    abilities=[activated("{T}", PutCounters(Target(0), "-1/-1"), targets=[target(PERMANENT)])])
"""A card made up to put a -1/-1 counter on a permanent that isn't a creature."""


def test_counters_annihilate_on_a_permanent_that_isnt_a_creature() -> None:
    """CR 704.5q, 122.3: the state-based action is about any permanent, not only creatures:
    Hardened Scales, an enchantment with two +1/+1 counters, gets a -1/-1 counter from an
    ability (nothing else changes as it resolves); a +1/+1 and the -1/-1 counter are removed
    at the next check, one +1/+1 counter stays."""
    s = Scenario(seed=1)
    s.battlefield(0, WITHER_ROD.name)
    s.battlefield(0, HARDENED_SCALES.name, counters={"+1/+1": 2})
    d = Driver(s.build())
    scales = d.find(HARDENED_SCALES.name)
    d.activate(0, WITHER_ROD.name, targets=[scales])
    d.resolve()
    assert d.state.objects[scales].counters == {"+1/+1": 1}


def test_the_annihilated_counters_are_removed_as_the_log_says() -> None:
    """CR 704.5q: the counters "are removed": Krosan Tusker's one +1/+1 and one of its two
    -1/-1 counters leave it as one action of the check, which every player's log shows with
    the rule that did it, each kind of counter and how many."""
    from manastack.views import SPECTATOR, log_view
    s = Scenario(seed=1)
    s.battlefield(1, "Krosan Tusker", counters={"+1/+1": 1, "-1/-1": 2})
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.pass_priority()
    assert d.state.objects[tusker].counters == {"-1/-1": 1}
    for p in (0, 1, SPECTATOR):
        removed = [(e["counter"], e["amount"], e["object"], e["rule"])
                   for e in log_view(d.game, p) if e["kind"] == "counters_removed"]
        assert sorted(removed) == [("+1/+1", 1, tusker, "704.5q"), ("-1/-1", 1, tusker, "704.5q")]
