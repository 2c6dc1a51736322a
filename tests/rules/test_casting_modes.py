"""Modal spells (CR 700.2, 601.2b–c): the mode is chosen first and only its targets are
chosen; a mode without a legal target can't be chosen.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_mode_without_legal_targets_is_not_offered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm", "hand")))
    d.expect("mode")
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}  # no Wizard for mode 3
    d.choose(1)
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.pay()
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert (c.power, c.toughness) == (4, 2)
    assert not c.has("Haste")  # only the chosen mode happened


def test_mode_whose_only_target_has_protection_from_the_spell_is_not_offered() -> None:
    """CR 700.2a, 601.2c, 702.16b: Fever Charm (red) can't target a Wizard with protection
    from red, so its third mode can't be chosen; the decision asks to choose a mode."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Glory Seeker")
    s.hand(0, "Fever Charm")
    s.battlefield(1, "Aphetto Alchemist", label="wizard")
    s.battlefield(1, "Crown of Awe", attached_to="wizard")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Fever Charm", "hand")))
    assert d.expect("mode").prompt == "Choose a mode"
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}


def _drown_in_dreams_with_a_commander() -> Driver:
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Drown in Dreams")
    s.library(1, "Forest", "Plains", "Swamp")
    return Driver(s.build())


def test_a_further_mode_may_be_declined_and_a_chosen_mode_is_not_offered_again() -> None:
    """CR 700.2, 700.2d, 601.2b: with a commander, Drown in Dreams may have both modes chosen:
    after the first, only the other mode is offered (a mode is chosen once) and choosing no
    further mode is allowed, the question saying so; declining leaves the spell with the one
    mode (only the draw happens)."""
    d = _drown_in_dreams_with_a_commander()
    d.act(0, CastSpell(d.find("Drown in Dreams", "hand")))
    d.expect("mode")
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    d.choose(0)
    assert d.expect("mode").prompt == "Choose another mode, or none"  # it is asked as such
    assert set(d.game.legal_actions()) == {Choose(1), Choose(None)}
    d.choose(None)
    d.expect("x")
    d.choose(1)
    d.expect("target")
    d.choose(1)
    d.pay()
    assert d.state.objects[d.state.stack[-1]].stack["modes"] == (0,)
    d.resolve()
    assert [d.game.name_of(o) for o in d.state.players[1].hand] == ["Forest"]
    assert not d.state.players[1].graveyard


def test_a_modal_spell_with_no_mode_that_has_legal_targets_can_t_be_cast() -> None:
    """CR 700.2a, 601.2c: with no creature on the battlefield, none of Fever Charm's modes
    has a legal target, so it can't be cast; once a creature is there, it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Plains", "Plains")
    s.hand(0, "Fever Charm", "Glory Seeker")
    d = Driver(s.build())
    charm = d.find("Fever Charm", "hand")
    assert CastSpell(charm) not in d.game.legal_actions()
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert CastSpell(charm) in d.game.legal_actions()


def test_a_modal_spell_with_one_mode_that_can_be_chosen_is_cast_with_that_mode() -> None:
    """CR 700.2a, 601.2b: with no Aura on a creature and no Soldier, Piety Charm's only mode
    that can be chosen is the one without a target: it can be cast, and that mode is the only
    one offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Elvish Warrior")
    s.hand(0, "Piety Charm")
    d = Driver(s.build())
    charm = d.find("Piety Charm", "hand")
    assert CastSpell(charm) in d.game.legal_actions()
    d.act(0, CastSpell(charm))
    d.expect("mode")
    assert d.game.legal_actions() == [Choose(2)]
