"""Teferi, Who Slows the Sunset — {2}{W}{U} Legendary Planeswalker — Teferi, loyalty 4.

Oracle: "[+1]: Choose up to one target artifact, up to one target creature, and up to one
target land. Untap the chosen permanents you control. Tap the chosen permanents you don't
control. You gain 2 life. / [−2]: Look at the top three cards of your library. Put one of them
into your hand and the rest on the bottom of your library in any order. / [−7]: You get an
emblem with "Untap all permanents you control during each opponent's untap step" and "You draw
a card during each opponent's draw step.""
Rulings covered: MID-RN-188, MID-RN-189.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Teferi, Who Slows the Sunset")


def loyalty(d: Driver) -> int:
    return int(d.state.objects[d.find("Teferi, Who Slows the Sunset", "battlefield")]
               .counters.get("loyalty", 0))


@pytest.mark.ruling("MID-RN-188", "MID-OR-0840")
def test_plus_one_untaps_yours_taps_theirs_even_with_a_target_gone() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(0, "Plains", tapped=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Elvish Warrior", "Moonsilver Key", "Glory Seeker")
    d = Driver(s.build())
    plains, seeker = d.find("Plains"), d.find("Glory Seeker")
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.activate(0, teferi, index=0, targets=[d.find("Moonsilver Key"), seeker, plains])
    assert loyalty(d) == 5
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()  # the creature target is gone
    d.resolve()
    assert d.state.objects[d.find("Moonsilver Key")].tapped
    assert not d.state.objects[plains].tapped
    assert not d.state.objects[d.find("Elvish Warrior")].tapped
    assert d.life(0) == 22


def test_minus_two_takes_one_of_three() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.library(0, "Forest", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=1)
    d.resolve()
    d.choose(d.find("Island", "library"))
    while d.decision.kind == "order_cards":
        d.choose(d.find("Forest", "library"))
    assert d.ids("Island", zone="hand") and loyalty(d) == 2
    assert d.game.card(d.state.players[0].library[0]).name == "Plains"


@pytest.mark.ruling("MID-RN-189", "MID-OR-0841")
def test_emblem_untaps_and_draws_on_opponents_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.battlefield(0, "Plains", tapped=True)
    s.library(0, "Forest", "Island")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    assert d.ids("Teferi, Who Slows the Sunset", zone="graveyard")  # 0 loyalty
    assert any(d.game.card(o).name.endswith("Emblem") for o in d.state.command)
    d.pass_until("precombat_main", turn=4)
    assert not d.state.objects[d.find("Plains")].tapped
    assert d.ids("Forest", zone="hand") and len(d.state.players[1].hand) == 1
    draws = [e.player for e in d.game.log if e.kind == "draw"]
    assert draws[-2:] == [1, 0]


def test_one_loyalty_ability_per_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.library(0, "Forest", "Island", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=0)
    d.resolve()
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_emblem_draws_nothing_more_on_its_owners_own_turn() -> None:
    """The emblem's draw is "during each opponent's draw step" (CR 114.4, 504.1): on its
    owner's own turn they draw one card, the draw step's, and the opponent, who has no
    emblem, draws none."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert len(d.state.players[0].hand) == 1 and len(d.state.players[1].hand) == 1
    d.pass_until("precombat_main", turn=5)
    assert len(d.state.players[0].hand) == 2 and len(d.state.players[1].hand) == 1


def test_a_minus_ability_needs_that_many_loyalty_counters() -> None:
    """CR 606.6: with 1 loyalty counter, Teferi's −2 can't be activated (his +1 can)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 1})
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    legal = d.game.legal_actions()
    assert ActivateAbility(teferi, 0) in legal
    assert ActivateAbility(teferi, 1) not in legal


def test_each_players_emblem_works_during_the_others_turns() -> None:
    """CR 114.4: both players have the emblem, player 0's made first: in player 0's next turn,
    player 1's emblem draws player 1 a card in the draw step (player 0's own emblem doing
    nothing there)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.library(0, "Forest", "Island", "Plains", "Swamp")
    s.library(1, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, d.ids("Teferi, Who Slows the Sunset", player=0)[0], index=2)
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    d.activate(1, d.ids("Teferi, Who Slows the Sunset", player=1)[0], index=2)
    d.resolve()
    assert [d.state.objects[o].controller for o in d.state.command] == [0, 1]
    hand = len(d.state.players[1].hand)
    d.pass_until("precombat_main", turn=5)
    assert len(d.state.players[1].hand) == hand + 1


def test_the_emblem_leaves_the_maximum_hand_size() -> None:
    """CR 402.2, 514.1: Teferi's emblem says nothing about hand size: its owner, with eight
    cards in hand, discards down to seven in the cleanup step."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.hand(0, *["Forest"] * 8)
    s.library(0, "Forest", "Forest")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    while d.decision.kind != "discard":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    dec = d.expect("discard")
    assert dec.player == 0 and dec.prompt == "Discard down to 7 cards"
    d.choose(d.state.players[0].hand[0])
    assert len(d.state.players[0].hand) == 7


def test_plus_one_with_no_artifact_asks_for_the_creature_then_the_land() -> None:
    """CR 601.2c, 115.1: with no artifact on the battlefield, the "up to one target artifact"
    slot is passed over (none chosen), and the creature slot is asked next, then the land
    slot: each slot in its turn, none skipped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(0, "Plains", tapped=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker, plains = d.find("Glory Seeker"), d.find("Plains")
    d.act(0, ActivateAbility(d.find("Teferi, Who Slows the Sunset"), 0))
    d.expect("target")
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == [seeker, None]
    d.choose(seeker)
    d.expect("target")
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == [plains, None]
    d.choose(plains)
    d.resolve()
    assert d.state.objects[seeker].tapped and not d.state.objects[plains].tapped


def _plus_one(d: Driver, chosen: set[int]) -> None:
    """Activate the +1, choosing the permanents of ``chosen`` and none for the other slots."""
    d.act(0, ActivateAbility(d.find("Teferi, Who Slows the Sunset"), 0))
    while d.decision.kind == "target":
        offered = [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]
        d.choose(next((o for o in offered if o in chosen), None))


def test_plus_one_with_no_target_chosen_still_gains_two_life() -> None:
    """CR 601.2c, 115.1: each "up to one target" may be none; with no target at all the
    ability has none to check as it resolves, and its controller gains 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    _plus_one(d, set())
    d.resolve()
    assert d.life(0) == 22 and loyalty(d) == 5
    assert not d.state.objects[d.find("Glory Seeker")].tapped


def test_plus_one_whose_only_target_is_gone_does_nothing() -> None:
    """CR 608.2b: the +1 targets only Glory Seeker, which Shock kills in response; with every
    target illegal the ability doesn't resolve, so no life is gained (the loyalty cost stays
    paid)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    _plus_one(d, {seeker})
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack
    assert d.life(0) == 20 and loyalty(d) == 5


def test_two_emblems_each_draw_a_card_in_each_opponents_draw_step() -> None:
    """CR 114.2, 114.4, 113.2c: each −7 gives another emblem, and each emblem's "You draw a
    card during each opponent's draw step" works on its own from the command zone: with two,
    player 0 draws two cards in player 1's draw step; the emblems stay after Teferi is gone
    (CR 114.5: an emblem is no permanent)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 14})
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain")
    s.library(1, "Swamp", "Swamp", "Swamp", "Swamp")
    d = Driver(s.build())
    turn = d.state.turn
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    assert loyalty(d) == 7
    d.pass_until("precombat_main", turn=turn + 2)
    assert len(d.state.players[0].hand) == 2  # one in each draw step so far
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    assert d.ids("Teferi, Who Slows the Sunset", zone="graveyard")
    assert sum(d.game.card(o).name.endswith("Emblem") for o in d.state.command) == 2
    d.pass_until("precombat_main", turn=turn + 3)
    assert len(d.state.players[0].hand) == 4
    assert len(d.state.players[1].hand) == 2


def test_loyalty_abilities_only_at_sorcery_speed() -> None:
    """CR 606.3: in the opponent's turn, or with a spell on the stack in its controller's main
    phase, none of Teferi's loyalty abilities is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.library(0, "Island", "Island", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.pass_priority()
    assert d.decision.player == 0
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == teferi]

    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", "Mountain")
    s.hand(0, "Shock")
    s.library(0, "Island", "Island", "Island")
    d = Driver(s.build())
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.cast(0, "Shock", targets=[1])
    assert d.decision.player == 0 and d.state.stack
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == teferi]


def test_minus_two_the_looked_at_cards_stay_hidden_from_the_opponent() -> None:
    """CR 401.2: only Teferi's controller looks: while choosing, the opponent's view names
    none of the three cards, and the two put on the bottom stay unknown to them."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset")
    s.library(0, "Smother", "Shock", "Naturalize", "Plains")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=1)
    d.resolve()
    d.expect("choose_cards")
    seen = str(d.game.view(1))
    for name in ("Smother", "Shock", "Naturalize"):
        assert name not in seen
        assert name in str(d.game.view(0))
    d.choose(d.find("Shock", "library"))
    while d.decision.kind == "order_cards":
        d.choose(d.game.legal_actions()[0].value)
    seen = str(d.game.view(1))
    assert "Smother" not in seen and "Naturalize" not in seen
    assert d.zone_of("Shock") == "hand"


def test_minus_two_with_one_card_left_that_card_is_taken() -> None:
    """CR 608.2c: with one card in the library, "the top three" is that card: it goes to the
    hand and nothing goes to the bottom."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset")
    s.library(0, "Shock")
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=1)
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Shock", "library"))
    assert d.zone_of("Shock") == "hand" and not d.state.players[0].library
    assert loyalty(d) == 2


def test_three_players_the_emblem_untaps_in_each_opponents_untap_step() -> None:
    """CR 114.4, 502.3: "each opponent's untap step": with three players, player 0's Plains
    tapped in player 1's turn untaps in player 2's untap step too, and player 0 draws in each
    opponent's draw step."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 7})
    s.battlefield(0, "Plains", tapped=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    for p in range(3):
        s.library(p, *["Island"] * 5)
    d = Driver(s.build())
    d.activate(0, "Teferi, Who Slows the Sunset", index=2)
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    assert not d.state.objects[d.find("Plains")].tapped
    assert len(d.state.players[0].hand) == 2  # Shock and the draw
    while d.decision.player != 0:
        d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.objects[d.find("Mountain")].tapped
    d.pass_until("precombat_main", turn=5)
    assert d.state.active == 2
    assert not d.state.objects[d.find("Mountain")].tapped
    assert len(d.state.players[0].hand) == 2  # the Shock cast, a second draw


def test_an_artifact_creature_may_be_both_the_artifact_and_the_creature_target() -> None:
    """CR 115.3: the +1 uses the word "target" three times, so one object may be chosen once
    for each instance it fits: the opponent's Verdurous Gearhulk, an artifact creature, is
    chosen as the target artifact and again as the target creature. It is tapped (once), and
    Teferi's controller gains 2 life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(1, "Verdurous Gearhulk")
    d = Driver(s.build())
    hulk = d.find("Verdurous Gearhulk")
    d.act(0, ActivateAbility(d.find("Teferi, Who Slows the Sunset"), 0))
    assert d.expect("target").prompt.endswith("up to one target artifact")
    d.choose(hulk)
    assert d.expect("target").prompt.endswith("up to one target creature")
    assert hulk in {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    d.choose(hulk)  # with no land on the battlefield, the land slot isn't asked
    assert d.decision.kind == "priority"
    ability = d.state.stack[-1]
    assert [tuple(slot) for slot in d.state.objects[ability].stack["targets"] if slot] == [
        (hulk,), (hulk,)]
    d.resolve()
    assert d.state.objects[hulk].tapped
    assert d.life(0) == 22
