"""Riptide Laboratory — Land.

Oracle: "{T}: Add {C}. / {1}{U}, {T}: Return target Wizard you control to its owner's hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, start_activation

pytestmark = pytest.mark.card("Riptide Laboratory")


def test_returns_your_wizard_to_hand() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Crafty Pathmage")
    d = Driver(s.build())
    d.activate(0, "Riptide Laboratory", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    assert d.ids("Crafty Pathmage", zone="hand", player=0)


def test_opponents_wizards_are_not_legal_targets() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island")
    s.battlefield(1, "Crafty Pathmage")
    d = Driver(s.build())
    from manastack.decisions.actions import ActivateAbility
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_taps_for_colorless_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory")
    d = Driver(s.build())
    d.mana(0, "Riptide Laboratory")
    assert d.state.players[0].mana_pool.get("C") == 1


def test_a_borrowed_wizard_goes_to_its_owners_hand_and_a_non_wizard_is_no_target() -> None:
    """"Target Wizard you control" (CR 115.1, 205.3m): player 0 gains control of player 1's
    Aven Fateshaper (a Bird Wizard) with Pack's Betrayal; the Laboratory may target it (not
    Glory Seeker, a Human Soldier) and returns it to its owner's hand (CR 108.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Mountain", "Mountain",
                  "Mountain", "Glory Seeker")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Aven Fateshaper")
    d = Driver(s.build())
    aven = d.find("Aven Fateshaper")
    d.cast(0, "Pack's Betrayal", targets=[aven], pay=False)
    for m in d.ids("Mountain"):
        d.mana(0, m)
    d.resolve()
    assert d.chars(aven).controller == 0
    d.activate(0, "Riptide Laboratory", pay=False)
    d.expect("target")
    offered = {a.value for a in d.decision.actions}  # type: ignore[attr-defined]
    assert aven in offered and d.find("Glory Seeker") not in offered
    d.choose(aven)
    d.pay()
    d.resolve()
    assert d.ids("Aven Fateshaper", zone="hand", player=1)
    assert not d.state.players[0].hand


def test_it_cant_pay_its_own_mana_cost_with_its_mana_ability() -> None:
    """CR 602.2b, 118.3: {T} is part of the cost, so the Laboratory can't also tap for {C} to
    pay {1}{U}: with one Island besides, the ability can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Crafty Pathmage")
    d = Driver(s.build())
    lab = d.find("Riptide Laboratory")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == lab]


def test_saving_a_wizard_from_shock_leaves_the_shock_without_a_target() -> None:
    """CR 608.2b, 400.7: the opponent's Shock targets Crafty Pathmage; in response the
    Laboratory returns it to its owner's hand, so Shock's only target is gone: it does
    nothing (no damage to anyone) and goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Crafty Pathmage")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Crafty Pathmage")])
    d.pass_priority()
    d.activate(0, "Riptide Laboratory", targets=[d.find("Crafty Pathmage")])
    d.resolve()
    assert d.zone_of("Crafty Pathmage") == "hand"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Shock") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 20)


def test_the_wizard_gone_in_response_the_ability_does_nothing() -> None:
    """CR 608.2b: the opponent Shocks the targeted Crafty Pathmage in response; it dies, the
    Laboratory's ability doesn't resolve, and the card stays in the graveyard, the cost
    paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Crafty Pathmage")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    mage = d.find("Crafty Pathmage")
    d.activate(0, "Riptide Laboratory", targets=[mage])
    d.pass_priority()
    d.cast(1, "Shock", targets=[mage])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Crafty Pathmage") == "graveyard"
    assert d.state.objects[d.find("Riptide Laboratory")].tapped


def test_made_to_read_elf_it_targets_elfs() -> None:
    """CR 612.2: Artificial Evolution replaces Wizard with Elf in Riptide Laboratory's text: its
    ability returns Wellwisher to its owner's hand, Crafty Pathmage (a Wizard) isn't a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Riptide Laboratory", "Island", "Island", "Island", "Wellwisher", "Crafty Pathmage")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    source = d.find("Riptide Laboratory")
    new, old = d.find("Wellwisher"), d.find("Crafty Pathmage")
    evolve(d, source, "Wizard", "Elf")
    assert d.chars(source).subtypes == frozenset()
    options = start_activation(d, source)
    assert new in options and old not in options
    d.choose(new)
    d.pay()
    d.resolve()
    assert d.zone_of("Wellwisher") == "hand"
