"""Cryptic Gateway — {5} Artifact.

Oracle: "Tap two untapped creatures you control: You may put a creature card from your hand
that shares a creature type with each creature tapped this way onto the battlefield."
Rulings covered: ONS-FAQ-165, ONS-FAQ-166, ONS-FAQ-167.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cryptic Gateway")


def offered(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)} - {None}


@pytest.mark.ruling("ONS-FAQ-166", "ONS-FAQ-167", "ONS-OR-0190")
def test_card_must_share_a_type_with_each_tapped_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Screaming Seahawk", "Glory Seeker")
    s.hand(0, "Aven Brigadier", "Elvish Warrior", "Daru Cavalier")
    d = Driver(s.build())
    d.activate(0, "Cryptic Gateway",
               choices=[d.find("Screaming Seahawk"), d.find("Glory Seeker")])
    d.resolve()
    # A Bird and a Soldier were tapped: only the Bird Soldier shares a type with each.
    assert offered(d) == {d.find("Aven Brigadier", zone="hand")}
    d.choose(d.find("Aven Brigadier", zone="hand"))
    assert d.find("Aven Brigadier", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-165", "ONS-OR-0190")
def test_types_are_checked_as_it_resolves() -> None:
    """The Dreamer made a Human and Glory Seeker, a Human Soldier, share Human: Daru Cavalier,
    a Human too, shares it with both (ONS-OR-0190's first case; the Bird Soldier test is its
    second)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Mistform Dreamer", "Glory Seeker", "Island")
    s.hand(0, "Elvish Warrior", "Daru Cavalier")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, "Cryptic Gateway", choices=[dreamer, d.find("Glory Seeker")])
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Human")  # the Dreamer is a Human now, before the Gateway resolves
    d.resolve()
    assert offered(d) == {d.find("Daru Cavalier", zone="hand")}
    d.choose(None)
    assert d.find("Daru Cavalier", zone="hand")


def test_asked_even_with_no_creature_card_to_put() -> None:
    """CR 402.3: the hand is hidden. With no creature card in hand sharing a type with both
    tapped creatures, the Gateway's controller is still asked (only "none" to answer), so
    player 1 sees the same decision whatever the hand holds."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Screaming Seahawk", "Glory Seeker")
    s.hand(0, "Elvish Warrior", "Daru Cavalier")
    d = Driver(s.build())
    d.activate(0, "Cryptic Gateway",
               choices=[d.find("Screaming Seahawk"), d.find("Glory Seeker")])
    d.resolve()
    assert d.expect("choose_cards").player == 0 and d.game.legal_actions() == [Choose(None)]
    assert d.game.view(1)["decision"]["kind"] == "choose_cards"
    d.choose(None)
    assert len(d.state.players[0].hand) == 2 and d.decision.kind == "priority"


def test_a_tapped_creature_gone_before_it_resolves_counts_as_it_last_existed() -> None:
    """CR 608.2h: the effect needs information about the creatures tapped to pay its cost; one
    no longer on the battlefield gives its last known information. Elvish Warrior and
    Birchlore Rangers are tapped, the Rangers die in response: an Elf card still shares a
    type with each, so Elvish Vanguard may be put onto the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Elvish Warrior", "Birchlore Rangers", "Mountain")
    s.hand(0, "Elvish Vanguard", "Shock")
    d = Driver(s.build())
    rangers = d.find("Birchlore Rangers")
    d.activate(0, "Cryptic Gateway", choices=[d.find("Elvish Warrior"), rangers])
    d.cast(0, "Shock", targets=[rangers])
    d.resolve()
    assert d.zone_of("Birchlore Rangers") == "graveyard"
    d.resolve()
    vanguard = d.find("Elvish Vanguard", zone="hand")
    assert Choose(vanguard) in d.game.legal_actions()
    d.choose(vanguard)
    assert d.zone_of("Elvish Vanguard") == "battlefield"


def test_summoning_sick_creatures_pay_but_not_an_opponents() -> None:
    """CR 302.6: the cost has no {T}, so creatures that came under their controller's control
    this turn can be tapped for it; CR 602.2b: "you control" excludes the opponent's
    creatures, so with one creature of its own the Gateway can't be activated."""
    from manastack.decisions.actions import ActivateAbility
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway", "Glory Seeker")
    s.battlefield(1, "Daru Healer")
    d = Driver(s.build())
    gateway = d.find("Cryptic Gateway")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == gateway]
    s = Scenario(seed=1)
    s.battlefield(0, "Cryptic Gateway")
    s.battlefield(0, "Glory Seeker", "Daru Healer", sick=True)
    s.hand(0, "Daru Cavalier")
    d = Driver(s.build())
    d.activate(0, "Cryptic Gateway", choices=[d.find("Glory Seeker"), d.find("Daru Healer")])
    d.resolve()
    d.choose(d.find("Daru Cavalier", zone="hand"))
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.state.objects[d.find("Daru Healer")].tapped
