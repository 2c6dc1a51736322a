"""Stalwart Pathlighter — {2}{W} Creature — Human Soldier 3/1.

Oracle: "Vigilance / Coven — At the beginning of combat on your turn, if you control three or
more creatures with different powers, creatures you control gain indestructible until end of
turn."
Rulings covered: MIC-OR-0022, MIC-OR-0023, MIC-OR-0024.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Stalwart Pathlighter")

CARD = "Stalwart Pathlighter"


def _to_combat(*others: str, extra: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, *others, *extra)
    s.hand(0, "Shock", "Shock")
    s.battlefield(0, "Mountain", "Mountain")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()  # to the beginning of combat
    return d


def _indestructible(d: Driver) -> list[bool]:
    return [d.chars(o).has("Indestructible") for o in d.state.battlefield
            if d.chars(o).is_creature]


@pytest.mark.ruling("MIC-OR-0022")
def test_three_different_powers_give_indestructible_to_creatures_you_control() -> None:
    d = _to_combat("Avacyn's Pilgrim", "Glory Seeker")  # powers 3, 1, 2
    assert len(d.state.stack) == 1
    d.resolve()
    assert all(_indestructible(d)) and len(_indestructible(d)) == 3
    assert d.chars(d.find(CARD)).has("Vigilance")


@pytest.mark.ruling("MIC-OR-0023")
def test_two_creatures_sharing_a_power_dont_make_three_different() -> None:
    d = _to_combat("Glory Seeker", "Severed Legion")  # powers 3, 2, 2
    assert not d.state.stack
    assert not any(_indestructible(d))


@pytest.mark.ruling("MIC-OR-0024")
def test_checked_again_on_resolution_with_any_three_creatures() -> None:
    """Triggered with powers 3, 1, 2: Avacyn's Pilgrim killed in response leaves 3 and 2, so
    nothing happens. With Ainok Bond-Kin (2) too, Glory Seeker killed in response leaves 3, 1
    and 2 — other creatures than when it triggered, but the condition holds."""
    d = _to_combat("Avacyn's Pilgrim", "Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Avacyn's Pilgrim")])
    d.resolve()
    d.resolve()
    assert not any(_indestructible(d))

    d = _to_combat("Avacyn's Pilgrim", "Glory Seeker", extra=("Ainok Bond-Kin",))
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert all(_indestructible(d))


def test_vigilance_it_attacks_without_tapping() -> None:
    """CR 702.20b: attacking doesn't cause Stalwart Pathlighter to tap."""
    d = _to_combat("Glory Seeker")
    d.to_combat()
    me = d.find(CARD)
    d.attack([me])
    assert me in d.state.combat.attackers and not d.state.objects[me].tapped


def test_doesnt_trigger_at_the_beginning_of_an_opponents_combat() -> None:
    """"At the beginning of combat on your turn" (CR 603.2, 507.1): in player 1's beginning
    of combat step it doesn't trigger, though player 0 controls three different powers."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.state.step.name == "BEGINNING_OF_COMBAT"
    assert not d.state.stack
    assert not any(_indestructible(d))


def test_a_creature_that_enters_after_it_resolved_doesnt_gain_indestructible() -> None:
    """CR 611.2c: "creatures you control gain indestructible" affects only those controlled as
    it resolved; Glory Seeker cast after combat is destructible and dies to Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim", "Ainok Bond-Kin", "Plains", "Plains",
                  "Mountain")
    s.hand(0, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.resolve()
    assert all(_indestructible(d))
    d.pass_until("postcombat_main")
    d.cast(0, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert not d.chars(seeker).has("Indestructible")
    assert d.chars(d.find("Ainok Bond-Kin")).has("Indestructible")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_indestructible_creatures_survive_lethal_combat_damage_until_end_of_turn() -> None:
    """CR 702.12b, 704.5g: the Pathlighter (3/1) attacks with indestructible and is blocked
    by Krosan Tusker (6/5): lethal damage doesn't destroy it. At the cleanup step the
    ability ends (CR 514.2) and the damage is removed at the same time, so it lives on as
    a destructible 3/1."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    me = d.find(CARD)
    d.pass_priority()
    d.pass_priority()
    d.resolve()
    d.to_combat()
    d.attack([me])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): me})
    d.pass_until("postcombat_main")
    assert d.zone_of(CARD) == "battlefield" and d.state.objects[me].damage == 6
    d.pass_until("upkeep", turn=4)
    assert d.zone_of(CARD) == "battlefield"
    assert not d.chars(me).has("Indestructible")
    assert d.state.objects[me].damage == 0


def test_a_face_down_creature_counts_as_power_two() -> None:
    """CR 708.2a: a face-down creature is a 2/2, so with the Pathlighter (3) and Avacyn's
    Pilgrim (1) it makes three different powers, and it gains indestructible too."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim")
    s.battlefield(0, "Krosan Tusker", face_down=True)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Krosan Tusker")).has("Indestructible")


def test_two_headed_giant_only_its_controller_s_creatures_count_and_gain_it() -> None:
    """CR 810.5, 603.4: on the team's turn, coven counts the creatures the Pathlighter's
    controller controls, not the teammate's: with powers 3 and 1 and the teammate's Glory
    Seeker (2), it doesn't trigger; with the Seeker its own, it does, and the teammate's
    Elvish Warrior doesn't gain indestructible."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    while d.state.step.name != "BEGINNING_OF_COMBAT":
        d.pass_priority()
    assert not d.state.stack
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD, "Avacyn's Pilgrim", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    while d.state.step.name != "BEGINNING_OF_COMBAT":
        d.pass_priority()
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Indestructible")
    assert not d.chars(d.find("Elvish Warrior")).has("Indestructible")
