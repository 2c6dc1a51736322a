"""Wake to Slaughter — {3}{B}{R} Sorcery.

"Choose up to two target creature cards in your graveyard. An opponent chooses one of them.
Return that card to your hand. Return the other to the battlefield under your control. It gains
haste. Exile it at the beginning of the next end step. / Flashback {4}{B}{R}"

With only one legal target (or one chosen), the opponent must choose it and it goes to the
hand (MID-RN-111).
"""

from manastack.dsl.prelude import *  # noqa: F403

_EXILE_AT_END = triggered(at_beginning_of(Step.END, "each"), MoveTo(Self(), Zone.EXILE),
                          text="Exile it at the beginning of the next end step.")

ABILITIES = [
    spell(Extension("wake_to_slaughter_opponent_chooses"),
          Extension("wake_to_slaughter_return_them"),
          Extension("wake_to_slaughter_the_returned_creature"),
          grant(Var("returned"), "Haste", duration="forever"),
          DelayedTrigger(_EXILE_AT_END, about=Var("returned")),
          targets=[target(card_in(Zone.GRAVEYARD, "Creature",
                                  label="creature card in your graveyard"),
                          count=2, min=0,
                          label="up to two target creature cards in your graveyard")]),
]

