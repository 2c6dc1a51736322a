"""The Japanese questions of the chain spells and of a copy's new targets say what the English
ones say (CR 608.2d, 707.10c): whether to sacrifice a land, to discard a card, to copy the
spell, and that a copy's target may be kept — not a bare "do it?" or "choose a new target".
The web client gets the same precise question through the decision's ``variant``
(``d_<kind>_<variant>``), shown to the deciding player only."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def _asked(d: Driver, lang: str) -> str:
    """The pending question as its player reads it in ``lang``."""
    dec = d.decision
    return Describer(d.game, dec.player, lang).prompt(dec.kind, dec.prompt)


def _variant(d: Driver, player: int) -> str | None:
    decision = d.game.view(player)["decision"]
    return decision.get("variant") if decision else None


def test_chain_of_vapor_asks_to_sacrifice_a_land_then_to_copy_it_then_for_a_new_target() -> None:
    """Chain of Vapor returns Crafty Pathmage: its controller is asked whether to sacrifice a
    land, then whether to copy the spell, then for the copy's target, which may be kept (CR
    707.10c); each question in Japanese says so, the English ones are the engine's."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Crafty Pathmage", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    d.expect("may")
    assert _asked(d, "ja") == "土地を1つ生け贄に捧げますか？（蒸気の連鎖）"
    assert _asked(d, "en") == "Sacrifice a land? (Chain of Vapor)"
    assert _variant(d, 1) == "sacrifice_land" and _variant(d, 0) is None
    d.choose(True)
    d.choose(d.ids("Island", player=1)[0])
    d.expect("may")
    assert _asked(d, "ja") == "この呪文をコピーしますか？（蒸気の連鎖）"
    assert _asked(d, "en") == "Copy Chain of Vapor? (Chain of Vapor)"
    assert _variant(d, 1) == "copy_spell"
    d.choose(True)
    d.expect("new_target")
    assert _asked(d, "ja") == \
        "コピーの新たな対象を選んでください（今の対象のままにすることもできます）。（蒸気の連鎖）"
    assert _variant(d, 1) == "copy"


def test_chain_of_plasma_asks_to_discard_a_card() -> None:
    """Chain of Plasma deals 3 damage to player 2, who is asked whether to discard a card."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Chain of Plasma")
    s.hand(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Plasma", targets=[1])
    d.resolve()
    d.expect("may")
    assert _asked(d, "ja") == "カードを1枚捨てますか？（プラズマの連鎖）"
    assert _variant(d, 1) == "discard_card"


def test_a_copys_target_taken_by_another_is_asked_for_again_in_japanese() -> None:
    """CR 707.10c, 115.7e: Galvanic Iteration copies Wave of Indifference (X = 2, targeting
    Glory Seeker and Crafty Pathmage); the copy's first target is changed to Crafty Pathmage,
    so its second target, Crafty Pathmage, can't be kept: the question says it is taken."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island", *["Mountain"] * 5)
    s.hand(0, "Galvanic Iteration", "Wave of Indifference")
    s.battlefield(1, "Glory Seeker", "Crafty Pathmage", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker, pathmage = d.find("Glory Seeker"), d.find("Crafty Pathmage")
    d.cast(0, "Wave of Indifference", x=2, targets=[seeker, pathmage])
    d.resolve()
    d.expect("new_target")
    assert _variant(d, 0) == "copy"
    d.choose(pathmage)
    d.expect("new_target")
    assert pathmage not in {a.value for a in d.decision.actions}
    assert _asked(d, "ja") == ("コピーの新たな対象を選んでください（今の対象は別の対象のものに"
                               "なりました）。（無頓着の波）")
    assert _variant(d, 0) == "copy_taken"


def test_a_question_without_a_variant_stays_the_plain_one() -> None:
    """A "may" of a spell with no precise question (Consider's "you may put that card into
    your graveyard") has no variant: the Japanese question says the spell's own sentence
    (CR 608.2d)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Forest", "Plains")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    d.expect("may")
    assert _asked(d, "ja") == "「あなたはそのカードをあなたの墓地に置いてもよい」を実行しますか？（考慮）"
    assert _variant(d, 0) is None
