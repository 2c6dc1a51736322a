"""Words of Wind — {2}{U} Enchantment.

Oracle: "{1}: The next time you would draw a card this turn, each player returns a permanent
they control to its owner's hand instead."

Each player in turn order chooses a permanent they control; the chosen permanents return at
the same time.
"""

from manastack.dsl.prelude import *  # noqa: F403

_MINE = PERMANENT.but(controller="you", label="permanent you control")


ABILITIES = [
    activated("{1}", ReplaceNextDraw((
        ForEachPlayer((ChooseObjects(_MINE, "wind_pick",
                                     prompt="Choose a permanent to return to its owner's hand"),
                       Collect("wind_pick", into="wind_all")),
                      EachPlayer()),
        MoveTo(Var("wind_all"), Zone.HAND),
    ))),
]
