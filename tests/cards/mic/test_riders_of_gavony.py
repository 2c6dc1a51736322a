"""Riders of Gavony — {2}{W}{W} Creature — Human Knight 3/3.

Oracle: "Vigilance / As Riders of Gavony enters the battlefield, choose a creature type. /
Human creatures you control have protection from creatures of the chosen type."
Rulings covered: MIC-OR-0136 (an existing creature type, never a card type).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Riders of Gavony"
pytestmark = pytest.mark.card(CARD)


def _riders(chosen: str | None = "Zombie", mine: tuple[str, ...] = ("Glory Seeker",),
            theirs: tuple[str, ...] = ()) -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, chosen={"creature_type": chosen} if chosen else None)
    if mine:
        s.battlefield(0, *mine)
    if theirs:
        s.battlefield(1, *theirs)
    return s


def _protected(d: Driver, oid: int) -> bool:
    return "zombie creatures" in d.chars(oid).protections()


@pytest.mark.ruling("MIC-OR-0136")
def test_an_existing_creature_type_is_chosen_never_a_card_type() -> None:
    """Official ruling: "You must choose an existing Magic creature type, such as Zombie or
    Warrior. Card types such as artifact can't be chosen." The choice as it enters offers the
    creature types only; answering "Artifact" is refused with the game unchanged; choosing
    Zombie protects the Humans."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.expect("choose_creature_type")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert {"Zombie", "Warrior", "Human"} <= offered
    assert not offered & {"Artifact", "Creature", "Enchantment", "Land", "Elves"}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose("Artifact")
    assert d.game.fingerprint() == before
    d.choose("Zombie")
    riders = d.find(CARD, zone="battlefield")
    assert d.state.objects[riders].chosen["creature_type"] == "Zombie"
    assert _protected(d, riders) and _protected(d, d.find("Glory Seeker"))


def test_only_human_creatures_you_control_have_it() -> None:
    """A non-Human you control and an opponent's Human don't have the protection."""
    d = Driver(_riders(mine=("Glory Seeker", "Wall of Mulch"), theirs=("Cabal Archon",)).build())
    assert _protected(d, d.find(CARD)) and _protected(d, d.find("Glory Seeker"))
    assert not _protected(d, d.find("Wall of Mulch"))
    assert not _protected(d, d.find("Cabal Archon"))


def test_humans_cant_be_blocked_by_creatures_of_that_type() -> None:
    """CR 702.16e: Wretched Anurid (a Zombie) can't block the attacking Glory Seeker; Cabal
    Archon (a Human Cleric) can."""
    s = _riders(theirs=("Wretched Anurid", "Cabal Archon"))
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert d.find("Wretched Anurid") not in blockers
    assert d.find("Cabal Archon") in blockers


def test_damage_from_creatures_of_that_type_is_prevented() -> None:
    """CR 702.16e: Riders of Gavony blocks the Zombie Wretched Anurid (3/3): the Anurid's
    damage to it is prevented, Riders' damage kills the Anurid."""
    s = _riders(mine=(), theirs=("Wretched Anurid",))
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    anurid, riders = d.find("Wretched Anurid"), d.find(CARD)
    d.to_combat()
    d.attack([anurid])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({riders: anurid})
    d.pass_until("end_of_combat")
    assert d.state.objects[riders].damage == 0
    assert d.find("Wretched Anurid", zone="graveyard")


def test_abilities_of_creatures_of_that_type_cant_target_them_but_spells_can() -> None:
    """CR 702.16b: Festering Goblin (a Zombie Goblin) dies; its ability can target Wall of
    Mulch but not the protected Glory Seeker. Shock, a spell, not a creature, can target Glory
    Seeker."""
    s = _riders(mine=("Glory Seeker", "Wall of Mulch", "Mountain"),
                theirs=("Festering Goblin",))
    s.hand(0, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert seeker not in offered and d.find(CARD) not in offered
    assert d.find("Wall of Mulch") in offered

    s = _riders(mine=("Glory Seeker", "Mountain"))
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.find("Glory Seeker", zone="graveyard")


def test_no_type_chosen_no_protection() -> None:
    """Put onto the battlefield without its "as enters" choice (the scenario leaves it out),
    no type is chosen and nothing has protection."""
    d = Driver(_riders(chosen=None).build())
    assert not d.chars(d.find("Glory Seeker")).protections()


def test_with_crown_of_awe_too_its_colors_still_protect() -> None:
    """CR 702.16a, 702.16b: Glory Seeker has protection from Zombie creatures (Riders of
    Gavony) and, later, from black and from red (Crown of Awe): a red Shock, which isn't a
    Zombie creature, still can't target it, though it can target the Riders."""
    s = _riders(theirs=("Mountain",))
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).protections() == ["zombie creatures", "black", "red"]
    d.cast(1, "Shock")
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert seeker not in offered and d.find(CARD) in offered


def _blockers_of(d: Driver, attacker: int) -> set[int]:
    d.to_combat()
    d.attack([attacker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return {a.blocker for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker) and a.attacker == attacker}


def test_vigilance_attacking_doesnt_tap_it() -> None:
    """CR 702.20b: Riders of Gavony attacks and stays untapped."""
    s = _riders(mine=())
    d = Driver(s.build())
    riders = d.find(CARD)
    assert d.chars(riders).has("Vigilance")
    d.to_combat()
    d.attack([riders])
    assert riders in d.state.combat.attackers
    assert not d.state.objects[riders].tapped


def test_a_changeling_is_a_zombie_and_cant_block_a_human() -> None:
    """CR 702.73a, 205.3m: Avian Changeling has every creature type, Zombie among them, so it
    can't block the protected Glory Seeker (CR 702.16e)."""
    from tests.reference_cards import AVIAN_CHANGELING
    d = Driver(_riders(theirs=(AVIAN_CHANGELING.name, "Cabal Archon")).build())
    blockers = _blockers_of(d, d.find("Glory Seeker"))
    assert d.find(AVIAN_CHANGELING.name) not in blockers
    assert d.find("Cabal Archon") in blockers


def test_a_face_down_zombie_has_no_creature_type_and_may_block() -> None:
    """CR 708.2: face down, Haunted Cadaver is a 2/2 with no creature types, so it isn't a
    Zombie creature and may block the Glory Seeker; face up it couldn't (Cabal Archon, a
    Human, may in both cases)."""
    s = _riders(theirs=("Cabal Archon",))
    s.battlefield(1, "Haunted Cadaver", face_down=True)
    d = Driver(s.build())
    assert d.find("Haunted Cadaver") in _blockers_of(d, d.find("Glory Seeker"))
    d2 = Driver(_riders(theirs=("Haunted Cadaver", "Cabal Archon")).build())
    assert d2.find("Haunted Cadaver") not in _blockers_of(d2, d2.find("Glory Seeker"))


def test_the_protection_ends_when_the_riders_leave() -> None:
    """CR 611.3a: the static ability stops applying once Riders of Gavony leaves the
    battlefield; Fateful Absence destroys it, and Glory Seeker no longer has protection from
    Zombies."""
    s = _riders(theirs=("Plains", "Plains"))
    s.hand(1, "Fateful Absence")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert _protected(d, seeker)
    d.cast(1, "Fateful Absence", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not _protected(d, seeker)


def test_a_human_that_comes_later_is_protected_and_the_type_stays_chosen() -> None:
    """CR 611.3a, 607.2a: the static ability applies to every Human creature its controller
    controls at any time: Cabal Archon cast after the Riders has protection from the Zombie
    type chosen as the Riders entered."""
    s = _riders(mine=("Swamp", "Swamp", "Swamp"))
    s.hand(0, "Cabal Archon")
    d = Driver(s.build())
    d.cast(0, "Cabal Archon")
    d.resolve()
    assert _protected(d, d.find("Cabal Archon", zone="battlefield"))


def test_taken_with_threaten_it_protects_its_new_controllers_humans() -> None:
    """"Human creatures you control": "you" is the Riders' current controller (CR 109.5).
    Player 1 takes the Riders with Threaten: player 1's Cabal Archon gains the protection,
    and player 0's Glory Seeker loses it; the Riders, a Human, keep it under either player;
    at end of turn control returns and so does the protection (CR 514.2)."""
    s = _riders(theirs=("Cabal Archon", "Mountain", "Mountain", "Mountain"))
    s.hand(1, "Threaten")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    riders, seeker, archon = d.find(CARD), d.find("Glory Seeker"), d.find("Cabal Archon")
    assert _protected(d, seeker) and not _protected(d, archon)
    d.cast(1, "Threaten", targets=[riders])
    d.resolve()
    assert d.state.objects[riders].controller == 1
    assert _protected(d, archon) and _protected(d, riders)
    assert not _protected(d, seeker)
    d.pass_until("upkeep", turn=5)
    assert d.state.objects[riders].controller == 0
    assert _protected(d, seeker) and not _protected(d, archon)


def test_human_made_to_read_elf_elves_are_protected_the_chosen_type_stays() -> None:
    """CR 612.1, 612.2: Human changed to Elf on the Riders (an Elf Knight now): Elf creatures
    you control have protection from the chosen type, Humans don't. The chosen type isn't
    text: Zombie replaced with Goblin by a second Artificial Evolution leaves it Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riders of Gavony", chosen={"creature_type": "Zombie"})
    s.battlefield(0, "Glory Seeker", "Elvish Warrior", "Island", "Island")
    s.hand(0, "Artificial Evolution", "Artificial Evolution")
    d = Driver(s.build())
    riders = d.find("Riders of Gavony")
    for old, new in (("Human", "Elf"), ("Zombie", "Goblin")):
        d.cast(0, "Artificial Evolution", targets=[riders])
        d.resolve()
        d.choose(old)
        d.choose(new)
    assert d.chars(riders).subtypes == {"Elf", "Knight"}
    assert d.chars(d.find("Elvish Warrior")).protections() == ["zombie creatures"]
    assert d.chars(riders).protections() == ["zombie creatures"]
    assert d.chars(d.find("Glory Seeker")).protections() == []
