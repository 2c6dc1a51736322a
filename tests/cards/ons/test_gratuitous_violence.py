"""Gratuitous Violence — {2}{R}{R}{R} Enchantment.

Oracle: "If a creature you control would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Gratuitous Violence")


def test_your_creatures_deal_double_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Glory Seeker", "Embermage Goblin")
    s.battlefield(1, "Towering Baloth")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[d.find("Towering Baloth")])
    d.resolve()
    assert d.state.objects[d.find("Towering Baloth")].damage == 2
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("end")
    assert d.life(1) == 16


def test_spells_and_opponents_creatures_are_not_doubled() -> None:
    """CR 614.2, 609.7: the replacement applies to damage from a source: a creature you control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Embermage Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_priority()
    d.activate(1, "Embermage Goblin", targets=[0])
    d.resolve()
    assert d.life(0) == 19


def test_the_blockers_controller_orders_the_doubling_and_a_prevention() -> None:
    """Gratuitous Violence and Daunting Defender's prevention both apply to Glory Seeker's
    combat damage to the blocking Defender; the Defender's controller, not the attacker's,
    chooses which applies first (CR 616.1). Prevention first: 2 - 1 = 1, doubled to 2, and the
    3/3 Defender survives (doubling first would deal 4 - 1 = 3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Glory Seeker")
    s.battlefield(1, "Daunting Defender")
    d = Driver(s.build())
    seeker, defender = d.find("Glory Seeker"), d.find("Daunting Defender")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({defender: seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    order = d.expect("order_replacements")
    assert order.player == 1
    options = d.game.view(1)["decision"]["options"]
    first = [o["source"] for o in options].index("Daunting Defender")
    d.choose(order.actions[first].value)
    d.pass_until("postcombat_main")
    assert d.zone_of("Daunting Defender") == "battlefield"
    assert d.state.objects[defender].damage == 2


def test_two_of_them_double_the_damage_twice() -> None:
    """CR 616.1, 616.1e: each replacement effect applies once to the event, one after the
    other: two Gratuitous Violences turn 2 combat damage into 8."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Gratuitous Violence", "Glory Seeker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    while d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.take_first(d.decision.kind)
    assert d.life(1) == 12


def test_a_noncreature_permanent_you_control_is_not_doubled() -> None:
    """Only "a creature you control" (CR 614.1a): Grand Coliseum, a land, deals its 1 damage
    to its controller unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Grand Coliseum")
    d = Driver(s.build())
    coliseum = d.find("Grand Coliseum")
    d.mana(0, coliseum, "R")
    assert d.life(0) == 19


def test_a_creature_gained_from_an_opponent_is_doubled_for_its_new_controller() -> None:
    """"A creature you control" is judged as the damage would be dealt (CR 614.1a): player 0
    takes Charging Slateback with Callous Oppressor and has it fight Ancestor's Prophet with
    Contested Cliffs. Player 0's Gratuitous Violence doubles the Slateback's 4 (the 1/5
    Prophet dies); player 1's doubles the Prophet's 1 (CR 701.14a: both deal damage)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Contested Cliffs", "Mountain", "Forest")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Gratuitous Violence", "Charging Slateback", "Ancestor's Prophet")
    d = Driver(s.build())
    slateback, prophet = d.find("Charging Slateback"), d.find("Ancestor's Prophet")
    d.activate(0, "Callous Oppressor", targets=[slateback])
    d.resolve()
    assert d.chars(slateback).controller == 0
    d.activate(0, "Contested Cliffs", targets=[slateback, prophet])
    d.resolve()
    assert d.zone_of("Ancestor's Prophet") == "graveyard"
    assert d.state.objects[slateback].damage == 2


def test_trample_assigns_lethal_damage_before_doubling() -> None:
    """CR 510.1c-d, 702.19b: the assignment counts the blocker's toughness, not the damage it
    would be dealt after the replacement: Hystrodon (3/4 trample) blocked by Glory Seeker
    (2/2) must assign at least 2 to it, so 1 tramples over; then the doubling applies as the
    damage is dealt (CR 510.2, 614.1a): the Seeker is dealt 4, the player 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Hystrodon")
    s.battlefield(1, "Glory Seeker")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    hystrodon, seeker = d.find("Hystrodon"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([hystrodon])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: hystrodon})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == \
        {(2, 1), (3, 0)}
    d.choose((2, 1))
    while d.decision.kind not in ("priority", "may"):
        d.take_first(d.decision.kind)
    assert d.life(1) == 18
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_lifelink_gains_the_doubled_damage() -> None:
    """CR 702.15b: lifelink gains as much life as the damage actually dealt: Dennick (2/3,
    lifelink) deals 4 to the player, and its controller gains 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Dennick, Pious Apprentice")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Dennick, Pious Apprentice")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.life(0) == 24


def test_in_two_headed_giant_a_teammate_s_creatures_are_not_doubled() -> None:
    """"A creature you control" (CR 109.5, 810.5): in the team's combined attack, player 0's
    Glory Seeker deals 4 and the teammate's Elvish Warrior its 2, both to the opposing team's
    shared life (CR 810.9)."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, "Plains", "Plains")
    s.battlefield(0, "Gratuitous Violence", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2, d.find("Elvish Warrior"): 3})
    d.pass_until("postcombat_main")
    assert d.life(2) == 30 - 4 - 2


def test_damage_to_a_planeswalker_is_doubled() -> None:
    """"A permanent or player": Glory Seeker attacking Arlinn, the Pack's Hope (loyalty 4)
    deals 4 instead of 2, removing four loyalty counters (CR 120.3c); Arlinn is put into
    its owner's graveyard (CR 704.5i)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Glory Seeker")
    s.battlefield(1, "Arlinn, the Pack's Hope")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    seeker, arlinn = d.find("Glory Seeker"), d.find("Arlinn, the Pack's Hope")
    assert d.state.objects[arlinn].counters.get("loyalty") == 4
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn))
    d.act(0, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.zone_of("Arlinn, the Pack's Hope") == "graveyard"
    assert d.life(1) == 20


def test_a_creature_gone_before_its_ability_resolves_still_deals_double() -> None:
    """CR 113.7a: Embermage Goblin's "{T}: Embermage Goblin deals 1 damage" has the Goblin
    deal the damage even once it is gone, with its last known information: a creature its
    controller controlled, so Gratuitous Violence doubles the 1 to 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gratuitous Violence", "Embermage Goblin")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.activate(0, "Embermage Goblin", targets=[1])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Embermage Goblin")])
    d.resolve()
    assert d.zone_of("Embermage Goblin") == "graveyard"
    d.resolve()
    assert d.life(1) == 18
