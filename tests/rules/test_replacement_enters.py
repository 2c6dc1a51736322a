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


def _hour_of_eternity(card: str, factory: bool = False) -> tuple[Driver, int]:
    """Hour of Eternity makes a token copy of the ``card`` card in player 0's graveyard (except
    a 4/4 black Zombie), under Poppet Factory if ``factory``. Returns the game and the
    token."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    if factory:
        s.battlefield(0, "Poppet Stitcher", transformed=True)
    s.graveyard(0, card)
    s.hand(0, "Hour of Eternity")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find(card, zone="graveyard")])
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    return d, token


def test_a_token_copy_makes_it_day_as_it_enters_by_its_copied_ability() -> None:
    """CR 614.1c, 614.12, 707.2, 730.1: a token copy of Brimstone Vandal has "if it's neither
    day nor night, it becomes day as Brimstone Vandal enters": it becomes day, then the token
    is created. Day didn't become night, so the Vandal's other ability doesn't trigger."""
    d, token = _hour_of_eternity("Brimstone Vandal")
    assert d.chars(token).name == "Brimstone Vandal"
    assert d.state.day_night == "day"
    kinds = [(e.kind, e.data.get("cause")) for e in d.state.log
             if e.kind in ("day_night", "zone_change") and
             e.data.get("cause") in ("as_enters", "token")]
    assert kinds == [("day_night", "as_enters"), ("zone_change", "token")]
    assert d.life(1) == 20 and not d.state.stack


def test_a_token_copy_keeps_its_copied_entering_abilities_only_if_it_would_have_them() -> None:
    """CR 614.12: the token as it would exist on the battlefield, with the continuous effects
    that already exist: Poppet Factory makes creature tokens lose all abilities (CR 613.1f), so
    a token copy of Stag Beetle enters without counters, and one of Brimstone Vandal leaves it
    neither day nor night. Without the Factory the Beetle's copy enters with a +1/+1 counter for
    Glory Seeker."""
    d, token = _hour_of_eternity("Stag Beetle", factory=True)
    assert d.state.objects[token].counters == {}
    assert (d.chars(token).power, d.chars(token).toughness) == (3, 3)
    d, token = _hour_of_eternity("Stag Beetle")
    assert d.state.objects[token].counters == {"+1/+1": 1}
    d, token = _hour_of_eternity("Brimstone Vandal", factory=True)
    assert d.chars(token).name == "Brimstone Vandal"
    assert d.state.day_night is None
