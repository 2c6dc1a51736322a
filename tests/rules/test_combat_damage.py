"""Combat damage (CR 510) and the keywords that change it.

CR 510.1c (dividing damage among several blockers: any division, every option offered),
702.7 (first strike), 702.4 (double strike), 702.19 (trample), 702.2 (deathtouch),
702.15 (lifelink), 702.12 (indestructible), 506.4 (removal from combat).
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def to_blocks(d: Driver, *attackers: str) -> list[int]:
    """Attack with the named creatures of player 0 and reach player 1's block declaration."""
    d.to_combat()
    ids = [d.find(n, player=0) for n in attackers]
    d.attack(ids)
    d.pass_priority()
    d.pass_priority()
    return ids


def block(d: Driver, pairs: list[tuple[int, int]]) -> None:
    d.expect("declare_blockers")
    for b, a in pairs:
        d.act(1, DeclareBlocker(b, a))
    d.act(1, FinishDeclaration())


def pass_to_assignment(d: Driver) -> None:
    """Pass priority until the attacking player must divide combat damage."""
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")


def options(d: Driver) -> set[tuple[int, ...]]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def steps_begun(d: Driver) -> list[Step]:
    return [e.data["step"] for e in d.game.log if e.kind == "step_begin"]


def damage(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].damage)


# -- first strike and double strike ----------------------------------------------------------


def _coven_board(s: Scenario) -> None:
    """Duelcraft Trainer (3/3 first strike) with creatures of powers 1, 2 and 3: coven."""
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")


def test_first_strike_kills_blocker_before_it_deals_damage() -> None:
    """CR 702.7b / 510.4: a first-strike damage step happens first; a creature killed by
    first-strike damage isn't around to deal regular combat damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    (trainer,) = to_blocks(d, "Duelcraft Trainer")
    block(d, [(d.find("Glory Seeker"), trainer)])
    d.pass_until("postcombat_main")
    assert Step.FIRST_STRIKE_DAMAGE in steps_begun(d)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert damage(d, trainer) == 0


def test_first_striker_deals_no_regular_damage() -> None:
    """CR 702.7b: a creature with first strike deals no damage in the regular step; the
    surviving blocker deals its damage then."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    (trainer,) = to_blocks(d, "Duelcraft Trainer")
    mauler = d.find("Barkhide Mauler")
    block(d, [(mauler, trainer)])
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert damage(d, mauler) == 3
    assert damage(d, trainer) == 0
    d.pass_until("postcombat_main")
    assert d.zone_of("Duelcraft Trainer") == "graveyard"
    assert d.zone_of("Barkhide Mauler") == "battlefield"


def test_no_first_strike_step_without_first_strikers() -> None:
    """CR 510.4: the first combat damage step only happens if a creature has first strike or
    double strike as the combat damage step begins."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    begun = steps_begun(d)
    assert Step.FIRST_STRIKE_DAMAGE not in begun
    assert Step.COMBAT_DAMAGE in begun
    assert d.life(1) == 18


def _double_striker() -> tuple[Driver, int]:
    """Coven gives Glory Seeker double strike at the beginning of combat."""
    s = Scenario(seed=1)
    _coven_board(s)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.pass_priority()
    d.pass_priority()  # to beginning of combat: the coven trigger targets
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).has("Double strike")
    return d, seeker


def test_double_strike_unblocked_hits_twice() -> None:
    """CR 702.4a, 702.4b: double strike modifies the combat damage step: the creature deals
    both first-strike and regular combat damage."""
    d, seeker = _double_striker()
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    begun = steps_begun(d)
    assert begun.index(Step.FIRST_STRIKE_DAMAGE) < begun.index(Step.COMBAT_DAMAGE)


def test_double_strike_blocked_kills_in_two_steps() -> None:
    """CR 702.4b: Glory Seeker (2/2 double strike) deals 2 first-strike damage to Elvish
    Warrior (2/3), which survives it and deals its damage in the regular step, as Glory Seeker
    deals 2 more: both die."""
    d, seeker = _double_striker()
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.pass_priority()
    warrior = d.find("Elvish Warrior")
    block(d, [(warrior, seeker)])
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert damage(d, warrior) == 2
    assert damage(d, seeker) == 0
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior", player=1) == "graveyard"
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.life(1) == 20


# -- trample ---------------------------------------------------------------------------------


def _silvos_blocked(*blockers: str, extra_hand: tuple[str, ...] = (),
                    lands: tuple[str, ...] = ()) -> tuple[Driver, int, list[int]]:
    s = Scenario(seed=1)
    s.library(0, "Forest")
    s.battlefield(0, "Silvos, Rogue Elemental", *lands)
    if extra_hand:
        s.hand(0, *extra_hand)
    s.battlefield(1, *blockers)
    d = Driver(s.build())
    (silvos,) = to_blocks(d, "Silvos, Rogue Elemental")
    bids = [d.find(n, player=1) for n in blockers]
    block(d, [(b, silvos) for b in bids])
    return d, silvos, bids


def test_trample_assigns_lethal_then_the_rest_to_the_player() -> None:
    """CR 702.19b: a trampler must assign lethal damage to its blockers before the rest goes
    to the player; every legal division is offered and nothing else. CR 703.4k, 703.4m."""
    d, silvos, (warrior,) = _silvos_blocked("Elvish Warrior")
    pass_to_assignment(d)
    assert d.decision.player == 0
    assert options(d) == {(k, 8 - k) for k in range(3, 9)}
    d.choose((3, 5))
    d.pass_until("postcombat_main")
    assert d.life(1) == 15
    assert d.zone_of("Elvish Warrior", player=1) == "graveyard"


def test_trample_may_assign_more_than_lethal_to_the_blocker() -> None:
    """CR 702.19b: assigning more than lethal damage to a blocker is allowed."""
    d, silvos, (warrior,) = _silvos_blocked("Elvish Warrior")
    pass_to_assignment(d)
    d.choose((8, 0))
    d.pass_until("postcombat_main")
    assert d.life(1) == 20


def test_trample_counts_damage_already_marked() -> None:
    """CR 702.19b / 120.6: lethal damage accounts for damage already dealt this turn: after
    Shock, Elvish Warrior (2/3) needs only 1 more."""
    d, silvos, (warrior,) = _silvos_blocked("Elvish Warrior", extra_hand=("Shock",),
                                            lands=("Mountain",))
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert damage(d, warrior) == 2
    pass_to_assignment(d)
    assert options(d) == {(k, 8 - k) for k in range(1, 9)}
    d.choose((1, 7))
    d.pass_until("postcombat_main")
    assert d.life(1) == 13


def test_trample_with_its_blocker_gone_hits_the_player() -> None:
    """CR 702.19d: if all the creatures blocking a trampler are removed from combat, it
    assigns all its damage to the player."""
    d, silvos, (warrior,) = _silvos_blocked("Elvish Warrior", extra_hand=("Shock", "Shock"),
                                            lands=("Mountain", "Mountain"))
    d.cast(0, d.ids("Shock", "hand")[0], targets=[warrior])
    d.resolve()
    d.cast(0, d.ids("Shock", "hand")[0], targets=[warrior])
    d.resolve()
    assert d.zone_of("Elvish Warrior", player=1) == "graveyard"
    d.pass_until("postcombat_main")
    assert d.life(1) == 12


def test_deathtouch_trample_needs_one_damage_per_blocker() -> None:
    """CR 702.2c / 702.19b: with deathtouch, 1 damage is lethal for trample's assignment."""
    d, silvos, (mauler,) = _silvos_blocked("Barkhide Mauler", extra_hand=("Bladebrand",),
                                           lands=("Swamp", "Swamp"))
    d.cast(0, "Bladebrand", targets=[silvos])
    d.resolve()
    assert d.chars(silvos).has("Deathtouch")
    pass_to_assignment(d)
    assert options(d) == {(k, 8 - k) for k in range(1, 9)}
    d.choose((1, 7))
    d.pass_until("postcombat_main")
    assert d.life(1) == 13
    assert d.zone_of("Barkhide Mauler", player=1) == "graveyard"


# -- several blockers ------------------------------------------------------------------------


def test_damage_divided_among_blockers_any_way() -> None:
    """CR 510.1c (current rules, no damage assignment order): a creature blocked by several
    creatures divides its damage among them in any way; all divisions are offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Barkhide Mauler")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    (mauler,) = to_blocks(d, "Barkhide Mauler")
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    block(d, [(seeker, mauler), (warrior, mauler)])
    pass_to_assignment(d)
    assert d.decision.info()["blockers"] == (seeker, warrior)
    assert options(d) == {(0, 4), (1, 3), (2, 2), (3, 1), (4, 0)}
    d.choose((1, 3))
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker", player=1) == "battlefield"
    assert d.zone_of("Elvish Warrior", player=1) == "graveyard"
    assert d.zone_of("Barkhide Mauler", player=0) == "graveyard"  # 2 + 2 damage
    assert d.life(1) == 20


def test_each_blocker_deals_damage_to_the_attacker() -> None:
    """CR 510.1d: each blocking creature assigns its damage to the creature it blocks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Rorix Bladewing")
    s.battlefield(1, "Bounding Wolf", "Stormrider Spirit")
    d = Driver(s.build())
    (rorix,) = to_blocks(d, "Rorix Bladewing")
    wolf, spirit = d.find("Bounding Wolf"), d.find("Stormrider Spirit")
    block(d, [(wolf, rorix), (spirit, rorix)])
    pass_to_assignment(d)
    assert len(options(d)) == 7  # 6 damage split two ways
    d.choose((2, 4))
    d.pass_until("postcombat_main")
    assert d.zone_of("Rorix Bladewing") == "graveyard"  # 3 + 3 damage, toughness 5
    assert d.zone_of("Bounding Wolf", player=1) == "graveyard"
    assert d.zone_of("Stormrider Spirit", player=1) == "graveyard"


# -- deathtouch, lifelink, indestructible ----------------------------------------------------


def test_deathtouch_any_damage_is_lethal() -> None:
    """CR 702.2b / 704.5h: a creature dealt damage by a source with deathtouch is destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.library(0, "Plains")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Bladebrand", targets=[seeker])
    d.resolve()
    to_blocks(d, "Glory Seeker")
    block(d, [(d.find("Barkhide Mauler"), seeker)])
    d.pass_until("postcombat_main")
    assert d.zone_of("Barkhide Mauler", player=1) == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"


def _ignited(seeker_player: int = 0) -> tuple[Driver, int]:
    """Angelfire Ignition on Glory Seeker: 4/4 vigilance, trample, lifelink, indestructible,
    haste."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Angelfire Ignition")
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Barkhide Mauler")
    s.hand(1, "Defenestrate")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Angelfire Ignition", targets=[seeker])
    d.resolve()
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (4, 4)
    return d, seeker


def test_lifelink_gains_life_for_combat_damage() -> None:
    """CR 702.15b: damage dealt by a source with lifelink causes its controller to gain that
    much life."""
    d, seeker = _ignited()
    to_blocks(d, "Glory Seeker")
    d.act(1, FinishDeclaration())
    d.pass_until("postcombat_main")
    assert d.life(1) == 16
    assert d.life(0) == 24


def test_lifelink_counts_damage_dealt_to_a_blocker() -> None:
    """CR 702.15b: lifelink works for damage to creatures too (the 4/4 trampler must assign
    all 4 to its 4/4 blocker, CR 702.19b)."""
    d, seeker = _ignited()
    to_blocks(d, "Glory Seeker")
    block(d, [(d.find("Barkhide Mauler"), seeker)])
    d.pass_until("postcombat_main")  # all 4 must go to the 4/4 blocker: no choice to make
    assert d.life(0) == 24
    assert d.life(1) == 20
    assert d.zone_of("Barkhide Mauler", player=1) == "graveyard"


def test_indestructible_survives_lethal_damage() -> None:
    """CR 702.12b: a permanent with indestructible isn't destroyed by lethal damage."""
    d, seeker = _ignited()
    to_blocks(d, "Glory Seeker")
    mauler = d.find("Barkhide Mauler")
    block(d, [(mauler, seeker)])
    d.pass_until("postcombat_main")
    assert damage(d, seeker) == 4
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_indestructible_survives_destroy() -> None:
    """CR 702.12b: "destroy" effects don't destroy an indestructible permanent."""
    d, seeker = _ignited()
    d.pass_priority()  # player 1 gets priority in the main phase
    d.cast(1, "Defenestrate", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.ids("Defenestrate", zone="graveyard")


# -- removal from combat ---------------------------------------------------------------------


def test_attacker_that_leaves_deals_and_takes_no_damage() -> None:
    """CR 506.4: a permanent that leaves the battlefield is removed from combat; its blocker
    deals no damage (it has nothing to assign to) and stays a blocker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Goblin Sky Raider", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, raider = to_blocks(d, "Glory Seeker", "Goblin Sky Raider")
    warrior = d.find("Elvish Warrior")
    block(d, [(warrior, seeker)])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert seeker not in d.state.combat.attackers
    assert warrior in d.state.combat.blockers
    d.pass_until("postcombat_main")
    assert damage(d, warrior) == 0
    assert d.life(1) == 19


def test_combat_damage_is_dealt_simultaneously() -> None:
    """CR 510.2: all combat damage in a step is dealt at once: two 2/2s trade."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    (mine,) = to_blocks(d, "Glory Seeker")
    theirs = d.find("Glory Seeker", player=1)
    block(d, [(theirs, mine)])
    d.pass_until("postcombat_main")
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 2


def _coven_double_strike(target: str, *theirs: str) -> tuple[Driver, int]:
    """Coven (powers 3, 2 and 1 or 8) gives ``target`` double strike at the beginning of
    combat; then it attacks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Duelcraft Trainer", "Glory Seeker", "Goblin Sky Raider")
    if target == "Silvos, Rogue Elemental":
        s.battlefield(0, target)
    s.battlefield(1, *theirs)
    d = Driver(s.build())
    me = d.find(target, player=0)
    d.pass_priority()
    d.pass_priority()
    d.choose(me)
    d.resolve()
    d.to_combat()
    d.attack([me])
    d.pass_priority()
    d.pass_priority()
    return d, me


def test_double_strike_trample_after_its_blocker_died() -> None:
    """CR 702.4b + 702.19d: a double-striking trampler whose blocker died to its first-strike
    damage assigns all its regular damage to the player."""
    d, silvos = _coven_double_strike("Silvos, Rogue Elemental", "Elvish Warrior")
    block(d, [(d.find("Elvish Warrior"), silvos)])
    pass_to_assignment(d)
    d.choose((3, 5))
    d.pass_until("postcombat_main")
    assert d.zone_of("Elvish Warrior", player=1) == "graveyard"
    assert d.life(1) == 20 - 5 - 8


def test_double_strike_without_trample_after_its_blocker_died() -> None:
    """CR 509.1h / 510.1c: the attacker stays blocked after its blocker died to first-strike
    damage; without trample it deals no regular damage."""
    d, seeker = _coven_double_strike("Glory Seeker", "Bounding Wolf")
    wolf = d.find("Bounding Wolf")
    block(d, [(wolf, seeker)])
    d.pass_until("postcombat_main")
    assert d.zone_of("Bounding Wolf", player=1) == "graveyard"
    assert d.zone_of("Glory Seeker", player=0) == "battlefield"  # the wolf never struck back
    assert d.life(1) == 20


def test_a_division_with_too_many_ways_is_asked_one_blocker_at_a_time() -> None:
    """CR 510.1c-d, 702.19b: Silvos (8 power, trample) blocked by five Glory Seekers has 1,287
    ways to divide its damage among them and the player, more than are listed at once
    (``MAX_LISTED_DIVISIONS``): the attacking player assigns an amount to each blocker in turn,
    each offered amount leaving a legal division to complete, and the player may be assigned
    damage only once every blocker has lethal damage (here never: 5 x 2 > 8)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, *("Glory Seeker",) * 5)
    d = Driver(s.build())
    (silvos,) = to_blocks(d, "Silvos, Rogue Elemental")
    bids = d.ids("Glory Seeker", player=1)
    assert len(bids) == 5
    block(d, [(b, silvos) for b in bids])
    pass_to_assignment(d)
    assert d.decision.player == 0
    assert options(d) == set(range(9))  # one amount, 0 to 8, for the first blocker
    for _ in range(3):
        d.choose(2)
    assert options(d) == {0, 1, 2}       # the fourth: 2 left, all of it may stay for the fifth
    d.choose(2)
    assert options(d) == {0}             # the last blocker takes what is left; none for the player
    d.choose(0)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert len(d.ids("Glory Seeker", zone="graveyard", player=1)) == 4
    assert len(d.ids("Glory Seeker", zone="battlefield", player=1)) == 1
    assert d.zone_of("Silvos, Rogue Elemental", player=0) == "graveyard"  # 10 damage, toughness 5


def test_a_first_striker_with_no_power_in_the_first_step_deals_no_regular_damage() -> None:
    """CR 510.4, 702.7b: only creatures that had neither first strike nor double strike as the
    first combat damage step began deal damage in the second. Daru Healer (1/2) blocks with
    Crown of Fury's first strike; Startle leaves it 0 power in the first step, where it deals
    nothing, and Primal Boost then gives it 4: it still deals no damage in the regular step,
    and the Glory Seeker it blocks survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Island", "Island")
    s.hand(0, "Startle")
    s.library(0, "Plains")
    s.battlefield(1, "Daru Healer", "Forest", "Forest", "Forest")
    s.battlefield(1, "Crown of Fury", attached_to="Daru Healer")
    s.hand(1, "Primal Boost")
    d = Driver(s.build())
    (seeker,) = to_blocks(d, "Glory Seeker")
    healer = d.find("Daru Healer")
    block(d, [(healer, seeker)])
    d.cast(0, "Startle", targets=[healer])
    d.resolve()
    assert d.chars(healer).power == 0 and d.chars(healer).has("First strike")
    while d.state.step is not Step.FIRST_STRIKE_DAMAGE:
        d.pass_priority()
    assert damage(d, seeker) == 0
    d.pass_priority()
    d.cast(1, "Primal Boost", targets=[healer])
    d.resolve()
    assert d.chars(healer).power == 4
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "battlefield" and damage(d, seeker) == 0
    assert damage(d, healer) == 2


def _stolen_in_combat(blocker: str, *attackers: str) -> tuple[Driver, list[int], int]:
    """Player 0's attackers are blocked by player 1's ``blocker``; then player 1 gains control
    of the first attacker with Callous Oppressor, which removes it from combat (CR 506.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, *attackers)
    s.battlefield(1, blocker)
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    d = Driver(s.build())
    ids = to_blocks(d, *attackers)
    d.block({d.find(blocker): tuple(ids)})
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[ids[0]])
    d.resolve()
    assert d.chars(ids[0]).controller == 1 and ids[0] not in d.state.combat.attackers
    return d, ids, d.find(blocker)


def test_a_blocker_deals_no_damage_to_an_attacker_whose_controller_changed() -> None:
    """CR 506.4, 510.1c: Glory Seeker, blocked by Elvish Warrior, changes controller and so
    leaves combat: the Warrior blocks no creature and deals no combat damage."""
    d, (seeker,), warrior = _stolen_in_combat("Elvish Warrior", "Glory Seeker")
    d.pass_until("postcombat_main")
    assert damage(d, seeker) == 0 and damage(d, warrior) == 0


def test_a_creature_blocking_two_doesnt_divide_damage_with_one_that_left_combat() -> None:
    """CR 506.4, 510.1d: Ironfist Crusher blocks Glory Seeker and Daru Healer; the Seeker
    changes controller: all the Crusher's damage goes to the Healer, with no division asked."""
    d, (seeker, healer), crusher = _stolen_in_combat("Ironfist Crusher", "Glory Seeker",
                                                     "Daru Healer")
    while d.decision.kind == "priority" and d.state.step is not Step.END_OF_COMBAT:
        d.pass_priority()
    assert d.state.step is Step.END_OF_COMBAT
    assert d.zone_of("Daru Healer") == "graveyard" and damage(d, seeker) == 0


def test_butcher_orgg_blocking_an_attacker_that_left_combat_isnt_asked_to_divide() -> None:
    """CR 506.4, 510.1c: a blocking Butcher Orgg whose attacker changed controller blocks no
    creature: it assigns no combat damage, so its controller isn't asked whether to divide."""
    d, (seeker,), orgg = _stolen_in_combat("Butcher Orgg", "Glory Seeker")
    while d.decision.kind == "priority" and d.state.step is not Step.END_OF_COMBAT:
        d.pass_priority()
    assert d.state.step is Step.END_OF_COMBAT
    assert damage(d, seeker) == 0 and d.life(0) == 20 and d.life(1) == 20


def test_damage_from_an_earlier_combat_of_the_turn_stays_marked() -> None:
    """CR 120.6, 514.2, 500.8: damage stays marked on a creature until the cleanup step, not
    until the end of the combat: Wall of Mulch (0/4) blocks Glory Seeker (2/2) in the turn's
    combat and keeps its 2 damage; Aggravated Assault untaps the Seeker and adds a combat;
    blocked again, the Wall is dealt 2 more and dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Aggravated Assault", *["Mountain"] * 5)
    s.battlefield(1, "Wall of Mulch")
    s.library(0, "Mountain")
    s.library(1, "Mountain")
    d = Driver(s.build())
    (seeker,) = to_blocks(d, "Glory Seeker")
    wall = d.find("Wall of Mulch")
    block(d, [(wall, seeker)])
    d.pass_until("postcombat_main")
    assert damage(d, wall) == 2
    d.activate(0, "Aggravated Assault")
    d.resolve()
    to_blocks(d, "Glory Seeker")
    block(d, [(wall, seeker)])
    d.pass_until("postcombat_main")
    assert d.zone_of("Wall of Mulch", player=1) == "graveyard"
