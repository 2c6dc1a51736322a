"""Blatant Thievery — {4}{U}{U}{U} Sorcery.

Oracle: "For each opponent, gain control of target permanent that player controls."

One target for each opponent, a permanent that player controls (ONS-FAQ-200). A target whose
controller changed before resolution is no longer "a permanent that player controls": you
don't gain control of it (ONS-FAQ-201). Each target is optional here, so a caster may also
leave an opponent without a target.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(*(GainControl(Target(i)) for i in range(7)),
          targets=[target(Filter(custom=ControlledByOpponent(i),
                                 label=f"permanent opponent {i + 1} controls"), min=0)
                   for i in range(7)]),
]
