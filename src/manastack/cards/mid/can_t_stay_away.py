"""Can't Stay Away — {W}{B} Sorcery.

"Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _would_die(g: Any, source: int, ev: Any) -> bool:
    return bool(ev.obj == source and ev.from_zone is Zone.BATTLEFIELD
                and ev.to_zone is Zone.GRAVEYARD)


def _exile_instead(g: Any, source: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


EXILE_INSTEAD = ReplacementAbility("zone_change", _would_die, _exile_instead,
                                   text="If this creature would die, exile it instead.")


def _returned(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["returned"] = tuple(e.new_obj for e in frame.get("moved", ())
                              if e.to_zone is Zone.BATTLEFIELD and e.new_obj in g.objects)


ABILITIES = [
    spell(Tally((MoveTo(Target(0), Zone.BATTLEFIELD),), "moved", cause=None),
          Custom(_returned, "the returned creature"),
          ApplyContinuous(Var("returned"), Modify(abilities=(EXILE_INSTEAD,)),
                          duration="forever"),
          targets=[target(card_in(Zone.GRAVEYARD, "Creature", mv_le=3,
                                  label="creature card with mana value 3 or less"))]),
]
