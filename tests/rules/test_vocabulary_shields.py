"""Replacement effects a resolving spell creates for the turn (``ExileIfItWouldDieThisTurn``,
CR 614.1a, 700.4; ``PreventAllDamage(next_time=True, times=2)``, CR 615.7) and cards sorted as they are revealed (``SortRevealed``, CR 701.20a,
608.2c), each played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

BANISHING_MARK = define_card(
    "Vocabulary Test Banishing Mark", "{0}", "Instant",
    "If target creature would die this turn, exile it instead.",
    abilities=[spell(ExileIfItWouldDieThisTurn(Target(0)), targets=[TARGET_CREATURE])]).name
SIFT = define_card(
    "Vocabulary Test Sift", "{0}", "Sorcery",
    "Reveal the top three cards of your library. Put all creature cards revealed this way into "
    "your hand and the rest into your graveyard.",
    abilities=[spell(Reveal(TopOfLibrary(3)),
                     SortRevealed(TopOfLibrary(3), CREATURE, to=Zone.HAND,
                                  rest_to=Zone.GRAVEYARD))]).name

DOUBLE_WARD = define_card(
    "Vocabulary Test Double Ward", "{0}", "Instant",
    "The next two times a source would deal damage to target creature this turn, prevent that "
    "damage.",
    abilities=[spell(PreventAllDamage(to=Target(0), next_time=True, times=2),
                     targets=[TARGET_CREATURE])]).name


def test_exiled_instead_of_dying_this_turn_only() -> None:
    s = Scenario(seed=1).hand(0, BANISHING_MARK, "Shock").battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, BANISHING_MARK, targets=[d.find("Glory Seeker")], pay=False)
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_the_shield_is_for_that_creature_and_used_once() -> None:
    s = Scenario(seed=1).hand(0, BANISHING_MARK, "Shock").battlefield(0, "Mountain")
    s.battlefield(1, "Wellwisher", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, BANISHING_MARK, targets=[d.find("Glory Seeker")], pay=False)
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"


def test_sort_revealed_moves_each_card_by_its_kind_and_everyone_sees_them() -> None:
    s = Scenario(seed=1).hand(0, SIFT).library(0, "Glory Seeker", "Forest", "Wellwisher", "Shock")
    d = Driver(s.build())
    d.cast(0, SIFT, pay=False)
    d.resolve()
    assert d.zone_of("Glory Seeker") == d.zone_of("Wellwisher") == "hand"
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Shock") == "library"
    reveals = [e for e in d.game.view(1)["log"] if e.get("kind") == "reveal"]
    assert len(reveals) == 3


def test_a_prevention_shield_for_the_next_two_times_lasts_two_uses() -> None:
    """CR 615.7, 615.1a: a shield for "the next two times" prevents the damage of the first
    two Shocks to Krosan Tusker (a 6/5), and only those: the third Shock's 2 damage is dealt."""
    s = Scenario(seed=1).hand(0, DOUBLE_WARD, "Shock", "Shock", "Shock")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, DOUBLE_WARD, targets=[tusker], pay=False)
    d.resolve()
    for _ in range(2):
        d.cast(0, "Shock", targets=[tusker])
        d.resolve()
        assert d.state.objects[tusker].damage == 0
    d.cast(0, "Shock", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 2


TRIPLE_WARD = define_card(
    "Vocabulary Test Triple Ward", "{0}", "Instant",
    "The next three times a source would deal damage to target creature this turn, prevent "
    "that damage.",
    abilities=[spell(PreventAllDamage(to=Target(0), next_time=True, times=3),
                     targets=[TARGET_CREATURE])]).name


def test_a_prevention_shield_for_the_next_three_times_lasts_three_uses() -> None:
    """CR 615.7: each event of damage it prevents uses the shield once, so "the next three
    times" prevents the first three Shocks to Krosan Tusker and the fourth deals its 2."""
    s = Scenario(seed=1).hand(0, TRIPLE_WARD, *["Shock"] * 4)
    s.battlefield(0, *["Mountain"] * 4)
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, TRIPLE_WARD, targets=[tusker], pay=False)
    d.resolve()
    for _ in range(3):
        d.cast(0, "Shock", targets=[tusker])
        d.resolve()
        assert d.state.objects[tusker].damage == 0
    d.cast(0, "Shock", targets=[tusker])
    d.resolve()
    assert d.state.objects[tusker].damage == 2
