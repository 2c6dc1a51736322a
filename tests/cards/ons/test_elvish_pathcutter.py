"""Elvish Pathcutter — {3}{G} Creature — Elf Scout 1/2.

Oracle: "{2}{G}: Target Elf creature gains forestwalk until end of turn. (It can't be blocked
as long as defending player controls a Forest.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Elvish Pathcutter")


def test_elf_gains_forestwalk_and_cant_be_blocked_by_a_forest_player() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    savage = d.find("Wirewood Savage")
    d.activate(0, "Elvish Pathcutter", targets=[savage])
    d.resolve()
    assert d.chars(savage).has("Forestwalk")
    d.to_combat()
    d.attack([savage])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        if d.decision.kind == "declare_blockers":
            assert not [a for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)]
            d.block()
        else:
            d.pass_priority()
    assert d.life(1) == 18


def test_non_elves_cannot_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, "Elvish Pathcutter", targets=[d.find("Elvish Pathcutter")])
    d.resolve()
    assert d.chars(d.find("Elvish Pathcutter")).has("Forestwalk")
    assert not d.chars(d.find("Glory Seeker")).has("Forestwalk")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(d.find("Elvish Pathcutter")).has("Forestwalk")


def test_a_forest_the_defending_player_controls_through_annex_counts() -> None:
    """CR 702.14c: landwalk looks at the lands the defending player controls; player 1
    controls player 0's Forest through Annex (CR 613.1b), so player 0's Elf with forestwalk
    can't be blocked by Glory Seeker and deals its damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Elvish Warrior", "Forest", "Forest", "Forest")
    s.battlefield(0, "Forest", label="annexed")
    s.battlefield(1, "Annex", attached_to="annexed")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Elvish Pathcutter", targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([warrior])
    while d.state.step is not Step.POSTCOMBAT_MAIN:
        assert not any(isinstance(a, DeclareBlocker) for a in d.game.legal_actions())
        if d.decision.kind == "declare_blockers":
            d.block({})
        else:
            d.pass_priority()
    assert d.life(1) == 18


def test_forestwalk_does_nothing_against_a_player_without_a_forest() -> None:
    """CR 702.14c: with no Forest under the defending player's control, the Elf with
    forestwalk may be blocked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Mountain", "Glory Seeker")
    d = Driver(s.build())
    savage = d.find("Wirewood Savage")
    d.activate(0, "Elvish Pathcutter", targets=[savage])
    d.resolve()
    d.to_combat()
    d.attack([savage])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blocked = {a.attacker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blocked == {savage}


def test_an_opponents_elf_may_be_the_target() -> None:
    """CR 115.1: "target Elf creature" has no controller restriction: the opponent's Elvish
    Warrior gains forestwalk."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Elvish Pathcutter", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).has("Forestwalk")


def test_forestwalk_gained_after_blocks_doesnt_unblock() -> None:
    """CR 509.1b, 506.4: evasion is checked only as blockers are declared; forestwalk given
    after Glory Seeker blocked the Wirewood Savage leaves it blocked, and player 1 loses no
    life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Forest", "Forest", "Forest", "Wirewood Savage")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    savage, seeker = d.find("Wirewood Savage"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([savage])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seeker: savage})
    d.activate(0, "Elvish Pathcutter", targets=[savage])
    d.resolve()
    assert d.chars(savage).has("Forestwalk")
    d.pass_until("postcombat_main")
    assert d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "graveyard"  # dealt the Savage's 2 damage


def test_forestwalk_ends_at_end_of_turn_and_it_may_be_activated_while_sick() -> None:
    """CR 302.6: no {T} in the cost, so a Pathcutter that just came in may activate; CR
    514.2: the forestwalk ends in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.battlefield(0, "Elvish Pathcutter", sick=True)
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    cutter = d.find("Elvish Pathcutter")
    d.activate(0, cutter, targets=[cutter])
    d.resolve()
    assert d.chars(cutter).has("Forestwalk")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(cutter).has("Forestwalk")


def test_made_to_read_goblin_it_targets_goblins() -> None:
    """CR 612.2: Artificial Evolution replaces Elf with Goblin in Elvish Pathcutter's text: its type
    line reads Goblin Scout, and its ability gives Goblin Sky Raider forestwalk, Wirewood Savage (an
    Elf) isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Elvish Pathcutter", "Island", "Forest", "Forest", "Forest", "Goblin Sky Raider", "Wirewood Savage")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Elvish Pathcutter")
    new, old = d.find("Goblin Sky Raider"), d.find("Wirewood Savage")
    evolve(d, source, "Elf", "Goblin")
    assert d.chars(source).subtypes == {"Goblin", "Scout"}
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.chars(new).has("Forestwalk")
