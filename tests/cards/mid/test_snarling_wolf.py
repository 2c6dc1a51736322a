"""Snarling Wolf — {G} Creature — Wolf 1/1.

Oracle: "{1}{G}: Snarling Wolf gets +2/+2 until end of turn. Activate only once each turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
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


def test_the_bonus_ends_at_cleanup_as_damage_is_removed() -> None:
    """CR 514.2: pumped to 3/3 and dealt 2 damage by Shock, the Wolf survives the turn: its
    damage is removed as "until end of turn" effects end, at the same time; it is 1/1 again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[wolf])
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"
    d.pass_until("upkeep", turn=4)
    c = d.chars(wolf)
    assert (c.power, c.toughness) == (1, 1)
    assert d.zone_of("Snarling Wolf") == "battlefield"
    assert d.state.objects[wolf].damage == 0


def test_activated_in_response_to_shock_it_survives() -> None:
    """CR 608.2, 117.3b: Shock on the stack, the Wolf's ability resolves first (last in,
    first out): the Wolf is 3/3 when Shock's 2 damage is dealt."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.cast(1, "Shock", targets=[wolf])
    d.pass_priority()
    d.activate(0, wolf)
    d.resolve()
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "battlefield"
    assert d.state.objects[wolf].damage == 2


def test_a_second_activation_this_turn_is_refused_and_nothing_changes() -> None:
    """CR 602.5b: a second activation the same turn is refused with an error that says why,
    and the game is left as it was."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Forest", "Forest", "Forest", "Forest")
    d = Driver(s.build())
    wolf = d.find("Snarling Wolf")
    d.activate(0, wolf)
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="once each turn"):
        d.act(0, ActivateAbility(wolf, 0))
    assert d.game.fingerprint() == before


def test_each_wolf_has_its_own_once_each_turn() -> None:
    """CR 602.5b: the restriction counts activations of that object's ability only: a second
    Snarling Wolf can still be activated this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Snarling Wolf", "Snarling Wolf", *["Forest"] * 4)
    d = Driver(s.build())
    first, second = d.ids("Snarling Wolf", "battlefield")
    d.activate(0, first)
    d.resolve()
    d.activate(0, second)
    d.resolve()
    assert d.chars(first).power == 3 and d.chars(second).power == 3
