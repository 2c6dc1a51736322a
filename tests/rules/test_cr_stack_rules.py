"""What uses the stack and what doesn't (CR 113.9, 405.6), and what can be targeted (CR
115.2)."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_an_activated_ability_on_the_stack_isnt_a_spell_to_counter() -> None:
    """CR 113.9, 113.1c: with Stuffed Bear's ability on the stack and no spell there, player 1
    can't cast Dissipate ("Counter target spell"): it would have no legal target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Stuffed Bear", "Forest", "Forest")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    d.activate(0, "Stuffed Bear")
    assert len(d.state.stack) == 1
    d.pass_priority()
    assert d.expect("priority").player == 1
    assert CastSpell(d.find("Dissipate", "hand"), "normal") not in d.game.legal_actions()


def test_a_spell_on_the_stack_can_be_countered() -> None:
    """CR 113.9 (the contrast), 406.2: with Stuffed Bear cast as a spell, Dissipate counters
    it and exiles it: the card is put from the stack into the exile zone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest")
    s.hand(0, "Stuffed Bear")
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    bear = d.cast(0, "Stuffed Bear")
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[bear])
    d.resolve()
    assert d.zone_of("Stuffed Bear") == "exile"


def test_only_permanents_and_players_are_targets_of_any_target() -> None:
    """CR 115.2, 115.1a: as Shock is cast, its "any target" offers the creature on the
    battlefield and the players, not the creature card in a graveyard nor the card in
    exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.graveyard(1, "Glory Seeker")
    s.exile(1, "Ravenous Baloth")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock", "hand"), "normal"))
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {0, 1, d.find("Glory Seeker", "battlefield")}


def test_a_mana_ability_resolves_at_once_and_its_player_keeps_priority() -> None:
    """CR 405.6c, 113.4: player 0 taps a Mountain for {R} with priority: nothing goes on the stack,
    the mana is in their pool at once, and they still have priority."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    d = Driver(s.build())
    d.mana(0, "Mountain")
    assert d.state.stack == []
    assert d.state.players[0].mana_pool == {"R": 1}
    assert d.expect("priority").player == 0


def test_state_based_actions_dont_use_the_stack() -> None:
    """CR 405.6f, 117.2d, 704.3: Shock resolves and Glory Seeker, dealt lethal damage, is put into
    the graveyard before anyone gets priority, with nothing put on the stack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.stack == []
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.expect("priority").player == 0


def test_turn_based_actions_dont_use_the_stack() -> None:
    """CR 405.6e, 117.2c, 504.1: in player 0's draw step the card is drawn before anyone gets
    priority, with nothing on the stack."""
    s = Scenario(seed=1)
    s.library(0, "Forest", "Island")
    s.library(1, "Forest")
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    hand = len(d.state.players[0].hand)
    d.pass_until("draw", turn=3)
    assert d.state.stack == []
    assert len(d.state.players[0].hand) == hand + 1
    assert d.expect("priority").player == 0
