"""Japanese mode texts of modal cards (CR 700.2) and anchor words (CR 614.12c).

A modal card's modes are the bullets of its rules text, one per mode, in order; in Japanese
they are the card's own Japanese bullets — "•" in the printed text, "・" at the start of a line
in the current wording of the Onslaught cards (``manastack.i18n.modes``). Every modal card of
ONS, MID and MIC has exactly as many Japanese mode texts as modes, none of them English, and
the terminal and browser clients' views show them in Japanese: the choice of a mode and the
modes announced for a spell on the stack (CR 601.2b, 700.2).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from manastack.cards.database import CARD_SETS, database
from manastack.cards.registry import card_def
from manastack.decisions.actions import CastSpell
from manastack.i18n.modes import anchor_words, bullets
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.views import option_view

LATIN = re.compile(r"[A-Za-z]")
QUOTED = re.compile(r"「[^」]*」")


def _modal_cards() -> list[tuple[str, int, Any]]:
    """(card key, face index, modes) of every ability with modes of every card of the sets."""
    out = []
    for set_code in CARD_SETS:
        for card in database().cards(set_code):
            for i, face in enumerate(card_def(card.key).faces):
                for ability in face.abilities:
                    if getattr(ability, "modes", ()):
                        out.append((card.key, i, ability.modes))
    return out


MODAL = _modal_cards()


def test_the_modal_cards_of_the_sets() -> None:
    names = sorted(database().by_key(k).name for k, _, _ in MODAL)
    assert names == sorted([
        "Piety Charm", "Trickery Charm", "Misery Charm", "Fever Charm", "Vitality Charm",
        "Bloodline Culling", "Burn Down the House", "Cathartic Pyre", "Raze the Effigy",
        "Return to Nature", "Drown in Dreams", "Cleansing Nova"])


@pytest.mark.parametrize("key,face,modes", MODAL, ids=[k for k, _, _ in MODAL])
def test_every_modal_card_has_one_japanese_mode_text_per_mode_cr_700_2(
        key: str, face: int, modes: Any) -> None:
    """As many Japanese bullets as modes, each Japanese (no Latin letter, some kana or
    kanji), in the modes' order: a mode with a target has "対象" (outside a quoted ability),
    a mode without none."""
    data = database().by_key(key).faces[face]
    japanese = bullets(data.text_ja)
    assert len(japanese) == len(modes) == len(bullets(data.oracle_text))
    for mode, text in zip(modes, japanese, strict=True):
        assert not LATIN.search(text), text
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text
        assert ("対象" in QUOTED.sub("", text)) == bool(mode.targets), text


def test_every_face_has_as_many_japanese_bullets_as_english_ones() -> None:
    """The rule reads no line as a bullet that isn't one: a line-initial "・" is a bullet
    only where the Oracle text has one too. The one exception is no modal card: the printed
    Japanese text of Can't Stay Away begins with a stray "•" before its only ability (its
    Oracle text has no bullet), which no mode text is read from."""
    differ = [f"{c.key} {f.name}" for s in CARD_SETS for c in database().cards(s)
              for f in c.faces if len(bullets(f.text_ja)) != len(bullets(f.oracle_text))]
    assert differ == ["MID:213 Can't Stay Away"]
    assert "MID:213" not in {k for k, _, _ in MODAL}


def test_citadel_siege_anchor_words_have_their_japanese_words_cr_614_12c() -> None:
    face = database().get("Citadel Siege").front
    assert anchor_words(face.oracle_text, face.text_ja) == {"Khans": "カン", "Dragons": "龍"}
    assert anchor_words("• Khans — x", None) == {}


def _cast(card: str, lands: list[str], opponent: list[str]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    if opponent:
        s.battlefield(1, *opponent)
    s.hand(0, card)
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, CastSpell) and a.card == d.find(card)))
    assert d.decision.kind == "mode"
    return d


@pytest.mark.parametrize("card,lands,opponent,mode,words", [
    ("Vitality Charm", ["Forest"], [], 0, "緑の1/1の昆虫クリーチャー・トークンを１体生成する。"),
    ("Return to Nature", ["Forest", "Forest"], ["Hedgewitch's Mask"], 0,
     "アーティファクト１つを対象とする。それを破壊する。"),
])
def test_the_modes_are_offered_and_announced_in_japanese(
        card: str, lands: list[str], opponent: list[str], mode: int, words: str) -> None:
    """The choice of a mode (CR 601.2b) and the spell on the stack (CR 700.2) in the
    terminal's words and in the views the browser reads; English stays English."""
    d = _cast(card, lands, opponent)
    choose = next(a for a in d.game.legal_actions() if getattr(a, "value", None) == mode)
    assert Describer(d.game, 0, "ja").action(choose, "mode") == words
    assert option_view(d.game, 0, choose)["effect_ja"] == words
    english = Describer(d.game, 0, "en").action(choose, "mode")
    assert not re.search(r"[\u3040-\u30ff]", english)

    s = Scenario(seed=1)
    s.battlefield(0, *lands)
    if opponent:
        s.battlefield(1, *opponent)
    s.hand(0, card)
    d = Driver(s.build())
    targets = [d.find(opponent[0])] if opponent else []
    d.cast(0, card, modes=[mode], targets=targets)
    for player in (0, 1):
        spell = next(o for o in d.game.view(player)["stack"] if o.get("name") == card)
        assert spell["mode_texts_ja"] == [words]
        notes = Describer(d.game, player, "ja").choice_notes(spell)
        assert f"モード：{words}" in notes
        assert Describer(d.game, player, "en").choice_notes(spell) == \
            [f"mode: {spell['mode_texts'][0]}"]
        assert not re.search(r"[\u3040-\u30ff]", spell["mode_texts"][0])


@pytest.mark.parametrize("lang,line", [
    ("ja", "活力の魔除けのモード：緑の1/1の昆虫クリーチャー・トークンを１体生成する。"),
    ("en", "Vitality Charm: mode Create a 1/1 green Insect creature token."),
])
def test_the_log_announces_the_modes_chosen_for_a_spell_cr_601_2b(lang: str, line: str) -> None:
    """The opponent's line client announces the mode of the spell put on the stack, in the
    card's words, as it announces targets — even for a mode without a target."""
    from manastack.agents import make_policy
    from manastack.ui.session import PlaySession
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    s.hand(0, "Vitality Charm")
    d = Driver(s.build())
    d.cast(0, "Vitality Charm", modes=[0])
    d.pass_priority()
    session = PlaySession(d.game, 1, [make_policy("first"), make_policy("first")], lang)
    session.advance()
    assert line in session.log_lines()
