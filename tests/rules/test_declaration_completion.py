"""Attackers and blockers declared one at a time (CR 508.1, 509.1): every step offered is part
of some legal complete declaration, and the declaration may be finished exactly when it is
legal as it stands — no restriction broken (CR 508.1c, 509.1b; menace, 702.111b) and as many
requirements obeyed as possible without breaking one (CR 508.1d, 509.1c): "all creatures
able to block [it] do so" (Taunting Elf), "all creatures attack/block each combat if able"
(Grand Melee), "attack this turn if able" (Walking Desecration), in two-player games and
with shared team turns (CR 805.10).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manastack.decisions.actions import (
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    ResetDeclaration,
)
from manastack.rules.block_requirements import Blocker, plan
from manastack.rules.combat import blocks_any_number, can_block
from manastack.rules.restrictions import rule_applies
from manastack.scenario import Scenario
from manastack.testing import Driver


def _to_blocks(attackers: list[str], blockers: list[str], *, melee: bool = False,
               teams: bool = False) -> Driver:
    """Player 0 attacks with ``attackers`` (all of them) against player 1's ``blockers``
    (with ``teams``, a Two-Headed Giant game: player 0's team attacks player 2, the blockers
    split between players 2 and 3); ``melee``: Grand Melee on player 0's side. The game waits
    at the blocks, if any."""
    s = Scenario(seed=1, format="two_headed_giant") if teams else Scenario(seed=1, life=99)
    for i, name in enumerate(attackers):
        s.battlefield(0, name, label=f"a{i}")
    for i, name in enumerate(blockers):
        s.battlefield((3 if i % 2 else 2) if teams else 1, name, label=f"b{i}")
    if melee:
        s.battlefield(0, "Grand Melee")
    for p in range(4 if teams else 2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    ids = [o for o in sorted(d.state.battlefield) if d.state.objects[o].controller == 0
           and d.chars(o).is_creature]
    d.to_combat()
    d.attack(ids, 2 if teams else 1)
    while d.decision.kind == "priority":
        d.pass_priority()
    return d


def _declarations(d: Driver, player: int) -> Iterator[frozenset[tuple[int, int]]]:
    """Every block declaration breaking no per-creature restriction: each creature blocks
    one attacker it can block, or none, or (if it can block any number) any set of them."""
    g = d.state
    team = {player} if g.teams is None else set(g.teams[player])
    atks = list(g.combat.attackers)
    mine = [o for o in sorted(g.battlefield) if d.chars(o).is_creature
            and d.chars(o).controller in team]
    ways = []
    for b in mine:
        able = [a for a in atks if can_block(g, b, a, player)]
        if blocks_any_number(g, b):
            ways.append([frozenset((b, a) for a in c) for n in range(len(able) + 1)
                         for c in combinations(able, n)])
        else:
            ways.append([frozenset(), *(frozenset({(b, a)}) for a in able)])
    for pick in product(*ways):
        yield frozenset().union(*pick)


def _legal(d: Driver, player: int) -> set[frozenset[tuple[int, int]]]:
    """The legal complete block declarations, by brute force: no attacker with menace blocked
    by one creature (CR 702.111b), and among those, the most requirements obeyed (CR 509.1c),
    counted one per creature that must block and blocks, and one per creature able to block
    an attacker all able creatures must block that blocks it."""
    g = d.state
    scored = []
    for dec in _declarations(d, player):
        blocked = [a for _b, a in dec]
        if any(blocked.count(a) == 1 and d.chars(a).has("Menace") for a in blocked):
            continue
        score = sum(1 for b in {b for b, _a in dec} if rule_applies(g, "must_block", b))
        score += sum(1 for _b, a in dec if rule_applies(g, "must_be_blocked_by_all", a))
        scored.append((score, dec))
    top = max(s for s, _dec in scored)
    return {dec for s, dec in scored if s == top}


def _check_blocks(d: Driver) -> None:
    """The steps offered and the finishing of the declaration as it stands agree with the
    legal declarations found by brute force."""
    g = d.state
    player = d.decision.player
    legal = _legal(d, player)
    now = frozenset((b, a) for b, atks in g.combat.blockers.items() for a in atks)
    acts = d.game.legal_actions()
    offered = {(x.blocker, x.attacker) for x in acts if isinstance(x, DeclareBlocker)}
    extendable = {p for dec in legal if now <= dec for p in dec - now}
    assert offered == extendable
    assert (FinishDeclaration() in acts) == (now in legal)


def _walk(d: Driver, pick: st.DataObject | None = None) -> None:
    """Declares blockers one offered step at a time (chosen by ``pick``, else the first),
    checking each position, then finishes."""
    while d.decision.kind == "declare_blockers":
        _check_blocks(d)
        acts = d.game.legal_actions()
        steps = [a for a in acts if isinstance(a, DeclareBlocker)]
        done = FinishDeclaration() in acts
        assert steps or done  # never stuck
        if not steps or (done and pick is not None and pick.draw(st.booleans())):
            d.act(d.decision.player, FinishDeclaration())
            return
        step = steps[0] if pick is None else pick.draw(st.sampled_from(steps))
        d.act(d.decision.player, step)


def test_509_1c_taunting_elf_no_block_of_the_other_attacker_is_offered() -> None:
    """Taunting Elf and Glory Seeker attack; each of the defender's creatures can block the
    Elf, so each must: blocking the Seeker (which no legal declaration has) isn't offered,
    nor is finishing before both block the Elf."""
    d = _to_blocks(["Taunting Elf", "Glory Seeker"], ["Elvish Warrior", "Glory Seeker"])
    elf, seeker = d.find("Taunting Elf"), d.find("Glory Seeker", player=0)
    warrior, guard = d.find("Elvish Warrior"), d.find("Glory Seeker", player=1)
    acts = d.game.legal_actions()
    assert DeclareBlocker(warrior, seeker) not in acts
    assert DeclareBlocker(guard, seeker) not in acts
    assert {a for a in acts if isinstance(a, DeclareBlocker)} == {
        DeclareBlocker(warrior, elf), DeclareBlocker(guard, elf)}
    assert FinishDeclaration() not in acts
    d.act(1, DeclareBlocker(warrior, elf))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(guard, elf))
    assert FinishDeclaration() in d.game.legal_actions()


def test_509_1c_a_flyer_that_can_t_block_the_elf_may_block_the_other_attacker() -> None:
    """Goblin Sky Raider attacks beside Taunting Elf: the defender's Ascending Aven (which
    can block only creatures with flying) isn't able to block the Elf, so it has no
    requirement: it may block the Raider, or not."""
    d = _to_blocks(["Taunting Elf", "Goblin Sky Raider"], ["Ascending Aven", "Glory Seeker"])
    aven, raider = d.find("Ascending Aven"), d.find("Goblin Sky Raider")
    acts = d.game.legal_actions()
    assert DeclareBlocker(aven, raider) in acts
    d.act(1, DeclareBlocker(d.find("Glory Seeker", player=1), d.find("Taunting Elf")))
    assert FinishDeclaration() in d.game.legal_actions()
    d.act(1, DeclareBlocker(aven, raider))
    assert FinishDeclaration() in d.game.legal_actions()


def test_702_111b_a_lone_creature_isn_t_offered_an_attacker_with_menace() -> None:
    """Morkrut Behemoth (menace) attacks a player with one creature that could block it: no
    legal declaration has that creature blocking it alone, so the step isn't offered."""
    d = _to_blocks(["Morkrut Behemoth", "Glory Seeker"], ["Elvish Warrior"])
    warrior = d.find("Elvish Warrior")
    acts = d.game.legal_actions()
    assert DeclareBlocker(warrior, d.find("Morkrut Behemoth")) not in acts
    assert DeclareBlocker(warrior, d.find("Glory Seeker", player=0)) in acts


def test_702_111b_two_attackers_with_menace_two_blockers_stay_together() -> None:
    """Morkrut Behemoth and Vampire Socialite (both menace) attack a player with two
    creatures: once one blocks the Behemoth, the other may block only the Behemoth (alone on
    the Socialite, each attacker would be blocked by one creature)."""
    d = _to_blocks(["Morkrut Behemoth", "Vampire Socialite"], ["Elvish Warrior", "Glory Seeker"])
    behemoth, socialite = d.find("Morkrut Behemoth"), d.find("Vampire Socialite")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.act(1, DeclareBlocker(warrior, behemoth))
    acts = d.game.legal_actions()
    assert DeclareBlocker(seeker, socialite) not in acts
    assert DeclareBlocker(seeker, behemoth) in acts
    assert FinishDeclaration() not in acts
    assert ResetDeclaration() in acts


def test_509_1c_grand_melee_with_menace_the_lone_blocker_blocks_the_other() -> None:
    """Under Grand Melee, Morkrut Behemoth (menace) and Glory Seeker attack a player with one
    creature: it must block and can't block the Behemoth alone, so only blocking the Seeker
    is offered (and finishing without blocking isn't)."""
    d = _to_blocks(["Morkrut Behemoth", "Glory Seeker"], ["Elvish Warrior"], melee=True)
    warrior = d.find("Elvish Warrior")
    acts = d.game.legal_actions()
    assert {a for a in acts if not isinstance(a, ResetDeclaration)} == {
        DeclareBlocker(warrior, d.find("Glory Seeker", player=0))}


def test_805_10d_taunting_elf_binds_both_defending_players_creatures() -> None:
    """Two-Headed Giant: Taunting Elf and Glory Seeker attack the defending team; each
    creature of either defending player that can block the Elf must, so no block of the
    Seeker is offered to either of them."""
    d = _to_blocks(["Taunting Elf", "Glory Seeker"], ["Elvish Warrior", "Glory Seeker"],
                   teams=True)
    assert d.decision.kind == "declare_blockers"
    elf = d.find("Taunting Elf")
    steps = {a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert steps and all(s.attacker == elf for s in steps)
    _walk(d)
    assert all(atks == (elf,) for atks in d.state.combat.blockers.values())


_ATTACKERS = ["Taunting Elf", "Morkrut Behemoth", "Vampire Socialite", "Glory Seeker",
              "Goblin Sky Raider", "Taunting Elf"]
_BLOCKERS = ["Glory Seeker", "Elvish Warrior", "Ironfist Crusher", "Ascending Aven",
             "Charging Slateback", "Goblin Sky Raider"]


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(),
       attackers=st.lists(st.sampled_from(_ATTACKERS), min_size=1, max_size=3),
       blockers=st.lists(st.sampled_from(_BLOCKERS), min_size=1, max_size=3),
       melee=st.booleans())
def test_509_1_every_offered_block_is_completable(
        data: st.DataObject, attackers: list[str], blockers: list[str], melee: bool) -> None:
    """CR 509.1b-c: in random small positions, at every step of the declaration the blocks
    offered are exactly those some legal complete declaration (found by brute force) adds
    to the blocks so far, and finishing is offered exactly when those are legal."""
    d = _to_blocks(attackers, blockers, melee=melee)
    _walk(d, data)


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(),
       attackers=st.lists(st.sampled_from(["Glory Seeker", "Elvish Warrior",
                                           "Charging Slateback", "Slipstream Eel",
                                           "Wall of Mulch"]), min_size=1, max_size=4),
       melee=st.booleans(), tapped=st.booleans())
def test_508_1_every_offered_attack_is_completable(
        data: st.DataObject, attackers: list[str], melee: bool, tapped: bool) -> None:
    """CR 508.1c-d: with Grand Melee ("all creatures attack each combat if able") or not,
    after any offered steps, adding every creature that must attack and is offered makes a
    declaration that may be finished; finishing is offered exactly when every creature that
    must attack and could is attacking."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    for i, name in enumerate(attackers):
        s.battlefield(0, name, label=f"a{i}", tapped=tapped and i == 0)
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    if melee:
        s.battlefield(1, "Grand Melee")
    d = Driver(s.build())
    d.to_combat()
    must = {o for o in d.state.battlefield if d.chars(o).is_creature
            and rule_applies(d.state, "must_attack", o)}
    while True:
        acts = d.game.legal_actions()
        steps = [a for a in acts if isinstance(a, DeclareAttacker)]
        able = {a.creature for a in steps}
        assert (FinishDeclaration() in acts) == (not (able & must))
        # some completion: every remaining offered creature that must attack, attacking
        probe = Driver(d.game.clone())
        for a in steps:
            if a.creature in must and a.creature not in probe.state.combat.attackers:
                probe.act(0, a)
        assert FinishDeclaration() in probe.game.legal_actions()
        if not steps or data.draw(st.booleans()):
            break
        d.act(0, data.draw(st.sampled_from(steps)))


# The search itself (``block_requirements.plan``), on blockers given as data: attackers are
# numbered 1-9, creatures 11-19.

def _plan(blockers: list[Blocker], menace: tuple[int, ...] = (), lures: tuple[int, ...] = ()
          ) -> tuple[dict[int, set[int]], bool]:
    steps, legal = plan(blockers, menace, lures)
    return {b: set(a) for b, a in steps.items()}, legal


def test_509_1c_plan_without_restrictions_offers_every_block() -> None:
    """No menace and no requirement: every block may be declared, and no blocks is legal."""
    assert _plan([Blocker(11, (1, 2)), Blocker(12, (2,))]) == ({11: {1, 2}, 12: {2}}, True)


def test_509_1c_plan_a_lure_binds_each_able_creature() -> None:
    """Attacker 1 must be blocked by all creatures able to: the creature able to block it
    may block only it; one that can't is free; blocking it obeys the requirement."""
    assert _plan([Blocker(11, (1, 2)), Blocker(12, (2,))], lures=(1,)) == (
        {11: {1}, 12: {2}}, False)
    assert _plan([Blocker(11, (1, 2), (1,)), Blocker(12, (2,))], lures=(1,)) == (
        {11: set(), 12: {2}}, True)
    # blocking the other attacker leaves no legal declaration: nothing more is offered
    assert _plan([Blocker(11, (1, 2), (2,)), Blocker(12, (2,))], lures=(1,)) == (
        {11: set(), 12: set()}, False)


def test_509_1c_plan_a_creature_that_must_block_blocks_something() -> None:
    """A creature that must block if able: any attacker it can block, but not nothing; one
    that can block nothing has no requirement."""
    assert _plan([Blocker(11, (1, 2), must=True), Blocker(12, (), must=True)]) == (
        {11: {1, 2}, 12: set()}, False)
    assert _plan([Blocker(11, (1, 2), (2,), must=True)])[1]


def test_702_111b_plan_menace_needs_two_creatures() -> None:
    """An attacker with menace that one creature alone could block isn't offered; with two
    able, one blocking it leaves the other offered only that attacker, and isn't legal as it
    stands; an attacker with menace blocked by one creature (given) makes no completion."""
    assert _plan([Blocker(11, (1, 2))], menace=(1,)) == ({11: {2}}, True)
    assert _plan([Blocker(11, (1, 2), (1,)), Blocker(12, (1, 2))], menace=(1,)) == (
        {11: set(), 12: {1}}, False)
    assert _plan([Blocker(11, (1, 2), (1,)), Blocker(12, (1, 2), (1,))], menace=(1,))[1]
    assert _plan([Blocker(11, (2,), (1,))], menace=(1,)) == ({11: set()}, False)


def test_702_111b_plan_two_attackers_with_menace_and_three_creatures() -> None:
    """Attackers 1 and 2 with menace, three creatures able to block either: after two block
    attacker 1, the third may block attacker 1 or not block (not attacker 2 alone)."""
    bs = [Blocker(11, (1, 2), (1,)), Blocker(12, (1, 2), (1,)), Blocker(13, (1, 2))]
    assert _plan(bs, menace=(1, 2)) == ({11: set(), 12: set(), 13: {1}}, True)
    bs = [Blocker(11, (1, 2), (1,)), Blocker(12, (1, 2)), Blocker(13, (1, 2))]
    assert _plan(bs, menace=(1, 2)) == ({11: set(), 12: {1}, 13: {1}}, False)


def test_509_1c_plan_menace_and_must_block_together() -> None:
    """Two creatures that must block, able to block only attacker 1 (menace): both block it
    (two requirements) rather than none; with a lure without menace also able, a creature
    that must block may block either."""
    bs = [Blocker(11, (1,), must=True), Blocker(12, (1,), must=True)]
    assert _plan(bs, menace=(1,)) == ({11: {1}, 12: {1}}, False)
    bs = [Blocker(11, (1, 2), must=True), Blocker(12, (1, 2), must=True)]
    assert _plan(bs, menace=(1,)) == ({11: {1, 2}, 12: {1, 2}}, False)
    bs = [Blocker(11, (1, 2), (1,), must=True), Blocker(12, (1, 2), must=True)]
    assert _plan(bs, menace=(1,)) == ({11: set(), 12: {1}}, False)


def test_509_1a_plan_a_creature_blocking_any_number() -> None:
    """A creature that can block any number of creatures blocks every lure it can (one
    requirement each) and may add any other attacker; with menace, it may join a second
    creature on an attacker with menace but not block it alone."""
    crusher = Blocker(11, (1, 2, 3), any_number=True)
    assert _plan([crusher], lures=(1, 2)) == ({11: {1, 2, 3}}, False)
    assert _plan([Blocker(11, (1, 2, 3), (1, 2), any_number=True)], lures=(1, 2))[1]
    assert not _plan([Blocker(11, (1, 2, 3), (1, 3), any_number=True)], lures=(1, 2))[1]
    assert _plan([crusher], menace=(1,)) == ({11: {2, 3}}, True)
    assert _plan([crusher, Blocker(12, (1,))], menace=(1,)) == ({11: {1, 2, 3}, 12: {1}}, True)
    assert _plan([Blocker(11, (1, 2, 3), (1,), any_number=True), Blocker(12, (1,))],
                 menace=(1,)) == ({11: {2, 3}, 12: {1}}, False)
    # a lure with menace it may block with another creature: both, obeying two requirements
    # (and it may block the others as well)
    assert _plan([crusher, Blocker(12, (1,))], menace=(1,), lures=(1,)) == (
        {11: {1, 2, 3}, 12: {1}}, False)
    assert _plan([Blocker(11, (1, 2, 3), must=True, any_number=True)], menace=(1, 2, 3)) == (
        {11: set()}, True)


def test_509_1c_plan_blocks_so_far_that_fall_short_of_the_most_requirements() -> None:
    """A lure with menace (attacker 1) that creatures 11 and 12 could block together: with
    11 declared blocking attacker 2 instead, no complete declaration obeys both requirements,
    so nothing more is offered (only starting again)."""
    bs = [Blocker(11, (1, 2), (2,)), Blocker(12, (1, 2))]
    assert _plan(bs, menace=(1,), lures=(1,)) == ({11: set(), 12: set()}, False)


def _brute_plan(bs: list[Blocker], menace: set[int], lures: set[int]
                ) -> tuple[dict[int, set[int]], bool]:
    """``plan`` by brute force over every declaration of the blockers given."""
    ways = []
    for b in bs:
        if b.any_number:
            ways.append([frozenset(c) for n in range(len(b.allowed) + 1)
                         for c in combinations(b.allowed, n)])
        else:
            ways.append([frozenset(), *(frozenset((a,)) for a in b.allowed)])
    scored = []
    for pick in product(*ways):
        counts = [a for s in pick for a in s]
        if any(counts.count(a) == 1 for a in menace):
            continue
        scored.append((sum(b.must * bool(s) + len(s & lures)
                           for b, s in zip(bs, pick, strict=True)), pick))
    top = max(v for v, _p in scored)
    best = [p for v, p in scored if v == top]
    now = tuple(frozenset(b.current) for b in bs)
    ext = [p for p in best if all(c <= s for c, s in zip(now, p, strict=True))]
    steps = {b.oid: set().union(*(p[i] for p in ext)) - now[i] for i, b in enumerate(bs)}
    return steps, now in best


@settings(max_examples=150, deadline=None, derandomize=True)
@given(data=st.data(), n=st.integers(1, 4), m=st.integers(1, 4))
def test_509_1c_plan_agrees_with_brute_force(data: st.DataObject, n: int, m: int) -> None:
    """CR 509.1b-c, 702.111b: on random blockers (which attackers each may block, whether it
    blocks any number, must block, and some blocks declared so far, each one a step
    ``plan`` offered), the steps offered and the legality of the blocks so far are those
    found by brute force."""
    atks = list(range(1, m + 1))
    menace = set(data.draw(st.lists(st.sampled_from(atks), max_size=m)))
    lures = set(data.draw(st.lists(st.sampled_from(atks), max_size=m)))
    bs = [Blocker(11 + i, tuple(data.draw(st.lists(st.sampled_from(atks), max_size=m,
                                                   unique=True))),
                  any_number=data.draw(st.booleans()), must=data.draw(st.booleans()))
          for i in range(n)]
    for _ in range(data.draw(st.integers(0, 3))):
        steps, _legal = plan(bs, menace, lures)
        offered = [(b, a) for b, atk in steps.items() for a in sorted(atk)]
        if not offered:
            break
        b, a = data.draw(st.sampled_from(offered))
        bs = [x if x.oid != b else Blocker(x.oid, x.allowed, (*x.current, a), x.any_number,
                                           x.must) for x in bs]
    assert _plan(bs, tuple(menace), tuple(lures)) == _brute_plan(bs, menace, lures)
