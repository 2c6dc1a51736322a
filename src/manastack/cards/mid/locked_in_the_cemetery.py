"""Locked in the Cemetery — {1}{U} Enchantment — Aura.

"Enchant creature / When Locked in the Cemetery enters the battlefield, if there are five or
more cards in your graveyard, tap enchanted creature. / Enchanted creature doesn't untap
during its controller's untap step."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), TapEffect(Attached()), condition=at_least(CountOf(card_in(Zone.GRAVEYARD)), 5)),
    rule("doesnt_untap", "attached"),
]
