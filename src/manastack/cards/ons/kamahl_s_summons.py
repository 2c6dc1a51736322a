"""Kamahl's Summons — {3}{G} Sorcery.

Oracle: "Each player may reveal any number of creature cards from their hand. Then each player
creates a 2/2 green Bear creature token for each card they revealed this way."

The players choose in APNAP order (CR 101.4), each seeing the earlier choices; the cards stay
in their hands. Then every player's Bears are created at the same time.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch

BEAR = TokenSpec(subtypes=("Bear",), colors="G", power=2, toughness=2)

CREATURE_CARDS_IN_HAND = card_in(Zone.HAND, "Creature", label="creature card in your hand")


def _start(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    frame["summons_parent"] = fid
    frame["summons_revealed"] = ()


def _reveal(g: Any, fid: int) -> None:
    """This player reveals the chosen cards; the count is kept for the Bears."""
    frame = g.frames[fid]
    p = frame["controller"]
    cards = tuple(c for c in frame.get("summons_cards", ()) if c in g.players[p].hand)
    for c in cards:
        g.log.append(Event("reveal", obj=c, player=p, data={"to": "all"}))
    parent = g.frames[frame["summons_parent"]]
    parent["summons_revealed"] = tuple(parent["summons_revealed"]) + ((p, len(cards)),)


def _create_bears(g: Any, fid: int) -> None:
    submit_batch(g, [Event("create_token", player=p, amount=n,
                           data={"token": BEAR.name, "key": BEAR.key,
                                 "source": g.frames[fid].get("source")})
                     for p, n in g.frames[fid]["summons_revealed"]
                     if n > 0 and g.players[p].in_game])


ABILITIES = [
    spell(Custom(_start, "each player may reveal creature cards"),
          ForEachPlayer((ChooseObjects(CREATURE_CARDS_IN_HAND, "summons_cards", min=0, max=1000,
                                       prompt="Reveal any number of creature cards"),
                         Custom(_reveal, "reveal them")),
                        EachPlayer()),
          Custom(_create_bears, "create Bears")),
]
