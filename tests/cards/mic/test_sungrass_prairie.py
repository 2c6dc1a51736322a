"""Sungrass Prairie — Land.

Oracle: "{1}, {T}: Add {G}{W}."
Rulings covered: none.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell, PayAutomatically
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungrass Prairie")

CARD = "Sungrass Prairie"


def test_one_generic_and_tap_for_two_colored_mana() -> None:
    """With a Forest to pay {1}, it adds {G}{W}: both colours at once; alone it adds
    nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    d = Driver(s.build())
    land = d.find(CARD)
    d.mana(0, "Forest")
    assert d.state.players[0].mana_pool == {"G": 1}
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}
    assert d.state.objects[land].tapped
    alone = Driver(Scenario(seed=1).battlefield(0, CARD).build())
    assert not [a for a in alone.game.legal_actions() if isinstance(a, ActivateManaAbility)]


def _game(*lands: str, auto_pay: bool = False) -> Driver:
    s = Scenario(seed=1, auto_pay=auto_pay)
    s.battlefield(0, *lands)
    s.hand(0, "Katilda, Dawnhart Prime")  # {G}{W}
    s.at("precombat_main", active=0, turn=3)
    return Driver(s.build())


def _offered(d: Driver, source: int) -> list[str]:
    return [a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source]


def test_activated_while_a_spell_is_paid_its_1_paid_by_another_mana_ability() -> None:
    """CR 601.2g, 605.3a, 602.2b: while Katilda's {G}{W} is paid, Sungrass Prairie may be
    activated, its {1} paid by tapping the Forest as it is activated: a Forest and the Prairie
    cast Katilda. Tapping the Forest for the spell itself would leave {W} unpaid, so it is not
    offered there; it is offered for the Prairie's {1}."""
    d = _game("Forest", CARD)
    forest, land = d.find("Forest"), d.find(CARD)
    katilda = d.find("Katilda, Dawnhart Prime")
    assert CastSpell(katilda, "normal") in d.game.legal_actions()
    d.cast(0, katilda, pay=False)
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(land, 0, "GW")]
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [ActivateManaAbility(forest, 0, "G")]
    d.act(0, ActivateManaAbility(forest, 0, "G"))
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.objects[forest].tapped and d.state.objects[land].tapped
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.find("Katilda, Dawnhart Prime", "battlefield")


def test_paid_automatically_in_one_action() -> None:
    """The automatic payment activates the Prairie and pays its {1} too, with the Forest, in
    the one action (CR 601.2g-h, 605.3a): no decision follows."""
    d = _game("Forest", CARD, auto_pay=True)
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.act(0, PayAutomatically())
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.players[0].mana_pool == {}
    assert all(d.state.objects[o].tapped for o in (d.find("Forest"), d.find(CARD)))


def test_the_prairie_s_1_may_still_be_paid_by_hand_or_automatically() -> None:
    """Under automatic payment, activating the Prairie by hand asks for its {1} with the
    Forest offered beside "Pay automatically"; taking that pays the {1}, and Katilda's
    {G}{W} is paid with the Prairie's mana."""
    d = _game("Forest", CARD, auto_pay=True)
    land = d.find(CARD)
    d.cast(0, "Katilda, Dawnhart Prime", pay=False)
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    assert d.game.legal_actions() == [PayAutomatically(),
                                      ActivateManaAbility(d.find("Forest"), 0, "G")]
    d.act(0, PayAutomatically())
    assert d.decision.kind == "priority" and d.state.stack
    assert d.state.players[0].mana_pool == {}


def test_at_priority_its_1_is_paid_by_another_mana_ability() -> None:
    """CR 605.3a: with priority and an empty pool, the Prairie is offered, its {1} paid by the
    Plains; {G}{W} is then in the pool."""
    d = _game("Plains", CARD)
    land = d.find(CARD)
    assert _offered(d, land) == ["GW"]
    d.act(0, ActivateManaAbility(land, 0, "GW"))
    d.expect("pay_mana")
    d.act(0, ActivateManaAbility(d.find("Plains"), 0, "W"))
    assert d.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"G": 1, "W": 1}


def test_not_enough_mana_with_it_is_still_not_enough() -> None:
    """A Forest and the Prairie make at most {G}{W} (the Forest's {G} pays the {1}): Candlegrove
    Witch ({1}{W}) is castable, Brutal Cathar ({2}{W}) isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", CARD)
    s.hand(0, "Candlegrove Witch", "Brutal Cathar")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    castable = {d.game.card(a.card).name for a in d.game.legal_actions()
                if isinstance(a, CastSpell)}
    assert castable == {"Candlegrove Witch"}
