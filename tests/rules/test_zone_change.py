"""Moving objects between zones (CR 400.7): what the new object is, and what refers to the old.

CR 121.2   a drawn card is put into its owner's hand as the card it is.
CR 303.4d / 704.5m  an Aura stays on its object while that object stays on the battlefield.
CR 506.4   a permanent that leaves the battlefield is removed from combat; a creature it
           blocked stays blocked (CR 509.1h).
CR 613.7a/d  a permanent's static abilities have the timestamp it got as it entered.
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_drawn_card_is_the_card_it_is_in_its_owners_hand() -> None:
    """CR 121.2: the card drawn is put into its owner's hand face up to its owner, as the card
    it is, and can be cast from there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.library(0, "Shock")
    s.library(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("precombat_main")
    shock = d.find("Shock", zone="hand")
    assert d.chars(shock).name == "Shock"
    assert [c["name"] for c in d.game.view(0)["players"][0]["hand"]] == ["Shock"]
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_an_aura_stays_on_its_creature_when_another_permanent_leaves() -> None:
    """CR 303.4d, 704.5m: only an Aura whose object is gone is put into the graveyard; the
    others stay attached."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Pacifism", attached_to="Elvish Warrior")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    pacifism = d.find("Pacifism")
    assert d.state.objects[pacifism].zone.value == "battlefield"
    assert d.state.objects[pacifism].attached_to == warrior


def attack_with_two() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Mountain", "Daru Cavalier")
    s.hand(1, "Shock")
    s.library(0, "Plains")
    s.library(1, "Island")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Elvish Warrior")])
    return d


def test_an_attacker_that_dies_is_removed_from_combat() -> None:
    """CR 506.4: a creature that leaves the battlefield stops being an attacking creature;
    the other attacker still deals its damage."""
    d = attack_with_two()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert set(d.state.combat.attackers) == {warrior}
    d.pass_until("postcombat_main")
    assert d.life(1) == 18  # the Elvish Warrior's 2 only


def test_a_blocker_that_dies_is_removed_from_combat_and_its_attacker_stays_blocked() -> None:
    """CR 506.4, 509.1h: the blocker removed from combat stops blocking; the creature it
    blocked remains blocked and deals no combat damage to the player."""
    d = attack_with_two()
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    cavalier = d.find("Daru Cavalier")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({cavalier: seeker})
    d.pass_priority()  # the active player passes in the declare blockers step
    d.cast(1, "Shock", targets=[cavalier])
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    assert cavalier not in d.state.combat.blockers
    assert seeker in d.state.combat.blocked and warrior not in d.state.combat.blocked
    d.pass_until("postcombat_main")
    assert d.life(1) == 18  # the unblocked Elvish Warrior's 2: the blocked Seeker deals none
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not any(isinstance(a, DeclareAttacker) for a in d.game.legal_actions())


def test_a_cast_permanent_enters_with_a_timestamp_its_anthems_apply_with_the_others() -> None:
    """CR 613.7a, 613.7d: a permanent gets a timestamp as it enters, and the effects of its
    static abilities are applied in timestamp order with those of the permanents already
    there: two Aven Brigadiers each give the other +2/+2 (it is a Bird and a Soldier)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Brigadier", "Glory Seeker", *["Plains"] * 6)
    s.hand(0, "Aven Brigadier")
    d = Driver(s.build())
    first = d.find("Aven Brigadier", zone="battlefield")
    d.cast(0, "Aven Brigadier")
    d.resolve()
    second = next(x for x in d.ids("Aven Brigadier", zone="battlefield") if x != first)
    assert (d.chars(first).power, d.chars(first).toughness) == (5, 7)
    assert (d.chars(second).power, d.chars(second).toughness) == (5, 7)
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    assert d.state.objects[second].timestamp > d.state.objects[first].timestamp
