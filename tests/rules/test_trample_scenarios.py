"""Trample scenarios (CR 702.19): the lethal damage a blocker needs counts the combat damage
other creatures are assigned to it in the same step (702.19b) — deathtouch damage among it
being lethal by itself (702.2c); the attacking player's assignment is checked as a whole
(510.1e), so two tramplers blocked by one creature may share its lethal damage either way —
and a trampler attacking a planeswalker assigns its excess to
that planeswalker, never to its controller (702.19b, 702.19d, 702.19f).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose, DeclareAttacker, FinishDeclaration
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"


def _libraries(s: Scenario) -> None:
    for p in range(2):
        s.library(p, *["Plains"] * 5)


def _to_blocks(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")


def _to_assignment(d: Driver) -> set[object]:
    """Pass to the next damage assignment decision; the divisions it offers."""
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def _crusher_blocks(*attackers: str) -> tuple[Driver, int, list[int]]:
    """Player 0 attacks with ``attackers``; Ironfist Crusher (2/4, "can block any number of
    creatures") blocks all of them."""
    s = Scenario(seed=1)
    for i, name in enumerate(attackers):
        s.battlefield(0, name, label=f"a{i}")
    s.battlefield(1, "Ironfist Crusher")
    _libraries(s)
    d = Driver(s.build())
    ids = sorted(o for o in d.state.battlefield if d.state.objects[o].controller == 0)
    crusher = d.find("Ironfist Crusher")
    d.to_combat()
    d.attack(ids)
    _to_blocks(d)
    d.block({crusher: tuple(ids)})
    return d, crusher, ids


def test_702_19b_lethal_counts_damage_another_attacker_is_assigned() -> None:
    """CR 702.19b: two Hystrodons (3/4 trample) are both blocked by Ironfist Crusher (toughness
    4). The first assigns its 3 damage to the Crusher; that counts toward lethal damage for
    the second, which needs to assign only 1 more before trampling 2 over to the player."""
    d, crusher, (h1, h2) = _crusher_blocks("Hystrodon", "Hystrodon")
    _to_assignment(d)
    assert d.decision.player == 0
    assert dict(d.decision.data)["attacker"] == h1
    d.choose((3, 0))
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == h2
    assert opts == {(1, 2), (2, 1), (3, 0)}
    d.choose((1, 2))
    d.expect("damage_assignment")  # the Crusher's controller divides its own damage
    d.choose((2, 0))
    d.expect("priority")
    assert d.life(1) == 18
    assert d.zone_of("Ironfist Crusher") == "graveyard"  # 3 + 1 damage
    assert d.zone_of("Hystrodon") == "battlefield"


def test_510_1e_the_first_trampler_may_count_on_the_second_ones_damage() -> None:
    """CR 510.1, 510.1e, 702.19b: the attacking player assigns the damage of all their
    creatures at once and only the total is checked. The first of two Hystrodons blocked by
    Ironfist Crusher (toughness 4) may trample 2 over to the player, assigning the Crusher
    only 1: the second then has to assign its 3 to the Crusher, which makes lethal damage."""
    d, crusher, (h1, h2) = _crusher_blocks("Hystrodon", "Hystrodon")
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == h1
    # (0, 3) would need the second's 4 damage to the Crusher: it has 3.
    assert opts == {(1, 2), (2, 1), (3, 0)}
    d.choose((1, 2))
    # The second's only division that keeps the total legal is all 3 to the Crusher.
    d.expect("damage_assignment")
    assert dict(d.decision.data)["attacker"] == crusher
    assert d.state.combat.damage_assignment[h1] == ((crusher, 1), (1, 2))
    assert d.state.combat.damage_assignment[h2] == ((crusher, 3),)
    d.choose((0, 2))
    d.expect("priority")
    # Only the first dealt combat damage to the player: its ability alone triggers.
    assert [d.state.objects[x].source for x in d.state.stack] == [h1]
    assert d.life(1) == 18
    assert d.zone_of("Ironfist Crusher") == "graveyard"


def test_510_1e_two_tramplers_may_share_the_blockers_lethal_damage_evenly() -> None:
    """CR 510.1e, 702.19b: each Hystrodon assigns 2 to Ironfist Crusher and 1 to the player:
    the Crusher is assigned 4 in total, lethal damage, so both may trample over."""
    d, crusher, (h1, h2) = _crusher_blocks("Hystrodon", "Hystrodon")
    _to_assignment(d)
    d.choose((2, 1))
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == h2
    assert dict(d.decision.data)["recipients"] == (crusher, 1)  # the blocker, then the player
    assert d.decision.prompt == "Divide combat damage (one amount per blocker, then the player)"
    assert opts == {(2, 1), (3, 0)}  # 1 to the Crusher would leave it short of lethal
    d.choose((2, 1))
    d.expect("damage_assignment")
    d.choose((1, 1))
    # Both dealt combat damage to the player: both "draw a card" abilities trigger.
    assert len(d.expect("order_triggers").actions) == 2
    assert d.life(1) == 18
    assert d.zone_of("Ironfist Crusher") == "graveyard"


def test_702_2c_deathtouch_damage_another_attacker_assigns_is_lethal_for_a_trampler() -> None:
    """CR 702.19b, 702.2c: Hobbling Zombie (2/2 deathtouch) and Hystrodon (3/4 trample) are
    both blocked by Ironfist Crusher. The Zombie's 2 damage is lethal damage by itself, so the
    Hystrodon may assign all 3 of its damage to the player."""
    d, crusher, (zombie, hystrodon) = _crusher_blocks("Hobbling Zombie", "Hystrodon")
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == hystrodon
    assert (0, 3) in opts and len(opts) == 4
    d.choose((0, 3))
    d.expect("damage_assignment")
    d.choose((0, 2))  # the Crusher deals its 2 damage to the Hystrodon
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.life(1) == 17
    assert d.zone_of("Ironfist Crusher") == "graveyard"


def test_702_19b_a_trampler_is_assigned_after_the_other_attackers() -> None:
    """CR 702.19b: Hystrodon and Glory Seeker (2/2) are blocked by Ironfist Crusher; the
    Seeker's 2 damage is assigned first, so the Hystrodon needs only 2 more (of its 3) before
    the player: it may trample over 1, not 2."""
    d, crusher, (hystrodon, seeker) = _crusher_blocks("Hystrodon", "Glory Seeker")
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == hystrodon
    assert opts == {(2, 1), (3, 0)}


def _trampler_attacks_arlinn(blocker: str) -> tuple[Driver, int, int, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    s.battlefield(1, ARLINN, blocker, "Mountain")
    s.hand(1, "Shock")
    _libraries(s)
    d = Driver(s.build())
    hystrodon, arlinn, b = d.find("Hystrodon"), d.find(ARLINN), d.find(blocker)
    d.to_combat()
    d.act(0, DeclareAttacker(hystrodon, arlinn))
    d.act(0, FinishDeclaration())
    _to_blocks(d)
    d.block({b: hystrodon})
    return d, hystrodon, arlinn, b


def test_702_19b_a_trampler_attacking_a_planeswalker_assigns_its_excess_to_it() -> None:
    """CR 702.19b, 702.19f: Hystrodon (3 power, trample) attacks Arlinn (loyalty 4) and is
    blocked by Daru Healer (1/2): the excess goes to Arlinn, and none of it to the player."""
    d, hystrodon, arlinn, healer = _trampler_attacks_arlinn("Daru Healer")
    assert _to_assignment(d) == {(2, 1), (3, 0)}
    # the decision says what each amount is for: the blocker, then the planeswalker
    assert dict(d.decision.data)["recipients"] == (healer, arlinn)
    assert d.decision.prompt == \
        "Divide combat damage (one amount per blocker, then the planeswalker)"
    d.choose((2, 1))
    d.pass_until("end_of_combat")
    assert d.state.objects[arlinn].counters.get("loyalty") == 3
    assert d.life(1) == 20
    assert d.zone_of("Daru Healer") == "graveyard"


def test_702_19d_a_trampler_whose_blocker_left_deals_all_its_damage_to_the_planeswalker() -> None:
    """CR 702.19d, 702.19f: the Glory Seeker blocking Hystrodon (attacking Arlinn) is Shocked
    before damage: the Hystrodon assigns all 3 damage to Arlinn, none to its controller."""
    d, hystrodon, arlinn, seeker = _trampler_attacks_arlinn("Glory Seeker")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.state.objects[arlinn].counters.get("loyalty") == 1
    assert d.life(1) == 20


def test_702_19b_lethal_counts_the_damage_of_every_other_attacker() -> None:
    """CR 702.19b: Glory Seeker (2) and Daru Healer (1) are assigned 3 damage to Ironfist
    Crusher (toughness 4) between them: Hystrodon, blocked by it too, needs to assign 1."""
    d, crusher, (hystrodon, seeker, healer) = _crusher_blocks(
        "Hystrodon", "Glory Seeker", "Daru Healer")
    assert _to_assignment(d) == {(1, 2), (2, 1), (3, 0)}


def _zombie_and_hystrodon() -> tuple[Driver, int, int]:
    """Hobbling Zombie (2/2 deathtouch) is blocked by Ironfist Crusher and Glory Seeker, and
    Hystrodon (3/4 trample) by the Crusher; the Zombie's division is asked for first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hobbling Zombie", "Hystrodon")
    s.battlefield(1, "Ironfist Crusher", "Glory Seeker")
    _libraries(s)
    d = Driver(s.build())
    zombie, hystrodon = d.find("Hobbling Zombie"), d.find("Hystrodon")
    crusher, seeker = d.find("Ironfist Crusher"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([zombie, hystrodon])
    _to_blocks(d)
    d.block({crusher: (zombie, hystrodon), seeker: zombie})
    assert _to_assignment(d) == {(2, 0), (1, 1), (0, 2)}  # the Crusher, then the Seeker
    assert dict(d.decision.data)["attacker"] == zombie
    return d, zombie, hystrodon


def test_702_2c_one_deathtouch_damage_to_the_blocker_is_lethal_for_the_trampler() -> None:
    """CR 702.2c, 702.19b: the Zombie assigns 1 damage to the Crusher and 1 to the Seeker:
    that 1 deathtouch damage is lethal, so the Hystrodon may assign all 3 to the player."""
    d, zombie, hystrodon = _zombie_and_hystrodon()
    d.choose((1, 1))
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == hystrodon
    assert (0, 3) in opts


def test_702_2c_a_deathtouch_creature_assigning_the_blocker_nothing_doesnt_count() -> None:
    """CR 702.19b: the Zombie assigns all its damage to the Seeker, none to the Crusher, so
    the Hystrodon must assign the Crusher's full toughness first: it can't trample over."""
    d, zombie, hystrodon = _zombie_and_hystrodon()
    d.choose((0, 2))
    d.expect("damage_assignment")
    assert dict(d.decision.data)["attacker"] != hystrodon  # its only division, (3, 0), is made
    assert d.state.combat.damage_assignment[hystrodon] == ((d.find("Ironfist Crusher"), 3),)


def test_701_19c_a_regenerated_blocker_leaves_combat_and_the_trampler_hits_the_player() -> None:
    """CR 701.19a, 702.19d: Boneknitter blocks Hystrodon and regenerates itself; Dive Bomber's
    2 damage destroys it, the shield replaces that and removes it from combat. The Hystrodon,
    still blocked, has no blocker left: all 3 of its damage goes to the player, and the tapped
    Boneknitter deals none to it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon", "Dive Bomber")
    s.battlefield(1, "Boneknitter", "Swamp", "Swamp")
    _libraries(s)
    d = Driver(s.build())
    hystrodon, knitter = d.find("Hystrodon"), d.find("Boneknitter")
    d.to_combat()
    d.attack([hystrodon])
    _to_blocks(d)
    d.block({knitter: hystrodon})
    d.pass_priority()
    d.activate(1, knitter, targets=[knitter])
    d.resolve()
    d.activate(0, "Dive Bomber", targets=[knitter])
    d.resolve()
    assert d.zone_of("Boneknitter") == "battlefield"
    assert d.state.objects[knitter].tapped and d.state.objects[knitter].damage == 0
    assert knitter not in d.state.combat.blockers and hystrodon in d.state.combat.blocked
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.life(1) == 17
    assert d.state.objects[hystrodon].damage == 0


def _attack_and_block(s: Scenario, attackers: list[str], crushers: int = 1,
                      spell: tuple[str, str, int | None] | None = None) -> tuple[Driver, list[int], list[int]]:
    """Player 0 attacks with ``attackers`` (after casting ``spell`` = (name, target, X) on one
    of them in the first main phase); each of player 1's ``crushers`` Ironfist Crushers
    blocks all of them. The game waits at the first decision after the blocks."""
    for name in attackers:
        s.battlefield(0, name)
    s.battlefield(1, *["Ironfist Crusher"] * crushers)
    _libraries(s)
    d = Driver(s.build())
    if spell is not None:
        name, target, x = spell
        d.cast(0, name, targets=[d.find(target)], x=x)
        d.resolve()
    ids = [d.ids(n)[attackers[:i].count(n)] for i, n in enumerate(attackers)]
    blockers = d.ids("Ironfist Crusher")
    d.to_combat()
    d.attack(ids)
    _to_blocks(d)
    d.block({b: tuple(ids) for b in blockers})
    while d.decision.kind == "priority":
        d.pass_priority()
    return d, ids, blockers


def test_510_1e_a_trampler_may_count_on_deathtouch_damage_still_to_be_assigned() -> None:
    """CR 510.1e, 702.19b, 702.2c: Hystrodon and Hobbling Zombie (2/2 deathtouch, given
    trample by Run Wild) are both blocked by Ironfist Crusher. The Hystrodon, asked first, may
    assign all 3 of its damage to the player: the Zombie will assign the Crusher at least 1
    deathtouch damage, lethal by itself; then it must (1 to the Crusher), and may trample
    over the other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Run Wild")
    d, (hystrodon, zombie), _ = _attack_and_block(s, ["Hystrodon", "Hobbling Zombie"],
                                                  spell=("Run Wild", "Hobbling Zombie", None))
    assert dict(d.decision.data)["attacker"] == hystrodon
    assert _to_assignment(d) == {(0, 3), (1, 2), (2, 1), (3, 0)}
    d.choose((0, 3))
    assert dict(d.decision.data)["attacker"] == zombie
    assert _to_assignment(d) == {(1, 1), (2, 0)}


def test_510_1e_one_deathtouch_damage_to_each_of_two_blockers_lets_the_other_trample() -> None:
    """CR 510.1e, 702.2c: two Ironfist Crushers each block Hystrodon and Hobbling Zombie (2/2
    deathtouch, trample from Run Wild). The Hystrodon may assign all its damage to the player:
    the Zombie's 2 damage can give each Crusher 1 deathtouch damage, lethal for both."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Run Wild")
    d, (hystrodon, _), _ = _attack_and_block(s, ["Hystrodon", "Hobbling Zombie"], crushers=2,
                                             spell=("Run Wild", "Hobbling Zombie", None))
    assert dict(d.decision.data)["attacker"] == hystrodon
    assert (0, 0, 3) in _to_assignment(d)


def test_510_1e_a_trampler_cant_count_on_more_damage_than_the_others_have() -> None:
    """CR 510.1e, 702.19b: two Ironfist Crushers (toughness 4) each block two Hystrodons. The
    first can't trample over: the two Crushers would need 5 or more damage from the second,
    which has 3. It may divide its 3 between the Crushers any way."""
    d, (h1, _), _ = _attack_and_block(Scenario(seed=1), ["Hystrodon", "Hystrodon"], crushers=2)
    assert dict(d.decision.data)["attacker"] == h1
    assert _to_assignment(d) == {(3, 0, 0), (2, 1, 0), (1, 2, 0), (0, 3, 0)}


def test_510_4_a_first_striking_trampler_cant_count_on_regular_damage() -> None:
    """CR 510.4, 702.7b, 702.19b: Lunar Frenzy (X=0) gives the first Hystrodon first strike.
    In the first combat damage step only it deals damage, and the other Hystrodon's damage,
    assigned in the next step, doesn't count: its 3 go to Ironfist Crusher (no question asked),
    none to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Lunar Frenzy")
    d, (h1, h2), (crusher,) = _attack_and_block(s, ["Hystrodon", "Hystrodon"],
                                                spell=("Lunar Frenzy", "Hystrodon", 0))
    # The first is asked nothing: the next decision is the Crusher's, then the second's.
    assert dict(d.decision.data)["attacker"] != h1
    while d.decision.kind != "damage_assignment" or dict(d.decision.data)["attacker"] != h2:
        d.take_first(d.decision.kind)
    assert d.life(1) == 20
    assert d.state.objects[crusher].damage == 3
    assert _to_assignment(d) == {(1, 2), (2, 1), (3, 0)}


def test_510_1e_a_dividing_attacker_is_not_counted_on() -> None:
    """CR 510.1c-e, 702.19b: Butcher Orgg (6/6, divides its damage as it chooses, here with
    trample from Run Wild) and Hystrodon are blocked by Ironfist Crusher. The Orgg's division
    is its own: the Hystrodon, asked first, can't count on it (all 3 to the Crusher, asked
    nothing)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Run Wild")
    d, (hystrodon, orgg), (crusher,) = _attack_and_block(
        s, ["Hystrodon", "Butcher Orgg"], spell=("Run Wild", "Butcher Orgg", None))
    assert dict(d.decision.data)["attacker"] == orgg
    assert d.state.combat.damage_assignment[hystrodon] == ((crusher, 3),)


def test_702_19b_damage_a_dividing_attacker_assigns_the_player_needs_no_lethal_blockers() -> None:
    """CR 510.1c, 702.19b: Butcher Orgg (no trample) and Hystrodon are blocked by Ironfist
    Crusher; the Orgg divides all 6 of its damage to the player. That isn't trample damage, so
    nothing more is owed to the Crusher: the Hystrodon assigns its 3 to it as usual."""
    d, (orgg, hystrodon), (crusher,) = _attack_and_block(Scenario(seed=1),
                                                         ["Butcher Orgg", "Hystrodon"])
    assert dict(d.decision.data)["attacker"] == orgg
    recipients = dict(d.decision.data)["recipients"]
    d.choose(tuple(6 if r == 1 else 0 for r in recipients))
    assert d.state.combat.damage_assignment[hystrodon] == ((crusher, 3),)


def test_510_1e_a_trampler_blocked_by_more_creatures_must_give_what_another_counted_on() -> None:
    """CR 510.1e, 702.19b: the first Hystrodon is blocked by Ironfist Crusher, the second by
    the Crusher and Glory Seeker. The first assigns 1 to the Crusher and tramples 2 over,
    counting on the second: the second must then assign all its 3 to the Crusher (its only
    division that leaves the Crusher lethal damage in the total), none to the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon", "Hystrodon")
    s.battlefield(1, "Ironfist Crusher", "Glory Seeker")
    _libraries(s)
    d = Driver(s.build())
    h1, h2 = d.ids("Hystrodon")
    crusher, seeker = d.find("Ironfist Crusher"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([h1, h2])
    _to_blocks(d)
    d.block({crusher: (h1, h2), seeker: h2})
    assert _to_assignment(d) == {(1, 2), (2, 1), (3, 0)}
    assert dict(d.decision.data)["attacker"] == h1
    d.choose((1, 2))
    d.expect("damage_assignment")
    assert dict(d.decision.data)["attacker"] == crusher
    assert d.state.combat.damage_assignment[h2] == ((crusher, 3),)


def test_510_1e_a_trampler_may_count_on_two_others_together() -> None:
    """CR 510.1e, 702.19b: three Hystrodons blocked by Ironfist Crusher (toughness 4): the
    first may assign it nothing, as the other two, still to assign, can give it 4 between
    them."""
    d, (h1, _, _), _ = _attack_and_block(Scenario(seed=1), ["Hystrodon"] * 3)
    assert dict(d.decision.data)["attacker"] == h1
    assert _to_assignment(d) == {(0, 3), (1, 2), (2, 1), (3, 0)}


def test_510_1a_a_trampler_with_no_power_is_no_help() -> None:
    """CR 510.1a, 510.1e: Glory Seeker, given trample by Run Wild and -2/-0 by Startle,
    assigns no combat damage; Hystrodon, blocked with it by Ironfist Crusher (toughness 4, 1
    damage marked), can't count on it: all 3 of its damage go to the Crusher, asked
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon", "Glory Seeker", "Forest", "Island", "Island")
    s.hand(0, "Run Wild", "Startle")
    s.battlefield(1, "Ironfist Crusher", damage=1)
    _libraries(s)
    d = Driver(s.build())
    hystrodon, seeker, crusher = (d.find("Hystrodon"), d.find("Glory Seeker"),
                                  d.find("Ironfist Crusher"))
    d.cast(0, "Run Wild", targets=[seeker])
    d.resolve()
    d.cast(0, "Startle", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).power == 0 and "Trample" in d.chars(seeker).keywords
    d.to_combat()
    d.attack([hystrodon, seeker])
    _to_blocks(d)
    d.block({crusher: (hystrodon, seeker)})
    _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == crusher
    assert d.state.combat.damage_assignment[hystrodon] == ((crusher, 3),)


def test_510_1e_many_shared_blockers_and_much_damage_are_answered_at_once() -> None:
    """CR 510.1e, 702.19b, 104.4b: six Ironfist Crushers (2/4, each with twenty +1/+1
    counters: toughness 24) each block three Hystrodons with sixty +1/+1 counters (power 63).
    The six need 144 damage; the two Hystrodons still to assign have 126, so the first must
    give the Crushers 18 at least. It divides its damage one recipient at a time (too many
    divisions to list): with none to the first five Crushers, the sixth may be given 18 to
    63, the rest trampling over. Whether a division can be completed is found without
    trying every way the others could share their damage, however much damage there is."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Hystrodon"] * 3, counters={"+1/+1": 60})
    s.battlefield(1, *["Ironfist Crusher"] * 6, counters={"+1/+1": 20})
    _libraries(s)
    d = Driver(s.build())
    ids = d.ids("Hystrodon")
    d.to_combat()
    d.attack(ids)
    _to_blocks(d)
    d.block({b: tuple(ids) for b in d.ids("Ironfist Crusher")})
    for _ in range(5):
        assert _to_assignment(d) == set(range(64))
        d.choose(0)
    assert _to_assignment(d) == set(range(18, 64))


@pytest.mark.parametrize("other", [1, 2])
def test_510_1e_a_trampler_counts_only_on_damage_that_can_reach_each_blocker(other: int) -> None:
    """CR 510.1e, 702.19b: three Hystrodons (3/4 trample) attack; one Ironfist Crusher blocks
    all three, another only the first and one other (the second or the third). The first
    may trample over only if the two others can give both Crushers lethal damage: the one
    blocked by the first Crusher alone can give it its 3, never the other Crusher, which the
    3 of the one blocked by both must then bring to 4. So the first tramples over with 1
    only when it gives the second Crusher 1 at least and the two 2 in all; (2, 0, 1) is not
    offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Hystrodon"] * 3)
    s.battlefield(1, "Ironfist Crusher", "Ironfist Crusher")
    _libraries(s)
    d = Driver(s.build())
    h1, h2, h3 = d.ids("Hystrodon")
    c1, c2 = d.ids("Ironfist Crusher")
    d.to_combat()
    d.attack([h1, h2, h3])
    _to_blocks(d)
    d.block({c1: (h1, h2, h3), c2: (h1, (h2, h3)[other - 1])})
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == h1
    assert opts == {(3, 0, 0), (2, 1, 0), (1, 2, 0), (0, 3, 0), (1, 1, 1), (0, 2, 1)}


def test_510_1e_damage_counted_on_one_blocker_may_move_twice_to_another() -> None:
    """CR 510.1e, 702.19b: five Hystrodons attack; three Ironfist Crushers block (toughness
    10, 10 and 12 with +1/+1 counters). The first Hystrodon (3 power), blocked by all three,
    may trample all 3 over: the four others (power 8, 14, 8 and 4) can give the Crushers
    their 32 lethal damage, the one of power 8 reaching only the first Crusher, the one of
    power 14 the first two, the other of power 8 the last two and the one of power 4 all
    three. The damage first counted for one Crusher has to move to another to find that
    way, more than once along the same pair."""
    s = Scenario(seed=1)
    s.battlefield(0, "Hystrodon")
    for n in (5, 11, 5, 1):
        s.battlefield(0, "Hystrodon", counters={"+1/+1": n})
    for n in (6, 6, 8):
        s.battlefield(1, "Ironfist Crusher", counters={"+1/+1": n})
    _libraries(s)
    d = Driver(s.build())
    h0, h1, h2, h3, h4 = d.ids("Hystrodon")
    c0, c1, c2 = d.ids("Ironfist Crusher")
    d.to_combat()
    d.attack([h0, h1, h2, h3, h4])
    _to_blocks(d)
    d.block({c0: (h0, h1, h2, h4), c1: (h0, h2, h3, h4), c2: (h0, h3, h4)})
    opts = _to_assignment(d)
    assert dict(d.decision.data)["attacker"] == h0
    assert (0, 0, 0, 3) in opts
