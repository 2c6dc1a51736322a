"""The decisions of putting a spell or ability on the stack (CR 601.2b–d, 602.2b, 603.3b–d):
each names what it asks; an object becomes a target once per spell or ability.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.dsl.prelude import (
    ANY_PLAYER,
    CREATURE_OR_PLANESWALKER,
    DealDamageDivided,
    If,
    spell,
    target,
)
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import ARC_LIGHTNING


def test_the_x_decision_asks_for_the_value_of_x() -> None:
    """CR 601.2b: the caster announces the value of X."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Starstorm", zone="hand"), "normal"))
    dec = d.expect("x")
    assert (dec.player, dec.prompt) == (0, "Choose the value of X")


def test_the_target_decision_names_the_kind_of_target() -> None:
    """CR 601.2c: the caster chooses a target of the kind the spell says ("any target")."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", zone="hand"), "normal"))
    assert d.expect("target").prompt == "Choose a target: any target"


def test_a_player_target_is_not_an_object_that_becomes_a_target() -> None:
    """CR 702.21a, 115.1: becoming the target of a spell is noted for objects (ward triggers on
    its permanent), not for a targeted player; the targeted creature is noted once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    assert not [e for e in d.game.log if e.kind == "becomes_target"]
    seeker = d.find("Glory Seeker")
    d.cast(0, "Shock", targets=[seeker])
    assert [e.obj for e in d.game.log if e.kind == "becomes_target"] == [seeker]


def test_an_object_in_two_target_slots_becomes_the_target_once() -> None:
    """CR 115.3, 702.21a: an artifact creature chosen both as Teferi's target artifact and as
    its target creature becomes the target of the ability once."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(0, "Tribal Golem", tapped=True)
    d = Driver(s.build())
    golem = d.find("Tribal Golem")
    d.activate(0, "Teferi, Who Slows the Sunset", index=0, targets=[golem, golem])
    while d.decision.kind == "target":
        d.choose(None)
    assert d.state.objects[d.state.stack[-1]].stack["targets"][:2] == ((golem,), (golem,))
    assert [e.obj for e in d.game.log if e.kind == "becomes_target"] == [golem]


def test_the_division_decision_asks_to_divide_the_amount() -> None:
    """CR 601.2d: the caster divides Defend the Celestus's three counters among its targets,
    in the order they were chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest", "Forest", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Defend the Celestus")
    d = Driver(s.build())
    d.cast(0, "Defend the Celestus", targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           pay=False)
    if d.decision.kind == "target":
        d.choose(None)
    dec = d.expect("divide")
    assert dec.prompt == "Divide 3 +1/+1 counters among the targets (in the order they were chosen)"


def test_the_additional_cost_decision_offers_the_payable_options_by_name() -> None:
    """CR 601.2b: the caster announces which of Eaten Alive's additional costs they pay; both
    are offered when both can be paid, each named."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Eaten Alive", zone="hand"), "normal"))
    dec = d.expect("additional_cost")
    assert dec.prompt == "Choose the additional cost to pay"
    assert set(d.game.legal_actions()) == {Choose(0), Choose(1)}
    assert dict(dec.info()["labels"]) == {0: "Sacrifice a creature", 1: "Pay {3}{B}"}


def test_a_creature_type_announced_as_the_spell_is_cast_is_asked_for() -> None:
    """CR 601.2b: Aphetto Dredging's creature type is chosen as it is cast."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior")
    s.hand(0, "Aphetto Dredging")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Aphetto Dredging", zone="hand"), "normal"))
    assert d.expect("choose_creature_type").prompt == "Choose a creature type"


def test_the_trigger_order_decision_asks_for_the_next_one() -> None:
    """CR 603.3b: a player with several triggered abilities waiting puts them on the stack one
    at a time, in the order they choose."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wretched Anurid", "Wretched Anurid")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    dec = d.expect("order_triggers")
    assert dec.prompt == "Choose the triggered ability to put on the stack next"


def test_a_triggered_ability_put_on_the_stack_is_logged_with_its_controller() -> None:
    """CR 603.3a-b: Wretched Anurid's ability is put on the stack under its controller's
    control once its choices are made; the log says so (the ability and its controller)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Wretched Anurid")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    trigger = d.state.stack[-1]
    assert [(e.obj, e.player) for e in d.game.log if e.kind == "trigger"] == [(trigger, 0)]


def test_an_up_to_one_target_left_unchosen_goes_on_to_the_next_target() -> None:
    """CR 601.2c, 115.1: Teferi's +1 has "up to one target artifact, up to one target creature,
    and up to one target land": choosing no artifact goes on to the creature, then the land;
    a creature chosen and no land, only the creature is tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    s.battlefield(0, "Plains", tapped=True)
    s.battlefield(1, "Glory Seeker", "Moonsilver Key")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    teferi = d.find("Teferi, Who Slows the Sunset")
    d.act(0, ActivateAbility(teferi, 0))
    assert d.expect("target").prompt == "Choose a target: up to one target artifact"
    d.choose(None)
    assert d.expect("target").prompt == "Choose a target: up to one target creature"
    d.choose(seeker)
    assert d.expect("target").prompt == "Choose a target: up to one target land"
    d.choose(None)
    assert d.state.objects[d.state.stack[-1]].stack["targets"] == ((), (seeker,), ())
    d.resolve()
    assert d.state.objects[seeker].tapped
    assert not d.state.objects[d.find("Moonsilver Key")].tapped
    assert d.state.objects[d.find("Plains")].tapped


_NESTED_DIVIDER = define_card(
    "Reference Test Nested Divider", "{R}", "Sorcery",
    "Reference Test Nested Divider deals 3 damage divided as you choose among one or two "
    "targets.",
    abilities=[spell(If(lambda g, f: True, (DealDamageDivided(),)),
                     targets=[target(CREATURE_OR_PLANESWALKER, ANY_PLAYER, count=2, min=1,
                                     label="one or two targets")],
                     divide=3)])


def test_the_division_question_says_what_is_divided_only_when_the_spell_says_it() -> None:
    """CR 601.2d: a spell defined for this test whose dividing instruction is wrapped in another
    (a condition that always holds), not one of its own, is asked to divide the bare amount;
    Arc Lightning's "deals 3 damage divided" says damage, Defend the Celestus's (above) +1/+1
    counters."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, _NESTED_DIVIDER.name)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, _NESTED_DIVIDER.name, targets=[d.find("Elvish Warrior"), 1], pay=False)
    assert d.expect("divide").prompt == \
        "Divide 3 among the targets (in the order they were chosen)"
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, ARC_LIGHTNING.name)
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, ARC_LIGHTNING.name, targets=[d.find("Elvish Warrior"), 1], pay=False)
    assert d.expect("divide").prompt == \
        "Divide 3 damage among the targets (in the order they were chosen)"
