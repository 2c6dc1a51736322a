"""Targets that only a mode has (CR 700.2c): a modal spell asks for targets only for the modes
chosen.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _charm() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Glory Seeker", "Anurid Murkdiver")
    s.hand(0, "Vitality Charm")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def test_a_mode_without_a_target_asks_for_none() -> None:
    """CR 700.2c, 601.2c: Vitality Charm cast for its Insect mode asks for no target (the
    other modes' "target creature" and "target Beast" aren't chosen): it goes on to paying
    and resolves without a target; cast for its pump mode, it asks for a target creature."""
    d = _charm()
    d.act(0, CastSpell(d.find("Vitality Charm")))
    d.expect("mode")
    d.choose(0)
    assert d.decision.kind != "target"
    while d.decision.kind != "priority":
        d.pay()
    (shown,) = d.game.view(1)["stack"]
    assert shown["modes"] == [0] and not shown.get("targets")
    d.resolve()
    assert len(d.ids("Insect Token", zone="battlefield")) == 1
    d2 = _charm()
    d2.act(0, CastSpell(d2.find("Vitality Charm")))
    d2.choose(1)
    assert d2.expect("target").player == 0
    offered = {a.value for a in d2.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d2.find("Glory Seeker"), d2.find("Anurid Murkdiver")}
