"""Evergreen keyword scenarios in combat and against removal: flying and reach (CR 702.9,
702.17) with a blocked creature staying blocked when its evasion changes (506.4a, 509.1h);
menace (702.111) with another blocking restriction and with one of its two blockers gone;
lifelink (702.15b) — the life gained at the same time as the combat damage, only for the damage
actually dealt (615), for the source's controller, and lost with the Equipment granting it;
vigilance and flash on an attacker that untaps (702.20, 702.8a, 506.4b); indestructible
(702.12b) doesn't stop sacrifice (701.21a) or exile; trample (702.19b) over a blocker that is
indestructible or has protection still assigns it lethal damage first; first strike and double
strike with deathtouch, trample and lifelink (702.7b, 702.4b); lifelink on noncombat damage and
from a source gone before its ability resolves (702.15c); a flash creature cast at the end of
the opponent's turn attacks next turn (302.6); indestructible and lethal damage ending
together (514.2) and the legend rule (704.5j); lifelink and commander damage from 40 life
(903.7, 903.10a).
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> None:
    for p in range(2):
        s.library(p, *["Plains"] * 5)


def _to_blocks(d: Driver, *attackers: str) -> list[int]:
    """The active player attacks with the named creatures; pass to the block declaration."""
    d.to_combat()
    active = d.state.active
    ids = [d.find(n, player=active) for n in attackers]
    d.attack(ids)
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    return ids


def _block_pairs(d: Driver) -> set[tuple[int, int]]:
    return {(a.blocker, a.attacker) for a in d.game.legal_actions()
            if isinstance(a, DeclareBlocker)}


def _assignments(d: Driver) -> set[object]:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


# -- flying, reach, menace ----------------------------------------------------------------

def test_506_4a_a_blocked_creature_given_flying_stays_blocked() -> None:
    """CR 506.4a, 509.1h, 702.9b: Glory Seeker is blocked by Elvish Warrior (neither flying nor
    reach); Trickery Charm then gives the Seeker flying. The block stands: the Seeker deals
    its damage to the Warrior and none to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Elvish Warrior")
    _libraries(s)
    d = Driver(s.build())
    (seeker,) = _to_blocks(d, "Glory Seeker")
    warrior = d.find("Elvish Warrior")
    d.block({warrior: seeker})
    d.cast(0, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Flying")
    assert list(d.state.combat.blockers_of(seeker)) == [warrior]
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.state.objects[warrior].damage == 2


def test_506_4a_a_flyer_losing_flying_and_lifelink_stays_blocked_by_its_reach_blocker() -> None:
    """CR 506.4a, 702.15b: Glory Seeker wearing Mask of Griselbrand (flying, lifelink) is
    blocked by Bounding Wolf (reach). The Mask is destroyed by Cathar Commando before damage:
    the Seeker stays blocked and trades with the Wolf, and with no lifelink its damage gains
    no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Mask of Griselbrand", attached_to="seeker")
    s.battlefield(1, "Bounding Wolf", "Cathar Commando", "Plains")
    _libraries(s)
    d = Driver(s.build())
    (seeker,) = _to_blocks(d, "Glory Seeker")
    assert d.chars(seeker).has("Flying")
    wolf = d.find("Bounding Wolf")
    assert _block_pairs(d) == {(wolf, seeker)}
    d.block({wolf: seeker})
    d.pass_priority()
    d.activate(1, "Cathar Commando", targets=[d.find("Mask of Griselbrand")])
    d.resolve()
    assert d.zone_of("Mask of Griselbrand") == "graveyard"
    assert not d.chars(seeker).has("Flying")
    assert list(d.state.combat.blockers_of(seeker)) == [wolf]
    d.pass_until("postcombat_main")
    assert d.life(0) == 20 and d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"  # 3 damage from the Wolf
    assert d.zone_of("Bounding Wolf") == "graveyard"  # 2 from the Seeker


def test_509_1h_a_menace_creature_stays_blocked_when_one_of_its_two_blockers_dies() -> None:
    """CR 509.1h, 702.111b: Vampire Socialite (2/2 menace) is blocked by two Glory Seekers;
    one is shocked before damage. The Socialite is still blocked by the other (menace only
    restricts the declaration): it deals no damage to the player and trades with it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vampire Socialite", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", label="a")
    s.battlefield(1, "Glory Seeker", label="b")
    _libraries(s)
    d = Driver(s.build())
    (socialite,) = _to_blocks(d, "Vampire Socialite")
    a, b = d.ids("Glory Seeker")
    d.block({a: socialite, b: socialite})
    d.cast(0, "Shock", targets=[a])
    d.resolve()
    assert list(d.state.combat.blockers_of(socialite)) == [b]
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Vampire Socialite") == "graveyard"
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2


def test_509_1c_a_flying_lure_must_be_blocked_only_by_the_creature_able_to() -> None:
    """CR 509.1c, 702.9b: Taunting Elf ("all creatures able to block it do so") given flying
    by Trickery Charm attacks. Glory Seeker can't block it, so only Bounding Wolf (reach) is
    required to: no blocks is illegal, the Wolf alone is legal."""
    s = Scenario(seed=1)
    s.battlefield(0, "Taunting Elf", "Island")
    s.hand(0, "Trickery Charm")
    s.battlefield(1, "Glory Seeker", "Bounding Wolf")
    _libraries(s)
    d = Driver(s.build())
    elf = d.find("Taunting Elf")
    d.cast(0, "Trickery Charm", modes=[0], targets=[elf])
    d.resolve()
    _to_blocks(d, "Taunting Elf")
    wolf = d.find("Bounding Wolf")
    assert _block_pairs(d) == {(wolf, elf)}
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(wolf, elf))
    d.act(1, FinishDeclaration())
    assert list(d.state.combat.blockers_of(elf)) == [wolf]


def test_702_111b_menace_and_fear_one_black_creature_cant_block_it() -> None:
    """CR 702.111b, 702.36b: Gluttonous Zombie (fear) given menace by Lord of the Accursed can
    be blocked only by two or more black or artifact creatures. The defender has one black
    creature and one white one: it can't be blocked, and deals its 4 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Lord of the Accursed", "Gluttonous Zombie")
    s.battlefield(1, "Disciple of Malice", "Glory Seeker")
    _libraries(s)
    d = Driver(s.build())
    d.activate(0, "Lord of the Accursed")
    d.resolve()
    d.to_combat()
    zombie = d.find("Gluttonous Zombie")
    d.attack([zombie])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    malice, seeker = d.find("Disciple of Malice"), d.find("Glory Seeker")
    assert (seeker, zombie) not in _block_pairs(d)
    # the black creature alone can't block it either: that block isn't offered (CR 509.1b)
    assert (malice, zombie) not in _block_pairs(d)
    d.act(1, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.life(1) == 16


def test_702_111b_menace_with_a_power_restriction_needs_two_small_blockers() -> None:
    """CR 702.111b: Vampire Socialite (menace) wearing Hedgewitch's Mask ("can't be blocked by
    creatures with power 4 or greater", 3/3) can't be blocked by Barkhide Mauler (4/4); one of
    the two smaller creatures alone isn't a legal block, the two together are."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vampire Socialite", label="socialite")
    s.battlefield(0, "Hedgewitch's Mask", attached_to="socialite")
    s.battlefield(1, "Barkhide Mauler", "Glory Seeker", "Elvish Warrior")
    _libraries(s)
    d = Driver(s.build())
    (socialite,) = _to_blocks(d, "Vampire Socialite")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    assert _block_pairs(d) == {(seeker, socialite), (warrior, socialite)}
    d.act(1, DeclareBlocker(seeker, socialite))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(warrior, socialite))
    d.act(1, FinishDeclaration())
    assert set(d.state.combat.blockers_of(socialite)) == {seeker, warrior}


# -- lifelink ------------------------------------------------------------------------------

def test_702_15b_lifelink_life_is_gained_as_the_combat_damage_is_dealt() -> None:
    """CR 702.15b, 510.2, 704.3: player 0, at 5 life, blocks Silvos (8/5 trample) with Heron's
    Grace Champion (3/3 lifelink). Silvos assigns 3 to the Champion and 5 to the player; all
    the combat damage is dealt at once, and the Champion's lifelink gains 3 life in the same
    event, so when state-based actions are checked the player is at 3 and stays in the game."""
    s = Scenario(seed=1)
    s.battlefield(1, "Silvos, Rogue Elemental")
    s.battlefield(0, "Heron's Grace Champion")
    s.life(0, 5)
    _libraries(s)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    (silvos,) = _to_blocks(d, "Silvos, Rogue Elemental")
    champion = d.find("Heron's Grace Champion")
    d.block({champion: silvos})
    assert (3, 5) in _assignments(d)
    d.choose((3, 5))
    d.pass_until("postcombat_main")
    assert d.life(0) == 3
    assert d.state.players[0].in_game
    assert d.zone_of("Heron's Grace Champion", player=0) == "graveyard"


def test_702_15b_lifelink_gains_only_the_damage_dealt_after_prevention() -> None:
    """CR 702.15b, 615.1: Intrepid Adversary (3/1 lifelink) attacks; the defender's Daru Healer
    prevents the next 1 damage to them. The Adversary deals 2, so its controller gains 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Intrepid Adversary")
    s.battlefield(1, "Daru Healer")
    _libraries(s)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Intrepid Adversary")])
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert d.life(0) == 22


def test_702_15b_lifelink_gains_life_for_the_creatures_controller_not_its_owner() -> None:
    """CR 702.15b: player 0 gains control of the opponent's Intrepid Adversary (3/1 lifelink)
    with Threaten and attacks with it: the life is gained by player 0, who controls it."""
    s = Scenario(seed=1)
    s.battlefield(1, "Intrepid Adversary")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    _libraries(s)
    d = Driver(s.build())
    adversary = d.find("Intrepid Adversary")
    d.cast(0, "Threaten", targets=[adversary])
    d.resolve()
    d.to_combat()
    d.attack([adversary])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (23, 17)


def _pinging_adversary() -> tuple[Driver, int, int]:
    """Player 0's Intrepid Adversary (3/1 lifelink) has Lavamancer's Skill ("{T}: This
    creature deals 1 damage to target creature"); player 1 has Glory Seeker, a Mountain and
    Shock. The Adversary's ability is activated targeting the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Intrepid Adversary", label="adversary")
    s.battlefield(0, "Lavamancer's Skill", attached_to="adversary")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    _libraries(s)
    d = Driver(s.build())
    adversary, seeker = d.find("Intrepid Adversary"), d.find("Glory Seeker")
    d.activate(0, adversary, targets=[seeker])
    return d, adversary, seeker


def test_702_15b_noncombat_damage_from_a_lifelink_creature_gains_life() -> None:
    """CR 702.15b: lifelink isn't only for combat: the Adversary's granted ability makes it
    deal 1 damage to Glory Seeker, and its controller gains 1 life."""
    d, adversary, seeker = _pinging_adversary()
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(0) == 21


def test_702_15c_a_lifelink_source_gone_before_its_ability_deals_damage_still_gains() -> None:
    """CR 702.15c, 702.15d: in response to the Adversary's ability, the opponent Shocks it.
    The ability still resolves (CR 113.7a), its source's last known information has lifelink,
    so its 1 damage to the Seeker, dealt from the graveyard, gains its controller 1 life."""
    d, adversary, seeker = _pinging_adversary()
    d.pass_priority()
    d.cast(1, "Shock", targets=[adversary])
    d.resolve()
    assert d.zone_of("Intrepid Adversary") == "graveyard"
    d.resolve()
    assert d.state.objects[seeker].damage == 1
    assert d.life(0) == 21


# -- vigilance and flash -------------------------------------------------------------------

def test_506_4b_an_attacker_untapped_by_an_aura_cast_with_flash_keeps_attacking() -> None:
    """CR 702.8a, 506.4b, 702.20b: Bounding Wolf attacks (and taps); in the declare attackers
    step its controller casts Howl of the Hunt (flash) on it, which untaps it (a Wolf) and
    gives +2/+2 and vigilance. It is still attacking, unblocked, and deals 5; it stays
    untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Bounding Wolf", "Forest", "Forest", "Forest")
    s.hand(0, "Howl of the Hunt")
    _libraries(s)
    d = Driver(s.build())
    d.to_combat()
    wolf = d.find("Bounding Wolf")
    d.attack([wolf])
    assert d.state.objects[wolf].tapped
    d.cast(0, "Howl of the Hunt", targets=[wolf])
    d.resolve()
    while d.state.stack:
        d.resolve()
    assert not d.state.objects[wolf].tapped
    assert wolf in d.state.combat.attackers
    d.pass_until("postcombat_main")
    assert d.life(1) == 15
    assert not d.state.objects[wolf].tapped


def test_302_6_a_creature_flashed_in_at_the_opponents_end_step_attacks_next_turn() -> None:
    """CR 702.8a, 302.6: Stormrider Spirit (flash) cast in the opponent's end step has been
    under its controller's control continuously since their next turn began, so it attacks
    that turn without haste."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Stormrider Spirit")
    for p in range(2):
        s.library(p, *["Plains"] * 8)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.pass_until("end", turn=2)
    d.pass_priority()
    assert d.decision.player == 0
    d.cast(0, "Stormrider Spirit")
    d.resolve()
    spirit = d.find("Stormrider Spirit")
    d.pass_until("precombat_main", turn=3)
    d.to_combat()
    d.attack([spirit])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


# -- indestructible ------------------------------------------------------------------------

def test_702_12b_an_indestructible_permanent_can_be_sacrificed() -> None:
    """CR 702.12b, 701.21a: indestructible stops only destruction. Visions of Ruin makes the
    opponent sacrifice an artifact: their only one, Avacyn's Memorial (indestructible), goes
    to the graveyard, and a Treasure is made for it."""
    s = Scenario(seed=1)
    s.battlefield(1, "Avacyn's Memorial")
    s.battlefield(0, *["Mountain"] * 4)
    s.hand(0, "Visions of Ruin")
    _libraries(s)
    d = Driver(s.build())
    d.cast(0, "Visions of Ruin")
    d.resolve()
    assert d.zone_of("Avacyn's Memorial") == "graveyard"
    assert d.ids("Treasure", zone="battlefield", player=0)


def test_702_12b_an_indestructible_permanent_can_be_exiled() -> None:
    """CR 702.12b: Rite of Oblivion exiles Avacyn's Memorial (indestructible)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Avacyn's Memorial")
    s.battlefield(0, "Plains", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    _libraries(s)
    d = Driver(s.build())
    d.cast(0, "Rite of Oblivion", targets=[d.find("Avacyn's Memorial")],
           choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Avacyn's Memorial") == "exile"


# -- trample over indestructible and protection --------------------------------------------

def test_702_19b_a_trampler_assigns_lethal_damage_to_an_indestructible_blocker_first() -> None:
    """CR 702.19b, 702.12b: Silvos (8/5 trample) is blocked by Glory Seeker (2/2), made
    indestructible by Unbreakable Formation. Lethal damage is still 2: Silvos may trample over
    6 but not 7, and the Seeker survives its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Glory Seeker", "Plains", "Plains", "Plains")
    s.hand(1, "Unbreakable Formation")
    _libraries(s)
    d = Driver(s.build())
    (silvos,) = _to_blocks(d, "Silvos, Rogue Elemental")
    seeker = d.find("Glory Seeker")
    d.block({seeker: silvos})
    d.pass_priority()
    d.cast(1, "Unbreakable Formation")
    d.resolve()
    opts = _assignments(d)
    assert (2, 6) in opts and (1, 7) not in opts and (0, 8) not in opts
    d.choose((2, 6))
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_702_19b_a_trampler_assigns_lethal_damage_to_a_blocker_with_protection_first() -> None:
    """CR 702.19b (its second example), 702.16e: Glory Seeker, given protection from
    Elementals by Riders of Gavony, blocks Silvos (8/5 trample, an Elemental). Silvos must
    still assign it lethal damage (2) before trampling over; that damage is prevented."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Riders of Gavony", chosen={"creature_type": "Elemental"})
    s.battlefield(1, "Glory Seeker")
    _libraries(s)
    d = Driver(s.build())
    (silvos,) = _to_blocks(d, "Silvos, Rogue Elemental")
    seeker = d.find("Glory Seeker")
    d.block({seeker: silvos})
    opts = _assignments(d)
    assert (2, 6) in opts and (1, 7) not in opts
    d.choose((2, 6))
    d.pass_until("postcombat_main")
    assert d.life(1) == 14
    assert d.state.objects[seeker].damage == 0


# -- first strike and double strike with deathtouch and lifelink ---------------------------

def test_702_7b_a_first_striking_deathtoucher_with_trample_kills_first_and_tramples_over() -> None:
    """CR 702.7b, 702.2b-c, 702.19b: Hobbling Zombie (2/2 deathtouch) gains first strike and
    trample from Lunar Frenzy (X=0) and is blocked by Barkhide Mauler (4/4). In the first-strike
    step 1 damage is lethal to the Mauler (deathtouch), so 1 tramples over; the Mauler is
    destroyed before the regular step and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie", "Mountain")
    s.hand(0, "Lunar Frenzy")
    s.battlefield(1, "Barkhide Mauler")
    _libraries(s)
    d = Driver(s.build())
    (zombie,) = _to_blocks(d, "Hobbling Zombie")
    d.block({d.find("Barkhide Mauler"): zombie})
    d.cast(0, "Lunar Frenzy", targets=[zombie], x=0)
    d.resolve()
    assert d.chars(zombie).has("First strike") and d.chars(zombie).has("Trample")
    assert (1, 1) in _assignments(d)
    d.choose((1, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.zone_of("Barkhide Mauler") == "graveyard"
    assert d.zone_of("Hobbling Zombie") == "battlefield"
    assert d.state.objects[zombie].damage == 0


def test_702_4b_double_strike_with_lifelink_gains_life_in_each_damage_step() -> None:
    """CR 702.4b, 702.15b: Enduring Angel (3/3 double strike) wearing Mask of Griselbrand
    (lifelink) attacks unblocked: it deals 3 damage in each combat damage step, and its
    controller gains 3 life each time."""
    s = Scenario(seed=1)
    s.battlefield(0, "Enduring Angel", label="angel")
    s.battlefield(0, "Mask of Griselbrand", attached_to="angel")
    _libraries(s)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Enduring Angel")])
    d.pass_until("first_strike_damage")
    assert (d.life(0), d.life(1)) == (23, 17)
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (26, 14)


def test_514_2_lethal_damage_and_indestructible_until_end_of_turn_end_together() -> None:
    """CR 702.12b, 514.2: in its controller's end step Glory Seeker gains indestructible
    (Unbreakable Formation) and is dealt lethal damage (Shock): it survives, and in the cleanup
    step the damage is removed at the same time as the effect ends, so it is still on the
    battlefield in the next turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Unbreakable Formation", "Shock")
    for p in range(2):
        s.library(p, *["Plains"] * 8)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_until("end")
    d.cast(0, "Unbreakable Formation")
    d.resolve()
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 2 and d.chars(seeker).has("Indestructible")
    d.pass_until("upkeep", turn=d.state.turn + 1)
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0
    assert not d.chars(seeker).has("Indestructible")


def test_704_5j_the_legend_rule_puts_an_indestructible_legend_into_the_graveyard() -> None:
    """CR 702.12b, 704.5j: Avacyn's Memorial gives its controller's other legendary permanents
    indestructible; with two Florians, the legend rule still puts the one not kept into the
    graveyard (that isn't destruction)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Avacyn's Memorial", "Florian, Voldaren Scion", "Florian, Voldaren Scion")
    _libraries(s)
    d = Driver(s.build())
    first, second = d.ids("Florian, Voldaren Scion")
    assert d.chars(first).has("Indestructible") and d.chars(second).has("Indestructible")
    d.expect("legend_rule")
    d.choose(first)
    d.expect("priority")
    assert d.ids("Florian, Voldaren Scion", zone="battlefield") == [first]
    assert d.ids("Florian, Voldaren Scion", zone="graveyard")


def test_903_7_a_lifelink_commander_gains_from_forty_and_deals_commander_damage() -> None:
    """CR 903.7, 702.15b, 903.10a: in a Commander game both players start at 40. Liesa
    (4/5 flying, lifelink), a commander on the battlefield, gets +2/+2 and indestructible from
    Bastion Protector and attacks unblocked: its controller goes to 46, the opponent to 34,
    with 6 commander damage from it."""
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Liesa, Forgotten Archangel", "battlefield")
    s.commander(1, "Sigarda, Heron's Grace", "command")
    s.battlefield(0, "Bastion Protector")
    _libraries(s)
    d = Driver(s.build())
    assert (d.life(0), d.life(1)) == (40, 40)
    liesa = d.find("Liesa, Forgotten Archangel")
    c = d.chars(liesa)
    assert (c.power, c.toughness) == (6, 7) and c.has("Indestructible") and c.has("Lifelink")
    d.to_combat()
    d.attack([liesa])
    d.pass_until("postcombat_main")
    assert (d.life(0), d.life(1)) == (46, 34)
    assert d.state.players[1].commander_damage == {liesa: 6}
