"""Conditions, tests and amounts written as vocabulary records (``manastack.dsl.predicates``,
interpreted in ``manastack.rules.vocabulary``), each played through a card that uses it.

The cards are defined here with ``define_card`` (they are not products' cards)."""

from __future__ import annotations

import pytest

from manastack.cards.custom import define_card

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.decisions.actions import Choose
from manastack.dsl.predicates import Interpreted
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

OMEN = define_card(
    "Vocabulary Test Omen", "{0}", "Instant",
    "If it's night, you gain 3 life. Otherwise, you gain 1 life.",
    abilities=[spell(If(IS_NIGHT, (GainLife(3),), (GainLife(1),)))]).name
RALLY = define_card(
    "Vocabulary Test Rally", "{0}", "Instant",
    "If it's your turn, you gain 2 life. Otherwise, you lose 2 life.",
    abilities=[spell(If(YOUR_TURN, (GainLife(2),), (LoseLife(2),)))]).name
CENSUS = define_card(
    "Vocabulary Test Census", "{0}", "Sorcery",
    "If you control three or more lands and have exactly 20 life, draw a card.",
    abilities=[spell(If(AllOf((at_least(CountOf(LAND.but(controller="you")), 3),
                               exactly(LifeTotal(), 20))), (Draw(1),)))]).name
VERDICT = define_card(
    "Vocabulary Test Verdict", "{0}", "Instant",
    "Target creature gets -1/-1 until end of turn. If it's a Human, you gain 5 life.",
    abilities=[spell(pump(Target(0), -1, -1),
                     If(Matches(Target(0), Filter(subtypes=("Human",))), (GainLife(5),)),
                     targets=[TARGET_CREATURE])]).name
QUAKE = define_card(
    "Vocabulary Test Quake", "{0}", "Instant", "Destroy target nonbasic land.",
    abilities=[spell(Destroy(Target(0)),
                     targets=[target(LAND.but(not_supertypes=("Basic",)),
                                     label="target nonbasic land")])]).name
FELLER = define_card(
    "Vocabulary Test Feller", "{0}", "Instant",
    "Destroy target creature with toughness 4 or greater.",
    abilities=[spell(Destroy(Target(0)),
                     targets=[target(CREATURE.but(toughness_ge=4),
                                     label="target creature with toughness 4 or greater")])]).name
TALLY = define_card(
    "Vocabulary Test Siphon", "{0}", "Sorcery",
    "Vocabulary Test Siphon deals 2 damage to each opponent. You gain life equal to the "
    "damage dealt this way.",
    abilities=[spell(Tally((DealDamage(2, EachOpponent()),), "dealt", event="damage",
                           cause=None),
                     GainLife(TalliedAmount("dealt")))]).name


def _cast(s: Scenario, name: str, targets: tuple[int, ...] = ()) -> Driver:
    s.hand(0, name)
    d = Driver(s.build())
    if d.decision.player != 0:
        d.pass_priority()  # the active player passes; the other player may cast an instant
    d.cast(0, name, targets=list(targets))
    d.resolve()
    return d


@pytest.mark.parametrize(("day_night", "gain"), [("night", 3), ("day", 1)])
def test_if_it_is_night(day_night: str, gain: int) -> None:
    """CR 730.1: the game's designation decides."""
    d = _cast(Scenario().day_night(day_night), OMEN)
    assert d.life(0) == 20 + gain


@pytest.mark.parametrize(("active", "life"), [(0, 22), (1, 18)])
def test_if_it_is_your_turn(active: int, life: int) -> None:
    """CR 102.1: "your turn" is a turn in which you are the active player."""
    d = _cast(Scenario().at("precombat_main", active=active), RALLY)
    assert d.life(0) == life


@pytest.mark.parametrize(("lands", "life", "draws"),
                         [(3, 20, 1), (2, 20, 0), (3, 19, 0), (4, 20, 1)])
def test_counts_and_life_totals_compared(lands: int, life: int, draws: int) -> None:
    s = Scenario().battlefield(0, *["Mountain"] * lands).life(0, life)
    s.library(0, "Mountain", "Mountain")
    d = _cast(s, CENSUS)
    assert len(d.state.players[0].hand) == draws


@pytest.mark.parametrize(("creature", "life"), [("Glory Seeker", 25), ("Severed Legion", 20)])
def test_what_the_target_is_now(creature: str, life: int) -> None:
    s = Scenario().battlefield(1, creature)
    g = Driver(s.build())
    d = _cast(Scenario().battlefield(1, creature), VERDICT, (g.find(creature),))
    assert d.life(0) == life


def _target_options(d: Driver, name: str) -> set[object]:
    d.cast(0, name, pay=False)
    assert d.decision.kind == "target"
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_nonbasic_is_a_filter() -> None:
    d = Driver(Scenario().battlefield(1, "Mountain", "Field of Ruin").hand(0, QUAKE).build())
    options = _target_options(d, QUAKE)
    assert d.find("Field of Ruin") in options and d.find("Mountain") not in options


def test_toughness_at_least_is_a_filter() -> None:
    s = Scenario().battlefield(1, "Glory Seeker", "Odric's Outrider").hand(0, FELLER)
    d = Driver(s.build())
    options = _target_options(d, FELLER)
    assert d.find("Odric's Outrider") in options and d.find("Glory Seeker") not in options


def test_what_was_done_this_way_is_counted() -> None:
    d = _cast(Scenario(), TALLY)
    assert d.life(1) == 18 and d.life(0) == 22


def test_a_record_without_an_interpretation_is_refused() -> None:
    class Unexplained(Interpreted):
        pass

    with pytest.raises(LookupError, match="no interpretation of Unexplained"):
        Unexplained()(None, 0)


def test_a_filter_changed_with_an_unhashable_value_is_made_anew() -> None:
    """``Filter.but`` keeps its variants by the changed values; an unhashable test (one that
    compares by value and has no hash) can't be kept that way, and the variant is made anew
    instead of raising."""
    from manastack.dsl.filters import CREATURE

    class ByValue:
        __hash__ = None  # type: ignore[assignment]

        def __eq__(self, other: object) -> bool:
            return isinstance(other, ByValue)

        def __call__(self, *args: object) -> bool:
            return True

    test = ByValue()
    f = CREATURE.but(custom=test)
    assert f.custom is test and CREATURE.custom is None and f.types == ("Creature",)
    assert CREATURE.but(custom=test) is not f
    assert CREATURE.but(types=("Artifact",)) is CREATURE.but(types=("Artifact",))


def test_you_control_at_least_zero_is_refused_when_written() -> None:
    """"If you control N or more" with N below one would always hold: refused as the card is
    written, naming the count."""
    with pytest.raises(ValueError, match=r"^you_control needs at_least of 1 or more: 0$"):
        you_control(LAND, at_least=0)
