"""The words of the web client's game screen, in English and Japanese (``GET /api/messages``).

They are the game terms of ``manastack.i18n.text``, the terminal clients' catalogue
(``manastack.ui.messages.UI_MESSAGES``, handed to ``create_app`` by ``manastack serve``, since
no client imports another) so both clients say the same things in the same words, and the log
sentences of the events the terminal leaves out. Japanese game terms are the
official ones (``data/glossary-ja.tsv``: 生け贄に捧げる, 破壊する, 軽減する, フェイズ・アウト,
つける, サイクリングする, 占術, 諜報, 切り直す, 再生する, 紋章, トークン, カウンター).

``LOG`` says which sentence shows each kind of log entry (``Event.kind``): a template key, or
None for an entry the log does not show (a step beginning, which the header shows; the
cards milled one by one, which their moves show).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.i18n.text import MESSAGES

WEB_EN: dict[str, str] = {
    "log_transformed": "{card} transforms",
    "log_sacrifice": "{player} sacrifices {card}",
    "log_destroy": "{card} is destroyed",
    "log_create_token": "{player} creates {amount} token(s)",
    "log_counters_added": "{amount} {counter} counter(s) are put on {card}",
    "log_counters_removed": "{amount} {counter} counter(s) are removed from {card}",
    "log_prevented": "{amount} damage is prevented",
    "log_turned_face_down": "{card} is turned face down",
    "log_phase_out": "{card} phases out",
    "log_phase_in": "{card} phases in",
    "log_attach": "{card} is attached",
    "log_control_changed": "{player} gains control of {card}",
    "log_coin_flip": "{player} flips a coin",
    "log_cycle": "{player} cycles {card}",
    "log_scry": "{player} scries {amount}",
    "log_surveil": "{player} surveils {amount}",
    "log_shuffle": "{player} shuffles their library",
    "log_regenerate": "{card} regenerates",
    "log_create_emblem": "{player} gets an emblem",
    "log_removed_from_combat": "{card} is removed from combat",
    "log_number_revealed": "{player} reveals the number {amount}",
    "log_secret_choice": "{player} chooses secretly",
    "log_life_saved": "{card} keeps {player} in the game",
    "waiting_for": "Waiting for {player}",
    "error_stale": "The game went on before your answer arrived: nothing was done.",
    "error_illegal": "That can't be done now.",
    "error_spectator": "A spectator can't act.",
}

WEB_JA: dict[str, str] = {
    "log_transformed": "{card}が変身した",
    "log_sacrifice": "{player}が{card}を生け贄に捧げた",
    "log_destroy": "{card}が破壊された",
    "log_create_token": "{player}がトークンを{amount}体生成した",
    "log_counters_added": "{card}の上に{counter}が{amount}個置かれた",
    "log_counters_removed": "{card}の上から{counter}が{amount}個取り除かれた",
    "log_prevented": "{amount}点のダメージが軽減された",
    "log_turned_face_down": "{card}が裏向きになった",
    "log_phase_out": "{card}がフェイズ・アウトした",
    "log_phase_in": "{card}がフェイズ・インした",
    "log_attach": "{card}がつけられた",
    "log_control_changed": "{player}が{card}のコントロールを得た",
    "log_coin_flip": "{player}がコインを投げた",
    "log_cycle": "{player}が{card}をサイクリングした",
    "log_scry": "{player}が占術{amount}を行った",
    "log_surveil": "{player}が諜報{amount}を行った",
    "log_shuffle": "{player}がライブラリーを切り直した",
    "log_regenerate": "{card}が再生した",
    "log_create_emblem": "{player}が紋章を得た",
    "log_removed_from_combat": "{card}が戦闘から取り除かれた",
    "log_number_revealed": "{player}が数{amount}を公開した",
    "log_secret_choice": "{player}が秘密裏に選んだ",
    "log_life_saved": "{card}により{player}はゲームに残った",
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
    # the web client's own
    "sacrifice": "log_sacrifice", "destroy": "log_destroy", "create_token": "log_create_token",
    "counters_added": "log_counters_added", "counters_removed": "log_counters_removed",
    "prevented": "log_prevented", "turned_face_down": "log_turned_face_down",
    "turn_face_down": "log_turned_face_down", "phase_out": "log_phase_out",
    "phase_in": "log_phase_in", "attach": "log_attach",
    "control_changed": "log_control_changed", "coin_flip": "log_coin_flip",
    "cycle": "log_cycle", "scry": "log_scry", "surveil": "log_surveil", "shuffle": "log_shuffle",
    "fizzle": "log_fizzle", "regenerate": "log_regenerate",
    "create_emblem": "log_create_emblem", "removed_from_combat": "log_removed_from_combat",
    "number_revealed": "log_number_revealed", "secret_choice": "log_secret_choice",
    "enduring_angel_save": "log_life_saved",
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
