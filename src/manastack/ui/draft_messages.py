"""Messages of the booster draft (``manastack draft``), in English and Japanese; the words it
shares with the other limited commands (set names, rarities, card types, colors, deck building)
are :mod:`manastack.ui.limited_messages`', the game's :mod:`manastack.ui.messages`'. The
commands the player types (``d``, ``p``, ``q``) are identifiers in both languages."""

from __future__ import annotations

from manastack.cards.database import FaceData, database
from manastack.i18n.text import card_text, check_lang
from manastack.ui.describe import card_name
from manastack.ui.limited_messages import lmsg

_EN: dict[str, str] = {
    "draft_header": "Booster draft · {set} · {seats} seats · seed {seed}",
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
    "draft_save_failed": "The draft could not be saved to {path}: {reason}",
    "draft_pool": "Your picks: {n} cards from {set} boosters (seed {seed})",
    "opponent_line": "Your opponent: the computer drafter on your left, with a {colors} deck.",
    "draft_deck_name": "Draft {set} {seed}",
    "opponent_draft_deck_name": "Draft {set} {seed} ({player})",
    "details_of": "{name} · {type_line}",
}

_JA: dict[str, str] = {
    "draft_header": "ブースター・ドラフト・{set}・{seats}人・シード {seed}",
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
    "draft_save_failed": "ドラフトを{path}に保存できませんでした：{reason}",
    "draft_pool": "あなたのピック：{set}のブースターからのカード{n}枚（シード {seed}）",
    "opponent_line": "対戦相手：あなたの左隣のコンピューター（{colors}のデッキ）。",
    "draft_deck_name": "ドラフト {set} {seed}",
    "opponent_draft_deck_name": "ドラフト {set} {seed}（{player}）",
    "details_of": "{name}・{type_line}",
}

DRAFT_MESSAGES: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}


def dmsg(key: str, lang: str, **kw: object) -> str:
    """The draft message ``key`` in ``lang`` (then the limited commands' and the game's)."""
    template = DRAFT_MESSAGES[check_lang(lang)].get(key)
    if template is None:
        return lmsg(key, lang, **kw)
    return template.format(**kw)


def type_line(face: FaceData, lang: str) -> str:
    """A face's type line in ``lang`` (the official words of each type)."""
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
    """Each face's name, type line and rules text, for ``d N``."""
    card = database().by_key(key)
    out = []
    for face in card.faces:
        out.append(dmsg("details_of", lang, name=card_name(face, lang),
                        type_line=type_line(face, lang)))
        out.extend("  " + line for line in card_text(face, lang).splitlines())
    return out
