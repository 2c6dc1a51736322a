"""Risky Move — {3}{R}{R}{R} Enchantment.

Oracle: "At the beginning of each player's upkeep, that player gains control of Risky Move.
/ When you gain control of Risky Move from another player, choose a creature you control
and an opponent. Flip a coin. If you lose the flip, that opponent gains control of that
creature."

Nothing is targeted (ONS-FAQ-098). The second ability triggers only on a change of control
from another player, not as Risky Move enters (ONS-FAQ-099). A creature given away stays
with the opponent: the effect has no duration (ONS-FAQ-100).
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.choices import ask
from manastack.rules.instructions import handler, push


def _choose_opponent(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    you = frame["controller"]
    opps = tuple(p for p in g.player_ids() if p != you and g.players[p].in_game)
    if len(opps) == 1:
        frame["risky_opponent"] = opps
        return
    if opps:
        push(g, "risky_move_opponent", fid)
        ask(g, you, "choose_player", opps, fid, "_risky", prompt="Choose an opponent")


@handler("risky_move_opponent")
def _opponent_chosen(g: Any, fid: int) -> None:
    g.frames[fid]["risky_opponent"] = (g.frames[fid].pop("_risky"),)


def _lost(g: Any, frame: Any) -> bool:
    return not frame.get("won_flip")


ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "each"), GainControl(Self(), who=TriggerPlayer())),
    triggered(Trigger("control_changed", subject="self", player="you"),
              ChooseObjects(CREATURE_YOU_CONTROL, "risky_creature",
                            prompt="Choose a creature you control"),
              Custom(_choose_opponent, "choose an opponent"),
              FlipCoin(),
              If(_lost, (GainControl(Var("risky_creature"), who=Var("risky_opponent")),))),
]
