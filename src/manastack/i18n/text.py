"""Card names, card text and terminal messages in English or Japanese.

Supported languages are ``"en"`` and ``"ja"``; any other raises :class:`ValueError`.  Every face
of the ONS, MID and MIC cards has a Japanese name and text; Japanese falls back to English
wherever the data has none (user-defined cards, tokens), without any marker (the clients mark
it, ``manastack.ui.describe.card_name``).

The Japanese messages use the official wording from the glossary (``data/glossary-ja.tsv``)
wherever it has the term; :data:`GLOSSARY_TERMS` records which glossary row each such message
follows, and the tests check them against the glossary.  The few messages whose Japanese is not
in the glossary (some step names, mulligan, a drawn game, "pass") are listed in
:data:`NOT_IN_GLOSSARY`; they use the customary wording of Japanese Magic products.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from manastack.cards.database import CardData, FaceData

__all__ = [
    "GLOSSARY_TERMS",
    "LANGUAGES",
    "MESSAGES",
    "NOT_IN_GLOSSARY",
    "card_name",
    "card_text",
    "check_lang",
    "t",
]

#: Supported language codes.
LANGUAGES: tuple[str, ...] = ("en", "ja")


def check_lang(lang: str) -> str:
    """Return ``lang`` if supported, else raise :class:`ValueError` naming it."""
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}; supported: {', '.join(LANGUAGES)}")
    return lang


# --------------------------------------------------------------------------------------------
# Cards
# --------------------------------------------------------------------------------------------


def card_name(card: CardData | FaceData, lang: str) -> str:
    """The name of a card or face in ``lang``.

    A double-faced card's name is ``"Front // Back"`` (``粗暴な聖戦士 // 月憤怒の粗暴者``); in
    Japanese a face without a Japanese name (a user-defined card's) falls back to its English
    name on its own.
    """
    check_lang(lang)
    if isinstance(card, CardData):
        if lang == "en":
            return card.name
        if card.is_double_faced:
            return " // ".join(card_name(face, lang) for face in card.faces)
        return card.name_ja or card.front.name_ja or card.name
    if lang == "ja" and card.name_ja:
        return card.name_ja
    return card.name


def name_by_english(name: str, lang: str) -> str:
    """Card name ``name`` (a face's English name) in ``lang``: the Japanese printed name of
    the face named so, where there is one (a copy is named as what it copies, CR 707.2;
    Curse of Silence's chosen name, CR 201.4), else ``name`` itself."""
    check_lang(lang)
    return name if lang == "en" else _japanese_names().get(name, name)


@lru_cache(maxsize=1)
def _japanese_names() -> dict[str, str]:
    """The Japanese name of each card face that has one, by its English name."""
    from manastack.cards.database import database
    return {face.name: face.name_ja for card in database().cards() for face in card.faces
            if face.name_ja}


def card_text(face: CardData | FaceData, lang: str) -> str:
    """The rules text of a face (of a card's front face, given a card) in ``lang``.

    English is the Oracle text; Japanese is the Japanese text when the data has it (printed,
    or the current official wording, :attr:`FaceData.text_ja_current`), otherwise the Oracle
    text.  ``""`` for a face without text.
    """
    check_lang(lang)
    if isinstance(face, CardData):
        face = face.front
    if lang == "ja" and face.text_ja:
        return face.text_ja
    return face.oracle_text


# --------------------------------------------------------------------------------------------
# Messages
# --------------------------------------------------------------------------------------------

_EN: dict[str, str] = {
    # turns
    "your_turn": "Your turn",
    "opponent_turn": "{player}'s turn",
    "turn": "Turn {n}",
    # phases and steps (CR 500-514)
    "phase_beginning": "Beginning phase",
    "step_untap": "Untap step",
    "step_upkeep": "Upkeep step",
    "step_draw": "Draw step",
    "phase_precombat_main": "Precombat main phase",
    "phase_main": "Main phase",
    "phase_combat": "Combat phase",
    "step_beginning_of_combat": "Beginning of combat step",
    "step_declare_attackers": "Declare attackers step",
    "step_declare_blockers": "Declare blockers step",
    "step_combat_damage": "Combat damage step",
    "step_end_of_combat": "End of combat step",
    "phase_postcombat_main": "Postcombat main phase",
    "phase_ending": "Ending phase",
    "step_end": "End step",
    "step_cleanup": "Cleanup step",
    # game state
    "life": "Life",
    "life_total": "{player}: {life} life",
    "hand": "Hand",
    "library": "Library",
    "graveyard": "Graveyard",
    "exile": "Exile",
    "battlefield": "Battlefield",
    "stack": "Stack",
    "command_zone": "Command zone",
    "hand_or_library": "Hand or library",
    "unknown_zone": "Unknown",
    "left_game": "Left the game",
    "commander": "Commander",
    "commander_tax": "Commander tax",
    "commander_damage": "Commander damage",
    "priority": "Priority",
    "day": "Day",
    "night": "Night",
    "face_down": "Face down",
    "face_up": "Face up",
    "face_down_creature": "Face-down 2/2 creature",
    # actions and prompts
    "pass_priority": "Pass priority",
    "cast": "Cast",
    "cast_card": "Cast {card}",
    "activate": "Activate",
    "activate_ability": "Activate {ability}",
    "play_land": "Play a land",
    "play_card": "Play {card}",
    "attack": "Attack",
    "declare_attackers": "Declare attackers",
    "block": "Block",
    "declare_blockers": "Declare blockers",
    "choose": "Choose",
    "choose_prompt": "Choose {what}",
    "target": "Target",
    "mulligan": "Mulligan",
    "keep": "Keep",
    "draw_card": "Draw a card",
    # game end
    "you_win": "You win the game",
    "you_lose": "You lose the game",
    "player_wins": "{player} wins the game",
    "draw_game": "The game is a draw",
}

_JA: dict[str, str] = {
    "your_turn": "あなたのターン",
    "opponent_turn": "{player}のターン",
    "turn": "第{n}ターン",
    "phase_beginning": "開始フェイズ",
    "step_untap": "アンタップ・ステップ",
    "step_upkeep": "アップキープ・ステップ",
    "step_draw": "ドロー・ステップ",
    "phase_precombat_main": "戦闘前メイン・フェイズ",
    "phase_main": "メイン・フェイズ",
    "phase_combat": "戦闘フェイズ",
    "step_beginning_of_combat": "戦闘開始ステップ",
    "step_declare_attackers": "攻撃クリーチャー指定ステップ",
    "step_declare_blockers": "ブロック・クリーチャー指定ステップ",
    "step_combat_damage": "戦闘ダメージ・ステップ",
    "step_end_of_combat": "戦闘終了ステップ",
    "phase_postcombat_main": "戦闘後メイン・フェイズ",
    "phase_ending": "最終フェイズ",
    "step_end": "終了ステップ",
    "step_cleanup": "クリンナップ・ステップ",
    "life": "ライフ",
    "life_total": "{player}：ライフ{life}",
    "hand": "手札",
    "library": "ライブラリー",
    "graveyard": "墓地",
    "exile": "追放領域",
    "battlefield": "戦場",
    "stack": "スタック",
    "command_zone": "統率領域",
    "hand_or_library": "手札かライブラリー",
    "unknown_zone": "不明",
    "left_game": "ゲームから離れた",
    "commander": "統率者",
    "commander_tax": "統率者税",
    "commander_damage": "統率者ダメージ",
    "priority": "優先権",
    "day": "昼",
    "night": "夜",
    "face_down": "裏向き",
    "face_up": "表向き",
    "face_down_creature": "裏向きの2/2クリーチャー",
    "pass_priority": "優先権をパスする",
    "cast": "唱える",
    "cast_card": "{card}を唱える",
    "activate": "起動する",
    "activate_ability": "{ability}を起動する",
    "play_land": "土地をプレイする",
    "play_card": "{card}をプレイする",
    "attack": "攻撃する",
    "declare_attackers": "攻撃クリーチャーとして指定する",
    "block": "ブロックする",
    "declare_blockers": "ブロック・クリーチャーの宣言",
    "choose": "選ぶ",
    "choose_prompt": "{what}を選ぶ",
    "target": "対象",
    "mulligan": "マリガン",
    "keep": "キープ",
    "draw_card": "カード１枚を引く",
    "you_win": "あなたはゲームに勝利した",
    "you_lose": "あなたはゲームに敗北した",
    "player_wins": "{player}がゲームに勝利した",
    "draw_game": "ゲームは引き分け",
}

#: The message tables, by language.
MESSAGES: Mapping[str, Mapping[str, str]] = {"en": _EN, "ja": _JA}

#: Message key → the glossary ``en_term`` whose ``ja_term`` the Japanese message contains.
GLOSSARY_TERMS: Mapping[str, str] = {
    "your_turn": "your turn",
    "opponent_turn": "turn",
    "turn": "turn",
    "step_untap": "untap step",
    "step_upkeep": "upkeep",
    "step_draw": "draw step",
    "phase_main": "main phase",
    "phase_combat": "combat phase",
    "step_combat_damage": "combat damage step",
    "phase_postcombat_main": "postcombat main phase",
    "step_end": "end step",
    "life": "life",
    "life_total": "life",
    "hand": "hand",
    "library": "library",
    "graveyard": "graveyard",
    "exile": "exile (the zone)",
    "battlefield": "battlefield",
    "stack": "stack",
    "command_zone": "command zone",
    "hand_or_library": "library",
    "commander": "commander",
    "priority": "priority",
    "pass_priority": "priority",
    "day": "day",
    "night": "night",
    "face_down": "face down",
    "face_up": "face up",
    "face_down_creature": "face down",
    "cast": "cast (a spell)",
    "cast_card": "cast (a spell)",
    "activate": "activate (an ability)",
    "activate_ability": "activate (an ability)",
    "play_land": "play (a land)",
    "attack": "attack",
    "declare_attackers": "declare attackers (declared as an attacking creature)",
    "block": "block",
    "declare_blockers": "declare blockers (blockers are declared)",
    "choose": "choose",
    "choose_prompt": "choose",
    "target": "target",
    "draw_card": "draw a card",
    "you_win": "win the game",
    "player_wins": "win the game",
    "you_lose": "lose the game",
}

#: Message keys whose Japanese wording (or part of it) is not in the glossary.
NOT_IN_GLOSSARY: frozenset[str] = frozenset(
    {
        "phase_beginning",
        "phase_precombat_main",
        "step_beginning_of_combat",
        "step_declare_attackers",
        "step_declare_blockers",
        "step_end_of_combat",
        "phase_ending",
        "step_cleanup",
        "pass_priority",
        "play_card",
        "mulligan",
        "keep",
        "draw_game",
        "commander_tax",
        "commander_damage",
        "left_game",
        "unknown_zone",
    }
)


def t(key: str, lang: str, **kw: object) -> str:
    """The message ``key`` in ``lang``, formatted with ``kw`` (``t("turn", "ja", n=3)``).

    Raises :class:`ValueError` for an unsupported language and :class:`KeyError` for an
    unknown key or a missing placeholder value.
    """
    table = MESSAGES[check_lang(lang)]
    try:
        template = table[key]
    except KeyError:
        raise KeyError(f"unknown message key {key!r}") from None
    return template.format(**kw)
