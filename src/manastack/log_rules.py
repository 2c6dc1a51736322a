"""The rule behind a log entry that the game itself made happen, for the views to cite.

A player reads "Glory Seeker is put into its owner's graveyard" and may ask why: a log entry
that no spell or ability caused names the Comprehensive Rules rule that did — the
state-based action (CR 704.5a–704.5m, 704.6a–c), the commander's move to the command zone
(903.9a), day becoming night at the untap step (730.2), a concession (104.3a), a player's loss
to an effect making another player win (104.2b) or a Two-Headed Giant teammate's loss
(810.8a). The engine records the rule where the event alone can't tell it (``data["rule"]``:
which state-based action made a player lose, lethal damage or deathtouch); the others follow
from the event's cause.
"""

from __future__ import annotations

from typing import Any

_BY_CAUSE = {
    "sba_toughness": "704.5f",  # toughness 0 or less
    "sba_loyalty": "704.5i",  # a planeswalker with 0 loyalty
    "legend_rule": "704.5j",
    "sba_aura": "704.5m",  # an Aura attached illegally or to nothing
    "sba_commander": "903.9a",  # a commander moved from a graveyard or exile
}
_BY_REASON = {"concede": "104.3a", "opponent_won": "104.2b"}


def rule_of(ev: Any) -> str | None:
    """The number of the rule that made log entry ``ev`` happen, when the game did (not a
    spell, an ability or a player's choice); else None."""
    data = ev.data
    if not data:
        return None
    kept = data.get("rule")
    if kept is not None:
        return str(kept)
    if ev.kind == "lose":
        return _BY_REASON.get(data.get("reason"))
    if ev.kind == "day_night":
        return "730.2" if data.get("cause") == "untap_step" else None
    return _BY_CAUSE.get(data.get("cause"))
