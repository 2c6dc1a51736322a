"""Crown of Vigor — {1}{G} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature gets +1/+1. / Sacrifice Crown of Vigor:
Enchanted creature and other creatures that share a creature type with it get +1/+1 until end
of turn."
Rulings covered: ONS-FAQ-055, ONS-FAQ-056, ONS-FAQ-057.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crown of Vigor")


def test_static_and_sacrifice_bonus() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Elvish Warrior", "Glory Seeker")
    s.hand(0, "Crown of Vigor")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    mine, theirs = d.ids("Elvish Warrior")
    d.cast(0, "Crown of Vigor", targets=[mine])
    d.resolve()
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 4)
    assert d.chars(theirs).power == 2
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert (d.chars(mine).power, d.chars(mine).toughness) == (3, 4)
    assert (d.chars(theirs).power, d.chars(theirs).toughness) == (3, 4)
    assert d.chars(d.find("Glory Seeker")).power == 2


def _crowned_seeker() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Island", "Glory Seeker", "Mistform Dreamer")
    s.hand(0, "Crown of Vigor")
    s.battlefield(1, "Daru Cavalier", "Goblin Sky Raider")
    d = Driver(s.build())
    d.cast(0, "Crown of Vigor", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-055")
def test_the_crown_affects_creatures_of_every_player_sharing_a_type() -> None:
    d = _crowned_seeker()
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert d.chars(d.find("Daru Cavalier")).power == 3  # the opponent's Human Soldier
    assert d.chars(d.find("Goblin Sky Raider")).power == 1


@pytest.mark.ruling("ONS-FAQ-056")
def test_sacrificed_the_bonus_is_gone_and_types_are_checked_on_resolution() -> None:
    """While the ability waits, the creature no longer has the Crown's static bonus; as it
    resolves, the creatures sharing a type with the formerly enchanted creature are found then
    (a Mistform Dreamer made a Soldier in response is included)."""
    d = _crowned_seeker()
    seeker, dreamer = d.find("Glory Seeker"), d.find("Mistform Dreamer")
    assert d.chars(seeker).power == 3
    d.activate(0, "Crown of Vigor")
    assert d.chars(seeker).power == 2  # the Aura is gone with its static ability
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    d.resolve()
    assert (d.chars(dreamer).power, d.chars(dreamer).toughness) == (3, 2)
    assert d.chars(seeker).power == 3
    assert d.chars(d.find("Daru Cavalier")).power == 3


@pytest.mark.ruling("ONS-FAQ-057")
def test_the_five_crowns() -> None:
    """The five Crowns: Auras whose sacrifice ability reaches the creatures sharing a type."""
    from manastack.cards.database import database
    from manastack.cards.registry import card_def
    names = ["Crown of Awe", "Crown of Suspicion", "Crown of Ascension", "Crown of Vigor",
             "Crown of Fury"]
    for name in names:
        card = database().get(name)
        assert card.set_code == "ONS" and "Aura" in card.front.subtypes
        assert "share a creature type" in card.front.oracle_text
        assert card_def(card.key).implemented
    crowns = {c.name for c in database().cards("ONS") if c.name.startswith("Crown of")}
    assert crowns == set(names)


def test_a_face_down_enchanted_creature_gets_the_bonus_alone() -> None:
    """CR 708.2a: a face-down creature has no creature types, so no other creature shares one
    with it; the enchanted creature itself still gets +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Glory Seeker")
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.hand(0, "Crown of Vigor")
    d = Driver(s.build())
    morph = d.find("Exalted Angel")
    d.cast(0, "Crown of Vigor", targets=[morph])
    d.resolve()
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert (d.chars(morph).power, d.chars(morph).toughness) == (3, 3)
    assert d.chars(d.find("Glory Seeker")).power == 2


def test_enchanted_creature_killed_in_response_types_are_as_it_last_existed() -> None:
    """CR 608.2h: Glory Seeker, the enchanted creature, is Shocked in response and another
    Shock resolves after it died: the creatures sharing a type with the Seeker as it last
    existed (player 1's Human Soldier) still get +1/+1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Crown of Vigor", "Shock", "Shock")
    s.battlefield(1, "Daru Cavalier", "Goblin Sky Raider")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Vigor", targets=[seeker])
    d.resolve()
    d.activate(0, "Crown of Vigor")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.resolve()  # the Crown's ability
    assert d.chars(d.find("Daru Cavalier")).power == 3
    assert d.chars(d.find("Goblin Sky Raider")).power == 1


def test_on_an_opponent_s_creature_sharing_any_one_type_is_enough() -> None:
    """Cast on the opponent's Daru Cavalier (a Human Soldier; "Enchant creature" lets it
    target any creature, CR 303.4a), the Crown's controller sacrifices it: its own Headhunter,
    a Human Cleric, shares Human and gets +1/+1 (CR 205.3); Goblin Sky Raider shares none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Headhunter", "Goblin Sky Raider")
    s.hand(0, "Crown of Vigor")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    d.cast(0, "Crown of Vigor", targets=[cavalier])
    d.resolve()
    assert d.chars(cavalier).power == 3
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert d.chars(cavalier).power == 3
    assert (d.chars(d.find("Headhunter")).power, d.chars(d.find("Headhunter")).toughness) == (2, 2)
    assert d.chars(d.find("Goblin Sky Raider")).power == 1


def test_a_creature_arriving_after_it_resolves_gets_nothing() -> None:
    """The creatures affected are determined as the ability resolves (CR 611.2c): a Soldier
    cast afterwards isn't pumped; the bonus ends at cleanup (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Crown of Vigor", "Daru Cavalier")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Vigor", targets=[seeker])
    d.resolve()
    d.activate(0, "Crown of Vigor")
    d.resolve()
    assert d.chars(seeker).power == 3
    d.cast(0, "Daru Cavalier")
    d.resolve()
    d.resolve()  # its search trigger
    d.expect("may")
    d.choose(False)
    assert d.chars(d.find("Daru Cavalier")).power == 2
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).power == 2


def test_the_enchanted_creature_gone_the_crown_goes_to_the_graveyard() -> None:
    """An Aura attached to nothing is put into its owner's graveyard as a state-based action
    (CR 704.5m); it can no longer be sacrificed."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Mountain", "Wellwisher")
    s.hand(0, "Crown of Vigor", "Shock")
    d = Driver(s.build())
    d.cast(0, "Crown of Vigor", targets=[d.find("Wellwisher")])
    d.resolve()
    d.cast(0, "Shock", targets=[d.find("Wellwisher")])
    d.resolve()
    assert d.zone_of("Crown of Vigor") == "graveyard"
    crown = d.find("Crown of Vigor")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == crown]


def test_it_phases_out_with_its_creature_and_can_t_be_sacrificed_meanwhile() -> None:
    """The enchanted creature phasing out (Spectral Adversary) makes the Crown phase out
    indirectly with it (CR 702.26g); a phased-out permanent is treated as though it doesn't
    exist (CR 702.26b), so its ability can't be activated. Both phase in together, still
    attached, at their controller's next untap step."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Spectral Adversary", "Crown of Vigor")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Vigor", targets=[seeker])
    d.resolve()
    crown = d.find("Crown of Vigor")
    d.cast(0, "Spectral Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.choose(seeker)
    d.resolve_all()
    assert d.state.objects[seeker].phased_out and d.state.objects[crown].phased_out
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == crown]
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[crown].phased_out
    assert d.state.objects[crown].attached_to == seeker and d.chars(seeker).power == 3


@pytest.mark.ruling("ONS-FAQ-056")
def test_the_formerly_enchanted_creature_s_types_are_those_it_has_on_resolution() -> None:
    """The Crown sacrificed from Mistform Dreamer (an Illusion), the Dreamer becomes an Elf in
    response: as the ability resolves the Dreamer's types are checked then (ONS-FAQ-056), so
    Elvish Warrior gets +1/+1 and Glory Seeker doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Island", "Mistform Dreamer", "Elvish Warrior",
                  "Glory Seeker")
    s.hand(0, "Crown of Vigor")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.cast(0, "Crown of Vigor", targets=[dreamer])
    d.resolve()
    d.activate(0, "Crown of Vigor")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Elf")
    d.resolve()
    assert d.chars(dreamer).power == 3
    assert d.chars(d.find("Elvish Warrior")).power == 3
    assert d.chars(d.find("Glory Seeker")).power == 2
