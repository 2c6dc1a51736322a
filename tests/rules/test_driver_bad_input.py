"""The scenario driver (``manastack.testing.Driver``) refuses bad script steps by name and leaves
the game unchanged: a cast or activation whose target, mode or X answer is refused goes back to
before it began (CR 732, as the game does for an announcement that can't be completed), and an
unknown player, object or step is a ``ScriptError``, not an ``IndexError`` or ``KeyError``."""

from __future__ import annotations

import pytest

from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _driver() -> Driver:
    s = Scenario(seed=1)
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main")
    return Driver(s.build())


def test_a_cast_whose_target_is_refused_leaves_the_game_as_it_was_cr_732() -> None:
    d = _driver()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="illegal action for the target decision"):
        d.cast(0, "Shock", targets=["Nope"])
    assert d.game.fingerprint() == before
    assert d.zone_of("Shock") == "hand" and d.game.decision.kind == "priority"  # type: ignore[union-attr]
    # the same cast with a legal target goes through afterwards
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18


def test_unknown_player_object_and_step_are_script_errors() -> None:
    d = _driver()
    before = d.game.fingerprint()
    with pytest.raises(ScriptError, match=r"no player 5 \(players are 0 to 1\)"):
        d.life(5)
    with pytest.raises(ScriptError, match="no player True"):
        d.life(True)  # type: ignore[arg-type]
    with pytest.raises(ScriptError, match="no object 99999"):
        d.chars(99999)
    with pytest.raises(ScriptError, match="unknown step 'nowhere'; use one of .*combat_damage"):
        d.pass_until("nowhere")
    assert d.game.fingerprint() == before
