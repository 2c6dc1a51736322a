"""The words of the web client's game screen, in English and Japanese (``GET /api/messages``).

They are the game terms of ``manastack.i18n.text``, the terminal clients' catalogue
(``manastack.ui.messages.UI_MESSAGES``, handed to ``create_app`` by ``manastack serve``, since
no client imports another) so both clients say the same things in the same words, with the log
sentences both share (``manastack.i18n.event_words``).

``LOG`` says which sentence shows each kind of log entry (``Event.kind``): a template key, or
None for an entry the log does not show (a step beginning, which the header shows; the
cards milled one by one, which their moves show).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.i18n.event_words import EVENT_KEYS, EVENT_WORDS
from manastack.i18n.text import MESSAGES

WEB_EN: dict[str, str] = {
    **EVENT_WORDS["en"],
    "waiting_for": "Waiting for {player}",
    "error_stale": "The game went on before your answer arrived: nothing was done.",
    "error_illegal": "That can't be done now.",
    "error_spectator": "A spectator can't act.",
}

WEB_JA: dict[str, str] = {
    **EVENT_WORDS["ja"],
    "waiting_for": "{player}の選択を待っています",
    "error_stale": "回答が届く前にゲームが進みました。何も行われていません。",
    "error_illegal": "それは今は行えません。",
    "error_spectator": "観戦者は行動できません。",
}

LOG: dict[str, str | None] = {
    # the terminal's sentences (manastack.ui.describe)
    "cast": "log_cast", "activate": "log_activate", "trigger": "log_trigger",
    "damage": "log_damage", "draw": "log_draw", "life_loss": "log_life_loss",
    "life_gain": "log_life_gain", "attacks": "log_attacks", "blocks": "log_blocks",
    "chose": "log_chose", "day_night": "log_day_night", "lose": "log_lose",
    "keep": "log_keep", "mulligan": "log_mulligan", "first_player": "log_first_player",
    "transform": "log_transformed", "turned_face_up": "log_turned_face_up",
    "turn_face_up": "log_turned_face_up", "counter": "log_countered",
    "reveal": "log_reveal", "reveal_hand": "log_reveal_hand", "look": "log_look",
    "look_at_hand": "log_look_at_hand", "search": "log_search",
    "zone_change": "log_to_zone", "turn_begin": "log_turn", "copy": "log_copy",
    "fizzle": "log_fizzle",
    # the sentences both clients share (manastack.i18n.event_words)
    **EVENT_KEYS,
    # not shown: the header shows the step; each card milled is shown as it moves; a
    # declaration, a target or a block is shown by its own entries (attacks, blocks) and on
    # the board; the game's end by the decision panel
    "step_begin": None, "untap": None, "tap": None, "tapped_for_mana": None, "batch": None,
    "attackers_declared": None, "reflexive": None, "paid_times": None,
    "morph_cost_shown": None, "draw_replaced": None, "becomes_target": None,
    "becomes_blocked": None, "game_over": None, "mill": None,
}


def catalogue(words: Mapping[str, Mapping[str, str]] | None = None) -> dict[str, Any]:
    """Every template of the game screen by language (``words``: the terminal clients'
    ``UI_MESSAGES``), and ``LOG``."""
    from manastack.i18n.glossary import ja_counters
    out: dict[str, Any] = {"log": LOG}
    for lang, web in (("en", WEB_EN), ("ja", WEB_JA)):
        out[lang] = {**MESSAGES[lang], **(words or {}).get(lang, {}), **web}
    # a kind of counter by its official Japanese word (CR 122.1): counter_corpse → 死体カウンター
    out["ja"].update({f"counter_{kind}": word for kind, word in ja_counters().items()})
    out["ja"].update(_type_words())
    return out


def _type_words() -> dict[str, str]:
    """The official Japanese word of each supertype and subtype of the cards and tokens
    (CR 205.3, 205.4: type_Legendary → 伝説の, type_Human → 人間), as the terminal clients'
    card details word them (``data/creature_types_ja.tsv``, the glossary); a word the data
    has no Japanese for is left out."""
    from manastack.cards.database import database
    from manastack.i18n.glossary import ja_keyword
    from manastack.rules.text_change import japanese_types
    known = japanese_types()
    words = set(known) | {w for c in database().cards() for f in c.faces
                          for w in (*f.supertypes, *f.subtypes)}
    out: dict[str, str] = {}
    for word in sorted(words):
        ja = known.get(word)
        if not ja:
            try:
                ja = ja_keyword(word)
            except KeyError:
                continue
        if ja and ja != word:
            out[f"type_{word}"] = ja
    return out
