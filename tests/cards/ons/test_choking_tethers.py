"""Choking Tethers — {3}{U} Instant.

Oracle: "Tap up to four target creatures. / Cycling {1}{U} / When you cycle Choking Tethers,
you may tap target creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, DeclareBlocker
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver
from tests.reference_cards import STIFLE

from .cycling_checks import (
    MARKER,
    can_cycle,
    check_cycling_is_an_activated_ability,
    check_trigger_resolves_before_the_draw,
    cycle,
    stack_kinds,
)

pytestmark = pytest.mark.card("Choking Tethers")


def test_taps_up_to_four_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Festering Goblin")
    d = Driver(s.build())
    chosen = [d.find("Glory Seeker"), d.find("Elvish Warrior")]
    d.cast(0, "Choking Tethers", targets=chosen)
    d.resolve()
    assert all(d.state.objects[c].tapped for c in chosen)
    assert not d.state.objects[d.find("Festering Goblin")].tapped


def test_cycling_may_tap_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.library(0, "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, d.find("Choking Tethers", zone="hand"))
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert d.state.objects[seeker].tapped
    d.resolve()
    assert d.ids("Island", zone="hand")


@pytest.mark.ruling("ONS-OR-0053")
def test_cycling_is_an_activated_ability() -> None:
    """Official ruling: "Cycling is an activated ability. Effects that interact with activated
    abilities (such as Stifle or Rings of Brighthearth) will interact with cycling. Effects that
    interact with spells (such as Remove Soul or Faerie Tauntings) will not."."""
    check_cycling_is_an_activated_ability("Choking Tethers", ["Island", "Island"])


@pytest.mark.ruling("ONS-OR-0055")
def test_trigger_countered_by_stifle_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.library(0, MARKER)
    s.battlefield(1, "Elvish Warrior", "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    cycle(d, "Choking Tethers", [warrior])
    assert stack_kinds(d) == ["activated", "triggered"]
    d.pass_priority()
    d.cast(1, STIFLE.name, targets=[d.state.stack[-1]])
    d.resolve()
    assert stack_kinds(d) == ["activated"]
    d.resolve()
    assert d.zone_of(MARKER) == "hand"
    assert not d.state.objects[warrior].tapped


@pytest.mark.ruling("ONS-OR-0055")
def test_trigger_whose_target_is_gone_cycling_still_draws() -> None:
    """Official ruling: "The cycling ability and the triggered ability are separate. If the
    triggered ability doesn't resolve (due to being countered with Stifle, for example, or if all
    its targets have become illegal), the cycling ability will still resolve and you'll draw a
    card." Here its only target is gone, so it doesn't resolve (CR 608.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.library(0, MARKER)
    s.battlefield(1, "Daru Cavalier", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    cavalier = d.find("Daru Cavalier")
    cycle(d, "Choking Tethers", [cavalier])
    d.pass_priority()
    d.cast(1, "Shock", targets=[cavalier])
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "graveyard"
    d.resolve()  # the trigger: no "you may" is asked, it doesn't resolve
    d.expect("priority")
    assert stack_kinds(d) == ["activated"] and d.zone_of(MARKER) == "library"
    d.resolve()
    assert d.zone_of(MARKER) == "hand"


@pytest.mark.ruling("ONS-OR-0056")
def test_can_cycle_with_no_creature_to_target() -> None:
    """Official ruling: "You can cycle this card even if there are no targets for the
    triggered ability. That's because the cycling ability itself has no targets."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.library(0, MARKER)
    d = Driver(s.build())
    assert can_cycle(d, d.find("Choking Tethers", zone="hand"))
    cycle(d, "Choking Tethers")
    assert stack_kinds(d) == ["activated"]  # the trigger had no legal target (CR 603.3d)
    d.resolve()
    assert d.zone_of(MARKER) == "hand" and d.zone_of("Choking Tethers") == "graveyard"


@pytest.mark.ruling("ONS-OR-0054")
def test_the_trigger_resolves_before_the_cycling_draw() -> None:
    """Official ruling: "When you cycle this card, first the cycling ability goes on the stack,
    then the triggered ability goes on the stack on top of it. The triggered ability will
    resolve before you draw a card from the cycling ability." (CR 603.3)"""
    check_trigger_resolves_before_the_draw("Choking Tethers", ["Island", "Island"],
                                           creatures=["Elvish Warrior"])


def test_up_to_four_allows_zero_targets() -> None:
    """CR 601.2c, 115.3: "up to four" may be zero targets; the spell resolves and taps nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Choking Tethers", targets=[])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Choking Tethers") == "graveyard"
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_the_same_creature_cant_be_chosen_twice() -> None:
    """CR 115.3: the same object can't be chosen more than once for one instance of the word
    "target"; the second choice of the Glory Seeker is refused, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Choking Tethers", zone="hand")))
    d.expect("target")
    d.choose(seeker)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(seeker)
    assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))  # no creature left to choose: targets are done
    d.pay()
    d.resolve()
    assert d.state.objects[seeker].tapped
    assert d.state.objects[d.find("Elvish Warrior")].tapped


def test_no_more_than_four_targets() -> None:
    """"Up to four": after four creatures are chosen no fifth target is asked; the fifth
    creature stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Festering Goblin", "Daru Cavalier",
                  "Goblin Sky Raider")
    d = Driver(s.build())
    four = [d.find(n) for n in ("Glory Seeker", "Elvish Warrior", "Festering Goblin",
                                "Daru Cavalier")]
    d.cast(0, "Choking Tethers", targets=four, pay=False)
    assert d.decision.kind != "target"
    d.pay()
    d.resolve()
    assert all(d.state.objects[c].tapped for c in four)
    assert not d.state.objects[d.find("Goblin Sky Raider")].tapped


def test_a_target_gone_the_others_are_still_tapped() -> None:
    """CR 608.2b: one of two targets Shocked in response is illegal; the spell still resolves
    and taps the other."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    d.cast(0, "Choking Tethers", targets=[seeker, cavalier])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Choking Tethers") == "graveyard"
    assert d.state.objects[cavalier].tapped


def test_tapped_before_blocks_the_creatures_cant_block() -> None:
    """CR 509.1a: blockers must be untapped; the opponent's two creatures tapped in the
    beginning of combat can't block, and the attacker deals its damage to the player."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Krosan Tusker")
    s.hand(0, "Choking Tethers")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.pass_until("beginning_of_combat")
    blockers = [d.find("Glory Seeker"), d.find("Elvish Warrior")]
    d.cast(0, "Choking Tethers", targets=blockers)
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.to_combat()
    d.attack([tusker])
    while d.state.step is not Step.END_OF_COMBAT:
        # no creature can block: no blocker is ever offered
        assert not any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())
        d.pass_priority()
    assert d.life(1) == 14


def test_tapping_an_attacker_doesnt_remove_it_from_combat() -> None:
    """CR 506.4, 510.1: tapping an attacking creature doesn't remove it from combat; the
    Glory Seeker tapped by the defending player after it attacked still deals its 2 damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Choking Tethers")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([seeker])
    d.pass_priority()
    d.cast(1, "Choking Tethers", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].tapped
    d.pass_until("end_of_combat")
    assert d.life(1) == 18
