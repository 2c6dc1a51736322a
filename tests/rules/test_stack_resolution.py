"""Priority and the stack (CR 117, 405, 608).

CR 117.3b/c  after a spell is cast its controller receives priority; after resolution the
             active player does.
CR 117.4     all players passing in succession resolves the top object.
CR 405.5     the stack resolves last in, first out.
CR 608.2b    a spell whose targets are all illegal doesn't resolve; with some targets legal it
             resolves and does nothing to the illegal ones.
CR 608.3a    a permanent spell enters under the control of the spell's controller.
"""

from __future__ import annotations

from manastack.game import PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver


def two_shocks() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


def test_caster_gets_priority_then_it_passes_around() -> None:
    d = two_shocks()
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[1])
    assert d.expect("priority").player == 0  # CR 117.3c
    d.act(0, PassPriority())
    assert d.expect("priority").player == 1
    assert len(d.state.stack) == 1
    d.act(1, PassPriority())
    assert d.state.stack == []
    assert d.life(1) == 18
    assert d.expect("priority").player == 0  # CR 117.3b: active player after resolution


def test_last_in_first_out() -> None:
    """CR 405.5, 117.7: player 1 casts Shock in response to player 0's Shock; the new spell
    goes on top of the stack and resolves first."""
    d = two_shocks()
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[1])
    d.act(0, PassPriority())
    # player 1 responds: Shock to player 0 goes on top
    d.cast(1, "Shock", targets=[0])
    assert d.expect("priority").player == 1
    d.act(1, PassPriority())
    d.act(0, PassPriority())
    assert d.life(0) == 18 and d.life(1) == 20
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.life(1) == 18
    dmg = [e.player for e in d.game.log if e.kind == "damage"]
    assert dmg == [0, 1]


def test_passing_with_an_empty_stack_ends_the_step() -> None:
    d = two_shocks()
    d.act(0, PassPriority())
    assert d.state.step.name == "PRECOMBAT_MAIN"
    d.act(1, PassPriority())
    assert d.state.step.name != "PRECOMBAT_MAIN"


def revival() -> Driver:
    s = Scenario(seed=2)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Mountain")
    s.hand(0, "Cruel Revival", "Shock")
    s.graveyard(0, "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_partial_resolution_with_one_target_illegal() -> None:
    """CR 608.2b: the Zombie still returns though the creature target is gone."""
    d = revival()
    seeker = d.find("Glory Seeker")
    zombie = d.find("Gluttonous Zombie", "graveyard")
    d.cast(0, "Cruel Revival", targets=[seeker, zombie])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert not any(e.kind == "fizzle" for e in d.game.log)
    assert d.ids("Gluttonous Zombie", zone="hand", player=0)
    assert d.ids("Cruel Revival", zone="graveyard")


def test_all_targets_illegal_spell_does_not_resolve() -> None:
    d = revival()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Cruel Revival", targets=[seeker])  # "up to one" Zombie: none chosen
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    fizzles = [e for e in d.game.log if e.kind == "fizzle"]
    assert len(fizzles) == 1
    assert d.ids("Cruel Revival", zone="graveyard")
    assert d.ids("Gluttonous Zombie", zone="graveyard")


def test_a_permanent_spell_enters_under_its_controller_not_its_owner() -> None:
    """CR 608.3a, 302.2, 108.3: Glory Seeker owned by player 1 and cast by player 0 enters the
    battlefield under player 0's control; player 1 still owns it."""
    s = Scenario(seed=1)
    s.stack(0, "Glory Seeker", owner=1, method="from_exile")  # a permission to play it
    s.at("precombat_main", active=0, turn=1, priority=0)
    d = Driver(s.build())
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0
    assert d.state.objects[seeker].owner == 1
