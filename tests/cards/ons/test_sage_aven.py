"""Sage Aven — {3}{U} Creature — Bird Wizard 1/3.

Oracle: "Flying (This creature can't be blocked except by creatures with flying or reach.) /
When Sage Aven enters the battlefield, look at the top four cards of your library, then put
them back in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sage Aven")


def test_enters_and_reorders_the_top_four() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    assert d.chars(d.find("Sage Aven", zone="battlefield")).has("Flying")
    d.resolve()
    d.expect("order_cards")
    assert len(d.decision.actions) == 4
    for name in ("Swamp", "Forest", "Mountain"):
        d.choose(d.find(name, zone="library"))
    lib = [d.game.card(c).name for c in d.state.players[0].library]
    assert lib == ["Swamp", "Forest", "Mountain", "Island", "Plains"]


def test_the_look_is_named_to_its_controller_only_and_is_no_scry() -> None:
    """The four cards looked at are named in their controller's log only (CR 400.2: the library
    is a hidden zone), and putting them back in any order is neither a scry nor a surveil (CR
    701.22a, 701.25a: no card goes to the bottom or the graveyard)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    d.resolve()
    for name in ("Swamp", "Forest", "Mountain"):
        d.choose(d.find(name, zone="library"))
    mine = [e for e in d.game.view(0)["log"] if e["kind"] == "look"]
    theirs = [e for e in d.game.view(1)["log"] if e["kind"] == "look"]
    assert mine[-1]["cards"] == ["Forest", "Island", "Swamp", "Mountain"]
    assert theirs[-1]["cards"] is None
    for p in (0, 1):
        assert not [e for e in d.game.view(p)["log"] if e["kind"] in ("scry", "surveil")]


def test_a_library_of_fewer_than_four_cards_is_looked_at_whole() -> None:
    """CR 609.3: with two cards in the library, the Aven's controller looks at those two and
    puts them back in the order they choose; with none, the ability does nothing and nobody
    is asked."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    d.resolve()
    d.expect("order_cards")
    assert len(d.decision.actions) == 2
    d.choose(d.find("Swamp", zone="library"))
    assert [d.game.card(c).name for c in d.state.players[0].library] == ["Swamp", "Forest"]
    assert d.decision.kind == "priority"
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack


def test_a_card_below_the_top_four_is_refused_and_nothing_moves() -> None:
    """Only the four cards looked at may be ordered: choosing the fifth (Plains) is refused
    naming it, the library is unchanged and the ordering still waits."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    d.resolve()
    before = list(d.state.players[0].library)
    with pytest.raises(IllegalActionError, match="Plains|card you can't see"):
        d.choose(d.find("Plains", zone="library"))
    assert d.state.players[0].library == before
    d.expect("order_cards")


def test_the_look_happens_though_the_aven_left_the_battlefield() -> None:
    """CR 113.7a: the enters trigger resolves though the Aven was destroyed in response."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Sage Aven")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.battlefield(1, "Swamp", "Swamp")
    s.hand(1, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Sage Aven")
    d.resolve()
    d.pass_priority()
    d.cast(1, "Go for the Throat", targets=[d.find("Sage Aven")])
    d.resolve()
    assert d.zone_of("Sage Aven") == "graveyard"
    d.resolve()
    d.expect("order_cards")
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library"))
    lib = [d.game.card(c).name for c in d.state.players[0].library]
    assert lib == ["Mountain", "Swamp", "Island", "Forest", "Plains"]


def test_flying_a_creature_without_flying_or_reach_cant_block_it() -> None:
    """CR 702.9b: Glory Seeker can't block the Aven: no block is offered to its controller, and
    the Aven's damage reaches the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sage Aven")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Island")
    d = Driver(s.build())
    aven = d.find("Sage Aven")
    d.to_combat()
    d.attack([aven])
    while d.state.step.name != "DECLARE_BLOCKERS":
        d.pass_priority()
    assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
