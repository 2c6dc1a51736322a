"""Which block declarations are legal, exactly (CR 509.1b-c): a declaration breaks no
restriction, and among the declarations that break none it obeys as many requirements as
possible (CR 509.1c). Blockers are declared one at a time; a step is offered only when some
legal complete declaration contains the blocks declared so far and that step, and the
declaration may be finished only when it is itself legal.

The requirements are counted one by one: "[this creature] blocks each combat if able" (rule
"must_block") is obeyed by a creature that blocks; "all creatures able to block [attacker] do
so" (rule "must_be_blocked_by_all") is one requirement for each creature able to block that
attacker, obeyed when it blocks it. The restriction on the whole declaration is menace (CR
702.111b): an attacker with menace is blocked by no creature or by two or more. Every other
restriction is on one blocker, one attacker or one pair (which creatures may block which
attackers: the ``allowed`` attackers of each blocker), and a creature blocks one attacker
unless it can block any number of creatures (CR 509.1a).

The search is over the blockers alone: each one's blocks are independent of the others'
except through the number of creatures blocking each attacker with menace (none, one, or two
or more), so the blockers are gone through in turn with those numbers as the only state
(forward and backward), and a creature that can't block an attacker with menace is settled
on its own. Attackers with menace the search can't tell apart share their numbers: a state
stands for all its rearrangements among them, which keeps many attackers with menace (all
Zombies given menace by Lord of the Accursed) against many blockers cheap.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations


@dataclass(frozen=True)
class Blocker:
    """A creature that may block, for the search: the attackers it may block (``allowed``),
    those it is declared blocking so far (``current``), whether it can block any number of
    creatures, and whether it must block if able (rule "must_block")."""

    oid: int
    allowed: tuple[int, ...]
    current: tuple[int, ...] = ()
    any_number: bool = False
    must: bool = False


@dataclass(frozen=True)
class _Option:
    """One way a blocker can end up blocking: the attackers with menace it blocks (``sig``,
    indices into the attackers with menace that two creatures could block), the requirements
    it then obeys (``value``) and the attackers it blocks in some such way (``blocks``)."""

    sig: tuple[int, ...]
    value: int
    blocks: frozenset[int]


_IMPOSSIBLE = -1


def _options(b: Blocker, menace: dict[int, int], lonely: frozenset[int],
             lures: frozenset[int], constrained: bool) -> list[_Option]:
    """The ways ``b`` can end up blocking (only those containing its current blocks when
    ``constrained``); none blocks an attacker with menace that fewer than two creatures
    could block (``lonely``), which no legal declaration can have blocked."""
    cur = frozenset(b.current) if constrained else frozenset()
    allowed = frozenset(b.allowed) | cur
    if cur & lonely:
        return []
    allowed -= lonely
    if not b.any_number:
        choices = [cur] if cur else [frozenset(), *(frozenset((a,)) for a in b.allowed
                                                     if a in allowed)]
        return [_Option(tuple(sorted(menace[a] for a in s if a in menace)),
                        b.must * bool(s) + len(s & lures), s) for s in choices]
    # Any number: every attacker without menace it may block is in some best way (those with
    # "all creatures able to block it do so" in each, the others added freely), so only the
    # attackers with menace it blocks tell its ways apart.
    plain = frozenset(a for a in allowed if a not in menace)
    threatening = sorted(a for a in allowed if a in menace)
    fixed = [a for a in threatening if a in cur]
    free = [a for a in threatening if a not in cur]
    out = []
    for n in range(len(free) + 1):
        for extra in combinations(free, n):
            t = frozenset((*fixed, *extra))
            out.append(_Option(tuple(sorted(menace[a] for a in t)),
                               b.must * bool(t | plain) + len((t | plain) & lures),
                               t | plain))
    return out


_Classes = tuple[tuple[int, ...], ...]


def _add(state: tuple[int, ...], sig: tuple[int, ...], classes: _Classes) -> tuple[int, ...]:
    """The numbers of creatures blocking each attacker with menace (two standing for two or
    more), after a blocker blocking those of ``sig``; within each class of attackers the
    search can't tell apart (``_classes``), in increasing order (one state for all the
    states that differ only by which of them has which number)."""
    if not sig:
        return state
    s = list(state)
    for i in sig:
        s[i] = min(2, s[i] + 1)
    for cl in classes:
        if len(cl) > 1:
            for i, v in zip(cl, sorted(s[i] for i in cl), strict=True):
                s[i] = v
    return tuple(s)


def _classes(bs: list[Blocker], index: dict[int, int], lures: frozenset[int],
             constrained: bool) -> _Classes:
    """The attackers with menace (their indices) grouped by what the search sees of them:
    whether all creatures able to block them must, which creatures may block them and
    which are declared blocking them (when ``constrained``). Exchanging two of one group
    changes no blocker's ways nor what they obey, so a state stands for all its
    rearrangements within the groups."""
    groups: dict[tuple[bool, frozenset[int], frozenset[int]], list[int]] = {}
    for a, i in index.items():
        key = (a in lures,
               frozenset(b.oid for b in bs if a in b.allowed),
               frozenset(b.oid for b in bs if constrained and a in b.current))
        groups.setdefault(key, []).append(i)
    return tuple(tuple(sorted(g)) for g in groups.values())


def _backward(opts: list[list[_Option]], width: int, classes: _Classes
              ) -> list[dict[tuple[int, ...], int]]:
    """For each blocker index ``i`` and state before it, the most requirements the blockers
    from ``i`` on can obey ending in a state with no attacker with menace blocked by one
    creature alone (missing: none can)."""
    last: dict[tuple[int, ...], int] = {}
    states = _reachable(opts, width, classes)
    for s in states[len(opts)]:
        if 1 not in s:
            last[s] = 0
    out = [last]
    for i in range(len(opts) - 1, -1, -1):
        nxt = out[0]
        cur: dict[tuple[int, ...], int] = {}
        for s in states[i]:
            best = _IMPOSSIBLE
            for o in opts[i]:
                v = nxt.get(_add(s, o.sig, classes))
                if v is not None and v + o.value > best:
                    best = v + o.value
            if best != _IMPOSSIBLE:
                cur[s] = best
        out.insert(0, cur)
    return out


def _reachable(opts: list[list[_Option]], width: int, classes: _Classes
               ) -> list[set[tuple[int, ...]]]:
    """The states reachable before each blocker index (and after the last)."""
    states = [{(0,) * width}]
    for os_ in opts:
        states.append({_add(s, o.sig, classes) for s in states[-1] for o in os_})
    return states


def _forward(opts: list[list[_Option]], width: int, classes: _Classes
             ) -> list[dict[tuple[int, ...], int]]:
    """For each blocker index ``i``, the most requirements the blockers before it can obey
    reaching each state."""
    out = [{(0,) * width: 0}]
    for os_ in opts:
        nxt: dict[tuple[int, ...], int] = {}
        for s, v in out[-1].items():
            for o in os_:
                t = _add(s, o.sig, classes)
                if nxt.get(t, _IMPOSSIBLE) < v + o.value:
                    nxt[t] = v + o.value
        out.append(nxt)
    return out


def _best(opts: list[list[_Option]], width: int, classes: _Classes) -> int:
    """The most requirements the blockers can obey with no attacker with menace blocked by
    one creature alone (``_IMPOSSIBLE``: no way at all)."""
    return _backward(opts, width, classes)[0].get((0,) * width, _IMPOSSIBLE)


def _on_best_path(o: _Option, before: dict[tuple[int, ...], int],
                  after: dict[tuple[int, ...], int], best: int, classes: _Classes) -> bool:
    """Whether the way ``o`` (or one differing only by attackers of one class, ``_classes``:
    the states stand for their rearrangements) is on a path through the states obeying
    ``best`` requirements."""
    for s, v in before.items():
        rest = after.get(_add(s, o.sig, classes))
        if rest is not None and v + o.value + rest == best:
            return True
    return False


def _orbit(o: _Option, group: dict[int, int], index: dict[int, int]
           ) -> tuple[tuple[int, ...], frozenset[int]]:
    """What a way of blocking is up to exchanging attackers with menace of one class: the
    classes of those it blocks, and the other attackers it blocks."""
    return (tuple(sorted(group[i] for i in o.sig)),
            frozenset(a for a in o.blocks if a not in index))


def plan(blockers: Iterable[Blocker], menace: Iterable[int], lures: Iterable[int]
         ) -> tuple[dict[int, frozenset[int]], bool]:
    """CR 509.1b-c: for each blocker, the attackers it may be declared blocking next (each
    in some legal complete declaration containing the blocks declared so far), and whether
    the declaration as it stands is legal (it may be finished). ``menace``: the attackers
    with menace; ``lures``: the attackers all creatures able to block must block (empty when
    no requirement applies, e.g. while blocking has a cost, CR 509.1c)."""
    bs = list(blockers)
    lure_set = frozenset(lures)
    menace_set = frozenset(menace)
    able: dict[int, int] = {}
    for b in bs:
        for a in {*b.allowed, *b.current}:
            if a in menace_set:
                able[a] = able.get(a, 0) + 1
    coupled = sorted(a for a, n in able.items() if n >= 2)
    index = {a: i for i, a in enumerate(coupled)}
    lonely = menace_set - frozenset(coupled)
    width = len(index)
    # As it stands: no attacker with menace blocked by one creature alone, and as many
    # requirements obeyed as any declaration obeys.
    count: dict[int, int] = {}
    standing = 0
    for b in bs:
        for a in b.current:
            count[a] = count.get(a, 0) + 1
        standing += b.must * bool(b.current) + len(frozenset(b.current) & lure_set)
    unconstrained = [_options(b, index, lonely, lure_set, False) for b in bs]
    constrained = [_options(b, index, lonely, lure_set, True) for b in bs]
    tied = [i for i, os_ in enumerate(unconstrained) if any(o.sig for o in os_)]
    alone = [i for i in range(len(bs)) if i not in tied]
    most = _best([unconstrained[i] for i in tied], width,
                 _classes(bs, index, lure_set, False)) + sum(
        max(o.value for o in unconstrained[i]) for i in alone)
    legal = standing == most and all(count.get(a, 0) != 1 for a in menace_set)
    steps: dict[int, frozenset[int]] = {b.oid: frozenset() for b in bs}
    # The ways each blocker can end up blocking in some legal declaration containing the
    # blocks so far: on its own, a best one; tied, one on a best path through the states.
    kept: dict[int, list[_Option]] = {}
    total = 0
    for i in alone:
        top = max(o.value for o in unconstrained[i])
        kept[i] = [o for o in constrained[i] if o.value == top]
        total += top
        if not kept[i]:
            return steps, legal
    sub = [constrained[i] for i in tied]
    classes = _classes(bs, index, lure_set, True)
    back = _backward(sub, width, classes)
    rest = back[0].get((0,) * width, _IMPOSSIBLE)
    if rest == _IMPOSSIBLE or total + rest != most:
        return steps, legal
    fwd = _forward(sub, width, classes)
    group = {i: n for n, cl in enumerate(classes) for i in cl}
    for k, i in enumerate(tied):
        # a way is kept when one of its rearrangements within the classes is on a best path
        good = {_orbit(o, group, index) for o in sub[k]
                if _on_best_path(o, fwd[k], back[k + 1], rest, classes)}
        kept[i] = [o for o in sub[k] if _orbit(o, group, index) in good]
    for i, b in enumerate(bs):
        cur = frozenset(b.current)
        steps[b.oid] = frozenset().union(*(o.blocks for o in kept[i])) - cur
    return steps, legal
