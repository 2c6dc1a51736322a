"""Geistflame Reservoir — {2}{R} Artifact.

Oracle: "Whenever you cast an instant or sorcery spell, put a charge counter on Geistflame
Reservoir. / {1}{R}, {T}, Remove any number of charge counters from Geistflame Reservoir: It
deals that much damage to any target. / {1}{R}, {T}: Exile the top card of your library. You
may play that card this turn."
Rulings covered: MID-RN-243, MID-RN-244.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Geistflame Reservoir")


@pytest.mark.ruling("MID-RN-243", "MID-OR-0392")
def test_the_counters_to_remove_are_chosen_and_removed_as_the_ability_is_activated() -> None:
    """Two Shocks cast put two charge counters on it; as its second ability is activated its
    controller chooses how many to remove (0 to 2), and both are gone before it resolves, for
    2 damage (CR 601.2b, 602.2b)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Geistflame Reservoir")
    s.hand(0, "Shock", "Shock")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    for sh in d.ids("Shock", "hand"):
        d.cast(0, sh, targets=[1])
        d.resolve()
        d.resolve()
    assert d.state.objects[res].counters == {"charge": 2}
    assert d.life(1) == 16
    d.act(0, ActivateAbility(res, 1))
    assert d.decision.kind == "x"
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == [0, 1, 2]
    d.choose(2)
    d.choose(1)
    d.pay()
    assert d.state.objects[res].counters == {}  # removed on activation
    d.resolve()
    assert d.life(1) == 14


@pytest.mark.ruling("MID-RN-244", "MID-OR-0393")
def test_exile_top_card_and_play_it_this_turn_only() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Geistflame Reservoir")
    s.library(0, "Shock", "Forest")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.act(0, ActivateAbility(res, 2))
    d.pay()
    d.resolve()
    shock = d.find("Shock", "exile")
    assert CastSpell(shock, "from_exile") in d.game.legal_actions()
    d.pass_until("upkeep", turn=4)
    assert d.ids("Shock", zone="exile")


@pytest.mark.ruling("MID-OR-0393")
def test_the_exiled_card_is_played_with_its_costs_and_timing() -> None:
    """Playing the exiled card follows the usual costs and timing (CR 601.1a, 601.2f, 305.1):
    with no mana left, the exiled Shock can't be cast; an exiled Forest can't be played while a
    spell is on the stack, and can once the stack is empty in its controller's main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Geistflame Reservoir")
    s.library(0, "Shock", "Forest")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 2))
    d.pay()
    d.resolve()
    shock = d.find("Shock", "exile")
    assert CastSpell(shock, "from_exile") not in d.game.legal_actions()  # {R} unpayable

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 4, "Geistflame Reservoir")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Shock")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 2))
    d.pay()
    d.resolve()  # the Reservoir's ability; Shock still waits on the stack
    forest = d.find("Forest", "exile")
    assert d.state.stack and PlayLand(forest) not in d.game.legal_actions()
    d.resolve_all()  # the charge counter trigger, then Shock
    assert not d.state.stack and PlayLand(forest) in d.game.legal_actions()
    d.act(0, PlayLand(forest))
    assert d.zone_of("Forest") == "battlefield"


def test_removing_one_of_two_counters_and_none_when_there_are_none() -> None:
    """CR 107.3, 118.3, 602.2b: "Remove any number of charge counters" is paid with the X
    announced, no more than there are: with two counters, X = 1 removes one (the Reservoir
    tapped for the {T} of the same cost) and deals 1;
    with none, 0 is the only X offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(0, "Geistflame Reservoir", counters={"charge": 2})
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.act(0, ActivateAbility(res, 1))
    d.choose(1)
    d.choose(1)
    d.pay()
    assert d.state.objects[res].counters == {"charge": 1}
    assert d.state.objects[res].tapped  # its {T} is paid too
    d.resolve()
    assert d.life(1) == 19
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Geistflame Reservoir")
    d = Driver(s.build())
    d.act(0, ActivateAbility(d.find("Geistflame Reservoir"), 1))
    assert [a.value for a in d.expect("x").actions] == [0]


def test_destroyed_in_response_it_still_deals_the_damage() -> None:
    """CR 113.7a, 608.2h: the ability exists apart from its source; the Reservoir destroyed in
    response, the ability still deals 2 damage (its last known information as the source)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(0, "Geistflame Reservoir", counters={"charge": 2})
    s.battlefield(1, "Forest", "Forest")
    s.hand(1, "Naturalize")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.act(0, ActivateAbility(res, 1))
    d.choose(2)
    d.choose(1)
    d.pay()
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[res])
    d.resolve()
    assert d.zone_of("Geistflame Reservoir") == "graveyard"
    d.resolve()
    assert d.life(1) == 18


def test_only_your_instant_and_sorcery_spells_add_a_counter() -> None:
    """"Whenever you cast an instant or sorcery spell": a creature spell adds none, nor does an
    opponent's instant."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Geistflame Reservoir")
    s.hand(0, "Sparksmith")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    res = d.find("Geistflame Reservoir")
    d.cast(0, "Sparksmith")
    assert len(d.state.stack) == 1
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    assert len(d.state.stack) == 1
    d.resolve_all()
    assert d.life(0) == 18
    assert not d.state.objects[res].counters.get("charge")
