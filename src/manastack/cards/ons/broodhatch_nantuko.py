"""Broodhatch Nantuko — {1}{G} Creature — Insect Druid 1/1.

Oracle: "Whenever Broodhatch Nantuko is dealt damage, you may create that many 1/1 green Insect
creature tokens. / Morph {2}{G}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)


def _first_damage_to_it(g: Any, source: int, ev: Any) -> bool:
    """Damage dealt to it by several sources at once (combat damage) is one event for this
    ability: it triggers once, for the first of them."""
    from manastack.rules.pipeline import emitting
    if ev.obj != source or ev.amount <= 0:
        return False
    first = next((e for e in emitting() if e.kind == "damage" and e.obj == source), None)
    return first is ev


def _damage_dealt(g: Any, ev: Any) -> int:
    """"That many": the damage of the triggering event, plus the damage dealt to it at the same
    time (the combat damage events emitted with it)."""
    total = ev.amount
    if not ev.data.get("combat"):
        return total
    at = next((i for i, e in enumerate(g.log) if e is ev), None)
    if at is None:
        return total
    for e in g.log[at + 1:]:
        if e.kind == "life_loss":
            continue
        if e.kind != "damage" or not e.data.get("combat"):
            break
        if e.obj == ev.obj:
            total += e.amount
    return total


def _create_insects(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    n = _damage_dealt(g, frame["event"])
    if n > 0:
        submit(g, Event("create_token", player=frame["controller"], amount=n,
                        data={"token": INSECT.name, "key": INSECT.key,
                              "source": frame.get("source")}))


ABILITIES = [
    triggered(Trigger("damage", test=_first_damage_to_it, label="is dealt damage"),
              May((Custom(_create_insects, "create that many Insects"),),
                  prompt="Create that many 1/1 green Insect tokens?")),
]
