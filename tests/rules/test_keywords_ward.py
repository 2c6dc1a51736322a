"""Ward (CR 702.21), tested with Burly Breaker (Ward {1}).

Ward is a triggered ability: "Whenever this permanent becomes the target of a spell or ability
an opponent controls, counter that spell or ability unless that player pays [cost]." The
controller of the targeting spell or ability decides whether to pay as the ward trigger
resolves (a ``ward_payment`` decision: "pay" only when affordable, or "decline").
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.dsl.keywords import parse_keyword_line
from manastack.rules.keyword_abilities import keyword_triggered
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import STIFLE


def _shock_the_breaker(mountains: int = 2) -> tuple[Driver, int, int]:
    s = Scenario(seed=1)
    s.battlefield(0, *(["Mountain"] * mountains))
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    shock = d.cast(0, "Shock", targets=[breaker])
    return d, breaker, shock


def _to_ward_payment(d: Driver) -> None:
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")


def test_ward_triggers_when_an_opponent_targets_it() -> None:
    """CR 702.21a: the ward trigger goes on the stack above the spell that targeted it,
    controlled by the ward permanent's controller."""
    d, breaker, shock = _shock_the_breaker()
    assert [e for e in d.game.log if e.kind == "becomes_target" and e.obj == breaker]
    assert len(d.state.stack) == 2 and d.state.stack[0] == shock
    trigger = d.state.objects[d.state.stack[1]]
    assert trigger.source == breaker and trigger.controller == 1


def test_ward_paid_lets_the_spell_resolve() -> None:
    """CR 702.21a: if the targeting player pays the ward cost, the spell isn't countered."""
    d, breaker, shock = _shock_the_breaker()
    _to_ward_payment(d)
    assert d.decision.player == 0
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("pay")
    d.expect("pay_mana")
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    d.resolve()
    assert d.state.objects[breaker].damage == 2
    assert d.ids("Shock", zone="graveyard")


def test_ward_declined_counters_the_spell() -> None:
    """CR 702.21a / 701.6a: declining to pay counters the spell; it goes to the graveyard
    without resolving."""
    d, breaker, shock = _shock_the_breaker()
    _to_ward_payment(d)
    d.choose("decline")
    assert shock not in d.state.stack and not d.state.stack
    assert d.ids("Shock", zone="graveyard")
    assert any(e.kind == "counter" and e.obj == shock for e in d.game.log)
    assert d.state.objects[breaker].damage == 0
    assert not any(e.kind == "damage" for e in d.game.log)


def test_ward_cost_that_cant_be_paid_only_offers_declining() -> None:
    """CR 702.21a: with its only Mountain spent on Shock, the player can't pay {1}: the only
    answer is to decline, and Shock is countered."""
    d, breaker, shock = _shock_the_breaker(mountains=1)
    _to_ward_payment(d)
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.ids("Shock", zone="graveyard")
    assert d.state.objects[breaker].damage == 0


def test_ward_ignores_its_controllers_own_spells() -> None:
    """CR 702.21a: only spells and abilities an opponent controls trigger ward."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Burly Breaker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Shock", targets=[breaker])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.state.objects[breaker].damage == 2


def test_ward_counters_an_activated_ability() -> None:
    """CR 702.21a: ward also counters abilities (Goblin Sledder's, whose sacrifice cost stays
    paid, CR 601.2h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.activate(0, "Goblin Sledder", targets=[breaker], choices=[d.find("Goblin Sledder")])
    assert d.zone_of("Goblin Sledder") == "graveyard"
    _to_ward_payment(d)
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert not d.state.stack
    assert d.chars(breaker).power == 6


def test_after_ward_counters_an_ability_nothing_is_left_for_stifle_to_target() -> None:
    """CR 702.21a, 601.2c: while Goblin Sledder's ability and Burly Breaker's ward trigger are
    on the stack, player 1 may cast Stifle ("Counter target activated or triggered ability.").
    Once ward has countered the ability and left the stack, nothing is left to target: when
    player 0 passes, player 1 can't cast Stifle."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Burly Breaker", "Island")
    s.hand(1, STIFLE.name)
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    stifle = d.find(STIFLE.name, zone="hand")
    d.activate(0, "Goblin Sledder", targets=[breaker], choices=[d.find("Goblin Sledder")])
    d.pass_priority()
    assert d.decision.player == 1 and len(d.state.stack) == 2
    assert stifle in {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    _to_ward_payment(d)
    d.choose("decline")
    assert not d.state.stack
    assert d.decision.kind == "priority" and d.decision.player == 0
    d.pass_priority()
    assert d.decision.player == 1
    assert stifle not in {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    assert d.chars(breaker).power == 6


def test_ward_counters_a_triggered_ability() -> None:
    """CR 702.21a: a triggered ability that targets the ward permanent is countered too:
    Festering Goblin's "dies" trigger aimed at Burly Breaker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Festering Goblin")
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    d.expect("target")
    d.choose(breaker)
    _to_ward_payment(d)
    d.choose("decline")
    assert not d.state.stack
    assert (d.chars(breaker).power, d.chars(breaker).toughness) == (6, 5)


def test_ward_pay_life_cost_is_parsed_and_offered_as_a_triggered_ability() -> None:
    """CR 702.21a / 119.4: "Ward—Pay 3 life." stands for the same triggered ability with a
    life cost (Brutal Cathar's wording); "Ward—Discard a card." with a discard cost."""
    (life,) = parse_keyword_line("Ward—Pay 3 life.") or []
    (disc,) = parse_keyword_line("Ward—Discard a card.") or []
    assert life.name == disc.name == "Ward"
    assert life.cost is not None and life.cost.pay_life == 3
    assert disc.cost is not None and disc.cost.discard == 1
    trig = keyword_triggered(life)
    assert trig is not None and trig.trigger.event == "becomes_target"
    assert trig.trigger.player == "opponent"


def test_ward_triggers_on_a_copy_of_a_spell_that_targets_it() -> None:
    """A copy of a spell is a spell (CR 707.10); once its controller has chosen its new
    targets it is on the stack targeting them (CR 707.10c), so Burly Breaker becomes the
    target of a spell an opponent controls and its ward {1} triggers (CR 702.21a). Declined,
    the copy is countered and the Breaker is dealt no damage; the original Shock still hits
    player 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()  # Galvanic Iteration's delayed trigger: the copy
    d.expect("new_target")
    d.choose(breaker)
    assert len(d.state.stack) == 3  # Shock, its copy, ward's trigger on top
    d.resolve()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.state.objects[breaker].damage == 0
    assert d.life(1) == 18


def test_ward_triggers_when_a_spell_s_target_is_changed_to_it() -> None:
    """Meddle changes player 1's Shock from Glory Seeker to Burly Breaker: the Breaker becomes
    the target of a spell an opponent controls (CR 115.7, 702.21a), so its ward {1} triggers;
    player 1, with no mana left, can't pay and Shock is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Burly Breaker", "Glory Seeker", "Island", "Island", "Island", "Island")
    s.hand(0, "Meddle")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    breaker, seeker = d.find("Burly Breaker"), d.find("Glory Seeker")
    shock = d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(0, "Meddle", targets=[shock])
    d.resolve()
    d.expect("new_target")
    d.choose(breaker)
    assert len(d.state.stack) == 2  # Shock and ward's trigger
    d.resolve()
    dec = d.expect("ward_payment")
    assert [a.value for a in dec.actions] == ["decline"]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard" and not d.state.stack
    assert d.state.objects[breaker].damage == 0 and d.state.objects[seeker].damage == 0


def test_ward_payment_decision_names_the_cost_the_ward_permanent_and_ward() -> None:
    """CR 702.21a / 118.12a: the targeting player is asked to pay the ward cost of this ward
    permanent ({1}, Burly Breaker's), and the mana asked for is paid for ward."""
    d, breaker, shock = _shock_the_breaker(mountains=3)
    _to_ward_payment(d)
    dec = d.decision
    assert dec.prompt == "Ward: pay {1} or the spell or ability is countered"
    assert dec.info()["source"] == breaker and dec.info()["spell"] == shock
    assert dec.info()["cost"] == "{1}"
    d.choose("pay")
    assert d.expect("pay_mana").prompt == "Pay {1} (ward)"


def test_ward_counter_event_names_ward_as_its_cause() -> None:
    """CR 702.21a / 701.6a: declined, the spell is countered by ward (the log says so)."""
    d, breaker, shock = _shock_the_breaker()
    _to_ward_payment(d)
    d.choose("decline")
    (counter,) = [e for e in d.game.log if e.kind == "counter" and e.obj == shock]
    assert counter.data.get("cause") == "ward"


def test_ward_does_nothing_once_the_spell_has_left_the_stack() -> None:
    """CR 702.21a: ward counters "that spell" unless its controller pays; with the spell
    already countered (player 1's Dissipate in response to the ward trigger), the trigger
    resolves without asking anyone to pay and counters nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker", "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    shock = d.cast(0, "Shock", targets=[breaker])
    assert len(d.state.stack) == 2  # Shock, ward's trigger on top
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[shock])
    d.resolve()
    assert d.zone_of("Shock") == "exile" and len(d.state.stack) == 1
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert not any(e.kind == "counter" and e.data.get("cause") == "ward" for e in d.game.log)
    assert d.state.objects[breaker].damage == 0


def _target_ward_creature(name: str, *, life: int = 20, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1, life=life)
    s.day_night("night")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", *hand)
    s.battlefield(1, name, transformed=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.state.battlefield[-1]])
    _to_ward_payment(d)
    return d


def test_ward_pay_life_is_offered_with_exactly_that_much_life_not_less() -> None:
    """CR 119.4, 118.3: a player can pay life only with a life total at least that large:
    Moonrage Brute's "Ward—Pay 3 life" can be paid with 3 life, not with 2."""
    d = _target_ward_creature("Brutal Cathar", life=3)
    assert d.decision.info()["cost"] == "pay 3 life"
    assert d.decision.prompt == "Ward: pay 3 life or the spell or ability is countered"
    assert [a.value for a in d.decision.actions] == ["pay", "decline"]
    d.choose("pay")
    (loss,) = [e for e in d.game.log if e.kind == "life_loss" and e.player == 0]
    assert loss.amount == 3 and loss.data == {"cost": True, "cause": "ward"}
    d = _target_ward_creature("Brutal Cathar", life=2)
    assert [a.value for a in d.decision.actions] == ["decline"]


def test_ward_discard_is_offered_with_exactly_one_card_and_discards_it() -> None:
    """CR 702.21a, 701.9a: Graveyard Glutton's "Ward—Discard a card" can be paid with the one
    card left in hand: the player discards it (a discard, paid as a cost), and Shock resolves;
    with no card in hand, only declining is offered."""
    d = _target_ward_creature("Graveyard Trespasser", hand=("Island",))
    assert d.decision.info()["cost"] == "discard 1 card"
    assert d.decision.prompt == "Ward: discard 1 card or the spell or ability is countered"
    assert [a.value for a in d.decision.actions] == ["pay", "decline"]
    d.choose("pay")
    dec = d.expect("discard")
    assert dec.prompt == "Discard a card (ward)"
    d.choose(d.find("Island"))
    (moved,) = [e for e in d.game.log if e.kind == "zone_change" and e.to_zone is not None
                and e.to_zone.value == "graveyard" and e.from_zone is not None
                and e.from_zone.value == "hand"]
    assert moved.data == {"cause": "discard", "cost": True}
    d.resolve()
    assert d.state.objects[d.find("Graveyard Trespasser")].damage == 2
    d = _target_ward_creature("Graveyard Trespasser")
    assert [a.value for a in d.decision.actions] == ["decline"]


def test_a_countered_ability_is_removed_from_the_stack_and_goes_nowhere() -> None:
    """CR 701.6a, 113.7: ward counters Goblin Sledder's ability: it is removed from the stack
    and isn't put anywhere (it is no card): only the sacrificed Sledder is in its owner's
    graveyard and no zone change is logged for the ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Goblin Sledder")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.activate(0, "Goblin Sledder", targets=[breaker], choices=[d.find("Goblin Sledder")])
    ability = d.state.stack[-1]
    _to_ward_payment(d)
    d.choose("decline")
    assert not d.state.stack and ability not in d.state.objects
    assert [d.game.card(o).name for o in d.state.players[0].graveyard] == ["Goblin Sledder"]
    assert not [e for e in d.state.log if e.kind == "zone_change" and e.obj == ability]


def test_a_countered_copy_of_a_spell_is_put_nowhere() -> None:
    """CR 701.6a, 707.10a: the copy of Shock that ward counters is no card: it isn't put into
    a graveyard (no zone change is logged for it); only Galvanic Iteration and Shock are."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.expect("new_target")
    d.choose(breaker)
    copy = d.state.stack[-2]
    d.resolve()
    d.choose("decline")
    d.resolve_all()
    assert copy not in d.state.objects
    assert not [e for e in d.state.log if e.kind == "zone_change" and e.obj == copy]
    assert sorted(d.game.card(o).name for o in d.state.players[0].graveyard) == \
        ["Galvanic Iteration", "Shock"]
