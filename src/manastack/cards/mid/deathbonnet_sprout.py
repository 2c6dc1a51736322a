"""Deathbonnet Sprout // Deathbonnet Hulk — {G} Creature — Fungus 1/1 //
Creature — Fungus Horror 3/3 (green).

Oracle: Front: "At the beginning of your upkeep, mill a card. Then if there are three or more
creature cards in your graveyard, transform Deathbonnet Sprout."
Back: "At the beginning of your upkeep, you may exile a card from a graveyard. If a creature
card was exiled this way, put a +1/+1 counter on Deathbonnet Hulk."

"Then if" is checked as the ability resolves, after the mill (not an intervening "if", CR
603.4). "You may exile a card" is choosing none or one card in any graveyard; only a card that
actually went to exile counts as exiled this way.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import base_chars

CARD_IN_A_GRAVEYARD = card_in(Zone.GRAVEYARD, controller=None, label="card in a graveyard")


def _three_creature_cards(g: Any, frame: Any) -> bool:
    """Three or more creature cards in the controller's graveyard (CR 109.2: cards, so their
    printed characteristics)."""
    return sum(1 for oid in g.players[frame["controller"]].graveyard
               if base_chars(g.objects[oid]).is_creature) >= 3


def _creature_card_exiled(g: Any, frame: Any) -> bool:
    return any(ev.to_zone is Zone.EXILE and ev.lki is not None and ev.lki.is_creature
               for ev in frame.get("exiled", ()))


FACES = [
    [triggered(at_beginning_of(Step.UPKEEP), Mill(1),
               If(_three_creature_cards, (Transform(),)))],
    [triggered(at_beginning_of(Step.UPKEEP),
               ChooseObjects(CARD_IN_A_GRAVEYARD, "chosen", min=0, max=1,
                             prompt="You may exile a card from a graveyard"),
               Tally((MoveTo(Var("chosen"), Zone.EXILE),), "exiled", cause=None),
               If(_creature_card_exiled, (PutCounters(Self()),)))],
]
