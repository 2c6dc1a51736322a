"""Blatant Thievery — {4}{U}{U}{U} Sorcery.

Oracle: "For each opponent, gain control of target permanent that player controls."

One target for each opponent, a permanent that player controls (ONS-FAQ-200). A target whose
controller changed before resolution is no longer "a permanent that player controls": you
don't gain control of it (ONS-FAQ-201). The text defines the number of targets (CR 601.2c):
one for each opponent who controls a permanent that can be targeted, which must be chosen;
an opponent who controls none gets no target, and the spell can still be cast.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(*(GainControl(Target(i)) for i in range(7)),
          targets=[target(Filter(custom=ControlledByOpponent(i),
                                 label=f"permanent opponent {i + 1} controls"), if_able=True)
                   for i in range(7)]),
]
