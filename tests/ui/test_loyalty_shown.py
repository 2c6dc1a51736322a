"""A planeswalker's loyalty in views and card details (CR 209.1, 306.5b): the printed loyalty
of a planeswalker card off the battlefield, its loyalty counters on the battlefield."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateAbility
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details


def _game() -> Game:
    s = Scenario()
    s.hand(0, "Arlinn, the Pack's Hope", "Glory Seeker")
    s.battlefield(0, "Wrenn and Seven", label="wrenn")
    s.library(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.at("precombat_main", active=0)
    return s.build()


def _by_name(zone: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(o for o in zone if o.get("name") == name)


def test_a_planeswalker_card_in_hand_shows_its_printed_loyalty() -> None:
    """CR 209.1: the loyalty printed in the lower right corner is part of the view of the
    card in its owner's hand; a creature card has none."""
    g = _game()
    hand = g.view(0)["players"][0]["hand"]
    assert _by_name(hand, "Arlinn, the Pack's Hope")["loyalty"] == 4
    assert _by_name(hand, "Glory Seeker")["loyalty"] is None


def test_details_show_loyalty_counters_beside_the_printed_loyalty() -> None:
    """CR 306.5b: on the battlefield a planeswalker's loyalty is the number of its loyalty
    counters; the details mark it against the printed 5 once an ability changed it."""
    g = _game()
    d = Driver(g)
    wrenn = d.find("Wrenn and Seven")
    desc = Describer(g, 0, "en")
    assert "Loyalty: 5\n" in details(desc, wrenn).plain
    ability = next(a for a in g.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == wrenn)
    g.apply(0, ability)  # +1: a loyalty counter is put on it as a cost (CR 606.4)
    text = details(Describer(g, 0, "en"), wrenn).plain
    assert "Loyalty: 6  (printed: 5)" in text
    ja = details(Describer(g, 0, "ja"), wrenn).plain
    assert "忠誠度: 6" in ja


def test_hand_card_details_show_printed_loyalty() -> None:
    g = _game()
    arlinn = Driver(g).find("Arlinn, the Pack's Hope")
    assert "Loyalty: 4\n" in details(Describer(g, 0, "en"), arlinn).plain


def test_the_werewolf_arlinn_shows_no_loyalty_beside_her_printed_loyalty() -> None:
    """CR 306.5, 205.1a: Arlinn, the Moon's Fury made only a Werewolf creature by her 0 has no
    loyalty: the details show none beside the printed 4, though her three loyalty counters
    stay; a planeswalker again the next turn, her loyalty is those counters."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Arlinn, the Pack's Hope", transformed=True, counters={"loyalty": 3})
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    g = s.build()
    d = Driver(g)
    arlinn = d.find("Arlinn, the Pack's Hope")
    assert "Loyalty: 3  (printed: 4)" in details(Describer(g, 0, "en"), arlinn).plain
    d.activate(0, arlinn, index=2)  # 0: a 5/5 Werewolf creature until end of turn
    d.resolve()
    assert "Loyalty: —  (printed: 4)" in details(Describer(g, 0, "en"), arlinn).plain
    d.pass_until("upkeep", turn=4)
    assert "Loyalty: 3  (printed: 4)" in details(Describer(g, 0, "en"), arlinn).plain
