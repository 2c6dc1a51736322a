"""Notes the terminal clients show about a permanent and a player beyond their card: the
restrictions and requirements on a permanent with their sources and durations (CR 508.1c-d,
509.1b-c, 611.2), what was chosen for an object as it entered or was put on the stack (CR
614.12, 601.2b-d), and the cards of hidden zones a player knows (``rules.known_cards``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.database import database
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


def choice_notes(desc: Describer, o: dict[str, Any]) -> list[str]:
    """What an object's view says was chosen for it, in the describer's language: the
    choices made as a permanent entered (a creature type, a colour, a card name, a noted
    life total, CR 614.12), and for a spell or ability on the stack what was announced as
    it was put there (X, modes, the division of an amount, how it was cast, an
    additional cost, being a copy, CR 601.2b-d, 707.10), or which kind of ability it is;
    for a card in exile, what it was exiled with and who may look at or play it (CR 607.2a,
    406.3)."""
    lang = desc.lang
    notes: list[str] = []
    kind = o.get("ability_kind")
    if kind in ("activated", "triggered"):
        notes.append(msg(f"ability_{kind}", lang))
    if o.get("copy"):
        notes.append(msg("spell_copy", lang))
    method = o.get("method")
    if method and method != "normal":  # how it was cast (CR 601.2a-b, 118.9)
        try:
            how = msg(f"how_{method}", lang)
        except KeyError:
            how = method.replace("_", " ")
        notes.append(msg("spell_method", lang, value=how))
    if o.get("x") is not None:
        notes.append(f"X={o['x']}")
    texts = (o.get("mode_texts_ja") if lang == "ja" else None) or o.get("mode_texts") or []
    for text in texts:
        notes.append(msg("spell_mode", lang, value=text))
    if o.get("division"):
        notes.append(msg("spell_division", lang,
                         value="/".join(str(n) for n in o["division"])))
    if o.get("additional_cost"):
        notes.append(msg("spell_additional_cost", lang,
                         value=desc.cost_label(str(o["additional_cost"]))))
    if isinstance(o.get("exiled_with"), int):
        notes.append(msg("exiled_with", lang, card=desc.name(o["exiled_with"])))
    if o.get("may_look"):
        notes.append(msg("may_look_exiled", lang,
                         players=", ".join(desc.player_name(p) for p in o["may_look"])))
    if isinstance(o.get("may_play"), int):
        notes.append(msg("may_play_exiled", lang, player=desc.player_name(o["may_play"])))
    for key, value in sorted((o.get("chosen") or {}).items()):
        if key == "x":
            if o.get("x") is None:
                notes.append(f"X={value}")
        elif key == "creature_type":
            notes.append(msg("chosen_creature_type", lang, value=desc.type_word(value)))
        elif key == "color":
            ja = {"white": "白", "blue": "青", "black": "黒", "red": "赤", "green": "緑"}
            notes.append(msg("chosen_color", lang,
                             value=ja.get(value, value) if lang == "ja" else value))
        elif key == "card_name":
            notes.append(msg("chosen_card_name", lang, value=desc._logged_card(value)))
        elif key == "noted_life":
            notes.append(msg("chosen_noted_life", lang, value=value))
        else:
            shown = ", ".join(map(str, value)) if isinstance(value, list) else value
            if lang == "ja" and isinstance(value, str):
                shown = _anchor_word(o, value) or shown
            notes.append(msg("chosen_other", lang, value=shown))
    return notes

def _anchor_word(o: dict[str, Any], value: str) -> str | None:
    """The Japanese of anchor word ``value`` chosen for the object viewed as ``o``, from
    its card's texts (CR 614.12c; ``manastack.i18n.modes``)."""
    from manastack.i18n.modes import anchor_words, any_anchor_word_ja
    key = o.get("key")
    if not isinstance(key, str):
        return None
    card = database().by_key(key)
    face = card.faces[o.get("face") or 0] if card.is_double_faced else card.front
    # a copy's card doesn't have the words of what it copies (CR 707.2)
    return anchor_words(face.oracle_text, face.text_ja).get(value) or any_anchor_word_ja(value)
