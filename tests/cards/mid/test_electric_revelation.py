"""Electric Revelation — {2}{R} Instant.

Oracle: "As an additional cost to cast this spell, discard a card. / Draw two cards. /
Flashback {3}{R}"
Rulings covered: MID-RN-183.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Electric Revelation")


def test_discard_then_draw_two() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Glory Seeker")])
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.ids("Forest", zone="hand") and d.ids("Island", zone="hand")


@pytest.mark.ruling("MID-RN-183", "MID-OR-0373")
def test_flashback_still_discards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Electric Revelation")
    s.hand(0, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", method="flashback", choices=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.ids("Electric Revelation", zone="exile")
    assert len(d.state.players[0].hand) == 2


def test_not_castable_with_no_other_card_to_discard() -> None:
    """CR 118.3, 601.2h: the additional cost discards a card other than Electric Revelation
    itself (it is on the stack as the cost is paid), so with only lands on the battlefield
    and no other card in hand it can't be cast."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    card = d.find("Electric Revelation", "hand")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_the_card_discarded_for_its_cost_is_discarded_by_its_caster() -> None:
    """CR 601.2h, 701.9a: the card put into the graveyard to pay "discard a card" is
    discarded by the spell's controller (the game's record names them), so Shipwreck Sifters ("Whenever you discard a
    Spirit card or a card with disturb") sees Nebelgast Intruder discarded and grows."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Shipwreck Sifters")
    s.hand(0, "Electric Revelation", "Nebelgast Intruder")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    intruder = d.find("Nebelgast Intruder")
    since = len(d.state.log)
    d.cast(0, "Electric Revelation", choices=[intruder])
    assert d.ids("Nebelgast Intruder", zone="graveyard")
    assert [e.player for e in d.state.log[since:]
            if e.kind == "zone_change" and e.obj == intruder] == [0]
    d.resolve_all()
    assert d.chars(d.find("Shipwreck Sifters")).power == 2
