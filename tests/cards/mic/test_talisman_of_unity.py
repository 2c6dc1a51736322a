"""Talisman of Unity — {2} Artifact.

Oracle: "{T}: Add {C}. / {T}: Add {G} or {W}. Talisman of Unity deals 1 damage to you."
Rulings covered: none in the seed documents.

The damage is part of the mana ability: it is dealt at once, without the stack (CR 605.3a).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic import talisman_checks as checks

CARD = "Talisman of Unity"
pytestmark = pytest.mark.card("Talisman of Unity")


def test_colourless_mana_is_painless() -> None:
    checks.check_colourless_mana_is_painless(CARD, ("G", "W"))


@pytest.mark.parametrize("colour", ["G", "W"])
def test_coloured_mana_deals_one_damage_to_you(colour: str) -> None:
    checks.check_coloured_mana_deals_one_damage_to_you(CARD, colour)


def test_tapped_it_adds_nothing_more() -> None:
    checks.check_tapped_it_adds_nothing_more(CARD, "G")


def test_paying_a_spell_with_its_green_deals_the_damage_while_casting() -> None:
    """Mana abilities are activated while the spell's cost is paid (CR 601.2g, 605.3a): the
    damage is dealt then, before the spell is cast, without the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Forest")
    s.hand(0, "Elvish Warrior")
    d = Driver(s.build())
    talisman = d.find(CARD)
    d.cast(0, "Elvish Warrior", pay=False)
    d.expect("pay_mana")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateManaAbility) and a.source == talisman and a.mana == "G"))
    assert d.life(0) == 19
    d.pay()
    assert d.decision.kind == "priority"
    assert [d.chars(i).name for i in d.state.stack] == ["Elvish Warrior"]


def test_its_damage_can_be_prevented() -> None:
    """The Talisman is the source of 1 damage to you (CR 120.1, 609.7): a prevention shield on
    you prevents it and you lose no life (CR 615.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Daru Healer")
    d = Driver(s.build())
    d.activate(0, "Daru Healer", targets=[0])
    d.resolve()
    d.mana(0, CARD, "W")
    assert d.state.players[0].mana_pool.get("W") == 1
    assert d.life(0) == 20


def test_two_headed_giant_the_damage_comes_off_the_team_total() -> None:
    """CR 810.9: damage dealt to a player in Two-Headed Giant reduces the team's shared
    life total; the coloured mana costs the team 1 life, the other team nothing."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    d = Driver(s.build())
    d.mana(0, d.find(CARD), "W")
    assert d.life(0) == d.life(1) == 29
    assert d.life(2) == d.life(3) == 30
    assert d.state.players[0].mana_pool.get("W") == 1
