"""Risky Move — {3}{R}{R}{R} Enchantment.

Oracle: "At the beginning of each player's upkeep, that player gains control of Risky Move.
/ When you gain control of Risky Move from another player, choose a creature you control
and an opponent. Flip a coin. If you lose the flip, that opponent gains control of that
creature."

Nothing is targeted (ONS-FAQ-098). The second ability triggers only on a change of control
from another player, not as Risky Move enters (ONS-FAQ-099). A creature given away stays
with the opponent: the effect has no duration (ONS-FAQ-100).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "each_player"), GainControl(Self(), who=TriggerPlayer())),
    triggered(Trigger("control_changed", subject="self", player="you"),
              ChooseObjects(CREATURE_YOU_CONTROL, "risky_creature",
                            prompt="Choose a creature you control"),
              ChoosePlayer("risky_opponent"),
              FlipCoin(),
              If(Not(VarIs("won_flip")),
                 (GainControl(Var("risky_creature"), who=Var("risky_opponent")),))),
]
