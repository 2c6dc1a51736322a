"""Jadar, Ghoulcaller of Nephalia — {1}{B} Legendary Creature — Human Wizard 1/1.

Oracle: "At the beginning of your end step, if you control no creatures with decayed, create
a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice
it at end of combat.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Jadar, Ghoulcaller of Nephalia")


def test_makes_one_zombie_per_end_step_only_when_none() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end")  # the trigger resolves as priority is passed
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.pass_until("end", turn=5)
    # A creature with decayed is already there: the ability doesn't trigger.
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_a_decayed_creature_arriving_in_response_stops_the_token() -> None:
    """CR 603.4: the "if" is checked again on resolution. Jadar's ability triggers (no decayed
    creature); in response its controller casts Revenge of the Drowned, which makes a Zombie
    with decayed: the ability then does nothing, and only that one Zombie is there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia", "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("postcombat_main")
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose("top", player=1)
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    d.resolve()  # Jadar's ability: the condition is false now
    assert not d.state.stack
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_an_opponents_decayed_creature_doesnt_count() -> None:
    """"If you control no creatures with decayed": an opponent's decayed Zombie doesn't stop
    it (CR 109.4 controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.token(1, "TMID:5")  # the Zombie with decayed
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    theirs = d.find("Zombie", player=1)
    assert d.chars(theirs).has("Decayed")
    d.pass_until("end")
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_the_token_is_a_2_2_black_zombie_with_decayed() -> None:
    """The token is what the ability says: a 2/2 black Zombie creature token with decayed
    (CR 111.4, 702.147a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end")
    zombie = d.find("Zombie", zone="battlefield", player=0)
    c = d.chars(zombie)
    assert d.state.objects[zombie].is_token
    assert (c.power, c.toughness) == (2, 2)
    assert set(c.colors) == {"B"}
    assert "Zombie" in c.subtypes and "Creature" in c.types
    assert c.has("Decayed")


def test_it_doesnt_trigger_in_an_opponents_end_step() -> None:
    """"At the beginning of your end step" (CR 603.2): in the opponent's end step nothing
    happens; in its controller's next end step a Zombie is made."""
    s = Scenario(seed=1).at("precombat_main", active=1, turn=4)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end", turn=4)
    assert not d.state.stack
    assert not d.ids("Zombie", zone="battlefield")
    d.pass_until("end", turn=5)
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_the_token_is_made_though_jadar_died_in_response() -> None:
    """CR 113.7a: the triggered ability on the stack resolves without its source; Shock
    kills Jadar in response and the Zombie is still made (the condition names only creatures
    with decayed, CR 603.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("postcombat_main")
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Jadar, Ghoulcaller of Nephalia")])
    d.resolve()
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "graveyard"
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_a_decayed_zombie_killed_during_the_end_step_doesnt_bring_a_new_one() -> None:
    """CR 603.4: with a creature with decayed at the beginning of the end step, the ability
    doesn't trigger at all; killing that Zombie later in the step doesn't make it trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Jadar, Ghoulcaller of Nephalia")
    s.token(0, "TMID:5")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.pass_until("end")
    assert not d.state.stack
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Zombie", player=0)])
    d.resolve()
    assert not d.ids("Zombie", zone="battlefield")
    d.pass_until("upkeep", turn=4)
    assert not d.ids("Zombie", zone="battlefield")


def test_in_two_headed_giant_the_teams_end_step_is_your_end_step() -> None:
    """CR 805.4, 810.2: teams take turns, so the team's turn is each teammate's turn: Jadar
    under player 1 (not the primary player) triggers in the team's end step; player 0's
    Zombie with decayed is a teammate's, not Jadar's controller's (CR 810.5), so the
    condition holds and player 1 gets a Zombie."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Jadar, Ghoulcaller of Nephalia")
    s.token(0, "TMID:5")
    for p in range(4):
        s.library(p, "Swamp", "Swamp")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.pass_until("end")
    assert len(d.ids("Zombie", zone="battlefield", player=1)) == 1
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1


def test_a_token_copy_gone_before_its_trigger_resolves_still_answers_for_you() -> None:
    """CR 111.7, 608.2h, 603.4: player 0's Croaking Counterpart copies player 1's Jadar (a 1/1
    Frog with its ability). At player 0's end step the token's ability triggers; in response
    player 0 Shocks the token, which dies and ceases to exist. As the ability resolves, "you"
    is still the token's controller as it last existed: player 0 controls no creature with
    decayed, so player 0 gets the Zombie (player 1 gets none)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island", "Island", "Mountain")
    s.hand(0, "Croaking Counterpart", "Shock")
    s.battlefield(1, "Jadar, Ghoulcaller of Nephalia")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Jadar, Ghoulcaller of Nephalia")])
    d.resolve()
    frog = d.find("Jadar, Ghoulcaller of Nephalia", zone="battlefield", player=0)
    assert "Frog" in d.chars(frog).subtypes
    d.pass_until("postcombat_main")
    while not (d.state.step.name == "END" and d.state.stack):
        d.pass_priority()
    assert len(d.state.stack) == 1
    d.cast(0, "Shock", targets=[frog])
    d.resolve()
    assert frog not in d.state.objects or d.zone_of(frog) != "battlefield"
    d.resolve()
    assert len(d.ids("Zombie", zone="battlefield", player=0)) == 1
    assert not d.ids("Zombie", zone="battlefield", player=1)


def test_made_to_read_elf_it_creates_a_decayed_elf() -> None:
    """CR 612.2a: Jadar made to read Elf creates a 2/2 black Elf Token with decayed at the end
    step; he is still a Human Wizard (only the word changed is replaced, CR 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Jadar, Ghoulcaller of Nephalia")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    jadar = d.find("Jadar, Ghoulcaller of Nephalia")
    evolve(d, jadar, "Zombie", "Elf")
    assert d.chars(jadar).subtypes == {"Human", "Wizard"}
    d.pass_until("end")
    [token] = tokens(d)
    c = d.chars(token)
    assert (c.name, c.subtypes) == ("Elf Token", {"Elf"}) and c.has("Decayed")
