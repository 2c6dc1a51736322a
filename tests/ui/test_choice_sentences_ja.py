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


def test_608_2d_a_spells_you_may_says_its_sentence_unless_it_has_a_question_of_its_own() -> None:
    """Return to Dust's "you may exile another target artifact or enchantment" (a spell) says
    the spell's Japanese sentence; Chain of Plasma's "may discard a card", which has a precise
    question of its own (a variant), says that one, and the spell's controller, who isn't
    asked, gets no sentence."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Return to Dust")
    s.battlefield(1, "Sol Ring", "Mobilization")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Return to Dust", targets=[d.find("Sol Ring"), d.find("Mobilization")])
    d.resolve()
    assert _japanese_prompt(d, "may").startswith("「あなたはそれを追放してもよい」を実行しますか？")
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    assert _japanese_prompt(d, "may").startswith("カードを1枚捨てますか？")
    assert "ability" not in d.game.view(1)["decision"]
    assert "ability" not in d.game.view(0)["decision"]


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


def _japanese_prompt(d: Driver, kind: str) -> str:
    decision = d.expect(kind)
    return Describer(d.game, decision.player, "ja").prompt(kind, decision.prompt)


def test_118_12_an_unless_payment_says_its_cost_and_that_the_spell_is_countered() -> None:
    """Disruptive Pitmage: "counter target spell unless its controller pays {1}": the
    Japanese question says the cost and what not paying does, as the English one does."""
    from tests.ui.test_unless_payment_answers import _asked_to_pay
    d = _asked_to_pay()
    assert _japanese_prompt(d, "unless_payment").startswith(
        "{1}を支払いますか？（支払わないなら、その呪文は打ち消される）")
    assert d.game.view(1)["decision"]["cost_ja"] == "{1}"
    assert "cost_ja" not in d.game.view(0)["decision"]


def test_702_21a_a_ward_payment_says_its_cost() -> None:
    """Burly Breaker's ward {1}: the Japanese question says the cost and that the spell is
    countered if it isn't paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Burly Breaker")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Burly Breaker")])
    d.pass_priority()
    d.pass_priority()
    assert _japanese_prompt(d, "ward_payment").startswith(
        "護法：{1}を支払いますか？（支払わないなら、その呪文や能力は打ち消される）")


def test_502_3_choosing_not_to_untap_says_what_is_asked() -> None:
    """Ghosthelm Courier, tapped, in its controller's untap step: "you may choose not to
    untap" asks whether to untap it, in Japanese too (not a bare 「実行しますか？」)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ghosthelm Courier", "Island", "Island", "Island")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    courier = d.find("Ghosthelm Courier")
    d.activate(0, courier, targets=[courier])
    d.resolve()
    while d.decision.kind == "priority":
        d.pass_priority()
    assert _japanese_prompt(d, "may") == \
        "このパーマネントをアンタップしますか？（幽霊兜の急使）"


def test_510_1d_a_blocker_dividing_its_damage_says_what_is_asked() -> None:
    """Butcher Orgg blocking: its controller is asked whether to divide its combat damage
    among that player and their creatures instead of assigning it to the creature it blocks
    (CR 510.1d); the Japanese question says so."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Butcher Orgg")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Butcher Orgg"): seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    assert _japanese_prompt(d, "may").startswith(
        "このクリーチャーの戦闘ダメージを、通常どおりに割り振る代わりに、プレイヤーとその"
        "クリーチャーに割り振りますか？")


def test_cost_words_ja() -> None:
    """An "unless" cost's parts in Japanese: mana symbols, life (CR 119.4), cards to discard."""
    from manastack.choice_words import cost_words_ja
    assert cost_words_ja("{2}{U}") == "{2}{U}"
    assert cost_words_ja("{1}, pay 3 life, discard 2 cards") == \
        "{1}、３点のライフを支払う、カード２枚を捨てる"
    assert cost_words_ja("discard 1 card") == "カード１枚を捨てる"
