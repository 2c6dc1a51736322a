"""Dire-Strain Rampage — {1}{R}{G} Sorcery.

Oracle: "Destroy target artifact, enchantment, or land. If a land was destroyed this way, its
controller may search their library for up to two basic land cards, put them onto the
battlefield tapped, then shuffle. Otherwise, its controller may search their library for a
basic land card, put it onto the battlefield tapped, then shuffle. / Flashback {3}{R}{G}"
Rulings covered: MID-RN-094.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dire-Strain Rampage")


def setup(*theirs: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Forest", "Mountain", "Forest")
    s.hand(0, "Dire-Strain Rampage", "Shock")
    s.battlefield(1, *theirs)
    s.library(1, "Plains", "Island", "Glory Seeker")
    return Driver(s.build())


def test_a_destroyed_land_gives_its_controller_two_basics() -> None:
    d = setup("Haunted Ridge")
    d.cast(0, "Dire-Strain Rampage", targets=[d.find("Haunted Ridge")])
    d.resolve()
    assert d.decision.player == 1
    d.choose(d.find("Plains", "library"))
    d.choose(d.find("Island", "library"))
    assert d.ids("Haunted Ridge", zone="graveyard")
    lands = d.ids("Plains", "battlefield", 1) + d.ids("Island", "battlefield", 1)
    assert len(lands) == 2 and all(d.state.objects[x].tapped for x in lands)


def test_a_destroyed_enchantment_gives_one_basic() -> None:
    d = setup("Convalescent Care")
    d.cast(0, "Dire-Strain Rampage", targets=[d.find("Convalescent Care")])
    d.resolve()
    d.choose(d.find("Plains", "library"))
    assert d.ids("Convalescent Care", zone="graveyard")
    assert d.ids("Plains", "battlefield", 1)
    assert d.ids("Island", "library", 1)
    assert d.decision.kind == "priority"


@pytest.mark.ruling("MID-RN-094", "MID-OR-0712")
def test_no_search_when_the_target_became_illegal() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Dire-Strain Rampage", "Naturalize")
    s.battlefield(1, "Convalescent Care")
    s.library(1, "Plains", "Island")
    d = Driver(s.build())
    care = d.find("Convalescent Care")
    d.cast(0, "Dire-Strain Rampage", targets=[care])
    d.cast(0, "Naturalize", targets=[care])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.ids("Plains", "library", 1) and d.ids("Island", "library", 1)
    assert not [e for e in d.game.log if e.kind == "shuffle"]


@pytest.mark.ruling("MID-RN-094", "MID-OR-0712")
def test_a_legal_target_that_isnt_destroyed_still_lets_its_controller_search() -> None:
    """Avacyn's Memorial is indestructible: the spell resolves without destroying it, and its
    controller may still search for one basic land card (not two: no land was destroyed)."""
    d = setup("Avacyn's Memorial")
    memorial = d.find("Avacyn's Memorial")
    d.cast(0, "Dire-Strain Rampage", targets=[memorial])
    d.resolve()
    assert d.decision.player == 1
    d.choose(d.find("Plains", "library"))
    assert memorial in d.state.battlefield
    assert d.state.objects[d.find("Plains", "battlefield", 1)].tapped
    assert d.ids("Island", "library", 1)
    assert d.decision.kind == "priority"


def test_your_own_land_lets_you_find_up_to_two_basics_only() -> None:
    """CR 701.23a, 205.4c: destroying your own Forest, you are its controller and search your
    library; only basic land cards may be found (not Glory Seeker nor Haunted Ridge), and
    "up to two" lets you stop after one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Forest", "Mountain")
    s.hand(0, "Dire-Strain Rampage")
    s.library(0, "Plains", "Glory Seeker", "Haunted Ridge", "Island")
    d = Driver(s.build())
    forest = d.ids("Forest", "battlefield", 0)[0]
    d.cast(0, "Dire-Strain Rampage", targets=[forest])
    d.resolve()
    dec = d.decision
    assert dec.player == 0
    offered = {a.value for a in dec.actions if isinstance(a, Choose)}
    assert d.find("Glory Seeker", "library") not in offered
    assert d.find("Haunted Ridge", "library") not in offered
    assert d.find("Plains", "library") in offered and d.find("Island", "library") in offered
    d.choose(d.find("Plains", "library"))
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of("Plains") == "battlefield" and d.zone_of("Island") == "library"
    assert len(d.ids("Forest", "battlefield", 0)) == 1


@pytest.mark.ruling("MID-OR-0713", "MID-OR-0715", "MID-OR-0716")
def test_flashback_from_the_graveyard_then_exiled() -> None:
    """CR 702.34a: cast from the graveyard for {3}{R}{G}, it destroys the land as usual, and
    as it leaves the stack it is exiled instead of going to the graveyard; its mana value stays
    3 (the mana cost's), whatever was paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest", "Forest")
    s.graveyard(0, "Dire-Strain Rampage")
    s.battlefield(1, "Haunted Ridge")
    s.library(1, "Plains", "Island")
    d = Driver(s.build())
    ridge = d.find("Haunted Ridge")
    sid = d.cast(0, "Dire-Strain Rampage", targets=[ridge], method="flashback")
    assert d.chars(sid).mana_value == 3
    assert all(d.state.objects[x].tapped for x in d.ids("Forest", "battlefield", 0))
    assert all(d.state.objects[x].tapped for x in d.ids("Mountain", "battlefield", 0))
    d.resolve()
    while d.decision.kind != "priority":
        d.choose(None)
    assert d.zone_of("Haunted Ridge") == "graveyard"
    assert d.zone_of("Dire-Strain Rampage") == "exile"


@pytest.mark.ruling("MID-OR-0716", "MID-OR-0712")
def test_flashback_spell_with_an_illegal_target_is_still_exiled() -> None:
    """CR 608.2b, 702.34a: its only target gone, the flashback spell doesn't resolve, and
    leaving the stack it is exiled all the same; nobody searches."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest", "Forest", "Forest", "Forest")
    s.graveyard(0, "Dire-Strain Rampage")
    s.hand(0, "Naturalize")
    s.battlefield(1, "Convalescent Care")
    s.library(1, "Plains", "Island")
    d = Driver(s.build())
    care = d.find("Convalescent Care")
    d.cast(0, "Dire-Strain Rampage", targets=[care], method="flashback")
    d.cast(0, "Naturalize", targets=[care])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Dire-Strain Rampage") == "exile"
    assert d.ids("Plains", "library", 1) and d.ids("Island", "library", 1)


@pytest.mark.ruling("MID-OR-0714")
def test_flashback_keeps_sorcery_timing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Forest", "Forest", "Forest")
    s.graveyard(0, "Dire-Strain Rampage")
    s.battlefield(1, "Convalescent Care")
    s.at("end", active=1)
    d = Driver(s.build())
    d.pass_priority()
    rampage = d.find("Dire-Strain Rampage", zone="graveyard")
    assert CastSpell(rampage, "flashback") not in d.game.legal_actions()


def test_a_land_controlled_by_another_player_than_its_owner_gives_its_controller_the_search(
) -> None:
    """CR 608.2h, 400.3, 613.1b: player 1's Annex gives them player 0's Swamp. Player 0 destroys
    that Swamp with Dire-Strain Rampage: the land goes to its owner's graveyard, and its
    controller as it last existed on the battlefield, player 1, may search their own library for
    up to two basic land cards; player 0, its owner and the spell's controller, searches
    nothing. The Annex, attached to nothing, goes to its owner's graveyard (CR 704.5m)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Forest")
    s.battlefield(0, "Swamp", label="swamp")
    s.battlefield(1, "Annex", attached_to="swamp")
    s.hand(0, "Dire-Strain Rampage")
    s.library(0, "Plains", "Island")
    s.library(1, "Plains", "Island")
    d = Driver(s.build())
    swamp = d.find("Swamp")
    assert d.chars(swamp).controller == 1
    d.cast(0, "Dire-Strain Rampage", targets=[swamp])
    d.resolve()
    assert d.decision.player == 1
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert d.find("Plains", "library", 1) in offered
    assert d.find("Plains", "library", 0) not in offered
    d.choose(d.find("Plains", "library", 1))
    d.choose(d.find("Island", "library", 1))
    assert d.ids("Swamp", zone="graveyard", player=0)
    assert d.ids("Annex", zone="graveyard", player=1)
    assert len(d.ids("Plains", "battlefield", 1) + d.ids("Island", "battlefield", 1)) == 2
    assert d.ids("Plains", "library", 0) and d.ids("Island", "library", 0)
    assert d.decision.kind == "priority"
