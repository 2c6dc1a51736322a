"""Eaten Alive — {B} Sorcery.

Oracle: "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}. /
Exile target creature or planeswalker."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Eaten Alive")


def setup(swamps: int, *mine: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * swamps, *mine)
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    return Driver(s.build())


def test_sacrifice_a_creature() -> None:
    """CR 604.5: the additional cost applies as the spell is cast."""
    d = setup(1, "Glory Seeker")
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    assert d.decision.kind == "additional_cost"
    assert set(d.game.legal_actions()) == {Choose(0)}  # {3}{B} more can't be paid
    d.choose(0)
    d.choose(warrior)  # target
    d.pay()            # the mana first (CR 601.2g-h)
    d.choose(seeker)   # the creature to sacrifice
    assert d.ids("Glory Seeker", zone="graveyard")
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")


def test_pay_three_and_black_instead() -> None:
    d = setup(5, "Glory Seeker")
    warrior = d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    d.choose(1)
    d.choose(warrior)
    d.pay()
    assert sum(d.state.objects[x].tapped for x in d.ids("Swamp")) == 5
    assert d.ids("Glory Seeker", zone="battlefield")
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")


def test_uncastable_without_either_cost() -> None:
    d = setup(2)
    assert CastSpell(d.find("Eaten Alive"), "normal") not in d.game.legal_actions()


def test_sacrificing_the_targeted_creature_leaves_the_spell_without_a_target() -> None:
    """CR 601.2c, 601.2h, 608.2b: targets are chosen before the additional cost is paid, so
    the creature sacrificed may be the target itself; then the spell doesn't resolve."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Glory Seeker")
    s.hand(0, "Eaten Alive")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(0)
    d.choose(seeker)
    d.pay()
    d.choose(seeker)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Eaten Alive") == "graveyard"


def test_exiles_a_planeswalker() -> None:
    """"Target creature or planeswalker": a planeswalker may be targeted and is exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Wrenn and Seven")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(1)
    d.choose(d.find("Wrenn and Seven"))
    d.pay()
    d.resolve()
    assert d.zone_of("Wrenn and Seven") == "exile"


def test_a_land_is_refused_as_target_and_the_state_is_unchanged() -> None:
    """A noncreature, nonplaneswalker permanent is no legal target: refused, no change."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior", "Forest")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(1)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Forest"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"


def test_a_reduction_applies_to_the_mana_of_the_additional_cost() -> None:
    """CR 601.2f: the total cost is the mana cost plus additional costs, less reductions:
    paying {3}{B} for Eaten Alive ({B}) with Storm Skreelix ("Instant and sorcery spells you
    cast cost {1} less") totals {2}{B}{B}: four Swamps pay it, with three it can't be chosen."""
    d = setup(4, "Storm Skreelix", "Glory Seeker")
    warrior = d.find("Elvish Warrior")
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    d.choose(1)
    d.choose(warrior)
    d.pay()
    assert sum(d.state.objects[x].tapped for x in d.ids("Swamp")) == 4
    assert d.ids("Glory Seeker", zone="battlefield")
    d.resolve_all()
    assert d.ids("Elvish Warrior", zone="exile")

    d = setup(3, "Storm Skreelix", "Glory Seeker")
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    assert set(d.game.legal_actions()) == {Choose(0)}
