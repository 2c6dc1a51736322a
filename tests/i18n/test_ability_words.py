"""The words of triggered abilities (CR 113.2, 603.1), in English and Japanese, read from the
rules text that wrote them (``manastack.i18n.ability_words``).

Every triggered ability of every card of ONS, MID and MIC — written on a line of its own, as a
keyword (ward, evolve: CR 702.21a, 702.100a), or inside another ability (a delayed triggered
ability, CR 603.7; a reflexive one, CR 603.12; one an Aura or a spell grants or a token is
created with, CR 113.1a) — has its English words, and its Japanese words when the card has a
Japanese text; the line of each is a trigger in both languages. Where no line is certain, no
words are given.
"""

from __future__ import annotations

import re

from manastack.cards.database import CARD_SETS, database
from manastack.dsl.abilities import TriggeredAbility
from manastack.dsl.prelude import DealDamage, Target, dies, triggered
from manastack.i18n.ability_words import Words, ability_words, phrases, quotations, written
from manastack.rules.copiable_values import printed_chars

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")

EXCEPTIONS: dict[tuple[str, str], str] = {}
"""(card name, how it is written) → why its triggered ability has no words in a language the
card has. None: every triggered ability of the three sets has its words in both."""


def _triggered() -> list[tuple[str, str, int, str, TriggeredAbility]]:
    """(card name, key, face, how written, ability) of every triggered ability of the sets."""
    out = []
    for set_code in CARD_SETS:
        for card in database().cards(set_code):
            for ability, face, how in written(card.key):
                if isinstance(ability, TriggeredAbility):
                    out.append((card.name, card.key, face, how, ability))
    return out


def test_every_triggered_ability_of_the_sets_has_its_words_in_english_and_japanese() -> None:
    """CR 113.2, 603.1: each triggered ability of each card, its own, its keywords' and those
    written inside its other abilities, resolves to its words; in Japanese too when the card
    has a Japanese text (every card of the sets has), unless listed in ``EXCEPTIONS``."""
    checked = missing = 0
    kinds = set()
    for name, key, face, how, ability in _triggered():
        words = ability_words(None, ability, None, printed_chars(key, face))
        has_ja = bool(database().by_key(key).faces[face].text_ja)
        ok = bool(words.en) and (not has_ja or bool(words.ja and JAPANESE.search(words.ja)))
        if (name, how) in EXCEPTIONS:
            assert not ok, f"{name} ({how}) has its words: drop it from EXCEPTIONS"
            missing += 1
            continue
        assert ok, (name, how, words)
        checked += 1
        kinds.add(how)
    assert checked > 350 and missing == len(EXCEPTIONS)
    assert kinds == {"lines", "keyword", "phrase"}


def test_each_triggered_line_is_a_trigger_in_both_languages() -> None:
    """The line that writes a triggered ability starts with a trigger in English ("When",
    "Whenever", "At", CR 603.1) and in Japanese (「…とき、」「…たび、」「…開始時に、」), as
    many in each: the Japanese line is the same ability's."""
    for name, key, face, how, ability in _triggered():
        if how != "lines":
            continue
        words = ability_words(None, ability, None, printed_chars(key, face))
        assert words.ja is not None
        en, ja = phrases(words.en, "en"), phrases(words.ja, "ja")
        assert en and len(en) == len(ja), (name, words)


def _words(name: str, how: str, index: int = 0) -> Words:
    card = database().get(name)
    found = [(a, f) for a, f, h in written(card.key) if h == how]
    ability, face = found[index]
    return ability_words(None, ability, None, printed_chars(card.key, face))


def test_a_delayed_trigger_is_the_sentence_that_writes_it_cr_603_7() -> None:
    """Astral Slide's return at the beginning of the next end step is its second sentence;
    Hungry for More's sacrifice, its last."""
    slide = _words("Astral Slide", "phrase")
    assert slide.en == ("If you do, return that card to the battlefield under its owner's "
                        "control at the beginning of the next end step.")
    assert slide.ja is not None and slide.ja.startswith("そうした場合、次の終了ステップの開始時に")
    more = _words("Hungry for More", "phrase")
    assert more.en == "Sacrifice it at the beginning of the next end step."
    assert more.ja == "次の終了ステップの開始時に、それを生け贄に捧げる。"


def test_a_reflexive_trigger_is_the_rest_of_its_line_cr_603_12() -> None:
    """Bloodthirsty Adversary's "When you pay this cost one or more times, ..." goes on to the
    end of its line; its Japanese, whose target is a sentence of its own 「…を対象とする。」,
    too. Diregraf Horde's "When you do" leaves the reminder text of decayed out."""
    adversary = _words("Bloodthirsty Adversary", "phrase")
    assert adversary.en.startswith("When you pay this cost one or more times")
    assert adversary.en.endswith("without paying their mana costs.")
    assert adversary.ja is not None and adversary.ja.startswith("あなたがこのコストを")
    assert adversary.ja.endswith("唱えてもよい。")
    horde = _words("Diregraf Horde", "phrase")
    assert horde.en == "When you do, exile up to two target cards from graveyards."
    assert horde.ja == "そうしたとき、墓地にあるカード最大２枚を対象とする。それらを追放する。"


def test_a_granted_trigger_is_its_quotation_cr_113_1a() -> None:
    """Necrosynthesis' enchanted creature has "Whenever another creature dies, ...": the
    words are the quotation, in Japanese the 「…」 of the Japanese text."""
    words = _words("Necrosynthesis", "phrase")
    assert words.en == "Whenever another creature dies, put a +1/+1 counter on this creature."
    assert words.ja == "これでないクリーチャー１体が死亡するたび、このクリーチャーの上に＋１/＋１カウンター１個を置く。"


def test_a_keyword_trigger_is_its_line_or_its_keyword_cr_702() -> None:
    """Ward alone on its line is that line with its reminder text (Chaplain of Alms); a
    token's decayed is its token's Japanese line, with its reminder text as in English."""
    ward = _words("Chaplain of Alms // Chapel Shieldgeist", "keyword")
    assert ward.en.startswith("Ward {1} (Whenever this creature becomes the target")
    assert ward.ja is not None and ward.ja.startswith("護法{1} (")
    zombie = database().token("Zombie")
    found = [(a, f) for a, f, h in written(zombie.key) if h == "keyword"]
    assert found
    decayed = ability_words(None, found[0][0], None, printed_chars(zombie.key, found[0][1]))
    assert decayed.en.startswith("Decayed")
    assert decayed.ja == "腐乱（このクリーチャーではブロックできない。これが攻撃したとき、戦闘終了時に、これを生け贄に捧げる。）"


def test_phrases_take_quotations_whole_and_skip_reminder_text() -> None:
    """A quotation is one ability (its first phrase); a phrase in reminder text is none (CR
    207.2)."""
    text = ('Create a 1/1 red Devil creature token with "When this creature dies, it deals 1 '
            'damage to any target." (It can\'t block. When it attacks, sacrifice it.)')
    assert phrases(text, "en") == ["When this creature dies, it deals 1 damage to any target."]
    assert quotations("「このクリーチャーが死亡したとき、『1点』。」を持つ", "ja") == \
        ["このクリーチャーが死亡したとき、『1点』。"]


def test_an_ability_no_card_writes_has_no_words() -> None:
    """Where no line is certain, no words: the clients name it by its source alone."""
    ability = triggered(dies(), DealDamage(7, Target(0)))
    assert ability_words(None, ability, None, None) == Words("", None)
