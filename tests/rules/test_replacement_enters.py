"""Replacement effects that modify how a permanent enters the battlefield (CR 614.1c, 614.12)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_enters_tapped_from_the_stack() -> None:
    """CR 614.1c, 614.12: the permanent's own "enters tapped" applies as it enters; it never
    exists untapped on the battlefield, so its mana ability can't be activated that turn.
    CR 614.1d, 603.6d."""
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


def test_a_clone_entering_as_a_copy_gets_the_copied_enters_with_counters_ability() -> None:
    """CR 614.1c, 614.12, 707.2: Clone entering as a copy of Stag Beetle ("enters the
    battlefield with X +1/+1 counters on it, where X is the number of other creatures on the
    battlefield") has that ability as it enters: with Stag Beetle and Glory Seeker there, it
    enters with two counters and stays as a 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Stag Beetle", counters={"+1/+1": 1})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    beetle = d.find("Stag Beetle")
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(beetle)
    copy = d.state.battlefield[-1]
    assert d.chars(copy).name == "Stag Beetle"
    assert d.state.objects[copy].counters == {"+1/+1": 2}
    assert (d.chars(copy).power, d.chars(copy).toughness) == (2, 2)


def test_a_permanents_own_enters_tapped_applies_to_nothing_else_entering() -> None:
    """CR 614.1c, 614.12, 400.7: a Charcoal Diamond on the battlefield doesn't make a second
    one enter tapped (that one does by its own ability, which applies once, with no choice of
    replacement effects to make), nor a land played after it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Charcoal Diamond", "Swamp", "Swamp")
    s.hand(0, "Charcoal Diamond", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Charcoal Diamond")
    d.resolve()
    assert d.decision.kind == "priority"
    second = d.ids("Charcoal Diamond", "battlefield", 0)[-1]
    assert d.state.objects[second].tapped
    entered = [e for e in d.state.log if e.kind == "zone_change" and e.new_obj == second]
    assert entered[-1].data.get("tapped") is True
    d.play_land(0, "Swamp")
    swamp = d.ids("Swamp", "battlefield", 0)[-1]
    assert not d.state.objects[swamp].tapped
