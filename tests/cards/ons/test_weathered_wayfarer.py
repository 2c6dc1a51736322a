"""Weathered Wayfarer — {W} Creature — Human Nomad Cleric 1/1.

Oracle: "{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then
shuffle. Activate only if an opponent controls more lands than you."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Weathered Wayfarer")


def build(opp_lands: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Weathered Wayfarer", "Plains")
    s.library(0, "Glory Seeker", "Contested Cliffs", "Elvish Warrior")
    s.battlefield(1, *["Forest"] * opp_lands)
    return Driver(s.build())


def test_finds_any_land_when_behind_on_lands() -> None:
    d = build(2)
    d.activate(0, "Weathered Wayfarer")
    d.resolve()
    d.choose(d.find("Contested Cliffs"))
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert d.zone_of("Contested Cliffs") == "hand"
    assert d.zone_of("Glory Seeker") == "library"


def test_not_activatable_with_equal_lands() -> None:
    d = build(1)
    wayfarer = d.find("Weathered Wayfarer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == wayfarer]


def test_counts_each_opponent_separately() -> None:
    """CR 602.5, 102.2: "only if an opponent controls more lands than you" compares with each
    opponent on their own: with two lands against one and two, it can't be activated (three
    lands between the opponents are not one opponent's)."""
    s = Scenario(seed=1, players=3)
    s.battlefield(0, "Weathered Wayfarer", "Plains", "Plains")
    s.battlefield(1, "Forest")
    s.battlefield(2, "Forest", "Forest")
    d = Driver(s.build())
    wayfarer = d.find("Weathered Wayfarer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == wayfarer]


def test_no_lands_anywhere_it_cant_be_activated() -> None:
    """CR 602.5: with no lands on either side, no opponent controls more lands than you (none
    is not more than none), so the ability can't be activated even with {W} available from
    Avacyn's Pilgrim."""
    s = Scenario(seed=1)
    s.battlefield(0, "Weathered Wayfarer", "Avacyn's Pilgrim")
    d = Driver(s.build())
    wayfarer = d.find("Weathered Wayfarer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == wayfarer]


def test_the_condition_is_checked_only_as_it_is_activated() -> None:
    """CR 602.5: "activate only if" restricts beginning to activate; once activated the ability
    resolves (CR 608.2) though Beast Within destroyed one of the opponent's lands in response
    and the opponent no longer has more lands. A nonbasic land card (Windswept Heath) is
    found."""
    s = Scenario(seed=1)
    s.battlefield(0, "Weathered Wayfarer", "Plains", "Forest", "Forest", "Forest")
    s.battlefield(1, *["Island"] * 5)
    s.hand(0, "Beast Within")
    s.library(0, "Glory Seeker", "Windswept Heath")
    d = Driver(s.build())
    d.activate(0, "Weathered Wayfarer")
    d.cast(0, "Beast Within", targets=[d.find("Island")])
    d.resolve()
    assert len(d.ids("Island", "battlefield")) == 4
    d.resolve()
    d.choose(d.find("Windswept Heath"))
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert d.zone_of("Windswept Heath") == "hand"


def test_the_land_found_is_revealed_to_the_opponent_and_the_rest_stays_hidden() -> None:
    """CR 701.20a, 401.2: the land card found is revealed; the other cards searched past are
    not shown to the opponent."""
    import json
    d = build(2)
    d.activate(0, "Weathered Wayfarer")
    d.resolve()
    assert "Contested Cliffs" not in json.dumps(d.game.view(1))
    d.choose(d.find("Contested Cliffs"))
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    seen = json.dumps(d.game.view(1))
    assert "Contested Cliffs" in seen
    assert "Glory Seeker" not in seen and "Elvish Warrior" not in seen


@pytest.mark.parametrize(("theirs", "can"), [((1, 2), False), ((1, 3), True)])
def test_two_headed_giant_compares_with_each_opposing_player(theirs: tuple[int, int],
                                                             can: bool) -> None:
    """CR 102.3: in Two-Headed Giant the opponents are the two players of the other
    team, each compared on their own with the Wayfarer's controller (two lands); the
    teammate's five lands don't count."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Weathered Wayfarer", "Plains", "Plains")
    s.battlefield(1, *["Forest"] * 5)
    s.battlefield(2, *["Forest"] * theirs[0])
    s.battlefield(3, *["Forest"] * theirs[1])
    d = Driver(s.build())
    wayfarer = d.find("Weathered Wayfarer")
    assert bool([a for a in d.game.legal_actions()
                 if isinstance(a, ActivateAbility) and a.source == wayfarer]) is can


def test_a_nonland_card_is_refused_and_nothing_changes() -> None:
    """CR 701.23a: the search is for a land card: choosing Glory Seeker is refused with an
    error naming it, the game is unchanged, and the land can then be found."""
    from manastack.game import IllegalActionError

    d = build(2)
    d.activate(0, "Weathered Wayfarer")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Contested Cliffs"))
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert d.zone_of("Contested Cliffs") == "hand" and d.zone_of("Glory Seeker") == "library"


def test_it_may_find_nothing_and_still_shuffles() -> None:
    """CR 701.23b, 701.24a: a search for a card with a stated quality may find nothing; the
    library is shuffled anyway and no card leaves it."""
    d = build(2)
    d.activate(0, "Weathered Wayfarer")
    d.resolve()
    shuffles = sum(1 for e in d.state.log if e.kind == "shuffle")
    d.choose(None)
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    assert not d.state.players[0].hand and len(d.state.players[0].library) == 3
    assert sum(1 for e in d.state.log if e.kind == "shuffle") == shuffles + 1
