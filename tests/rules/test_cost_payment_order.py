"""The order in which a total cost is paid (CR 601.2g–h, 602.2a–b).

Mana abilities are activated before costs are paid (601.2g); the costs are then paid in any
order (601.2h), the same for activated abilities (602.2b). The engine pays the mana first and
the other parts after it, keeping out of the mana payment what those parts need: so an
ability is offered only when it can be paid to the end, and a mana ability whose condition a
later part ends (Temple of the False God, once a land is sacrificed) is still usable.
An ability activated from a hidden zone reveals its card (602.2a).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, PayAutomatically
from manastack.scenario import Scenario
from manastack.testing import Driver


def _woodland_and_temple(*lands: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Temple of the False God", *lands)
    s.library(0, "Forest", "Swamp", "Plains", "Island")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def _activations(d: Driver, source: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == source]


def test_a_mana_ability_is_used_before_the_sacrifice_that_would_end_its_condition() -> None:
    """CR 601.2g–h, 602.2b: with exactly five lands, Temple of the False God makes {C}{C} while
    Blighted Woodland is still there; Woodland is tapped and sacrificed after. Without the
    Temple's mana the other three lands can't pay {3}{G}, so the payment must use it first."""
    d = _woodland_and_temple("Forest", "Swamp", "Plains")
    woodland, temple = d.find("Blighted Woodland"), d.find("Temple of the False God")
    (act,) = _activations(d, woodland)
    d.act(0, act)
    d.expect("pay_mana")
    offered = {a.source for a in d.game.legal_actions()  # type: ignore[attr-defined]
               if isinstance(a, ActivateManaAbility)}
    assert temple in offered
    assert woodland not in offered  # it is tapped for its own {T} cost (CR 602.2b)
    d.pay()
    assert d.zone_of("Blighted Woodland") == "graveyard"
    assert d.decision.kind != "pay_mana"
    d.resolve_all()
    assert len([c for c in d.state.battlefield if d.chars(c).controller == 0]) >= 4


def test_the_source_tapped_for_the_cost_is_not_counted_as_mana() -> None:
    """CR 602.2b, 601.2h: Blighted Woodland's {T} is part of the cost, so it can't also tap for
    {C}; three other lands can't pay {3}{G}: the ability isn't offered (with a fourth it is)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Blighted Woodland", "Forest", "Swamp", "Plains")
    s.library(0, "Forest", "Swamp")
    s.library(1, "Forest")
    d = Driver(s.build())
    assert _activations(d, d.find("Blighted Woodland")) == []
    s.battlefield(0, "Island")
    d = Driver(s.build())
    assert len(_activations(d, d.find("Blighted Woodland"))) == 1


def test_every_mana_ability_offered_leaves_the_whole_cost_payable() -> None:
    """No dead ends (CR 601.2h): whichever mana ability is chosen at each step, the payment and
    then the tap and sacrifice of Blighted Woodland complete."""
    d = _woodland_and_temple("Forest", "Swamp", "Plains")
    d.act(0, _activations(d, d.find("Blighted Woodland"))[0])
    pending = [d.game.clone()]
    finished = 0
    while pending:
        game = pending.pop()
        c = Driver(game)
        if c.decision.kind != "pay_mana":
            assert c.zone_of("Blighted Woodland") == "graveyard"
            finished += 1
            continue
        acts = c.game.legal_actions()
        assert acts, "a dead end"
        for act in acts:
            branch = Driver(c.game.clone())
            branch.act(0, act)
            pending.append(branch.game)
    assert finished > 1


def test_cycling_reveals_the_card_while_its_cost_is_paid() -> None:
    """CR 602.2a: an ability activated from a hidden zone reveals its card; cycling's discard
    is paid after the mana (601.2g–h), and meanwhile every player knows the card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island")
    s.hand(0, "Backslide")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest")
    d = Driver(s.build())
    card = d.find("Backslide")
    d.activate(0, card, pay=False)
    d.expect("pay_mana")
    assert d.state.objects[card].known_to == frozenset({0, 1})
    assert any(ev.kind == "reveal" and ev.obj == card for ev in d.state.log)
    assert card in {o.get("source") for o in d.game.view(1)["stack"]}
    d.pay()
    assert d.zone_of("Backslide") == "graveyard"


def _rites_with(*mine: str) -> Driver:
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, *mine)
    s.hand(0, "Eaten Alive")
    s.battlefield(1, "Glory Seeker")
    return Driver(s.build())


def test_a_creature_taps_for_mana_and_is_then_sacrificed_for_the_same_spell() -> None:
    """CR 601.2g–h, 118.3: mana abilities are activated before the costs are paid, and a tapped
    creature can still be sacrificed. Dawnhart Rejuvenator alone pays Eaten Alive's {B} and is
    then the creature sacrificed for its additional cost."""
    d = _rites_with("Dawnhart Rejuvenator")
    rejuvenator, seeker = d.find("Dawnhart Rejuvenator"), d.find("Glory Seeker")
    d.cast(0, "Eaten Alive", targets=[seeker], choices=[0], pay=False)
    d.expect("pay_mana")
    assert any(isinstance(a, ActivateManaAbility) and a.source == rejuvenator
               for a in d.game.legal_actions())
    d.mana(0, rejuvenator, "B")
    d.choose(rejuvenator)  # the creature to sacrifice: tapped, still there (CR 118.3)
    assert d.zone_of("Dawnhart Rejuvenator") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_automatic_payment_taps_the_creature_it_will_sacrifice() -> None:
    """CR 601.2g–h: the one-action payment finds the same line — the Rejuvenator's {B}, then the
    Rejuvenator sacrificed — and without a creature the spell is not offered at all."""
    d = _rites_with("Dawnhart Rejuvenator")
    rejuvenator, seeker = d.find("Dawnhart Rejuvenator"), d.find("Glory Seeker")
    d.cast(0, "Eaten Alive", targets=[seeker], choices=[0], pay=False)
    d.expect("pay_mana")
    d.act(0, PayAutomatically())
    assert d.state.objects[rejuvenator].tapped
    d.choose(rejuvenator)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert not any(str(a).startswith("cast") for a in _rites_with("Swamp").game.legal_actions())
