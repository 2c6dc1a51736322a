"""Mana abilities activated before the other parts of a cost are paid (CR 601.2g-h, 602.2b,
605.3a-b, 118.3): every payment the rules allow is offered, and only those, when a cost asks
both for mana and for permanents to sacrifice.

The costs: Airdrop Condor's "{1}{R}, Sacrifice a Goblin creature", Vivisection's "{3}{U}" and
"sacrifice a creature", Eater of Hope's "{2}{B}, Sacrifice two other creatures". The mana
abilities: basic lands, Wirewood Elf ("{T}: Add {G}"), Eldrazi Spawn ("Sacrifice this
creature: Add {C}") and Skirk Prospector ("Sacrifice a Goblin: Add {R}"), Goblin Sledder a
Goblin with none. Mana abilities are activated first (601.2g), the permanents to sacrifice
chosen once the mana is paid (601.2h): a permanent may tap for mana and then be sacrificed, a
Prospector may sacrifice another Goblin and then be the one sacrificed.

Each board's payment is followed through every answer the engine offers, and at each step
the answers are compared with those an exhaustive search of the rules finds completable: a
land, the Elf or a Spawn used, or a Prospector sacrificing a Goblin (which Goblin asked
next), so long as the mana can still be paid with enough permanents left for the sacrifice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pytest

from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    PayAutomatically,
)
from manastack.dsl.mana_cost import ManaCost
from manastack.game import Game
from manastack.rules.mana_matching import can_pay
from manastack.scenario import Scenario
from manastack.testing import Driver

LANDS = {"Mountain": "R", "Forest": "G", "Island": "U", "Swamp": "B"}
GOBLINS = {"Skirk Prospector", "Goblin Sledder"}
CREATURES = GOBLINS | {"Wirewood Elf", "Eldrazi Spawn Token"}


@dataclass(frozen=True)
class Cost:
    name: str
    mana: str
    sacrifices: int
    may_sacrifice: Callable[[str], bool]


CONDOR = Cost("Airdrop Condor", "{1}{R}", 1, lambda n: n in GOBLINS)
VIVISECTION = Cost("Vivisection", "{3}{U}", 1, lambda n: n in CREATURES)
EATER = Cost("Eater of Hope", "{2}{B}", 2, lambda n: n in CREATURES)


def _start(cost: Cost, mine: tuple[str, ...], spawns: int,
           auto_pay: bool = False) -> tuple[Driver, Action]:
    """The board, with priority, and the action casting or activating what ``cost`` is of."""
    s = Scenario(seed=1, auto_pay=auto_pay)
    if spawns:
        s.token(0, "Eldrazi Spawn", spawns)
    s.battlefield(0, *mine)
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Forest", "Forest")
    if cost is VIVISECTION:
        s.hand(0, "Vivisection")
    else:
        s.battlefield(0, cost.name)
    d = Driver(s.build())
    if cost is VIVISECTION:
        return d, CastSpell(d.find("Vivisection"), "normal")
    return d, ActivateAbility(d.find(cost.name), 1 if cost is CONDOR else 2)


def _pay(cost: Cost, d: Driver) -> None:
    """Cast or activate it, up to its payment."""
    if cost is VIVISECTION:
        d.cast(0, "Vivisection", pay=False)
    else:
        target = 1 if cost is CONDOR else d.find("Glory Seeker")
        d.activate(0, cost.name, index=1 if cost is CONDOR else 2, targets=[target],
                   pay=False)


def _completable(cost: Cost, names: dict[int, str]) -> Callable[..., bool]:
    """Whether the payment can be completed from a position (the permanents there, those
    tapped, the pool, what is left to pay), by the rules: each mana ability used as it may be,
    in any order, and enough permanents left for the sacrifice."""

    @cache
    def go(there: frozenset[int], tapped: frozenset[int], pool: tuple[str, ...],
           left: ManaCost) -> bool:
        if can_pay(dict(Counter(pool)), left, []) and \
                sum(1 for x in there if cost.may_sacrifice(names[x])) >= cost.sacrifices:
            return True
        return any(go(*after, left) for _, after in _moves(there, tapped, pool, names))

    return go


Position = tuple[frozenset[int], frozenset[int], tuple[str, ...]]


def _moves(there: frozenset[int], tapped: frozenset[int], pool: tuple[str, ...],
          names: dict[int, str]) -> list[tuple[tuple[int, str, int | None], Position]]:
    """Each use of a mana ability from a position (the permanents there, those tapped, the
    pool): (its source, its mana, the Goblin a Prospector sacrifices), and the position
    after it."""
    out: list[tuple[tuple[int, str, int | None], Position]] = []
    for x in sorted(there):
        name = names[x]
        if (name in LANDS or name == "Wirewood Elf") and x not in tapped:
            mana = LANDS.get(name, "G")
            out.append(((x, mana, None), (there, tapped | {x}, tuple(sorted((*pool, mana))))))
        elif name == "Eldrazi Spawn Token":
            out.append(((x, "C", None), (there - {x}, tapped, tuple(sorted((*pool, "C"))))))
        if name == "Skirk Prospector":
            for goblin in sorted(there):
                if names[goblin] in GOBLINS:
                    out.append(((x, "R", goblin), (there - {goblin}, tapped,
                                                   tuple(sorted((*pool, "R"))))))
    return out


def _walk(cost: Cost, g: Game, names: dict[int, str], checked: set[object]) -> int:
    """Follow every answer of the payment from ``g``, comparing the answers at each step with
    the rules' (see the module docstring); the number of positions compared."""
    state = g.state
    there = frozenset(x for x in state.battlefield if x in names)
    tapped = frozenset(x for x in there if state.objects[x].tapped)
    pool = tuple(sorted(m for m, n in state.players[0].mana_pool.items() for _ in range(n)))
    dec = g.decision
    assert dec is not None
    if dec.kind != "pay_mana":
        assert dec.kind in ("cost_sacrifice", "priority")
        assert sum(1 for x in there if cost.may_sacrifice(names[x])) >= cost.sacrifices
        return 0
    left = ManaCost.parse(dec.info()["remaining"])
    key = (there, tapped, pool, left)
    if key in checked:
        return 0
    checked.add(key)
    go = _completable(cost, names)
    legal = [(step, after) for step, after in _moves(there, tapped, pool, names)
             if go(*after, left)]
    offered = [a for a in g.legal_actions() if isinstance(a, ActivateManaAbility)]
    assert {(a.source, a.mana) for a in offered} == {(x, m) for (x, m, _), _ in legal}
    compared = 1
    for act in offered:
        nxt = g.clone()
        nxt.apply(0, act)
        if names[act.source] == "Skirk Prospector":
            sac = nxt.decision
            assert sac is not None and sac.kind == "sacrifice"
            assert {a.value for a in sac.actions} == {  # type: ignore[attr-defined]
                goblin for (x, _, goblin), _ in legal if x == act.source}
            for answer in sac.actions:
                after = nxt.clone()
                after.apply(0, answer)
                compared += _walk(cost, after, names, checked)
        else:
            compared += _walk(cost, nxt, names, checked)
    return compared


BOARDS = [
    (CONDOR, ("Skirk Prospector", "Goblin Sledder", "Forest"), 0),
    (CONDOR, ("Skirk Prospector", "Goblin Sledder", "Mountain"), 0),
    (CONDOR, ("Skirk Prospector", "Skirk Prospector", "Forest"), 0),
    (CONDOR, ("Skirk Prospector", "Goblin Sledder", "Goblin Sledder"), 0),
    (VIVISECTION, ("Skirk Prospector", "Goblin Sledder", "Island", "Island", "Island"), 0),
    (VIVISECTION, ("Skirk Prospector", "Wirewood Elf", "Island", "Island"), 1),
    (VIVISECTION, ("Wirewood Elf", "Island", "Mountain"), 1),
    (EATER, ("Skirk Prospector", "Goblin Sledder", "Wirewood Elf", "Swamp"), 0),
    (EATER, ("Skirk Prospector", "Wirewood Elf", "Swamp", "Swamp"), 1),
    (EATER, ("Goblin Sledder", "Wirewood Elf", "Swamp"), 2),
]
"""Boards whose cost can be paid: the Prospector kept for the sacrifice or sacrificed, the Elf
tapped for mana and then sacrificed, Spawns sacrificed for mana or for the cost."""

UNPAYABLE = [
    (CONDOR, ("Skirk Prospector", "Wirewood Elf", "Island"), 1),
    (CONDOR, ("Skirk Prospector",), 1),
    (VIVISECTION, ("Skirk Prospector", "Skirk Prospector", "Island", "Forest"), 0),
    (EATER, ("Skirk Prospector", "Skirk Prospector", "Goblin Sledder", "Swamp"), 0),
]
"""Boards whose cost can't be paid: the only {R} or the mana short but by sacrificing the
permanents the sacrifice needs."""


def _names(d: Driver) -> dict[int, str]:
    return {x: d.chars(x).name for x in d.state.battlefield
            if d.chars(x).controller == 0 and d.chars(x).name in {*LANDS, *CREATURES}}


@pytest.mark.parametrize(("cost", "mine", "spawns"), UNPAYABLE,
                         ids=[f"{c.name}-{'-'.join(m)}-{n}" for c, m, n in UNPAYABLE])
def test_a_cost_the_rules_allow_no_payment_of_is_not_offered(
        cost: Cost, mine: tuple[str, ...], spawns: int) -> None:
    """CR 601.2h, 602.2b, 118.3: the spell or ability is not offered when no payment of its
    cost leaves enough permanents for its sacrifice."""
    d, action = _start(cost, mine, spawns)
    assert not _completable(cost, _names(d))(frozenset(_names(d)), frozenset(), (),
                                             ManaCost.parse(cost.mana))
    assert action not in d.game.legal_actions()


@pytest.mark.parametrize(("cost", "mine", "spawns"), BOARDS,
                         ids=[f"{c.name}-{'-'.join(m)}-{n}" for c, m, n in BOARDS])
def test_every_payment_the_rules_allow_is_offered_and_only_those(
        cost: Cost, mine: tuple[str, ...], spawns: int) -> None:
    """CR 601.2g-h, 602.2b, 605.3a-b, 118.3: the spell or ability is offered, and at every
    step of the payment the mana abilities offered (and, for Skirk Prospector, the Goblins
    offered to sacrifice) are exactly those after which the cost can still be paid to the
    end."""
    d, action = _start(cost, mine, spawns)
    names = _names(d)
    assert _completable(cost, names)(frozenset(names), frozenset(), (),
                                     ManaCost.parse(cost.mana))
    assert action in d.game.legal_actions()
    _pay(cost, d)
    assert _walk(cost, d.game, names, set()) > 0


@pytest.mark.parametrize(("cost", "mine", "spawns"), BOARDS,
                         ids=[f"{c.name}-{'-'.join(m)}-{n}" for c, m, n in BOARDS])
def test_paying_automatically_pays_whenever_the_rules_allow(
        cost: Cost, mine: tuple[str, ...], spawns: int) -> None:
    """CR 601.2g-h, 605.3a-b: in a game offering automatic payment, the spell or ability
    offered is paid by ``PayAutomatically`` (which Goblin a Prospector sacrifices, and which
    permanents pay the cost's other part, still asked: the first answer taken), and it is
    then on the stack."""
    d, action = _start(cost, mine, spawns, auto_pay=True)
    assert action in d.game.legal_actions()
    _pay(cost, d)
    d.act(0, PayAutomatically())
    while d.decision.kind in ("sacrifice", "cost_sacrifice"):
        d.act(0, d.decision.actions[0])
    d.expect("priority")
    assert len(d.state.stack) == 1


def test_paying_automatically_weighs_the_answers_of_every_creature_kept() -> None:
    """CR 601.2g-h, 605.3a-b: Vivisection ({3}{U}, sacrifice a creature) paid automatically
    with three Islands, an Eldrazi Spawn and Skirk Prospector, Shock in hand: either creature
    may be the one kept for the sacrifice, and the last mana is the Spawn's {C} (the
    Prospector kept) or the Prospector's {R} (the Spawn kept). The plan weighs both: the
    Prospector's {R} counting against Shock, it takes the Spawn's {C}, and the Prospector is
    then the creature sacrificed."""
    s = Scenario(seed=1, auto_pay=True)
    s.token(0, "Eldrazi Spawn")
    s.battlefield(0, "Skirk Prospector", "Island", "Island", "Island")
    s.hand(0, "Vivisection", "Shock")
    s.library(0, "Forest", "Forest", "Forest")
    d = Driver(s.build())
    prospector = d.find("Skirk Prospector")
    d.cast(0, "Vivisection", pay=False)
    d.act(0, PayAutomatically())
    assert [a.value for a in d.expect("cost_sacrifice").actions] == [prospector]  # type: ignore[attr-defined]
    assert not d.ids("Eldrazi Spawn Token", "battlefield")
    d.choose(prospector)
    d.expect("priority")
    assert d.zone_of("Vivisection") == "stack"
