"""Soul-Guide Gryff — {4}{W} Creature — Hippogriff Spirit 3/4.

Oracle: "Flying / When Soul-Guide Gryff enters the battlefield, exile up to one target card
from a graveyard."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Soul-Guide Gryff")


def test_exiles_one_card_from_a_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.graveyard(1, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Shock", zone="graveyard"))
    d.resolve()
    assert d.ids("Shock", zone="exile")
    assert d.ids("Glory Seeker", zone="graveyard")
    assert d.chars(d.find("Soul-Guide Gryff")).has("Flying")


def test_target_cast_from_the_graveyard_in_response_leaves_nothing_to_exile() -> None:
    """CR 608.2b: the targeted Faithful Mending is cast with flashback in response, so it is no
    longer in the graveyard; the trigger's only target is illegal and it does nothing (the
    Mending, exiled by flashback, is a new object, CR 400.7)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.battlefield(1, "Plains", "Island", "Island")
    s.graveyard(1, "Faithful Mending", "Glory Seeker")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Faithful Mending", zone="graveyard"))
    d.pass_priority()
    d.cast(1, "Faithful Mending", method="flashback")
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(d.decision.actions[0].value)
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "graveyard"
    exiled = [e for e in d.state.log if e.kind == "zone_change" and e.to_zone.value == "exile"]
    assert len(exiled) == 1  # the flashback exile only


def test_no_target_chosen_exiles_nothing() -> None:
    """"Up to one" (CR 601.2c, 603.3d): zero targets is a legal choice and it exiles nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(None)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Soul-Guide Gryff") == "battlefield"


def test_exiling_a_flashback_card_takes_away_its_flashback() -> None:
    """CR 702.34a: flashback casts a card from a graveyard; Visions of Glory exiled from player
    1's graveyard by the Gryff can't be cast from there any more."""
    from manastack.decisions.actions import CastSpell
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.battlefield(1, *["Plains"] * 10)
    s.graveyard(1, "Visions of Glory")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    visions = d.find("Visions of Glory", zone="graveyard")
    d.choose(visions)
    d.resolve()
    assert d.zone_of("Visions of Glory") == "exile"
    d.pass_until("precombat_main", turn=4)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, CastSpell) and a.method == "flashback"]


def test_a_card_in_its_controllers_own_graveyard_may_be_exiled() -> None:
    """"A graveyard": any graveyard, its controller's own too (CR 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.graveyard(0, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Elvish Warrior", zone="graveyard"))
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"


def test_a_commander_exiled_from_a_graveyard_may_go_to_the_command_zone() -> None:
    """CR 903.9a: player 1's commander, left in their graveyard, is exiled by the Gryff; it was
    put into exile since state-based actions were last checked, so its owner may put it into
    the command zone."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Katilda, Dawnhart Prime")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia", zone="graveyard")
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Jadar, Ghoulcaller of Nephalia", zone="graveyard"))
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "command"


def test_the_gryff_destroyed_in_response_its_trigger_still_exiles() -> None:
    """CR 113.7a, 603.3: the enters trigger exists independently of its source; player 1
    destroys the Gryff with Beast Within in response and the trigger still exiles its
    target."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 5)
    s.hand(0, "Soul-Guide Gryff")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Soul-Guide Gryff")
    d.resolve()
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[d.find("Soul-Guide Gryff")])
    d.resolve()
    assert d.zone_of("Soul-Guide Gryff") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of("Soul-Guide Gryff") == "graveyard"
