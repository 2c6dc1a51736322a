"""Ecstatic Awakener // Awoken Demon — {B} Creature — Human Wizard 1/1 // Creature — Demon 4/4
(black).

Oracle: Front: "{2}{B}, Sacrifice another creature: Draw a card, then transform Ecstatic
Awakener. Activate only once each turn."
Back: no text.
Rulings covered: none specific to the card.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ecstatic Awakener")


def _game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Ecstatic Awakener", "Glory Seeker", "Elvish Warrior")
    s.library(0, "Swamp", "Swamp")
    return Driver(s.build())


def test_sacrifice_another_creature_draw_and_become_a_4_4_demon() -> None:
    d = _game()
    awakener = d.find("Ecstatic Awakener")
    d.activate(0, awakener, choices=[d.find("Glory Seeker")])
    assert d.find("Glory Seeker", zone="graveyard")
    d.resolve()
    c = d.chars(awakener)
    assert (c.name, c.power, c.toughness) == ("Awoken Demon", 4, 4)
    assert c.subtypes == frozenset({"Demon"})
    assert c.mana_value == 1
    assert len(d.state.players[0].hand) == 1


def test_cannot_sacrifice_itself_and_only_once_each_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Ecstatic Awakener")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d = _game()
    awakener = d.find("Ecstatic Awakener")
    d.activate(0, awakener, choices=[d.find("Glory Seeker")])
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_another_players_creature_cannot_pay_the_sacrifice() -> None:
    """CR 701.21a, 118.3, 602.2b: only a permanent its controller controls can be sacrificed;
    with no other creature of its own, the Awakener's ability isn't offered, however many
    creatures an opponent controls, and activating it is refused."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Ecstatic Awakener")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    before = d.game.state.version
    with pytest.raises(IllegalActionError):
        d.game.apply(0, ActivateAbility(d.find("Ecstatic Awakener"), 0))
    assert d.game.state.version == before


def test_sacrificed_in_response_its_ability_still_draws_and_nothing_transforms() -> None:
    """CR 113.7a, 701.27a: one Ecstatic Awakener's ability is on the stack when a second one
    sacrifices it for its own cost. The second one draws and becomes Awoken Demon; the first
    ability still resolves and draws a card, and the sacrificed card stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.battlefield(0, "Ecstatic Awakener", label="first")
    s.battlefield(0, "Ecstatic Awakener", label="second")
    s.battlefield(0, "Glory Seeker")
    s.library(0, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    first, second = d.ids("Ecstatic Awakener")
    d.activate(0, first, choices=[d.find("Glory Seeker")])
    d.activate(0, second, choices=[first])
    assert len(d.ids("Ecstatic Awakener", zone="graveyard")) == 1
    d.resolve()
    assert d.chars(second).name == "Awoken Demon"
    d.resolve()
    assert not d.state.stack and len(d.state.players[0].hand) == 2
    assert len(d.ids("Ecstatic Awakener", zone="graveyard")) == 1


def test_transforming_keeps_the_same_permanent_counters_and_damage() -> None:
    """CR 701.27a, 712.8e: transforming turns the same permanent over; its +1/+1 counter and
    the damage marked on it stay, so Awoken Demon is 5/5 with 1 damage. Its mana value is
    still the front face's (1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Ecstatic Awakener", counters={"+1/+1": 1}, damage=1)
    s.battlefield(0, "Glory Seeker")
    s.library(0, "Swamp")
    d = Driver(s.build())
    awakener = d.find("Ecstatic Awakener")
    d.activate(0, awakener, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(awakener)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Awoken Demon", 5, 5, 1)
    assert d.state.objects[awakener].damage == 1
    assert d.state.objects[awakener].zone.value == "battlefield"


def test_awoken_demon_has_no_ability_and_is_the_front_face_in_the_graveyard() -> None:
    """CR 712.8a, 712.8e: transformed, it has only the back face's characteristics (no
    activated ability to activate, even next turn); put into the graveyard, the card has only
    its front face's."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.battlefield(0, "Ecstatic Awakener", transformed=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Cruel Revival")
    d = Driver(s.build())
    demon = d.find("Ecstatic Awakener")
    assert d.chars(demon).name == "Awoken Demon"
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.pass_priority()
    d.cast(1, "Cruel Revival", targets=[demon])
    d.resolve()
    card = d.find("Ecstatic Awakener", zone="graveyard")
    c = d.chars(card)
    assert (c.name, c.power, c.toughness) == ("Ecstatic Awakener", 1, 1)


def test_without_enough_mana_it_cant_be_activated() -> None:
    """The {2}{B} is part of the cost (CR 602.2b, 601.2h): with two lands, no activation is
    offered, and the other creature stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Ecstatic Awakener", "Glory Seeker")
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    assert d.find("Glory Seeker", zone="battlefield")


def test_a_clone_of_it_draws_but_can_t_transform() -> None:
    """CR 701.27c: Clone copying Ecstatic Awakener has its ability, but it isn't a
    double-faced card: the ability draws a card and the instruction to transform does
    nothing; the Clone stays a 1/1 Ecstatic Awakener."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Swamp"] * 3, "Ecstatic Awakener", "Glory Seeker")
    s.hand(0, "Clone")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Ecstatic Awakener"))
    clone = d.find("Clone", "battlefield")
    d.activate(0, clone, choices=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("Ecstatic Awakener", 1, 1)
    assert len(d.state.players[0].hand) == 1
    assert not [e for e in d.state.log if e.kind == "transform"]
