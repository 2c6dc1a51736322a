"""Lynde, Cheerful Tormentor — {1}{U}{B}{R} Legendary Creature — Human Warlock 2/4.

Oracle: "Deathtouch / Whenever a Curse is put into your graveyard from the battlefield, return
it to the battlefield attached to you at the beginning of the next end step. / At the beginning
of your upkeep, you may attach a Curse attached to you to one of your opponents. If you do,
draw two cards."

"It" is the card put into the graveyard (CR 400.7, 603.7); the Curse is attached to a player,
not cast, so nothing is targeted (CR 303.4f, 701.3; MIC-RN-054). A Curse whose player left the
game goes to its owner's graveyard (CR 704.5m, 800.4a; MIC-RN-055).
"""

from manastack.dsl.prelude import *  # noqa: F403

CURSE_YOU_OWN = Filter(subtypes=("Curse",), owner="you", label="Curse you own")
CURSE_ATTACHED_TO_YOU = Filter(subtypes=("Curse",), custom=AttachedTo(YOU),
                               label="Curse attached to you")

RETURN_ATTACHED_TO_YOU = triggered(
    at_beginning_of(Step.END, "each"), MoveTo(Self(), Zone.BATTLEFIELD, attached_to=You()),
    text="return it to the battlefield attached to you")

ABILITIES = [
    triggered(dies(CURSE_YOU_OWN), DelayedTrigger(RETURN_ATTACHED_TO_YOU, about=Triggerer())),
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              ChooseObjects(CURSE_ATTACHED_TO_YOU, "curse", min=0,
                            prompt="You may choose a Curse attached to you"),
              If(VarIs("curse"), (ChoosePlayer("opponent", prompt="Choose an opponent"),
                                  Attach(Var("opponent"), what=Var("curse")),
                                  If(Matches(Var("curse"), Filter(custom=AttachedTo(OPPONENT))),
                                     (Draw(2),))))),
]
