"""Catapult Master — {3}{W}{W} Creature — Human Soldier 3/3.

Oracle: "Tap five untapped Soldiers you control: Exile target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Catapult Master")


@pytest.mark.ruling("ONS-OR-0011")
def test_tapping_five_soldiers_exiles_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", sick=True)
    s.battlefield(0, *["Glory Seeker"] * 4, "Elvish Warrior")
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    d.activate(0, "Catapult Master", targets=[d.find("Rorix Bladewing")])
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "exile"
    assert all(d.state.objects[x].tapped for x in d.ids("Glory Seeker"))
    assert not d.state.objects[d.find("Elvish Warrior")].tapped


def test_tapped_soldiers_do_not_count() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 3)
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    master = d.find("Catapult Master")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == master]


@pytest.mark.ruling("ONS-OR-0012")
def test_it_can_tap_itself_but_is_not_required_to() -> None:
    """Official ruling: "It can tap itself but is not required to do so."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 5)
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    master, seekers = d.find("Catapult Master"), d.ids("Glory Seeker")
    d.activate(0, master, targets=[d.find("Rorix Bladewing")])
    d.expect("cost_tap")
    assert Choose(master) in d.decision.actions
    for seeker in seekers:
        d.choose(seeker)
    d.resolve()
    assert d.zone_of("Rorix Bladewing") == "exile"
    assert not d.state.objects[master].tapped
    assert all(d.state.objects[x].tapped for x in seekers)


def test_a_face_down_soldier_cant_help_pay() -> None:
    """CR 708.2: a face-down Daru Lancer has no creature types: with four Soldiers besides, five
    untapped Soldiers aren't there and the ability can't be activated; once it is turned face
    up (a Human Soldier again, CR 702.37e) it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 3, "Plains", "Plains", "Plains",
                  "Plains")
    s.battlefield(0, "Daru Lancer", face_down=True)
    s.battlefield(1, "Rorix Bladewing")
    d = Driver(s.build())
    master = d.find("Catapult Master")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == master]
    d.special(0, "turn_face_up", "Daru Lancer")
    d.pay()
    assert "Soldier" in d.chars(d.find("Daru Lancer")).subtypes
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == master]


def test_your_own_creature_may_be_the_target() -> None:
    """"Target creature" of any controller (CR 115.1): player 0 exiles their own Glory Seeker,
    the sixth, tapping the five others; a token so exiled would cease to exist (CR 111.7):
    player 0's Zombie token, targeted next with five fresh Soldiers, is gone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 10)
    s.token(0, "Zombie")
    d = Driver(s.build())
    master = d.find("Catapult Master")
    seekers = d.ids("Glory Seeker")
    d.activate(0, master, targets=[seekers[5]])
    for seeker in seekers[:5]:
        d.choose(seeker)
    d.resolve()
    assert seekers[5] not in d.state.battlefield and len(d.ids("Glory Seeker", "exile")) == 1
    d.activate(0, master, targets=[d.find("Zombie Token")])
    for seeker in seekers[6:]:
        d.choose(seeker)
    d.choose(master)
    d.resolve()
    assert not d.ids("Zombie Token")


def test_target_gone_in_response_the_soldiers_stay_tapped() -> None:
    """CR 608.2b, 602.2: Arcanis the Omnipotent returns itself to hand in response; the
    ability does nothing, and the five Soldiers tapped to pay its cost stay tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 4)
    s.battlefield(1, "Arcanis the Omnipotent", *["Island"] * 4)
    d = Driver(s.build())
    arcanis = d.find("Arcanis the Omnipotent")
    d.activate(0, "Catapult Master", targets=[arcanis])
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.pass_priority()
    d.activate(1, "Arcanis the Omnipotent", index=1)
    d.resolve_all()
    assert d.zone_of("Arcanis the Omnipotent") == "hand"
    assert not d.ids("Arcanis the Omnipotent", zone="exile")
    soldiers = [d.find("Catapult Master"), *d.ids("Glory Seeker")]
    assert all(d.state.objects[x].tapped for x in soldiers)


def test_an_exiled_token_ceases_to_exist() -> None:
    """CR 111.7, 704.5d: a Zombie token exiled by the ability ceases to exist."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 4)
    s.token(1, "Zombie")
    d = Driver(s.build())
    d.activate(0, "Catapult Master", targets=[d.find("Zombie Token")])
    while d.decision.kind != "priority":
        d.choose(next(a.value for a in d.decision.actions if isinstance(a, Choose)))
    d.resolve()
    assert not d.ids("Zombie Token")


def test_two_headed_giant_a_teammates_soldiers_cant_help_pay() -> None:
    """CR 810.5, 602.2b: "Soldiers you control" are the Master's controller's only: with four
    Soldiers of its own and a teammate's Glory Seeker, the ability can't be activated."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Catapult Master", *["Glory Seeker"] * 3)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    master = d.find("Catapult Master")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == master]


def test_made_to_read_elf_it_taps_elves() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in Catapult Master's text: its type
    line reads Human Elf and "Tap five untapped Elves you control" taps Wellwishers, never Glory
    Seeker (a Soldier)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Catapult Master", "Island", *["Wellwisher"] * 5, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Catapult Master")
    evolve(d, source, "Soldier", "Elf")
    assert d.chars(source).subtypes == {"Human", "Elf"}
    offered = activate_and_answer(d, source, (d.find("Goblin Sky Raider"),))
    assert set(d.ids("Wellwisher")) <= offered and d.find("Glory Seeker") not in offered
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "exile"
