"""The terminal's sentences for the log entries every client shows in the shared words of
``manastack.i18n.event_words``: a permanent sacrificed, destroyed (CR 701.8), regenerated
(CR 701.19), phased out or in (CR 702.26), counters put on or removed (CR 122.1), damage
prevented (CR 615) and to what it would have been dealt, tokens created (CR 111.1), a library
shuffled, scry and surveil (CR 701.22, 701.25), and the like.

A permanent named by an entry is named only to a player who may know it: otherwise it is "a
face-down creature" (CR 708.5); a card the player may not know elsewhere is "a hidden card"
(CR 400.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.i18n.event_words import EVENT_KEYS
from manastack.ui.messages import UI_MESSAGES, msg

if TYPE_CHECKING:
    from manastack.ui.describe import Describer

_NOT_PERMANENT = frozenset({"cycle", "enduring_angel_save"})
"""The kinds whose card isn't a permanent: a card cycled from a hand (CR 702.29), the card
whose ability kept a player in the game."""


def event_line(desc: Describer, ev: dict[str, Any]) -> str | None:
    """The sentence of log entry ``ev`` for ``desc``'s player, or None for a kind these words
    don't show."""
    kind = ev.get("kind")
    key = EVENT_KEYS.get(kind) if isinstance(kind, str) else None
    if key is None:
        return None
    lang = desc.lang
    player = ev.get("player")
    name = ev.get("card")
    if name:
        card = desc._logged_card(name)
    elif kind in _NOT_PERMANENT:
        card = msg("hidden_card", lang)
    else:
        # a permanent the player may not know: face down (CR 708.5)
        card = msg("face_down_creature", lang)
    who = desc.player_name(player) if isinstance(player, int) else "?"
    on_player = "card" not in ev and "object" not in ev and isinstance(player, int)
    if kind in ("counters_added", "counters_removed") and on_player:
        card = who  # a counter put on a player (a poison counter, CR 122.1f)
    words: dict[str, object] = {
        "player": who, "card": card, "amount": ev.get("amount", 0),
        "counter": _counter(desc, str(ev.get("counter", ""))),
        # the player or the permanent the damage would have been dealt to (CR 615.1)
        "target": who if on_player else card,
    }
    if ev.get("amount") == 1 and key + "_one" in UI_MESSAGES[lang]:
        key += "_one"  # a token, a counter: the singular
    # the viewer's own: the damage prevented is that to them, not to their permanent
    mine = player == desc.player and (on_player or kind != "prevented")
    if mine and key + "_you" in UI_MESSAGES[lang]:
        key += "_you"
    return msg(key, lang, **words)


def _counter(desc: Describer, kind: str) -> str:
    """A kind of counter (CR 122.1) by its word; in Japanese one the glossary doesn't know
    is the card's word with カウンター, as the web client says it."""
    word = desc.counter_name(kind)
    return f"{kind}カウンター" if desc.lang == "ja" and word == kind else word
