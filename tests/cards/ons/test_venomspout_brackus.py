"""Venomspout Brackus — {6}{G} Creature — Beast 5/5.

Oracle: "{1}{G}, {T}: Venomspout Brackus deals 5 damage to target attacking or blocking
creature with flying. / Morph {3}{G}{G} (You may cast this card face down as a 2/2 creature
for {3}. Turn it face up any time for its morph cost.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Venomspout Brackus")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Venomspout Brackus", "Forest", "Forest")
    s.battlefield(1, "Goblin Sky Raider", "Screaming Seahawk")
    s.at("precombat_main", active=1, turn=4)
    return Driver(s.build())


def brackus_can_activate(d: Driver) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == d.find("Venomspout Brackus")
               for a in d.game.legal_actions())


def test_shoots_an_attacking_flyer() -> None:
    d = setup()
    d.pass_priority()
    assert not brackus_can_activate(d)  # nothing is attacking yet
    d.pass_priority()
    d.to_combat()
    d.attack([d.find("Goblin Sky Raider")])
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 0
    d.activate(0, "Venomspout Brackus", targets=[d.find("Goblin Sky Raider")])
    opts = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Screaming Seahawk") not in opts
    d.resolve()
    assert d.ids("Goblin Sky Raider", zone="graveyard")


def test_shoots_a_blocking_flyer_but_not_a_face_down_attacker() -> None:
    """"Attacking or blocking creature with flying": a blocking flier is a legal target
    (CR 509.1g); a face-down attacker has no flying (CR 708.2a) and isn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Venomspout Brackus", "Forest", "Forest")
    s.battlefield(0, "Towering Baloth", face_down=True)
    s.battlefield(1, "Screaming Seahawk")
    d = Driver(s.build())
    fd = d.find("Towering Baloth")
    d.to_combat()
    d.attack([fd])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Screaming Seahawk"): fd})
    d.expect("priority")
    assert d.decision.player == 0
    d.activate(0, "Venomspout Brackus", pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Screaming Seahawk") in opts and fd not in opts
    d.choose(d.find("Screaming Seahawk"))
    d.pay()
    d.resolve()
    assert d.zone_of("Screaming Seahawk") == "graveyard"


def test_a_flyer_removed_from_combat_is_no_longer_a_target() -> None:
    """CR 506.4: Gustcloak Harrier, blocked by the Seahawk, untaps and is removed from
    combat; it is neither attacking nor blocking, so only the blocking Seahawk may be
    targeted (the Seahawk still counts as blocking, CR 509.1h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gustcloak Harrier")
    s.battlefield(1, "Venomspout Brackus", "Forest", "Forest", "Screaming Seahawk")
    d = Driver(s.build())
    harrier, seahawk = d.find("Gustcloak Harrier"), d.find("Screaming Seahawk")
    d.to_combat()
    d.attack([harrier])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({seahawk: harrier})
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pass_priority()
    d.expect("priority")
    assert d.decision.player == 1
    d.activate(1, "Venomspout Brackus", pay=False)
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert opts == {seahawk}


def test_morph_turned_face_up_in_combat_then_shoots_the_attacking_flyer() -> None:
    """CR 702.37e, 708.8: face down it has no ability; turned face up for {3}{G}{G} (a
    special action, CR 116.2b) it is the 5/5 Brackus, which has been under its controller's
    control since the turn began, so its {T} ability can be activated (CR 302.6)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Venomspout Brackus", face_down=True)
    s.battlefield(0, *["Forest"] * 7)
    s.battlefield(1, "Goblin Sky Raider")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    brackus, raider = d.find("Venomspout Brackus"), d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    assert d.decision.player == 1
    d.pass_priority()
    assert d.decision.player == 0
    assert not brackus_can_activate(d)  # face down: no abilities
    d.special(0, "turn_face_up", brackus)
    d.pay()
    c = d.chars(brackus)
    assert (c.name, c.power, c.toughness) == ("Venomspout Brackus", 5, 5)
    d.activate(0, brackus, targets=[raider])
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"


def test_the_damage_is_dealt_though_the_brackus_left_the_battlefield() -> None:
    """CR 113.7a, 608.2b: the ability is independent of its source; returned to its owner's
    hand in response, the Brackus still deals 5 damage (its last known information) to the
    attacking flyer, still a legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Venomspout Brackus", "Forest", "Forest")
    s.battlefield(1, "Goblin Sky Raider", "Island")
    s.hand(1, "Fading Hope")
    s.library(1, "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    raider = d.find("Goblin Sky Raider")
    d.to_combat()
    d.attack([raider])
    d.pass_priority()
    d.activate(0, "Venomspout Brackus", targets=[raider])
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[d.find("Venomspout Brackus")])
    d.resolve()
    assert d.zone_of("Venomspout Brackus") == "hand"
    if d.decision.kind != "priority":
        d.take_first(d.decision.kind)  # Fading Hope's scry 1
    d.resolve()
    assert d.zone_of("Goblin Sky Raider") == "graveyard"



def test_face_down_only_its_controller_knows_it_is_the_brackus() -> None:
    """CR 708.5, 708.9: the face-down Brackus is a nameless 2/2 in the opponent's view, the
    Brackus in its controller's; turned face up, both players see it."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Venomspout Brackus", face_down=True)
    s.battlefield(0, *["Forest"] * 5)
    d = Driver(s.build())
    brackus = d.find("Venomspout Brackus")
    theirs = d.game.view(1)
    [seen] = [o for o in theirs["battlefield"] if o["id"] == brackus]
    assert (seen["name"], seen["power"], seen["toughness"]) == (None, 2, 2)
    assert "Venomspout" not in json.dumps(theirs)
    assert "Venomspout" in json.dumps(d.game.view(0))
    d.special(0, "turn_face_up", brackus)
    d.pay()
    assert "Venomspout Brackus" in json.dumps(d.game.view(1))
