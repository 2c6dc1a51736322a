"""Skaab Wrangler — {1}{U} Creature — Human Wizard 2/1.

Oracle: "Tap three untapped creatures you control: Tap target creature."
Rulings covered: MID-RN-139.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


pytestmark = pytest.mark.card("Skaab Wrangler")


@pytest.mark.ruling("MID-RN-139", "MID-OR-0226")
def test_summoning_sick_creatures_pay_the_cost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Elvish Warrior", sick=True)
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.activate(0, "Skaab Wrangler", targets=[tusker])
    while d.decision.kind != "priority":
        d.choose(opts(d)[0]) if opts(d) else d.pay()
    assert all(d.state.objects[x].tapped for x in
               (d.find("Skaab Wrangler"), d.find("Glory Seeker"), d.find("Elvish Warrior")))
    d.resolve()
    assert d.state.objects[tusker].tapped


def test_needs_three_untapped_creatures() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_tapped_creature_cant_help_pay_and_any_creature_may_be_the_target() -> None:
    """CR 602.2b, 118.3: with three creatures, one of them tapped, the cost can't be paid;
    with a fourth untapped, it can, and the target may be one of your own (an already
    tapped Krosan Tusker is a legal target too: "tap target creature" doesn't require it to
    be untapped, CR 701.26a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker")
    s.battlefield(0, "Elvish Warrior", tapped=True)
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]

    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Wall of Mulch", "Avacyn's Pilgrim")
    s.battlefield(1, "Krosan Tusker", tapped=True)
    d = Driver(s.build())
    d.activate(0, "Skaab Wrangler", pay=False)
    offered = set(opts(d))
    assert d.find("Krosan Tusker") in offered and d.find("Avacyn's Pilgrim") in offered
    d.choose(d.find("Avacyn's Pilgrim"))
    for name in ("Skaab Wrangler", "Glory Seeker", "Wall of Mulch"):
        d.choose(d.find(name))
    d.expect("priority")
    d.resolve()
    assert all(d.state.objects[o].tapped for o in d.state.battlefield
               if d.state.objects[o].controller == 0)


def test_target_gone_before_resolution_the_ability_does_nothing() -> None:
    """CR 608.2b: the target creature leaves the battlefield in response (Smother); the
    ability's only target is illegal, so it doesn't resolve; the creatures tapped for the cost
    stay tapped (costs aren't refunded, CR 601.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Avacyn's Pilgrim", "Swamp", "Swamp")
    s.hand(1, "Smother")
    d = Driver(s.build())
    pilgrim = d.find("Avacyn's Pilgrim")
    d.activate(0, "Skaab Wrangler", targets=[pilgrim])
    while d.decision.kind != "priority":
        d.choose(opts(d)[0])
    d.pass_priority()
    d.cast(1, "Smother", targets=[pilgrim])
    d.resolve()
    assert d.zone_of("Avacyn's Pilgrim") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert [e for e in d.state.log if e.kind == "fizzle"]
    assert all(d.state.objects[d.find(n)].tapped
               for n in ("Skaab Wrangler", "Glory Seeker", "Elvish Warrior"))


def test_an_opponent_s_creature_is_not_offered_to_pay_the_cost() -> None:
    """CR 602.2b, 118.3: "creatures you control": only the activator's untapped creatures
    can be tapped for the cost; with two creatures of its own and many of the opponent's,
    it can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker", "Elvish Warrior", "Avacyn's Pilgrim")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_a_refused_creature_for_the_cost_leaves_the_game_unchanged() -> None:
    """Choosing the opponent's creature to tap for the cost is refused with an error naming
    it, and nothing is tapped or put on the stack (CR 601.2h, 602.2b)."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Skaab Wrangler", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    with pytest.raises(IllegalActionError, match="Krosan Tusker"):
        d.activate(0, "Skaab Wrangler", targets=[tusker], choices=[tusker])
    assert not d.state.stack
    assert not any(d.state.objects[o].tapped for o in d.state.battlefield)
