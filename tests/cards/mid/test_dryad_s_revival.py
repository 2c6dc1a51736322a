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


@pytest.mark.ruling("MID-OR-0532")
def test_flashback_keeps_the_sorcery_timing() -> None:
    """MID-OR-0532, CR 307.1: cast with flashback it is still a sorcery: not on the opponent's
    turn, and not while the stack isn't empty."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival", "Glory Seeker")
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    rev = d.find("Dryad's Revival")
    assert d.decision.player == 0
    assert CastSpell(rev, "flashback") not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Dryad's Revival", method="flashback", targets=[d.find("Glory Seeker")])
    assert d.zone_of("Dryad's Revival") == "graveyard"


@pytest.mark.ruling("MID-OR-0534")
def test_countered_after_flashback_it_is_exiled() -> None:
    """MID-OR-0534, CR 702.34a: the flashback Revival countered by Discombobulate is exiled,
    not put into the graveyard; the target stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival", "Glory Seeker")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Dryad's Revival", method="flashback", targets=[d.find("Glory Seeker")])
    spell = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Dryad's Revival") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"


@pytest.mark.ruling("MID-OR-0533")
def test_mana_value_on_the_stack_is_three_when_cast_with_flashback() -> None:
    """MID-OR-0533, CR 202.3: paying the flashback cost {4}{G} doesn't change the mana
    value: the spell on the stack has mana value 3; all five lands were tapped to pay."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Dryad's Revival", method="flashback", targets=[d.find("Glory Seeker")])
    assert d.chars(d.state.stack[-1]).mana_value == 3
    assert all(d.state.objects[f].tapped for f in d.ids("Forest", zone="battlefield"))


def test_target_gone_on_resolution_it_does_nothing_and_goes_to_the_graveyard() -> None:
    """CR 608.2b: the target card leaves the graveyard in response (cast with flashback
    itself), so the Revival doesn't resolve; cast from the hand it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3, *["Island"] * 2)
    s.hand(0, "Dryad's Revival")
    s.graveyard(0, "Otherworldly Gaze")
    s.library(0, *["Island"] * 5)
    d = Driver(s.build())
    gaze = d.find("Otherworldly Gaze")
    d.cast(0, "Dryad's Revival", targets=[gaze])
    d.cast(0, "Otherworldly Gaze", method="flashback")
    while len(d.state.stack) > 1 or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Otherworldly Gaze") == "exile"
    d.resolve()
    assert d.zone_of("Otherworldly Gaze") == "exile"
    assert d.zone_of("Dryad's Revival") == "graveyard"


def test_two_headed_giant_a_teammate_s_graveyard_isn_t_yours() -> None:
    """"Your graveyard" (CR 404.2, 810.5): in Two-Headed Giant each player keeps their own
    graveyard: the teammate's Glory Seeker can't be targeted, the caster's Forest can."""
    from manastack.decisions.actions import CastSpell, Choose
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 3)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Dryad's Revival")
    s.graveyard(0, "Forest")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Dryad's Revival"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Forest", zone="graveyard") in offered
    assert d.find("Glory Seeker") not in offered


@pytest.mark.ruling("MID-OR-0536", "MID-OR-0535")
def test_resolved_from_the_hand_it_can_be_flashed_back_before_anyone_else_acts() -> None:
    """MID-OR-0536, CR 117.3b: after it resolves and goes to the graveyard, its caster (the
    active player) receives priority first and may cast it with flashback at once; it
    returns the second card and is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 8)
    s.hand(0, "Dryad's Revival")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Dryad's Revival", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Dryad's Revival") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.cast(0, "Dryad's Revival", method="flashback", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "hand"
    assert d.zone_of("Dryad's Revival") == "exile"
