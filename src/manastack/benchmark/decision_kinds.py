"""The kinds of decision the permanents figure is broken down by (``manastack bench``).

The cost per decision at 30+ permanents over that at 0–3 mixes two things: how much more a
decision of one kind costs when the battlefield is full (what the engine's scans of the
battlefield add) and which kinds of decision are asked. Early in a game, almost every decision
is a priority pass that changes nothing (CR 117.3d); late, spells are cast and paid for, the
stack resolves (CR 608) and creatures fight (CR 506–511), and each of those does more than a
pass on any battlefield. The report therefore shows the figure again for the same kinds of
decision, and what the mix alone makes of it.

A decision's kind is what was decided and what followed it:

* a priority pass (CR 117.3d): ``pass only`` when passing was the only legal action,
  ``pass`` when there were others; then ``→ next player`` (priority went on), ``→ resolves``
  (all passed with an object on the stack, which resolved, CR 117.4, 608.1) or
  ``→ next step`` (all passed with the stack empty, CR 500.2);
* another priority action: the action's class (``CastSpell``, ``PlayLand``, …);
* any other decision: the decision's kind (``pay_mana``, ``target``, ``declare_attackers``…).
"""

from __future__ import annotations

from collections.abc import Mapping

from manastack.decisions.actions import Action, PassPriority

KindCosts = dict[str, tuple[int, float]]
"""Per kind of decision: (decisions, CPU seconds)."""


def decision_kind(decision_kind: str, options: int, action: Action, stack_before: int,
                  step_before: object, stack_after: int, step_after: object) -> str:
    """The kind of a decision (see the module docstring) from what was asked
    (``decision_kind``, the number of legal ``options``), the ``action`` taken, and the stack's
    size and the step before and after it."""
    if decision_kind != "priority":
        return decision_kind
    if not isinstance(action, PassPriority):
        return type(action).__name__
    head = "pass only" if options == 1 else "pass"
    if stack_after < stack_before:
        return head + " → resolves"
    if step_after is not step_before:
        return head + " → next step"
    return head + " → next player"


def add(costs: KindCosts, kind: str, cpu: float) -> None:
    """Count one decision of ``kind`` that took ``cpu`` seconds."""
    n, t = costs.get(kind, (0, 0.0))
    costs[kind] = (n + 1, t + cpu)


def _us(b: tuple[int, float]) -> float:
    return b[1] / b[0]


def same_kinds_ratio(few: Mapping[str, tuple[int, float]],
                     many: Mapping[str, tuple[int, float]]) -> float | None:
    """The cost per decision at 30+ permanents over that at 0–3 for the same mix of
    decisions: the kinds found in both buckets, each weighted by its count at 0–3, each costed
    at its own mean in each bucket (None when no kind is in both)."""
    common = [k for k in few if k in many and few[k][0] and many[k][0]]
    weight = sum(few[k][0] for k in common)
    if not weight:
        return None
    at_few = sum(few[k][0] * _us(few[k]) for k in common)
    at_many = sum(few[k][0] * _us(many[k]) for k in common)
    return at_many / at_few if at_few else None


def mix_alone_ratio(few: Mapping[str, tuple[int, float]],
                    many: Mapping[str, tuple[int, float]]) -> float | None:
    """What the ratio would be if no kind of decision cost more at 30+ permanents than at
    0–3: the 30+ decisions, each kind found at 0–3 costed at its 0–3 mean (the others at
    their own 30+ mean), over the 0–3 cost per decision. The part of the ratio that comes from
    which decisions are asked, not from the battlefield's size."""
    n_few = sum(b[0] for b in few.values())
    n_many = sum(b[0] for b in many.values())
    cpu_few = sum(b[1] for b in few.values())
    if not n_few or not n_many or not cpu_few:
        return None
    held = sum(b[0] * _us(few[k]) if k in few and few[k][0] else b[1]
               for k, b in many.items() if b[0])
    return (held / n_many) / (cpu_few / n_few)
