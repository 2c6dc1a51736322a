"""Visions of Duplicity — {2}{U} Sorcery.

Oracle: "Exchange control of two target creatures you don't control. / Flashback {8}{U}{U}.
This spell costs {X} less to cast this way, where X is the greatest mana value of a commander
you own on the battlefield or in the command zone."

Two creatures controlled by the same opponent don't change control (CR 701.12b); nor do they
if either target is illegal as it resolves.
"""

from manastack.dsl.prelude import *  # noqa: F403

CREATURE_YOU_DONT_CONTROL = CREATURE.but(controller="not_you",
                                         label="creature you don't control")

ABILITIES = [
    spell(ExchangeControl(Target(0), Target(1)),
          targets=[target(CREATURE_YOU_DONT_CONTROL, label="target creature you don't control"),
                   TargetSpec(filter=CREATURE_YOU_DONT_CONTROL, different_from=(0,),
                              label="another target creature you don't control")]),
    lines(Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{8}{U}{U}")),
                  text="Flashback {8}{U}{U}"),
          rule("spell_cost_reduction", "self", GreatestCommanderManaValue(),
               condition=CastWith("flashback"))),
]
