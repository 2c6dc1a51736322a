"""Visions of Glory — {4}{W} Sorcery.

Oracle: "Create a 1/1 white Human creature token for each creature you control. / Flashback
{8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a
commander you own on the battlefield or in the command zone."
"""

from manastack.dsl.prelude import *  # noqa: F403

HUMAN = TokenSpec(subtypes=("Human",), colors="W", power=1, toughness=1)

ABILITIES = [
    spell(CreateToken(HUMAN, CountOf(CREATURE_YOU_CONTROL))),
    lines(Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{8}{W}{W}")),
                  text="Flashback {8}{W}{W}"),
          rule("spell_cost_reduction", "self", GreatestCommanderManaValue(),
               condition=CastWith("flashback"))),
]
