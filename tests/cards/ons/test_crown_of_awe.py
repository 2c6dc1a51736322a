"""Crown of Awe — {1}{W} Enchantment — Aura.

Oracle: "Enchant creature / Enchanted creature has protection from black and from red. /
Sacrifice Crown of Awe: Enchanted creature and other creatures that share a creature type with
it gain protection from black and from red until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
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
