"""Acceptance scenarios for a number of targets the spell's text defines (CR 601.2c, 115.6).

CR 601.2c  "for each opponent, gain control of target permanent that player controls"
           (Blatant Thievery) gives each opponent a target: one that can be chosen must be
           chosen; an opponent who controls no permanent gets none, and the spell can still be
           cast, in a two-player game as in a game of four.
CR 115.3   two target slots that must be different objects ("two target creatures you don't
           control") need two distinct legal choices: with one, the spell isn't castable,
           in the listing of legal actions as when it is tried.
CR 115.6   with no target chosen at all, the spell isn't targeted: it resolves, doing nothing.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario, ScenarioError
from manastack.testing import Driver


def _values(d: Driver) -> set[object]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}


def test_601_2c_each_opponent_with_a_permanent_must_get_a_target_four_players() -> None:
    """Four players: opponents 1 and 3 control permanents, opponent 2 controls none. Blatant
    Thievery asks for a target among player 1's permanents, then among player 3's (player 2
    gets none), and neither may be left out; it resolves taking both."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(3, "Festering Goblin")
    d = Driver(s.build())
    seeker, goblin = d.find("Glory Seeker"), d.find("Festering Goblin")
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    d.expect("target")
    assert _values(d) == {seeker}  # no "no target" answer (CR 601.2c)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, Choose(None))
    assert d.game.fingerprint() == before
    d.choose(seeker)
    d.expect("target")
    assert _values(d) == {goblin}
    d.choose(goblin)
    d.pay()
    d.resolve()
    assert d.chars(seeker).controller == 0
    assert d.chars(goblin).controller == 0


def test_601_2c_two_players_the_opponents_permanent_must_be_targeted() -> None:
    """Two players: the opponent controls a Forest and a Glory Seeker; one of them must be
    the target (no answer leaves the opponent without one)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.battlefield(1, "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Blatant Thievery"), "normal"))
    d.expect("target")
    assert _values(d) == {d.find("Forest"), d.find("Glory Seeker")}
    d.choose(d.find("Forest"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Forest")).controller == 0
    assert d.chars(d.find("Glory Seeker")).controller == 1


def test_601_2c_castable_when_no_opponent_controls_a_permanent() -> None:
    """Two players, the opponent controls nothing: Blatant Thievery can still be cast, with no
    target; it isn't a targeted spell then (CR 115.6), so it resolves (doing nothing) rather
    than being removed for illegal targets."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    d = Driver(s.build())
    assert CastSpell(d.find("Blatant Thievery"), "normal") in d.game.legal_actions()
    d.cast(0, "Blatant Thievery")
    d.expect("priority")
    d.resolve()
    assert d.zone_of("Blatant Thievery") == "graveyard"
    assert not any(e.kind == "fizzle" for e in d.game.log)


def test_601_2c_a_spell_on_the_stack_must_have_the_targets_it_can_have() -> None:
    """The scenario builder refuses Blatant Thievery on the stack with no target while the
    opponent controls a permanent, and accepts it with none when the opponent controls none."""
    s = Scenario(players=2, seed=1)
    s.battlefield(1, "Glory Seeker")
    with pytest.raises(ScenarioError, match="601.2c"):
        s.stack(0, "Blatant Thievery")
    s2 = Scenario(players=3, seed=1)
    s2.battlefield(1, "Glory Seeker")
    s2.stack(0, "Blatant Thievery", targets=["Glory Seeker"])
    s2.at("precombat_main", active=0, turn=3)
    d = Driver(s2.build())
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 0


def test_115_3_two_different_targets_need_two_legal_objects() -> None:
    """Visions of Duplicity targets two creatures you don't control; the opponent controls
    only one: each slot alone has a legal target, but not both at once, so casting it isn't
    offered and is refused, the game unchanged. With a second creature it is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    visions = d.find("Visions of Duplicity")
    assert CastSpell(visions, "normal") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(visions, "normal"))
        d.choose(d.find("Elvish Warrior"))
    assert d.game.fingerprint() == before
    s.battlefield(1, "Avacyn's Pilgrim")
    d = Driver(s.build())
    assert CastSpell(d.find("Visions of Duplicity"), "normal") in d.game.legal_actions()
