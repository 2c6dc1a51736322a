"""Protection scenarios (CR 702.16, "DEBT"): an Equipment with the stated quality becomes
unattached and stays on the battlefield (702.16d, 704.5n), an Aura with it is put into its
owner's graveyard (702.16c, 704.5m); protection gained after blockers are declared doesn't
undo the block (509.1h) but prevents the blocker's damage (702.16e); protection from a
creature type stops damage from a creature of that type, not an ability of a land that makes
it deal that damage (702.16b, 702.16e).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver

JARETH = "Jareth, Leonine Titan"


def _libraries(s: Scenario) -> None:
    for p in range(2):
        s.library(p, *["Plains"] * 5)


def _jareth_with(*attached: str) -> tuple[Driver, int]:
    """Player 0's Jareth ("{W}: gains protection from the color of your choice") with
    ``attached`` on it, in player 0's main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, JARETH, label="jareth")
    s.battlefield(0, "Plains")
    for name in attached:
        s.battlefield(0, name, attached_to="jareth")
    _libraries(s)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    return d, d.find(JARETH)


def _protect(d: Driver, jareth: int, color: str) -> None:
    d.activate(0, jareth)
    d.resolve()
    d.choose(color)
    assert color in d.chars(jareth).protections()


def test_702_16d_an_equipment_of_the_stated_quality_becomes_unattached() -> None:
    """CR 702.16d, 704.5n: Jareth equipped with Mask of Griselbrand (black) gains protection
    from black: the Mask becomes unattached and stays on the battlefield, and Jareth loses the
    flying and lifelink it gave."""
    d, jareth = _jareth_with("Mask of Griselbrand")
    assert d.chars(jareth).has("Flying")
    _protect(d, jareth, "black")
    mask = d.find("Mask of Griselbrand")
    assert d.zone_of("Mask of Griselbrand") == "battlefield"
    assert d.state.objects[mask].attached_to is None
    assert not d.chars(jareth).has("Flying") and not d.chars(jareth).has("Lifelink")


def test_702_16d_an_equipment_of_another_color_stays_attached() -> None:
    """CR 702.16d: protection from red leaves the black Mask of Griselbrand attached."""
    d, jareth = _jareth_with("Mask of Griselbrand")
    _protect(d, jareth, "red")
    assert d.state.objects[d.find("Mask of Griselbrand")].attached_to == jareth
    assert d.chars(jareth).has("Flying")


def test_702_16c_an_aura_of_the_stated_quality_goes_to_the_graveyard() -> None:
    """CR 702.16c, 704.5m: Jareth enchanted by Crown of Fury (red) and equipped with Mask of
    Griselbrand gains protection from red: the Crown is put into the graveyard, the Mask stays
    attached."""
    d, jareth = _jareth_with("Crown of Fury", "Mask of Griselbrand")
    _protect(d, jareth, "red")
    assert d.zone_of("Crown of Fury") == "graveyard"
    assert d.state.objects[d.find("Mask of Griselbrand")].attached_to == jareth
    assert not d.chars(jareth).has("First strike")


def test_702_16e_protection_gained_after_the_block_prevents_the_blockers_damage() -> None:
    """CR 509.1h, 702.16e-f: Glory Seeker is blocked by Goblin Sky Raider (red), then Akroma's
    Blessing gives it protection from red: it stays blocked (no damage to the player), the
    Raider's damage to it is prevented, and the Seeker's damage kills the Raider."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(0, "Akroma's Blessing")
    s.battlefield(1, "Goblin Sky Raider")
    _libraries(s)
    d = Driver(s.build())
    seeker, raider = d.find("Glory Seeker"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({raider: seeker})
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("red")
    assert "red" in d.chars(seeker).protections()
    assert seeker in d.state.combat.blocked
    d.pass_until("end_of_combat")
    assert d.state.objects[seeker].damage == 0
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.life(1) == 20


def test_702_16b_e_a_lands_fight_ability_targets_it_but_the_beasts_damage_is_prevented() -> None:
    """CR 702.16b, 702.16e: Contested Cliffs (a land, not a Beast) may target Riptide Biologist
    (protection from Beasts) for Hystrodon to fight: the Hystrodon's 3 damage to it is
    prevented, and the Biologist deals its 1 damage to the Hystrodon."""
    s = Scenario(seed=1)
    s.battlefield(0, "Contested Cliffs", "Hystrodon", "Mountain", "Forest")
    s.battlefield(1, "Riptide Biologist")
    _libraries(s)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    biologist, hystrodon = d.find("Riptide Biologist"), d.find("Hystrodon")
    d.activate(0, "Contested Cliffs", index=1, targets=[hystrodon, biologist])
    d.resolve()
    assert d.zone_of("Riptide Biologist") == "battlefield"
    assert d.state.objects[biologist].damage == 0
    assert d.state.objects[hystrodon].damage == 1
