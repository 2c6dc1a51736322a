"""Return to Nature — {1}{G} Instant.

"Choose one — / • Destroy target artifact. / • Destroy target enchantment. / • Exile target
card from a graveyard."
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    spell(modes=(
        Mode((Destroy(Target(0)),), (target(ARTIFACT),), "destroy an artifact"),
        Mode((Destroy(Target(0)),), (target(ENCHANTMENT),), "destroy an enchantment"),
        Mode((MoveTo(Target(0), Zone.EXILE),),
             (target(card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard")),),
             "exile a card from a graveyard"),
    )),
    continued(),
    continued(),
    continued(),
]
