"""Card details on request, for any object the player may see: the Oracle text (and with
``lang="ja"`` the Japanese text: printed, or the current official wording where the data has
only that, ``FaceData.text_ja_current``), below it the object's text as text-changing effects
changed it (CR 612) or as it copied it (CR 707.2) where that differs, the object's current
characteristics after the layer pass (CR 613) beside the printed ones they differ from, its
counters and what it is attached to, the restrictions and requirements on it with their
sources and durations (can't attack, can't block, attacks each combat if able, ...; CR
508.1c-d, 509.1b-c, 611.2), and the card's official rulings (the vendored
``data/card_rulings.json``, and in Japanese the release-notes rulings of
``data/seed_rulings.json``).

A face-down permanent the player may not look at shows only what every player knows: a 2/2
creature with no name or text (CR 708.2a); a card in an opponent's hand is not shown at all.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from rich.text import Text

from manastack.cards.database import database
from manastack.i18n.rulings import japanese_rulings_for, rulings_for
from manastack.ui.describe import Describer, card_name, has_japanese_name
from manastack.ui.messages import msg
from manastack.ui.notes import rule_notes
from manastack.views import object_view

COLOR_WORDS = {"en": {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"},
               "ja": {"W": "白", "U": "青", "B": "黒", "R": "赤", "G": "緑"}}
"""The five colors (CR 105.1), in the official Japanese words."""


FACE_DOWN = SimpleNamespace(power=2, toughness=2, loyalty=None, supertypes=(),
                            types=("Creature",), subtypes=(), colors=())
"""The characteristics of a face-down permanent (CR 708.2a): those its details compare the
current ones with."""


def _pt(p: Any, t: Any) -> str:
    return f"{p}/{t}"


def details(desc: Describer, oid: int) -> Text:
    """The details of object ``oid`` as ``desc``'s player may know it."""
    lang = desc.lang
    game = desc.game
    if oid not in game.state.objects:
        return Text(msg("no_cards", lang))
    v = object_view(game, desc.player, oid)
    out = Text()
    if v.get("hidden"):
        out.append(msg("hidden_card", lang))
        return out
    out.append(desc.view_name(v, stats=True) + "\n", style="bold")
    if v.get("face_down") and not v.get("card"):
        # what every player knows of it: its face-down characteristics now (a 2/2 with no
        # name, text or color, CR 708.2a, as effects changed them), its counters, what is
        # attached to it and the rules on it, and nothing of its card
        out.append_text(_characteristics(desc, v, FACE_DOWN))
        _state(desc, v, oid, out)
        return out
    if v.get("key") is None and not v.get("card"):
        out.append(desc.ability_words(v) + "\n")
        return out
    card = database().get(v["card"]) if v.get("card") else database().by_key(v["key"])
    face = card.faces[v.get("face") or 0] if card.is_double_faced else card.front
    if lang == "ja":
        out.append(f"{face.name}\n", style="dim")
        if not has_japanese_name(face) and msg("english_name", lang, name=face.name) in \
                desc.view_name(v):
            out.append(msg("no_japanese_name", lang) + "\n", style="yellow")
    cost = face.mana_cost or ""
    out.append(f"{cost}  {face.type_line}\n" if cost else f"{face.type_line}\n")
    out.append(f"\n{msg('oracle_text', lang)}\n", style="bold underline")
    out.append((face.oracle_text or msg("none", lang)) + "\n")
    if lang == "en" and v.get("text") and v.get("text") != face.oracle_text:
        # the text as text-changing effects changed it (CR 612) or as copied (CR 707.2)
        out.append(v["text"] + "\n", style="italic")
    if lang == "ja":
        label = "current_text_ja" if face.text_ja_current else "printed_text_ja"
        out.append(f"\n{msg(label, lang)}\n", style="bold underline")
        out.append((face.text_ja or msg("none", lang)) + "\n")
        if v.get("text_ja") and v.get("text_ja") != face.text_ja and \
                v.get("text_ja") != face.oracle_text:
            out.append(v["text_ja"] + "\n", style="italic")
    if card.is_double_faced:
        for other in card.faces:
            if other is not face:
                out.append(f"\n// {card_name(other, lang)}  {other.type_line}\n", style="bold")
                text = other.text_ja if lang == "ja" and other.text_ja else other.oracle_text
                out.append((text or "") + "\n", style="dim")
    if v.get("face_down"):
        out.append_text(_characteristics(desc, v, FACE_DOWN))  # as it is now (CR 708.2a)
    elif v.get("key") is not None:
        out.append_text(_characteristics(desc, v, face))
    _state(desc, v, oid, out)
    out.append(f"\n{msg('rulings', lang)}\n", style="bold underline")
    found = rulings_for(face.name)
    if lang == "ja":
        for r in japanese_rulings_for(face.name):
            out.append(f"• [{r['id']}] {r['text_ja']}\n")
    for r in found:
        out.append(f"• [{r['id']}, {r['date']}] {r['text']}\n")
    if not found and not (lang == "ja" and japanese_rulings_for(face.name)):
        out.append(msg("no_rulings", lang) + "\n", style="dim")
    return out


def _state(desc: Describer, v: dict[str, Any], oid: int, out: Text) -> None:
    """Its counters, the choices made for it, the rules on it and its attachments."""
    lang = desc.lang
    game = desc.game
    counters = v.get("counters") or {}
    if counters:
        out.append(f"\n{msg('counters', lang)}: ", style="bold")
        out.append(", ".join(f"{desc.counter_name(k)}×{n}" for k, n in sorted(counters.items())) + "\n")
    for note in desc.choice_notes(v):  # choices made as it entered or was cast
        out.append(note + "\n")
    rules = rule_notes(desc, v)  # can't attack, can't block, ... with source and duration
    if rules:
        out.append(f"\n{msg('restrictions', lang)}\n", style="bold underline")
        for note in rules:
            out.append(f"• {note}\n")
    if isinstance(v.get("attached_to"), int):
        out.append(msg("attached_to", lang, card=desc.name(v["attached_to"])) + "\n")
    # Auras and Equipment attached to it, often what changed its characteristics
    attached = [o for o in game.state.battlefield
                if game.state.objects[o].attached_to == oid]
    if attached:
        out.append(f"{msg('attachments', lang)}: ", style="bold")
        out.append(", ".join(desc.name(o) for o in attached) + "\n")


def _characteristics(desc: Describer, v: dict[str, Any], face: Any) -> Text:
    """The object's characteristics now, each marked with its printed value where an effect
    or counters changed it (CR 613)."""
    lang = desc.lang
    out = Text()
    out.append(f"\n{msg('characteristics', lang)}\n", style="bold underline")

    def row(label: str, now: str, printed: str) -> None:
        out.append(f"  {label}: {now}")
        if now != printed:
            out.append("  (" + msg("printed", lang, value=printed or "—") + ")", style="yellow")
        out.append("\n")

    if v.get("power") is not None or face.power is not None:
        row(msg("power_toughness", lang), _pt(v.get("power"), v.get("toughness")),
            _pt(face.power, face.toughness) if face.power is not None else "—")
    if not v.get("face_down") and (v.get("loyalty") is not None or face.loyalty is not None):
        # on the battlefield, a planeswalker's loyalty is its loyalty counters (CR 306.5b); a
        # permanent that isn't a planeswalker has no loyalty, whatever its counters (CR 306.5)
        now = v.get("loyalty")
        if "counters" in v and now is not None:
            now = v["counters"].get("loyalty", 0)
        row(msg("loyalty", lang), "—" if now is None else str(now),
            "—" if face.loyalty is None else str(face.loyalty))
    types = " ".join(desc.type_word(t) for t in [*v.get("supertypes", ()), *v.get("types", ())])
    printed_types = " ".join(desc.type_word(t) for t in [*face.supertypes, *face.types])
    row(msg("types", lang), types, printed_types)
    subtypes = " ".join(desc.type_word(t) for t in v.get("subtypes", ()))
    printed_sub = " ".join(desc.type_word(t) for t in sorted(face.subtypes))
    if subtypes or printed_sub:
        row(msg("subtypes", lang), subtypes, printed_sub)
    words = COLOR_WORDS[lang]

    def colors(letters: Any) -> str:  # an object with no color is colorless (CR 105.2c)
        return " ".join(words[c] for c in letters if c in words) or msg("colorless", lang)

    row(msg("colors", lang), colors(v.get("colors", ())), colors(sorted(face.colors)))
    if v.get("keywords"):
        keywords = [desc.type_word(k) for k in v["keywords"]]
        out.append(f"  {msg('keywords', lang)}: {', '.join(keywords)}\n")
    return out
