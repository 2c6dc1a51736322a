"""Messages of the limited commands (``manastack booster``, ``manastack sealed``), in English and
Japanese.

The Japanese game words follow the glossary (``data/glossary-ja.tsv``: the colors 白 青 黒 赤 緑,
無色, the card types, 基本土地, 両面カード, 呪文, マナ総量); the set names are those of the
seed documents (「オンスロート」, 『イニストラード：真夜中の狩り』). The product words that the
glossary has no row for — booster ブースター, sealed シールド, pool プール, rarity コモン アンコモン
レア 神話レア, foil フォイル, multicolored 多色, deck list デッキリスト — use the customary
wording of Japanese Magic products. The commands the player types
(``add``, ``land``, ``auto``, ``done`` ...) are identifiers and stay as they are in both
languages. Other messages come from :func:`manastack.ui.messages.msg`.
"""

from __future__ import annotations

from manastack.i18n.text import check_lang
from manastack.ui.messages import msg

_EN: dict[str, str] = {
    "set_ONS": "Onslaught",
    "set_MID": "Innistrad: Midnight Hunt",
    "booster_header": "{set} booster {i} of {n} (seed {seed})",
    "rarity_common": "common",
    "rarity_uncommon": "uncommon",
    "rarity_rare": "rare",
    "rarity_mythic": "mythic rare",
    "rarity_basic": "basic land",
    "foil": "foil",
    "double_faced": "double-faced card",
    "no_boosters": "There are no boosters of '{set}'; boosters exist for {sets}.",
    "error": "error: {message}",
    "list_joiner": ", ",
    "bad_booster_count": "The number of boosters must be 1 to {top}, not {n}.",
    "bad_language": "Unsupported language '{name}'; choose one of: {langs}.",
    "bad_ai": "Unknown AI '{ai}'; choose one of: random, first, heuristic.",
    "pool_header": "Your sealed pool: {n} cards from {boosters} {set} boosters (seed {seed})",
    "group_W": "White",
    "group_U": "Blue",
    "group_B": "Black",
    "group_R": "Red",
    "group_G": "Green",
    "group_multi": "Multicolored",
    "group_heading": "{group} ({n})",
    "group_colorless": "Colorless",
    "group_land": "Lands",
    "type_Creature": "Creature",
    "type_Land": "Land",
    "type_Artifact": "Artifact",
    "type_Enchantment": "Enchantment",
    "type_Instant": "Instant",
    "type_Sorcery": "Sorcery",
    "type_Planeswalker": "Planeswalker",
    "in_deck": "in the deck",
    "deck_status": "Deck: {n} cards ({spells} from the pool, {lands} basic lands)",
    "deck_heading": "Your deck",
    "deck_empty": "The deck is empty: add cards (add N) or build it automatically (auto).",
    "builder_prompt": "Deck building: enter a command (? for help, done when the deck is ready)",
    "builder_help": (
        "Commands:\n"
        "  add N ...     put pool cards N ... into the deck (e.g. add 3 7 12)\n"
        "  remove N ...  take pool cards N ... out of the deck\n"
        "  land C N      have N basic lands of color C (W U B R G) in the deck (e.g. land G 8)\n"
        "  auto          build the deck automatically (two colors, 23 spells, 17 lands)\n"
        "  clear         empty the deck\n"
        "  pool          show the pool again\n"
        "  deck          show the deck\n"
        "  done          play with this deck (at least 40 cards)\n"
        "  q             quit"),
    "err_command": "'{text}' is not a command (? for help).",
    "err_numbers": "Give pool card numbers from 1 to {n} after {command}, e.g. {command} 3 7.",
    "err_number": "'{text}' is not a card number of the pool (1 to {n}).",
    "err_twice": "Card {i} is given twice.",
    "err_in_deck": "Card {i} is already in the deck.",
    "err_not_in_deck": "Card {i} is not in the deck.",
    "err_land": "Say which basic land and how many, e.g. land G 8 (colors W U B R G, 0 to {top}).",
    "added": "Added: {cards}",
    "removed": "Removed: {cards}",
    "lands_set": "{land}: {n}",
    "cleared": "The deck is empty.",
    "auto_built": "Automatic deck: {colors}, {spells} spells and {lands} basic lands.",
    "too_small": ("The deck has {n} cards; a limited deck has at least 40 (CR 100.2b): add "
                  "cards or basic lands."),
    "building_quit": "Deck building abandoned.",
    "building_eof": "Input ended: deck building abandoned.",
    "deck_saved": "Deck list saved to {path}.",
    "save_failed": "The deck list could not be saved to {path}: {reason}",
    "opponent_deck": "{player} built a {colors} deck from their own pool.",
    "sealed_deck_name": "Sealed {set} {seed}",
    "opponent_deck_name": "Sealed {set} {seed} ({player})",
    "color_joiner": "-",
}

_JA: dict[str, str] = {
    "set_ONS": "オンスロート",
    "set_MID": "イニストラード：真夜中の狩り",
    "booster_header": "{set}のブースター {i}/{n}（シード {seed}）",
    "rarity_common": "コモン",
    "rarity_uncommon": "アンコモン",
    "rarity_rare": "レア",
    "rarity_mythic": "神話レア",
    "rarity_basic": "基本土地",
    "foil": "フォイル",
    "double_faced": "両面カード",
    "no_boosters": "「{set}」のブースターはありません。ブースターがあるセット：{sets}",
    "error": "エラー：{message}",
    "list_joiner": "、",
    "bad_booster_count": "ブースターの数は1から{top}までです（{n}は指定できません）。",
    "bad_language": "言語{name}には対応していません。選べる言語：{langs}",
    "bad_ai": "AI「{ai}」はありません。選べるAI：random、first、heuristic",
    "pool_header": "あなたのシールド・プール：{set}のブースター{boosters}パックのカード{n}枚"
                   "（シード {seed}）",
    "group_W": "白",
    "group_U": "青",
    "group_B": "黒",
    "group_R": "赤",
    "group_G": "緑",
    "group_multi": "多色",
    "group_heading": "{group}（{n}）",
    "group_colorless": "無色",
    "group_land": "土地",
    "type_Creature": "クリーチャー",
    "type_Land": "土地",
    "type_Artifact": "アーティファクト",
    "type_Enchantment": "エンチャント",
    "type_Instant": "インスタント",
    "type_Sorcery": "ソーサリー",
    "type_Planeswalker": "プレインズウォーカー",
    "in_deck": "デッキに入っている",
    "deck_status": "デッキ：{n}枚（プールから{spells}枚、基本土地{lands}枚）",
    "deck_heading": "あなたのデッキ",
    "deck_empty": "デッキは空です。カードを入れる（add 番号）か、自動で構築して（auto）ください。",
    "builder_prompt": "デッキ構築：コマンドを入力してください（?でヘルプ、完成したらdone）",
    "builder_help": (
        "コマンド：\n"
        "  add 番号 …     プールのカードをデッキに入れる（例：add 3 7 12）\n"
        "  remove 番号 …  プールのカードをデッキから抜く\n"
        "  land 色 枚数   その色（W U B R G）の基本土地をデッキに指定の枚数入れる（例：land G 8）\n"
        "  auto           自動でデッキを構築する（２色、呪文23枚、土地17枚）\n"
        "  clear          デッキを空にする\n"
        "  pool           プールをもう一度表示する\n"
        "  deck           デッキを表示する\n"
        "  done           このデッキで対戦する（40枚以上）\n"
        "  q              終了する"),
    "err_command": "「{text}」はコマンドではありません（?でヘルプ）。",
    "err_numbers": "{command}のあとにプールのカードの番号（1～{n}）を入力してください（例：{command} 3 7）。",
    "err_number": "「{text}」はプールのカードの番号ではありません（1～{n}）。",
    "err_twice": "カード{i}が２回指定されています。",
    "err_in_deck": "カード{i}はすでにデッキに入っています。",
    "err_not_in_deck": "カード{i}はデッキに入っていません。",
    "err_land": "基本土地の色と枚数を入力してください（例：land G 8。色はW U B R G、枚数は0～{top}）。",
    "added": "追加：{cards}",
    "removed": "削除：{cards}",
    "lands_set": "{land}：{n}枚",
    "cleared": "デッキを空にしました。",
    "auto_built": "自動構築：{colors}、呪文{spells}枚と基本土地{lands}枚。",
    "too_small": ("デッキは{n}枚です。リミテッドのデッキは40枚以上です（CR 100.2b）。カードか"
                  "基本土地を追加してください。"),
    "building_quit": "デッキ構築を中断しました。",
    "building_eof": "入力が終わったため、デッキ構築を中断しました。",
    "deck_saved": "デッキリストを{path}に保存しました。",
    "save_failed": "デッキリストを{path}に保存できませんでした：{reason}",
    "opponent_deck": "{player}は自分のプールから{colors}のデッキを構築した。",
    "sealed_deck_name": "シールド {set} {seed}",
    "opponent_deck_name": "シールド {set} {seed}（{player}）",
    "color_joiner": "・",
}

LIMITED_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}


def lmsg(key: str, lang: str, **kw: object) -> str:
    """The limited message ``key`` in ``lang`` (then the terminal's messages)."""
    check_lang(lang)
    template = LIMITED_MESSAGES[lang].get(key)
    if template is None:
        return msg(key, lang, **kw)
    return template.format(**kw)
