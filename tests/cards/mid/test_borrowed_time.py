"""Borrowed Time — {2}{W} Enchantment.

Oracle: "When Borrowed Time enters the battlefield, exile target nonland permanent an
opponent controls until Borrowed Time leaves the battlefield."
Rulings covered: MID-RN-070, MID-RN-071, MID-RN-072, MID-RN-073, MID-RN-074.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary

pytestmark = pytest.mark.card("Borrowed Time")

KATILDA = "Katilda, Dawnhart Prime"  # {G}{W} 1/1 legendary creature


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, *theirs)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-070", "MID-OR-0020")
def test_exiled_until_it_leaves() -> None:
    d = setup("Krosan Tusker")
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert d.ids("Krosan Tusker", zone="exile")
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="battlefield", player=1)


@pytest.mark.ruling("MID-RN-071", "MID-OR-0021")
def test_leaving_before_the_trigger_resolves_exiles_nothing() -> None:
    d = setup("Krosan Tusker")
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    d.resolve()
    assert d.ids("Krosan Tusker", zone="battlefield")


def test_only_opponents_nonland_permanents() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Borrowed Time")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    assert not d.state.stack  # no legal target: the trigger is removed
    assert d.ids("Glory Seeker", zone="battlefield")


def opponents_turn_first() -> Driver:
    """Player 1 equips and enchants their Elvish Warrior and makes a Zombie token in their
    turn; then it is player 0's main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.library(0, "Plains", "Plains")
    s.battlefield(1, "Forest", "Forest", "Plains", "Plains", "Island", "Swamp", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", counters={"+1/+1": 2})
    s.hand(1, "Bramble Armor", "Crown of Awe", "Corpse Cobble")
    s.library(1, "Island", "Island")
    s.at("main", active=1, turn=3)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(1, "Bramble Armor")
    d.resolve()
    d.choose(warrior)  # its enters trigger's target
    d.resolve()
    d.cast(1, "Crown of Awe", targets=[warrior])
    d.resolve()
    d.cast(1, "Corpse Cobble", choices=[d.find("Glory Seeker"), None])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    return d


@pytest.mark.ruling("MID-RN-072", "MID-OR-0022")
def test_auras_fall_off_equipment_stays_counters_vanish() -> None:
    d = opponents_turn_first()
    warrior, armor = d.find("Elvish Warrior"), d.find("Bramble Armor")
    assert d.state.objects[armor].attached_to == warrior
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(warrior)
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")
    assert d.ids("Crown of Awe", zone="graveyard")
    assert d.state.objects[armor].zone.value == "battlefield"
    assert d.state.objects[armor].attached_to is None
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    back = d.find("Elvish Warrior", zone="battlefield")
    assert not d.state.objects[back].counters
    assert (d.chars(back).power, d.chars(back).toughness) == (2, 3)


@pytest.mark.ruling("MID-RN-073", "MID-OR-0023")
def test_an_exiled_token_never_returns() -> None:
    d = opponents_turn_first()
    (zombie,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(zombie)
    d.resolve()
    assert zombie not in d.state.objects
    assert not [o for o in d.state.exile if d.state.objects[o].is_token]  # ceased to exist
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]


@pytest.mark.ruling("MID-RN-074", "MID-OR-0024")
def test_owner_leaving_the_game_returns_the_card() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Borrowed Time")
    s.life(0, 2)
    s.battlefield(1, "Krosan Tusker")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert d.ids("Krosan Tusker", zone="exile")
    d.pass_priority()
    d.pass_priority()
    d.cast(2, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    back = d.find("Krosan Tusker", zone="battlefield")
    assert d.chars(back).controller == 1


def commander_under_borrowed_time(choice: str) -> Driver:
    """Player 1's commander Katilda is exiled by player 0's Borrowed Time; player 1 chooses
    ``choice`` for it (CR 903.9a), then Borrowed Time is destroyed."""
    s = Scenario(players=2, seed=1, format="commander")
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.commander(1, KATILDA, zone="battlefield")
    for p in (0, 1):
        s.library(p, *["Forest"] * 4)
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find(KATILDA))
    d.resolve()
    assert d.zone_of(KATILDA) == "exile"
    assert d.expect("commander_zone").player == 1
    d.choose(choice)
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    return d


def test_a_commander_left_in_exile_returns_when_borrowed_time_leaves() -> None:
    """CR 903.9a is a choice: left in exile, the commander returns under its owner's
    control (CR 610.3c)."""
    d = commander_under_borrowed_time("stay")
    assert d.zone_of(KATILDA) == "battlefield"
    assert d.chars(d.find(KATILDA)).controller == 1


def test_a_commander_moved_to_the_command_zone_doesn_t_return() -> None:
    """CR 903.9a, 400.7: once the commander has gone from exile to the command zone it is a
    new object that Borrowed Time's effect no longer finds; it stays in the command zone."""
    d = commander_under_borrowed_time("command_zone")
    assert d.zone_of(KATILDA) == "command"
    assert d.ids("Borrowed Time", zone="graveyard")


def test_a_target_gone_before_resolution_is_not_exiled_and_nothing_returns() -> None:
    """CR 608.2b: the Glory Seeker targeted is shocked in response; the trigger does nothing,
    and when Borrowed Time later leaves, the Glory Seeker card in the graveyard stays there."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Shock", "Naturalize")
    s.battlefield(1, "Glory Seeker", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Krosan Tusker") == "battlefield"
    assert not d.state.exile
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_face_down_creature_is_exiled_face_up_and_returns_face_up() -> None:
    """CR 708.9, 406.3: a face-down creature exiled is turned face up (the opponent's view now
    names it); it returns to the battlefield face up as the card it is (CR 110.5b), a 6/5
    Towering Baloth."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Towering Baloth", face_down=True)
    d = Driver(s.build())
    baloth = d.find("Towering Baloth")
    assert "Towering Baloth" not in json.dumps(d.game.view(0))
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(baloth)
    d.resolve()
    assert d.zone_of("Towering Baloth") == "exile"
    assert "Towering Baloth" in json.dumps(d.game.view(0))
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    back = d.find("Towering Baloth", zone="battlefield")
    c = d.chars(back)
    assert (c.name, c.power, c.toughness, c.controller) == ("Towering Baloth", 7, 6, 1)


def test_a_transformed_permanent_returns_front_face_up() -> None:
    """CR 712.8a, 712.14, 400.7: exiled, the transformed Deathbonnet Hulk is a card with only
    its front face's characteristics; returned to the battlefield it enters front face up, a 1/1
    Deathbonnet Sprout without the +1/+1 counter it had."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Deathbonnet Sprout", transformed=True, counters={"+1/+1": 1})
    d = Driver(s.build())
    hulk = d.find("Deathbonnet Sprout")
    assert d.chars(hulk).name == "Deathbonnet Hulk"
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(hulk)
    d.resolve()
    card = d.find("Deathbonnet Sprout", zone="exile")
    assert d.chars(card).name == "Deathbonnet Sprout"
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    back = d.find("Deathbonnet Sprout", zone="battlefield")
    c = d.chars(back)
    assert (c.name, c.power, c.toughness, c.controller) == ("Deathbonnet Sprout", 1, 1, 1)


def test_a_returned_aura_is_attached_by_its_owner_without_targeting() -> None:
    """CR 303.4f: an Aura put onto the battlefield without being cast targets nothing; the
    player under whose control it enters, its owner (CR 610.3c), chooses what it enchants as
    it enters, among every creature it could enchant. The opponent's Crown of Ascension,
    exiled from their Glory Seeker, returns onto their Daru Cavalier and gives it flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest", "Snarling Wolf")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Crown of Ascension", attached_to="Glory Seeker")
    d = Driver(s.build())
    crown = d.find("Crown of Ascension")
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(crown)
    d.resolve()
    assert d.zone_of("Crown of Ascension") == "exile"
    assert not d.chars(d.find("Glory Seeker")).has("Flying")
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    assert d.decision.player == 1
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    cavalier = d.find("Daru Cavalier")
    assert {cavalier, d.find("Glory Seeker"), d.find("Snarling Wolf")} <= offered
    d.choose(cavalier)
    back = d.find("Crown of Ascension", zone="battlefield")
    assert d.state.objects[back].attached_to == cavalier
    assert d.chars(back).controller == 1
    assert d.chars(cavalier).has("Flying")
    assert not d.chars(d.find("Glory Seeker")).has("Flying")


def test_its_controller_s_own_permanent_or_a_land_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 603.3d: the trigger's target must be a nonland permanent an opponent
    controls; its controller's Glory Seeker and the opponent's Forest are refused with an
    error naming that description, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Borrowed Time")
    s.battlefield(1, "Forest", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.expect("target")
    before = d.game.fingerprint()
    for name in ("Glory Seeker", "Forest"):
        with pytest.raises(IllegalActionError, match="nonland permanent an opponent controls"):
            d.choose(d.find(name))
        assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_daybound_card_returning_at_night_enters_transformed() -> None:
    """CR 702.145b: daybound means "if it is night and this permanent is represented by a
    double-faced card, it enters transformed". Storm-Charged Slasher exiled at night is a
    Reckless Stormseeker card in exile; returned while it is still night it enters as the
    Slasher again."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Reckless Stormseeker", transformed=True)
    d = Driver(s.build())
    slasher = d.find("Reckless Stormseeker")
    assert d.chars(slasher).name == "Storm-Charged Slasher"
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(slasher)
    d.resolve()
    assert d.chars(d.find("Reckless Stormseeker", zone="exile")).name == "Reckless Stormseeker"
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    back = d.find("Reckless Stormseeker", zone="battlefield")
    assert d.chars(back).name == "Storm-Charged Slasher"


def test_phasing_out_isn_t_leaving_so_the_card_stays_exiled() -> None:
    """CR 702.26d: a permanent that phases out doesn't leave the battlefield. Player 1's
    Spectral Adversary phases out player 0's Borrowed Time: the Krosan Tusker stays exiled,
    also once Borrowed Time phases in at its controller's untap step (CR 702.26a); destroyed
    afterwards, Borrowed Time returns the Tusker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Krosan Tusker", *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    for p in range(2):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Krosan Tusker"))
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "exile"
    borrowed = d.find("Borrowed Time", "battlefield")
    d.pass_until("precombat_main", turn=4)
    phase_out_with_adversary(d, borrowed, player=1)
    assert d.state.objects[borrowed].phased_out
    assert d.zone_of("Krosan Tusker") == "exile"
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[borrowed].phased_out
    assert d.zone_of("Krosan Tusker") == "exile"
    d.pass_until("precombat_main", turn=5)
    d.cast(0, "Naturalize", targets=[borrowed])
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "battlefield"
