"""Bastion Protector — {2}{W} Creature — Human Soldier 3/3.

Oracle: "Commander creatures you control get +2/+2 and have indestructible."
Rulings covered: MIC-OR-0108, MIC-OR-0109, MIC-OR-0110.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART, NYLEA

pytestmark = pytest.mark.card("Bastion Protector")

CARD = "Bastion Protector"


@pytest.mark.ruling("MIC-OR-0108", "MIC-OR-0109")
def test_commander_creatures_you_control_whoever_owns_them() -> None:
    """Your own commander gets the bonus; so does the opponent's commander once you control it
    (Threaten); a creature that isn't a commander doesn't, nor does an opponent's commander
    they control."""
    s = Scenario(players=3, seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.commander(1, "Kyler, Sigardian Emissary", zone="battlefield")
    s.commander(2, "Eloise, Nephalia Sleuth", zone="battlefield")
    s.battlefield(0, CARD, "Glory Seeker", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    c = d.chars(visara)
    assert (c.power, c.toughness) == (7, 7) and c.has("Indestructible")
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (2, 2) and not seeker.has("Indestructible")
    kyler = d.find("Kyler, Sigardian Emissary")
    assert d.chars(kyler).power == 2 and not d.chars(kyler).has("Indestructible")
    d.cast(0, "Threaten", targets=[kyler])
    d.resolve()
    k = d.chars(kyler)
    assert k.controller == 0 and (k.power, k.toughness) == (4, 4) and k.has("Indestructible")
    eloise = d.chars(d.find("Eloise, Nephalia Sleuth"))
    assert eloise.power == 4 and not eloise.has("Indestructible")


@pytest.mark.ruling("MIC-OR-0110")
def test_a_commander_that_isnt_a_creature_gets_nothing() -> None:
    """Nylea, God of the Hunt as the commander, not a creature while devotion to green is
    below five: no +2/+2."""
    assert NYLEA
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Nylea, God of the Hunt", zone="battlefield")
    s.battlefield(0, CARD)
    d = Driver(s.build())
    n = d.chars(d.find("Nylea, God of the Hunt"))
    assert not n.is_creature
    assert n.power in (None, 6)


def test_the_indestructible_commander_survives_destruction_until_the_protector_leaves() -> None:
    """CR 702.12b: Defenestrate doesn't destroy the commander while it has indestructible; once
    the Protector is destroyed, the bonus is gone (CR 611.3a) and a second Defenestrate
    destroys the commander."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime", zone="battlefield")
    s.battlefield(0, CARD)
    s.battlefield(1, *["Swamp"] * 9)
    s.hand(1, "Defenestrate", "Defenestrate", "Defenestrate")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    katilda = d.find("Katilda, Dawnhart Prime")
    assert (d.chars(katilda).power, d.chars(katilda).toughness) == (3, 3)
    d.cast(1, "Defenestrate", targets=[katilda])
    d.resolve()
    assert d.zone_of("Katilda, Dawnhart Prime") == "battlefield"
    d.cast(1, "Defenestrate", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert not d.chars(katilda).has("Indestructible")
    assert (d.chars(katilda).power, d.chars(katilda).toughness) == (1, 1)
    d.cast(1, "Defenestrate", targets=[katilda])
    d.resolve()
    assert d.decision.kind == "commander_zone"


def test_a_token_copy_of_a_commander_isnt_a_commander() -> None:
    """CR 903.3, 707.2: being a commander is an attribute of the card, not a copiable
    characteristic: the token Cackling Counterpart makes of Visara, kept under the legend rule
    (CR 704.5j), is a plain 5/5 without indestructible."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, CARD, "Island", "Island", "Island")
    s.hand(0, "Cackling Counterpart")
    d = Driver(s.build())
    visara = d.find("Visara the Dreadful")
    assert d.chars(visara).power == 7
    d.cast(0, "Cackling Counterpart", targets=[visara])
    d.resolve()
    token = next(o for o in d.ids("Visara the Dreadful", "battlefield") if o != visara)
    d.expect("legend_rule")
    d.choose(token)
    d.expect("commander_zone")
    d.choose("command_zone")
    assert d.zone_of("Visara the Dreadful") == "command"
    c = d.chars(token)
    assert (c.power, c.toughness) == (5, 5) and not c.has("Indestructible")


def test_the_bonus_counts_as_commander_damage_and_an_opponents_protector_gives_nothing() -> None:
    """CR 903.10a: Kyler (2/2, +2/+2 from its controller's Protector) deals 4 combat damage
    to player 1, all of it commander damage. Player 1's own Protector gives player 0's
    commander nothing ("you control", CR 109.5)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Kyler, Sigardian Emissary", zone="battlefield")
    s.battlefield(0, CARD)
    s.battlefield(1, CARD)
    s.library(1, "Forest")
    d = Driver(s.build())
    kyler = d.find("Kyler, Sigardian Emissary")
    assert (d.chars(kyler).power, d.chars(kyler).toughness) == (4, 4)
    d.to_combat()
    d.attack([kyler])
    d.pass_until("postcombat_main")
    assert d.life(1) == 36
    assert d.state.players[1].commander_damage == {kyler: 4}


def test_a_commander_cast_from_the_command_zone_enters_with_the_bonus() -> None:
    """CR 611.3c: the static ability applies to the commander the moment it is on the
    battlefield; Shock (2 damage) doesn't kill the 4/4 indestructible Kyler, and once the
    Protector is destroyed (Beast Within), Kyler is 2/2 with 2 damage and dies (CR 704.5g)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Kyler, Sigardian Emissary")
    s.battlefield(0, CARD, "Forest", "Forest", "Forest", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Forest", "Forest", "Forest")
    s.hand(1, "Shock", "Beast Within")
    d = Driver(s.build())
    d.cast(0, "Kyler, Sigardian Emissary", method="commander")
    d.resolve()
    kyler = d.find("Kyler, Sigardian Emissary", "battlefield")
    c = d.chars(kyler)
    assert (c.power, c.toughness) == (4, 4) and c.has("Indestructible")
    d.pass_priority()
    d.cast(1, "Shock", targets=[kyler])
    d.resolve()
    assert d.zone_of("Kyler, Sigardian Emissary") == "battlefield"
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert d.zone_of("Kyler, Sigardian Emissary") != "battlefield"


def test_a_phased_out_protector_gives_nothing() -> None:
    """CR 702.26b: phased out, the Protector's static ability doesn't apply: the commander
    Kyler is a plain 2/2 without indestructible."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Kyler, Sigardian Emissary", zone="battlefield")
    s.battlefield(0, CARD, phased_out=True)
    d = Driver(s.build())
    k = d.chars(d.find("Kyler, Sigardian Emissary"))
    assert (k.power, k.toughness) == (2, 2) and not k.has("Indestructible")
