"""Wall of Mourning — {1}{W} Creature — Wall 0/4.

Oracle: "Defender / When Wall of Mourning enters the battlefield, exile a card from the top of
your library face down for each opponent you have. / Coven — At the beginning of your end step,
if you control three or more creatures with different powers, put a card exiled with Wall of
Mourning into its owner's hand."

Nobody may look at the exiled cards (CR 406.3), so the card put into its owner's hand is chosen
at random (MIC-RN-001).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(enters(), ExileLinked(TopOfLibrary(NumberOf(EachOpponent())), face_down=True)),
    triggered(at_beginning_of(Step.END, "you"),
              ChooseAtRandom(card_in(Zone.EXILE, controller=None, label="card"), "returned",
                             among=ExiledWithSelf()),
              MoveTo(Var("returned"), Zone.HAND),
              condition=coven),
]
