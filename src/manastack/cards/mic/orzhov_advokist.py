"""Orzhov Advokist — {2}{W} Creature — Human Advisor 1/4.

Oracle: "At the beginning of your upkeep, each player may put two +1/+1 counters on a creature
they control. If a player does, creatures that player controls can't attack you or
planeswalkers you control until your next turn."

Its controller chooses first, then each other player in turn order (APNAP), nothing targeted;
the counters are put on all at once (MIC-OR-0130, 0131). The restriction is the player's, for
all their creatures, and lasts whatever happens to Orzhov Advokist or the counters (MIC-OR-0132,
0133).
"""

from manastack.dsl.prelude import *  # noqa: F403

ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP, "you"),
              ForEachPlayer((ChooseObjects(CREATURE_YOU_CONTROL, "gift", min=0,
                                           prompt="You may choose a creature you control to "
                                                  "put two +1/+1 counters on"),
                             Collect("gift", into="gifts")), EachPlayer()),
              PutCounters(Var("gifts"), amount=2),
              CantAttackYouUntilYourNextTurn(ControllerOf(Var("gifts")))),
]
