"""Blatant Thievery — {4}{U}{U}{U} Sorcery.

Oracle: "For each opponent, gain control of target permanent that player controls."
Rulings covered: ONS-FAQ-200, ONS-FAQ-201.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Blatant Thievery")


@pytest.mark.ruling("ONS-FAQ-200", "ONS-OR-0052")
def test_one_permanent_from_each_opponent() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker", "Daru Cavalier")
    s.battlefield(2, "Festering Goblin")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    first = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert first == {d.find("Glory Seeker"), d.find("Daru Cavalier")}  # required (CR 601.2c)
    d.choose(d.find("Glory Seeker"))
    second = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert second == {d.find("Festering Goblin")}
    d.choose(d.find("Festering Goblin"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 0
    assert d.chars(d.find("Festering Goblin")).controller == 0
    assert d.chars(d.find("Daru Cavalier")).controller == 1


@pytest.mark.ruling("ONS-FAQ-201", "ONS-OR-0051")
def test_target_that_changed_controller_is_not_taken() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Festering Goblin", "Callous Oppressor")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.cast(0, "Blatant Thievery", targets=[seeker, goblin])
    d.pass_priority()  # player 0
    d.pass_priority()  # player 1
    # In response, the other opponent takes the first target.
    d.activate(2, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 2
    d.resolve()
    assert d.find("Blatant Thievery", zone="graveyard")
    # No longer "a permanent that player [1] controls": you don't gain control of it,
    # though the other target is still legal and is taken.
    assert d.chars(seeker).controller == 2
    assert d.chars(goblin).controller == 0


def test_the_control_lasts_beyond_the_turn_and_any_permanent_may_be_taken() -> None:
    """CR 611.2a: a one-shot control change with no duration lasts indefinitely; "permanent"
    includes lands (CR 110.4): the opponent's Forest is still its caster's turns later."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Forest")
    for p in range(2):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Blatant Thievery", targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 0
    d.pass_until("upkeep", turn=5)
    assert d.chars(forest).controller == 0
    assert d.state.objects[forest].owner == 1


def test_an_opponent_with_no_permanent_gets_no_target() -> None:
    """CR 601.2c, 115.1: the number of targets is one per opponent who controls a permanent;
    with three players and player 2 controlling nothing, it is cast with player 1's Glory
    Seeker as its only target."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Blatant Thievery", targets=[seeker])
    assert d.decision.kind == "priority"
    d.resolve()
    assert d.chars(seeker).controller == 0


def test_two_headed_giant_one_from_each_opponent_none_from_the_teammate() -> None:
    """CR 102.3, 810.1: the caster's teammate is no opponent: its permanents are never
    offered; each of the two opponents loses one."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Glory Seeker")
    s.battlefield(3, "Festering Goblin")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    offered: set[int] = set()
    while d.decision.kind == "target":
        values = {a.value for a in d.decision.actions if isinstance(a, Choose)}
        offered |= values
        d.choose(sorted(v for v in values if v is not None)[0])
    assert warrior not in offered
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 0
    assert d.chars(d.find("Festering Goblin")).controller == 0
    assert d.chars(warrior).controller == 1


def test_your_own_permanent_as_a_target_is_refused() -> None:
    """CR 601.2c, 115.1: a permanent the caster controls is no "permanent that [an opponent]
    controls": choosing it is refused with an error naming it, the game unchanged."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 7, "Elvish Warrior")
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Elvish Warrior"):
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
