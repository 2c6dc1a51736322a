"""Ambitious Farmhand // Seasoned Cathar — {1}{W} Creature — Human Peasant 1/1 // Creature —
Human Knight 3/3 (white).

Oracle: Front: "When Ambitious Farmhand enters the battlefield, you may search your library for
a basic Plains card, reveal it, put it into your hand, then shuffle. / Coven — {1}{W}{W}:
Transform Ambitious Farmhand. Activate only if you control three or more creatures with
different powers."
Back: "Lifelink"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Ambitious Farmhand"
pytestmark = pytest.mark.card("Ambitious Farmhand")


def _cast_farmhand() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, CARD)
    s.library(0, "Island", "Plains", "Glory Seeker", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()  # the creature spell
    d.resolve()  # the "enters" trigger
    d.expect("may")
    return d


def test_enters_and_may_search_for_a_basic_plains() -> None:
    d = _cast_farmhand()
    d.choose(True)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}
    assert {d.chars(o).name for o in offered} == {"Plains"}  # not Island or Glory Seeker
    plains = next(iter(offered))
    d.choose(plains)
    assert len(d.ids("Plains", zone="hand")) == 1
    assert [e.obj for e in d.state.log if e.kind == "reveal"] == [plains]
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]
    assert len(d.state.players[0].library) == 3


def test_declining_the_search_neither_searches_nor_shuffles() -> None:
    d = _cast_farmhand()
    before = list(d.state.players[0].library)
    d.choose(False)
    assert d.decision.kind == "priority"
    assert d.state.players[0].library == before
    assert not [e for e in d.state.log if e.kind == "shuffle"]
    assert not d.ids("Plains", zone="hand")


def _coven_game(*others: str, plains: int = 3) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *others, *["Plains"] * plains)
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    return Driver(s.build())


def _can_transform(d: Driver) -> bool:
    farmhand = d.find(CARD)
    return any(isinstance(a, ActivateAbility) and a.source == farmhand
               for a in d.game.legal_actions())


def test_coven_transforms_it_into_seasoned_cathar() -> None:
    d = _coven_game("Glory Seeker", "Daru Lancer")  # powers 1, 2, 3
    farmhand = d.find(CARD)
    d.activate(0, CARD)
    d.resolve()
    c = d.chars(farmhand)
    assert (c.name, c.power, c.toughness) == ("Seasoned Cathar", 3, 3)
    assert c.has("Lifelink")
    assert all(d.state.objects[x].tapped for x in d.ids("Plains"))


def test_no_coven_no_activation() -> None:
    assert not _can_transform(_coven_game("Glory Seeker"))  # two creatures only


@pytest.mark.ruling("MID-OR-0006")
def test_creatures_with_different_powers() -> None:
    """Official ruling: "A creature has different power from another if their powers are
    different numbers. For example, a 1/1 creature and a 2/1 creature have different
    powers."."""
    # Ambitious Farmhand 1/1, Glory Seeker 2/2, Covetous Castaway 1/3: only two powers.
    assert not _can_transform(_coven_game("Glory Seeker", "Covetous Castaway"))
    # Ambitious Farmhand 1/1, Glory Seeker 2/2, Daru Lancer 3/4: three.
    assert _can_transform(_coven_game("Glory Seeker", "Daru Lancer"))


@pytest.mark.ruling("MID-OR-0007")
def test_three_creatures_must_each_have_a_different_power() -> None:
    """Official ruling: "For three creatures to have different powers from one another, each
    of their powers needs to be different. A 1/1 creature, a 2/1 creature, and another 2/1
    creature aren't three creatures with different powers, even though both 2/1 creatures have
    different power than the 1/1 creature."."""
    d = _coven_game("Glory Seeker", "Glory Seeker")  # 1, 2, 2
    assert not _can_transform(d)


@pytest.mark.ruling("MID-OR-0008")
def test_coven_is_checked_as_it_is_activated_not_as_it_resolves() -> None:
    """Official ruling: "Many coven abilities, such as that of Dawnhart Wardens above, are
    triggered abilities with intervening if clauses. You must control three or more creatures
    with different powers at the time the ability triggers and at the time the ability tries
    to resolve. They do not, however, need to be the same set of creatures in both cases."
    Ambitious Farmhand's coven ability is an activated ability whose condition restricts only
    its activation (CR 602.5b): losing coven before it resolves doesn't stop it."""
    d = _coven_game("Glory Seeker", "Daru Lancer")
    farmhand = d.find(CARD)
    d.activate(0, CARD)
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()  # Shock: Glory Seeker dies, two creatures left
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # the coven ability
    assert d.chars(farmhand).name == "Seasoned Cathar"


def test_a_second_activation_doesn_t_transform_it_back() -> None:
    """CR 701.27f: it transformed since the second ability was put on the stack."""
    d = _coven_game("Glory Seeker", "Daru Lancer", plains=6)
    farmhand = d.find(CARD)
    d.activate(0, CARD)
    d.activate(0, CARD)
    d.resolve()
    d.resolve()
    assert d.chars(farmhand).name == "Seasoned Cathar"


def test_seasoned_cathar_has_lifelink() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, transformed=True)
    d = Driver(s.build())
    cathar = d.find(CARD)
    assert d.chars(cathar).name == "Seasoned Cathar"
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.to_combat()
    d.attack([cathar])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (23, 17)


def test_another_permanent_transforming_doesnt_hide_that_it_transformed() -> None:
    """CR 701.27f, for each permanent on its own: one Farmhand's two abilities and another
    Farmhand's ability in between; the first Farmhand transforms, then the second, and the
    first Farmhand's older ability doesn't transform it back."""
    d = _coven_game("Glory Seeker", "Daru Lancer", CARD, plains=9)
    first, second = d.ids(CARD)
    d.activate(0, first)
    d.activate(0, second)
    d.activate(0, first)
    d.resolve()  # the first Farmhand transforms
    d.resolve()  # the second Farmhand transforms
    assert d.chars(first).name == d.chars(second).name == "Seasoned Cathar"
    d.resolve()  # the first Farmhand's older ability: it transformed since, nothing happens
    assert d.chars(first).name == "Seasoned Cathar"


def test_the_search_may_fail_to_find_and_still_shuffles() -> None:
    """CR 701.23b: a search for a card with a stated quality may fail to find it even when
    the library holds one; the library is still shuffled and the Plains stays in it."""
    d = _cast_farmhand()
    d.choose(True)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert None in offered
    d.choose(None)
    assert d.decision.kind == "priority"
    assert not d.ids("Plains", zone="hand")
    assert len(d.state.players[0].library) == 4
    assert not [e for e in d.state.log if e.kind == "reveal"]
    assert [e for e in d.state.log if e.kind == "shuffle" and e.player == 0]


def test_the_search_still_happens_if_the_farmhand_has_left() -> None:
    """CR 113.7a, 603.10: the enters trigger exists independently of its source; if Ambitious
    Farmhand dies (Shock) before its trigger resolves, its controller may still search."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain")
    s.hand(0, CARD, "Shock")
    s.library(0, "Island", "Plains", "Island")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    farmhand = d.find(CARD)
    d.cast(0, "Shock", targets=[farmhand])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    plains = next(a.value for a in d.game.legal_actions()
                  if isinstance(a, Choose) and a.value is not None)
    d.choose(plains)
    assert len(d.ids("Plains", zone="hand")) == 1
    assert len(d.state.players[0].library) == 2
