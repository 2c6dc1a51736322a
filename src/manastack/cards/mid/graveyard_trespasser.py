"""Graveyard Trespasser // Graveyard Glutton — {2}{B} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4.

Oracle: Front: "Ward—Discard a card. / Whenever Graveyard Trespasser enters the battlefield or
attacks, exile up to one target card from a graveyard. If a creature card was exiled this way,
each opponent loses 1 life and you gain 1 life. / Daybound"
Back: "Ward—Discard a card. / Whenever Graveyard Glutton enters the battlefield or attacks,
exile up to two target cards from graveyards. For each creature card exiled this way, each
opponent loses 1 life and you gain 1 life. / Nightbound"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import chars
from manastack.rules.events import Event, submit_all
from manastack.state.zones import Zone

CARD_IN_A_GRAVEYARD = card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard")


def _exile_targets(g: Any, fid: int) -> None:
    """Exile the targeted cards still in graveyards; remember how many were creature cards."""
    frame = g.frames[fid]
    cards = [t for slot in frame.get("targets", ()) for t in slot
             if t in g.objects and g.objects[t].zone is Zone.GRAVEYARD]
    frame["creatures_exiled"] = sum(1 for t in cards if chars(g, t).is_creature)
    submit_all(g, [Event("zone_change", obj=t, from_zone=Zone.GRAVEYARD, to_zone=Zone.EXILE)
                   for t in cards])


def _drain() -> tuple[Any, ...]:
    n = VarAmount("creatures_exiled")
    return (Custom(_exile_targets, "graveyard_trespasser_exile"),
            LoseLife(n, EachOpponent()), GainLife(n))


def _enters_or_attacks(up_to: int) -> Lines:
    spec = target(CARD_IN_A_GRAVEYARD, count=up_to, min=0)
    return lines(triggered(enters(), *_drain(), targets=[spec]),
                 triggered(attacks(), *_drain(), targets=[spec]))


FACES = [
    [_enters_or_attacks(1)],
    [_enters_or_attacks(2)],
]
