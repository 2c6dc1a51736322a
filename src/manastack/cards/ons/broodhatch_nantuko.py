"""Broodhatch Nantuko — {1}{G} Creature — Insect Druid 1/1.

Oracle: "Whenever Broodhatch Nantuko is dealt damage, you may create that many 1/1 green Insect
creature tokens. / Morph {2}{G}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event, submit

INSECT = TokenSpec(subtypes=("Insect",), colors="G", power=1, toughness=1)


def _create_insects(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    n = damage_dealt_at_once(g, frame["event"])
    if n > 0:
        submit(g, Event("create_token", player=frame["controller"], amount=n,
                        data={"token": INSECT.name, "key": INSECT.key,
                              "source": frame.get("source")}))


ABILITIES = [
    triggered(is_dealt_damage(),
              May((Custom(_create_insects, "create that many Insects"),),
                  prompt="Create that many 1/1 green Insect tokens?")),
]
