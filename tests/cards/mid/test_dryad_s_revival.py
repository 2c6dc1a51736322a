"""Dryad's Revival — {2}{G} Sorcery.

Oracle: "Return target card from your graveyard to your hand. / Flashback {4}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dryad's Revival")


def test_returns_any_card_of_yours() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Dryad's Revival")
    s.graveyard(0, "Forest")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.cast(0, "Dryad's Revival", targets=[d.find("Shock")])
    d = Driver(s.build())
    d.cast(0, "Dryad's Revival", targets=[d.find("Forest", zone="graveyard")])
    d.resolve()
    assert d.ids("Forest", zone="hand", player=0)


def test_flashback_needs_another_card_and_is_exiled() -> None:
    """Cast with flashback, it is on the stack, so it can't target itself (CR 115.5): alone in
    the graveyard it can't be cast (CR 601.2c); with a Shock there it returns it and is exiled
    (CR 702.34a)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival")
    d = Driver(s.build())
    from manastack.decisions.actions import CastSpell
    rev = d.find("Dryad's Revival")
    assert CastSpell(rev, "flashback") not in d.game.legal_actions()
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Dryad's Revival", method="flashback", targets=[d.find("Shock")])
    d.resolve()
    assert d.zone_of("Shock") == "hand" and d.zone_of("Dryad's Revival") == "exile"
