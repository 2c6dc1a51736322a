"""Combat acceptance scenarios: attack and block restrictions read as the declaration is made,
attacking a player with hexproof, and who deals damage in which combat damage step.

CR 509.1b      restrictions on blocking are checked against the game as blockers are declared
               ("can block only creatures with flying" looks at the attacker's abilities then).
CR 702.11c     hexproof on a player stops only targeting; attacking a player or their
               planeswalker isn't targeting (CR 508.1b, 115.1).
CR 702.7b      with first strikers in combat, only they deal damage in the first combat damage
               step; the second step's creatures are those that had neither first strike nor
               double strike as the first step began, whatever damage they dealt in between.
CR 509.1a      a creature blocks one attacker unless an ability lets it block more; losing
               that ability (CR 613.1f) takes the permission away.
CR 611.3a-b    a static ability's restriction applies only while its source is on the
               battlefield, to whatever it covers at that moment.
CR 704.3       state-based actions are performed all at once, then checked again: a
               characteristic-defining P/T (CR 604.3) changed by one creature dying matters
               only at the next check.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _to_blockers(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")


def _block_pairs(d: Driver) -> set[tuple[int, int]]:
    d.expect("declare_blockers")
    return {(a.blocker, a.attacker) for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def test_509_1b_a_creature_that_gained_flying_may_be_blocked_by_one_that_blocks_only_flyers(
) -> None:
    """CR 509.1b, 702.9b: Ascending Aven "can block only creatures with flying". Glory Seeker
    gains flying from Trickery Charm before combat; as blockers are declared it has flying,
    so the Aven may block it. The Aven (3/2) and the Seeker (2/2) destroy each other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Ascending Aven")
    d = Driver(s.build())
    seeker, aven = d.find("Glory Seeker"), d.find("Ascending Aven")
    d.cast(0, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    _to_blockers(d)
    assert _block_pairs(d) == {(aven, seeker)}
    d.block({aven: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Ascending Aven") == "graveyard"
    assert d.life(1) == 20


def test_509_1b_without_flying_the_same_attacker_cant_be_blocked_by_it() -> None:
    """CR 509.1b: the same position without Trickery Charm: the Aven can't block Glory Seeker,
    which deals its 2 damage to player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Ascending Aven")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.zone_of("Ascending Aven") == "battlefield"


def test_702_11c_a_player_with_hexproof_and_their_planeswalker_may_still_be_attacked() -> None:
    """CR 702.11c, 508.1b: Sigarda, Heron's Grace gives player 1 hexproof, which stops only
    spells and abilities targeting them. Player 0 attacks player 1 with Glory Seeker and
    player 1's Teferi (4 loyalty) with Daru Cavalier; unblocked, the Seeker deals 2 damage to
    player 1 and the Cavalier removes 2 loyalty counters from Teferi (CR 120.3c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Cavalier")
    s.battlefield(1, "Sigarda, Heron's Grace", "Teferi, Who Slows the Sunset", tapped=True)
    d = Driver(s.build())
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.to_combat()
    d.attack({seeker: 1, cavalier: teferi})
    assert d.state.combat is not None
    assert d.state.combat.attackers == {seeker: 1, cavalier: teferi}
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.state.objects[teferi].counters.get("loyalty") == 2


def test_702_7b_a_blocker_given_first_strike_and_a_first_striker_both_die_in_the_first_step(
) -> None:
    """CR 702.7b, 510.2, 704.5g: Daru Lancer (3/4 first strike) attacks and Glory Seeker
    blocks it; player 1 then gives the Seeker +3/+1 and first strike with Stolen Vitality (not
    their turn). Both deal their damage at once in the first combat damage step and both are
    destroyed; there is no regular damage left to deal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer")
    s.battlefield(1, "Mountain", "Mountain", "Glory Seeker")
    s.hand(1, "Stolen Vitality")
    d = Driver(s.build())
    lancer, seeker = d.find("Daru Lancer"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([lancer])
    _to_blockers(d)
    d.block({seeker: lancer})
    d.pass_priority()  # player 0, the active player
    d.cast(1, "Stolen Vitality", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (5, 3) and c.has("First strike")
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.pass_until("postcombat_main")
    assert d.life(0) == 20 and d.life(1) == 20


def test_702_7b_noncombat_damage_dealt_between_the_steps_doesnt_stop_regular_damage() -> None:
    """CR 702.7b: Daru Cavalier (2/2 first strike) and Glory Seeker (2/2) attack unblocked.
    After the first-strike damage (2 to player 1), Clear Shot gives the Seeker +1/+1 and has it
    deal 3 damage to Wall of Mulch. That damage isn't combat damage of the first step: the
    Seeker had no first strike as that step began, so it deals its 3 combat damage to player 1
    in the second step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Daru Cavalier", "Glory Seeker")
    s.hand(0, "Clear Shot")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    cavalier, seeker = d.find("Daru Cavalier"), d.find("Glory Seeker")
    wall = d.find("Wall of Mulch")
    d.to_combat()
    d.attack([cavalier, seeker])
    _to_blockers(d)
    d.block({})
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 18
    d.cast(0, "Clear Shot", targets=[seeker, wall])
    d.resolve()
    assert d.state.objects[wall].damage == 3
    d.pass_until("postcombat_main")
    assert d.life(1) == 15


def test_611_3b_a_champion_gone_after_attackers_are_declared_restricts_no_blocks() -> None:
    """CR 611.3a-b, 509.1b: Champion of Lambholt (1/1) stops player 1's Wall of Mulch (power 0,
    less than 1) from blocking player 0's creatures. The Champion attacks along with Daru
    Cavalier; in the declare attackers step player 1 destroys it with Shock. With the Champion
    gone as blockers are declared, the Wall may block the Cavalier."""
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of Lambholt", "Daru Cavalier")
    s.battlefield(1, "Mountain", "Wall of Mulch")
    s.hand(1, "Shock")
    d = Driver(s.build())
    champion, cavalier = d.find("Champion of Lambholt"), d.find("Daru Cavalier")
    wall = d.find("Wall of Mulch")
    d.to_combat()
    d.attack([champion, cavalier])
    d.pass_priority()  # player 0 in the declare attackers step
    d.cast(1, "Shock", targets=[champion])
    d.resolve()
    assert d.zone_of("Champion of Lambholt") == "graveyard"
    _to_blockers(d)
    assert _block_pairs(d) == {(wall, cavalier)}
    d.block({wall: cavalier})
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[wall].damage == 2


def test_611_3b_with_the_champion_still_there_the_wall_cant_block() -> None:
    """CR 509.1b: the same attack without the Shock: Wall of Mulch can block neither
    attacker, and both deal their damage to player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Champion of Lambholt", "Daru Cavalier")
    s.battlefield(1, "Wall of Mulch")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Champion of Lambholt"), d.find("Daru Cavalier")])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def _soulless_one_fights(blocker: str, blocker_type: str) -> tuple[Driver, int, int]:
    """Player 0 makes player 1's ``blocker`` a ``blocker_type`` with Trickery Charm, then
    attacks with Soulless One (a Zombie card, Gluttonous Zombie, lies in player 0's graveyard)
    and ``blocker`` blocks it; the game waits after combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Soulless One")
    s.graveyard(0, "Gluttonous Zombie")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, blocker)
    d = Driver(s.build())
    one, blk = d.find("Soulless One"), d.find(blocker)
    d.cast(0, "Trickery Charm", modes=[1], targets=[blk])
    d.resolve()
    d.choose(blocker_type)
    d.to_combat()
    d.attack([one])
    _to_blockers(d)
    d.block({blk: one})
    return d, one, blk


def test_704_3_a_blocker_whose_death_would_grow_the_attacker_dies_with_it() -> None:
    """CR 704.3, 704.5g, 604.3: Severed Legion (2/2 Zombie) made an Elf blocks Soulless One,
    2/2 (itself and the Zombie card in the graveyard). Each deals the other lethal damage;
    state-based actions destroy both at once, so the Legion becoming a Zombie card in a
    graveyard (which would make Soulless One 3/3) comes too late to save it."""
    d, one, legion = _soulless_one_fights("Severed Legion", "Elf")
    c = d.chars(one)
    assert (c.power, c.toughness) == (2, 2)
    d.pass_until("postcombat_main")
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Soulless One") == "graveyard"


def test_704_3_an_attacker_that_shrinks_as_its_blocker_dies_dies_at_the_next_check() -> None:
    """CR 704.3, 704.5g, 604.3: Glory Seeker made a Zombie blocks Soulless One, 3/3 (itself,
    the Seeker and the Zombie card in the graveyard). The Seeker's 2 damage isn't lethal to a
    3/3, the Seeker is destroyed; in the graveyard it is no Zombie card, so Soulless One is
    2/2 with 2 damage, and the next check of state-based actions destroys it."""
    d, one, seeker = _soulless_one_fights("Glory Seeker", "Zombie")
    c = d.chars(one)
    assert (c.power, c.toughness) == (3, 3)
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Soulless One") == "graveyard"


def test_509_1b_an_attacker_that_lost_flying_cant_be_blocked_by_a_flyer_only_blocker() -> None:
    """CR 509.1b, 613.1f, 702.9b: Sludge Monster and Goblin Sky Raider (flying) attack; the
    Monster's attack trigger puts a slime counter on the Raider, which loses all abilities.
    As blockers are declared the Raider has no flying: Ascending Aven ("can block only
    creatures with flying") can't block it, while Glory Seeker now can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster", "Goblin Sky Raider")
    s.battlefield(1, "Ascending Aven", "Glory Seeker")
    d = Driver(s.build())
    monster, raider = d.find("Sludge Monster"), d.find("Goblin Sky Raider")
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([monster, raider])
    d.choose(raider)
    d.resolve()
    assert not d.chars(raider).has("Flying")
    _to_blockers(d)
    assert _block_pairs(d) == {(seeker, monster), (seeker, raider)}


def test_509_1b_a_flyer_only_blocker_that_lost_its_abilities_may_block_a_ground_creature(
) -> None:
    """CR 509.1b, 613.1f: Sludge Monster attacks and its trigger puts a slime counter on
    player 1's Ascending Aven, which loses all its abilities ("can block only creatures with
    flying" among them) and is 2/2: it may block the Monster, which destroys it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster")
    s.battlefield(1, "Ascending Aven")
    d = Driver(s.build())
    monster, aven = d.find("Sludge Monster"), d.find("Ascending Aven")
    d.to_combat()
    d.attack([monster])
    d.choose(aven)
    d.resolve()
    _to_blockers(d)
    assert _block_pairs(d) == {(aven, monster)}
    d.block({aven: monster})
    d.pass_until("postcombat_main")
    assert d.zone_of("Ascending Aven") == "graveyard"
    assert d.state.objects[monster].damage == 2
    assert d.life(1) == 20


def test_702_7b_two_first_strikers_deal_their_damage_once_in_the_first_step() -> None:
    """CR 702.7b, 510.4: Daru Lancer (3/4 first strike) attacks and another Daru Lancer blocks
    it. Each deals 3 damage to the other in the first combat damage step, and neither deals
    any in the second: both survive with 3 damage marked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Daru Lancer")
    s.battlefield(1, "Daru Lancer")
    d = Driver(s.build())
    attacker, blocker = d.find("Daru Lancer", player=0), d.find("Daru Lancer", player=1)
    d.to_combat()
    d.attack([attacker])
    _to_blockers(d)
    d.block({blocker: attacker})
    while d.state.step.name != "FIRST_STRIKE_DAMAGE":
        d.pass_priority()
    assert (d.state.objects[attacker].damage, d.state.objects[blocker].damage) == (3, 3)
    d.pass_until("end_of_combat")
    assert (d.state.objects[attacker].damage, d.state.objects[blocker].damage) == (3, 3)
    assert d.zone_of("Daru Lancer", player=0) == "battlefield"
    assert d.zone_of("Daru Lancer", player=1) == "battlefield"


def test_509_1b_each_block_of_a_creature_that_cant_be_blocked_is_refused() -> None:
    """CR 509.1b: Suspicious Stowaway can't be blocked. Declaring Glory Seeker, Daru Healer
    or Goblin Sky Raider as its blocker is refused with a clear error and the game unchanged;
    declaring no blocks, the Stowaway (1/1) and Glory Seeker deal their damage to player 1."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Suspicious Stowaway", "Glory Seeker")
    s.library(0, "Island", "Island")
    s.hand(0, "Plains")
    s.battlefield(1, "Glory Seeker", "Daru Healer", "Goblin Sky Raider")
    d = Driver(s.build())
    stowaway, seeker = d.find("Suspicious Stowaway"), d.find("Glory Seeker", player=0)
    d.to_combat()
    d.attack([stowaway, seeker])
    _to_blockers(d)
    for name in ("Glory Seeker", "Daru Healer", "Goblin Sky Raider"):
        blocker = d.find(name, player=1)
        before = d.game.fingerprint()
        with pytest.raises(IllegalActionError, match="Suspicious Stowaway can.t be blocked"):
            d.act(1, DeclareBlocker(blocker, stowaway))
        assert d.game.fingerprint() == before
    d.act(1, FinishDeclaration())
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 17  # 1 from the Stowaway, 2 from the unblocked Glory Seeker


def test_509_1b_a_creature_that_lost_block_any_number_blocks_only_one() -> None:
    """CR 509.1a, 613.1f: Sludge Monster and Glory Seeker attack; the Monster's attack trigger
    puts a slime counter on player 1's Ironfist Crusher, which loses "can block any number
    of creatures": blocking both attackers is refused, blocking one is allowed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sludge Monster", "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher")
    d = Driver(s.build())
    monster, seeker = d.find("Sludge Monster"), d.find("Glory Seeker")
    crusher = d.find("Ironfist Crusher")
    d.to_combat()
    d.attack([monster, seeker])
    d.choose(crusher)
    d.resolve()
    _to_blockers(d)
    d.act(1, DeclareBlocker(crusher, seeker))
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(1, DeclareBlocker(crusher, monster))
    assert d.game.fingerprint() == before
    d.act(1, FinishDeclaration())
    assert d.state.combat is not None
    assert d.state.combat.blockers[crusher] == (seeker,)
