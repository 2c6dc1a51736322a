"""Acceptance scenarios for colors (CR 105): a player asked to choose a color chooses one of the
five colors; "colorless" and "multicolored" are not colors (105.4), and a choice of either is
refused with the game unchanged.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_only_the_five_colors_may_be_chosen() -> None:
    """CR 105.4: as Riptide Replicator enters, its controller chooses a color among white,
    blue, black, red and green; "colorless" and "multicolored" are refused and the decision
    stays; blue is then accepted."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Riptide Replicator")
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    dec = d.expect("choose_option")
    assert {a.value for a in dec.actions if isinstance(a, Choose)} == {
        "white", "blue", "black", "red", "green"}
    before = d.game.fingerprint()
    for bad in ("colorless", "multicolored"):
        with pytest.raises(IllegalActionError, match=f"'{bad}' is not a color.*CR 105.4"):
            d.choose(bad)
    with pytest.raises(IllegalActionError, match="'Blue' is not written as the color 'blue'"):
        d.choose("Blue")
    with pytest.raises(IllegalActionError, match="'purple' is not a color; the five colors"):
        d.choose("purple")
    assert d.game.fingerprint() == before
    d.choose("blue")
    assert d.decision.kind != "choose_option" or d.decision.prompt != dec.prompt
