"""Tribal Golem — {6} Artifact Creature — Golem 4/4.

Oracle: "Tribal Golem has trample as long as you control a Beast, haste as long as you control
a Goblin, first strike as long as you control a Soldier, flying as long as you control a
Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Tribal Golem")


def golem(*others: str, opponent: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Swamp", *others)
    s.battlefield(1, *opponent)
    return Driver(s.build())


def test_each_type_grants_its_keyword() -> None:
    d = golem("Barkhide Mauler", "Goblin Sky Raider", "Glory Seeker", "Crafty Pathmage")
    c = d.chars(d.find("Tribal Golem"))
    assert all(c.has(k) for k in ("Trample", "Haste", "First strike", "Flying"))


def test_nothing_without_the_types_or_from_opponents_creatures() -> None:
    d = golem(opponent=("Barkhide Mauler", "Glory Seeker", "Festering Goblin"))
    c = d.chars(d.find("Tribal Golem"))
    assert not any(c.has(k) for k in ("Trample", "Haste", "First strike", "Flying"))
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_zombie_gives_the_regeneration_ability() -> None:
    d = golem("Festering Goblin")
    c = d.chars(d.find("Tribal Golem"))
    assert c.has("Haste")  # Festering Goblin is a Zombie Goblin
    d.activate(0, "Tribal Golem")
    d.resolve()
    assert d.state.objects[d.find("Swamp")].tapped


def test_the_regeneration_shield_saves_it_from_lethal_combat_damage() -> None:
    """CR 701.19a: blocked by Krosan Tusker (6/5), the Golem, with a shield from "{B}:
    Regenerate Tribal Golem" (given by Festering Goblin, a Zombie), is regenerated instead of
    destroyed by the 6 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Swamp", "Festering Goblin")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    g = d.find("Tribal Golem")
    d.to_combat()
    d.attack([g])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): g})
    d.activate(0, g)
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Tribal Golem") == "battlefield"
    assert [e for e in d.game.log if e.kind == "regenerate"]


def test_the_shield_stays_when_the_zombie_leaves_but_the_ability_goes() -> None:
    """CR 113.7a, 611.3a: blocked by Krosan Tusker, the Golem's regeneration ability is
    activated while Severed Legion (a Zombie) is there; the Legion dies in response (Shock),
    the ability resolves all the same, and with no Zombie left the Golem can't activate it
    again, but its shield saves it from the Tusker's 6 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", "Swamp", "Swamp", "Mountain", "Severed Legion")
    s.hand(0, "Shock")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    g = d.find("Tribal Golem")
    d.to_combat()
    d.attack([g])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): g})
    d.activate(0, g)
    d.cast(0, "Shock", targets=[d.find("Severed Legion")])
    d.resolve()
    assert d.zone_of("Severed Legion") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == g]
    d.pass_until("postcombat_main")
    assert d.zone_of("Tribal Golem") == "battlefield"
    assert [e for e in d.game.log if e.kind == "regenerate"]


def test_a_face_down_creature_has_no_creature_type() -> None:
    """CR 708.2a: a face-down Skirk Commando (a Goblin face up) has no creature types, so the
    Golem has no haste; turned face up, it has."""
    s = Scenario(seed=1)
    s.battlefield(0, "Tribal Golem", *["Mountain"] * 3)
    s.battlefield(0, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    g = d.find("Tribal Golem")
    assert not d.chars(g).has("Haste")
    d.special(0, "turn_face_up", d.find("Skirk Commando"))
    d.pay()
    assert d.chars(g).has("Haste")


def test_you_is_its_current_controller() -> None:
    """CR 109.5: "you control" means the Golem's controller: with player 1 it has first
    strike (their Glory Seeker, a Soldier); taken by player 0 with Pack's Betrayal, it has
    trample from player 0's Barkhide Mauler (a Beast) and no first strike."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Barkhide Mauler")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Tribal Golem", "Glory Seeker")
    d = Driver(s.build())
    g = d.find("Tribal Golem")
    c = d.chars(g)
    assert c.has("First strike") and not c.has("Trample")
    d.cast(0, "Pack's Betrayal", targets=[g])
    d.resolve()
    c = d.chars(g)
    assert c.controller == 0 and c.has("Trample") and not c.has("First strike")


def test_made_to_read_elf_for_goblin_an_elf_gives_haste_and_a_goblin_doesnt() -> None:
    """CR 612.2: Artificial Evolution replaces Goblin with Elf in Tribal Golem's text: it has
    haste as long as you control an Elf (Wellwisher), not a Goblin (Goblin Sky Raider); its
    type line (Golem) is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Tribal Golem", "Goblin Sky Raider")
    s.hand(0, "Artificial Evolution", "Wellwisher")
    s.battlefield(0, "Forest", "Forest")
    d = Driver(s.build())
    g = d.find("Tribal Golem")
    assert d.chars(g).has("Haste")
    d.cast(0, "Artificial Evolution", targets=[g])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.chars(g).subtypes == {"Golem"}
    assert not d.chars(g).has("Haste")
    d.cast(0, "Wellwisher")
    d.resolve()
    assert d.chars(g).has("Haste")


def test_made_to_read_elf_for_zombie_an_elf_gives_the_regeneration_ability() -> None:
    """CR 612.2: Artificial Evolution replaces Zombie with Elf in Tribal Golem's text: "{B}:
    Regenerate Tribal Golem" as long as you control an Elf; Festering Goblin (a Zombie) gives
    it no longer, but Wellwisher does."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Tribal Golem", "Festering Goblin")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    g = d.find("Tribal Golem")

    def regenerations() -> list[ActivateAbility]:
        return [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == g]

    assert regenerations()
    d.cast(0, "Artificial Evolution", targets=[g])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert not regenerations()
    assert d.chars(d.find("Tribal Golem")).has("Haste")  # still a Goblin: haste
