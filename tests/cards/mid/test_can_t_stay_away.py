"""Can't Stay Away — {W}{B} Sorcery.

Oracle: "Return target creature card with mana value 3 or less from your graveyard to the
battlefield. It gains "If this creature would die, exile it instead." / Flashback {3}{W}{B}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Can't Stay Away")


def test_returns_and_is_exiled_when_it_would_die() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Mountain")
    s.hand(0, "Can't Stay Away", "Shock")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie")
    d = Driver(s.build())
    from manastack.game import IllegalActionError
    with pytest.raises(IllegalActionError):  # mana value 5
        d.cast(0, "Can't Stay Away", targets=[d.find("Gluttonous Zombie")])
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")
    assert not d.ids("Glory Seeker", zone="graveyard")


def test_returned_to_hand_it_is_not_exiled() -> None:
    """CR 700.4: "dies" is put into a graveyard from the battlefield: bounced by Fading Hope,
    the returned creature goes to its owner's hand, not to exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Island")
    s.hand(0, "Can't Stay Away", "Fading Hope")
    s.graveyard(0, "Glory Seeker")
    s.library(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Can't Stay Away", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker", zone="battlefield")])
    d.resolve()
    if d.decision.kind == "scry":
        d.choose("top")
    assert d.ids("Glory Seeker", zone="hand")
    assert not d.ids("Glory Seeker", zone="exile")
