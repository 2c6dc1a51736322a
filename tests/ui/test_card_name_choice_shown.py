"""Choosing a card name (CR 201.4, Curse of Silence's "choose a card name") offers every card
name; in Japanese each is that card's printed Japanese name (「栄光の探求者」, not "Glory
Seeker"), in the terminal's choice list and the answer's view (the browser's words)."""

from __future__ import annotations

from manastack.agents import make_policy
from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.session import PlaySession
from manastack.views import option_view


def _naming() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Plains")
    s.hand(0, "Curse of Silence")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Curse of Silence", targets=[1])
    d.resolve()
    assert d.decision.kind == "choose_option"
    assert Choose("Glory Seeker") in d.game.legal_actions()
    return d


def test_a_card_name_is_offered_by_its_japanese_name() -> None:
    d = _naming()
    assert option_view(d.game, 0, Choose("Glory Seeker"))["value_ja"] == "栄光の探求者"
    assert Describer(d.game, 0, "ja").choice("Glory Seeker", "choose_option") == "栄光の探求者"
    assert Describer(d.game, 0, "en").choice("Glory Seeker", "choose_option") == "Glory Seeker"


def test_the_terminal_lists_the_names_in_japanese() -> None:
    d = _naming()
    session = PlaySession(d.game, 0, [make_policy("first"), make_policy("first")], "ja")
    pending = session.pending()
    assert pending is not None
    labels = {c.actions[0]: c.label for c in pending[2]}
    assert labels[Choose("Glory Seeker")] == "栄光の探求者"
    assert labels[Choose("Shock")] != "Shock"
