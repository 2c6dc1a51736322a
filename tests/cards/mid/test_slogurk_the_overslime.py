"""Slogurk, the Overslime — {1}{G}{U} Legendary Creature — Ooze 3/3.

Oracle: "Trample / Whenever a land card is put into your graveyard from anywhere, put a +1/+1
counter on Slogurk, the Overslime. / Remove three +1/+1 counters from Slogurk: Return it to
its owner's hand. / When Slogurk leaves the battlefield, return up to three target land cards
from your graveyard to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Slogurk, the Overslime")

SLOGURK = "Slogurk, the Overslime"


def plus(d: Driver) -> int:
    return int(d.state.objects[d.find(SLOGURK, "battlefield")].counters.get("+1/+1", 0))


def test_trample() -> None:
    d = Driver(Scenario(seed=1).battlefield(0, SLOGURK).build())
    assert d.chars(d.find(SLOGURK)).has("Trample")


def test_a_discarded_land_card_gives_a_counter() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Electric Revelation", "Forest")
    s.library(0, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Electric Revelation", choices=[d.find("Forest", "hand")])
    assert d.zone_of("Forest") == "graveyard"
    d.resolve()
    assert plus(d) == 1
    assert d.chars(d.find(SLOGURK)).power == 4
    d.resolve()  # the instant itself goes to the graveyard: not a land card
    assert plus(d) == 1 and not d.state.stack


def test_a_sacrificed_land_from_the_battlefield() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, "Evolving Wilds")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, "Evolving Wilds")
    assert d.zone_of("Evolving Wilds") == "graveyard"
    assert len(d.state.stack) == 2  # the counter trigger above the search
    d.resolve()
    assert plus(d) == 1


def test_only_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Island")
    s.hand(0, "Lay Waste")
    d = Driver(s.build())
    d.cast(0, "Lay Waste", targets=[d.find("Island")])
    d.resolve()
    assert d.zone_of("Island") == "graveyard"
    assert not d.state.stack and plus(d) == 0


def test_remove_three_counters_returns_it_and_the_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 4})
    s.graveyard(0, "Forest", "Island", "Swamp", "Plains", "Shock")
    d = Driver(s.build())
    d.activate(0, SLOGURK)
    assert plus(d) == 1  # the cost is paid at once
    d.resolve()
    assert d.zone_of(SLOGURK) == "hand"
    d.expect("target")
    offered = {a.value for a in d.decision.actions}
    assert d.find("Shock", "graveyard") not in offered
    for name in ("Forest", "Island", "Swamp"):
        d.choose(d.find(name, "graveyard"))
    d.resolve()
    assert {d.game.card(x).name for x in d.state.players[0].hand} == {
        SLOGURK, "Forest", "Island", "Swamp"}
    assert d.zone_of("Plains") == "graveyard"


def test_needs_three_counters() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 2})
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_leaving_by_dying_returns_up_to_three_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK)
    s.graveyard(0, "Forest")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Burn the Accursed")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Burn the Accursed", targets=[d.find(SLOGURK)])
    d.resolve()
    assert d.zone_of(SLOGURK) == "exile"  # Burn the Accursed exiles it instead
    d.expect("target")
    d.choose(d.find("Forest", "graveyard"))
    d.resolve()
    assert d.zone_of("Forest") == "hand"


def test_exactly_three_counters_pay() -> None:
    """CR 118.3: with exactly three +1/+1 counters, "Remove three +1/+1 counters" can be
    paid."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 3})
    d = Driver(s.build())
    assert [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    d.activate(0, SLOGURK)
    assert plus(d) == 0


def test_each_land_card_milled_at_once_is_a_counter() -> None:
    """CR 603.2c, 701.17a: Stitcher Geralf makes each player mill three; the two land cards put
    into Slogurk's controller's graveyard trigger it once each (two counters), the opponent's
    milled Forest doesn't, and neither do the creature and noncreature cards."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, "Stitcher Geralf", "Island", "Island", "Island")
    s.library(0, "Forest", "Shock", "Island", "Plains")
    s.library(1, "Forest", "Shock", "Glory Seeker", "Plains")
    d = Driver(s.build())
    d.activate(0, "Stitcher Geralf")
    d.resolve()
    d.expect("choose_cards")
    d.choose(None)  # no creature card exiled: the 0/0 Zombie dies
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve_all()
    assert plus(d) == 2
    assert d.zone_of("Forest", player=1) == "graveyard"


def test_under_another_players_control_it_watches_their_graveyard_and_goes_to_its_owner() -> None:
    """"Your graveyard" is the graveyard of the ability's controller (CR 109.5, 113.8):
    Slogurk Threatened by player 1 gets a counter when player 1 sacrifices Evolving Wilds, a
    land card into player 1's graveyard. Its third ability then puts it into its owner's
    hand (player 0's, CR 108.3), and its leaves trigger, controlled by player 1 as it left
    (CR 603.3a), returns a land card from player 1's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 2})
    s.graveyard(0, "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Evolving Wilds")
    s.hand(1, "Threaten")
    s.library(1, "Forest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    slogurk = d.find(SLOGURK)
    d.cast(1, "Threaten", targets=[slogurk])
    d.resolve()
    assert d.state.objects[slogurk].controller == 1
    d.activate(1, "Evolving Wilds")
    assert len(d.state.stack) == 2
    d.resolve()
    assert plus(d) == 3
    d.resolve()
    d.expect("search")
    d.choose(d.find("Forest", "library"))
    d.activate(1, slogurk)
    d.resolve()
    assert d.zone_of(SLOGURK) == "hand" and d.find(SLOGURK) in d.state.players[0].hand
    d.expect("target")
    assert d.decision.player == 1
    offered = {a.value for a in d.decision.actions} - {None}
    assert offered == {d.find("Evolving Wilds", "graveyard")}
    d.choose(d.find("Evolving Wilds", "graveyard"))
    d.resolve()
    assert d.find("Evolving Wilds") in d.state.players[1].hand
    assert d.zone_of("Island") == "graveyard"


def test_up_to_three_may_be_no_target_at_all() -> None:
    """"Up to three" (CR 601.2c, 115.1): choosing no target, the lands stay in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 3})
    s.graveyard(0, "Forest", "Island")
    d = Driver(s.build())
    d.activate(0, SLOGURK)
    d.resolve()
    d.expect("target")
    d.choose(None)
    d.resolve_all()
    assert d.zone_of("Forest") == "graveyard" and d.zone_of("Island") == "graveyard"
    assert [d.game.card(x).name for x in d.state.players[0].hand] == [SLOGURK]


def test_a_target_gone_in_response_the_others_still_return() -> None:
    """CR 608.2b: one of the three targets, exiled from the graveyard in response, is illegal;
    the ability still returns the two others."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 3})
    s.graveyard(0, "Forest", "Island", "Swamp")
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    d.activate(0, SLOGURK)
    d.resolve()
    for name in ("Forest", "Island", "Swamp"):
        d.choose(d.find(name, "graveyard", 0))
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[d.find("Island", "graveyard", 0)])
    d.resolve()
    assert d.zone_of("Island", player=0) == "exile"
    d.resolve()
    assert {d.game.card(x).name for x in d.state.players[0].hand} == {
        SLOGURK, "Forest", "Swamp"}


def test_activated_twice_the_second_return_finds_no_slogurk() -> None:
    """With six counters its ability is activated twice; the first returns Slogurk to hand,
    after which it is a new object (CR 400.7): the second does nothing, and Slogurk's leaves
    ability triggers once."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 6})
    s.graveyard(0, "Forest")
    d = Driver(s.build())
    slogurk = d.find(SLOGURK)
    d.activate(0, slogurk)
    d.activate(0, slogurk)
    assert plus(d) == 0 and len(d.state.stack) == 2
    d.resolve()
    assert d.zone_of(SLOGURK) == "hand"
    d.expect("target")
    d.choose(d.find("Forest", "graveyard"))
    d.resolve_all()
    assert not d.state.stack and d.decision.kind == "priority"
    assert {d.game.card(x).name for x in d.state.players[0].hand} == {SLOGURK, "Forest"}


def test_a_land_discarded_to_hand_size_triggers_in_the_cleanup_step() -> None:
    """A land card discarded to the maximum hand size in the cleanup step (CR 514.1) is put
    into its owner's graveyard: Slogurk triggers, so players get priority in that cleanup step
    (CR 514.3a); the counter is put on, then another cleanup step follows and the turn ends."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK)
    s.hand(0, "Forest", *["Shock"] * 7)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at("end", active=0, turn=3)
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    d.expect("discard")
    d.choose(d.find("Forest", zone="hand"))
    assert d.state.step.name == "CLEANUP" and len(d.state.stack) == 1
    assert d.decision.kind == "priority"
    d.resolve()
    assert plus(d) == 1
    d.pass_until("upkeep", turn=4)
    assert plus(d) == 1 and len(d.state.players[0].hand) == 7


def test_in_two_headed_giant_a_teammate_s_land_card_is_not_in_your_graveyard() -> None:
    """Each player has their own graveyard (CR 810.5, 404.1): the teammate's land card going to
    their graveyard gives no counter; the controller's own does."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, SLOGURK, "Evolving Wilds")
    s.battlefield(1, "Evolving Wilds")
    for p in range(4):
        s.library(p, "Forest", "Island")
    d = Driver(s.build())
    d.pass_priority()
    d.activate(1, "Evolving Wilds")
    assert len(d.state.stack) == 1  # only the search: no Slogurk trigger
    d.resolve()
    d.take_first("search")
    assert plus(d) == 0
    d.activate(0, "Evolving Wilds")
    assert len(d.state.stack) == 2
    d.resolve()
    assert plus(d) == 1


def test_its_ability_has_no_tap_symbol_so_it_works_the_turn_it_arrives() -> None:
    """Only {T} / {Q} abilities need the creature to have been under control since the turn
    began (CR 302.6): Slogurk, arrived this turn with three counters, may return itself."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 3}, sick=True)
    d = Driver(s.build())
    d.activate(0, SLOGURK)
    assert plus(d) == 0
    d.resolve()
    assert d.zone_of(SLOGURK) == "hand"


def test_put_into_its_library_in_response_its_return_ability_finds_nothing() -> None:
    """With its return ability on the stack, Revenge of the Drowned puts Slogurk on top of its
    owner's library: its leaves ability returns the Forest, and the return ability finds no
    Slogurk (a new object in the library, CR 400.7), which stays there."""
    s = Scenario(seed=1)
    s.battlefield(0, SLOGURK, counters={"+1/+1": 3})
    s.graveyard(0, "Forest")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Revenge of the Drowned")
    s.library(0, "Swamp", "Swamp")
    d = Driver(s.build())
    slogurk = d.find(SLOGURK)
    d.activate(0, slogurk)
    d.pass_priority()
    d.cast(1, "Revenge of the Drowned", targets=[slogurk])
    d.resolve()
    d.choose("top")
    d.expect("target")
    d.choose(d.find("Forest", "graveyard"))
    d.resolve_all()
    assert d.zone_of(SLOGURK) == "library"
    assert d.state.players[0].library[0] == d.find(SLOGURK)
    assert [d.game.card(c).name for c in d.state.players[0].hand] == ["Forest"]
