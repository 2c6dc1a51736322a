"""The Japanese of the questions whose English prompt says more than the bare question of
their decision's kind (``ui.messages_ja``'s ``d_<kind>``): what a target must be (CR 115.1,
601.2c), what a cost taps or sacrifices (CR 601.2h, 602.2b), how many mulligans were taken
and cards are still to be put on the bottom (CR 103.5), what is divided (CR 601.2d) and to
which recipient combat damage is being assigned (CR 510.1c-d), where a commander is going
(CR 903.9a-b), how many times a cost is paid (CR 601.2b), and the questions of the cards
whose effects ask their own (Delver of Secrets's reveal, Trade Secrets's repeated draw,
Prowling Pangolin's sacrifice...).

:func:`decision_prompt_ja` words them from the decision (its kind, data and English prompt)
and the game's state, with the words of the card's own Japanese text where the question is
about them (``i18n.requirement_words``) and the glossary's terms; None where the bare
question says as much. Only the deciding player is told (the English prompt may name a
card only they have seen).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.cards.database import database
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.state.game_state import GameState

__all__ = ["decision_prompt_ja"]

_ZONES_JA = {"graveyard": "墓地", "exile": "追放領域", "hand": "手札", "library": "ライブラリー"}
"""The zones a commander may leave for the command zone (CR 903.9a-b)."""

_COST_KINDS = {"cost_tap": "tap", "cost_sacrifice": "sacrifice", "cost_discard": "discard",
               "cost_exile_gy": "exile_gy", "sacrifice": "sacrifice"}
"""The decisions choosing what pays a part of a cost, and the part each pays (CR 601.2h)."""

_COST_ASKED = {"tap": "コストとしてタップするパーマネントを選んでください",
               "sacrifice": "コストとして生け贄に捧げるパーマネントを選んでください",
               "discard": "コストとして捨てるカードを選んでください",
               "exile_gy": "コストとして墓地から追放するカードを選んでください"}

_FIXED = {
    # the engine's own questions
    "Choose an opponent": "対戦相手を１人選んでください。",
    "Choose the player who makes the choice": "選択を行うプレイヤーを選んでください。",
    "Choose a player to attach it to": "それをつけるプレイヤーを選んでください。",
    "Choose what the Human token attacks": "人間・トークンが攻撃するプレイヤーかプレインズウォーカー"
                                           "を選んでください。",
    "Choose the player or planeswalker the tokens attack":
        "トークンが攻撃するプレイヤーかプレインズウォーカーを選んでください。",
    "Choose the player or planeswalker it attacks":
        "それが攻撃するプレイヤーかプレインズウォーカーを選んでください。",
    "Choose the permission you cast this spell with":
        "この呪文を唱えるのに使う許可を選んでください。",
    "Choose what it enchants": "それがエンチャントするものを選んでください。",
    "Choose the card that player discards": "そのプレイヤーが捨てるカードを選んでください。",
    "Choose a card for that player to discard": "そのプレイヤーが捨てるカードを選んでください。",
    "Choose a creature card exiled with it to copy":
        "これによって追放されているクリーチャー・カードのうち、コピーするものを選んでください。",
    "You may put a creature card onto the battlefield":
        "戦場に出すクリーチャー・カードを選んでください（出さないこともできます）。",
    "Choose the card that returns to its owner's hand":
        "オーナーの手札に戻すカードを選んでください（残りのカードは戦場に戻ります）。",
    "Draw up to four cards: how many?": "カードを最大４枚まで引きます。何枚引きますか？",
    "Repeat the process?": "この手順を繰り返しますか？（あなたはカードを２枚引き、その後、"
                           "呪文のコントローラーはカードを最大４枚まで引く）",
    "Secretly choose a number": "数を秘密裏に選んでください。",
    "Cast a copy without paying its mana cost (or stop)":
        "マナ・コストを支払わずに唱えるコピーを選んでください（唱えずに終えることもできます）。",
    "Choose which team takes the first turn": "先攻のチームを選んでください。",
    "Sacrifice a land to keep this creature?":
        "このクリーチャーのコントロールを失わないために土地を１つ生け贄に捧げますか？",
    "Divide combat damage among the defending player and their creatures":
        "戦闘ダメージを防御プレイヤーとそのクリーチャーに割り振ってください。",
    "Divide combat damage among the creatures it blocks (one amount per attacker)":
        "戦闘ダメージを、ブロックしているクリーチャーに割り振ってください"
        "（攻撃クリーチャーごとに１つの数）。",
    # the cards' own questions
    "Choose a color": "色を１色選んでください。",
    "Choose Khans or Dragons": "カンか龍かを選んでください。",
    "Choose a creature you control": "あなたがコントロールしているクリーチャー１体を選んでください。",
    "Choose a creature to copy (or none)":
        "コピーするクリーチャーを選んでください（選ばないこともできます）。",
    "Choose a permanent to return to its owner's hand":
        "オーナーの手札に戻すパーマネントを選んでください。",
    "Choose a creature card from your graveyard":
        "あなたの墓地にあるクリーチャー・カードを選んでください。",
    "Reveal any number of creature cards": "公開するクリーチャー・カードを望む枚数選んでください。",
    "Transform any number of Human Werewolves you control":
        "変身させる、あなたがコントロールしている人間・狼男を望む数選んでください。",
    "Put a land card onto the battlefield tapped":
        "タップ状態で戦場に出す土地・カードを選んでください。",
    "Put the creature on the top or bottom of your library?":
        "そのクリーチャーをあなたのライブラリーの一番上と一番下のどちらに置きますか？",
    "Tap or untap the target permanent?": "対象のパーマネントをタップしますか、アンタップしますか？",
    "You may exile a card from a graveyard":
        "追放する、墓地にあるカードを選んでください（選ばないこともできます）。",
    "You may exile a creature card from your graveyard":
        "追放する、あなたの墓地にあるクリーチャー・カードを選んでください（選ばないこともできます）。",
    "Exile a creature card from a graveyard?":
        "追放する、墓地にあるクリーチャー・カードを選んでください（選ばないこともできます）。",
    "You may return a land card from your graveyard":
        "あなたの墓地からあなたの手札に戻す土地・カードを選んでください（選ばないこともできます）。",
    "Return another creature you control to its owner's hand?":
        "オーナーの手札に戻す、あなたがコントロールしている他のクリーチャーを選んでください"
        "（選ばないこともできます）。",
    "Put a basic land card onto the battlefield tapped?":
        "タップ状態で戦場に出す基本土地・カードを選んでください（出さないこともできます）。",
    "Sacrifice up to three Zombies": "生け贄に捧げるゾンビを最大３体まで選んでください。",
    "You may choose a Curse attached to you":
        "あなたにつけられている呪いを選んでください（選ばないこともできます）。",
    "You may choose a creature you control to put two +1/+1 counters on":
        "＋１/＋１カウンター２個を置く、あなたがコントロールしているクリーチャーを選んでください"
        "（選ばないこともできます）。",
    "Exile up to two creature cards put into graveyards this way":
        "追放する、これにより墓地に置かれたクリーチャー・カードを最大２枚まで選んでください。",
    "Return other creature cards with total power X or less":
        "戦場に戻す、パワーの合計がX以下の他のクリーチャー・カードを選んでください。",
    "For each player, choose a creature card in their graveyard":
        "各プレイヤーについて、そのプレイヤーの墓地にあるクリーチャー・カードを１枚選んでください。",
    "Choose a land you control to return to its owner's hand":
        "オーナーの手札に戻す、あなたがコントロールしている土地を選んでください。",
    "Kaboom!: choose the next player or planeswalker":
        "次に公開とダメージを行うプレイヤーかプレインズウォーカーを選んでください。",
    "Put a card onto the battlefield?":
        "あなたの手札から戦場に出すアーティファクト・カードとクリーチャー・カードとエンチャント・"
        "カードと土地カードを望む枚数選んでください（出さないこともできます）。",
    "Put any number of these into your graveyard": "あなたの墓地に置くカードを望む枚数選んでください。",
    "Choose the mana to add": "加えるマナを選んでください。",
    "Choose an Army you control": "あなたがコントロールしている軍団を１体選んでください。",  # 701.47a
    "You may reveal a card": "公開するカードを選んでください（公開しないこともできます）。",
    "Choose the creature card to put onto the battlefield":
        "戦場に出すクリーチャー・カードを選んでください。",
}
"""Questions the English words fully, with no number or name in them."""


def decision_prompt_ja(g: GameState, d: Decision) -> str | None:
    """The Japanese of decision ``d``'s question where its kind's bare question says less than
    its English prompt; None otherwise (a decision with a ``variant`` has its own message)."""
    data = dict(d.data)
    if data.get("variant"):
        return None
    prompt = d.prompt or ""
    if prompt in _FIXED:
        return _FIXED[prompt]
    for kind, words in ((d.kind, _by_kind), (prompt, _by_prompt)):
        said = words(g, d, data, kind)
        if said:
            return said
    return None


def _by_kind(g: GameState, d: Decision, data: dict[str, Any], kind: str) -> str | None:
    if kind == "target":
        return _target(g, data)
    if kind in _COST_KINDS and ("cost" in (d.prompt or "")):
        part = _COST_KINDS[kind]
        said = _cost_part(g, data.get("source"), part)
        return f"{_COST_ASKED[part]}（{said}）。" if said else None
    if kind == "mulligan":
        n = g.players[d.player].mulligans
        return f"初期手札をキープしますか、マリガンしますか？（マリガン{n}回済み）"
    if kind == "commander_zone":
        zone = _ZONES_JA.get(str(data.get("zone")))
        if zone is None:
            return None
        if "instead" in (d.prompt or ""):  # a replacement effect (CR 903.9b)
            return f"あなたの統率者を{zone}に置く代わりに統率領域に置きますか？"
        return f"あなたの統率者を{zone}から統率領域に置きますか？"  # CR 903.9a
    if kind == "mode" and any(a.value is None for a in d.actions if hasattr(a, "value")):
        return "追加のモードを選んでください（選ばずに終えることもできます）。"  # CR 700.2
    if kind == "choose_number" and data.get("times_cost"):
        return f"{data['times_cost']}を何回支払いますか？"  # CR 601.2b, 118.1
    if kind == "may" and d.var == "pangolin_yes":
        name = _name_ja(g, data.get("source"), "Prowling Pangolin")
        return f"クリーチャーを２体生け贄に捧げますか？（そうした場合、{name}を生け贄に捧げる）"
    return None


def _by_prompt(g: GameState, d: Decision, data: dict[str, Any], prompt: str) -> str | None:
    """Questions whose English prompt carries a number or a name."""
    if m := re.fullmatch(r"Reveal (.+)\?", prompt):  # looking at a card, then may reveal it
        return f"{_card_ja(m[1])}を公開しますか？"
    if m := re.fullmatch(r"Choose the (\w+) the spell targets instead", prompt):  # CR 115.7
        what = {"creature": "クリーチャー", "object": "もの"}.get(m[1])
        return f"その呪文が代わりに対象とする{what}を選んでください。" if what else None
    if m := re.fullmatch(r"Discard down to (\d+) cards", prompt):  # CR 514.1
        return f"手札が{m[1]}枚になるまで捨てるカードを選んでください。"
    if m := re.fullmatch(r"Put a card on the bottom of your library \((\d+) left\)", prompt):
        return f"ライブラリーの一番下に置くカードを選んでください（残り{m[1]}枚）。"  # CR 103.5
    if m := re.fullmatch(r"Divide (\d+)( damage| \S+ counters)? among the targets .*",
                         prompt):  # CR 601.2d
        return f"{_divided(m[1], m[2])}を対象に割り振ってください（数は対象を選んだ順）。"
    if m := re.fullmatch(r"Combat damage to assign to recipient (\d+) of (\d+) \((\d+) left\)",
                         prompt):
        return (f"{m[2]}つの割り振り先のうち{m[1]}つ目に割り振る戦闘ダメージを選んでください"
                f"（残り{m[3]}点）。")
    if m := re.fullmatch(r"Divide combat damage \(one amount per blocker(.*)\)", prompt):
        then = {", then the player": "、最後にプレイヤー",
                ", then the planeswalker": "、最後にプレインズウォーカー"}.get(m[1], "")
        return f"戦闘ダメージの割り振りを選んでください（ブロック・クリーチャーごとに１つの数{then}）。"
    if m := re.fullmatch(r"Pay (\S+) \((.+)\)", prompt):  # a cost paid as it resolves
        why = _PAID_FOR.get(m[2])
        times = re.fullmatch(r"(\S+) x(\d+)", m[2])
        if times:  # CR 601.2b: a cost paid a number of times
            why = f"{times[1]}を{times[2]}回"
        return f"コストを支払ってください（{why}）。" if why else None
    if m := re.fullmatch(r"Pay (\S+)\?", prompt):  # "you may pay" (CR 608.2d)
        return f"{m[1]}を支払いますか？"
    if re.fullmatch(r"Pay \S+ to activate a mana ability", prompt):  # CR 605.3b
        return "マナ能力を起動するためのコストを支払ってください。"
    if m := re.fullmatch(r"Sacrifice a permanent instead of discarding a card \((\d+) left\)\?",
                         prompt):
        return f"カードを１枚捨てる代わりにパーマネントを１つ生け贄に捧げますか？（あと{m[1]}回）"
    if m := re.fullmatch(r"Choose a permanent to remove an? (.+) counter from \((\d+) left\)",
                         prompt):  # CR 602.2b, 118.3
        return (f"コストとして{_counter_ja(m[1])}を取り除くパーマネントを選んでください"
                f"（残り{m[2]}個）。")
    if prompt.startswith("How many cards to exile"):  # CR 601.2b, 107.3a: announced
        sid = data.get("source")
        said = _cost_part(g, sid, "exile_gy") or _additional_cost(g, sid)
        return f"追放するカードの枚数を選んでください（{said}）。" if said else None
    if m := re.fullmatch(r"Choose the player or planeswalker token (\d+) of (\d+) attacks",
                         prompt):
        return f"{m[2]}体のトークンのうち{m[1]}体目が攻撃するプレイヤーかプレインズウォーカーを選んでください。"
    if m := re.fullmatch(r"Choose a card for that player's hand \((\d+) left\)", prompt):
        return f"そのプレイヤーの手札に加えるカードを選んでください（残り{m[1]}枚）。"
    if m := re.fullmatch(r"Choose a card to reveal \((\d+) left\)", prompt):
        return f"公開するカードを選んでください（残り{m[1]}枚）。"
    return None


_PAID_FOR = {"so that the spell isn't countered": "呪文が打ち消されないように",
             "ward": "護法", "to block": "ブロックのため"}
"""Why a cost is paid as a spell or ability resolves or a block is declared (CR 118.12,
702.21a, 509.1d)."""


def _divided(n: str, what: str | None) -> str:
    """What is divided among the targets (CR 601.2d), as the English question says it
    (``rules.stack``): ``n`` points of damage, or ``n`` counters of their kind; the bare number
    when it doesn't say."""
    if what is None:
        return n
    if what == " damage":
        return f"{n}点のダメージ"
    return f"{_counter_ja(what.strip().removesuffix(' counters'))}{n}個"


def _counter_ja(kind: str) -> str:
    """A kind of counter by the glossary's word (CR 122.1)."""
    from manastack.i18n.glossary import ja_counter
    try:
        return ja_counter(kind)
    except KeyError:
        return f"{kind}カウンター"


def _target(g: GameState, data: dict[str, Any]) -> str | None:
    """What the target being chosen must be, in its card's Japanese words (CR 115.1)."""
    from manastack.i18n.requirement_words import target_phrase_ja
    from manastack.rules.stack import target_specs
    sid, slot = data.get("source"), data.get("slot")
    if not isinstance(sid, int) or sid not in g.objects or not isinstance(slot, int):
        return None
    said = target_phrase_ja(g, sid, slot, len(target_specs(g, sid)))
    return f"対象を選んでください（{said}）。" if said else None


def _cost_part(g: GameState, src: Any, part: str) -> str | None:
    """The part of the cost being paid in its card's Japanese words: of the spell or ability
    on the stack ``src``, or of the permanent ``src`` whose mana ability is being activated
    (the one such part of its text)."""
    from manastack.i18n.requirement_words import cost_part_ja, cost_parts
    from manastack.rules.text_change import rules_text
    if not isinstance(src, int) or src not in g.objects:
        return None
    if g.objects[src].zone is Zone.STACK:
        return cost_part_ja(g, src, part)
    parts = [p for line in (rules_text(g, src, "ja") or "").splitlines()
             for p in cost_parts(line, part)]
    return parts[0] if len(parts) == 1 else None


def _additional_cost(g: GameState, sid: Any) -> str | None:
    """The additional cost of the spell ``sid`` in its card's Japanese words (CR 601.2b:
    「この呪文を唱えるための追加コストとして、…」), where it says one."""
    from manastack.rules.text_change import rules_text
    if not isinstance(sid, int) or sid not in g.objects:
        return None
    found = re.search(r"追加コストとして、([^。]*)", rules_text(g, sid, "ja") or "")
    return found[1] if found else None


def _card_ja(name: str) -> str:
    """A card's Japanese name (its English name where the data has none)."""
    card = database().find(name)
    for face in card.faces if card is not None else ():
        if face.name == name and face.name_ja:
            return str(face.name_ja)
    return name


def _name_ja(g: GameState, src: Any, otherwise: str) -> str:
    """The Japanese name of the permanent ``src``, else of the card ``otherwise``."""
    from manastack.rules.characteristics import chars
    if isinstance(src, int) and src in g.objects:
        return _card_ja(chars(g, src).name or otherwise)
    return _card_ja(otherwise)
