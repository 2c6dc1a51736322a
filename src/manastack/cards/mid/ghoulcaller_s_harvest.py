"""Ghoulcaller's Harvest — {B}{G} Sorcery.

"Create X 2/2 black Zombie creature tokens with decayed, where X is half the number of
creature cards in your graveyard, rounded up. / Flashback {3}{B}{G}"
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403

ZOMBIE = TokenSpec(subtypes=("Zombie",), colors="B", power=2, toughness=2,
                   keywords=("Decayed",))


def _half_creature_cards(g: Any, fid: int) -> None:
    from manastack.rules.characteristics import base_chars
    frame = g.frames[fid]
    n = sum(1 for c in g.players[frame["controller"]].graveyard
            if "Creature" in base_chars(g.objects[c]).types)
    frame["zombies"] = (n + 1) // 2


ABILITIES = [
    spell(Custom(_half_creature_cards, "half the creature cards, rounded up"),
          CreateToken(ZOMBIE, VarAmount("zombies"))),
]
