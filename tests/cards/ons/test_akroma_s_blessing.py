"""Akroma's Blessing — {2}{W} Instant.

Oracle: "Choose a color. Creatures you control gain protection from the chosen color until end
of turn. / Cycling {W} ({W}, Discard this card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Akroma's Blessing")


def test_your_creatures_gain_protection_from_the_chosen_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Daru Cavalier")
    s.hand(0, "Akroma's Blessing")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("black")
    assert d.chars(d.find("Glory Seeker")).protections() == ["black"]
    assert "black" in d.chars(d.find("Elvish Warrior")).protections()
    assert not d.chars(d.find("Daru Cavalier")).protections()
    d.pass_until("upkeep", turn=4)
    assert not d.chars(d.find("Glory Seeker")).protections()


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.hand(0, "Akroma's Blessing")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Akroma's Blessing")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0001")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Akroma's Blessing", ["Plains"])


def test_auras_of_the_chosen_color_fall_off_whoever_controls_them() -> None:
    """CR 702.16c, 704.5m: protection from red makes red Auras attached to the creature
    illegal, whoever controls them; they are put into their owners' graveyards. A green Aura
    (Mythic Proportions) stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Custody Battle", attached_to="Glory Seeker")
    s.battlefield(0, "Crown of Fury", attached_to="Elvish Warrior")
    s.battlefield(0, "Mythic Proportions", attached_to="Elvish Warrior")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    assert d.zone_of("Custody Battle") == "graveyard"
    assert d.ids("Custody Battle", zone="graveyard", player=1)
    assert d.zone_of("Crown of Fury") == "graveyard"
    assert d.zone_of("Mythic Proportions") == "battlefield"
    assert d.state.objects[d.find("Mythic Proportions")].attached_to == d.find("Elvish Warrior")


def test_cast_in_response_a_shock_aimed_at_your_creature_does_nothing() -> None:
    """CR 702.16b, 608.2b: protection from red makes the creature an illegal target for the red
    Shock already on the stack; the Shock doesn't resolve and the creature survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0
    assert d.zone_of("Shock") == "graveyard"


def test_a_creature_arriving_afterwards_is_not_protected() -> None:
    """CR 611.2c: the set of affected creatures is fixed as the spell resolves; a creature
    entering the battlefield later that turn doesn't gain protection."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Elvish Warrior")
    s.hand(0, "Akroma's Blessing", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("black")
    assert d.chars(d.find("Elvish Warrior")).protections() == ["black"]
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not d.chars(d.find("Glory Seeker")).protections()
    assert d.chars(d.find("Elvish Warrior")).protections() == ["black"]


def test_colorless_is_not_a_color_to_choose() -> None:
    """CR 105.1, 105.2c: the choice is one of the five colors; "colorless" is refused with an
    error, the game unchanged, and the choice still pending."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    kind = d.decision.kind
    offered = {a.value for a in d.decision.actions}
    assert offered == {"white", "blue", "black", "red", "green"}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'colorless' is not a color.*CR 105.4"):
        d.choose("colorless")
    assert d.game.fingerprint() == before
    assert d.decision.kind == kind
    d.choose("green")
    assert d.chars(d.find("Glory Seeker")).protections() == ["green"]


def test_a_japanese_color_word_is_refused_pointing_to_the_english_word() -> None:
    """CR 105.1: a color is chosen by its English word; 赤 (red's official Japanese word)
    is refused saying so, in English and Japanese, the game unchanged; red is then
    accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as refused:
        d.choose("赤")
    assert "'赤' is the Japanese word of the color 'red': a color is chosen by its English " \
        "word (CR 105.1)" in str(refused.value)
    assert "'赤'は色'red'（赤）の日本語の名前です：色は英語の名前で選びます" in \
        refused.value.text("ja")
    assert d.game.fingerprint() == before
    d.choose("red")
    assert d.chars(d.find("Glory Seeker")).protections() == ["red"]


def test_a_protected_attacker_cant_be_blocked_by_creatures_of_that_color() -> None:
    """CR 702.16f (the B of DEBT): an attacking Glory Seeker with protection from green can't be
    blocked by the green Elvish Warrior; the white Daru Cavalier may block it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    s.battlefield(1, "Elvish Warrior", "Daru Cavalier")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("green")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    warrior, cavalier = d.find("Elvish Warrior"), d.find("Daru Cavalier")
    assert DeclareBlocker(warrior, seeker) not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(warrior, seeker))
    assert d.game.fingerprint() == before
    assert DeclareBlocker(cavalier, seeker) in d.game.legal_actions()


def test_two_headed_giant_a_teammates_creatures_arent_protected() -> None:
    """CR 810.5: "creatures you control" are only the caster's own; the teammate's Glory Seeker
    doesn't gain protection."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Daru Cavalier")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Akroma's Blessing")
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    assert d.chars(d.find("Daru Cavalier")).protections() == ["red"]
    assert not d.chars(d.find("Glory Seeker")).protections()
