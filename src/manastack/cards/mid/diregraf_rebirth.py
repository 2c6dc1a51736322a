"""Diregraf Rebirth — {3}{B}{G} Sorcery.

"This spell costs {1} less to cast for each creature that died this turn. / Return target
creature card from your graveyard to the battlefield. / Flashback {5}{B}{G}"
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    rule("spell_cost_reduction", "self", creatures_died_this_turn),
    spell(MoveTo(Target(0), Zone.BATTLEFIELD),
          targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                  label="creature card in your graveyard"))]),
]
