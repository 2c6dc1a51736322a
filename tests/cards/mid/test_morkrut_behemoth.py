"""Morkrut Behemoth — {4}{B} Creature — Zombie Giant 7/6.

Oracle: "As an additional cost to cast this spell, sacrifice a creature or pay {1}{B}. /
Menace (This creature can't be blocked except by two or more creatures.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Morkrut Behemoth")


def test_sacrifice_a_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Glory Seeker")
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    assert set(d.game.legal_actions()) == {Choose(0)}  # {1}{B} more can't be paid
    d.choose(0)
    d.pay()  # the mana first (CR 601.2g-h), then the sacrifice
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    b = d.find("Morkrut Behemoth", zone="battlefield")
    assert d.chars(b).has("Menace")
    assert d.ids("Glory Seeker", zone="graveyard")


def test_pay_instead() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    d.choose(1)
    d.pay()
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    d.resolve()
    assert d.ids("Morkrut Behemoth", zone="battlefield")


def test_neither_cost_payable() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    assert CastSpell(d.find("Morkrut Behemoth"), "normal") not in d.game.legal_actions()


def test_the_additional_cost_doesnt_change_its_mana_value() -> None:
    """CR 601.2f, 202.3: paying {1}{B} more, seven Swamps are tapped, but the spell's mana
    value is still 5, that of its mana cost."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, "Morkrut Behemoth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    d.choose(1)
    d.pay()
    sid = d.state.stack[-1]
    assert d.chars(sid).mana_value == 5


def test_an_opponents_creature_cant_be_sacrificed_and_the_refusal_says_why() -> None:
    """CR 701.21a: a player sacrifices only a permanent they control: player 1's Glory
    Seeker is refused with an error naming it, the game unchanged; the sacrifice is paid even
    if the spell is then countered (CR 601.2h)."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Elvish Warrior")
    s.hand(0, "Morkrut Behemoth")
    s.battlefield(1, "Glory Seeker", *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Morkrut Behemoth"), "normal"))
    d.choose(0)
    d.pay()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError) as err:
        d.choose(d.find("Glory Seeker"))
    assert "Glory Seeker" in str(err.value)
    assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))
    sid = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    while d.decision.kind != "priority":
        d.take_first(d.decision.kind)
    assert d.zone_of("Morkrut Behemoth") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_menace_one_blocker_is_not_enough() -> None:
    """CR 702.111b: blocked by Glory Seeker alone, the declaration can't be finished; a
    second blocker, Elvish Warrior, makes it legal."""
    from manastack.decisions.actions import DeclareBlocker, FinishDeclaration
    s = Scenario(seed=1)
    s.battlefield(0, "Morkrut Behemoth")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    behemoth = d.find("Morkrut Behemoth")
    d.to_combat()
    d.attack([behemoth])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    d.act(1, DeclareBlocker(d.find("Glory Seeker"), behemoth))
    assert FinishDeclaration() not in d.game.legal_actions()
    d.act(1, DeclareBlocker(d.find("Elvish Warrior"), behemoth))
    d.act(1, FinishDeclaration())
    assert set(d.state.combat.blockers) == {d.find("Glory Seeker"), d.find("Elvish Warrior")}
