"""Gangrenous Goliath — {3}{B}{B} Creature — Zombie Giant 4/4.

Oracle: "Tap three untapped Clerics you control: Return Gangrenous Goliath from your graveyard
to your hand."
Rulings covered: ONS-FAQ-078, ONS-FAQ-059, ONS-FAQ-058.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import activate_and_answer, evolve

pytestmark = pytest.mark.card("Gangrenous Goliath")


def can_activate(d: Driver, oid: int) -> bool:
    return any(isinstance(a, ActivateAbility) and a.source == oid
               for a in d.game.legal_actions())


@pytest.mark.ruling("ONS-FAQ-078", "ONS-FAQ-059", "ONS-FAQ-058", "ONS-OR-0113")
def test_returns_from_graveyard_tapping_new_clerics() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Battlefield Medic", sick=True)
    s.battlefield(0, "Gangrenous Goliath")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Gangrenous Goliath", zone="battlefield"))
    clerics = [d.find("Nova Cleric"), d.find("Disciple of Grace"), d.find("Battlefield Medic")]
    d.activate(0, d.find("Gangrenous Goliath", zone="graveyard"), choices=clerics)
    d.resolve()
    assert d.find("Gangrenous Goliath", zone="hand")
    assert all(d.state.objects[c].tapped for c in clerics)


def test_needs_three_untapped_clerics() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Glory Seeker")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Gangrenous Goliath", zone="graveyard"))


def test_opponents_and_tapped_clerics_dont_pay_it() -> None:
    """"Three untapped Clerics *you control*" (CR 118.3): two untapped Clerics of yours, a
    tapped one, and the opponent's untapped Cleric are not enough."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace")
    s.battlefield(0, "Battlefield Medic", tapped=True)
    s.battlefield(1, "Battlefield Medic")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    assert not can_activate(d, d.find("Gangrenous Goliath", zone="graveyard"))


def test_a_non_cleric_offered_for_the_cost_is_refused() -> None:
    """CR 601.2h, 118.3: with three Clerics and Glory Seeker, the Seeker offered to pay the
    cost is refused with an error naming it, the game unchanged; three Clerics pay it."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Battlefield Medic", "Glory Seeker")
    s.graveyard(0, "Gangrenous Goliath")
    d = Driver(s.build())
    d.activate(0, d.find("Gangrenous Goliath", zone="graveyard"))
    assert d.decision.kind != "priority"
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Glory Seeker"):
        d.choose(d.find("Glory Seeker"))
    assert d.game.fingerprint() == before
    for name in ("Nova Cleric", "Disciple of Grace", "Battlefield Medic"):
        d.choose(d.find(name))
    d.resolve()
    assert d.zone_of("Gangrenous Goliath") == "hand"
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_activated_in_the_opponent_s_turn_and_gone_before_it_resolves() -> None:
    """No timing restriction (CR 602.2): activated in the opponent's turn; the opponent exiles
    the Goliath with Rotten Reunion in response: it is a new object in exile (CR 400.7), and
    the ability returns nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nova Cleric", "Disciple of Grace", "Battlefield Medic")
    s.graveyard(0, "Gangrenous Goliath")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    s.at("precombat_main", active=1, turn=4, priority=0)
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath")
    clerics = [d.find("Nova Cleric"), d.find("Disciple of Grace"), d.find("Battlefield Medic")]
    d.activate(0, goliath, choices=clerics)
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[goliath])
    d.resolve()
    assert d.zone_of("Gangrenous Goliath") == "exile"
    d.resolve()
    assert d.zone_of("Gangrenous Goliath") == "exile"
    assert not d.state.players[0].hand


def test_stolen_and_killed_it_goes_to_its_owner_who_alone_may_return_it() -> None:
    """CR 404.1, 108.4a, 602.2: player 1 takes the Goliath with Threaten and destroys it with
    Go for the Throat: it is put into its owner's graveyard, player 0's. There only its owner
    may activate its ability: player 1, with three untapped Clerics of their own, isn't
    offered it; player 0 returns it to their hand with their Clerics."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gangrenous Goliath", "Nova Cleric", "Disciple of Grace",
                  "Battlefield Medic")
    s.battlefield(1, "Nova Cleric", "Disciple of Grace", "Battlefield Medic",
                  "Mountain", "Mountain", "Mountain", "Swamp", "Swamp")
    s.hand(1, "Threaten", "Go for the Throat")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath")
    d.cast(1, "Threaten", targets=[goliath])
    d.resolve()
    assert d.state.objects[goliath].controller == 1
    d.cast(1, "Go for the Throat", targets=[goliath])
    d.resolve()
    in_graveyard = d.find("Gangrenous Goliath", zone="graveyard")
    assert in_graveyard in d.state.players[0].graveyard
    assert d.decision.player == 1 and not can_activate(d, in_graveyard)
    d.pass_priority()
    assert d.decision.player == 0 and can_activate(d, in_graveyard)
    clerics = [d.find(n, player=0) for n in ("Nova Cleric", "Disciple of Grace",
                                             "Battlefield Medic")]
    d.activate(0, in_graveyard, choices=clerics)
    d.resolve()
    assert d.find("Gangrenous Goliath", zone="hand") in d.state.players[0].hand


def test_made_to_read_elf_it_reads_cleric_again_in_the_graveyard() -> None:
    """CR 612.2, 400.7: Artificial Evolution replaces Cleric with Elf in Gangrenous Goliath's
    text on the battlefield (its type line, Zombie Giant, is unchanged); the change ends when
    it dies: the card in the graveyard is a new object that reads "Tap three untapped
    Clerics", so Daru Healer and the other Clerics pay it and Wellwisher doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gangrenous Goliath", "Island", "Mountain", "Mountain", "Wellwisher",
                  "Daru Healer", "Battlefield Medic", "Nova Cleric")
    s.hand(0, "Artificial Evolution", "Shock", "Shock")
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath")
    evolve(d, goliath, "Cleric", "Elf")
    assert d.chars(goliath).subtypes == {"Zombie", "Giant"}
    for shock in d.ids("Shock", zone="hand"):
        d.cast(0, shock, targets=[goliath])
        d.resolve()
    card = d.find("Gangrenous Goliath", zone="graveyard")
    offered = activate_and_answer(d, card)
    clerics = {d.find("Daru Healer"), d.find("Battlefield Medic"), d.find("Nova Cleric")}
    assert clerics <= offered and d.find("Wellwisher") not in offered
    d.resolve()
    assert d.find("Gangrenous Goliath", zone="hand")
