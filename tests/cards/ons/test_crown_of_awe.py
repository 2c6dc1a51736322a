"""Crown of Awe — {1}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has protection from black and from red. /
Sacrifice Crown of Awe: Enchanted creature and other creatures that share a creature type with
it gain protection from black and from red until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Crown of Awe")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Mountain", "Glory Seeker", "Daru Cavalier",
                  "Goblin Sky Raider")
    s.hand(0, "Crown of Awe", "Shock")
    d = Driver(s.build())
    d.cast(0, "Crown of Awe", targets=[d.find("Glory Seeker")])
    d.resolve()
    return d


def test_enchanted_creature_has_protection_from_black_and_red() -> None:
    """CR 702.16g: "protection from black and from red" is protection from each color."""
    d = setup()
    prots = d.chars(d.find("Glory Seeker")).protections()
    assert "black" in prots and "red" in prots
    assert not d.chars(d.find("Daru Cavalier")).protections()


def test_shock_cannot_target_the_enchanted_creature() -> None:
    d = setup()
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    options = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker") not in options
    assert d.find("Daru Cavalier") in options


def test_sacrifice_protects_creatures_sharing_a_type() -> None:
    d = setup()
    d.activate(0, "Crown of Awe")
    d.resolve()
    assert "red" in d.chars(d.find("Daru Cavalier")).protections()
    assert "red" in d.chars(d.find("Glory Seeker")).protections()
    assert not d.chars(d.find("Goblin Sky Raider")).protections()


def test_protection_gained_in_response_makes_a_black_spell_fail() -> None:
    """CR 608.2b, 702.16b: the protection gained from the sacrificed Crown makes Smother's
    target illegal as Smother resolves: it doesn't resolve and Glory Seeker stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Cavalier")
    s.battlefield(0, "Crown of Awe", attached_to="Daru Cavalier")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Smother", targets=[seeker])
    d.pass_priority()
    d.activate(0, "Crown of Awe")
    d.resolve()  # the Crown's ability: Glory Seeker gains protection from black
    assert "black" in d.chars(seeker).protections()
    d.resolve()  # Smother
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_red_creatures_cant_block_it() -> None:
    """CR 702.16e: a creature with protection from red can't be blocked by red creatures:
    Goblin Sledder may not block the enchanted Glory Seeker but Elvish Warrior (green) may."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.battlefield(1, "Goblin Sledder", "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    legal = d.game.legal_actions()
    assert DeclareBlocker(d.find("Goblin Sledder"), seeker) not in legal
    assert DeclareBlocker(d.find("Elvish Warrior"), seeker) in legal


def test_sacrifice_reaches_every_players_creatures_that_share_a_type_until_end_of_turn() -> None:
    """"Other creatures that share a creature type with it": whoever controls them, and those
    on the battlefield as the ability resolves (CR 611.2c). The Crown on Glory Seeker (Human
    Soldier): the opponent's Whipcorder (Human Soldier Rebel) gains the protections, their
    Elvish Warrior doesn't; a second Glory Seeker cast afterwards doesn't; all end with the turn
    (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Plains")
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.hand(0, "Glory Seeker")
    s.battlefield(1, "Whipcorder", "Elvish Warrior")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.activate(0, "Crown of Awe")
    assert d.zone_of("Crown of Awe") == "graveyard"
    d.resolve()
    seeker, whip = d.find("Glory Seeker"), d.find("Whipcorder")
    assert {"black", "red"} <= set(d.chars(seeker).protections())
    assert {"black", "red"} <= set(d.chars(whip).protections())
    assert not d.chars(d.find("Elvish Warrior")).protections()
    d.cast(0, "Glory Seeker")
    d.resolve()
    (later,) = [o for o in d.ids("Glory Seeker", zone="battlefield") if o != seeker]
    assert not d.chars(later).protections()
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).protections() and not d.chars(whip).protections()


def test_on_a_face_down_creature_the_sacrifice_protects_only_it() -> None:
    """CR 708.2: a face-down creature has no creature types, so no other creature shares one
    with it: only the enchanted face-down creature gains the protections."""
    s = Scenario(seed=1)
    s.battlefield(0, "Whipcorder", face_down=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(0, "Crown of Awe", attached_to="Whipcorder")
    d = Driver(s.build())
    d.activate(0, "Crown of Awe")
    d.resolve()
    assert {"black", "red"} <= set(d.chars(d.find("Whipcorder")).protections())
    assert not d.chars(d.find("Glory Seeker")).protections()


def test_the_enchanted_creature_gone_its_last_known_types_are_used() -> None:
    """CR 608.2h: Glory Seeker, the creature the sacrificed Crown enchanted, is exiled in
    response; the ability uses its last known information: Daru Cavalier (Human Soldier, like
    it) gains the protections, Elvish Warrior doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Cavalier", "Elvish Warrior")
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.activate(0, "Crown of Awe")
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert {"black", "red"} <= set(d.chars(d.find("Daru Cavalier")).protections())
    assert not d.chars(d.find("Elvish Warrior")).protections()


def test_damage_from_a_red_source_is_prevented_even_untargeted() -> None:
    """CR 702.16e: protection from red prevents all damage red sources would deal to it:
    Slice and Dice's 4 damage to each creature kills Daru Cavalier but not the enchanted
    Glory Seeker, which is dealt none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Cavalier", *["Mountain"] * 6)
    s.battlefield(0, "Crown of Awe", attached_to="Glory Seeker")
    s.hand(0, "Slice and Dice")
    d = Driver(s.build())
    d.cast(0, "Slice and Dice")
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    seeker = d.find("Glory Seeker")
    assert d.zone_of("Glory Seeker") == "battlefield" and d.state.objects[seeker].damage == 0
