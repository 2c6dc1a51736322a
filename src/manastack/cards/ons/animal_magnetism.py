"""Animal Magnetism — {4}{G} Sorcery.

Oracle: "Reveal the top five cards of your library. An opponent chooses a creature card from
among them. Put that card onto the battlefield and the rest into your graveyard."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _top_five(g: Any, oid: int, you: int, source: Any) -> bool:
    return oid in g.players[you].library[:5]


def _the_rest(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    library = g.players[frame["controller"]].library
    frame["magnetism_rest"] = tuple(library[:5 - len(frame.get("magnetism_pick", ()))])


ABILITIES = [
    spell(ChooseObjects(card_in(Zone.LIBRARY, "Creature", custom=_top_five,
                                label="creature card among the top five"),
                        "magnetism_pick", chooser=EachOpponent(),
                        prompt="Choose the creature card to put onto the battlefield"),
          MoveTo(Var("magnetism_pick"), Zone.BATTLEFIELD),
          Custom(_the_rest, "the rest of the revealed cards"),
          MoveTo(Var("magnetism_rest"), Zone.GRAVEYARD)),
]
