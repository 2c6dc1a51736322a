"""Tokens created at once (CR 111.1): the token copies one instruction creates enter the
battlefield together, so each one's "whenever another creature enters" ability sees the others
(CR 603.6a), and none counts another as already on the battlefield for what it enters with
(CR 614.12; Stag Beetle: "The value of X is calculated once, as Stag Beetle is entering the
battlefield")."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _hour_of_eternity(*cards: str, battlefield: tuple[str, ...] = ()) -> Driver:
    """Player 0 casts Hour of Eternity with X = the number of ``cards``, exiling them from
    the graveyard for 4/4 black Zombie token copies."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.battlefield(0, *["Island"] * (3 + 2 * len(cards)), *battlefield)
    s.graveyard(0, *cards)
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    targets = [o for name in dict.fromkeys(cards) for o in d.ids(name, zone="graveyard")]
    d.cast(0, "Hour of Eternity", x=len(cards), targets=targets)
    d.resolve()
    return d


def test_tokens_entering_together_each_see_the_other_enter() -> None:
    """CR 603.6a, 111.1: two Lunarch Veteran tokens enter at once; each one's "Whenever
    another creature enters the battlefield under your control, you gain 1 life" triggers
    for the other: two abilities, 2 life."""
    d = _hour_of_eternity("Lunarch Veteran", "Lunarch Veteran")
    d.expect("order_triggers")
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert d.life(0) == 22


@pytest.mark.parametrize("cards", [("Stag Beetle", "Glory Seeker"),
                                   ("Glory Seeker", "Stag Beetle")])
def test_a_token_entering_with_x_counters_doesnt_count_one_entering_with_it(
        cards: tuple[str, str]) -> None:
    """CR 614.12: the Stag Beetle token's "enters with X +1/+1 counters, where X is the
    number of other creatures on the battlefield" counts Wellwisher, not the Glory Seeker
    token entering at the same time, whichever card was chosen first: one counter, a 5/5."""
    d = _hour_of_eternity(*cards, battlefield=("Wellwisher",))
    [beetle] = [o for o in d.ids("Stag Beetle", zone="battlefield")]
    assert d.state.objects[beetle].counters == {"+1/+1": 1}
    assert (d.chars(beetle).power, d.chars(beetle).toughness) == (5, 5)
    assert d.ids("Glory Seeker", zone="battlefield")
