"""Acceptance scenarios for costs (CR 118, 601.2f-h): the total cost is the mana cost or
alternative cost plus increases, minus reductions, the increases first (601.2f, 118.7), a
cost increase applies to an alternative cost such as flashback as much as to a mana cost
(118.9, 601.2f), and targets are chosen before costs are paid, so a spell may sacrifice its own
target for its cost and is then countered as it resolves (601.2c, 601.2h, 608.2b).
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_increases_apply_before_reductions() -> None:
    """CR 601.2f, 118.7, 117.2a: five creatures died this turn and Curse of Silence names Diregraf
    Rebirth: {3}{B}{G} plus {2} is {5}{B}{G}, less {5}: {B}{G}. (Reducing first would leave
    {2}{B}{G}.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Forest")
    s.battlefield(0, "Glory Seeker", damage=2)
    for _ in range(4):
        s.battlefield(1, "Glory Seeker", damage=2)
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Diregraf Rebirth"})
    s.hand(0, "Diregraf Rebirth")
    s.graveyard(0, "Gluttonous Zombie")
    d = Driver(s.build())  # the five Glory Seekers die as the game starts from the position
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 5
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Gluttonous Zombie")], pay=False)
    assert d.decision.kind == "pay_mana" and d.decision.prompt == "Pay {B}{G}"
    d.pay()
    assert len(d.state.stack) == 2  # the spell, and the Curse's trigger over it


def test_a_cost_increase_applies_to_a_flashback_cost() -> None:
    """CR 601.2f, 118.9, 702.34a: Curse of Silence names Light Up the Night; cast with
    flashback and X=2, its total cost is {3}{R} (flashback, X added) plus {2}: {5}{R}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Curse of Silence", attached_to=1, chosen={"card_name": "Light Up the Night"})
    s.battlefield(1, *["Mountain"] * 6)
    s.battlefield(1, "Arlinn, the Pack's Hope", counters={"loyalty": 5})
    s.graveyard(1, "Light Up the Night")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Light Up the Night", method="flashback", targets=[0], x=2, pay=False)
    assert d.decision.kind == "pay_mana" and d.decision.prompt == "Pay {5}{R}"


def test_a_spell_may_sacrifice_its_own_target_and_is_then_countered() -> None:
    """CR 601.2c, 601.2h, 608.2b: Rite of Oblivion targets Glory Seeker, then its additional
    cost sacrifices that Glory Seeker (targets are chosen before costs are paid); as it
    resolves its only target is gone, so it doesn't resolve and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Rite of Oblivion", targets=[seeker], choices=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert any(e.kind == "fizzle" for e in d.game.log)
    assert d.zone_of("Rite of Oblivion") == "graveyard"


def test_an_alternative_cost_doesnt_change_the_mana_cost() -> None:
    """CR 118.9c, 702.34a: Light Up the Night ({X}{R}) cast with flashback and X = 2 is paid
    with {3}{R} (and the loyalty counters), yet on the stack its mana cost is still {X}{R}:
    its mana value is 3."""
    s = Scenario(seed=1)
    s.battlefield(1, *["Mountain"] * 4)
    s.battlefield(1, "Arlinn, the Pack's Hope", counters={"loyalty": 5})
    s.graveyard(1, "Light Up the Night")
    s.library(0, "Forest")
    s.library(1, "Forest")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    spell = d.cast(1, "Light Up the Night", method="flashback", targets=[0], x=2, pay=False)
    assert d.decision.kind == "pay_mana" and d.decision.prompt == "Pay {3}{R}"
    d.pay()
    assert d.chars(spell).mana_value == 3


def test_an_additional_cost_doesnt_change_the_mana_cost() -> None:
    """CR 118.8d, 118.8a, 202.4: Rite of Oblivion ({W}{B}) is cast paying its mana cost plus its
    additional cost, sacrificing Glory Seeker; on the stack its mana value is still 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Swamp", "Glory Seeker")
    s.hand(0, "Rite of Oblivion")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    spell = d.cast(0, "Rite of Oblivion", targets=[d.find("Ravenous Baloth")],
                   choices=[d.find("Glory Seeker")])
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.chars(spell).mana_value == 2
    d.resolve()
    assert d.zone_of("Ravenous Baloth") == "exile"


def test_a_sacrifice_cost_paid_though_the_creature_is_exiled_instead() -> None:
    """CR 118.11, 701.21a, 702.146a: Corpse Cobble cast with flashback sacrifices Glory Seeker
    and Waildrifter, Galedrifter cast with disturb, whose own ability exiles it instead of
    putting it into a graveyard. The sacrifice is modified, yet the cost is paid: the spell is
    cast, and its token counts Waildrifter's power among the sacrificed creatures' (2 + 2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Swamp", "Island", "Swamp", "Swamp", "Glory Seeker")
    s.battlefield(0, "Galedrifter", transformed=True)
    s.graveyard(0, "Corpse Cobble")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    d = Driver(s.build())
    waildrifter = d.find("Galedrifter")
    assert d.chars(waildrifter).name == "Waildrifter"
    d.cast(0, "Corpse Cobble", method="flashback",
           choices=[d.find("Glory Seeker"), waildrifter, None])
    assert d.zone_of("Galedrifter") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert all(d.state.objects[x].tapped for x in d.state.battlefield)  # {3}{U}{B}
    d.resolve()
    (token,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert (d.chars(token).power, d.chars(token).toughness) == (4, 4)
    assert d.zone_of("Corpse Cobble") == "exile"


def test_dies_triggers_from_a_sacrifice_cost_wait_and_go_on_the_stack_above_the_spell() -> None:
    """CR 601.2h, 603.3, 603.10a, 117.3c: Midnight Reaper is sacrificed to pay Morkrut
    Behemoth's additional cost. The Reaper sees its own death and Unruly Mob sees another
    creature die; neither ability is put on the stack while the spell is being cast, but both
    are as its caster next receives priority, so above the Behemoth: they resolve first (1
    damage and a card drawn, a +1/+1 counter) with the Behemoth still on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Midnight Reaper", "Unruly Mob")
    s.hand(0, "Morkrut Behemoth")
    s.library(0, "Plains", "Island")
    d = Driver(s.build())
    behemoth = d.find("Morkrut Behemoth")
    mob = d.find("Unruly Mob")
    d.act(0, CastSpell(behemoth, "normal"))
    spell = d.state.stack[-1]
    d.choose(0)  # sacrifice a creature rather than pay {1}{B}
    d.pay()
    d.choose(d.find("Midnight Reaper"))
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3
    assert d.state.stack[0] == spell
    d.resolve()
    d.resolve()
    assert d.state.stack == [spell]
    assert d.life(0) == 19
    assert len(d.state.players[0].hand) == 1
    assert d.state.objects[mob].counters.get("+1/+1") == 1
    d.resolve()
    assert d.ids("Morkrut Behemoth", zone="battlefield")
