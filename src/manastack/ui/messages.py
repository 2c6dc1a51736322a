"""Messages of the terminal game, in English and Japanese.

Game terms come from :mod:`manastack.i18n.text` (official wording from the glossary); this table
adds the terminal's own sentences (help, prompts, errors) and falls back to that table.
"""

from __future__ import annotations

from manastack.i18n.text import MESSAGES, check_lang

_EN: dict[str, str] = {
    "you": "You",
    "opponent": "Opponent",
    "active": "active",
    "tapped": "tapped",
    "attacking": "attacking",
    "blocking": "blocking",
    "hidden_card": "a hidden card",
    "face_down_card": "a face-down card",
    "ability_of": "ability of {source}",
    "none": "(none)",
    "cards": "{n} cards",
    "poison": "Poison",
    "mana_pool": "Mana pool",
    "log": "Recent events",
    "combat": "Combat",
    "actions": "Legal actions",
    "waiting": "Waiting for {player}…",
    "your_decision": "Your decision",
    "input_prompt": "Enter a number (? for help, q to quit)",
    "bad_input": "'{text}' is not a choice: enter a number from 1 to {n}, ? for help or q to quit.",
    "illegal": "That action can't be taken now: {reason}",
    "help": (
        "Type the number of an action and press Enter.\n"
        "  ?  show this help and the board again\n"
        "  q  quit the game\n"
        "  c  concede the game (you lose and leave it; the others play on)\n"
        "You only see what your player may see: your hand, public zones and the number of cards "
        "in hidden zones. Priority is passed for you when passing is the only thing to do."
    ),
    "quit": "Game abandoned.",
    "conceded": "You conceded the game.",
    "eof": "Input ended: game abandoned.",
    "game_over": "Game over after {turns} turns.",
    "deck_line": "{player}: {deck} ({n} cards)",
    "to_command_zone": "Put it into the command zone",
    "leave_it": "Leave it where it is",
    "d_commander_zone": "Put your commander into the command zone?",
    "concede": "Concede the game",
    "commander_line": "{name} ({zone}, tax {{{tax}}})",
    "commander_damage_from": "{name} {n}",
    "yes": "Yes",
    "no": "No",
    "done": "Done",
    "finish_attack": "Done: confirm the attackers",
    "finish_block": "Done: confirm the blockers",
    "reset_declaration": "Start the declaration again",
    "attack_with": "Attack {defender} with {creature}",
    "block_with": "Block {attacker} with {blocker}",
    "tap_for_mana": "Tap {card} for {mana}",
    "turn_face_up": "Turn {card} face up",
    "special": "{kind}: {card}",
    "activate_on": "Activate {card}: {ability}",
    "method_face_down": "{text} face down for {{3}}",
    "method_flashback": "{text} with flashback",
    "method_disturb": "{text} with disturb",
    "method_from_exile": "{text} from exile",
    "method_commander": "{text} from the command zone",
    "method_from_library": "{text} from the top of your library",
    "method_without_paying": "{text} without paying its mana cost",
    "method_copy_without_paying": "{text}: cast a copy without paying its mana cost",
    "method_other": "{text} ({method})",
    "go_first": "{player} takes the first turn",
    "go_first_you": "You take the first turn",
    "keep_hand": "Keep this hand",
    "take_mulligan": "Take a mulligan",
    "number": "{n}",
    "assign": "Assign {parts}",
    "to_top": "Top of the library",
    "to_bottom": "Bottom of the library",
    "to_graveyard": "Graveyard",
    "d_priority": "You have priority. What do you do?",
    "d_mulligan": "Keep your opening hand or take a mulligan?",
    "d_first_player": "Choose who takes the first turn.",
    "d_target": "Choose a target.",
    "d_declare_attackers": "Declare attackers: choose one at a time, then Done.",
    "d_declare_blockers": "Declare blockers: choose one at a time, then Done.",
    "d_pay_mana": "Pay the cost.",
    "d_other": "Choose.",
    "log_cast": "{player} casts {card}",
    "log_activate": "{player} activates {card}",
    "log_trigger": "{card} triggers",
    "log_damage": "{source} deals {amount} damage",
    "log_to_zone": "{card} → {zone}",
    "log_draw": "{player} draws a card",
    "log_life_loss": "{player} loses {amount} life",
    "log_life_gain": "{player} gains {amount} life",
    "log_attacks": "{card} attacks",
    "log_blocks": "{card} blocks",
    "log_turn": "— {turn} —",
    "log_day_night": "It becomes {dn}",
    "log_lose": "{player} loses the game",
    "log_cast_you": "You cast {card}",
    "log_activate_you": "You activate {card}",
    "log_draw_you": "You draw a card",
    "log_life_loss_you": "You lose {amount} life",
    "log_life_gain_you": "You gain {amount} life",
    "log_lose_you": "You lose the game",
}

_JA: dict[str, str] = {
    "you": "あなた",
    "opponent": "対戦相手",
    "active": "アクティブ",
    "tapped": "タップ状態",
    "attacking": "攻撃中",
    "blocking": "ブロック中",
    "hidden_card": "非公開のカード",
    "face_down_card": "裏向きのカード",
    "ability_of": "{source}の能力",
    "none": "（なし）",
    "cards": "{n}枚",
    "poison": "毒カウンター",
    "mana_pool": "マナ・プール",
    "log": "最近の出来事",
    "combat": "戦闘",
    "actions": "可能な行動",
    "waiting": "{player}の選択を待っています…",
    "your_decision": "あなたの選択",
    "input_prompt": "番号を入力してください（?でヘルプ、qで終了）",
    "bad_input": "「{text}」は選べません。1から{n}までの番号、?（ヘルプ）、q（終了）のいずれかを入力してください。",
    "illegal": "その行動は今は行えません：{reason}",
    "help": (
        "行動の番号を入力してEnterキーを押してください。\n"
        "  ?  このヘルプと盤面をもう一度表示する\n"
        "  q  ゲームを終了する\n"
        "  c  投了する（あなたはゲームに敗北して抜け、残りのプレイヤーが続けます）\n"
        "表示されるのはあなたが知ることのできる情報だけです（自分の手札、公開領域、非公開領域の"
        "枚数）。パス以外にできることがないときは、優先権は自動的にパスされます。"
    ),
    "quit": "ゲームを中断しました。",
    "conceded": "あなたは投了しました。",
    "eof": "入力が終わったため、ゲームを中断しました。",
    "game_over": "{turns}ターンでゲームが終了しました。",
    "deck_line": "{player}：{deck}（{n}枚）",
    "to_command_zone": "統率領域に置く",
    "leave_it": "そのままにする",
    "d_commander_zone": "あなたの統率者を統率領域に置きますか？",
    "concede": "投了する",
    "commander_line": "{name}（{zone}、統率者税{{{tax}}}）",
    "commander_damage_from": "{name} {n}",
    "yes": "はい",
    "no": "いいえ",
    "done": "完了",
    "finish_attack": "完了：攻撃クリーチャーを確定する",
    "finish_block": "完了：ブロック・クリーチャーを確定する",
    "reset_declaration": "指定をやり直す",
    "attack_with": "{creature}で{defender}を攻撃する",
    "block_with": "{blocker}で{attacker}をブロックする",
    "tap_for_mana": "{card}をタップして{mana}を加える",
    "turn_face_up": "{card}を表向きにする",
    "special": "{kind}：{card}",
    "activate_on": "{card}の能力を起動する：{ability}",
    "method_face_down": "{text}（裏向きで{{3}}）",
    "method_flashback": "{text}（フラッシュバック）",
    "method_disturb": "{text}（降霊）",
    "method_from_exile": "{text}（追放領域から）",
    "method_commander": "{text}（統率領域から）",
    "method_from_library": "{text}（ライブラリーの一番上から）",
    "method_without_paying": "{text}（マナ・コストを支払わずに）",
    "method_copy_without_paying": "{text}（コピーをマナ・コストを支払わずに唱える）",
    "method_other": "{text}（{method}）",
    "go_first": "{player}が先攻",
    "go_first_you": "あなたが先攻",
    "keep_hand": "この手札をキープする",
    "take_mulligan": "マリガンする",
    "number": "{n}",
    "assign": "割り振り：{parts}",
    "to_top": "ライブラリーの一番上",
    "to_bottom": "ライブラリーの一番下",
    "to_graveyard": "墓地",
    "d_priority": "あなたが優先権を持っています。どうしますか？",
    "d_mulligan": "初期手札をキープしますか、マリガンしますか？",
    "d_first_player": "先攻のプレイヤーを選んでください。",
    "d_target": "対象を選んでください。",
    "d_declare_attackers": "攻撃クリーチャーを1体ずつ指定し、最後に「完了」を選んでください。",
    "d_declare_blockers": "ブロック・クリーチャーを1体ずつ指定し、最後に「完了」を選んでください。",
    "d_pay_mana": "コストを支払ってください。",
    "d_other": "選んでください。",
    "d_discard": "捨てるカードを選んでください。",
    "d_bottom_cards": "ライブラリーの一番下に置くカードを選んでください。",
    "d_may": "実行しますか？",
    "d_x": "Xの値を選んでください。",
    "d_mode": "モードを選んでください。",
    "d_choose_cards": "カードを選んでください。",
    "d_sacrifice": "生け贄に捧げるパーマネントを選んでください。",
    "d_damage_assignment": "戦闘ダメージの割り振りを選んでください。",
    "d_order_triggers": "誘発型能力をスタックに置く順番を選んでください。",
    "d_order_replacements": "適用する置換効果を選んでください。",
    "d_order_cards": "カードの順番を選んでください。",
    "d_search": "探すカードを選んでください。",
    "d_scry": "占術：このカードをどこに置きますか？",
    "d_surveil": "諜報：このカードをどこに置きますか？",
    "d_legend_rule": "残すレジェンド・パーマネントを選んでください。",
    "d_choose_option": "選択肢を選んでください。",
    "d_choose_creature_type": "クリーチャー・タイプを選んでください。",
    "d_choose_number": "数を選んでください。",
    "d_choose_player": "プレイヤーを選んでください。",
    "remaining": "（残り{cost}）",
    "log_cast": "{player}が{card}を唱えた",
    "log_activate": "{player}が{card}の能力を起動した",
    "log_trigger": "{card}の能力が誘発した",
    "log_damage": "{source}が{amount}点のダメージを与えた",
    "log_to_zone": "{card} → {zone}",
    "log_draw": "{player}がカードを1枚引いた",
    "log_life_loss": "{player}が{amount}点のライフを失った",
    "log_life_gain": "{player}が{amount}点のライフを得た",
    "log_attacks": "{card}が攻撃した",
    "log_blocks": "{card}がブロックした",
    "log_turn": "— {turn} —",
    "log_day_night": "{dn}になった",
    "log_lose": "{player}はゲームに敗北した",
}

UI_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}

STEP_KEYS: dict[str, str] = {
    "untap": "step_untap",
    "upkeep": "step_upkeep",
    "draw": "step_draw",
    "precombat main": "phase_precombat_main",
    "beginning of combat": "step_beginning_of_combat",
    "declare attackers": "step_declare_attackers",
    "declare blockers": "step_declare_blockers",
    "first strike damage": "step_combat_damage",
    "combat damage": "step_combat_damage",
    "end of combat": "step_end_of_combat",
    "postcombat main": "phase_postcombat_main",
    "end": "step_end",
    "cleanup": "step_cleanup",
}


def msg(key: str, lang: str, **kw: object) -> str:
    """The terminal message ``key`` in ``lang`` (then the game-term table of ``i18n.text``)."""
    check_lang(lang)
    template = UI_MESSAGES[lang].get(key)
    if template is None:
        template = MESSAGES[lang].get(key)
    if template is None:
        raise KeyError(f"unknown message key {key!r}")
    return template.format(**kw)


def step_name(label: str, lang: str) -> str:
    """The localized name of a step given ``Step.label`` (``"precombat main"``)."""
    key = STEP_KEYS.get(label)
    return msg(key, lang) if key else label
