"""Trample scenarios (CR 702.19): the lethal damage a blocker needs counts the combat damage
other creatures are assigned to it in the same step (702.19b) — deathtouch damage among it
being lethal by itself (702.2c) — and a trampler attacking a planeswalker assigns its excess to
that planeswalker, never to its controller (702.19b, 702.19d, 702.19f).
"""

from __future__ import annotations

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
    opts = _to_assignment(d)
    assert d.decision.player == 0
    assert dict(d.decision.data)["attacker"] == h2
    assert opts == {(1, 2), (2, 1), (3, 0)}
    d.choose((1, 2))
    d.expect("damage_assignment")  # the Crusher's controller divides its own damage
    d.choose((2, 0))
    d.expect("priority")
    assert d.life(1) == 18
    assert d.zone_of("Ironfist Crusher") == "graveyard"  # 3 + 1 damage
    assert d.zone_of("Hystrodon") == "battlefield"


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
    """CR 701.19c, 702.19d: Boneknitter blocks Hystrodon and regenerates itself; Dive Bomber's
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
