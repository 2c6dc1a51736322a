"""The Japanese words of what a spell or ability requires of its targets and of the objects
paying its costs (``manastack.i18n.requirement_words``; CR 115.1, 601.2h, 602.2b), checked on
every card of the three sets: each targeted spell, mode and activated or triggered ability has
a phrase for each of its targets (or one for all of them), and each part of an activated
ability's cost paid by sacrificing, tapping, discarding or exiling has its one part of the
Japanese cost."""

from __future__ import annotations

from types import SimpleNamespace

from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.dsl.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from manastack.i18n.ability_words import ability_words, claimed_lines, written
from manastack.i18n.modes import bullets
from manastack.i18n.requirement_words import cost_parts, target_phrases


def _fits(phrases: list[str], targets: int) -> bool:
    return len(phrases) in (1, targets)


def test_every_targeted_ability_has_its_targets_japanese_phrases() -> None:
    missing = []
    checked = 0
    for card in database().cards():
        for fi, face in enumerate(card.faces):
            for ability, f, how in written(card.key):
                if f != fi or how not in ("lines", "phrase") or getattr(ability, "modes", ()) or \
                        not isinstance(ability, ActivatedAbility | TriggeredAbility) or \
                        not ability.targets:
                    continue
                ja = ability_words(None, ability, None, SimpleNamespace(face=face)).ja or ""
                checked += 1
                if not _fits(target_phrases(ja), len(ability.targets)):
                    missing.append((card.name, ja))
    assert checked > 100
    assert missing == []


def test_every_targeted_spell_and_mode_has_its_targets_japanese_phrases() -> None:
    missing = []
    checked = 0
    for card in database().cards():
        definition = card_def(card.key)
        for fi, face in enumerate(card.faces):
            spells = [a for a in definition.faces[fi].abilities if isinstance(a, SpellAbility)]
            if not spells:
                continue
            claimed = claimed_lines(card.key, fi)
            text = "\n".join(line for i, line in enumerate((face.text_ja or "").split("\n"))
                             if i not in claimed)
            spell = spells[0]
            modes = bullets(text)
            for i, mode in enumerate(spell.modes):
                if mode.targets:
                    checked += 1
                    if i >= len(modes) or not _fits(target_phrases(modes[i]),
                                                    len(mode.targets)):
                        missing.append((card.name, i))
            if spell.targets and not spell.modes:
                checked += 1
                if not _fits(target_phrases(text), len(spell.targets)):
                    missing.append((card.name, text))
    assert checked > 100
    assert missing == []


def test_every_cost_paid_with_objects_has_its_japanese_part() -> None:
    missing = []
    checked = 0
    for card in database().cards():
        for fi, face in enumerate(card.faces):
            for ability, f, how in written(card.key):
                if f != fi or how != "lines" or not isinstance(ability, ActivatedAbility):
                    continue
                cost = ability.cost
                ja = ability_words(None, ability, None, SimpleNamespace(face=face)).ja or ""
                for part, paid in (("sacrifice", cost.sacrifice), ("tap", cost.tap_untapped),
                                   ("discard", cost.discard),
                                   ("exile_gy", cost.exile_from_graveyard)):
                    if paid:
                        checked += 1
                        if len(cost_parts(ja, part)) != 1:
                            missing.append((card.name, part, ja))
    assert checked > 40
    assert missing == []


def test_phrases_are_the_cards_words() -> None:
    """A phrase runs from the start of its sentence, a trigger condition's end or a cost's
    colon to 「を対象とする」; 「を対象とし、」 ends one; a condition about targets and a
    quotation (another ability's) have none; 「対象となる…を選ぶ」 is one."""
    assert target_phrases("{2}{B}, これ以外のクリーチャー２体を生け贄に捧げる：クリーチャー１体を対象と"
                          "する。それを破壊する。") == ["クリーチャー１体を対象とする"]
    assert target_phrases("あなたがコントロールするビースト・クリーチャー１体を対象とし、対戦相手１人が"
                          "コントロールするクリーチャー１体を対象とする。") == \
        ["あなたがコントロールするビースト・クリーチャー１体を対象とする",
         "対戦相手１人がコントロールするクリーチャー１体を対象とする"]
    assert target_phrases("呪文１つを対象とする。その呪文がクリーチャー１体だけを対象としている場合、"
                          "その呪文の対象を別のクリーチャーに変更する。") == ["呪文１つを対象とする"]
    assert target_phrases("それは「このクリーチャーが戦場に出たとき、プレイヤー１人を対象とする。」を"
                          "得る。") == []
    # words that refer back to a target chosen declare none (Dark Salvation, Spectral
    # Adversary): the spell's second target is the first phrase's, not 「その後、…その対象とする」
    assert target_phrases("プレイヤー１人とクリーチャー最大１体を対象とする。そのプレイヤーは黒の２/２の"
                          "ゾンビ・クリーチャー・トークンＸ体を生成する。その後、ターン終了時まで、その"
                          "対象としたクリーチャーは－１/－１の修整を受ける。") == \
        ["プレイヤー１人とクリーチャー最大１体を対象とする"]
    assert target_phrases("これでないクリーチャーを対象とする。その後、対象としたものはフェイズ・アウト"
                          "する。") == ["これでないクリーチャーを対象とする"]
    assert target_phrases("対象となるクリーチャー１体かプレイヤー１人を選ぶ。") == \
        ["対象となるクリーチャー１体かプレイヤー１人を選ぶ"]
    assert cost_parts("{1}, {T}, これ以外のゾンビ１体を生け贄に捧げる：トークンを生成する。",
                      "sacrifice") == ["これ以外のゾンビ１体を生け贄に捧げる"]
