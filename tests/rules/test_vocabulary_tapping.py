"""Every target chosen (``AllTargets``, CR 115.1), untapping the chosen permanents you control and
tapping the others (``UntapYoursTapTheRest``, CR 701.26) and doubling power and toughness
(``DoublePowerAndToughness``, CR 701.10b, 701.10c), each played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

SWAY = define_card(
    "Vocabulary Test Sway", "{0}", "Instant",
    "Choose up to one target creature and up to one target land. Untap the chosen permanents "
    "you control. Tap the chosen permanents you don't control.",
    abilities=[spell(UntapYoursTapTheRest(AllTargets()),
                     targets=[target(CREATURE, min=0, label="up to one target creature"),
                              target(LAND, min=0, label="up to one target land")])]).name
SURGE = define_card(
    "Vocabulary Test Surge", "{0}", "Instant",
    "Double the power and toughness of each creature you control until end of turn.",
    abilities=[spell(DoublePowerAndToughness(All(CREATURE_YOU_CONTROL)))]).name


def test_untap_yours_tap_the_rest() -> None:
    s = Scenario(seed=1).hand(0, SWAY).battlefield(0, "Forest", tapped=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    forest, seeker = d.find("Forest"), d.find("Glory Seeker")
    d.cast(0, SWAY, targets=[seeker, forest], pay=False)
    d.resolve()
    assert d.state.objects[seeker].tapped and not d.state.objects[forest].tapped


def test_double_power_and_toughness_until_end_of_turn() -> None:
    s = Scenario(seed=1).hand(0, SURGE).battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, SURGE, pay=False)
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (4, 4)
    assert d.chars(d.find("Elvish Warrior")).power == 2  # not yours
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_only_untapped_permanents_are_tapped_and_only_tapped_ones_untapped() -> None:
    """CR 701.26a, 701.26b: the Sway's chosen creature of the opponent is already tapped and
    its chosen land of yours already untapped: neither is tapped or untapped (no tap or untap
    event happens, nothing "becomes tapped")."""
    s = Scenario(seed=1).hand(0, SWAY).battlefield(0, "Forest")
    s.battlefield(1, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    forest, seeker = d.find("Forest"), d.find("Glory Seeker")
    n = len(d.state.log)
    d.cast(0, SWAY, targets=[seeker, forest], pay=False)
    d.resolve()
    assert d.state.objects[seeker].tapped and not d.state.objects[forest].tapped
    assert [e.kind for e in d.state.log[n:] if e.kind in ("tap", "untap")] == []


def test_an_untapped_permanent_is_shown_untapped() -> None:
    """CR 701.26b: the Sway untaps your tapped Forest; every player's view shows it untapped
    (false, as for a permanent that was never tapped)."""
    s = Scenario(seed=1).hand(0, SWAY).battlefield(0, "Forest", tapped=True)
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, SWAY, targets=[forest], pay=False)
    d.resolve()
    assert [e.kind for e in d.state.log if e.kind == "untap" and e.obj == forest] == ["untap"]
    for p in (0, 1):
        shown = next(o for o in d.game.view(p)["battlefield"] if o["id"] == forest)
        assert shown["tapped"] is False
