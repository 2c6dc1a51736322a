"""Cathar Commando — {1}{W} Creature — Human Soldier 3/1.

Oracle: "Flash / {1}, Sacrifice Cathar Commando: Destroy target artifact or enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.decisions.policies import ScriptError
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cathar Commando")


def test_flash_in_on_the_opponents_turn() -> None:
    """CR 113.6e, 702.8a: flash, an ability that modifies how Cathar Commando may be cast,
    functions in its owner's hand: it is cast in the opponent's end step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Cathar Commando")
    s.at("end", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Cathar Commando")
    d.resolve()
    assert d.ids("Cathar Commando", zone="battlefield")


def test_sacrifice_to_destroy_an_enchantment() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Bramble Armor")
    d = Driver(s.build())
    d.activate(0, "Cathar Commando", targets=[d.find("Bramble Armor")])
    assert d.ids("Cathar Commando", zone="graveyard")  # sacrificed as a cost
    d.resolve()
    assert d.ids("Bramble Armor", zone="graveyard")


def test_destroys_an_enchantment_even_when_it_just_came_in() -> None:
    """CR 302.6: the cost has no {T}, so a Commando flashed in this turn may activate at
    once; it destroys an enchantment."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains")
    s.battlefield(0, "Cathar Commando", sick=True)
    s.battlefield(1, "Mobilization")
    d = Driver(s.build())
    d.activate(0, "Cathar Commando", targets=[d.find("Mobilization")])
    d.resolve()
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.zone_of("Cathar Commando") == "graveyard"


def test_a_creature_or_land_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 601.2c: only an artifact or enchantment is a legal target; choosing a
    creature is refused with an error and the game is left as before (CR 732)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Glory Seeker", "Bramble Armor")
    d = Driver(s.build())
    seeker, plains = d.find("Glory Seeker"), d.find("Plains")
    d.activate(0, "Cathar Commando", pay=False)
    d.expect("target")
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Bramble Armor") in opts
    assert seeker not in opts and plains not in opts
    with pytest.raises(IllegalActionError, match="target"):
        d.choose(seeker)
    assert d.decision.kind == "target"  # the refused choice changed nothing
    assert d.zone_of("Cathar Commando") == "battlefield"
    d.choose(d.find("Bramble Armor"))
    d.pay()
    d.resolve()
    assert d.zone_of("Bramble Armor") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_refused_target_in_the_script_leaves_the_game_as_before() -> None:
    """CR 732: the activation is rewound when its target is refused: the Commando stays on
    the battlefield, the stack is empty and the Plains untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Glory Seeker", "Mobilization")
    d = Driver(s.build())
    with pytest.raises(IllegalActionError):
        d.activate(0, "Cathar Commando", targets=[d.find("Glory Seeker")])
    assert d.decision.kind == "priority"
    assert d.zone_of("Cathar Commando") == "battlefield"
    assert not d.state.stack
    assert not d.state.objects[d.find("Plains")].tapped

def test_without_one_mana_it_cant_be_activated() -> None:
    """CR 602.2b, 601.2h: {1} can't be paid with no mana source: the ability isn't offered
    and the Commando stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cathar Commando")
    s.battlefield(1, "Bramble Armor")
    d = Driver(s.build())
    with pytest.raises(ScriptError, match="activatable"):
        d.activate(0, "Cathar Commando", targets=[d.find("Bramble Armor")])
    assert d.zone_of("Cathar Commando") == "battlefield"
    assert d.zone_of("Bramble Armor") == "battlefield"


def test_target_gone_in_response_the_commando_stays_sacrificed() -> None:
    """CR 608.2b, 602.2: its target destroyed in response by its controller's Naturalize,
    the ability does nothing; the Commando, sacrificed as a cost, stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Mobilization", "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    mob = d.find("Mobilization")
    d.activate(0, "Cathar Commando", targets=[mob])
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[mob])
    d.resolve_all()
    assert d.zone_of("Mobilization") == "graveyard"
    assert d.zone_of("Cathar Commando") == "graveyard"
    assert d.zone_of("Naturalize") == "graveyard"


def test_with_no_artifact_or_enchantment_it_cant_be_activated() -> None:
    """CR 602.2b, 601.2c: with no legal target the ability can't be activated, so the
    Commando can't be sacrificed for nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Cathar Commando")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    with pytest.raises(ScriptError, match="activatable"):
        d.activate(0, "Cathar Commando")
    assert d.zone_of("Cathar Commando") == "battlefield"
