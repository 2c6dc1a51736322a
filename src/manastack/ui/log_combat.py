"""Who attacks whom and who blocks whom, as the log says it (CR 508.1b, 509.1a, 802.3-4):
"Glory Seeker attacks Player 2", "... attacks you", "... attacks Teferi (Player 3's)",
"Nosy Goblin blocks Glory Seeker", "Ironfist Crusher blocks Glory Seeker and Daru Healer", in
English and Japanese."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.ui.log_whose import whose
from manastack.ui.messages import msg

if TYPE_CHECKING:
    from manastack.ui.describe import Describer


def attacks_line(desc: Describer, ev: dict[str, Any], card: str) -> str:
    """``card`` attacks, and whom: a player, or a planeswalker, named with whose it is, its
    controller being the defending player (CR 508.1b, 508.5, 802.3)."""
    lang = desc.lang
    attacked = ev.get("attacking")
    if isinstance(attacked, int):
        if attacked == desc.player:
            return msg("log_attacks_on_you", lang, card=card)
        return msg("log_attacks_whom", lang, card=card, defender=desc.player_name(attacked))
    name, ctl = ev.get("attacking_card"), ev.get("attacking_controller")
    if not isinstance(name, str):
        return msg("log_attacks", lang, card=card)
    label = desc._logged_card(name)
    if isinstance(ctl, int):  # whose planeswalker, that is which player is defending
        label = msg("log_whose_you", lang, card=label) if ctl == desc.player else \
            msg("log_whose", lang, card=label, player=desc.player_name(ctl))
    return msg("log_attacks_whom", lang, card=card, defender=label)


def blocks_line(desc: Describer, ev: dict[str, Any], card: str) -> str:
    """``card`` blocks, and the creature it blocks when it blocks one (CR 509.1a): a face-down
    one the player may not look at as a face-down creature (CR 708.5)."""
    lang = desc.lang
    if "blocking_each" in ev:  # a creature blocking several: each of them (CR 509.1a)
        labels = [_blocked(desc, e.get("card"), e.get("object"), e.get("controller"))
                  for e in ev["blocking_each"]]
        return msg("log_blocks_whom", lang, card=card, attacker=listed(labels, lang))
    if "blocking_card" not in ev:
        return msg("log_blocks", lang, card=card)
    label = _blocked(desc, ev.get("blocking_card"), ev.get("blocking_object"),
                     ev.get("blocking_controller"))
    return msg("log_blocks_whom", lang, card=card, attacker=label)


def _blocked(desc: Describer, name: Any, oid: Any, controller: Any) -> str:
    """An attacking creature blocked, by its name with whose it is when another has that name
    (``log_whose``), or a face-down creature to who may not look at it (CR 708.5)."""
    if isinstance(name, str):
        return whose(desc, desc._logged_card(name), name, oid, controller)
    return msg("face_down_creature", desc.lang)


def listed(labels: list[str], lang: str) -> str:
    """``labels`` as one list: "A and B", "A, B and C"; in Japanese 「AとB」, 「A、BとC」."""
    if len(labels) < 2:
        return "".join(labels)
    return msg("list_and", lang, first=msg("list_sep", lang).join(labels[:-1]),
               last=labels[-1])
