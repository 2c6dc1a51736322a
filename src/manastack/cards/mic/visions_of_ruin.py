"""Visions of Ruin — {3}{R} Sorcery.

Oracle: "Each opponent sacrifices an artifact. For each artifact sacrificed this way, you create
a Treasure token. / Flashback {8}{R}{R}. This spell costs {X} less to cast this way, where X is
the greatest mana value of a commander you own on the battlefield or in the command zone."

The opponents choose in turn order, then the artifacts are sacrificed at once (CR 101.4); an
opponent without an artifact sacrifices nothing, and gives no Treasure.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(Tally((Sacrifice(EachOpponent(), ARTIFACT),), "sacrificed", cause="sacrifice"),
          CreateToken("Treasure", VarAmount("sacrificed_count"))),
    lines(Keyword("Flashback", cost=Cost(mana=ManaCost.parse("{8}{R}{R}")),
                  text="Flashback {8}{R}{R}"),
          rule("spell_cost_reduction", "self", GreatestCommanderManaValue(),
               condition=CastWith("flashback"))),
]
