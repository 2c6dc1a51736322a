"""Sungold Sentinel — {1}{W} Creature — Human Soldier 3/2.

Oracle: "Whenever Sungold Sentinel enters the battlefield or attacks, exile up to one target
card from a graveyard. / Coven — {1}{W}: Choose a color. Sungold Sentinel gains hexproof from
that color until end of turn and can't be blocked by creatures of that color this turn.
Activate only if you control three or more creatures with different powers."
Rulings covered: MID-RN-029 (coven).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sungold Sentinel")


def test_enters_and_attacks_exile_graveyard_cards() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Sungold Sentinel")
    s.graveyard(1, "Shock", "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Sungold Sentinel")
    d.resolve()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="exile")
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([d.find("Sungold Sentinel")])
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.resolve()
    assert d.ids("Glory Seeker", zone="exile")


@pytest.mark.ruling("MID-RN-029", "MID-OR-0111")
def test_coven_hexproof_from_red_and_unblockable_by_red() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Goblin Sky Raider", "Elvish Warrior")
    s.hand(1, "Shock")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.pass_priority()  # the opponent gets priority in the main phase
    d.act(1, CastSpell(d.find("Shock"), "normal"))
    options = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert sentinel not in options and d.find("Glory Seeker") in options
    d.choose(0)
    d.pay()
    d.resolve()
    d.to_combat()
    d.attack([sentinel])
    d.choose(d.find("Shock", zone="graveyard"))  # its attack trigger
    d.resolve()
    assert d.ids("Shock", zone="exile")
    d.pass_priority()
    d.pass_priority()
    pairs = {(a.blocker, a.attacker) for a in d.game.legal_actions()
             if isinstance(a, DeclareBlocker)}
    assert (d.find("Elvish Warrior"), sentinel) in pairs
    assert (d.find("Goblin Sky Raider"), sentinel) not in pairs


def test_cant_activate_without_coven() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Elvish Warrior", "Plains", "Plains")
    d = Driver(s.build())
    assert not any(isinstance(a, ActivateAbility) for a in d.game.legal_actions())


def test_a_multicolored_creature_of_the_chosen_color_cant_block_it() -> None:
    """CR 105.2, 105.2b, 202.2c, 509.1b: a black and red Vampire Socialite is a red creature: with red chosen
    it can't block the Sentinel."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Vampire Socialite", "Elvish Warrior")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    d.to_combat()
    d.attack([sentinel])
    d.resolve_all()
    d.pass_priority()
    d.pass_priority()
    pairs = {(a.blocker, a.attacker) for a in d.game.legal_actions()
             if isinstance(a, DeclareBlocker)}
    assert (d.find("Elvish Warrior"), sentinel) in pairs
    assert (d.find("Vampire Socialite"), sentinel) not in pairs


def test_hexproof_from_a_color_doesnt_stop_its_controllers_spells() -> None:
    """CR 702.11d: hexproof from red stops only opponents' red spells and abilities: the
    Sentinel's controller may still target it with their own Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains",
                  "Plains", "Mountain")
    s.hand(0, "Shock")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("red")
    assert d.chars(sentinel).has("Hexproof from")
    d.act(0, CastSpell(d.find("Shock"), "normal"))
    options = {getattr(a, "value", None) for a in d.game.legal_actions()}
    assert sentinel in options
