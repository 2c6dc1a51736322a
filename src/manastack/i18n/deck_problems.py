"""Why a deck can't be used, in English and Japanese: the problems of deck construction
(``formats.construction``, ``formats.commander``, ``limited.sealed``: CR 100.2, 100.4, 903.3,
903.5), of a deck list's lines (``formats.decklist.DeckListError``) and of choosing a deck
(``formats.deck_choice.DeckChoiceError``).

Each problem is a kind and its values; :func:`deck_text` words it in a language. Values are
worded by their name: ``card`` and ``other`` (an English card name) and ``names`` (several)
by the card's name in the language (``i18n.text.card_name``), ``cards`` ((count, English
name) pairs) as a list of cards, ``colors``, ``identity`` and ``card_identity`` (color letters)
by the colors' words, ``format`` by the format's word (``deck_format``: a deck of that format), ``error`` (a nested problem: anything with
``text(lang)``) in the same language; any other value as it is. Rule numbers stay as they
are. The Japanese game words are the glossary's (``data/glossary-ja.tsv``: 統率者, 固有色,
基本土地, 伝説の, クリーチャー・カード, 共闘, 白 青 黒 赤 緑, 無色); the format names those of
the terminal (統率者戦, 双頭巨人戦); deck-list words (デッキリスト, メインデッキ, サイドボード,
プール) the customary wording of Japanese Magic products.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from manastack.i18n.text import card_name, check_lang

if TYPE_CHECKING:
    from manastack.cards.registry import UnimplementedCardError

__all__ = ["PROBLEMS", "deck_text", "ja_card_name", "unimplemented_text"]

_EN: dict[str, str] = {
    # construction (CR 100.2, 100.4)
    "commander_section": "a Commander section ({cards}): only a Commander deck has a commander "
                         "(CR 903.3); for {where} list these cards in the main deck (or the "
                         "sideboard), or play the commander format",
    "where_deck": "a {deck_format}",
    "where_two_headed_giant": "a Two-Headed Giant game",
    "where_game": "a {format} game",
    "too_few_cards": "the deck has {size} cards; a {deck_format} has at least {minimum} "
                     "(CR {rule})",
    "sideboard_too_large": "the sideboard has {side} cards; at most {maximum} (CR 100.4a)",
    "too_many_copies": "{n} copies; a constructed deck (with its sideboard) has at most "
                       "{maximum} of a card other than basic lands (CR 100.2a)",
    # Commander (CR 903.3, 903.5)
    "not_a_decklist": "a {type} is not a deck list: parse the text with parse_decklist or load "
                      "it with load_decklist",
    "not_legendary": "a commander must be a legendary creature card (CR 903.3); it isn't "
                     "legendary",
    "not_a_creature": "a commander must be a legendary creature card (CR 903.3); it is a "
                      "{type_line}",
    "commander_count": "{n} commanders ({names}): a deck has one commander, or two that both "
                       "have partner (CR 903.3, 702.124)",
    "no_commander": "no commander: name it in a 'Commander' section of the list (CR 903.3)",
    "commander_deck_size": "{total} cards: a Commander deck has exactly {size} cards, its "
                           "commander included (CR 903.5a)",
    "commander_sideboard": "a sideboard of {n} cards: Commander decks have no sideboard "
                           "(CR 903.5e)",
    "commander_copies": "{n} copies: other than basic lands, each card must have a different "
                        "English name (CR 903.5b)",
    "identity_outside": "its color identity ({card_identity}) is outside the commander's "
                        "({identity}) (CR 903.5c)",
    "land_type_outside": "its basic land types produce {colors} mana, outside the commander's "
                         "color identity ({identity}) (CR 903.5d)",
    # a limited deck and its pool (CR 100.2b)
    "beyond_pool": "{n} in the deck, but the pool has {have}: a limited deck uses only its "
                   "pool's cards and basic lands (CR 100.2b)",
    "not_in_pool": "{n} in the deck, but it is not in the pool: a limited deck uses only its "
                   "pool's cards and basic lands (CR 100.2b)",
    # a problem of one card, and the errors listing the problems
    "of_card": "{card}: {reason}",
    "deck_named": "deck {name!r}",
    "the_deck": "the deck",
    "kind_deck": "{deck_format}",
    "kind_game": "deck for a {format} game",
    "kind_commander": "Commander deck",
    "not_legal": "{name} is not a legal {kind} ({n} problem{s}):\n{lines}",
    # a deck list's lines
    "line": "line {line_no}: {line!r}: {reason}",
    "expected_entry": "expected '<count> <card name>'",
    "count_not_integer": "count {token!r} is not a positive integer",
    "count_not_positive": "count must be positive, not {count}",
    "count_too_large": "count {count} is too large: a line holds at most {maximum} copies",
    "user_defined_card": "{name!r} is a user-defined card (set {custom}), not a card of "
                         "{sets}; deck lists hold only the products' cards",
    "no_main_deck": "the deck has no main-deck entries",
    "not_text": "a deck list is text (str), not {type}",
    "not_utf8": "not UTF-8 text (byte {byte} can't be read): save the deck list as UTF-8",
    "not_in_set": "{card!r} is not in set {set}",
    "no_such_number": "no card {set} {number} in the card database",
    "number_is_other_card": "{set} {number} is {card!r}, not {name!r}",
    "unknown_card": "unknown {what} {query!r}",
    "unknown_card_suggest": "unknown {what} {query!r}; did you mean: {suggestions}?",
    "bad_deck_source": "a deck is given by a file path or a bundled deck's name, not {type} "
                       "{value}",
    # choosing a deck
    "no_deck": "no deck list file {name!r} and no bundled deck of that name (bundled: "
               "{bundled})",
    "malformed_deck": "deck {name!r}: {error}",
    "unplayable_deck": "deck {name!r} can't be played yet: {error}",
    "unimplemented": "{card} ({set} {number}) is not implemented yet: no ability claims: "
                     "{lines}",
    "no_bundled_deck": "no bundled deck {name!r} (bundled: {bundled})",
    "seat_deck": "seat {seat}'s deck: {problem}",
    "deck_request": "a deck is {{\"bundled\": name}} or {{\"list\": text}}",
    "list_not_text": "a deck list is text",
    "list_too_long": "the deck list is longer than {n} characters",
    "two_headed_giant_seats": "seats: a Two-Headed Giant game has four seats, two teams of "
                              "two: seats 1 and 2, seats 3 and 4 (CR 810.1), or six or "
                              "eight, two teams of three or four (CR 810.11); not {n}",
    "more_bad_lines": "more than {n} bad lines; the rest are not checked",
    "seat_name_empty": "seat {seat}: a name has at least one character other than spaces",
    "seat_name_control": "seat {seat}: a name is one line of text, without control characters",
    "seat_names_same": "seats {first} and {seat} have the same name {name!r}: each seat needs a "
                       "name of its own",
}

_JA: dict[str, str] = {
    "commander_section": "Commanderセクション（{cards}）：統率者がいるのは統率者戦のデッキだけです"
                         "（CR 903.3）。{where}では、これらのカードをメインデッキ（またはサイドボード）"
                         "に入れるか、commanderフォーマットでプレイしてください",
    "where_deck": "{deck_format}",
    "where_two_headed_giant": "双頭巨人戦のゲーム",
    "where_game": "{format}のゲーム",
    "too_few_cards": "デッキは{size}枚です。{deck_format}は{minimum}枚以上です（CR {rule}）",
    "sideboard_too_large": "サイドボードは{side}枚です。サイドボードは{maximum}枚以下です"
                           "（CR 100.4a）",
    "too_many_copies": "{n}枚あります。構築デッキ（サイドボードを含む）には、基本土地以外の"
                       "同じカードは{maximum}枚までしか入れられません（CR 100.2a）",
    "not_a_decklist": "{type}はデッキリストではありません：テキストをparse_decklistで解析するか、"
                      "load_decklistで読み込んでください",
    "not_legendary": "統率者は伝説のクリーチャー・カードでなければなりません（CR 903.3）。"
                     "このカードは伝説ではありません",
    "not_a_creature": "統率者は伝説のクリーチャー・カードでなければなりません（CR 903.3）。"
                      "このカードは{type_line}です",
    "commander_count": "統率者が{n}枚あります（{names}）：デッキの統率者は1枚か、どちらも共闘を"
                       "持つ2枚です（CR 903.3, 702.124）",
    "no_commander": "統率者がいません：リストの「Commander」セクションで指定してください"
                    "（CR 903.3）",
    "commander_deck_size": "{total}枚です：統率者戦のデッキは、統率者を含めてちょうど{size}枚です"
                           "（CR 903.5a）",
    "commander_sideboard": "サイドボードが{n}枚あります：統率者戦のデッキにサイドボードはありません"
                           "（CR 903.5e）",
    "commander_copies": "{n}枚あります：基本土地以外のカードは、それぞれ異なる英語名でなければ"
                        "なりません（CR 903.5b）",
    "identity_outside": "このカードの固有色（{card_identity}）が統率者の固有色（{identity}）に"
                        "含まれていません（CR 903.5c）",
    "land_type_outside": "このカードの基本土地タイプは、統率者の固有色（{identity}）にない"
                         "{colors}のマナを生み出します（CR 903.5d）",
    "beyond_pool": "デッキに{n}枚ありますが、プールには{have}枚しかありません：リミテッドのデッキに"
                   "入れられるのは、プールのカードと基本土地だけです（CR 100.2b）",
    "not_in_pool": "デッキに{n}枚ありますが、プールにありません：リミテッドのデッキに入れられるのは、"
                   "プールのカードと基本土地だけです（CR 100.2b）",
    "of_card": "{card}：{reason}",
    "deck_named": "デッキ「{name}」",
    "the_deck": "このデッキ",
    "kind_deck": "{deck_format}",
    "kind_game": "{format}のゲームのデッキ",
    "kind_commander": "統率者戦のデッキ",
    "not_legal": "{name}は正しい{kind}ではありません（問題{n}件）：\n{lines}",
    "line": "{line_no}行目：「{line}」：{reason}",
    "expected_entry": "「<枚数> <カード名>」の形で書いてください",
    "count_not_integer": "枚数「{token}」は正の整数ではありません",
    "count_not_positive": "枚数は正の数でなければなりません（{count}ではなく）",
    "count_too_large": "枚数{count}は多すぎます：1行に書けるのは{maximum}枚までです",
    "user_defined_card": "「{name}」はユーザー定義のカード（セット{custom}）で、{sets}のカードでは"
                         "ありません：デッキリストに書けるのは製品のカードだけです",
    "no_main_deck": "デッキにメインデッキのカードがありません",
    "not_text": "デッキリストはテキスト（str）です。{type}ではありません",
    "not_utf8": "UTF-8のテキストではありません（バイト{byte}を読めません）。デッキリストはUTF-8で"
                "保存してください",
    "not_in_set": "「{card}」はセット{set}にありません",
    "no_such_number": "カード・データベースに{set} {number}のカードはありません",
    "number_is_other_card": "{set} {number}は「{name}」ではなく「{card}」です",
    "unknown_card": "{what}「{query}」は見つかりません",
    "unknown_card_suggest": "{what}「{query}」は見つかりません。もしかして：{suggestions}？",
    "bad_deck_source": "デッキはファイルのパスか同梱デッキの名前で指定します。{type} {value}では"
                       "ありません",
    "no_deck": "デッキリストのファイル「{name}」も、その名前の同梱デッキもありません（同梱デッキ："
               "{bundled}）",
    "malformed_deck": "デッキ「{name}」：{error}",
    "unplayable_deck": "デッキ「{name}」はまだプレイできません：{error}",
    "unimplemented": "{card}（{set} {number}）はまだ実装されていません：どの能力も扱っていない行："
                     "{lines}",
    "no_bundled_deck": "同梱デッキ「{name}」はありません（同梱デッキ：{bundled}）",
    "seat_deck": "席{seat}のデッキ：{problem}",
    "deck_request": "デッキは{{\"bundled\": 名前}}か{{\"list\": テキスト}}で指定します",
    "list_not_text": "デッキリストはテキストです",
    "list_too_long": "デッキリストが{n}文字を超えています",
    "two_headed_giant_seats": "席：双頭巨人戦のゲームは4席で、2人ずつの2チームです：席1と席2、"
                              "席3と席4（CR 810.1）。6席か8席で3人か4人ずつの2チームでも"
                              "行えます（CR 810.11）。{n}席では行えません",
    "more_bad_lines": "正しくない行が{n}行を超えました。残りは確認していません",
    "seat_name_empty": "席{seat}：名前には空白以外の文字が必要です",
    "seat_name_control": "席{seat}：名前は制御文字を含まない1行のテキストです",
    "seat_names_same": "席{first}と席{seat}が同じ名前「{name}」です。席ごとに別の名前にしてください",
}

PROBLEMS: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}

_COLORS = {"en": {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green",
                  "": "colorless"},
           "ja": {"W": "白", "U": "青", "B": "黒", "R": "赤", "G": "緑", "": "無色"}}
_JOIN = {"en": ", ", "ja": "、"}
_FORMATS_JA = {"constructed": "構築", "limited": "リミテッド", "commander": "統率者戦",
               "two_headed_giant": "双頭巨人戦", "normal": "通常"}
_DECKS: dict[str, dict[str, str]] = {
    "en": {}, "ja": {"constructed": "構築デッキ", "limited": "リミテッドのデッキ",
                     "commander": "統率者戦のデッキ"}}
_WHAT_JA = {"card": "カード", "collector number": "コレクター番号", "card key": "カード・キー",
            "token": "トークン"}


def ja_card_name(name: str) -> str:
    """The Japanese name of the card with English name ``name`` (``name`` itself if the
    database has no such card or no Japanese name)."""
    from manastack.cards.database import database
    card = database().find(name)
    return card_name(card, "ja") if card is not None else name


def _ja_type_line(name: str, fallback: str) -> str:
    """The Japanese type line of the card named ``name``'s front face, in the glossary's words
    (伝説のアーティファクト ― 装備品); ``fallback`` if a word has no Japanese."""
    from manastack.cards.database import database
    from manastack.i18n.glossary import ja_keyword
    card = database().find(name)
    if card is None:
        return fallback
    f = card.front
    try:
        head = "".join(ja_keyword(w) for w in f.supertypes) + "・".join(
            ja_keyword(w) for w in f.types)
        tail = "・".join(ja_keyword(w) for w in f.subtypes)
    except KeyError:
        return fallback
    return f"{head} ― {tail}" if tail else head


def _value(key: str, value: Any, lang: str, values: Mapping[str, Any]) -> Any:
    """``value`` worded in ``lang`` by its name ``key`` (see the module docstring)."""
    ja = lang == "ja"
    if hasattr(value, "text") and callable(value.text):
        return value.text(lang)
    if key in ("card", "other") and isinstance(value, str):
        return ja_card_name(value) if ja else value
    if key == "names":
        return _JOIN[lang].join(ja_card_name(n) if ja else n for n in value)
    if key == "cards":
        return _JOIN[lang].join(
            (f"{ja_card_name(n)}×{c}" if c > 1 else ja_card_name(n)) if ja else
            (f"{c} {n}" if c > 1 else n) for c, n in value)
    if key in ("colors", "identity", "card_identity"):
        words = [_COLORS[lang][c] for c in "WUBRG" if c in value]
        return _JOIN[lang].join(words) or _COLORS[lang][""]
    if key in ("suggestions", "bundled", "sets"):
        quoted = key == "suggestions"
        return (_JOIN[lang] if ja or quoted else ", ").join(
            (f"「{x}」" if ja else repr(x)) if quoted else x for x in value)
    if key == "deck_format":
        return _DECKS[lang].get(value, f"{value} deck")
    if key == "format" and ja:
        return _FORMATS_JA.get(value, value)
    if key == "what" and ja:
        return _WHAT_JA.get(value, value)
    if key == "type_line" and ja:
        return _ja_type_line(str(values.get("of", "")), value)
    if key == "where":
        fmt = value
        if fmt in ("constructed", "limited"):
            return deck_text("where_deck", lang, deck_format=fmt)
        if fmt == "two_headed_giant":
            return deck_text("where_two_headed_giant", lang)
        return deck_text("where_game", lang, format=fmt)
    return value


def deck_text(kind: str, lang: str, /, **values: Any) -> str:
    """The problem ``kind`` with ``values``, worded in ``lang``."""
    check_lang(lang)
    template = PROBLEMS[lang][kind]
    return template.format(**{k: _value(k, v, lang, values) for k, v in values.items()})


def unimplemented_text(e: UnimplementedCardError, lang: str) -> str:
    """A card not implemented yet (``cards.registry.UnimplementedCardError``) in ``lang``: its
    name, printing and the Oracle lines no ability claims (in English, as the Oracle has
    them)."""
    return deck_text("unimplemented", lang, card=e.card, set=e.set_code, number=e.number,
                     lines="; ".join(e.unclaimed))
