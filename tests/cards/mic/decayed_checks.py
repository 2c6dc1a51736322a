"""Shared checks for the official decayed rulings (CR 702.147) printed with Midnight Hunt
Commander cards that create Zombie tokens with decayed. A card's test module runs them with
``pytest.mark.parametrize`` over its own ruling ids, giving a ``DecayedSource``: the scenario
(player 0's precombat main phase of turn 3) and the actions that make player 0 a decayed
Zombie token in that main phase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.decisions.actions import DeclareAttacker, DeclareBlocker
from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver


@dataclass(frozen=True)
class DecayedSource:
    scenario: Callable[[], Scenario]
    create: Callable[[Driver], None]


def _made(src: DecayedSource, extra: tuple[str, ...] = ()) -> tuple[Driver, int]:
    s = src.scenario()
    s.battlefield(0, *extra)
    s.battlefield(1, "Glory Seeker")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    d = Driver(s.build())
    before = set(d.ids("Zombie Token", "battlefield", player=0))
    src.create(d)
    new = [t for t in d.ids("Zombie Token", "battlefield", player=0) if t not in before]
    assert len(new) == 1
    assert d.chars(new[0]).has("Decayed")
    return d, new[0]


def advance(d: Driver, step: str, turn: int) -> None:
    """Pass until ``step`` of ``turn``, declining any "you may" on the way."""
    for _ in range(20):
        try:
            d.pass_until(step, turn=turn)
            return
        except ScriptError:
            if d.decision.kind != "may":
                raise
            d.choose(False)
    raise ScriptError(f"did not reach {step}")


def _to_my_next_combat(d: Driver) -> None:
    advance(d, "precombat_main", 5)
    d.to_combat()


def _sacrificed(d: Driver, token: int) -> bool:
    return any(e.kind == "zone_change" and e.obj == token and e.data.get("cause") == "sacrifice"
               for e in d.game.log)


def cant_block_and_sacrificed_after_attacking(src: DecayedSource) -> None:
    """Official ruling: “Decayed represents a static ability and a triggered ability.
    “Decayed” means “This creature can't block” and “When this creature attacks, sacrifice it
    at end of combat.””:
    the token can't block the opponent's Glory Seeker; in its controller's next turn it
    attacks, deals its damage, and is sacrificed at end of combat."""
    d, token = _made(src)
    advance(d, "precombat_main", 4)
    d.to_combat()
    seeker = d.find("Glory Seeker")
    life = d.life(0)
    d.attack([seeker])
    while d.state.turn == 4 and d.state.step.name != "POSTCOMBAT_MAIN":
        if d.decision.kind == "declare_blockers":  # asked only if something could block
            assert DeclareBlocker(token, seeker) not in d.game.legal_actions()
            d.block({})
        else:
            d.pass_priority()
    assert d.life(0) == life - 2 and token in d.state.battlefield
    _to_my_next_combat(d)
    life = d.life(1)
    d.attack([token])
    d.pass_until("postcombat_main")
    assert d.life(1) == life - 2
    assert token not in d.state.battlefield and _sacrificed(d, token)


def no_attack_requirement(src: DecayedSource) -> None:
    """"Decayed does not create any attacking requirements. You may choose not to attack with
    a creature that has decayed.": no attackers declared, the token stays."""
    d, token = _made(src)
    _to_my_next_combat(d)
    assert DeclareAttacker(token, 1) in d.game.legal_actions()
    d.attack([])
    d.pass_until("postcombat_main")
    assert token in d.state.battlefield


def no_haste(src: DecayedSource) -> None:
    """"Decayed does not grant haste. Creatures with decayed that enter the battlefield during
    your turn may not attack until your next turn.": no attack the turn it was made; the next
    turn it may."""
    d, token = _made(src)
    d.to_combat()
    assert DeclareAttacker(token, 1) not in d.game.legal_actions()
    d.attack([])
    _to_my_next_combat(d)
    assert DeclareAttacker(token, 1) in d.game.legal_actions()


def sacrificed_even_without_decayed(src: DecayedSource) -> None:
    """"Once a creature with decayed attacks, it will be sacrificed at end of combat, even if
    it no longer has decayed at that time.": Sludge Monster attacks with it and puts a slime
    counter on it (it loses all abilities, decayed included); it is still sacrificed."""
    d, token = _made(src, extra=("Sludge Monster",))
    _to_my_next_combat(d)
    d.attack([token, d.find("Sludge Monster")])
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "target":
            d.choose(token)
        elif d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(d.decision.actions[0].value)
    assert d.state.objects[token].counters.get("slime") == 1
    assert not d.chars(token).has("Decayed")
    d.pass_until("postcombat_main")
    assert token not in d.state.battlefield and _sacrificed(d, token)
