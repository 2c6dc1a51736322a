"""Diregraf Captain — {1}{U}{B} Creature — Zombie Soldier 2/2.

Oracle: "Deathtouch / Other Zombie creatures you control get +1/+1. / Whenever another Zombie
you control dies, target opponent loses 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Diregraf Captain")


def _answer_target(d: Driver) -> None:
    if d.decision.kind == "target":
        d.choose(1)


def test_deathtouch_and_other_zombies_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain", "Gluttonous Zombie", "Glory Seeker")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    captain = d.chars(d.find("Diregraf Captain"))
    assert captain.has("Deathtouch") and (captain.power, captain.toughness) == (2, 2)
    z = d.chars(d.find("Gluttonous Zombie"))
    assert (z.power, z.toughness) == (4, 4)
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Severed Legion")).power == 2


def test_another_zombie_dies_opponent_loses_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain", "Walking Desecration", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Walking Desecration")])  # 2/2 with the Captain
    d.resolve()
    _answer_target(d)
    d.resolve()
    assert d.life(1) == 19
    assert d.life(0) == 20


def test_captain_itself_non_zombie_or_opponents_zombie_dont_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain", "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Severed Legion")
    s.hand(0, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Diregraf Captain")])
    d.resolve()
    assert d.zone_of("Diregraf Captain") == "graveyard"
    assert not d.state.stack
    assert d.life(1) == 20


def test_a_zombie_dying_with_the_captain_still_triggers_it() -> None:
    """CR 603.10a: a dies trigger looks back in time, so when Akroma's Vengeance destroys
    Diregraf Captain and Walking Desecration at once, the Captain's ability triggers for the
    other Zombie (only for it, not for itself), and the opponent loses 1 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain", "Walking Desecration")
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Diregraf Captain") == "graveyard"
    assert d.zone_of("Walking Desecration") == "graveyard"
    _answer_target(d)
    assert len(d.state.stack) == 1
    d.resolve()
    assert (d.life(0), d.life(1)) == (20, 19)


def test_four_players_target_opponent_is_chosen_and_never_yourself() -> None:
    """CR 115.1, 102.2: with three opponents, the dying Zombie token's trigger targets one of
    them (player 3 here); targeting oneself is refused, naming the problem, and nothing
    changes."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Diregraf Captain", "Swamp", "Swamp")
    s.token(0, "Zombie")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    token = d.find("Zombie")
    assert d.chars(token).power == 3  # the token is another Zombie creature you control
    d.cast(0, "Go for the Throat", targets=[token])
    d.resolve()
    d.expect("target")
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.choose(0)
    d.expect("target")
    d.choose(3)
    d.resolve()
    assert [d.life(p) for p in range(4)] == [20, 20, 20, 19]


def test_deathtouch_one_damage_destroys_a_big_blocker() -> None:
    """CR 702.2b, 704.5h: the Captain's 2 damage to the 6/5 Krosan Tusker destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    captain = d.find("Diregraf Captain")
    d.to_combat()
    d.attack([captain])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): captain})
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Diregraf Captain") == "graveyard"


def test_made_to_read_elf_it_pumps_elves_and_a_dying_elf_drains() -> None:
    """CR 612.1, 612.2: Zombie changed to Elf on Diregraf Captain: an Elf Soldier, other Elf
    creatures you control get +1/+1 (Zombies don't), and another Elf dying makes the target
    opponent lose 1 life, a Zombie dying doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Diregraf Captain", "Elvish Warrior", "Gluttonous Zombie", "Island",
                  "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Artificial Evolution", "Shock", "Shock", "Shock")
    d = Driver(s.build())
    captain = d.find("Diregraf Captain")
    d.cast(0, "Artificial Evolution", targets=[captain])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(captain).subtypes == {"Elf", "Soldier"}
    assert d.chars(d.find("Elvish Warrior")).power == 3
    assert d.chars(d.find("Gluttonous Zombie")).power == 3
    d.cast(0, "Shock", targets=[d.find("Gluttonous Zombie")])
    d.resolve()
    assert not d.state.stack and d.life(1) == 20
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    d.cast(0, "Shock", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    _answer_target(d)
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard" and d.life(1) == 19
