"""The sentences of the log entries (``Event.kind``) of permanents, tokens, counters, prevented
damage, regeneration and the like, in English and Japanese, shared by every client so each
says the same thing in the same words: the terminal's catalogue (``manastack.ui.messages``)
and the web client's (``manastack.server.messages``, ``GET /api/messages``) both hold them.

``EVENT_KEYS`` says which sentence shows each of these kinds. Japanese game terms are the
official ones (``data/glossary-ja.tsv``: 生け贄に捧げる, 破壊する, 軽減する, フェイズ・アウト,
つける, サイクリングする, 占術, 諜報, 切り直す, 再生する, 紋章, トークン, カウンター).
"""

from __future__ import annotations

EVENT_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "log_transformed": "{card} transforms",
        "log_sacrifice": "{player} sacrifices {card}",
        "log_destroy": "{card} is destroyed",
        # one token, one counter: the singular (the ``_one`` sentences, CR 111.1, 122.1)
        "log_create_token": "{player} creates {amount} tokens",
        "log_create_token_one": "{player} creates a token",
        "log_counters_added": "{amount} {counter} counters are put on {card}",
        "log_counters_added_one": "A {counter} counter is put on {card}",
        "log_counters_removed": "{amount} {counter} counters are removed from {card}",
        "log_counters_removed_one": "A {counter} counter is removed from {card}",
        # CR 615.1: the damage that would have been dealt, and to what (a player, or a
        # permanent as the player may know it)
        "log_prevented": "{amount} damage to {target} is prevented",
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
    },
    "ja": {
        "log_transformed": "{card}が変身した",
        "log_sacrifice": "{player}が{card}を生け贄に捧げた",
        "log_destroy": "{card}が破壊された",
        "log_create_token": "{player}がトークンを{amount}体生成した",
        "log_create_token_one": "{player}がトークンを1体生成した",
        "log_counters_added": "{card}の上に{counter}が{amount}個置かれた",
        "log_counters_added_one": "{card}の上に{counter}が1個置かれた",
        "log_counters_removed": "{card}の上から{counter}が{amount}個取り除かれた",
        "log_counters_removed_one": "{card}の上から{counter}が1個取り除かれた",
        "log_prevented": "{target}に与えられる{amount}点のダメージが軽減された",
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
    },
}

EVENT_KEYS: dict[str, str] = {
    "sacrifice": "log_sacrifice", "destroy": "log_destroy", "create_token": "log_create_token",
    "counters_added": "log_counters_added", "counters_removed": "log_counters_removed",
    "prevented": "log_prevented", "turned_face_down": "log_turned_face_down",
    "turn_face_down": "log_turned_face_down", "phase_out": "log_phase_out",
    "phase_in": "log_phase_in", "attach": "log_attach",
    "control_changed": "log_control_changed", "coin_flip": "log_coin_flip",
    "cycle": "log_cycle", "scry": "log_scry", "surveil": "log_surveil", "shuffle": "log_shuffle",
    "regenerate": "log_regenerate", "create_emblem": "log_create_emblem",
    "removed_from_combat": "log_removed_from_combat",
    "number_revealed": "log_number_revealed", "secret_choice": "log_secret_choice",
    "enduring_angel_save": "log_life_saved",
}
"""The kinds of log entries these sentences show, each with its sentence's key."""
