"""Kamahl, Fist of Krosa — {4}{G}{G} Legendary Creature — Human Druid 4/3.

Oracle: "{G}: Target land becomes a 1/1 creature until end of turn. It's still a land. /
{2}{G}{G}{G}: Creatures you control get +3/+3 and gain trample until end of turn."
Rulings covered: ONS-FAQ-107, ONS-FAQ-108 (the "Legend rule" is today's legend rule,
CR 704.5j: it compares names).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, DeclareAttacker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Kamahl, Fist of Krosa")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", *(["Forest"] * 7))
    return Driver(s.build())


def test_land_becomes_a_one_one_creature_land() -> None:
    d = setup()
    forest = d.ids("Forest")[-1]
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    c = d.chars(forest)
    assert c.is_creature and c.is_land and (c.power, c.toughness) == (1, 1)
    d.pass_until("upkeep", turn=4)
    assert not d.chars(forest).is_creature


def test_an_animated_forest_still_has_its_one_mana_ability() -> None:
    """"It's still a land": CR 305.6, the Forest has the intrinsic "{T}: Add {G}" once, as a
    creature too (the type-changing effect doesn't give it a second one)."""
    d = setup()
    forest = d.ids("Forest")[-1]
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    assert d.chars(forest).is_creature
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == forest] == \
        [ActivateManaAbility(forest, 0, "G")]
    assert len(d.chars(forest).abilities) == 1


@pytest.mark.ruling("ONS-FAQ-107", "ONS-OR-0178")
def test_pump_covers_only_creatures_at_resolution() -> None:
    d = setup()
    forests = d.ids("Forest")
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forests[-1]])
    d.resolve()
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.resolve()
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forests[-2]])
    d.resolve()
    early, late = d.chars(forests[-1]), d.chars(forests[-2])
    assert (early.power, early.toughness) == (4, 4) and early.has("Trample")
    assert (late.power, late.toughness) == (1, 1) and not late.has("Trample")
    assert d.chars(d.find("Kamahl, Fist of Krosa")).power == 7


@pytest.mark.ruling("ONS-FAQ-108", "ONS-OR-0179")
def test_legend_rule_needs_the_same_name() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Silvos, Rogue Elemental")
    d = Driver(s.build())
    d.pass_priority()  # state-based actions are checked; nothing happens
    assert d.find("Kamahl, Fist of Krosa", zone="battlefield")
    assert d.find("Silvos, Rogue Elemental", zone="battlefield")


@pytest.mark.ruling("ONS-OR-0180")
def test_an_animated_land_needs_to_have_been_controlled_since_the_turn_began() -> None:
    """Official ruling: "A noncreature permanent that turns into a creature can attack, and its
    {T} abilities can be activated, only if its controller has continuously controlled that
    permanent since the beginning of their most recent turn. It doesn't matter how long the
    permanent has been a creature." (CR 302.6.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest", "Forest", "Forest")
    s.hand(0, "Forest")
    d = Driver(s.build())
    old, payer, payer2 = d.ids("Forest", zone="battlefield")
    d.play_land(0, "Forest")
    (new,) = [f for f in d.ids("Forest", zone="battlefield") if f not in (old, payer, payer2)]

    def tap_for_mana_offered(land: int) -> bool:
        return any(isinstance(a, ActivateManaAbility) and a.source == land
                   for a in d.game.legal_actions())

    assert tap_for_mana_offered(new)  # not a creature yet: a land can tap the turn it's played
    for land, pay_with in ((new, payer), (old, payer2)):
        d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[land], pay=False)
        d.act(0, ActivateManaAbility(pay_with, 0, "G"))
        d.resolve()
    assert d.chars(new).is_creature and d.chars(old).is_creature
    assert not tap_for_mana_offered(new)
    assert tap_for_mana_offered(old)  # a creature only this turn, but controlled all turn
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert old in attackers and new not in attackers


def test_an_opponents_land_can_be_animated_and_dies_as_a_creature() -> None:
    """"Target land": any player's. The opponent's Mountain becomes a 1/1 creature land still
    under its controller (CR 611.2), not one of "creatures you control" for the second
    ability; Shocked, it is destroyed by the lethal damage (CR 704.5g) and goes to its owner's
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", *(["Forest"] * 6), "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    theirs = d.find("Mountain", player=1)
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[theirs])
    d.resolve()
    c = d.chars(theirs)
    assert c.is_creature and c.is_land and c.controller == 1 and (c.power, c.toughness) == (1, 1)
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.resolve()
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (1, 1)
    assert not d.chars(theirs).has("Trample")
    d.cast(0, "Shock", targets=[theirs])
    d.resolve()
    assert d.ids("Mountain", zone="graveyard", player=1)


def test_the_pump_resolves_though_kamahl_has_left() -> None:
    """CR 113.7a: the activated ability resolves without its source. Kamahl is exiled in
    response; Glory Seeker still gets +3/+3 and trample until end of turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Glory Seeker", *(["Forest"] * 5))
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Kamahl, Fist of Krosa")])
    d.resolve()
    assert d.zone_of("Kamahl, Fist of Krosa") == "exile"
    d.resolve()
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (5, 5) and seeker.has("Trample")
    d.pass_until("upkeep", turn=4)
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2) and not seeker.has("Trample")


def test_the_land_target_gone_the_ability_does_nothing() -> None:
    """CR 608.2b: the targeted land is no longer on the battlefield as the ability resolves
    (the opponent's animated Mountain, Shocked in response to a second animation): the
    ability doesn't resolve, nothing else becomes a creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", *(["Forest"] * 2), "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    theirs = d.find("Mountain", player=1)
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[theirs])
    d.resolve()
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[theirs])
    d.cast(0, "Shock", targets=[theirs])
    d.resolve()
    assert d.ids("Mountain", zone="graveyard", player=1)
    d.resolve()
    assert d.state.stack == []
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert [o for o in d.state.battlefield if d.chars(o).is_land and d.chars(o).is_creature] == []


def test_a_nonland_target_is_refused_and_nothing_changes() -> None:
    """CR 115.1: the first ability's target must be a land: Elvish Warrior is refused with an
    error naming it; the activation is undone, no mana is spent, the stack stays empty."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Forest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[d.find("Elvish Warrior")])
    assert d.state.stack == [] and d.decision.kind == "priority"
    assert not d.state.objects[d.find("Forest")].tapped
    assert not d.chars(d.find("Elvish Warrior")).is_land


def test_two_headed_giant_a_teammates_creatures_arent_yours() -> None:
    """CR 109.5: "creatures you control" are its controller's only, not their
    teammate's: Kamahl becomes 7/6, the teammate's Glory Seeker stays 2/2."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", *["Forest"] * 5)
    s.battlefield(1, "Glory Seeker")
    for p in range(4):
        s.library(p, *["Island"] * 3)
    d = Driver(s.build())
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.resolve()
    kamahl = d.chars(d.find("Kamahl, Fist of Krosa"))
    seeker = d.chars(d.find("Glory Seeker"))
    assert (kamahl.power, kamahl.toughness, kamahl.has("Trample")) == (7, 6, True)
    assert (seeker.power, seeker.toughness, seeker.has("Trample")) == (2, 2, False)
