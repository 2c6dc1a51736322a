"""Wrenn and Seven — {3}{G}{G} Legendary Planeswalker — Wrenn, loyalty 5.

"[+1]: Reveal the top four cards of your library. Put all land cards revealed this way into
your hand and the rest into your graveyard. / [0]: Put any number of land cards from your hand
onto the battlefield tapped. / [−3]: Create a green Treefolk creature token with reach and
"This creature's power and toughness are each equal to the number of lands you control." /
[−8]: Return all permanent cards from your graveyard to your hand. You get an emblem with "You
have no maximum hand size.""

Putting lands onto the battlefield is not playing them (CR 305.1): no land play is used.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.characteristics import base_chars
from manastack.rules.events import Event
from manastack.rules.pipeline import submit_batch


def _reveal_four(g: Any, fid: int) -> None:
    """Reveal the top four; the lands go to the hand and the rest to the graveyard at once."""
    you = g.frames[fid]["controller"]
    shown = list(g.players[you].library[:4])
    for c in shown:
        g.log.append(Event("reveal", obj=c, player=you, data={"to": "all"}))
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                           to_zone=Zone.HAND if "Land" in base_chars(g.objects[c]).types
                           else Zone.GRAVEYARD, player=you) for c in shown])


LAND_CARDS_IN_HAND = Filter(types=("Land",), zone=Zone.HAND, owner="you",
                            label="land card in your hand")
PERMANENT_CARDS = card_in(Zone.GRAVEYARD, "Artifact", "Creature", "Enchantment", "Land",
                          "Planeswalker", "Battle", label="permanent card in your graveyard")

ABILITIES = [
    activated(Cost(loyalty=1), Custom(_reveal_four, "reveal the top four cards")),
    activated(Cost(loyalty=0),
              ChooseObjects(LAND_CARDS_IN_HAND, "lands", min=0, max=999,
                            prompt="Put a land card onto the battlefield tapped"),
              MoveTo(Var("lands"), Zone.BATTLEFIELD, tapped=True)),
    activated(Cost(loyalty=-3), CreateToken("Treefolk")),
    activated(Cost(loyalty=-8), MoveTo(All(PERMANENT_CARDS), Zone.HAND),
              get_emblem("Wrenn and Seven Emblem")),
]
