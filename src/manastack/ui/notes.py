"""Notes the terminal clients show about a permanent and a player beyond their card: the
restrictions and requirements on a permanent with their sources and durations (CR 508.1c-d,
509.1b-c, 611.2), and the cards of hidden zones a player knows (``rules.known_cards``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.i18n.rule_details import rule_detail
from manastack.ui.messages import msg

if TYPE_CHECKING:
    from manastack.ui.describe import Describer


def rule_notes(desc: Describer, o: dict[str, Any]) -> list[str]:
    """The restrictions and requirements a permanent's view lists (``views.
    permanent_rules``: can't attack, can't block, attacks each combat if able, can't be
    blocked..., CR 508.1c-d, 509.1b-c, 502.3), each with its source and how long it lasts
    (CR 611.2), in ``desc``'s language."""
    lang = desc.lang
    notes: list[str] = []
    for r in o.get("rules") or ():
        detail = rule_detail(r.get("detail") or "", lang)
        words = [msg("rule_" + r["rule"], lang, detail=detail)]
        source = desc.name(r["source"]) if isinstance(r.get("source"), int) else \
            desc._logged_card(r["source_name"]) if r.get("source_name") else None
        words.append(msg("rule_from", lang, source=source) if source
                     else msg("rule_from_unknown", lang))
        duration = r.get("duration")
        if duration in ("eot", "next_untap"):
            words.append(msg("duration_" + duration, lang))
        elif duration == "next_turn":
            words.append(msg("duration_next_turn", lang,
                             player=desc.player_name(r["controller"])))
        elif duration in ("source", "source_tapped") and source:
            words.append(msg("duration_" + duration, lang, source=source))
        notes.append(("、" if lang == "ja" else ", ").join(words))
    return notes

def known_notes(desc: Describer, p: dict[str, Any]) -> list[str]:
    """The cards of another player's hand and of a library ``desc``'s player knows
    (``hand_known``, ``library_known`` with each card's place: ``rules.known_cards``)."""
    lang = desc.lang
    notes: list[str] = []
    if p.get("hand_known"):
        notes.append(msg("known_in_hand", lang, cards=", ".join(
            desc.view_name(c) for c in p["hand_known"])))
    if p.get("library_known"):
        notes.append(msg("known_in_library", lang, cards=", ".join(
            msg("library_place", lang, card=desc.view_name(c), n=c["position"] + 1)
            for c in p["library_known"])))
    return notes
