"""Chain of Smog — {1}{B} Sorcery.

Oracle: "Target player discards two cards. That player may copy this spell and may choose a
new target for that copy."
Rulings covered: ONS-FAQ-047 (the affected player may copy it and choose a new target, which
may be the same player).
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Smog")


@pytest.mark.ruling("ONS-FAQ-047")
def test_target_discards_two_and_copies_at_the_caster() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog", "Shock", "Smother", "Swat")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    assert d.state.players[1].hand == []
    assert d.expect("may").player == 1
    d.choose(True)
    d.expect("new_target")
    d.choose(0)
    d.resolve()
    d.expect("discard")
    d.choose(d.find("Shock", zone="hand", player=0))
    d.choose(d.find("Swat", zone="hand", player=0))
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Smother"]
    d.expect("may")
    d.choose(False)
    assert not d.state.stack


def test_keeping_the_same_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog")
    s.hand(1, "Shock", "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    d.choose(d.find("Shock", zone="hand"))
    d.choose(d.find("Forest", zone="hand"))
    d.choose(True)
    d.choose(1)  # keep targeting player 1 (themselves)
    d.resolve()
    assert d.state.players[1].hand == []


def test_the_targeted_player_controls_the_copy_and_chooses_its_target() -> None:
    """CR 707.10, 707.10c: the copy is created and controlled by the player who copies it,
    who chooses its new target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog", "Shock", "Swat")
    s.hand(1, "Shock", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    d.choose(True)
    assert d.expect("new_target").player == 1
    d.choose(0)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1 and d.state.objects[copy].owner == 1
    assert d.state.objects[copy].stack["targets"] == ((0,),)


@pytest.mark.ruling("ONS-FAQ-047")
def test_with_one_card_it_is_discarded_and_the_player_may_still_copy() -> None:
    """CR 701.9a: with a single card in hand the player discards it (no choice needed); the
    copy doesn't depend on having discarded two cards: the player may still copy it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog", "Shock", "Swat")
    s.hand(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    assert d.zone_of("Forest") == "graveyard"
    assert d.expect("may").player == 1
    d.choose(True)
    d.choose(0)
    d.resolve()
    assert d.state.players[0].hand == []
    d.expect("may")
    d.choose(False)
    assert not d.state.stack and d.zone_of("Chain of Smog") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-048", "ONS-FAQ-049")
def test_the_copy_countered_the_chain_stops() -> None:
    """ONS-FAQ-048: the copy, controlled by player 1, has player 0 as its new target;
    ONS-FAQ-049 (CR 707.10, 701.6a): player 0 counters it with Discombobulate: nothing is
    discarded and no further copy is offered; the copy ceases to exist (CR 707.10a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", *["Island"] * 4)
    s.hand(0, "Chain of Smog", "Discombobulate", "Shock", "Swat")
    s.hand(1, "Forest", "Plains")
    s.library(0, "Island", "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    d.choose(True)
    d.choose(0)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1
    assert d.decision.player == 0
    d.cast(0, "Discombobulate", targets=[copy])
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)  # Discombobulate's library order
    assert not d.state.stack
    assert copy not in d.state.objects or d.state.objects[copy].zone.value != "stack"
    assert sorted(d.game.card(c).name for c in d.state.players[0].hand) == ["Shock", "Swat"]


def test_the_hand_stays_hidden_from_the_caster_but_the_discards_are_seen() -> None:
    """CR 401.2, 402.3, 404.2: while player 1 chooses the two cards to discard, player 0's
    view names none of player 1's hand; the discarded Plains and Mountain are then public,
    the kept Consider still hidden."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, "Chain of Smog")
    s.hand(1, "Consider", "Plains", "Mountain")
    d = Driver(s.build())
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    assert d.expect("discard").player == 1
    shown = json.dumps(d.game.view(0))
    assert not any(name in shown for name in ("Consider", "Plains", "Mountain"))
    assert "Consider" in json.dumps(d.game.view(1))
    d.choose(d.find("Plains", zone="hand"))
    d.choose(d.find("Mountain", zone="hand"))
    shown = json.dumps(d.game.view(0))
    assert "Plains" in shown and "Mountain" in shown
    assert "Consider" not in shown
