"""Replacement effects that modify how a permanent enters the battlefield (CR 614.1c, 614.12)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_enters_tapped_from_the_stack() -> None:
    """CR 614.1c, 614.12: the permanent's own "enters tapped" applies as it enters; it never
    exists untapped on the battlefield, so its mana ability can't be activated that turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Charcoal Diamond")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    diamond = d.find("Charcoal Diamond", zone="battlefield")
    assert d.state.objects[diamond].tapped
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == diamond]
    entered = [e for e in d.state.log if e.kind == "zone_change" and e.new_obj == diamond]
    assert entered and entered[-1].data.get("tapped") is True


def test_enters_tapped_then_untaps_normally() -> None:
    """The replacement only affects the entering event: the next untap step untaps it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Charcoal Diamond")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[d.find("Charcoal Diamond")].tapped


def test_enters_with_x_counters() -> None:
    """CR 614.1c, 122.6: the counters are on it as it enters, so it is never a 0/0 on the
    battlefield; X is the value paid (CR 107.3m)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=2)
    d.resolve()
    troupe = d.find("Contortionist Troupe", zone="battlefield")
    c = d.chars(troupe)
    assert (c.power, c.toughness) == (2, 2)
    entered = [e for e in d.state.log if e.kind == "zone_change" and e.new_obj == troupe]
    assert entered[-1].data.get("counters") == {"+1/+1": 2}
