"""Dwarven Blastminer — {1}{R} Creature — Dwarf 1/1.

Oracle: "{2}{R}, {T}: Destroy target nonbasic land. / Morph {R}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dwarven Blastminer")


def test_destroys_a_nonbasic_land_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta", "Island")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", pay=False)
    legal = {a.value for a in d.decision.actions}
    assert d.find("Polluted Delta") in legal
    assert d.find("Island") not in legal
    d.choose(d.find("Polluted Delta"))
    d.pay()
    d.resolve()
    assert d.ids("Polluted Delta", zone="graveyard")


def test_summoning_sick_it_cant_use_its_tap_ability() -> None:
    """CR 302.6: a creature's {T} ability can't be activated unless it has been under its
    controller's control continuously since their most recent turn began."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", sick=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta")
    d = Driver(s.build())
    miner = d.find("Dwarven Blastminer")
    assert not any(isinstance(a, ActivateAbility) and a.source == miner
                   for a in d.game.legal_actions())


def test_face_down_it_has_no_ability_and_face_up_it_destroys() -> None:
    """CR 708.2: face down it has no abilities; turned face up for {R} (CR 702.37e) it is the
    same permanent, not newly under control (CR 708.8), so it may use {T} at once."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", face_down=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta")
    d = Driver(s.build())
    miner = d.find("Dwarven Blastminer")
    assert not any(isinstance(a, ActivateAbility) and a.source == miner
                   for a in d.game.legal_actions())
    d.special(0, "turn_face_up", miner)
    d.pay()
    d.activate(0, miner, targets=[d.find("Polluted Delta")])
    d.resolve()
    assert d.zone_of("Polluted Delta") == "graveyard"


def test_the_land_sacrificed_in_response_leaves_the_ability_without_a_target() -> None:
    """CR 608.2b: targeted, the opponent's Wooded Foothills is sacrificed for its own ability
    in response; the Blastminer's ability does nothing, and the Mountain fetched stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Wooded Foothills")
    s.library(1, "Mountain", "Island")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", targets=[d.find("Wooded Foothills")])
    d.pass_priority()
    d.activate(1, "Wooded Foothills")
    d.resolve()
    d.choose(d.find("Mountain", zone="library", player=1))
    assert d.zone_of("Wooded Foothills") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.ids("Mountain", zone="battlefield", player=1)
    assert d.state.objects[d.find("Dwarven Blastminer")].tapped


def test_its_controller_s_own_nonbasic_land_is_a_legal_target() -> None:
    """"Target nonbasic land" is any player's (CR 115.1): its controller may destroy their
    own Wooded Foothills."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain",
                  "Wooded Foothills")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", targets=[d.find("Wooded Foothills")])
    d.resolve()
    assert d.zone_of("Wooded Foothills") == "graveyard"


def test_turned_face_up_in_response_it_escapes_nosy_goblin() -> None:
    """CR 702.37e, 608.2b: Nosy Goblin targets the face-down Blastminer ("target face-down
    creature"); its controller turns it face up for {R} in response, a special action, and
    the ability, its target now illegal, does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nosy Goblin")
    s.battlefield(1, "Dwarven Blastminer", face_down=True)
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    miner = d.find("Dwarven Blastminer")
    d.activate(0, "Nosy Goblin", targets=[miner])
    assert d.zone_of("Nosy Goblin") == "graveyard"
    d.pass_priority()
    d.special(1, "turn_face_up", miner)
    d.pay()
    assert d.chars(miner).name == "Dwarven Blastminer"
    d.resolve()
    assert d.zone_of("Dwarven Blastminer") == "battlefield" and not d.state.stack


def test_a_basic_land_is_refused_as_its_target_and_the_game_is_unchanged() -> None:
    """CR 115.1, 601.2c (as 602.2b applies it): a basic Island isn't a "nonbasic land";
    choosing it is refused with an error naming what the target must be, and nothing
    changes."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Island", "Polluted Delta")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="nonbasic land"):
        d.choose(d.find("Island"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Polluted Delta"))
    d.pay()
    d.resolve()
    assert d.zone_of("Polluted Delta") == "graveyard"
    assert d.zone_of("Island") == "battlefield"


def test_the_ability_resolves_though_the_blastminer_died_in_response() -> None:
    """CR 113.7a: once activated, the ability exists on the stack independently of its
    source; Shock kills the Blastminer in response and the land is destroyed anyway."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.activate(0, "Dwarven Blastminer", targets=[d.find("Polluted Delta")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Dwarven Blastminer")])
    d.resolve()
    assert d.zone_of("Dwarven Blastminer") == "graveyard"
    d.resolve()
    assert d.zone_of("Polluted Delta") == "graveyard"
    assert not d.state.stack


def test_turned_face_up_the_turn_it_arrived_it_still_cant_use_its_tap_ability() -> None:
    """CR 708.8, 302.6: turning it face up doesn't make it a new object; a face-down
    Blastminer that came under its controller's control this turn is still summoning sick
    after it is turned face up, so its {T} ability can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Dwarven Blastminer", face_down=True, sick=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Polluted Delta")
    d = Driver(s.build())
    miner = d.find("Dwarven Blastminer")
    d.special(0, "turn_face_up", miner)
    d.pay()
    assert d.chars(miner).name == "Dwarven Blastminer"
    assert not any(isinstance(a, ActivateAbility) and a.source == miner
                   for a in d.game.legal_actions())
