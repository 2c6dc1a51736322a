"""Heirloom Mirror // Inherited Fiend — {1}{B} Artifact // Creature — Demon 4/4 (black).

Oracle: Front: "{1}, {T}, Pay 1 life, Discard a card: Draw a card, mill a card, then put a
ritual counter on Heirloom Mirror. Then if it has three or more ritual counters on it, remove
them and transform it. Activate only as a sorcery."
Back: "Flying / {2}{B}: Exile target creature card from a graveyard. Put a +1/+1 counter on
Inherited Fiend."
Rulings covered: MID-RN-149.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Heirloom Mirror")


def _mirror(rituals: int) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", counters={"ritual": rituals} if rituals else None)
    s.battlefield(0, "Swamp")
    s.hand(0, "Plains")
    s.library(0, "Glory Seeker", "Island", "Forest")
    return Driver(s.build())


def test_one_activation_draws_mills_and_adds_a_ritual_counter() -> None:
    d = _mirror(0)
    mirror = d.find("Heirloom Mirror")
    d.activate(0, mirror, choices=[d.find("Plains", "hand")])
    d.resolve()
    assert d.life(0) == 19
    assert d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Island") == "graveyard"
    assert d.state.objects[mirror].counters == {"ritual": 1}
    assert d.chars(mirror).name == "Heirloom Mirror"


def test_only_as_a_sorcery() -> None:
    d = _mirror(0)
    mirror = d.find("Heirloom Mirror")
    d.pass_until("upkeep", turn=4)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == mirror]


@pytest.mark.ruling("MID-RN-149", "MID-OR-0318")
def test_third_counter_transforms_it_still_tapped() -> None:
    d = _mirror(2)
    mirror = d.find("Heirloom Mirror")
    d.activate(0, mirror, choices=[d.find("Plains", "hand")])
    d.resolve()
    c = d.chars(mirror)
    assert (c.name, c.power, c.toughness) == ("Inherited Fiend", 4, 4)
    assert c.has("Flying")
    assert d.state.objects[mirror].counters == {}
    assert d.state.objects[mirror].tapped


def test_inherited_fiend_exiles_a_creature_card_and_grows() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", transformed=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    fiend = d.find("Heirloom Mirror")
    d.activate(0, fiend, targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.chars(fiend).power, d.chars(fiend).toughness) == (5, 5)


def test_activatable_at_exactly_one_life() -> None:
    """CR 119.4: a player can pay life equal to or less than their life total: at 1 life,
    the "Pay 1 life" part of the cost is payable (and leaves them at 0)."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Heirloom Mirror", "Swamp")
    s.hand(0, "Plains")
    s.library(0, "Glory Seeker", "Island", "Forest")
    d = Driver(s.build())
    mirror = d.find("Heirloom Mirror")
    assert ActivateAbility(mirror, 0) in d.game.legal_actions()
    d.activate(0, mirror, choices=[d.find("Plains", "hand")])
    assert d.life(0) == 0


def test_destroyed_in_response_the_ability_still_draws_and_mills() -> None:
    """CR 608.2h, 400.7: Naturalize destroys the Mirror with its ability on the stack: the
    ability still draws and mills; the ritual counter and the transformation have no object
    to act on (the card in the graveyard is a new object)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", counters={"ritual": 2})
    s.battlefield(0, "Swamp")
    s.hand(0, "Plains")
    s.library(0, "Glory Seeker", "Island", "Forest")
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    mirror = d.find("Heirloom Mirror")
    d.activate(0, mirror, choices=[d.find("Plains", "hand")])
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[mirror])
    d.resolve()
    assert d.zone_of("Heirloom Mirror") == "graveyard"
    d.resolve()  # the Mirror's ability
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Island") == "graveyard"
    card = d.find("Heirloom Mirror", "graveyard")
    assert not d.state.objects[card].counters
    assert d.chars(card).name == "Heirloom Mirror" and not d.state.stack


def test_no_card_in_hand_no_activation() -> None:
    """CR 602.2b, 118.3: the discard is part of the cost; with an empty hand it can't be
    paid, and the ability isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", "Swamp")
    s.library(0, "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_not_while_a_spell_is_on_the_stack() -> None:
    """CR 307.5, 602.5d: "Activate only as a sorcery": with Shock on the stack, even in its
    controller's main phase, the Mirror's ability isn't offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", "Swamp", "Mountain")
    s.hand(0, "Plains", "Shock")
    s.library(0, "Glory Seeker", "Island")
    d = Driver(s.build())
    mirror = d.find("Heirloom Mirror")
    d.cast(0, "Shock", targets=[1])
    assert d.decision.kind == "priority" and d.state.stack
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == mirror]


def test_fiend_s_target_gone_it_gets_no_counter() -> None:
    """CR 608.2b: two Inherited Fiend activations target the same Glory Seeker card; the
    first to resolve exiles it and adds a counter; the second's target is gone, so it does
    nothing at all (no counter): the Fiend is 5/5."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", transformed=True)
    s.battlefield(0, *["Swamp"] * 6)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    fiend = d.find("Heirloom Mirror")
    card = d.find("Glory Seeker", "graveyard")
    d.activate(0, fiend, targets=[card])
    d.activate(0, fiend, targets=[card])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[fiend].counters == {"+1/+1": 1}
    assert (d.chars(fiend).power, d.chars(fiend).toughness) == (5, 5)


def test_fiend_can_t_target_a_noncreature_card() -> None:
    """CR 115.1: "target creature card from a graveyard": an Island in a graveyard isn't
    offered; a creature card in its own controller's graveyard is."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror", transformed=True)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior")
    s.graveyard(1, "Island")
    d = Driver(s.build())
    d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Elvish Warrior", "graveyard") in offered
    assert d.find("Island", "graveyard") not in offered


def test_the_back_face_s_gray_power_and_toughness_on_the_front_face_do_nothing() -> None:
    """CR 712.2c: the front face of Heirloom Mirror shows Inherited Fiend's 4/4 in gray; that
    is reminder text only. The Mirror, in hand or on the battlefield, is an artifact with no
    power or toughness, not a 4/4 creature."""
    s = Scenario(seed=1)
    s.battlefield(0, "Heirloom Mirror")
    s.hand(0, "Heirloom Mirror")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    for mirror in (d.find("Heirloom Mirror", "battlefield"), d.find("Heirloom Mirror", "hand")):
        c = d.chars(mirror)
        assert c.types == frozenset({"Artifact"})
        assert (c.power, c.toughness) == (None, None)
