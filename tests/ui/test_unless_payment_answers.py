"""An "unless [a player] pays" decision (CR 118.12) offers its two answers in the player's
language: "Pay" / "Don't pay", 「支払う」/「支払わない」, in the terminal's choice list (the
browser shows the same words, from the same descriptions)."""

from __future__ import annotations

import pytest

from manastack.agents import make_policy
from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.session import PlaySession


def _asked_to_pay() -> Driver:
    """Disruptive Pitmage's ability resolving: Shock's controller may pay {1} (CR 118.12)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage")
    s.battlefield(0, "Island")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    d.pass_priority()
    d.pass_priority()
    assert d.expect("unless_payment").player == 1
    return d


@pytest.mark.parametrize(("lang", "pay", "decline"), [
    ("en", "Pay", "Don't pay"), ("ja", "支払う", "支払わない")])
def test_the_answers_are_words_of_the_players_language(lang: str, pay: str,
                                                       decline: str) -> None:
    d = _asked_to_pay()
    desc = Describer(d.game, 1, lang)
    assert desc.choice("pay", "unless_payment") == pay
    assert desc.choice("decline", "unless_payment") == decline


def test_the_terminal_lists_them_in_japanese() -> None:
    d = _asked_to_pay()
    session = PlaySession(d.game, 1, [make_policy("first"), make_policy("first")], "ja")
    pending = session.pending()
    assert pending is not None
    kind, _prompt, choices = pending
    assert kind == "unless_payment"
    by_action = {c.actions[0]: c.label for c in choices}
    assert "支払う" in by_action[Choose("pay")]
    assert "支払わない" in by_action[Choose("decline")]
    assert not any("pay" in label or "decline" in label for label in by_action.values())
