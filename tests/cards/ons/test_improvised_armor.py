"""Improvised Armor — {3}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +2/+5. / Cycling {3} ({3}, Discard this
card: Draw a card.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver, ScriptError

from .cycling_checks import check_cycling_is_an_activated_ability

pytestmark = pytest.mark.card("Improvised Armor")


def test_enchanted_creature_gets_plus_two_plus_five() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Improvised Armor")
    d = Driver(s.build())
    d.cast(0, "Improvised Armor", targets=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (4, 7)
    assert d.chars(d.find("Elvish Warrior")).power == 2


def test_cycling() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 3)
    s.hand(0, "Improvised Armor")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Improvised Armor")
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")


@pytest.mark.ruling("ONS-OR-0019")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Improvised Armor", ["Plains", "Plains", "Plains"])


def test_on_an_opponents_creature_and_put_into_the_graveyard_when_it_leaves() -> None:
    """CR 303.4a, 303.4e, 704.5m: the Armor may enchant an opponent's creature, which gets
    +2/+5 while the Aura's caster controls the Aura; when that creature dies, the Armor is put
    into its owner's graveyard at the next check."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, "Improvised Armor")
    s.battlefield(1, "Elvish Warrior", "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Improvised Armor", targets=[warrior])
    d.resolve()
    armor = d.find("Improvised Armor")
    assert d.state.objects[armor].controller == 0
    assert (d.chars(warrior).power, d.chars(warrior).toughness) == (4, 8)
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Improvised Armor") == "graveyard"
    assert d.find("Improvised Armor") in d.state.players[0].graveyard


def test_target_creature_gone_on_resolution_the_aura_goes_to_the_graveyard() -> None:
    """CR 608.3b, 608.2b: an Aura spell whose only target is illegal as it resolves doesn't
    resolve; it is put into its owner's graveyard and never enters the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.hand(0, "Improvised Armor")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Improvised Armor", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Improvised Armor") == "graveyard"
    assert not d.ids("Improvised Armor", zone="battlefield")


def test_cycling_works_only_from_the_hand() -> None:
    """CR 702.29a: cycling is an activated ability that functions only while the card is in
    the hand; the Aura on the battlefield has no activated ability to offer."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 7, "Glory Seeker")
    s.hand(0, "Improvised Armor")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Improvised Armor", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    armor = d.find("Improvised Armor")
    with pytest.raises(ScriptError, match="expected one activatable ability"):
        d.activate(0, armor)
    assert d.zone_of("Improvised Armor") == "battlefield"
    assert len(d.state.players[0].hand) == 0


def test_cannot_target_a_noncreature_permanent() -> None:
    """"Enchant creature" (CR 303.4a, 702.5a): a land isn't a legal target; the refusal names
    the problem and the game is left as it was."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 4, "Glory Seeker")
    s.hand(0, "Improvised Armor")
    d = Driver(s.build())
    plains = d.find("Plains")
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Improvised Armor", targets=[plains])
    assert d.zone_of("Improvised Armor") == "hand"
    assert not d.state.stack
    assert not any(d.state.objects[p].tapped for p in d.ids("Plains"))
