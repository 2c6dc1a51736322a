"""Return to Dust — {2}{W}{W} Instant.

Oracle: "Exile target artifact or enchantment. If you cast this spell during your main phase,
you may exile up to one other target artifact or enchantment."

The second target may always be chosen; it is exiled only when the spell was cast (a copy
wasn't, CR 707.10) during a main phase of its caster's turn. A spell stays on the stack until
it resolves and a step or phase ends only with an empty stack (CR 500.2), so the turn and
step are still those it was cast in as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

_AOE = ARTIFACT_OR_ENCHANTMENT


ABILITIES = [
    spell(MoveTo(Target(0), Zone.EXILE),
          If(AllOf((THIS_SPELL_WAS_CAST, YOUR_TURN, MAIN_PHASE, TargetChosen(1))),
             (May((MoveTo(Target(1), Zone.EXILE),),
                  prompt="Exile the other target artifact or enchantment?"),)),
          targets=[target(_AOE, label="target artifact or enchantment"),
                   TargetSpec(filter=_AOE, count=1, min=0, different_from=(0,),
                              label="up to one other target artifact or enchantment")]),
]
