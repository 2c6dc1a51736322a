"""Control-changing effects in layer 2 (CR 613.1b), their dependency on each other (CR
613.8a), their durations (CR 611.2b) and the effects of resolved spells that keep applying to
the objects they were locked to (CR 611.2c).

Grafted Identity: "You control enchanted creature. Enchanted creature gets +1/+1." Its "you"
is its controller (CR 109.5): an effect that takes Grafted Identity changes what Grafted
Identity's effect does, so that effect depends on it and applies after it, whatever the
timestamps (CR 613.8a-b).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _grafted(*, p0_lands: tuple[str, ...], p0_hand: str) -> tuple[Driver, int]:
    """Player 1 casts Grafted Identity (sacrificing Wellwisher) on player 0's Glory Seeker
    on turn 2; returns the driver at player 0's main phase of turn 3, and the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *p0_lands)
    s.battlefield(1, "Wellwisher", "Island", "Island", "Island", "Island")
    s.hand(1, "Grafted Identity")
    s.hand(0, p0_hand)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Grafted Identity", targets=[seeker], choices=[d.find("Wellwisher")])
    d.resolve()
    assert d.chars(seeker).controller == 1
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)
    d.pass_until("precombat_main", turn=3)
    return d, seeker


def test_taking_the_aura_gives_its_new_controller_the_enchanted_creature() -> None:
    """CR 613.8a-b, 109.5: Blatant Thievery's effect (newer) gives player 0 Grafted Identity;
    Grafted Identity's effect depends on it, so it applies after it, with player 0 as its
    "you": player 0 controls the Seeker again, still 3/3."""
    d, seeker = _grafted(p0_lands=("Island",) * 7, p0_hand="Blatant Thievery")
    aura = d.find("Grafted Identity")
    d.cast(0, "Blatant Thievery", targets=[aura])
    d.resolve()
    assert d.chars(aura).controller == 0
    assert d.chars(seeker).controller == 0
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (3, 3)


def test_a_newer_threaten_wins_then_control_goes_back_to_the_auras_controller() -> None:
    """CR 613.7: Threaten's effect is newer than Grafted Identity's, so player 0 controls
    the Seeker this turn; when it ends, Grafted Identity's effect alone applies: player 1
    controls it again, not its owner (CR 611.2b: until end of turn)."""
    d, seeker = _grafted(p0_lands=("Mountain",) * 3, p0_hand="Threaten")
    d.cast(0, "Threaten", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0 and d.chars(seeker).has("Haste")
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 1
    assert not d.chars(seeker).has("Haste")


def test_a_pump_to_creatures_you_control_stays_with_a_creature_taken_later() -> None:
    """CR 611.2c: Kamahl's "Creatures you control get +3/+3 and gain trample until end of
    turn" is locked to the creatures its controller controlled as it resolved; Threatened
    afterwards, Glory Seeker keeps +3/+3 and trample under its new controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Kamahl, Fist of Krosa", "Glory Seeker", *["Forest"] * 5)
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_priority()
    d.activate(0, "Kamahl, Fist of Krosa", index=1)
    d.resolve()
    seeker = d.find("Glory Seeker")
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert c.controller == 1 and (c.power, c.toughness) == (5, 5) and c.has("Trample")
    assert d.chars(d.find("Kamahl, Fist of Krosa")).controller == 0


def test_control_for_as_long_as_the_source_stays_tapped_ends_when_it_leaves() -> None:
    """CR 611.2b: Callous Oppressor's "for as long as Callous Oppressor remains tapped" ends
    when it leaves the battlefield: the creature goes back to its controller."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Callous Oppressor")])
    d.resolve()
    assert d.zone_of("Callous Oppressor") == "graveyard"
    assert d.chars(seeker).controller == 1


def test_insurrection_takes_the_creatures_there_and_gives_them_back_at_end_of_turn() -> None:
    """CR 611.2c: Insurrection untaps the creatures there as it resolves and gives them
    haste and a new controller until end of turn; a creature cast afterwards has no haste.
    At end of turn control goes back (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8, "Forest", "Forest")
    s.battlefield(1, "Glory Seeker", tapped=True)
    s.hand(0, "Insurrection", "Wellwisher")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.cast(0, "Insurrection")
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).controller == 0 and d.chars(seeker).has("Haste")
    assert not d.state.objects[seeker].tapped
    d.cast(0, "Wellwisher")
    d.resolve()
    assert not d.chars(d.find("Wellwisher")).has("Haste")
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).controller == 1


def test_an_aura_taken_twice_gives_its_last_controller_the_enchanted_land() -> None:
    """CR 613.8a-c, 109.5: player 0's Annex (oldest) enchants player 1's Forest. Player 1
    takes the Annex with Blatant Thievery, then player 0 takes it back with another. Before
    layer 2 the Annex is player 0's: Annex's effect depends on player 1's Thievery (which
    changes its "you"), not on player 0's. Once player 1's applies, the Annex is player 1's
    and player 0's Thievery would change its "you" again: the Annex's effect now depends on
    it too and waits for it. Player 0 controls the Annex and the Forest."""
    s = Scenario(seed=1)
    s.battlefield(1, "Forest", label="forest")
    s.battlefield(0, "Annex", attached_to="forest")
    s.battlefield(0, *["Island"] * 7)
    s.battlefield(1, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.hand(1, "Blatant Thievery")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    forest, annex = d.find("Forest"), d.find("Annex")
    assert d.chars(forest).controller == 0
    d.cast(1, d.find("Blatant Thievery", zone="hand", player=1), targets=[annex])
    d.resolve()
    assert d.chars(annex).controller == 1 and d.chars(forest).controller == 1
    d.pass_until("precombat_main", turn=3)
    d.cast(0, d.find("Blatant Thievery", zone="hand", player=0), targets=[annex])
    d.resolve()
    assert d.chars(annex).controller == 0
    assert d.chars(forest).controller == 0
