"""A discard asked card by card says how many cards are still to be discarded in Japanese as
the English prompt does ("Discard a card (2 left)"): the decision's ``left``, shown to every
player (the effect says how many), read by the terminal and the web client (CR 701.9a,
514.1)."""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer

ASK = "捨てるカードを選んでください。"


def _ja(d: Driver) -> str:
    dec = d.decision
    return Describer(d.game, dec.player, "ja").prompt(dec.kind, dec.prompt)


def _left(d: Driver, viewer: int) -> object:
    decision = d.game.view(viewer)["decision"]
    return decision.get("left") if decision else None


def test_faithful_mending_counts_down_the_two_cards_to_discard() -> None:
    """Faithful Mending: draw two, then discard two, one at a time: the question says two
    are left, then one; the opponent's view says so too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Faithful Mending", "Glory Seeker", "Shock")
    s.library(0, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Faithful Mending")
    d.resolve()
    d.expect("discard")
    assert _ja(d) == ASK + "（残り2枚）（信仰の繕い）"
    assert _left(d, 0) == 2 and _left(d, 1) == 2
    d.choose(d.find("Glory Seeker"))
    d.expect("discard")
    assert _ja(d) == ASK + "（残り1枚）（信仰の繕い）"
    assert _left(d, 1) == 1
    d.choose(d.find("Shock"))
    assert d.zone_of("Glory Seeker") == "graveyard" and d.zone_of("Shock") == "graveyard"


def test_the_cleanup_discard_says_how_many_cards_are_over_the_maximum_hand_size() -> None:
    """CR 514.1: nine cards in hand at cleanup, a maximum hand size of seven: two to discard,
    asked one at a time."""
    s = Scenario(seed=1)
    s.hand(0, *["Glory Seeker"] * 9)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    while d.decision.kind != "discard":
        d.pass_priority()
    assert _ja(d) == "手札が7枚になるまで" + ASK + "（残り2枚）"  # as "Discard down to 7 cards"
    d.choose(d.decision.actions[0].value)
    d.expect("discard")
    assert _ja(d) == "手札が7枚になるまで" + ASK + "（残り1枚）"


def test_read_the_runes_counts_down_the_cards_to_discard_after_the_sacrifices() -> None:
    """Read the Runes for 3, Glory Seeker sacrificed for one card: two cards to discard,
    then one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Read the Runes")
    s.library(0, "Shock", "Smother", "Swat", "Island")
    d = Driver(s.build())
    d.cast(0, "Read the Runes", x=3)
    d.resolve()
    d.expect("sacrifice")
    d.choose(d.find("Glory Seeker"))
    d.choose(None)
    d.expect("discard")
    assert _ja(d).startswith(ASK + "（残り2枚）")
    d.choose(d.find("Shock", zone="hand"))
    assert _ja(d).startswith(ASK + "（残り1枚）")
    assert _left(d, 1) == 1
