"""Casting spells from your hand without paying their mana costs (CR 118.9): an alternative
cost offered next to the mana cost, with X = 0 (CR 107.3b) and normal timing. Driven by
Omniscience ({7}{U}{U}{U} Enchantment: "You may cast spells from your hand without paying their
mana costs."), defined in ``tests/reference_cards.py``."""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import CastSpell
from manastack.dsl.prelude import Draw, spell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import OMNISCIENCE


def _methods(d: Driver, card: int) -> set[str]:
    return {a.method for a in d.game.legal_actions() if isinstance(a, CastSpell) and a.card == card}


def test_x_is_0_and_nothing_is_paid() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    sid = d.cast(0, "Starstorm", method="without_paying")
    assert d.decision.kind == "priority"  # no value of X was asked for
    assert d.state.objects[sid].stack["x"] == 0
    assert not any(d.state.objects[m].tapped for m in d.ids("Mountain", "battlefield", 0))
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 0


def test_a_normal_cast_still_chooses_x() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.ids("Glory Seeker", zone="graveyard")


def test_only_from_your_hand_with_your_permission_and_normal_timing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name)
    s.hand(0, "Glory Seeker", "Island")
    s.graveyard(0, "Shock")
    s.hand(1, "Shock")
    d = Driver(s.build())
    assert _methods(d, d.find("Glory Seeker", "hand")) == {"without_paying"}
    assert _methods(d, d.find("Island", "hand")) == set()  # a land isn't cast
    assert _methods(d, d.find("Shock", "graveyard")) == set()
    d.cast(0, "Glory Seeker", method="without_paying")
    d.pass_priority()
    assert d.decision.player == 1
    assert _methods(d, d.find("Shock", "hand", 1)) == set()  # not their Omniscience
    d.resolve()
    assert d.ids("Glory Seeker", zone="battlefield")


def test_an_additional_cost_is_still_paid_and_priced_without_the_mana_cost() -> None:
    """CR 118.9d, 601.2f: cast without paying its mana cost, Eaten Alive's additional cost
    "sacrifice a creature or pay {3}{B}" is still paid: the {3}{B} option is offered with four
    Swamps (the {B} mana cost isn't added), and paying it taps all four."""
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "without_paying"))
    assert d.decision.kind == "additional_cost"
    assert {a.value for a in d.decision.actions} == {0, 1}
    d.choose(1)
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp"))
    assert d.ids("Glory Seeker", zone="battlefield")
    d.resolve()
    assert d.ids("Elvish Warrior", zone="exile")


def test_without_a_creature_to_sacrifice_it_cant_be_cast_even_without_its_mana_cost() -> None:
    """CR 118.9d, 118.3: Vivisection's additional cost (sacrifice a creature) is still paid
    when it is cast without paying its mana cost, so with no creature it isn't offered; with
    one it is."""
    for creature in (False, True):
        s = Scenario(seed=1)
        s.battlefield(0, OMNISCIENCE.name)
        if creature:
            s.battlefield(0, "Glory Seeker")
        s.hand(0, "Vivisection")
        s.battlefield(1, "Elvish Warrior")
        d = Driver(s.build())
        action = CastSpell(d.find("Vivisection"), "without_paying")
        assert (action in d.game.legal_actions()) is creature


def test_a_spell_cast_without_paying_is_cast_with_no_mana_spent() -> None:
    """CR 118.9, 601.2h, ruling MID-RN-091: Shock cast without paying its mana cost is cast
    (the cast event names the method) and no mana was spent to cast it."""
    s = Scenario(seed=1)
    s.battlefield(0, OMNISCIENCE.name, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", method="without_paying", targets=[1])
    cast = [e for e in d.game.log if e.kind == "cast"]
    assert [(e.data.get("method"), e.data.get("mana_spent")) for e in cast] == \
        [("without_paying", 0)]


COSTLESS = define_card("Costless Insight", None, "Sorcery", "Draw a card.",
                       color_indicator="U", abilities=[spell(Draw(1))])
"""A sorcery with no mana cost (CR 202.1b), as the engine has no suspend card to give one."""


def test_an_unpayable_mana_cost_can_be_replaced_by_casting_without_paying_it() -> None:
    """CR 118.6, 118.6a: a card with no mana cost can't be cast for it, whatever mana is
    there; Omniscience's alternative cost applies to that unpayable cost, so it may be cast
    without paying it, and resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, COSTLESS.name)
    s.library(0, "Plains", "Plains")
    d = Driver(s.build())
    assert _methods(d, d.find(COSTLESS.name)) == set()
    s.battlefield(0, OMNISCIENCE.name)
    d = Driver(s.build())
    assert _methods(d, d.find(COSTLESS.name)) == {"without_paying"}
    d.cast(0, COSTLESS.name, method="without_paying")
    assert not any(d.state.objects[x].tapped for x in d.ids("Island"))
    d.resolve()
    assert d.zone_of(COSTLESS.name) == "graveyard"
    assert d.ids("Plains", zone="hand")
