"""A question asked while a spell or ability resolves says, in Japanese, the sentence of the
card's own Japanese text it asks about, as the English question says what it asks: a
"you may ... If you do, ..." (CR 608.2d) and a search (CR 701.23a: what is searched for, in
whose library). Only the deciding player's view carries the sentence."""

from __future__ import annotations

from manastack.choice_words import sentences_ja
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from tests.cards.mid.test_mask_of_griselbrand import equip
from tests.cards.mid.test_mask_of_griselbrand import setup as mask_setup


def test_608_2d_a_you_may_inside_a_resolving_ability_says_its_japanese_sentence() -> None:
    """Mask of Griselbrand's "you may pay X life, where X is its power. If you do, draw X
    cards.": the Japanese question is the card's sentence with its "if you do" (and the
    sentence of what X is between them), its trigger condition left out; the English keeps
    the engine's question; the opponent, who isn't asked, gets no sentence."""
    d = mask_setup()
    seeker = equip(d)
    d.cast(0, "Smother", targets=[seeker])
    d.resolve()
    d.resolve()
    may = d.expect("may")
    assert Describer(d.game, 0, "ja").prompt("may", may.prompt) == (
        "「あなたはＸ点のライフを支払ってもよい。Ｘはそのクリーチャーのパワーに等しい。"
        "そうしたなら、カードＸ枚を引く」を実行しますか？（グリセルブランドの仮面）")
    assert Describer(d.game, 0, "en").prompt("may", may.prompt) == \
        "Pay X life to draw X cards? (Mask of Griselbrand)"
    assert "ability" not in d.game.view(1)["decision"]


def test_608_2d_each_you_may_of_a_spell_is_its_own_sentence() -> None:
    """Chain of Plasma asks the damaged player first whether to discard, then whether to
    copy the spell: each question is its own sentence of the spell's Japanese text, asked of
    that player (the spell's controller's view has none)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    discard = d.expect("may")
    assert discard.player == 1
    assert Describer(d.game, 1, "ja").prompt("may", discard.prompt).startswith(
        "「その後、そのプレイヤーかそのパーマネントのコントローラーはカードを１枚捨ててもよい」"
        "を実行しますか？")
    assert "ability" not in d.game.view(0)["decision"]
    d.choose(True)
    copy = d.expect("may")
    assert Describer(d.game, 1, "ja").prompt("may", copy.prompt).startswith(
        "「そうした場合、そのプレイヤーはこの呪文をコピーし、そのコピーの新たな対象を"
        "選んでもよい」を実行しますか？")
    assert Describer(d.game, 1, "en").prompt("may", copy.prompt).startswith(
        "Copy Chain of Plasma?")


def test_701_23a_the_search_says_what_is_searched_for_and_in_whose_library() -> None:
    """Evolving Wilds' search: the Japanese question says the card's sentence (the ability's
    cost left out): a basic land card, in your library."""
    s = Scenario(seed=1)
    s.battlefield(0, "Evolving Wilds")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    d.resolve()
    search = d.expect("search")
    assert Describer(d.game, 0, "ja").prompt("search", search.prompt) == (
        "探すカードを選んでください。「あなたのライブラリーから基本土地・カード１枚を探し、"
        "タップ状態で戦場に出す」（進化する未開地の能力）")
    assert Describer(d.game, 0, "en").prompt("search", search.prompt).startswith(
        "Search your library for a basic land card")
    assert d.game.view(0)["decision"]["ability"] == {
        "sentence_ja": "あなたのライブラリーから基本土地・カード１枚を探し、タップ状態で戦場に出す"}


def test_701_23a_a_search_quoted_in_a_choice_says_the_quoted_sentence() -> None:
    """Avarax's "you may search your library for a card named Avarax, ...", in Japanese
    a quotation chosen: the search's question says the quoted sentence, with the card named
    by its Japanese name alone."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Avarax")
    s.library(0, "Avarax", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Avarax")
    d.resolve()
    d.resolve()
    d.choose(True)
    search = d.expect("search")
    assert Describer(d.game, 0, "ja").prompt("search", search.prompt).startswith(
        "探すカードを選んでください。「あなたのライブラリーから名前が《アヴァラックス》である"
        "カードを１枚探し、それを公開し、あなたの手札に加え、ライブラリーを切り直す」")


def test_sentences_leave_out_reminder_text_costs_and_trigger_conditions() -> None:
    """The sentences of a Japanese text: reminder text (CR 207.2) and an activated ability's
    cost (CR 602.1a) left out, a triggered ability's trigger condition (CR 603.1) left out
    when asked, a quotation kept whole."""
    assert sentences_ja("{T}, 生け贄に捧げる：Ａを探す。その後、切り直す。") == \
        ["Ａを探す", "その後、切り直す"]
    assert sentences_ja("変異{2}{G} (あなたはこれを裏向きに唱えてもよい。)") == ["変異{2}{G}"]
    assert sentences_ja("これが死亡したとき、あなたは「Ａを引く。Ｂを捨てる。」を選んでもよい。",
                        triggered=True) == ["あなたは「Ａを引く。Ｂを捨てる。」を選んでもよい"]
    assert sentences_ja("これが死亡したとき、Ａを引く。", triggered=False) == \
        ["これが死亡したとき、Ａを引く"]
    assert sentences_ja("それは「Ｃ：Ｄを加える。」を持つ。") == ["それは「Ｃ：Ｄを加える。」を持つ"]
