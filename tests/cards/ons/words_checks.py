"""Shared check for the official ruling of Onslaught's Words cycle: "If multiple Words have been
used prior to drawing a card, then you can choose which one to apply (and use up) each time you
draw a card."

Each activated Words sets up a replacement effect for the next draw this turn (a shield, CR
614.1a, 615-style "next time" effect); when several would replace the same draw, the affected
player chooses which one applies (CR 616.1), and only that one is used up.
"""

from __future__ import annotations

from collections.abc import Callable

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _cycle_renewed_faith(d: Driver) -> None:
    """Player 0 cycles Renewed Faith (declining its trigger); its draw is replaced."""
    card = d.find("Renewed Faith", zone="hand")
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == card)
    d.act(0, act)
    d.pay()
    while d.state.stack:
        if d.decision.kind == "may":
            d.choose(False)
        else:
            d.resolve()


def check_player_chooses_which_words_applies(
        card: str, answer: Callable[[Driver], None], effect: Callable[[Driver], None]) -> None:
    """Player 0 activates Words of War (at player 1) and then ``card``; at the draw step both
    would replace the draw: player 0 chooses ``card``'s, whose effect happens (``answer``
    makes its choices, ``effect`` checks it) while Words of War's stays unused; the next draw
    this turn is replaced by Words of War."""
    s = Scenario(seed=1)
    s.battlefield(0, card, "Words of War", *["Plains"] * 5, "Glory Seeker")
    s.hand(0, "Renewed Faith")
    s.library(0, "Island", "Swamp")
    s.battlefield(1, "Daru Cavalier", "Forest")
    s.hand(1, "Island")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    d.activate(0, "Words of War", targets=[1])
    d.resolve()
    d.activate(0, card)
    d.resolve()
    d.pass_priority()
    d.pass_priority()  # to the draw step: both Words would replace the draw
    dec = d.expect("order_replacements")
    assert dec.player == 0 and len(dec.actions) == 2
    source = d.find(card)
    d.choose(next("s" + sh.sid for sh in d.state.shields if sh.source == source))
    answer(d)
    effect(d)
    assert d.life(1) == 20  # Words of War's shield was not used up
    assert len(d.state.players[0].library) == 2  # no card was drawn
    d.pass_until("precombat_main")
    _cycle_renewed_faith(d)
    assert d.life(1) == 18  # the next draw: Words of War's shield
    assert len(d.state.players[0].library) == 2
