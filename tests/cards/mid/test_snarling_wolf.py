"""Snarling Wolf — {G} Creature — Wolf 1/1.

Oracle: "{1}{G}: Snarling Wolf gets +2/+2 until end of turn. Activate only once each turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.decisions.policies import ScriptError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Snarling Wolf")


def test_once_each_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (3, 3)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)


def test_once_each_turn_counts_an_activation_still_on_the_stack_and_resets_next_turn() -> None:
    """CR 602.5b: "activate only once each turn" counts activations, resolved or not; on the
    next turn (the opponent's) it can be activated again, at instant speed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    d.activate(0, wolf)
    d.resolve()
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (3, 3)


def _taken_after(activated: bool) -> list[ActivateAbility]:
    """Player 1 takes the Wolf with Pack's Betrayal in their main phase, after player 0 did
    or didn't activate it then; the Wolf's abilities its new controller may activate."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest")
    s.battlefield(1, *["Mountain"] * 3, *["Forest"] * 4)
    s.hand(1, "Pack's Betrayal")
    s.at("precombat_main", active=1, turn=4, priority=0 if activated else None)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    if activated:
        d.activate(0, wolf)
        d.resolve()
    d.cast(1, "Pack's Betrayal", targets=[wolf])
    d.resolve()
    d.take_first("scry")  # player 1 controls a Wolf now
    d.take_first("order_cards")
    assert d.chars(wolf).controller == 1
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == wolf]


def test_the_once_each_turn_limit_follows_the_wolf_to_its_new_controller() -> None:
    """CR 602.5b: the restriction continues to apply to the object even if its controller
    changes: activated by its owner this turn, the Wolf can't be activated again by the player
    who took it; not activated, it can."""
    assert _taken_after(activated=True) == []
    assert _taken_after(activated=False) != []


def test_a_wolf_returned_to_the_battlefield_is_a_new_object_and_may_be_activated_again() -> None:
    """CR 602.5b, 400.7: the once-each-turn limit counts the activations of this object.
    The Wolf, pumped once, is destroyed by Infernal Grasp and returned by Diregraf Rebirth in
    the same turn: the returned Wolf is a new object, its ability not yet activated this
    turn, so it may be activated again (and then, once more, not)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", *["Forest"] * 8, *["Swamp"] * 4)
    s.hand(0, "Infernal Grasp", "Diregraf Rebirth")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.activate(0, "Snarling Wolf")
    d.resolve()
    d.cast(0, "Infernal Grasp", targets=[d.find("Snarling Wolf")])
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "graveyard"
    d.cast(0, "Diregraf Rebirth", targets=[d.find("Snarling Wolf", zone="graveyard")])
    d.resolve()
    wolf = d.find("Snarling Wolf", zone="battlefield")
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (1, 1)
    d.activate(0, wolf)
    d.resolve()
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (3, 3)
    with pytest.raises(ScriptError):
        d.activate(0, wolf)
