"""Morbid Opportunist — {2}{B} Creature — Human Rogue 1/3.

Oracle: "Whenever one or more other creatures die, draw a card. This ability triggers only
once each turn."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Morbid Opportunist")


def test_draws_once_per_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert len(d.state.players[0].hand) == 2  # Shock and the card drawn
    d.cast(0, "Shock", targets=[d.find("Goblin Sky Raider")])
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")  # it died, and nothing triggered
    assert not d.state.stack
    assert len(d.state.players[0].hand) == 1


def test_triggers_again_next_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Glory Seeker", "Elvish Warrior")
    s.hand(1, "Shock")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    before = len(d.state.players[0].hand)
    d.cast(1, "Shock", targets=[d.find("Morbid Opportunist")])
    d.resolve()
    # The Opportunist itself dying doesn't trigger its ability.
    assert not d.state.stack and len(d.state.players[0].hand) == before


def test_it_triggers_when_it_dies_at_the_same_time_as_other_creatures() -> None:
    """CR 603.10a: leaves-the-battlefield abilities look back in time: destroyed together
    with another creature (Akroma's Vengeance), the Opportunist sees the other one die."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Morbid Opportunist", "Glory Seeker")
    s.hand(0, "Akroma's Vengeance")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    opportunist = d.find("Morbid Opportunist")
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Morbid Opportunist") == "graveyard"
    assert len(d.state.stack) == 1
    assert d.state.objects[d.state.stack[0]].source == opportunist  # its source, as it was
    d.resolve()
    assert [d.chars(c).name for c in d.state.players[0].hand] == ["Island"]


def test_two_opportunists_each_trigger_once() -> None:
    """CR 603.2: "This ability triggers only once each turn" is each Opportunist's own: a
    creature dying triggers both, and two cards are drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Morbid Opportunist", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.expect("order_triggers")  # both triggered: their controller orders them (CR 603.3b)
    d.choose(d.decision.actions[0].value)
    assert len(d.state.stack) == 2
    d.resolve()
    d.resolve()
    assert len(d.state.players[0].hand) == 2


def test_a_new_object_triggers_again_the_same_turn() -> None:
    """CR 400.7: "triggers only once each turn" is the object's own. The Opportunist draws for
    Glory Seeker, is exiled by Astral Slide and returns at the end step, a new object: a
    second creature dying that turn makes it draw again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Astral Slide", "Forest", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock", "Tranquil Thicket")
    s.battlefield(1, "Glory Seeker", "Festering Goblin")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # the Opportunist draws
    d.activate(0, "Tranquil Thicket")  # cycling: Astral Slide triggers
    d.choose(d.find("Morbid Opportunist"))
    d.resolve()
    d.choose(True)
    assert d.zone_of("Morbid Opportunist") == "exile"
    d.resolve_all()  # the cycling draw
    d.pass_until("end")
    d.resolve_all()  # it returns
    assert d.zone_of("Morbid Opportunist") == "battlefield"
    hand = len(d.state.players[0].hand)
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")  # Festering Goblin's dies trigger, its controller's choice
    d.choose(d.find("Morbid Opportunist"))
    d.resolve_all()
    assert len(d.state.players[0].hand) == hand  # Shock cast, a card drawn


def test_a_token_creature_dying_triggers_it() -> None:
    """CR 700.4, 111.7: a token creature put into the graveyard dies (then ceases to exist);
    the Opportunist draws."""
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Mountain")
    s.hand(0, "Shock")
    s.token(1, "Zombie")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie Token")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.resolve()
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Island"]


def test_a_creature_exiled_does_not_die_and_doesnt_trigger_it() -> None:
    """CR 700.4: exiled, Elvish Warrior doesn't die; no card is drawn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Morbid Opportunist", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive"), "normal"))
    d.choose(1)
    d.choose(d.find("Elvish Warrior"))
    d.pay()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert not d.state.stack and not d.state.players[0].hand


def _stolen_then_a_creature_dies(triggered_before: bool) -> tuple[int, int]:
    """Player 1's Opportunist; player 0 shocks one of player 1's two Glory Seekers (or not)
    first, then takes the Opportunist with Threaten and shocks the other Glory Seeker. The
    numbers of cards drawn by player 0 and player 1 from then on."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Shock", "Shock", "Threaten")
    s.battlefield(1, "Morbid Opportunist", "Glory Seeker", "Glory Seeker")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    opportunist = d.find("Morbid Opportunist")
    if triggered_before:
        d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.ids("Glory Seeker")[0]])
        d.resolve()
        d.resolve()  # player 1's Opportunist draws
        assert len(d.state.players[1].hand) == 1
    d.cast(0, "Threaten", targets=[opportunist])
    d.resolve()
    assert d.chars(opportunist).controller == 0
    libraries = [len(p.library) for p in d.state.players]
    other = d.find("Glory Seeker", zone="battlefield")
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[other])
    d.resolve_all()
    assert len(d.ids("Glory Seeker", zone="graveyard")) == 1 + triggered_before
    assert not d.state.stack
    return (libraries[0] - len(d.state.players[0].library),
            libraries[1] - len(d.state.players[1].library))


def test_the_once_each_turn_limit_stays_with_the_opportunist_when_its_controller_changes() -> None:
    """CR 400.7, 603.3a: a change of control doesn't make the Opportunist a new object, and
    "triggers only once each turn" counts that object's triggers this turn, whoever controlled
    it (as CR 602.5b says of an activated ability's restriction). Having drawn for its owner
    this turn, taken by Threaten, it doesn't trigger again for its new controller; not having
    triggered yet, it triggers for its new controller, who draws."""
    assert _stolen_then_a_creature_dies(triggered_before=True) == (0, 0)
    assert _stolen_then_a_creature_dies(triggered_before=False) == (1, 0)
