"""Dividing combat damage (CR 510.1c-d, trample 702.19b): every legal division is offered —
all at once, or one recipient at a time when there are more than ``MAX_LISTED_DIVISIONS``
(1,000) of them — lethal damage counts damage already marked, and the division is asked for
only in the step the creature deals its damage in (first strike, CR 702.7b).
"""

from __future__ import annotations

from manastack.decisions.actions import Choose, DeclareAttacker, DeclareBlocker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _blocked(attacker: str, blockers: list[str], counters: int = 0,
             attacker_extra: tuple[str, ...] = ()) -> tuple[Driver, int, list[int]]:
    """Player 0's ``attacker`` (with ``counters`` +1/+1 counters) attacks and is blocked by
    all of player 1's ``blockers``; the game waits at the first decision after the blocks."""
    s = Scenario(seed=1)
    s.battlefield(0, attacker, counters={"+1/+1": counters} if counters else None)
    if attacker_extra:
        s.battlefield(0, *attacker_extra)
    s.battlefield(1, *blockers)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    a = d.find(attacker, player=0)
    d.to_combat()
    d.attack([a, *(d.find(x, player=0) for x in attacker_extra)])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    bids = [b for b in d.state.battlefield
            if d.state.objects[b].controller == 1 and d.chars(b).is_creature]
    for b in bids:
        d.act(1, DeclareBlocker(b, a))
    d.act(1, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    return d, a, bids


def _to_damage(d: Driver, attackers: list[int], blocks: dict[int, int]) -> None:
    """Attack with ``attackers``, declare ``blocks`` (blocker: attacker), and stop at the first
    decision after the priority passes that follow the blocks."""
    d.to_combat()
    d.attack(attackers)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block(blocks)
    while d.decision.kind == "priority":
        d.pass_priority()


def _options(d: Driver) -> set[object]:
    d.expect("damage_assignment")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_an_eight_power_attacker_blocked_by_five_lists_its_495_divisions() -> None:
    """CR 510.1c: Morkrut Behemoth with a +1/+1 counter (8 power) blocked by five creatures
    has 495 ways to divide its damage among them: all are offered at once, in one decision."""
    d, _, bids = _blocked("Morkrut Behemoth", ["Glory Seeker"] * 5, counters=1)
    assert len(bids) == 5
    opts = _options(d)
    assert len(opts) == 495 and (8, 0, 0, 0, 0) in opts and (0, 2, 2, 2, 2) in opts
    assert d.decision.prompt == "Divide combat damage (one amount per blocker)"
    behemoth = d.find("Morkrut Behemoth")
    n = len(d.state.log)
    d.choose((1, 0, 3, 0, 4))
    dealt = {e.obj: e.amount for e in d.state.log[n:] if e.kind == "damage" and
             e.source == behemoth}
    assert dealt == {bids[0]: 1, bids[2]: 3, bids[4]: 4}  # none to those assigned 0


def test_a_ten_power_attacker_blocked_by_four_lists_its_286_divisions() -> None:
    """CR 510.1c: with three counters (10 power) and four blockers there are 286 ways: all
    offered at once."""
    d, _, _ = _blocked("Morkrut Behemoth", ["Glory Seeker"] * 4, counters=3)
    assert len(_options(d)) == 286


def test_a_ten_power_attacker_blocked_by_five_is_divided_one_blocker_at_a_time() -> None:
    """CR 510.1c: with 10 power and five blockers there are 1,001 ways, more than are listed:
    the attacking player assigns an amount to each blocker in turn, any amount of what is
    left (without trample no blocker needs lethal damage first), the last blocker taking what
    is left; a blocker assigned 0 is dealt no damage (CR 120.8)."""
    d, behemoth, bids = _blocked("Morkrut Behemoth", ["Glory Seeker"] * 5, counters=3)
    assert _options(d) == set(range(11))
    assert d.decision.prompt == "Combat damage to assign to recipient 1 of 5 (10 left)"
    d.choose(4)
    assert _options(d) == set(range(7))
    assert d.decision.prompt == "Combat damage to assign to recipient 2 of 5 (6 left)"
    d.choose(0)
    d.choose(3)
    assert _options(d) == set(range(4))
    n = len(d.state.log)
    d.choose(1)
    d.pass_until("postcombat_main")
    dealt = {e.obj: e.amount for e in d.state.log[n:] if e.kind == "damage" and
             e.source == behemoth}
    assert dealt == {bids[0]: 4, bids[2]: 3, bids[3]: 1, bids[4]: 2}


def test_a_trampler_one_blocker_at_a_time_reaches_the_player_only_past_lethal() -> None:
    """CR 702.19b, 510.1c: Silvos (8 power, trample) blocked by five 1/1s has 1,287 ways to
    divide, asked one blocker at a time. Having assigned each of the first four exactly lethal
    damage (1), the last blocker must be assigned at least its lethal 1 and at most what is
    left, the rest going to the player."""
    d, silvos, bids = _blocked("Silvos, Rogue Elemental", ["Skirk Prospector"] * 5)
    assert _options(d) == set(range(9))
    assert d.decision.prompt == "Combat damage to assign to recipient 1 of 6 (8 left)"
    for _ in range(4):
        d.choose(1)
    assert _options(d) == {1, 2, 3, 4}
    d.choose(1)
    d.pass_until("postcombat_main")
    assert d.life(1) == 20 - 3
    assert not d.ids("Skirk Prospector", zone="battlefield", player=1)


def test_a_trampler_one_blocker_at_a_time_without_trampling_gives_the_last_all_the_rest() -> None:
    """CR 702.19b, 510.1c: Silvos (8 power, trample) blocked by five 1/1s, asked one blocker
    at a time: having assigned the first four nothing, it can't trample over (they don't have
    lethal damage), so the last blocker must be assigned all 8."""
    d, silvos, bids = _blocked("Silvos, Rogue Elemental", ["Skirk Prospector"] * 5)
    for _ in range(4):
        d.choose(0)
    assert _options(d) == {8}


def test_a_trampler_blocked_by_four_lists_its_495_divisions() -> None:
    """CR 702.19b, 510.1c: Silvos blocked by four creatures and the player make five
    recipients and 495 ways, of which the legal ones are all offered at once."""
    d, _, _ = _blocked("Silvos, Rogue Elemental", ["Skirk Prospector"] * 4)
    opts = _options(d)
    assert (1, 1, 1, 1, 4) in opts and (8, 0, 0, 0, 0) in opts and (0, 1, 1, 1, 5) not in opts
    assert d.decision.prompt == "Divide combat damage (one amount per blocker, then the player)"


def test_a_trampler_blocked_by_two_gives_the_player_nothing_until_both_have_lethal() -> None:
    """CR 702.19b: Silvos (8 power, trample) blocked by two Elvish Warriors (2/3) may assign
    damage to the player only once each Warrior is assigned lethal damage: exactly the
    divisions with 0 for the player or at least 3 for each Warrior."""
    d, _, _ = _blocked("Silvos, Rogue Elemental", ["Elvish Warrior", "Elvish Warrior"])
    opts = _options(d)
    legal = {(a, b, c) for a in range(9) for b in range(9) for c in range(9)
             if a + b + c == 8 and (c == 0 or (a >= 3 and b >= 3))}
    assert opts == legal
    d.choose((3, 4, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert not d.ids("Elvish Warrior", zone="battlefield", player=1)


def test_an_indestructible_blocker_with_lethal_damage_needs_no_more_before_the_player() -> None:
    """CR 702.19b, 120.6: a blocker already dealt lethal damage needs no more: Silvos (8 power,
    trample) blocked by Odric (3/4, indestructible thanks to Avacyn's Memorial) with 4 damage
    marked may assign all of its damage to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental")
    s.battlefield(1, "Avacyn's Memorial")
    s.battlefield(1, "Odric, Master Tactician", damage=4)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    silvos, odric = d.find("Silvos, Rogue Elemental"), d.find("Odric, Master Tactician")
    assert d.zone_of("Odric, Master Tactician") == "battlefield"
    _to_damage(d, [silvos], {odric: silvos})
    assert _options(d) == {(k, 8 - k) for k in range(9)}
    d.choose((0, 8))
    d.pass_until("postcombat_main")
    assert d.life(1) == 12


def test_deathtouch_trample_needs_one_damage_for_a_one_toughness_blocker() -> None:
    """CR 702.2c, 702.19b: with deathtouch (Bladebrand), 1 damage is lethal; a 1/1 blocker
    must still be assigned that 1 before the rest goes to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.battlefield(1, "Skirk Prospector")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    silvos = d.find("Silvos, Rogue Elemental")
    d.cast(0, "Bladebrand", targets=[silvos])
    d.resolve()
    _to_damage(d, [silvos], {d.find("Skirk Prospector"): silvos})
    assert _options(d) == {(k, 8 - k) for k in range(1, 9)}


def test_the_division_is_asked_in_the_step_the_attacker_deals_damage_in() -> None:
    """CR 702.7b, 510.4: with a first striker in combat there is a first-strike damage step;
    Glory Seeker (no first strike), blocked by two creatures, divides its damage in the
    regular step only, once."""
    d, seeker, _ = _blocked("Glory Seeker", ["Skirk Prospector", "Skirk Prospector"],
                            attacker_extra=("Daru Cavalier",))
    assert Step.FIRST_STRIKE_DAMAGE in [e.data["step"] for e in d.game.log
                                        if e.kind == "step_begin"]
    assert d.life(1) == 20 - 2  # Daru Cavalier, declared after the Seeker, struck first
    asked = []
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "damage_assignment":
            asked.append(d.state.step)
            d.choose((1, 1))
        else:
            d.pass_priority()
    assert asked == [Step.COMBAT_DAMAGE]
    assert d.life(1) == 20 - 2
    assert not d.ids("Skirk Prospector", zone="battlefield", player=1)


def test_an_unblocked_creature_attacking_a_planeswalker_that_left_deals_no_damage() -> None:
    """CR 506.4c, 510.1a: Glory Seeker attacks Arlinn, which player 1 destroys before damage
    (Fateful Absence): the Seeker, unblocked, attacks nothing and deals no damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Arlinn, the Pack's Hope", "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    seeker, arlinn = d.find("Glory Seeker"), d.find("Arlinn, the Pack's Hope")
    d.to_combat()
    d.act(0, DeclareAttacker(seeker, arlinn))
    d.act(0, FinishDeclaration())
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[arlinn])
    d.resolve()
    n = len(d.state.log)
    d.pass_until("postcombat_main")
    assert not [e for e in d.state.log[n:] if e.kind == "damage"]
    assert d.life(1) == 20


def test_a_blocked_butcher_orgg_still_divides_among_player_and_creatures() -> None:
    """CR 510.1c (Butcher Orgg, "divided as you choose among defending player and/or any
    number of creatures they control", ruling ONS-FAQ-089): blocked by a creature still on the
    battlefield, it divides its damage among the defending player and their creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    orgg, seeker = d.find("Butcher Orgg"), d.find("Glory Seeker")
    _to_damage(d, [orgg], {seeker: orgg})
    assert (0, 6) in _options(d) and (6, 0) in _options(d)
    assert d.decision.prompt == "Divide combat damage among the defending player and their " \
        "creatures"
    d.choose((4, 2))
    d.pass_until("postcombat_main")
    assert d.life(1) == 16 and d.zone_of("Glory Seeker") == "graveyard"


def test_a_blocking_butcher_orgg_is_asked_whether_to_divide() -> None:
    """CR 510.1d (Butcher Orgg blocking, ruling ONS-FAQ-091): its controller is asked whether
    to divide its damage among themselves and their creatures instead of assigning it to the
    creature it blocks."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, "Elvish Warrior")
    s.at("precombat_main", active=1)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    orgg, warrior = d.find("Butcher Orgg"), d.find("Elvish Warrior")
    _to_damage(d, [warrior], {orgg: warrior})
    decision = d.expect("may")
    assert decision.player == 0
    assert decision.prompt == ("Divide its combat damage among you and your creatures instead "
                               "of assigning it to the creatures it blocks?")
    assert dict(decision.data)["source"] == orgg  # whose damage it is


def test_butcher_orgg_among_eight_recipients_divides_one_at_a_time() -> None:
    """CR 510.1c: unblocked Butcher Orgg (6 power) dividing among the defending player and
    seven creatures has 1,716 ways, asked one recipient at a time: any of its 6 damage to the
    player first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher Orgg")
    s.battlefield(1, *["Skirk Prospector"] * 7)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    _to_damage(d, [d.find("Butcher Orgg")], {})
    assert _options(d) == set(range(7))
    assert d.decision.prompt == "Combat damage to assign to recipient 1 of 8 (6 left)"
    for _ in range(6):
        d.choose(0)
    # no trample and no lethal damage to reach: the last but one may take any amount
    assert _options(d) == set(range(7))


def test_a_creature_blocking_two_divides_its_damage_between_them() -> None:
    """CR 510.1d: Ironfist Crusher (2/4, "can block any number of creatures") blocking Glory
    Seeker and Daru Healer divides its 2 damage between them as its controller chooses."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer")
    s.battlefield(1, "Ironfist Crusher")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    seeker, healer, crusher = (d.find("Glory Seeker"), d.find("Daru Healer"),
                               d.find("Ironfist Crusher"))
    d.to_combat()
    d.attack([seeker, healer])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.act(1, DeclareBlocker(crusher, seeker))
    d.act(1, DeclareBlocker(crusher, healer))
    d.act(1, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.decision.player == 1
    assert _options(d) == {(2, 0), (1, 1), (0, 2)}
    assert d.decision.prompt == ("Divide combat damage among the creatures it blocks (one "
                                 "amount per attacker)")


def test_deathtouch_needs_nothing_more_for_a_blocker_already_dealt_lethal_damage() -> None:
    """CR 702.2c, 702.19b, 120.6: with deathtouch, a blocker already dealt lethal damage needs
    no more: Silvos with Bladebrand blocked by Odric (indestructible thanks to Avacyn's
    Memorial) with 4 damage marked may assign all 8 to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silvos, Rogue Elemental", "Swamp", "Swamp")
    s.hand(0, "Bladebrand")
    s.battlefield(1, "Avacyn's Memorial")
    s.battlefield(1, "Odric, Master Tactician", damage=4)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    silvos, odric = d.find("Silvos, Rogue Elemental"), d.find("Odric, Master Tactician")
    d.cast(0, "Bladebrand", targets=[silvos])
    d.resolve()
    _to_damage(d, [silvos], {odric: silvos})
    assert _options(d) == {(k, 8 - k) for k in range(9)}


def _two_blocks(attackers: tuple[str, ...], blocks: list[tuple[str, int]],
                hand: tuple[str, ...] = ()) -> tuple[Driver, list[int], list[int]]:
    """Player 0's ``attackers`` attack; player 1 blocks, in this order, attacker number ``i``
    with each named creature of ``blocks``."""
    s = Scenario(seed=1)
    s.battlefield(0, *attackers)
    s.battlefield(1, *(name for name, _ in blocks), *(["Mountain"] if hand else []))
    if hand:
        s.hand(1, *hand)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    atk = [b for b in d.state.battlefield if d.state.objects[b].controller == 0]
    blk = [b for b in d.state.battlefield
           if d.state.objects[b].controller == 1 and d.chars(b).is_creature]
    d.to_combat()
    d.attack(atk)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    for b, (_, i) in zip(blk, blocks, strict=True):
        d.act(1, DeclareBlocker(b, atk[i]))
    d.act(1, FinishDeclaration())
    return d, atk, blk


def test_a_first_striking_blocker_declared_second_strikes_first() -> None:
    """CR 702.7b, 510.4: Elvish Warrior and then Daru Cavalier (first strike) block two Glory
    Seekers: the Cavalier deals its damage in the first-strike step and kills its Seeker,
    which never deals damage back."""
    d, atk, (warrior, cavalier) = _two_blocks(("Glory Seeker", "Glory Seeker"),
                                              [("Elvish Warrior", 0), ("Daru Cavalier", 1)])
    d.pass_until("postcombat_main")
    assert d.state.objects[cavalier].damage == 0
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.state.objects[warrior].damage == 2


def test_every_blocker_deals_damage_after_one_whose_attacker_left() -> None:
    """CR 506.4, 510.1d: Elvish Warrior blocks a Glory Seeker that player 1 then Shocks away,
    and a second Warrior blocks Daru Healer: the first deals no damage, the second still
    deals its damage to the Healer."""
    d, (seeker, healer), _ = _two_blocks(("Glory Seeker", "Daru Healer"),
                                         [("Elvish Warrior", 0), ("Elvish Warrior", 1)],
                                         hand=("Shock",))
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.pass_until("postcombat_main")
    assert d.zone_of("Daru Healer", player=0) == "graveyard"


def test_every_blocker_deals_damage_after_one_that_divided_its_damage() -> None:
    """CR 510.1d, 510.2: Ironfist Crusher blocks Glory Seeker and Daru Healer and divides its
    damage; Elvish Warrior, declared after it, blocks a second Glory Seeker and still deals
    its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Daru Healer", "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher", "Elvish Warrior")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    s1, s2 = d.ids("Glory Seeker")
    healer, crusher, warrior = (d.find("Daru Healer"), d.find("Ironfist Crusher"),
                                d.find("Elvish Warrior"))
    d.to_combat()
    d.attack([s1, healer, s2])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.act(1, DeclareBlocker(crusher, s1))
    d.act(1, DeclareBlocker(crusher, healer))
    d.act(1, DeclareBlocker(warrior, s2))
    d.act(1, FinishDeclaration())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose((2, 0))
    d.pass_until("postcombat_main")
    assert len(d.ids("Glory Seeker", zone="graveyard", player=0)) == 2
