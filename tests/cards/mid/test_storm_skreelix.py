"""Storm Skreelix — {3}{U}{R} Creature — Drake Horror 2/4.

Oracle: "Flying / Instant and sorcery spells you cast cost {1} less to cast. / Whenever you cast
an instant or sorcery spell, Storm Skreelix gets +2/+0 until end of turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Storm Skreelix")


def test_cheaper_spells_and_a_pump() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Mountain", "Plains")
    s.hand(0, "Sacred Fire")
    d = Driver(s.build())
    skreelix = d.find("Storm Skreelix")
    d.cast(0, "Sacred Fire", targets=[1])  # {R}{W} costs {R}{W} minus {1}: no generic to reduce
    d.resolve()
    assert d.chars(skreelix).power == 4
    d.resolve()
    assert d.life(1) == 18


def test_reduces_generic_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Forest")
    s.hand(0, "Plummet")
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Plummet", targets=[d.find("Screaming Seahawk")])  # {1}{G} for {G}
    d.resolve()
    d.resolve()
    assert d.ids("Screaming Seahawk", zone="graveyard")


def test_flashback_is_reduced_too_and_a_copy_is_not_cast() -> None:
    """Galvanic Iteration cast with flashback costs {U}{R} (the reduction applies to the total
    cost of an alternative cost, CR 601.2f) and triggers; the Shock cast next triggers; the copy
    Galvanic Iteration makes of it is not cast (CR 707.10) and doesn't: +4/+0 in all."""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Island", "Mountain", "Mountain")
    s.graveyard(0, "Galvanic Iteration")
    s.hand(0, "Shock")
    d = Driver(s.build())
    skreelix = d.find("Storm Skreelix")
    d.cast(0, "Galvanic Iteration", method="flashback")
    assert [d.state.objects[x].tapped for x in d.ids("Mountain")].count(True) == 1
    d.resolve_all()
    assert d.chars(skreelix).power == 4
    d.cast(0, "Shock", targets=[1])
    d.take_first("order_triggers")
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose(1)
    assert d.life(1) == 16
    assert d.chars(skreelix).power == 6


def test_not_the_opponent_s_spells_nor_creature_spells_and_the_bonus_ends() -> None:
    """Only instant and sorcery spells you cast are cheaper and trigger it: the opponent's
    Plummet ({1}{G}) can't be cast with one Forest left, nor your Mourning Patrol ({2}{W}) with
    two lands; the opponent's Shock doesn't trigger it; the +2/+0 lasts until end of turn
    (CR 514.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Storm Skreelix", "Plains", "Mountain")
    s.hand(0, "Shock", "Mourning Patrol")
    s.battlefield(1, "Mountain", "Forest")
    s.hand(1, "Shock", "Plummet")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    skreelix = d.find("Storm Skreelix")
    patrol = d.find("Mourning Patrol", zone="hand")
    assert CastSpell(patrol, "normal") not in d.game.legal_actions()
    d.pass_priority()
    d.cast(1, "Shock", targets=[skreelix])
    assert len(d.state.stack) == 1  # no trigger for the opponent's spell
    assert d.decision.player == 1
    assert CastSpell(d.find("Plummet", zone="hand"), "normal") not in d.game.legal_actions()
    d.resolve()
    assert d.chars(skreelix).power == 2
    d.cast(0, "Shock", targets=[1])
    d.resolve_all()
    assert d.chars(skreelix).power == 4
    d.pass_until("upkeep", turn=4)
    assert d.chars(skreelix).power == 2


def test_the_reduction_applies_to_the_total_cost_with_x() -> None:
    """X is part of the total cost the reduction applies to (CR 601.2f, 107.3): Weird Harvest
    with X = 2 costs {1}{G}{G}, paid by three Forests; with X = 1 it costs {G}{G}, paid by
    two."""
    for x, forests in ((2, 3), (1, 2)):
        s = Scenario(seed=1)
        s.battlefield(0, "Storm Skreelix", *["Forest"] * forests)
        s.hand(0, "Weird Harvest")
        s.library(0, "Glory Seeker", "Elvish Warrior", "Forest")
        d = Driver(s.build())
        d.cast(0, "Weird Harvest", x=x)
        assert d.zone_of("Weird Harvest") == "stack"
        assert all(d.state.objects[f].tapped for f in d.ids("Forest", zone="battlefield"))
        assert not any(d.state.players[0].mana_pool.values())


def test_increases_are_added_before_the_reduction_applies() -> None:
    """CR 601.2f: Curse of Silence naming Shock makes it cost {2} more; Storm Skreelix then
    takes {1} off: {1}{R}. Two Mountains pay it, one doesn't."""
    for mountains, castable in ((2, True), (1, False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Storm Skreelix", *["Mountain"] * mountains)
        s.hand(0, "Shock")
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
        d = Driver(s.build())
        shock = CastSpell(d.find("Shock"), "normal")
        assert (shock in d.game.legal_actions()) is castable
        if castable:
            d.cast(0, "Shock", targets=[1])
            assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))


def test_cast_in_response_it_doesn_t_change_a_spell_already_on_the_stack() -> None:
    """CR 601.7: a spell that alters costs doesn't affect spells already on the stack. Plummet
    ({1}{G}) is cast for two lands; with Arlinn's flash, Storm Skreelix is cast in response and
    resolves: Plummet stays on the stack as it was cast, its two lands still spent and nothing
    given back, and Skreelix doesn't trigger for it. A Plummet cast afterwards costs just {G}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Arlinn, the Pack's Hope", "Forest", "Forest", "Forest", "Island",
                  "Mountain", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Plummet", "Plummet", "Storm Skreelix")
    s.battlefield(1, "Screaming Seahawk", "Screaming Seahawk")
    d = Driver(s.build())
    d.activate(0, "Arlinn, the Pack's Hope", index=1)  # creature spells as though with flash
    d.resolve()
    forests, swamps = d.ids("Forest"), d.ids("Swamp")
    first_hawk, second_hawk = d.ids("Screaming Seahawk")
    plummet = d.cast(0, "Plummet", targets=[first_hawk], pay=False)
    d.mana(0, forests[0])
    d.mana(0, swamps[0])
    d.pay()
    d.cast(0, "Storm Skreelix", pay=False)
    for land in ("Island", "Mountain", swamps[1], swamps[2], forests[1]):
        d.mana(0, land)
    d.pay()
    d.pass_priority()
    d.pass_priority()  # Storm Skreelix resolves
    assert d.zone_of("Storm Skreelix") == "battlefield"
    assert d.state.stack == [plummet]
    assert sum(1 for o in d.state.battlefield if d.state.objects[o].tapped) == 7
    assert not any(d.state.players[0].mana_pool.values())
    d.resolve()
    assert d.ids("Screaming Seahawk", zone="battlefield") == [second_hawk]
    d.cast(0, "Plummet", targets=[second_hawk])  # {G}: the last Forest pays it
    assert d.state.objects[forests[2]].tapped
    d.resolve_all()
    assert not d.ids("Screaming Seahawk", zone="battlefield")
