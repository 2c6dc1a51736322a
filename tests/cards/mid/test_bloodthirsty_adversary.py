"""Bloodthirsty Adversary — {1}{R} Creature — Vampire 2/2.

Oracle: "Haste / When Bloodthirsty Adversary enters the battlefield, you may pay {2}{R} any
number of times. When you pay this cost one or more times, put that many +1/+1 counters on
Bloodthirsty Adversary, then exile up to that many target instant and/or sorcery cards with
mana value 3 or less from your graveyard and copy them. You may cast any number of the copies
without paying their mana costs."
Rulings covered: MID-RN-163, MID-RN-164, MID-RN-165.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver

pytestmark = pytest.mark.card("Bloodthirsty Adversary")


def enter_and_pay(times: int, *graveyard: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, *graveyard)
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(times)
    d.pay()
    return d


def exile_and_copy(s: Scenario, card: str) -> Driver:
    """The game of ``s`` (libraries added) where player 0 casts the Adversary from their hand,
    pays {2}{R} once as its enters ability resolves and exiles ``card`` from their graveyard
    with the reflexive ability: the copy is then offered to cast."""
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)
    d.pay()
    d.choose(d.find(card, "graveyard"))
    d.resolve()
    return d


def the_copy(d: Driver) -> int:
    """The one copy offered to cast."""
    [copy] = [a.value for a in d.game.legal_actions() if a.value is not None]
    return int(copy)


def adversary_counters(d: Driver) -> int:
    return int(d.state.objects[d.find("Bloodthirsty Adversary", "battlefield")]
               .counters.get("+1/+1", 0))


@pytest.mark.ruling("MID-RN-163", "MID-OR-0363")
def test_reflexive_ability_targets_then_players_may_respond() -> None:
    d = enter_and_pay(1, "Shock", "Erratic Explosion", "Cruel Revival")
    assert d.decision.kind == "target"
    options = {a.value for a in d.game.legal_actions()}
    assert d.find("Shock", "graveyard") in options
    assert d.find("Erratic Explosion", "graveyard") in options
    assert d.find("Cruel Revival", "graveyard") not in options  # mana value 5
    d.choose(d.find("Shock", "graveyard"))
    # one payment: one target at most; the ability waits on the stack
    assert d.decision.kind == "priority" and len(d.state.stack) == 1
    assert adversary_counters(d) == 0
    assert d.ids("Shock", "graveyard")
    d.resolve()
    assert d.decision.kind == "cast_copy"
    assert adversary_counters(d) == 1
    assert not d.ids("Shock", "graveyard")


@pytest.mark.ruling("MID-RN-164", "MID-RN-165", "MID-OR-0364", "MID-OR-0365")
def test_cast_the_copy_for_free_during_resolution() -> None:
    """CR 112.1b, 707.12: the copy of Shock cast is a spell on the stack that resolves and
    deals its damage; the copy of Duress not cast ceases to exist."""
    d = enter_and_pay(2, "Shock", "Duress")
    d.choose(d.find("Shock", "graveyard"))
    d.choose(d.find("Duress", "graveyard"))
    d.resolve()
    assert adversary_counters(d) == 2
    untapped = sum(1 for m in d.ids("Mountain") if not d.state.objects[m].tapped)
    shock_copy = [a.value for a in d.game.legal_actions()
                  if a.value is not None and d.game.card(a.value).name == "Shock"][0]
    d.choose(shock_copy)
    d.choose(1)  # Shock's target: the opponent
    assert d.decision.kind == "cast_copy"  # still resolving: the Duress copy may be cast too
    d.choose(None)
    assert d.decision.kind == "priority"
    assert sum(1 for m in d.ids("Mountain") if not d.state.objects[m].tapped) == untapped
    assert len(d.state.stack) == 1  # the copy of Shock, cast; no Duress copy was kept
    d.resolve()
    assert d.life(1) == 18
    assert not d.state.stack
    # both original cards stay in exile; the copies are gone
    assert len(d.ids("Shock", "exile")) == 1 and len(d.ids("Duress", "exile")) == 1
    assert not d.ids("Shock", "graveyard")
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-RN-165", "MID-OR-0365")
def test_sorcery_copy_cast_while_the_ability_resolves() -> None:
    d = enter_and_pay(1, "Duress")
    d.choose(d.find("Duress", "graveyard"))
    d.resolve()
    copy = [a.value for a in d.game.legal_actions() if a.value is not None][0]
    d.choose(copy)  # a sorcery, cast although an ability is resolving
    d.choose(1)  # Duress's target opponent
    assert d.state.objects[d.state.stack[-1]].stack.get("kind") == "spell"
    assert d.state.players[0].spells_cast_this_turn == 2  # the Adversary and the copy


@pytest.mark.ruling("MID-RN-164", "MID-OR-0364")
def test_declined_copies_cease_to_exist_and_the_cards_stay_exiled() -> None:
    d = enter_and_pay(1, "Shock")
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    d.choose(None)
    assert not d.state.stack and d.life(1) == 20
    assert len(d.ids("Shock")) == 1 and d.ids("Shock", "exile")


def test_paying_zero_times_does_nothing() -> None:
    d = enter_and_pay(0, "Shock")
    assert d.decision.kind == "priority" and not d.state.stack
    assert adversary_counters(d) == 0 and d.ids("Shock", "graveyard")


def test_only_the_copies_that_could_be_cast_are_offered() -> None:
    """CR 707.12 / 601.2c: each exiled card is copied in exile, and a copy is offered only if
    it could be cast: Dissipate's copy has no spell to target (the reflexive ability is not a
    spell), Shock's has. Stopping, both copies cease to exist; the cards stay exiled."""
    d = enter_and_pay(2, "Shock", "Dissipate")
    d.choose(d.find("Shock", "graveyard"))
    d.choose(d.find("Dissipate", "graveyard"))
    d.resolve()
    dec = d.expect("cast_copy")
    assert dec.prompt == "Cast a copy without paying its mana cost (or stop)"
    offered = [a.value for a in dec.actions if a.value is not None]
    assert [d.game.card(c).name for c in offered] == ["Shock"]
    assert d.state.objects[offered[0]].zone is Zone.EXILE and d.state.objects[offered[0]].is_copy
    dissipates = d.ids("Dissipate", "exile")
    assert len(dissipates) == 2  # the card and its copy
    assert [d.state.objects[c].is_copy for c in dissipates].count(True) == 1
    d.choose(None)
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.ids("Dissipate")) == 1 and len(d.ids("Shock")) == 1
    assert not any(d.state.objects[c].is_copy for c in d.ids("Shock") + d.ids("Dissipate"))


def test_a_copy_with_x_in_its_cost_is_cast_with_x_0() -> None:
    """CR 107.3b / 118.9: a copy of Lunar Frenzy cast without paying its mana cost has X = 0
    (no X is asked for): the Adversary gets +0/+0, first strike and trample. The copy is cast
    as a copy without paying its mana cost (CR 707.12)."""
    d = enter_and_pay(1, "Lunar Frenzy")
    d.choose(d.find("Lunar Frenzy", "graveyard"))
    d.resolve()
    adversary = d.find("Bloodthirsty Adversary", "battlefield")
    copy = [a.value for a in d.expect("cast_copy").actions if a.value is not None][0]
    d.choose(copy)
    d.expect("target")
    d.choose(adversary)
    assert d.decision.kind == "priority"
    sid = d.state.stack[-1]
    (cast,) = [e for e in d.game.log if e.kind == "cast" and e.obj == sid]
    assert cast.data["method"] == "copy_without_paying"
    d.resolve()
    c = d.chars(adversary)
    assert (c.power, c.toughness) == (3, 3)  # 2/2 with one +1/+1 counter, +0/+0
    assert c.has("First strike") and c.has("Trample")


def test_a_target_gone_from_the_graveyard_isnt_exiled_or_copied() -> None:
    """CR 608.2b: one of the two target cards exiled by the opponent in response is an illegal
    target; the ability still resolves, with both counters, and copies only the other card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock", "Duress")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()
    d.resolve()
    d.choose(2)
    d.pay()
    shock = d.find("Shock", "graveyard")
    d.choose(shock)
    d.choose(d.find("Duress", "graveyard"))
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    d.resolve()
    assert adversary_counters(d) == 2
    dec = d.expect("cast_copy")
    offered = [a.value for a in dec.actions if a.value is not None]
    assert [d.game.card(c).name for c in offered] == ["Duress"]
    d.choose(None)
    assert len(d.ids("Shock")) == 1


def test_haste_it_attacks_the_turn_it_enters() -> None:
    """CR 702.10b: with haste, it attacks the turn it came under its controller's control."""
    d = enter_and_pay(0)
    adversary = d.find("Bloodthirsty Adversary", "battlefield")
    d.to_combat()
    d.attack([adversary])
    d.pass_until("end_of_combat")
    assert d.life(1) == 18


def test_a_number_of_payments_it_can_t_afford_is_refused() -> None:
    """CR 601.2h, 118.3: six Mountains left pay {2}{R} at most twice; three times is refused
    with an error naming the choices and the game is left as it was."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 8)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="the choices are: 0, 1, 2"):
        d.choose(3)
    assert d.game.fingerprint() == before


def test_only_cards_in_your_own_graveyard_can_be_targeted() -> None:
    """"From your graveyard": the opponent's Shock and the controller's own creature card are
    not offered as targets (CR 115.1); the controller's own Shock is."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock", "Glory Seeker")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.expect("target")
    options = {a.value for a in d.game.legal_actions()}
    assert d.find("Shock", "graveyard", player=0) in options
    assert d.find("Shock", "graveyard", player=1) not in options
    assert d.find("Glory Seeker", "graveyard") not in options


def test_up_to_that_many_fewer_targets_than_payments() -> None:
    """"Up to that many" (CR 601.2c): paid twice with one target, it gets two counters and
    one copy is offered."""
    d = enter_and_pay(2, "Shock", "Duress")
    d.choose(d.find("Shock", "graveyard"))
    d.choose(None)
    d.resolve()
    assert adversary_counters(d) == 2
    offered = [a.value for a in d.expect("cast_copy").actions if a.value is not None]
    assert [d.game.card(c).name for c in offered] == ["Shock"]
    d.choose(None)
    assert d.zone_of("Duress") == "graveyard"


def test_adversary_gone_the_cards_are_still_exiled_and_copied() -> None:
    """CR 113.7a, 608.2b: the Adversary destroyed in response to the reflexive ability, no
    counters can be put on it, but the target card is exiled and its copy may be cast."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Fateful Absence")
    s.library(1, "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()
    d.resolve()
    d.choose(1)
    d.pay()
    d.choose(d.find("Shock", "graveyard"))
    d.pass_priority()
    d.cast(1, "Fateful Absence", targets=[d.find("Bloodthirsty Adversary")])
    d.resolve()
    assert d.zone_of("Bloodthirsty Adversary") == "graveyard"
    assert not d.state.objects[d.find("Bloodthirsty Adversary")].counters
    d.resolve()
    offered = [a.value for a in d.expect("cast_copy").actions if a.value is not None]
    assert [d.game.card(c).name for c in offered] == ["Shock"]
    d.choose(offered[0])
    d.choose(1)
    d.resolve()
    assert d.life(1) == 18
    assert d.zone_of("Shock") == "exile"


def test_a_cost_increase_is_paid_for_a_copy_cast_without_paying_its_mana_cost() -> None:
    """CR 118.9d, 601.2f: casting without paying the mana cost is an alternative cost, and cost
    increases still apply to it: with Curse of Silence naming Shock on the Adversary's
    controller, the copy of Shock costs {2}; with seven Mountains ({1}{R} and {2}{R} spent,
    two left) it is offered and both are tapped to pay it; with five, none is left and no
    copy is offered."""
    def game(mountains: int) -> Driver:
        s = Scenario(seed=1)
        s.battlefield(0, *["Mountain"] * mountains)
        s.hand(0, "Bloodthirsty Adversary")
        s.graveyard(0, "Shock")
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
        return exile_and_copy(s, "Shock")
    d = game(7)
    assert d.decision.kind == "cast_copy"
    d.choose(the_copy(d))
    d.choose(1)  # Shock's target: the opponent
    assert d.decision.kind == "pay_mana" and d.decision.info()["remaining"] == "{2}"
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    while d.state.stack:
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.choose(False)  # the Curse's owner keeps it
    assert d.life(1) == 18
    d = game(5)
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.ids("Shock", "exile")) == 1


def test_casting_a_copy_triggers_whenever_you_cast_abilities() -> None:
    """CR 707.12, 601.2i: a copy cast is a spell cast: Storm Skreelix ("Whenever you cast an
    instant or sorcery spell, Storm Skreelix gets +2/+0") triggers for the copy of Shock cast
    while the Adversary's ability resolves; its trigger goes on the stack above the copy."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5, "Storm Skreelix")
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    d = exile_and_copy(s, "Shock")
    d.choose(the_copy(d))
    d.choose(1)
    assert len(d.state.stack) == 2
    skreelix = d.find("Storm Skreelix")
    d.resolve()
    assert d.chars(skreelix).power == 4
    d.resolve()
    assert d.life(1) == 18


def test_the_copy_is_cast_from_exile_so_a_graveyard_reduction_doesnt_apply() -> None:
    """CR 707.12, 601.2f: the card is exiled first and the copy is created in exile, where it
    is cast from: Patrician Geist's "Spells you cast from your graveyard cost {1} less"
    doesn't apply, and with Curse of Silence naming Shock the copy still costs {2}."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 7, "Patrician Geist")
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": "Shock"})
    d = exile_and_copy(s, "Shock")
    copy = the_copy(d)
    assert d.state.objects[copy].zone is Zone.EXILE
    d.choose(copy)
    d.choose(1)
    assert d.decision.kind == "pay_mana" and d.decision.info()["remaining"] == "{2}"


def test_a_copy_s_mandatory_additional_cost_is_still_paid() -> None:
    """CR 118.9d, 601.2b, 707.12: casting a copy of Eaten Alive without paying its mana cost
    still needs its additional cost: with no mana left, only "sacrifice a creature" is
    offered, and the Adversary itself may be sacrificed to exile Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Eaten Alive")
    s.battlefield(1, "Glory Seeker")
    d = exile_and_copy(s, "Eaten Alive")
    d.choose(the_copy(d))
    d.expect("additional_cost")
    assert [a.value for a in d.game.legal_actions()] == [0]  # {3}{B} can't be paid
    d.choose(0)
    d.choose(d.find("Glory Seeker"))
    d.expect("cost_sacrifice")
    d.choose(d.find("Bloodthirsty Adversary"))
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.zone_of("Bloodthirsty Adversary") == "graveyard"
