"""Astral Slide — {2}{W} Enchantment.

Oracle: "Whenever a player cycles a card, you may exile target creature. If you do, return
that card to the battlefield under its owner's control at the beginning of the next end step."

The exiled card is a new object (CR 400.7); the delayed ability (CR 603.7) returns that card.
A token exiled this way ceases to exist (CR 704.5d) and doesn't return; a face-down creature
is turned face up as it is exiled and returns face up (CR 708.9, ONS FAQ). Cycled during an
end step, the card returns at the next turn's end step.
"""

from manastack.dsl.prelude import *  # noqa: F403

THAT_CARD = Var("remembered")
RETURN = triggered(at_beginning_of(Step.END, "each"),
                   MoveTo(THAT_CARD, Zone.BATTLEFIELD, under=OwnerOf(THAT_CARD)))
EXILED = PutInto("exiled", Zone.EXILE)

ABILITIES = [
    triggered(cycled(player="any"), Tally((MoveTo(Target(0), Zone.EXILE),), "exiled", cause=None),
              If(at_least(NumberOf(EXILED), 1), (DelayedTrigger(RETURN, remember=EXILED),)),
              targets=[TARGET_CREATURE], optional=True),
]
