"""Why an action is refused, in English and Japanese (CR 732.1): the words of the refusals
``manastack.refusals`` and ``Game.apply`` give.

A refusal is a :class:`Refusal`: a message key and its values, worded in a language only when
it is read (:meth:`Refusal.text`). Its values are numbers and rule citations (the same in
every language), other refusals (a reason within a reason, worded in the same language),
:class:`Words` (a card, zone, step, kind of action or decision as the player may know it, in
both languages: a card by the card database's Japanese name, ``card_words``), :class:`Listed`
(several, joined as each language joins them), :class:`Sentence` (a reason read as a
sentence of its own) and players' names (the names the views give them, in no language). A
card the player can't see is named in neither language (「非公開のカード」, the clients' word
for it: CR 401.2, 402.3).

The Japanese game words are the glossary's (``data/glossary-ja.tsv``: 戦場, 手札, ライブラリー,
墓地, 追放領域, スタック, 統率領域, 唱える, 起動する, 土地をプレイする, 攻撃クリーチャー,
ブロック・クリーチャー, 対象, モード, 追加コスト, 総コスト, 統率者, 優先権, パーマネント,
呪文, 起動型能力, 忠誠度能力, マナ能力, 裏向き, 表向き, タップ状態, 生け贄に捧げる, 飛行,
到達, 防衛, 速攻, 瞬速, 呪禁, 被覆 (``data/keywords_ja.tsv``), プロテクション); the step names are
those of ``i18n.text``; the special action of CR 116.2b and the decisions' names the customary
wording of Japanese Magic products and of the terminal's prompts (``ui.messages_ja``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from manastack.i18n.refusal_words_ja import REFUSALS_JA as _JA
from manastack.i18n.text import MESSAGES, check_lang

__all__ = ["ACTION_WORDS", "DECISION_WORDS", "REFUSALS", "SPECIAL_ACTION_WORDS", "Listed",
           "Refusal", "Sentence", "Words", "action_shown", "action_words", "card_words",
           "choice_refusal", "decision_words", "method_words", "step_words", "zone_words"]


@dataclass(frozen=True)
class Words:
    """A word or name in English and in Japanese."""

    en: str
    ja: str

    def text(self, lang: str) -> str:
        return self.ja if check_lang(lang) == "ja" else self.en


@dataclass(frozen=True)
class Listed:
    """Several values, joined as each language joins them (``", "`` and ``"、"``, or
    ``" or "`` and ``"か"``)."""

    items: tuple[Any, ...]
    en: str = ", "
    ja: str = "、"

    def text(self, lang: str) -> str:
        sep = self.ja if check_lang(lang) == "ja" else self.en
        return sep.join(_value(v, lang) for v in self.items)


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: the message ``key`` and its ``values``."""

    key: str
    values: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, /, **values: Any) -> Refusal:
        if key not in REFUSALS["en"]:
            raise KeyError(f"no refusal {key!r}")
        return cls(key, tuple(values.items()))

    def text(self, lang: str) -> str:
        """The refusal in ``lang``."""
        template = REFUSALS[check_lang(lang)][self.key]
        return template.format(**{k: _value(v, lang) for k, v in self.values})

    def __str__(self) -> str:
        return self.text("en")


@dataclass(frozen=True)
class Sentence:
    """A reason read as a sentence of its own, after another: in English its first letter
    capitalized ("mode 2 ..." reads "Mode 2 ..."); Japanese has no capitals."""

    reason: Refusal

    def text(self, lang: str) -> str:
        t = self.reason.text(lang)
        return t if lang == "ja" else t[:1].upper() + t[1:]


def _value(v: Any, lang: str) -> str:
    if isinstance(v, Words | Listed | Refusal | Sentence):
        return v.text(lang)
    return str(v)


# -- words -------------------------------------------------------------------------------------

def card_words(name: str, subtypes: Iterable[str] = ()) -> Words:
    """A card, token or face named ``name`` (English, as the views name it) in both
    languages: the Japanese name of the card or face in the card database
    (``i18n.text.card_name``), of a token by its subtypes (``cards.token_texts``), else the
    English name (a user-defined card has no other)."""
    from manastack.cards.database import database
    from manastack.cards.token_texts import token_name_ja
    from manastack.i18n.text import card_name
    card = database().find(name)
    if card is not None:
        if name == card.name:
            return Words(name, card_name(card, "ja"))
        for face in card.faces:
            if face.name == name and face.name_ja:
                return Words(name, face.name_ja)
    return Words(name, token_name_ja(name, subtypes) or name)


_ZONES = {"hand": "手札", "library": "ライブラリー", "graveyard": "墓地", "battlefield": "戦場",
          "stack": "スタック", "exile": "追放領域", "command": "統率領域"}
"""The zones (CR 400.1) by the glossary's words."""


def zone_words(zone: str) -> Words:
    """A zone by its name (``Zone.value``)."""
    return Words(zone, _ZONES.get(zone, zone))


_PLACES = {"exile": "exile", "command": "the command zone"}
"""The zones whose English name after "from" isn't "the" and their ``Zone.value`` (CR 400.1:
"exile" and "the command zone" are the zones' names)."""


def zone_place_words(zone: str) -> Words:
    """A zone as the place something is cast from: "the graveyard", "exile", "the command
    zone" (in Japanese as ``zone_words``)."""
    return Words(_PLACES.get(zone, f"the {zone}"), _ZONES.get(zone, zone))


_STEPS = {"untap": "step_untap", "upkeep": "step_upkeep", "draw": "step_draw",
          "precombat main": "phase_precombat_main",
          "beginning of combat": "step_beginning_of_combat",
          "declare attackers": "step_declare_attackers",
          "declare blockers": "step_declare_blockers",
          "first strike damage": "step_combat_damage", "combat damage": "step_combat_damage",
          "end of combat": "step_end_of_combat", "postcombat main": "phase_postcombat_main",
          "end": "step_end", "cleanup": "step_cleanup"}
"""A step's label (``Step.label``) and its name in ``i18n.text`` (CR 500.1)."""


def step_words(label: str) -> Words:
    """A step or main phase by its label (``"precombat main"``)."""
    key = _STEPS.get(label)
    return Words(label, MESSAGES["ja"][key] if key else label)


ACTION_WORDS: dict[str, str] = {
    "PassPriority": "優先権のパス",
    "PlayLand": "土地のプレイ",
    "CastSpell": "呪文を唱えること",
    "ActivateAbility": "能力の起動",
    "ActivateManaAbility": "マナ能力の起動",
    "PayAutomatically": "自動での支払い",
    "SpecialAction": "特別な処理",
    "Choose": "選択",
    "DeclareAttacker": "攻撃クリーチャーの指定",
    "DeclareBlocker": "ブロック・クリーチャーの指定",
    "FinishDeclaration": "指定の完了",
    "ResetDeclaration": "指定のやり直し",
    "Concede": "投了",
}
"""Each kind of action (``decisions.actions``) in Japanese."""


def _a(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def action_words(name: str, article: bool = True) -> Words:
    """A kind of action by its class name, in English with its article (``"a PlayLand"``)
    or without."""
    return Words(_a(name) if article else name, ACTION_WORDS.get(name, "行動"))


DECISION_WORDS: dict[str, str] = {
    "priority": "優先権",
    "mulligan": "マリガン",
    "first_player": "先攻のプレイヤーの選択",
    "target": "対象の選択",
    "declare_attackers": "攻撃クリーチャーの指定",
    "declare_blockers": "ブロック・クリーチャーの指定",
    "pay_mana": "マナの支払い",
    "pool_mana": "不特定マナを支払うマナの選択",
    "discard": "捨てるカードの選択",
    "additional_cost": "追加コストの選択",
    "cast_copy": "コピーを唱えるかどうかの選択",
    "cost_remove_counter": "コストとして取り除くカウンターの選択",
    "cost_tap": "コストとしてタップするパーマネントの選択",
    "cost_sacrifice": "コストとして生け贄に捧げるパーマネントの選択",
    "cost_discard": "コストとして捨てるカードの選択",
    "cost_exile_gy": "コストとして墓地から追放するカードの選択",
    "exile_count": "追放するカードの枚数の選択",
    "divide": "割り振りの選択",
    "new_target": "新しい対象の選択",
    "unless_payment": "支払うかどうかの選択",
    "ward_payment": "護法のコストの支払い",
    "bottom_cards": "ライブラリーの一番下に置くカードの選択",
    "may": "実行するかどうかの選択",
    "x": "Xの値の選択",
    "mode": "モードの選択",
    "choose_cards": "カードの選択",
    "sacrifice": "生け贄に捧げるパーマネントの選択",
    "damage_assignment": "戦闘ダメージの割り振り",
    "order_triggers": "誘発型能力の順番の選択",
    "order_replacements": "置換効果の選択",
    "shield_damage": "軽減するダメージの発生源の選択",
    "order_cards": "カードの順番の選択",
    "search": "探すカードの選択",
    "scry": "占術",
    "surveil": "諜報",
    "legend_rule": "残すレジェンド・パーマネントの選択",
    "choose_option": "選択肢の選択",
    "choose_creature_type": "クリーチャー・タイプの選択",
    "choose_number": "数の選択",
    "choose_player": "プレイヤーの選択",
    "top_or_bottom": "ライブラリーの一番上か一番下かの選択",
    "commander_zone": "統率者を統率領域に置くかどうかの選択",
    "hidden": "非公開のカードについての選択",
}
"""Each kind of decision in Japanese (the terminal's prompts, ``ui.messages_ja``'s ``d_``
keys; ``hidden``: another player's decision about a card the player can't see,
``views.decision_kind``)."""


def action_shown(action: object) -> Words:
    """An action as given: in English its ``repr``, in Japanese its kind."""
    return Words(repr(action), ACTION_WORDS.get(type(action).__name__, "行動"))


def decision_words(kind: str, article: bool = False) -> Words:
    """A kind of decision, in English with its article (``"a target"``) or without."""
    return Words(_a(kind) if article else kind, DECISION_WORDS.get(kind, "選択"))


_METHODS = {"normal": "通常の方法", "flashback": "フラッシュバック",
            "granted_flashback": "与えられたフラッシュバック", "disturb": "降霊",
            "from_exile": "追放領域から唱える方法", "face_down": "裏向きに唱える方法",
            "from_library": "ライブラリーの一番上から唱える方法",
            "commander": "統率領域から唱える方法",
            "paying_zero": "マナ・コストの代わりに{0}を支払って唱える方法",
            "commander_paying_zero": "統率領域からマナ・コストの代わりに{0}を支払って唱える方法",
            "from_library_paying_zero": "ライブラリーの一番上からマナ・コストの代わりに{0}を支払って"
                                        "唱える方法",
            "from_exile_paying_zero": "追放領域からマナ・コストの代わりに{0}を支払って唱える方法",
            "graveyard_permission": "墓地から唱えることを許されて唱える方法",
            "graveyard_permission_paying_zero": "墓地から唱えることを許され、マナ・コストの代わり"
                                                "に{0}を支払って唱える方法",
            "without_paying": "マナ・コストを支払うことなく唱える方法",
            "copy_without_paying": "コピーをマナ・コストを支払うことなく唱える方法"}
"""The ways to cast a spell (``rules.cast_methods.METHODS``) in Japanese."""


def method_words(method: Any) -> Words:
    """A way to cast a spell, in English as given (its ``repr``), in Japanese by its word."""
    ja = _METHODS.get(method) if isinstance(method, str) else None
    return Words(repr(method), f"「{ja}」" if ja else repr(method))


SPECIAL_ACTION_WORDS = {"turn_face_up": "裏向きのパーマネントを表向きにすること"}
"""The special actions (CR 116.2, ``rules.special_actions``) in Japanese."""


def choice_refusal(e: Exception) -> Refusal | Words:
    """A choice a spell or ability can't make as it is put on the stack (``rules.choices.
    IllegalChoiceError``): its message key and values (a cost by its mana symbols, a kind of
    counter by its official word, CR 122.1), or, for an error with none, its message."""
    key = getattr(e, "key", None)
    if key is None or key not in _EN:
        return Words(str(e), str(e))
    values = dict(getattr(e, "values", {}))
    if "counter" in values:
        from manastack.i18n.glossary import ja_counter
        kind = str(values["counter"])
        try:
            ja = ja_counter(kind)
        except KeyError:
            ja = f"{kind}カウンター"
        values["counter"] = Words(kind, ja)
    return Refusal.of(key, **{k: v if isinstance(v, Words) else str(v)
                              for k, v in values.items()})


# -- the refusals ------------------------------------------------------------------------------

_EN: dict[str, str] = {
    # Game.apply
    "game_over": "the game is over",
    "no_player": "no such player: {player}",
    "player_left": "{player} has left the game",
    "not_your_decision": "it is {deciding}'s decision ({kind}), not {player}'s",
    "not_an_action": "not an action: {action}",
    "illegal_for": "illegal action for the {kind} decision: {action}: {reason}",
    "not_legal_answer": "it is not one of the legal answers",
    "cannot_complete": "that can't be completed legally: {reason}",
    # what the player may know of an object
    "object": "object {oid}",
    "unseen": "a card you can't see",
    "face_down_spell": "a face-down spell",
    "face_down_permanent": "a face-down permanent",
    "face_down_card": "a face-down card",
    "no_object": "there is no object {oid} in the game",
    "in_your": "in your {zone}",
    "in_players": "in {player}'s {zone}",
    "on_battlefield": "on the battlefield",
    "on_stack": "on the stack",
    "in_exile": "in exile",
    "in_command": "in the command zone",
    "in_zone": "in {zone}",
    # priority (CR 117.1)
    "not_priority_answer": "{action} doesn't answer a priority decision: pass, play a land, "
                           "cast a spell, activate an ability or take a special action "
                           "(CR 117.1)",
    "cannot_take_now": "it can't be taken now",
    "not_attack_answer": "{action} doesn't answer the declaration of attackers: declare an "
                         "attacker, finish or start over (CR 508.1)",
    "not_block_answer": "{action} doesn't answer the declaration of blockers: declare a "
                        "blocker, finish or start over (CR 509.1)",
    "mana_restricted": "the mana of {what} may be spent only on a {only}, and what is being "
                       "paid for isn't one (CR 106.6)",
    "mana_not_spendable": "that mana of {what} can't be made or spent on what is left to pay "
                          "(CR 601.2g-h, 605.3)",
    "not_legal_answer_to": "that {action} is not one of the legal answers to {kind} decision",
    "not_an_answer_to": "{action} doesn't answer {kind} decision; it takes {kinds}",
    # sorcery timing (CR 117.1a, 307.1)
    "not_your_turn": "it isn't your turn",
    "not_main_phase": "it isn't your main phase (it is the {step})",
    "stack_not_empty": "the stack isn't empty",
    # playing a land (CR 305.1-305.2)
    "land_unseen": "that is {unseen}: you may not play it (CR 305.1, 401.2)",
    "land_not_in_hand": "{what} is {where}, not your hand (CR 305.1)",
    "land_not_land": "{what} is not a land: it is cast, not played (CR 305.1, 601.2)",
    "land_timing": "a land is played only in your main phase while the stack is empty: "
                   "{timing} (CR 305.1)",
    "land_played": "you have already played {n} land{s} this turn (CR 305.2)",
    "land_not_now": "{what} can't be played now (CR 305.1)",
    # casting a spell (CR 601.2)
    "cast_not_card": "{what} is not a card: only a card is cast (CR 601.2a)",
    "cast_from_here": "{what} is {where}: it can't be cast (CR 601.2a)",
    "cast_unseen": "that is {unseen}: you may not cast it (CR 601.2a, 401.2)",
    "cast_others_card": "{what} is {where}: nothing lets you cast another player's card from "
                        "there (CR 601.2a, 601.3)",
    "cast_no_method": "there is no way to cast a spell called {method}; the ways are: {ways}",
    "cast_not_from_zone": "{what} is {where}: nothing lets you cast it from there "
                          "(CR 601.2a, 601.3)",
    "cast_method_zone": "{what} is {where}: casting {method} is from {zones} "
                        "(CR 601.2a, 601.3)",
    "cast_others_commander": "{what} is {player}'s commander: only its owner may cast it from "
                             "the command zone (CR 903.8)",
    "cast_no_keyword": "{what} has no {keyword}: it can't be cast that way (CR 601.2a, 702)",
    "cast_land": "{what} is a land: it is played, not cast (CR 305.9)",
    "cast_not_allowed": "{what} can't be cast {method} now: nothing allows casting it that way "
                        "(CR 601.2a, 118.9)",
    "cast_timing": "{what} is cast only in your main phase while the stack is empty (it is not "
                   "an instant and has no flash): {timing} (CR 117.1a, 307.1)",
    "cast_cost": "{what} can't be cast that way now: its total cost{tax} can't be paid "
                 "(CR 601.2f-h, 601.2e)",
    "cast_mana": "{what} can't be cast that way now: its total cost can't be paid: the mana "
                 "you can spend on it doesn't pay {cost}{tax} (CR 601.2f-h, 106.6)",
    "cast_no_target": "{what} can't be cast now: a target it requires has no legal choice "
                      "(CR 601.2c, 601.2e)",
    "cast_no_mode": "{what} can't be cast now: {n} of its modes must be chosen, and only {ok} "
                    "can get legal targets (CR 601.2b-c, 700.2a)",
    "commander_tax": " (with the commander tax of {{{tax}}} for the times it was cast from the "
                     "command zone, CR 903.8)",
    "nothing": "",
    # activating an ability (CR 602)
    "ability_unseen": "that is {unseen}: you may not activate its abilities (CR 602.2, 401.2)",
    "ability_controller": "{what} is controlled by {player}: only the controller of a "
                          "permanent activates its abilities (CR 602.2)",
    "ability_owner": "{what} is owned by {player}: only its owner activates its abilities "
                     "there (CR 602.2)",
    "no_ability_number": "{what} has no ability number {index}",
    "not_activated": "ability number {index} of {what} is not an activated ability "
                     "(CR 602.1)",
    "ability_zone": "that ability of {what} works from the {zone}, and {what} is {where} "
                    "(CR 113.6)",
    "phased_out": "{what} is phased out: it is treated as though it doesn't exist "
                  "(CR 702.26b)",
    "ability_sorcery": "that ability of {what} is activated only as a sorcery: {timing} "
                       "(CR 602.5d, 606.3)",
    "loyalty_used": "a loyalty ability of {what} has already been activated this turn "
                    "(CR 606.3)",
    "once_each_turn": "that ability of {what} may be activated only once each turn "
                      "(CR 602.5b)",
    "activation_forbidden": "the activated abilities of sources named {name} can't be "
                            "activated (CR 602.5)",
    "ability_coven": "that ability of {what} can be activated only if you control three or "
                     "more creatures with different powers (coven, CR 602.5b)",
    "ability_restriction": "that ability of {what} has an \"Activate only\" restriction not "
                           "met (CR 602.5b)",
    "tap_cost_tapped": "{what} is tapped: its {{T}} cost can't be paid (CR 602.5a, 118.3)",
    "tap_cost_sick": "{what} hasn't been under your control since your most recent turn "
                     "began: its {{T}} cost can't be paid (CR 302.6)",
    "ability_no_target": "that ability of {what} has no legal target to choose (CR 602.2b, "
                         "601.2c, 601.2e)",
    "mana_not_made": "that ability of {what} can't add {mana}: it adds {offered} "
                     "(CR 605.3b)",
    "ability_cost": "that ability of {what} can't be activated now: its costs can't be paid "
                    "(CR 602.2b, 601.2g-h, 118.3)",
    "ability_life": "that ability of {what} can't be activated now: its costs can't be paid: "
                    "paying {amount} life needs a life total of at least {amount}, and {whose} "
                    "is {life} ({rule})",
    "ability_mana": "that ability of {what} can't be activated now: its costs can't be paid: "
                    "the mana you can spend on it doesn't pay {cost} (CR 602.2b, 601.2g-h, "
                    "106.6)",
    # declarations (CR 508.1, 509.1)
    "nothing_declared": "nothing has been declared yet: there is nothing to start over",
    "attack_not_legal": "the attack isn't legal as it stands: a creature that must attack if "
                        "able doesn't, or a restriction is broken (CR 508.1c-d)",
    "attack_requirement": "the attack isn't legal as it stands: {what} must attack if able, "
                          "and it can (CR 508.1d)",
    "blocks_menace": "the blocks aren't legal as they stand: {attacker} has menace, and only "
                     "{what} blocks it; it can't be blocked except by two or more creatures "
                     "(CR 702.111b)",
    "blocks_lure": "the blocks aren't legal as they stand: {what} can block {attacker}, which "
                   "all creatures able to block it must block (CR 509.1c)",
    "blocks_requirement": "the blocks aren't legal as they stand: {what} must block if able, "
                          "and it can (CR 509.1c)",
    "blocks_not_legal": "the blocks aren't legal as they stand: a creature that must block if "
                        "able doesn't, or a restriction such as menace is broken "
                        "(CR 509.1b-c)",
    # special actions (CR 116.2)
    "no_special_action": "there is no special action called {kind}; the special actions are: "
                         "{kinds} (CR 116.2)",
    "special_not_permanent": "{what} is not a permanent: it is {where}",
    "special_controller": "{what} is controlled by {player} (CR 116.2b)",
    "face_up_already": "{what} is face up already (CR 702.37e)",
    "morph_cost": "{what} can't be turned face up now: its morph cost can't be paid "
                  "(CR 702.37e)",
    # attacking (CR 508.1)
    "not_creature_on_battlefield": "{what} is not a creature on the battlefield (CR {rule})",
    "attacker_controller": "{what} is controlled by {player} (CR 508.1a)",
    "already_attacking": "{what} is already declared as an attacker (CR 508.1a)",
    "defender_left": "{player} has left the game: a creature attacks an opponent "
                     "(CR 508.1b, 506.2)",
    "defender_not_opponent": "{player} is not your opponent: a creature attacks an opponent "
                             "(CR 508.1b, 506.2)",
    "cant_be_attacked": "{what} can't be attacked: a creature attacks an opponent or a "
                        "planeswalker or battle an opponent controls (CR 508.1b)",
    "attacker_tapped": "{what} is tapped: a tapped creature can't attack (CR 508.1a)",
    "attacker_sick": "{what} hasn't been under your control since your most recent turn began "
                     "(CR 302.6, 508.1a)",
    "attacker_defender": "{what} has defender: it can't attack (CR 702.3b)",
    "attacker_cant_attack": "{what} can't attack: an effect says so (CR 508.1c)",
    "attacker_not_that_player": "{what} can't attack {player} or their planeswalkers: an "
                                "effect says so (CR 508.1c)",
    "attacker_unless": "{what} can't attack {player}: its own ability allows it to attack "
                       "only if that player meets its condition (CR 508.1c)",
    "attack_restricted": "{what} can't attack that way now: the attack declared with it "
                         "couldn't then be legal (a requirement or restriction; CR 508.1c-d)",
    # blocking (CR 509.1)
    "blocker_controller": "{what} is controlled by {player}, not you (CR 509.1a)",
    "not_attacking": "{attacker} is not attacking (CR 509.1a)",
    "attacking_another": "{attacker} is attacking another player or their planeswalker: you "
                         "block only creatures attacking you or your planeswalkers "
                         "(CR 509.1a, 802.4a)",
    "blocker_tapped": "{what} is tapped: a tapped creature can't block (CR 509.1a)",
    "already_blocking": "{what} is already blocking (CR 509.1a)",
    "attacker_flying": "{attacker} has flying: only a creature with flying or reach can block "
                       "it (CR 702.9b)",
    "attacker_unblockable": "{attacker} can't be blocked (CR 509.1b)",
    "blocker_cant_block": "{what} can't block: an effect says so (CR 509.1b)",
    "blocker_decayed": "{what} has decayed: a creature with decayed can't block (CR 702.147a)",
    "attacker_landwalk": "{attacker} has landwalk and you control a land of that type: it "
                         "can't be blocked (CR 702.14c)",
    "attacker_fear": "{attacker} has fear: only an artifact creature or a black creature can "
                     "block it (CR 702.36b)",
    "attacker_skulk": "{attacker} has skulk: a creature with greater power can't block it "
                      "(CR 702.118b)",
    "blocker_only": "{what} can block only some creatures{by}, and {attacker} isn't one of "
                    "them (CR 509.1b)",
    "attacker_only_by": "{attacker} can't be blocked except by some creatures{by}, and {what} "
                        "isn't one of them (CR 509.1b)",
    "attacker_not_by": "{attacker} can't be blocked by {what}{by} (CR 509.1b)",
    "by_ability_of": " (the ability of {source})",
    "by_its_own_ability": "",
    "attacker_protection": "{attacker} has protection from a quality of {what}: {what} can't "
                           "block it (CR 702.16f)",
    "block_restricted": "{what} can't block {attacker} now: the blockers declared with it "
                        "couldn't then be a legal declaration (menace, or another requirement "
                        "or restriction; CR 509.1b-c)",
    # choices (CR 601.2b-c, 700.2, 115)
    "not_a_choice": "{shown} is not {what}; the choices are: {listed}{more}{why}",
    "a_legal_target": "a legal target",
    "a_mode": "a mode that can be chosen",
    "a_value_of_x": "a value X may have",
    "one_of_the_choices": "one of the choices",
    "and_more": " and {n} more",
    "then_why": ". {why}",
    "option": "{value} ({name})",
    "already_chosen": "{what} is already chosen (CR 608.2d)",
    "same_power": "{what} has power {power}, as {other}, already chosen, has: each one chosen "
                  "has a different power (CR 608.2d)",
    "power_left": "{what} has power {power}, more than the {left} left of the total power "
                  "allowed (CR 608.2d)",
    "same_owner": "{what} is {player}'s, as {other}, already chosen, is: each one chosen has a "
                  "different owner (CR 608.2d)",
    "no_mode": "there is no mode {value}: the modes are 0 to {last} (CR 700.2)",
    "mode_chosen": "mode {value} (\"{mode}\") is already chosen: each mode is chosen once "
                   "(CR 700.2d)",
    "mode_no_target": "mode {value} (\"{mode}\") needs a target, and none can be chosen for it "
                      "(CR 700.2a, 601.2c)",
    "cannot_pay_now": "{player} can't pay the cost \"{cost}\" now: a cost can't be paid without the "
                      "resources to pay it fully (CR 118.3)",
    "x_negative": "X can't be a negative number (CR 107.1b)",
    "x_unpaid": "With X = {x} its total cost would be {cost}, which the mana you can spend on "
                "it doesn't pay (CR 107.3a, 601.2f-h)",
    "cannot_pay_times": "{player} can pay {cost} at most {most} times now: a cost can't be "
                        "paid without the resources to pay it fully (CR 118.3)",
    # cards looked at or searched for (CR 608.2d, 701.23a)
    "not_looked_at": "{what} is {where}, not among the cards you are looking at (CR 608.2d)",
    "not_the_kind_looked_for": "{what} is not {kind} (CR 608.2d)",
    "not_in_searched_library": "{what} is {where}, not in the library being searched "
                               "(CR 701.23a)",
    "already_found": "{what} is already found (CR 701.23a)",
    "not_the_kind_searched_for": "{what} is not {kind} (CR 701.23a)",
    # colors (CR 105.1, 105.4)
    "not_a_color": "{shown} is not a color: a color chosen is one of the five (CR 105.4)",
    "color_written": "{shown} is not written as the color {color} is (CR 105.1)",
    "color_japanese": "{shown} is the Japanese word of the color {color}: a color is chosen "
                      "by its English word (CR 105.1)",
    "not_a_color_at_all": "{shown} is not a color; the five colors are {colors} (CR 105.1)",
    # card names (CR 201.4)
    "token_name": "{shown} is the name of a token ({token}), not of a card: the name chosen "
                  "must be a card's, and a token's name can be chosen only when a card has it "
                  "too (CR 201.4)",
    "card_name_written": "{shown} is not written as the card's name is: its name is {names}, "
                         "the English name the card reference gives it (CR 201.2, 201.4)",
    "no_card_named": "no card has the name {shown} (CR 201.4)",
    # creature types (CR 205.3m)
    "type_excluded": "{shown} is a creature type, but this choice excludes it (one the card "
                     "forbids, or one it must differ from)",
    "type_written": "{shown} is not written as the creature type {alike} is (CR 205.3m)",
    "type_japanese": "{shown} is the Japanese word of the creature type {alike}: a creature "
                     "type is chosen by its English name (CR 205.3m)",
    "type_several": "{shown} is several creature types ({types}): the choice is one creature "
                    "type, and only one (CR 205.3e, 205.3m)",
    "type_land": "{shown} is a land type, not a creature type (CR 205.3i, 205.3m)",
    "type_artifact": "{shown} is an artifact type, not a creature type (CR 205.3g, 205.3e)",
    "type_enchantment": "{shown} is an enchantment type, not a creature type (CR 205.3h, "
                        "205.3e)",
    "type_planeswalker": "{shown} is a planeswalker type, not a creature type (CR 205.3j, "
                         "205.3e)",
    "type_spell": "{shown} is a spell type, not a creature type (CR 205.3k, 205.3e)",
    "type_card": "{shown} is a card type, not a creature type (CR 205.2a, 205.3m)",
    "type_super": "{shown} is a supertype, not a creature type (CR 205.4a, 205.3m)",
    "type_not_creature": "{shown} is not a creature type (CR 205.3m)",
    # paying a cost (CR 601.2h, 602.2b)
    "paid_already": "{what} is already chosen to pay this cost: each object pays it once "
                    "(CR 601.2h)",
    "cost_zone": "{what} is {where}: only a card in your {zone} can be {done} to pay this cost "
                 "(CR 601.2h)",
    "cost_not_permanent": "{what} is {where}, not a permanent: only a permanent you control "
                          "can be {done} to pay this cost (CR {rule})",
    "cost_controller": "{what} is controlled by {player}: only a permanent you control can be "
                       "{done} to pay this cost (CR {rule})",
    "cost_tapped": "{what} is already tapped: a tapped permanent can't be tapped to pay a cost "
                   "(CR 118.3)",
    "cost_description": "{what} doesn't fit the cost's description, \"{label}\" "
                        "(CR 601.2h, 602.2b)",
    # targets (CR 115)
    "target_itself": "{what} is this spell or ability itself: a spell or ability on the stack "
                     "is an illegal target for itself (CR 115.5)",
    "target_chosen": "{what} is already chosen for this target: an object or player is chosen "
                     "once for each instance of the word \"target\" (CR 115.3, 601.2c)",
    "target_other_chosen": "{what} is already chosen for another target, which this one must "
                           "differ from (CR 115.3)",
    "target_description": "{what} doesn't fit the target's description, \"{label}\" "
                          "(CR 115.1)",
    "player_shroud": "{what} has shroud (CR 702.18a)",
    "player_hexproof": "{what} has hexproof (CR 702.11c)",
    "shroud": "{what} has shroud: it can't be the target of spells or abilities (CR 702.18a)",
    "hexproof": "{what} has hexproof: it can't be the target of spells or abilities your "
                "opponents control (CR 702.11b)",
    "hexproof_from": "{what} has hexproof from {quality} (CR 702.11d)",
    "protection": "{what} has protection from {quality} (CR 702.16b)",
    # choices a spell or ability can't make as it is put on the stack (rules.choices)
    "cannot_pay": "cannot pay {cost}",
    "no_counter_to_remove": "no {counter} counter left to remove",
    "not_an_activated_ability": "not an activated ability",
    "no_additional_cost": "no additional cost can be paid",
    "no_legal_target": "no legal target for a required target",
    "cannot_pay_mana_ability": "cannot pay {cost} to activate a mana ability",
}

REFUSALS: dict[str, dict[str, str]] = {"en": _EN, "ja": _JA}
"""Each refusal's template, by language and key."""
