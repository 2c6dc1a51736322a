"""Unnatural Moonrise — {R}{G} Sorcery.

Oracle: "It becomes night. Until end of turn, target creature gets +1/+0 and gains trample and
"Whenever this creature deals combat damage to a player, draw a card." / Flashback {2}{R}{G}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unnatural Moonrise")


def test_night_pump_trample_and_a_card_on_combat_damage() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    assert d.state.day_night == "night"
    c = d.chars(seeker)
    assert c.power == 3 and "Trample" in c.keywords
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.ids("Island", zone="hand")


def test_illegal_target_means_it_does_not_become_night() -> None:
    """CR 608.2b: its only target is gone when it resolves, so the whole spell doesn't
    resolve — "it becomes night" included; it is still day."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.day_night("day")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Unnatural Moonrise") == "graveyard"
    assert d.state.day_night == "day"


def test_flashback_makes_night_and_exiles_it() -> None:
    """CR 702.34a: cast from the graveyard for its flashback cost, it resolves (night comes,
    CR 730.1) and is exiled as it leaves the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Mountain", "Forest", "Glory Seeker")
    s.graveyard(0, "Unnatural Moonrise")
    s.day_night("day")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker], method="flashback")
    d.resolve()
    assert d.state.day_night == "night"
    assert d.chars(seeker).power == 3
    assert d.zone_of("Unnatural Moonrise") == "exile"


def test_night_transforms_the_daybound_target_which_keeps_the_pump() -> None:
    """CR 702.145b-c, 730: the spell makes it night first; Tireless Hauler transforms at once
    into Dire-Strain Brawler (6/6), the same object (CR 712.18), so the pump and trample that
    follow in the same resolution apply to it: 7/6 with trample."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Tireless Hauler")
    s.hand(0, "Unnatural Moonrise")
    s.day_night("day")
    d = Driver(s.build())
    hauler = d.find("Tireless Hauler")
    d.cast(0, "Unnatural Moonrise", targets=[hauler])
    d.resolve()
    c = d.chars(hauler)
    assert c.name == "Dire-Strain Brawler"
    assert (c.power, c.toughness) == (7, 6) and "Trample" in c.keywords


def test_making_night_when_it_is_night_already_changes_nothing() -> None:
    """CR 730.1, 730.2: four players; the first Moonrise turns day into night, and Brimstone
    Vandal's "whenever day becomes night" deals 1 damage to each of the three opponents; the
    second (with flashback) finds it night already: no change, no trigger."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, "Brimstone Vandal", "Glory Seeker", *["Mountain"] * 3, *["Forest"] * 3)
    s.hand(0, "Unnatural Moonrise")
    s.graveyard(0, "Unnatural Moonrise")
    s.day_night("day")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, d.find("Unnatural Moonrise", zone="hand"), targets=[seeker])
    d.resolve()
    assert d.state.day_night == "night"
    d.resolve()  # the Vandal's trigger
    assert [d.life(p) for p in range(4)] == [20, 19, 19, 19]
    d.cast(0, d.find("Unnatural Moonrise", zone="graveyard"), targets=[seeker],
           method="flashback")
    d.resolve()
    assert not d.state.stack
    assert [d.life(p) for p in range(4)] == [20, 19, 19, 19]
    assert d.chars(seeker).power == 4


@pytest.mark.ruling("MID-OR-0856")
def test_flashback_keeps_sorcery_timing() -> None:
    """Official ruling: flashback follows the card's timing (CR 307.1, 702.34a): on the
    opponent's turn, casting it from the graveyard is refused with an error naming the
    problem, the game left unchanged; in its controller's main phase it can be cast."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Mountain", "Forest", "Glory Seeker")
    s.graveyard(0, "Unnatural Moonrise")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    moonrise = d.find("Unnatural Moonrise", zone="graveyard")
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(moonrise, "flashback") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Unnatural Moonrise"):
        d.act(0, CastSpell(moonrise, "flashback"))
    assert d.game.fingerprint() == before


@pytest.mark.ruling("MID-OR-0858")
def test_flashback_spell_that_does_not_resolve_is_exiled() -> None:
    """Official ruling: a flashback spell is exiled however it leaves the stack (CR 702.34a):
    its target Shocked in response, it doesn't resolve (CR 608.2b) and goes to exile, not to
    the graveyard; it stays day."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Mountain", "Forest", "Glory Seeker")
    s.graveyard(0, "Unnatural Moonrise")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.day_night("day")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker], method="flashback")
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Unnatural Moonrise") == "exile"
    assert d.state.day_night == "day"


@pytest.mark.ruling("MID-OR-0857")
def test_mana_value_on_the_stack_is_that_of_its_mana_cost() -> None:
    """Official ruling: cast for its flashback cost {2}{R}{G}, the spell's mana value is still
    2, from its mana cost {R}{G} (CR 202.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Mountain", "Forest", "Glory Seeker")
    s.graveyard(0, "Unnatural Moonrise")
    d = Driver(s.build())
    sid = d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")], method="flashback")
    assert all(d.state.objects[o].tapped for o in d.ids("Mountain") + d.ids("Forest"))
    assert d.chars(sid).mana_value == 2


def test_the_granted_ability_and_pump_end_with_the_turn() -> None:
    """"Until end of turn" (CR 514.2): on the next turn the creature is back to 2/2 without
    trample, and its combat damage to a player draws no card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    c = d.chars(seeker)
    assert (c.power, c.toughness) == (2, 2) and "Trample" not in c.keywords
    hand = len(d.ids("Island", zone="hand", player=0))
    d.to_combat()
    d.attack([seeker])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert len(d.ids("Island", zone="hand", player=0)) == hand


def test_blocked_it_tramples_over_and_draws() -> None:
    """Trample (CR 702.19b): Glory Seeker, 3/2 now, blocked by a face-down 2/2, assigns 2 to it
    and 1 to the player; that combat damage to a player triggers the granted ability and its
    controller draws (CR 510.2, 603.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.library(0, "Island")
    s.battlefield(1, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    d.to_combat()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Skirk Commando"): seeker})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    d.choose((2, 1))
    d.pass_until("postcombat_main")
    assert d.life(1) == 19
    assert d.zone_of("Skirk Commando") == "graveyard"
    assert d.ids("Island", zone="hand")


@pytest.mark.ruling("MID-OR-0860")
def test_back_in_the_graveyard_on_your_turn_you_may_flash_it_back_at_once() -> None:
    """Official ruling: cast from hand, it resolves and goes to the graveyard; its controller,
    the active player, receives priority first (CR 117.3b) and may cast it by flashback right
    away, before the opponent can act."""
    from manastack.decisions.actions import CastSpell

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3, *["Forest"] * 3, "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    card = d.find("Unnatural Moonrise", zone="graveyard")
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert CastSpell(card, "flashback") in d.game.legal_actions()
    d.cast(0, card, targets=[seeker], method="flashback")
    d.resolve()
    assert d.chars(seeker).power == 4
    assert d.zone_of("Unnatural Moonrise") == "exile"


@pytest.mark.ruling("MID-OR-0859")
def test_discarded_without_being_cast_it_can_be_flashed_back() -> None:
    """Official ruling: Duress makes player 0 discard Unnatural Moonrise, which was never cast;
    on their own turn they cast it from the graveyard by flashback all the same."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", "Mountain", "Forest", "Glory Seeker")
    s.hand(0, "Unnatural Moonrise")
    s.battlefield(1, "Swamp")
    s.hand(1, "Duress")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Duress", targets=[0])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Unnatural Moonrise", zone="hand"))
    assert d.zone_of("Unnatural Moonrise") == "graveyard"
    d.pass_until("precombat_main", turn=4)
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker], method="flashback")
    d.resolve()
    assert d.state.day_night == "night"
    assert d.chars(seeker).power == 3
    assert d.zone_of("Unnatural Moonrise") == "exile"


def test_a_clone_of_the_target_copies_none_of_what_the_spell_gave() -> None:
    """The +1/+0, trample and the granted trigger come from an effect, not the creature's
    copiable values (CR 707.2): a Clone of the pumped Glory Seeker is a plain 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Forest", *["Island"] * 4, "Glory Seeker")
    s.hand(0, "Unnatural Moonrise", "Clone")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Unnatural Moonrise", targets=[seeker])
    d.resolve()
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(seeker)
    clone = d.find("Clone", zone="battlefield")
    c = d.chars(clone)
    assert c.name == "Glory Seeker" and (c.power, c.toughness) == (2, 2)
    assert "Trample" not in c.keywords and len(c.abilities) == 0
    pumped = d.chars(seeker)
    assert pumped.power == 3 and "Trample" in pumped.keywords and len(pumped.abilities) == 2
