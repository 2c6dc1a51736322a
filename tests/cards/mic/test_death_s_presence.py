"""Death's Presence — {5}{G} Enchantment.

Oracle: "Whenever a creature you control dies, put X +1/+1 counters on target creature you
control, where X is the power of the creature that died."
Rulings covered: MIC-OR-0217.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Death's Presence")

CARD = "Death's Presence"


@pytest.mark.ruling("MIC-OR-0217")
def test_x_is_the_power_it_had_on_the_battlefield() -> None:
    """An Elvish Warrior made 4/5 by Flare of Faith dies to three Shocks: its last power on
    the battlefield, 4, gives four counters to the Seeker (not its printed 2)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior")
    s.battlefield(0, "Plains", "Plains", *["Mountain"] * 6)
    s.hand(0, "Flare of Faith", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Flare of Faith", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).power == 4
    for _ in range(3):
        d.cast(0, "Shock", targets=[warrior])
        d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 4


def test_a_creature_that_died_with_zero_power_gives_no_counters() -> None:
    """CR 608.2h, 122.1: Startle makes Glory Seeker 0/2 and a Shock kills it: X, its last
    known power, is 0, and the Elvish Warrior gets no counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior", "Island", "Island", "Mountain")
    s.hand(0, "Startle", "Shock")
    s.library(0, "Plains")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Startle", targets=[seeker])
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.expect("target")
    d.choose(warrior)
    d.resolve()
    assert not d.state.objects[warrior].counters.get("+1/+1")
    assert not d.state.stack


def test_an_opponent_s_creature_dying_doesnt_trigger_it() -> None:
    """"A creature you control": an opponent's creature dying triggers nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Elvish Warrior", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"


def test_with_no_creature_left_to_target_it_is_removed() -> None:
    """The creature that died was its controller's only creature: the ability has no legal
    target and is removed from the stack (CR 603.3d)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert not d.state.objects[d.find("Elvish Warrior")].counters


def test_a_token_dies_too() -> None:
    """A token put into the graveyard died (CR 700.4) before it ceases to exist (CR 704.5d):
    a 2/2 Zombie token gives two counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Mountain")
    s.token(0, "Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert not d.ids("Zombie")
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 2}


def test_creatures_dying_at_once_trigger_once_each_with_their_own_power() -> None:
    """Zombie Apocalypse returns a Zombie and destroys both Humans at once: two triggers (CR
    603.2, 603.3b), one X = 2 (Glory Seeker) and one X = 3 (Kessig Cagebreakers), each
    targeting a creature still there: the returned Zombie gets five counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Kessig Cagebreakers")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Gluttonous Zombie")
    s.hand(0, "Zombie Apocalypse")
    d = Driver(s.build())
    d.cast(0, "Zombie Apocalypse")
    d.resolve()
    zombie = d.find("Gluttonous Zombie", "battlefield")
    assert not d.ids("Glory Seeker", zone="battlefield")
    assert not d.ids("Kessig Cagebreakers", zone="battlefield")
    while d.decision.kind != "priority":
        if d.decision.kind == "target":
            d.choose(zombie)
        else:
            d.take_first(d.decision.kind)
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.state.objects[zombie].counters == {"+1/+1": 5}


def test_a_back_face_up_creature_uses_its_back_face_s_power() -> None:
    """Seafaring Werewolf (Suspicious Stowaway's back face, 2/1) dies: as it last existed it
    had power 2, not the front face's 1 (CR 608.2h, 712.8e): two counters."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, CARD, "Glory Seeker", "Mountain")
    s.battlefield(0, "Suspicious Stowaway", transformed=True)
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Suspicious Stowaway")])
    d.resolve()
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 2}


def test_the_target_must_be_a_creature_you_control() -> None:
    """The target is "creature you control": the opponent's creature is refused, naming the
    problem, and the trigger still waits for a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior", "Mountain")
    s.battlefield(1, "Kessig Cagebreakers")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.expect("target")
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.choose(d.find("Kessig Cagebreakers"))
    d.expect("target")
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.state.objects[d.find("Elvish Warrior")].counters == {"+1/+1": 2}
    assert not d.state.objects[d.find("Kessig Cagebreakers")].counters


def test_target_gone_before_resolution_no_counters() -> None:
    """CR 608.2b: the targeted Elvish Warrior is destroyed in response; the first ability
    doesn't resolve and its two counters go nowhere. The Warrior dying triggers the Presence
    again (targeting the Daru Healer), so the Healer ends with that ability's two counters
    only."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Elvish Warrior", "Daru Healer", "Mountain")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    healer = d.find("Daru Healer")
    d.expect("target")
    d.choose(healer)
    d.resolve()
    assert d.state.objects[healer].counters == {"+1/+1": 2}
    d.resolve()
    assert not d.state.stack
    assert d.state.objects[healer].counters == {"+1/+1": 2}


def test_a_stolen_creature_dying_triggers_for_its_controller() -> None:
    """CR 603.10a, 700.4: "a creature you control" is checked as it last existed: an
    opponent's Elvish Warrior taken with Threaten dies under player 0's control (going to its
    owner's graveyard) and triggers player 0's Death's Presence."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", *["Mountain"] * 5)
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Threaten", "Shock", "Shock")
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.cast(0, "Threaten", targets=[warrior])
    d.resolve()
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.find("Elvish Warrior") in d.state.players[1].graveyard
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters == {"+1/+1": 2}


def test_powers_last_known_include_a_lord_that_died_at_the_same_time() -> None:
    """CR 603.10a, 608.2h, 613.1: with Tomb Tyrant ("Other Zombies you control get +1/+1"),
    each Gluttonous Zombie is 4/4. One is sacrificed to cast Endemic Plague (X = 4), which then
    destroys the Tyrant and the other Zombie at once: the Zombie last existed with the Tyrant's
    bonus (X = 4), the Tyrant as a 3/3 (X = 3). Glory Seeker gets 11 counters."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Tomb Tyrant", *["Swamp"] * 4)
    s.battlefield(0, "Gluttonous Zombie", "Gluttonous Zombie")
    s.hand(0, "Endemic Plague")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    zombies = d.ids("Gluttonous Zombie")
    assert [d.chars(z).power for z in zombies] == [4, 4]
    d.cast(0, "Endemic Plague", choices=[zombies[0]])
    d.expect("target")  # the sacrificed Zombie's trigger, above the Plague
    d.choose(seeker)
    d.resolve()
    assert d.state.objects[seeker].counters.get("+1/+1") == 4
    d.resolve()  # the Plague: the Tyrant and the other Zombie die together
    assert d.zone_of("Tomb Tyrant") == "graveyard"
    d.expect("order_triggers")
    while d.decision.kind != "priority":
        if d.decision.kind == "target":
            d.choose(seeker)
        else:
            d.take_first(d.decision.kind)
    d.resolve_all()
    assert d.state.objects[seeker].counters.get("+1/+1") == 4 + 4 + 3
