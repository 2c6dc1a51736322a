"""Chain of Acid — {3}{G} Sorcery.

Oracle: "Destroy target noncreature permanent. Then that permanent's controller may copy
this spell and may choose a new target for that copy."
Rulings covered: ONS-FAQ-049 (if the spell doesn't resolve, no copy is made).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Acid")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Plains", "Glory Seeker")
    s.hand(0, "Chain of Acid")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    return Driver(s.build())


def test_destroys_and_the_controller_copies_it_back() -> None:
    d = setup()
    land = d.find("Island", player=1)
    d.cast(0, "Chain of Acid", targets=[land])
    d.resolve()
    assert land not in d.state.objects
    assert d.expect("may").player == 1
    d.choose(True)
    d.choose(d.find("Plains"))
    d.resolve()
    assert d.zone_of("Plains") == "graveyard"
    d.expect("may")
    d.choose(False)
    assert not d.state.stack


@pytest.mark.ruling("ONS-FAQ-049")
def test_countered_spell_makes_no_copy() -> None:
    d = setup()
    d.cast(0, "Chain of Acid", targets=[d.find("Plains")])
    sid = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    d.take_first("order_cards")
    assert d.zone_of("Chain of Acid") == "graveyard"
    assert d.zone_of("Plains") == "battlefield"
    assert not d.state.stack and d.decision.kind == "priority"


def test_the_copy_is_created_and_controlled_by_the_player_who_copies_it() -> None:
    """CR 707.10, 707.10c: the player who copies the spell puts the copy on the stack, owns
    and controls it, and is the one who may choose its new target; the next link of the chain
    is then offered to the controller of that new target."""
    d = setup()
    land = d.find("Island", player=1)
    d.cast(0, "Chain of Acid", targets=[land])
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert d.expect("new_target").player == 1
    d.choose(d.find("Plains"))
    copy = d.state.stack[-1]
    o = d.state.objects[copy]
    assert o.is_copy and o.controller == 1 and o.owner == 1
    assert d.chars(copy).controller == 1
    assert d.game.view(0)["stack"][-1]["controller"] == 1
    d.resolve()
    assert d.zone_of("Plains") == "graveyard"
    assert d.expect("may").player == 0  # the Plains' controller may copy the copy
    d.choose(True)
    copy2 = d.state.stack[-1]
    assert d.state.objects[copy2].controller == 0


def test_a_creature_can_t_be_targeted() -> None:
    """"Target noncreature permanent" (CR 115.1): a creature isn't offered, a land is."""
    d = setup()
    d.act(0, CastSpell(d.find("Chain of Acid", zone="hand"), "normal"))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Glory Seeker") not in offered
    assert d.find("Plains") in offered and d.find("Island", player=1) in offered


def test_a_copy_left_on_the_destroyed_permanent_does_nothing_and_ends_the_chain() -> None:
    """The copy has the original's target unless a new one is chosen (CR 707.10c); that land
    is gone, so the copy doesn't resolve (CR 608.2b) and nobody is offered another copy."""
    d = setup()
    land = d.find("Island", player=1)
    d.cast(0, "Chain of Acid", targets=[land])
    d.resolve()
    d.choose(True)
    d.expect("new_target")
    d.choose(land)  # the same target: kept, not changed
    assert len(d.state.stack) == 1
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Plains") == "battlefield"


def test_the_destroyed_permanent_s_controller_not_its_owner_may_copy() -> None:
    """"That permanent's controller" is found as it last existed on the battlefield (CR
    608.2h): player 0's Shared Triumph controlled by player 1 goes to player 0's graveyard,
    and player 1 is offered the copy."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Chain of Acid")
    s.battlefield(1, "Shared Triumph", owner=0, chosen={"creature_type": "Soldier"})
    s.battlefield(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Chain of Acid", targets=[d.find("Shared Triumph")])
    d.resolve()
    assert d.ids("Shared Triumph", zone="graveyard", player=0)
    assert d.expect("may").player == 1


def test_the_copy_ceases_to_exist_only_the_card_is_in_a_graveyard() -> None:
    """CR 707.10a, 704.5e: a copy of a spell that resolves isn't put into any graveyard; only
    the original card is, in its owner's graveyard; the Plains the copy destroyed is
    there too."""
    d = setup()
    d.cast(0, "Chain of Acid", targets=[d.find("Island", player=1)])
    d.resolve()
    d.choose(True)
    d.choose(d.find("Plains"))
    d.resolve()
    d.expect("may")
    d.choose(False)
    names0 = sorted(d.game.card(c).name for c in d.state.players[0].graveyard)
    names1 = sorted(d.game.card(c).name for c in d.state.players[1].graveyard)
    assert names0 == ["Chain of Acid", "Plains"]
    assert names1 == ["Island"]
