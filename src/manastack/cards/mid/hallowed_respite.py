"""Hallowed Respite — {W}{U} Sorcery.

"Exile target nonlegendary creature, then return it to the battlefield under its owner's
control. If it entered under your control, put a +1/+1 counter on it. Otherwise, tap it. /
Flashback {1}{W}{U}"

The returned permanent is a new object (CR 400.7).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _new_objects(to: Zone, var: str, into: str) -> Any:
    def fn(g: Any, fid: int) -> None:
        frame = g.frames[fid]
        frame[into] = tuple(e.new_obj for e in frame.get(var, ())
                            if e.to_zone is to and e.new_obj in g.objects
                            and g.objects[e.new_obj].zone is to)
    return fn


def _entered_under_your_control(g: Any, frame: Any) -> bool:
    return any(g.objects[o].controller == frame["controller"]
               for o in frame.get("returned", ()) if o in g.objects)


def _nonlegendary(g: Any, oid: int, you: int, source: Any) -> bool:
    from manastack.rules.characteristics import chars
    return "Legendary" not in chars(g, oid).supertypes


NONLEGENDARY = CREATURE.but(custom=_nonlegendary, label="nonlegendary creature")

ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.EXILE),), "exiled", cause=None),
          Custom(_new_objects(Zone.EXILE, "exiled", "in_exile"), "the exiled card"),
          Tally((MoveTo(Var("in_exile"), Zone.BATTLEFIELD, under=OwnerOf(Var("in_exile"))),),
                "moved", cause=None),
          Custom(_new_objects(Zone.BATTLEFIELD, "moved", "returned"), "the returned permanent"),
          If(_entered_under_your_control, (PutCounters(Var("returned")),),
             (TapEffect(Var("returned")),)),
          targets=[target(NONLEGENDARY)]),
]
