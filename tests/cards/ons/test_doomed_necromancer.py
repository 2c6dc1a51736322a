"""Doomed Necromancer — {2}{B} Creature — Human Cleric Mercenary 2/2.

Oracle: "{B}, {T}, Sacrifice Doomed Necromancer: Return target creature card from your
graveyard to the battlefield."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, DeclareAttacker
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Doomed Necromancer")


def test_returns_a_creature_card_from_your_graveyard() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    s.graveyard(0, "Gluttonous Zombie", "Shock")
    s.graveyard(1, "Severed Legion")
    d = Driver(s.build())
    dec_targets: list[object] = []
    d.activate(0, "Doomed Necromancer", pay=False)
    dec_targets = [a.value for a in d.decision.actions]
    assert d.find("Severed Legion", zone="graveyard") not in dec_targets  # yours only
    assert d.find("Shock", zone="graveyard") not in dec_targets
    d.choose(d.find("Gluttonous Zombie", zone="graveyard"))
    d.pay()
    assert d.ids("Doomed Necromancer", zone="graveyard")
    d.resolve()
    z = d.find("Gluttonous Zombie", zone="battlefield")
    assert d.chars(z).controller == 0


def test_needs_to_be_untapped_and_a_target() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    d = Driver(s.build())
    nec = d.find("Doomed Necromancer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == nec]


@pytest.mark.ruling("ONS-OR-0106")
def test_it_cant_target_itself() -> None:
    """Official ruling: "Because targets are chosen before costs are paid, Doomed Necromancer
    can't be the target of its own ability." (CR 601.2c before 601.2h, via 602.2b)

    With no creature card in your graveyard, the ability can't be activated even though
    sacrificing the Necromancer would put one there; with one, the Necromancer isn't among the
    targets and the chosen card returns while the Necromancer stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    nec = d.find("Doomed Necromancer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == nec]

    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    s.graveyard(0, "Gluttonous Zombie")
    d = Driver(s.build())
    nec = d.find("Doomed Necromancer")
    d.activate(0, nec, pay=False)
    d.expect("target")
    assert [a.value for a in d.decision.actions] == [d.find("Gluttonous Zombie")]
    d.choose(d.find("Gluttonous Zombie"))
    d.pay()
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Doomed Necromancer") == "graveyard"


def test_target_exiled_in_response_nothing_returns_and_the_necromancer_stays_gone() -> None:
    """CR 608.2b, 602.2: the opponent exiles the targeted card with Fade from Memory; the
    ability doesn't resolve, nothing returns, and the Necromancer (sacrificed as a cost)
    stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer")
    s.graveyard(0, "Gluttonous Zombie")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.activate(0, "Doomed Necromancer", targets=[zombie])
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[zombie])
    d.resolve_all()
    assert d.zone_of("Gluttonous Zombie") == "exile"
    assert d.zone_of("Doomed Necromancer") == "graveyard"
    assert not d.ids("Gluttonous Zombie", zone="battlefield") and not d.state.stack


def test_summoning_sick_it_cant_activate() -> None:
    """CR 302.6: {T} is in the cost, so the Necromancer can't activate it the turn it came
    under its controller's control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Doomed Necromancer", sick=True)
    s.graveyard(0, "Gluttonous Zombie")
    d = Driver(s.build())
    nec = d.find("Doomed Necromancer")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == nec]


def test_a_returned_creature_is_a_new_object_with_summoning_sickness() -> None:
    """CR 400.7, 302.6: the returned Elvish Warrior entered this turn: it can't attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Doomed Necromancer", "Glory Seeker")
    s.graveyard(0, "Elvish Warrior")
    s.library(1, "Swamp")
    d = Driver(s.build())
    d.activate(0, "Doomed Necromancer", targets=[d.find("Elvish Warrior")])
    d.resolve()
    warrior = d.find("Elvish Warrior", zone="battlefield")
    assert not d.state.objects[warrior].tapped
    d.to_combat()
    attackers = {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}
    assert attackers == {d.find("Glory Seeker")}
