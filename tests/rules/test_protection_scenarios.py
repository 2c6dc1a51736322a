"""Protection scenarios (CR 702.16, "DEBT"): an Equipment with the stated quality becomes
unattached and stays on the battlefield (702.16d, 704.5n), an Aura with it is put into its
owner's graveyard (702.16c, 704.5m); protection gained after blockers are declared doesn't
undo the block (509.1h) but prevents the blocker's damage (702.16e); protection from a
creature type stops damage from a creature of that type, not an ability of a land that makes
it deal that damage (702.16b, 702.16e). Protection's prevention is a prevention effect among
others: with a shield preventing "the next 4 damage" also applying, the protected creature's
controller chooses which applies first, and protection first keeps the shield whole for damage
protection doesn't stop (702.16e, 615.1a, 615.7, 616.1).
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
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


def _marshal_balmed_under_starstorm() -> tuple[Driver, int, int]:
    """Player 0's Skirk Fire Marshal (protection from red) with Sunfire Balm's shield ("Prevent
    the next 4 damage that would be dealt to any target this turn"); player 1's Starstorm
    (X=2, red, no target) deals 2 damage to each creature: both the protection and the shield
    would prevent the Marshal's, and player 0 is asked which applies first. Returns the
    driver at that question, the Marshal and player 1's Gluttonous Zombie (3/3, black)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skirk Fire Marshal", "Plains", "Plains", "Plains", "Forest", "Forest")
    s.hand(0, "Sunfire Balm", "Duel for Dominance")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain", "Gluttonous Zombie")
    s.hand(1, "Starstorm")
    _libraries(s)
    d = Driver(s.build())
    marshal, zombie = d.find("Skirk Fire Marshal"), d.find("Gluttonous Zombie")
    d.cast(0, "Sunfire Balm", targets=[marshal])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Starstorm", x=2)
    d.resolve()
    dec = d.expect("order_replacements")
    assert dec.player == 0
    assert len(d.game.legal_actions()) == 2
    info = d.decision.info()
    assert (f"p{marshal}", "prevention effect") in info["labels"]
    assert (f"p{marshal}", marshal) in info["sources"]
    return d, marshal, zombie


def test_702_16e_616_1_protection_first_keeps_the_prevention_shield() -> None:
    """CR 702.16e, 616.1, 615.7: player 0 applies protection first: the Starstorm damage is
    prevented and the shield is untouched; then the Marshal fights the Zombie (Duel for
    Dominance): the shield prevents all 3 of the Zombie's damage, and the Zombie dies."""
    d, marshal, zombie = _marshal_balmed_under_starstorm()
    d.choose(f"p{marshal}")
    assert d.decision.kind == "priority" and d.state.objects[marshal].damage == 0
    assert d.state.objects[zombie].damage == 2  # dealt at the same time (CR 608.2)
    d.cast(0, "Duel for Dominance", targets=[marshal, zombie])
    d.resolve()
    assert d.state.objects[marshal].damage == 0
    assert d.zone_of("Gluttonous Zombie") == "graveyard"


def test_702_16e_616_1_the_shield_first_spends_two_of_its_four() -> None:
    """CR 616.1, 615.7: applied first, the shield prevents the Starstorm's 2 damage (2 of its
    4 used); the Zombie's 3 damage in the fight is then only partly prevented: 1 is dealt."""
    d, marshal, zombie = _marshal_balmed_under_starstorm()
    (shield,) = [a.value for a in d.game.legal_actions()  # type: ignore[attr-defined]
                 if a.value != f"p{marshal}"]  # type: ignore[attr-defined]
    d.choose(shield)
    assert d.decision.kind == "priority" and d.state.objects[marshal].damage == 0
    d.cast(0, "Duel for Dominance", targets=[marshal, zombie])
    d.resolve()
    assert d.state.objects[marshal].damage == 1


def test_615_12_unpreventable_damage_redirected_to_a_protected_creature_is_dealt() -> None:
    """CR 615.12, 702.16e, 614.9: Glarecaster's redirection sends Pinpoint Avalanche's 4 damage
    ("The damage can't be prevented.") to Skirk Fire Marshal: its protection from red is a
    prevention effect, which can't stop that damage: the Marshal is dealt 4 and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glarecaster", "Skirk Fire Marshal", *(["Plains"] * 6))
    s.battlefield(1, *(["Mountain"] * 5))
    s.hand(1, "Pinpoint Avalanche")
    _libraries(s)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    glarecaster, marshal = d.find("Glarecaster"), d.find("Skirk Fire Marshal")
    d.pass_priority()
    d.activate(0, "Glarecaster", targets=[marshal])
    d.resolve()
    d.cast(1, "Pinpoint Avalanche", targets=[glarecaster])
    d.resolve()
    assert d.state.objects[glarecaster].damage == 0
    assert d.zone_of("Skirk Fire Marshal") == "graveyard"


def test_702_16b_an_equip_ability_cant_target_a_creature_with_protection_from_its_color() -> None:
    """CR 702.16b, 702.6a: Mask of Griselbrand is black; its equip ability can't target player
    0's Disciple of Grace (protection from black), only their Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Grace", "Glory Seeker", "Mask of Griselbrand", *["Swamp"] * 3)
    _libraries(s)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, d.find("Mask of Griselbrand"))
    dec = d.expect("target")
    assert {a.value for a in dec.actions if isinstance(a.value, int)} == {d.find("Glory Seeker")}


def test_702_16b_a_multicolored_creature_cant_block_a_creature_protected_from_one_of_its_colors(
) -> None:
    """CR 702.16b, 105.2, 509.1b: Akroma's Blessing gives Glory Seeker protection from white.
    Sunrise Cavalier is red and white, so it is white: it can't block the Seeker. Battering
    Craghorn, red only, can."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Sunrise Cavalier", "Battering Craghorn")
    s.hand(0, "Akroma's Blessing")
    _libraries(s)
    d = Driver(s.build())
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("white")
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    legal = d.game.legal_actions()
    assert DeclareBlocker(d.find("Sunrise Cavalier"), seeker) not in legal
    assert DeclareBlocker(d.find("Battering Craghorn"), seeker) in legal
