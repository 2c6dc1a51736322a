"""State-based actions in general (CR 704.1, 704.2) and characteristics an effect refers to
(CR 608.2j)."""

from __future__ import annotations

from manastack.decisions.actions import DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_a_state_based_action_uses_no_stack_and_asks_no_player() -> None:
    """CR 704.1, 704.2: Shock resolves and Festering Goblin, dealt lethal damage, is put into
    its owner's graveyard at once: nothing goes on the stack for it and no player is asked
    anything about it; only its "when dies" triggered ability (which uses the stack) waits
    for a target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Festering Goblin")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    goblin = d.find("Festering Goblin")
    shock = d.cast(0, "Shock", targets=[goblin])
    d.pass_priority()
    d.pass_priority()
    assert shock not in d.state.stack
    assert d.zone_of("Festering Goblin") == "graveyard"
    (trigger,) = d.state.stack
    assert d.state.objects[trigger].source == goblin
    dec = d.expect("target")
    assert dec.player == 1
    d.choose(d.find("Glory Seeker"))
    assert d.state.stack == [trigger]
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).power == 1


def test_state_based_actions_are_checked_in_a_step_without_a_spell_resolving() -> None:
    """CR 704.2, 704.3: checked throughout the game, not only after a spell resolves: a
    Glory Seeker dealt lethal combat damage is gone before anyone receives priority in the
    combat damage step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Daru Lancer")
    d = Driver(s.build())
    seeker, lancer = d.find("Glory Seeker"), d.find("Daru Lancer")
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({lancer: seeker})
    while d.state.step.name != "COMBAT_DAMAGE":
        d.pass_priority()
    assert d.expect("priority").player == 0
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Daru Lancer") == "battlefield"


def test_fear_checks_only_for_black_a_blue_black_creature_blocks() -> None:
    """CR 608.2j, 702.36b: fear lets "artifact creatures and/or black creatures" block; the
    check is only for black, so Bladestitched Skaab (blue and black) may block Gluttonous
    Zombie while the mono-blue Drownyard Amalgam may not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Bladestitched Skaab", "Drownyard Amalgam")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.to_combat()
    d.attack([zombie])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    blockers = {a.blocker for a in d.game.legal_actions() if isinstance(a, DeclareBlocker)}
    assert blockers == {d.find("Bladestitched Skaab")}
