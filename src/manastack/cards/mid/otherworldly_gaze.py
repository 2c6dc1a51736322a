"""Otherworldly Gaze — {U} Instant.

"Look at the top three cards of your library. Put any number of them into your graveyard and
the rest back on top of your library in any order. / Flashback {1}{U}"

This is not surveil (CR 701.25): abilities that trigger on surveilling don't see it.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch


def _in_top_three(g: Any, oid: int, you: int, source: Any) -> bool:
    return oid in g.players[you].library[:3]


def _to_graveyard(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    top = g.players[you].library[:3]
    chosen = [c for c in frame.get("gaze_away", ()) if c in top]
    frame["gaze_kept"] = len(top) - len(chosen)
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                           to_zone=Zone.GRAVEYARD, player=you) for c in chosen])


ABILITIES = [
    spell(ChooseObjects(Filter(zone=Zone.LIBRARY, owner="you", custom=_in_top_three,
                               label="card among the top three of your library"),
                        "gaze_away", min=0, max=3,
                        prompt="Put any number of these into your graveyard"),
          Custom(_to_graveyard, "put them into your graveyard"),
          ReorderTop(VarAmount("gaze_kept"))),
]
