"""Kaboom! — {4}{R} Sorcery.

Oracle: "Choose any number of target players or planeswalkers. For each of them, reveal
cards from the top of your library until you reveal a nonland card, Kaboom! deals damage
equal to that card's mana value to that player or planeswalker, then you put the revealed
cards on the bottom of your library in any order."

As it resolves, you choose one of the targets that are still legal, complete the whole process
for it, then choose the next among those left, and so on (the Gatherer ruling of 2018-10-05:
"you choose one of the target players or planeswalkers before revealing any cards, then
complete the spell's process for that player or planeswalker, and then repeat"; ONS-FAQ-163's
turn order is obsolete). You may target yourself (ONS-FAQ-162). If your library has only lands,
no damage is dealt (ONS-FAQ-161).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push, push_all

_EACH = (
    RevealUntil(Filter(not_types=("Land",), label="nonland card")),
    DealDamage(ManaValueOf(Var("revealed_card")), Var("kaboom_target")),
    BottomInAnyOrder(Var("revealed")),
)


def _each(g: Any, fid: int) -> None:
    ts = g.frames[fid]["targets"]
    if ts and ts[0]:
        push(g, "kaboom_next", fid, tuple(ts[0]))


@handler("kaboom_next")
def _next(g: Any, fid: int, remaining: tuple[int, ...]) -> None:
    """Choose the next player or planeswalker, before revealing anything for it."""
    if len(remaining) == 1:
        push(g, "kaboom_process", fid, remaining[0], ())
        return
    push(g, "kaboom_chosen", fid, remaining)
    ask(g, g.frames[fid]["controller"], "choose_option", remaining, fid, "kaboom_choice",
        prompt="Kaboom!: choose the next player or planeswalker")


@handler("kaboom_chosen")
def _chosen(g: Any, fid: int, remaining: tuple[int, ...]) -> None:
    t = g.frames[fid].pop("kaboom_choice")
    push(g, "kaboom_process", fid, t, tuple(r for r in remaining if r != t))


@handler("kaboom_process")
def _process(g: Any, fid: int, t: int, rest: tuple[int, ...]) -> None:
    """The whole process for ``t``; then the next choice among ``rest``."""
    g.frames[fid]["kaboom_target"] = (t,)
    steps: list[tuple[Any, ...]] = [("effect", e, fid) for e in _EACH]
    if rest:
        steps.append(("kaboom_next", fid, rest))
    push_all(g, steps)


ABILITIES = [
    spell(Custom(_each, "for each target"),
          targets=[TargetSpec(filter=PLANESWALKER, players=ANY_PLAYER, count=16, min=0,
                              label="players or planeswalkers")]),
]
