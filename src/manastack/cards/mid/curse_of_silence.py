"""Curse of Silence — {W} Enchantment — Aura Curse.

"Enchant player / As Curse of Silence enters the battlefield, choose a card name. / Spells
with the chosen name enchanted player casts cost {2} more to cast. / Whenever enchanted player
casts a spell with the chosen name, you may sacrifice Curse of Silence. If you do, draw a
card."
"""

from typing import Any

from manastack.cards.database import database
from manastack.dsl.prelude import *  # noqa: F403

CARD_NAMES = tuple(sorted(set(database().names())))


def _chosen_name(g: Any, curse: int) -> Any:
    o = g.objects.get(curse)
    if o is None:
        return None
    return o.chosen.get("card_name", o.chosen.get("chosen_card_name"))


def _spell_of_enchanted_player(g: Any, oid: int, you: int, source: Any) -> bool:
    curse = g.objects.get(source)
    if curse is None or curse.attached_to is None:
        return False
    o = g.objects[oid]
    caster = o.controller if o.zone is Zone.STACK else o.owner
    return bool(caster == curse.attached_to)


def _enchanted_player_casts_named(g: Any, src: int, ev: Any) -> bool:
    curse = g.objects.get(src)
    name = _chosen_name(g, src)
    return curse is not None and ev.player == curse.attached_to and name is not None and \
        ev.lki is not None and ev.lki.name == name


def _curse_still_here(g: Any, frame: Any) -> bool:
    return bool(frame["source"] in g.battlefield)


ABILITIES = [
    as_enters(ChooseOption(CARD_NAMES, "chosen_card_name", prompt="Choose a card name")),
    # The name is judged on the spell as cast: a card cast face down has no name and costs no
    # more (CR 601.3e, 708.4).
    rule("cost_increase", "self", Filter(chosen_name=True, custom=_spell_of_enchanted_player,
                                         label="spell with the chosen name enchanted player "
                                               "casts"), 2),
    triggered(Trigger("cast", test=_enchanted_player_casts_named,
                      label="enchanted player casts a spell with the chosen name"),
              May((If(_curse_still_here, (Sacrifice(what=Self()), Draw(1))),),
                  prompt="Sacrifice Curse of Silence to draw a card?")),
]
