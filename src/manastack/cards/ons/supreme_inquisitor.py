"""Supreme Inquisitor — {3}{U}{U} Creature — Human Wizard 1/3.

Oracle: "Tap five untapped Wizards you control: Search target player's library for up to five
cards and exile them. Then that player shuffles."

No {T} in the cost, so the Wizards tapped (this one included) needn't have been under your
control since your turn began (CR 302.6, ONS FAQ). You search the target's library and choose
the cards (CR 701.23); the cards are exiled face up, so nothing is revealed first.
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    activated(Cost(tap_untapped=Filter(subtypes=("Wizard",), controller="you",
                                       label="untapped Wizard you control"), tap_count=5),
              Search(Filter(), to=Zone.EXILE, amount=5, who=Target(0),
                     searcher=You(), reveal=False),
              targets=[TARGET_PLAYER]),
]
