"""Chain of Silence — {1}{W} Instant.

Oracle: "Prevent all damage target creature would deal this turn. That creature's controller
may sacrifice a land. If the player does, they may copy this spell and may choose a new
target for that copy."

The prevention is a shield on damage from that creature (CR 615.1a) until end of turn.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.effects import on_battlefield
from manastack.rules.events import Event
from manastack.rules.replacement import Shield, add_shield, new_shield_id


def _applies(g: Any, sh: Any, ev: Event) -> bool:
    return ev.source == sh.data[0] and ev.amount > 0


def _prevent(g: Any, sh: Any, ev: Event) -> None:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount,
                       source=ev.source))
    return None


def _silence(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    ts = frame["targets"][0] if frame["targets"] else ()
    for t in on_battlefield(g, list(ts)):
        add_shield(g, Shield(new_shield_id(g), "damage", _applies, _prevent,
                             frame["controller"], frame.get("source"), (t,), uses=None,
                             until="eot", prevention=True))


ABILITIES = [
    spell(Custom(_silence, "prevent all damage it would deal"),
          IfYouDo(Sacrifice(filter=LAND), (May((CopySpell(Self()),),
                                               prompt="Copy Chain of Silence?"),),
                  who=ControllerOf(Target(0)), prompt="Sacrifice a land?"),
          targets=[TARGET_CREATURE]),
]
