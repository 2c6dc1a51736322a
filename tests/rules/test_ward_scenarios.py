"""Acceptance scenarios for ward (CR 702.21).

* 702.21a: ward counters the spell unless its controller pays; a spell that can't be countered
  isn't countered by it (CR 101.2: "can't" wins).
* 702.21a: each ward permanent a spell targets triggers; the spell is countered if any of its
  controller's payments is declined.
* 708.2: a face-down permanent has no ward.
* 702.21a: the ward cost is the one of the face up (Dire-Strain Demolisher's Ward {3}).
* 702.21a, 102.2: "an opponent" is an opponent of the ward permanent's current controller.
* 702.21a, 113.2c: a permanent with two ward abilities (its own Ward {1} and the one Chapel
  Shieldgeist grants) triggers twice; each trigger asks for its own {1}, and declining either
  counters the spell.
* 702.21a: ward counters the ability that targeted its permanent, not another activation of
  the same ability on the stack.
* 702.21a: two abilities targeting the same ward permanent trigger ward once each; each
  trigger's payment decides only for its own ability.
* 702.21a, 707.10: a copy of a spell is controlled by whoever made it: a copy the ward
  permanent's own controller makes doesn't trigger its ward; aimed at an opponent's ward
  permanent, it triggers that one, and its controller is the one asked to pay.
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def _answers(d: Driver) -> list[object]:
    return [a.value for a in d.game.legal_actions()]  # type: ignore[attr-defined]


def test_ward_cant_counter_a_spell_that_cant_be_countered() -> None:
    """CR 702.21a, 101.2: with Benevolent Geist ("noncreature spells you control can't be
    countered"), Shock aimed at the opponent's Chaplain of Alms triggers ward; its controller,
    with no mana left, declines, and Shock still resolves."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Chaplain of Alms")])
    assert len(d.state.stack) == 2  # the ward trigger above Shock
    d.resolve()
    d.expect("ward_payment")
    d.choose("decline")
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Chaplain of Alms") == "graveyard"


def test_a_spell_targeting_two_ward_creatures_is_countered_if_one_payment_is_declined() -> None:
    """CR 702.21a: Abandon the Post targets Chaplain of Alms and Gavony Dawnguard (each Ward
    {1}): two ward triggers; the caster pays for the first and declines the second, and the
    spell is countered."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Abandon the Post")
    s.battlefield(1, "Chaplain of Alms", "Gavony Dawnguard")
    d = Driver(s.build())
    spell = d.cast(0, "Abandon the Post",
                   targets=[d.find("Chaplain of Alms"), d.find("Gavony Dawnguard")])
    d.expect("order_triggers")
    d.act(1, d.game.legal_actions()[0])
    assert len(d.state.stack) == 3
    d.resolve()
    d.choose("pay")
    d.pay()
    assert len(d.state.stack) == 2 and spell in d.state.stack
    d.resolve()
    d.choose("decline")
    assert not d.state.stack
    assert d.zone_of("Abandon the Post") == "graveyard"


def test_a_face_down_ward_creature_has_no_ward() -> None:
    """CR 708.2: a face-down Burly Breaker is a 2/2 with no abilities: Shock targets it without
    any ward trigger and kills it."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Burly Breaker")])
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Burly Breaker") == "graveyard"


def test_the_ward_cost_is_the_back_face_s() -> None:
    """CR 702.21a, 712.8e: at night Burly Breaker is Dire-Strain Demolisher with Ward {3}: with
    two Mountains left after Shock, its controller can only decline."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Burly Breaker", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Burly Breaker")])
    d.resolve()
    d.expect("ward_payment")
    assert _answers(d) == ["decline"]
    d.choose("decline")
    assert not d.state.stack
    assert d.ids("Shock", zone="graveyard")


def test_ward_protects_against_the_opponents_of_its_current_controller() -> None:
    """CR 702.21a: player 0 takes Burly Breaker with Grafted Identity (paying its Ward {1});
    then its owner, now an opponent of its controller, targets it with Shock, and ward
    triggers against them."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Glory Seeker")
    s.hand(0, "Grafted Identity")
    s.battlefield(1, "Burly Breaker", "Mountain", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Grafted Identity", targets=[breaker], choices=[d.find("Glory Seeker")])
    d.resolve()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve_all()
    assert d.chars(breaker).controller == 0
    d.pass_priority()
    shock = d.cast(1, "Shock", targets=[breaker])
    assert len(d.state.stack) == 2 and d.state.stack[0] == shock
    d.resolve()
    d.expect("ward_payment")
    assert d.decision.player == 1


def _burly_with_shieldgeist(mountains: int) -> tuple[Driver, int, int]:
    """Player 1's Burly Breaker (Ward {1}) beside Chapel Shieldgeist ("Each creature you
    control has ward {1}"); player 0 casts Shock at the Breaker with ``mountains`` Mountains.
    Returns the driver (the two ward triggers on the stack above the Shock), the Breaker and
    the Shock."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Mountain"] * mountains)
    s.hand(0, "Shock")
    s.day_night("day")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    assert len(d.chars(breaker).keyword_records("Ward")) == 2
    shock = d.cast(0, "Shock", targets=[breaker])
    d.expect("order_triggers")  # two triggers of player 1's at once (CR 603.3b)
    d.act(1, d.game.legal_actions()[0])
    assert len(d.state.stack) == 3 and d.state.stack[0] == shock
    return d, breaker, shock


def test_two_ward_abilities_each_ask_for_their_cost() -> None:
    """CR 702.21a, 113.2c: Burly Breaker has Ward {1} twice: two triggers; player 0 pays {1}
    for each (three Mountains: one for Shock), so the Shock resolves and deals its 2 damage."""
    d, breaker, shock = _burly_with_shieldgeist(3)
    for _ in range(2):
        d.resolve()
        d.expect("ward_payment")
        d.choose("pay")
        d.pay()
    assert d.state.stack == [shock]
    d.resolve()
    assert d.state.objects[breaker].damage == 2
    assert all(o.tapped for o in (d.state.objects[m] for m in d.ids("Mountain")))


def test_the_second_ward_cost_unpaid_counters_the_spell() -> None:
    """CR 702.21a: with two Mountains, player 0 pays the first ward trigger's {1}; the second
    can then only be declined, and the Shock is countered: the Breaker is undamaged."""
    d, breaker, shock = _burly_with_shieldgeist(2)
    d.resolve()
    d.choose("pay")
    d.pay()
    d.resolve()
    d.expect("ward_payment")
    assert _answers(d) == ["decline"]
    d.choose("decline")
    assert not d.state.stack
    assert d.zone_of("Shock") == "graveyard" and d.state.objects[breaker].damage == 0


def test_ward_counters_only_the_ability_that_targeted_it() -> None:
    """CR 702.21a: Tovolar's Packleader's ability is activated twice: first a Wolf is to fight
    Dire-Strain Demolisher (Ward {3}), then the other Wolf Glory Seeker. The second resolves
    first (the Wolf and the Seeker fight); the ward trigger, declined (no mana left), counters
    "that spell or ability" — the first activation only, so the Demolisher and the first Wolf
    are dealt no damage."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Tovolar's Huntmaster", transformed=True)
    s.token(0, "Wolf", 2)
    s.battlefield(0, *["Forest"] * 8)
    s.battlefield(1, "Burly Breaker", "Glory Seeker")
    d = Driver(s.build())
    first, second = d.ids("Wolf Token", "battlefield")
    demolisher, seeker = d.find("Burly Breaker"), d.find("Glory Seeker")
    d.activate(0, "Tovolar's Huntmaster", targets=[first, demolisher])
    targeting, ward = d.state.stack
    d.activate(0, "Tovolar's Huntmaster", targets=[second, seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard" and second not in d.state.objects
    assert d.state.stack == [targeting, ward]
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")
    assert _answers(d) == ["decline"]
    d.choose("decline")
    assert not d.state.stack
    assert d.state.objects[demolisher].damage == 0 and d.state.objects[first].damage == 0


def test_two_abilities_targeting_one_ward_creature_each_get_their_own_ward_trigger() -> None:
    """CR 702.21a: Tovolar's Packleader's ability is activated twice, each time a Wolf to
    fight Gavony Dawnguard (Ward {1}, 3/3): each activation triggers ward once. Player 0 pays
    {1} for the second activation's trigger, which resolves first (its Wolf and the Dawnguard
    fight), and declines for the first: that activation alone is countered, so the Dawnguard
    is dealt 2 damage, not 4, and the first Wolf survives."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Tovolar's Huntmaster", transformed=True)
    s.token(0, "Wolf", 2)
    s.battlefield(0, *["Forest"] * 9)
    s.battlefield(1, "Gavony Dawnguard")
    d = Driver(s.build())
    first, second = d.ids("Wolf Token", "battlefield")
    dawnguard = d.find("Gavony Dawnguard")
    d.activate(0, "Tovolar's Huntmaster", targets=[first, dawnguard])
    assert len(d.state.stack) == 2
    d.activate(0, "Tovolar's Huntmaster", targets=[second, dawnguard])
    assert len(d.state.stack) == 4
    d.resolve()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    assert len(d.state.stack) == 3
    d.resolve()
    assert second not in d.state.objects and d.state.objects[dawnguard].damage == 2
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")
    assert _answers(d) == ["decline"]
    d.choose("decline")
    assert not d.state.stack
    assert d.state.objects[dawnguard].damage == 2
    assert d.state.objects[first].damage == 0 and first in d.state.battlefield


def test_a_card_discarded_to_pay_a_ward_cost_is_discarded() -> None:
    """CR 702.21a, 701.9a, 603.2: player 0 pays Graveyard Glutton's "Ward—Discard a card" with
    Dennick, Pious Apprentice: that card is discarded, so player 0's Shipwreck Sifters
    ("whenever you discard a card with disturb") triggers and grows; Shock resolves."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Mountain", "Shipwreck Sifters")
    s.hand(0, "Shock", "Dennick, Pious Apprentice")
    s.battlefield(1, "Graveyard Trespasser", transformed=True)
    d = Driver(s.build())
    glutton, sifters = d.find("Graveyard Trespasser"), d.find("Shipwreck Sifters")
    d.cast(0, "Shock", targets=[glutton])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.expect("discard")
    d.choose(d.find("Dennick, Pious Apprentice"))
    assert d.zone_of("Dennick, Pious Apprentice") == "graveyard"
    assert d.state.objects[d.state.stack[-1]].source == sifters
    d.resolve_all()
    assert d.chars(sifters).power == 2
    assert d.state.objects[glutton].damage == 2


def _plasma_at_the_breaker() -> tuple[Driver, int]:
    """Player 0's Chain of Plasma at player 1's Burly Breaker (Ward {1}, 6/5): player 0 pays
    the ward cost; the Breaker is dealt 3 damage and its controller, player 1, discards their
    Shock to copy the spell (CR 707.10: the copy is theirs)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Chaplain of Alms")
    s.hand(0, "Chain of Plasma")
    s.battlefield(1, "Burly Breaker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Chain of Plasma", targets=[breaker])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.state.objects[breaker].damage == 3
    assert d.expect("may").player == 1
    d.choose(True)  # discard Shock
    d.choose(True)  # copy the spell
    assert d.expect("new_target").player == 1
    return d, breaker


def test_a_copy_controlled_by_the_ward_permanent_s_controller_doesn_t_trigger_its_ward() -> None:
    """CR 702.21a, 707.10: the copy of Chain of Plasma is player 1's; kept aimed at their own
    Burly Breaker, it isn't a spell an opponent controls: no ward trigger, and the copy's 3
    damage destroys the Breaker."""
    d, breaker = _plasma_at_the_breaker()
    d.choose(breaker)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1
    while d.decision.kind == "priority" and d.state.stack == [copy]:
        d.pass_priority()
    assert not any(d.state.objects[o].source == breaker for o in d.state.stack
                   if o in d.state.objects)
    assert d.decision.kind != "ward_payment"
    assert d.zone_of("Burly Breaker") == "graveyard"


def test_a_copy_aimed_at_the_original_caster_s_ward_creature_triggers_that_ward() -> None:
    """CR 702.21a, 707.10c: the copy's new target is player 0's Chaplain of Alms (Ward {1}):
    the copy is a spell an opponent of player 0 controls, so the Chaplain's ward triggers,
    under player 0's control, and player 1, the copy's controller, is the one asked to pay;
    with no mana, they decline and the copy is countered: the Chaplain is dealt no damage."""
    d, breaker = _plasma_at_the_breaker()
    chaplain = d.find("Chaplain of Alms")
    d.choose(chaplain)
    copy = d.state.stack[-1]
    ward = next(o for o in reversed(d.state.stack) if d.state.objects[o].source == chaplain)
    assert d.state.objects[ward].controller == 0
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("ward_payment").player == 1
    assert _answers(d) == ["decline"]
    d.choose("decline")
    assert copy not in d.state.stack and copy not in d.state.objects
    assert d.state.objects[chaplain].damage == 0 and d.zone_of("Chaplain of Alms") == "battlefield"


def test_a_ward_creature_spell_on_the_stack_has_no_working_ward() -> None:
    """CR 702.21a, 113.6: ward speaks of "this permanent": Burly Breaker as a creature spell,
    targeted by the opponent's Devious Cover-Up, triggers nothing; the Cover-Up counters it
    and exiles it."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Forest")
    s.hand(0, "Burly Breaker")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    s.at("main", active=0, turn=3)
    d = Driver(s.build())
    breaker = d.cast(0, "Burly Breaker")
    d.pass_priority()
    cover = d.cast(1, "Devious Cover-Up", targets=[breaker])
    assert [e.obj for e in d.game.log if e.kind == "becomes_target"] == [breaker]
    assert d.state.stack == [breaker, cover]
    d.resolve()
    assert d.zone_of("Burly Breaker") == "exile"
    d.expect("may")  # "You may shuffle up to four target cards": no ward payment asked
    d.choose(False)
    assert not d.state.stack
