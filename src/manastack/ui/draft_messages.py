"""Messages of the booster draft and its deck building, in English and Japanese, and how a
card is listed there (name, mana cost, power/toughness, rarity)."""

from __future__ import annotations

from manastack.cards.database import CardData, database
from manastack.ui.describe import card_name
from manastack.ui.messages import msg

_EN: dict[str, str] = {
    "draft_header": "Booster draft · {set} · {seats} seats · seed {seed}",
    "set_ONS": "Onslaught",
    "set_MID": "Innistrad: Midnight Hunt",
    "pack_header": "Pack {round}, pick {pick} · passing {direction}",
    "left": "left",
    "right": "right",
    "your_picks": "Your picks ({n})",
    "no_picks": "none yet",
    "pick_prompt": "Enter a number to pick (d N: details, p: your picks, ? help, q quit)",
    "picked": "You pick {card}.",
    "bad_pick": "'{text}' is not a card of this pack: enter a number from 1 to {n}, d N, p, "
                "? or q.",
    "draft_help": ("Type the number of the card you take. d N: the details of card N. p: your "
                   "picks. q: leave the draft. The rest of the pack goes to your neighbour; "
                   "every seat picks at the same time."),
    "draft_over": "The draft is over: you picked {n} cards.",
    "draft_quit": "Draft abandoned.",
    "draft_eof": "Input ended: draft abandoned.",
    "draft_saved": "Draft saved to {path}.",
    "save_failed": "The draft could not be saved: {reason}",
    "rarity_common": "common",
    "rarity_uncommon": "uncommon",
    "rarity_rare": "rare",
    "rarity_mythic": "mythic rare",
    "colorless": "colorless",
    "deck_header": "Build your deck: at least 40 cards (CR 100.2b)",
    "deck_count": "Deck: {n} cards ({spells} from your picks, {lands} basic lands)",
    "pool": "Your picks ([x]: in the deck)",
    "basics": "Basic lands: {lands}",
    "deck_prompt": ("+N: add card N · -N: take it out · land W 8: eight Plains (W U B R G) · "
                    "auto · done · d N · ? · q"),
    "deck_help": ("+N (or N) puts your card N in the deck, -N takes it out; several numbers "
                  "may follow: +1 4 7. land C N sets your basic lands of color C (W, U, B, R, "
                  "G, or the land's name) to N. auto builds a deck for you from your two "
                  "strongest colors. done plays with the deck. d N: the details of card N. q: "
                  "leave."),
    "bad_deck_input": "'{text}' is not a deck command: {reason}",
    "no_such_card": "there is no card {n} (1 to {total})",
    "already_in": "{card} is already in the deck",
    "not_in": "{card} is not in the deck",
    "bad_land": "a basic land is one of W, U, B, R, G or its name, and a count from 0 to 60",
    "unknown_command": "type +N, -N, land C N, auto, done, d N, ? or q",
    "deck_too_small": "the deck has {n} cards; a limited deck has at least 40 (CR 100.2b)",
    "auto_built": "Deck built automatically: {colors}.",
    "deck_quit": "Deck building abandoned.",
    "opponent_line": "Your opponent: the computer drafter on your left, playing {colors}.",
    "player_deck": "{player}: {n} cards",
    "details_of": "{name} · {type_line}",
}

_JA: dict[str, str] = {
    "draft_header": "ブースター・ドラフト・{set}・{seats}人・シード {seed}",
    "set_ONS": "オンスロート",
    "set_MID": "イニストラード：真夜中の狩り",
    "pack_header": "第{round}パック・{pick}枚目のピック・{direction}に回す",
    "left": "左",
    "right": "右",
    "your_picks": "あなたのピック（{n}枚）",
    "no_picks": "まだありません",
    "pick_prompt": "取るカードの番号を入力してください（d 番号：詳細、p：ピック一覧、?：ヘルプ、q：終了）",
    "picked": "{card}をピックしました。",
    "bad_pick": "「{text}」はこのパックのカードではありません。1から{n}までの番号、d 番号、p、?、qの"
                "いずれかを入力してください。",
    "draft_help": ("取るカードの番号を入力します。d 番号：そのカードの詳細。p：ピックしたカード。q：ドラフト"
                   "を終了。残りのカードは隣の席に回り、全員が同時にピックします。"),
    "draft_over": "ドラフトが終了しました：{n}枚をピックしました。",
    "draft_quit": "ドラフトを中断しました。",
    "draft_eof": "入力が終わったため、ドラフトを中断しました。",
    "draft_saved": "ドラフトを{path}に保存しました。",
    "save_failed": "ドラフトを保存できませんでした：{reason}",
    "rarity_common": "コモン",
    "rarity_uncommon": "アンコモン",
    "rarity_rare": "レア",
    "rarity_mythic": "神話レア",
    "colorless": "無色",
    "deck_header": "デッキを構築してください：40枚以上（CR 100.2b）",
    "deck_count": "デッキ：{n}枚（ピックしたカード{spells}枚、基本土地{lands}枚）",
    "pool": "ピックしたカード（[x]：デッキに入っている）",
    "basics": "基本土地：{lands}",
    "deck_prompt": ("+番号：デッキに入れる・-番号：抜く・land W 8：平地8枚（W U B R G）・auto：自動構築・"
                    "done：完了・d 番号：詳細・?・q"),
    "deck_help": ("+番号（または番号のみ）でそのカードをデッキに入れ、-番号で抜きます。番号はいくつでも"
                  "続けられます：+1 4 7。land 色 枚数 で基本土地の枚数を決めます（色はW、U、B、R、G"
                  "か土地の名前）。autoで最も強い2色のデッキを自動で構築します。doneでそのデッキで"
                  "対戦します。d 番号：詳細。q：終了。"),
    "bad_deck_input": "「{text}」は使えません：{reason}",
    "no_such_card": "{n}番のカードはありません（1から{total}）",
    "already_in": "{card}はすでにデッキに入っています",
    "not_in": "{card}はデッキに入っていません",
    "bad_land": "基本土地はW、U、B、R、Gかその名前で、枚数は0から60です",
    "unknown_command": "+番号、-番号、land 色 枚数、auto、done、d 番号、?、qのいずれかを入力してください",
    "deck_too_small": "デッキは{n}枚です。リミテッドのデッキは40枚以上です（CR 100.2b）",
    "auto_built": "デッキを自動で構築しました：{colors}。",
    "deck_quit": "デッキ構築を中断しました。",
    "opponent_line": "対戦相手：あなたの左隣のコンピューター（{colors}）。",
    "player_deck": "{player}：{n}枚",
    "details_of": "{name}・{type_line}",
}

DRAFT_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}

COLOR_WORDS = {"en": {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"},
               "ja": {"W": "白", "U": "青", "B": "黒", "R": "赤", "G": "緑"}}
"""The five colors (CR 105.1), in the official Japanese words."""


def dmsg(key: str, lang: str, **kw: object) -> str:
    """The draft message ``key`` in ``lang`` (then the terminal game's messages)."""
    template = DRAFT_MESSAGES.get(lang, {}).get(key)
    if template is None:
        return msg(key, lang, **kw)
    return template.format(**kw)


def colors_text(colors: str | tuple[str, ...] | frozenset[str], lang: str) -> str:
    """Colors as words, in WUBRG order ("white and blue", 「白・青」); colorless if none."""
    words = [COLOR_WORDS[lang][c] for c in "WUBRG" if c in colors]
    if not words:
        return dmsg("colorless", lang)
    return "・".join(words) if lang == "ja" else " and ".join(words)


def set_name(set_code: str, lang: str) -> str:
    """The set's name in ``lang``."""
    return dmsg(f"set_{set_code}", lang)


def _mana_cost(card: CardData) -> str:
    return card.front.mana_cost or ""


def card_line(key: str, lang: str) -> str:
    """A card as the draft lists it: name, mana cost, power/toughness, rarity."""
    card = database().by_key(key)
    face = card.front
    parts = []
    if face.power is not None and face.toughness is not None:
        parts.append(f"{face.power}/{face.toughness}")
    parts.append(dmsg(f"rarity_{card.rarity}", lang))
    name = card_name(card, lang)
    cost = _mana_cost(card)
    return f"{name} {cost} · {' · '.join(parts)}" if cost else f"{name} · {' · '.join(parts)}"


def type_line(card: CardData, lang: str) -> str:
    """The front face's type line in ``lang`` (the official words of each type)."""
    face = card.front
    if lang == "en":
        return face.type_line
    from manastack.i18n.glossary import ja_keyword
    from manastack.rules.text_change import japanese_types

    def word(w: str) -> str:
        known = japanese_types().get(w)
        if known:
            return known
        try:
            return ja_keyword(w) or w
        except KeyError:
            return w
    main = "・".join(word(w) for w in (*face.supertypes, *face.types))
    subs = "・".join(word(w) for w in face.subtypes)
    return f"{main} — {subs}" if subs else main


def card_details(key: str, lang: str) -> list[str]:
    """A card's name, type line and rules text (of each face), for ``d N``."""
    from manastack.i18n.text import card_text
    card = database().by_key(key)
    out = [dmsg("details_of", lang, name=card_name(card, lang), type_line=type_line(card, lang))]
    for face in card.faces:
        if len(card.faces) > 1:
            out.append(f"[{card_name(face, lang)}]")
        out.extend("  " + line for line in card_text(face, lang).splitlines())
    return out
