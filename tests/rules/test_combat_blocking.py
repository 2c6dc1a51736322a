"""Declaring blockers (CR 509) and the evasion abilities that restrict it.

CR 702.9 (flying/reach), 702.36 (fear), 702.111 (menace), 702.14 (landwalk), 702.16 (protection:
can't be blocked by), 702.118 (skulk), 509.1h (a blocked creature stays blocked).
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration, ResetDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver


def to_blocks(d: Driver, *attackers: str) -> list[int]:
    """Attack with the named creatures of player 0 and reach player 1's block declaration."""
    d.to_combat()
    ids = [d.find(n, player=0) for n in attackers]
    d.attack(ids)
    d.pass_priority()
    d.pass_priority()
    return ids


def block_pairs(d: Driver) -> set[tuple[int, int]]:
    d.expect("declare_blockers")
    return {(a.blocker, a.attacker) for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_flying_blocked_only_by_flying_or_reach() -> None:
    """CR 702.9b: a creature with flying can't be blocked except by creatures with flying
    and/or reach (702.17b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker", "Bounding Wolf", "Stormrider Spirit")
    d = Driver(s.build())
    (raider,) = to_blocks(d, "Goblin Sky Raider")
    assert block_pairs(d) == {(d.find("Bounding Wolf"), raider),
                              (d.find("Stormrider Spirit"), raider)}


def test_flyer_can_block_a_ground_creature() -> None:
    """CR 702.9b: flying doesn't stop a creature from blocking creatures without flying."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    d = Driver(s.build())
    (seeker,) = to_blocks(d, "Glory Seeker")
    assert block_pairs(d) == {(d.find("Goblin Sky Raider"), seeker)}


def test_flying_attacker_with_no_possible_blocker_skips_the_declaration() -> None:
    """CR 509.1a: with no creature able to block, the defending player declares no blocks
    and the damage goes to them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 19


def test_fear_blocked_only_by_black_or_artifact_creatures() -> None:
    """CR 702.36b: fear — can't be blocked except by artifact creatures and/or black
    creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Severed Legion")
    s.battlefield(1, "Glory Seeker", "Disciple of Malice", "Elvish Warrior")
    d = Driver(s.build())
    (legion,) = to_blocks(d, "Severed Legion")
    assert block_pairs(d) == {(d.find("Disciple of Malice"), legion)}


def _menace_setup() -> tuple[Driver, int]:
    """Player 0 gives every Zombie menace with Lord of the Accursed, then attacks with
    Gluttonous Zombie (3/3 fear, 4/4 with the Lord). Player 1 has two black creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Lord of the Accursed", "Gluttonous Zombie")
    s.battlefield(1, "Disciple of Malice", "Severed Legion")
    d = Driver(s.build())
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    zombie = d.find("Gluttonous Zombie")
    assert d.chars(zombie).has("Menace")
    assert (d.chars(zombie).power, d.chars(zombie).toughness) == (4, 4)
    to_blocks(d, "Gluttonous Zombie")
    return d, zombie


def test_menace_one_blocker_cannot_finish_the_declaration() -> None:
    """CR 702.111a, 702.111b: menace, an evasion ability: a creature with menace can't be
    blocked except by two or more creatures: with one blocker declared, finishing the
    declaration is not offered."""
    d, zombie = _menace_setup()
    disciple = d.find("Disciple of Malice")
    assert FinishDeclaration() in d.game.legal_actions()  # no blockers at all is fine
    d.act(1, DeclareBlocker(disciple, zombie))
    acts = d.game.legal_actions()
    assert FinishDeclaration() not in acts
    assert ResetDeclaration() in acts
    d.act(1, DeclareBlocker(d.find("Severed Legion"), zombie))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, FinishDeclaration())
    assert set(d.state.combat.blockers_of(zombie)) == {disciple, d.find("Severed Legion")}


def test_menace_reset_then_no_block() -> None:
    """A declaration that breaks menace can be taken back (ResetDeclaration) and replaced by
    a legal one; the unblocked attacker then deals its damage to the player."""
    d, zombie = _menace_setup()
    d.act(1, DeclareBlocker(d.find("Disciple of Malice"), zombie))
    d.act(1, ResetDeclaration())
    assert d.state.combat.blockers == {}
    d.act(1, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_swampwalk_unblockable_while_defender_controls_a_swamp() -> None:
    """CR 702.14c: landwalk — can't be blocked as long as the defending player controls a
    land of that type."""
    s = Scenario(seed=1)
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Swamp", "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Anurid Murkdiver")])
    d.pass_until("postcombat_main")  # no block declaration is possible
    assert d.life(1) == 16


def test_swampwalk_blockable_without_a_swamp() -> None:
    """CR 702.14c: only the defending player's lands matter: the attacker's own Swamp doesn't
    make it unblockable."""
    s = Scenario(seed=1)
    s.battlefield(0, "Anurid Murkdiver", "Swamp")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    (diver,) = to_blocks(d, "Anurid Murkdiver")
    assert block_pairs(d) == {(d.find("Glory Seeker"), diver)}


def test_protection_from_black_cannot_be_blocked_by_black_creatures() -> None:
    """CR 702.16f: a permanent with protection can't be blocked by creatures with that
    quality."""
    s = Scenario(seed=1)
    s.battlefield(0, "Disciple of Grace")
    s.battlefield(1, "Severed Legion", "Glory Seeker")
    d = Driver(s.build())
    (disciple,) = to_blocks(d, "Disciple of Grace")
    assert block_pairs(d) == {(d.find("Glory Seeker"), disciple)}


def test_protection_doesnt_stop_blocking_and_prevents_the_damage() -> None:
    """CR 702.16: protection from black doesn't stop Disciple of Grace from blocking a black
    creature, and that creature's damage to it is prevented (702.16e)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Anurid Murkdiver")
    s.battlefield(1, "Disciple of Grace")
    d = Driver(s.build())
    (diver,) = to_blocks(d, "Anurid Murkdiver")
    grace = d.find("Disciple of Grace")
    assert block_pairs(d) == {(grace, diver)}
    d.block({grace: diver})
    d.pass_until("postcombat_main")
    assert d.zone_of("Disciple of Grace") == "battlefield"
    assert d.state.objects[grace].damage == 0
    assert d.state.objects[diver].damage == 1
    assert d.life(1) == 20


def test_protection_prevents_damage_from_a_blocked_creature() -> None:
    """CR 702.16e: Disciple of Malice (protection from white) blocks Glory Seeker (white): it
    takes no damage and survives, while dealing its own."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Disciple of Malice")
    d = Driver(s.build())
    (seeker,) = to_blocks(d, "Glory Seeker")
    malice = d.find("Disciple of Malice")
    d.block({malice: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Disciple of Malice") == "battlefield"
    assert d.state.objects[malice].damage == 0
    assert d.state.objects[seeker].damage == 1


def test_skulk_cannot_be_blocked_by_greater_power() -> None:
    """CR 702.118b: skulk — can't be blocked by creatures with greater power."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forgotten Creation")
    s.battlefield(1, "Barkhide Mauler", "Elvish Warrior", "Gluttonous Zombie")
    d = Driver(s.build())
    (creation,) = to_blocks(d, "Forgotten Creation")
    assert block_pairs(d) == {(d.find("Elvish Warrior"), creation),
                              (d.find("Gluttonous Zombie"), creation)}


def test_one_blocker_blocks_one_attacker() -> None:
    """CR 509.1a: each creature blocks one attacker; once declared it is not offered again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    seeker, warrior = to_blocks(d, "Glory Seeker", "Elvish Warrior")
    mauler = d.find("Barkhide Mauler")
    assert block_pairs(d) == {(mauler, seeker), (mauler, warrior)}
    d.act(1, DeclareBlocker(mauler, seeker))
    assert block_pairs(d) == set()


def test_blocked_creature_stays_blocked_when_its_blocker_leaves() -> None:
    """CR 509.1h / 506.4: an attacker stays blocked even if its blocker is removed from combat;
    without trample it deals no combat damage (CR 510.1c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Barkhide Mauler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    (mauler,) = to_blocks(d, "Barkhide Mauler")
    seeker = d.find("Glory Seeker")
    d.block({seeker: mauler})
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_tapped_creature_cannot_block() -> None:
    """CR 509.1a: the defending player chooses blockers among their untapped creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    (seeker,) = to_blocks(d, "Glory Seeker")
    assert block_pairs(d) == {(d.find("Barkhide Mauler"), seeker)}


def test_flash_creature_cast_after_attacks_can_block() -> None:
    """CR 702.8a / 302.6: Bounding Wolf cast with flash in the declare attackers step can block
    (summoning sickness doesn't matter for blocking)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sky Raider")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Bounding Wolf")
    d = Driver(s.build())
    d.to_combat()
    raider = d.find("Goblin Sky Raider")
    d.attack([raider])
    d.pass_priority()
    d.cast(1, "Bounding Wolf")
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    wolf = d.find("Bounding Wolf")
    assert block_pairs(d) == {(wolf, raider)}
    d.block({wolf: raider})
    d.pass_until("postcombat_main")
    assert d.zone_of("Goblin Sky Raider") == "graveyard"
    assert d.life(1) == 20
