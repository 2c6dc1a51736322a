"""The attack declaration (CR 508.1): who is asked, what may attack, starting it over, and what
the declaration counts for "whenever you attack" (CR 508.3) and "each creature you attacked
with this turn", alone and with a team's shared turn (CR 805.10a).
"""

from __future__ import annotations

from manastack.decisions.actions import DeclareAttacker, FinishDeclaration, ResetDeclaration
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver


def _attack_options(d: Driver) -> set[int]:
    d.expect("declare_attackers")
    return {a.creature for a in d.game.legal_actions() if isinstance(a, DeclareAttacker)}


def test_a_phased_out_creature_cannot_attack() -> None:
    """CR 702.26b: a phased-out creature is treated as though it doesn't exist, so it isn't
    among the creatures that can attack (CR 508.1a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", phased_out=True)
    s.battlefield(0, "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    assert _attack_options(d) == {d.find("Elvish Warrior")}


def test_no_declaration_is_asked_for_when_no_creature_can_attack() -> None:
    """CR 508.1a, 508.8: with only a summoning-sick creature, the active player has no
    creature to choose: no declare-attackers decision is offered, and the combat goes on to
    its end step with no attack."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", sick=True)
    s.at("beginning_of_combat", active=0, turn=3)
    d = Driver(s.build())
    kinds = []
    while d.state.step is not Step.END_OF_COMBAT:
        kinds.append(d.decision.kind)
        d.pass_priority()
    assert "declare_attackers" not in kinds
    assert not any(e.kind == "attacks" for e in d.game.log)


def test_the_declaration_is_asked_for_and_can_be_started_over() -> None:
    """CR 508.1, 508.1a: the active player declares the attacking creatures one at a time,
    asked again after each, and may start the declaration over before finishing it: the
    creatures chosen so far are no longer chosen and can be chosen again; finishing then
    declares only the creatures chosen since."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.to_combat()
    decision = d.expect("declare_attackers")
    assert (decision.player, decision.prompt) == (0, "Declare attackers")
    assert ResetDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareAttacker(seeker, 1))
    decision = d.expect("declare_attackers")
    assert (decision.player, decision.prompt) == (0, "Declare attackers")
    assert _attack_options(d) == {warrior}
    assert ResetDeclaration() in d.game.legal_actions()
    d.act(0, ResetDeclaration())
    decision = d.expect("declare_attackers")
    assert (decision.player, decision.prompt) == (0, "Declare attackers")
    assert _attack_options(d) == {seeker, warrior}
    assert ResetDeclaration() not in d.game.legal_actions()
    d.act(0, DeclareAttacker(warrior, 1))
    d.act(0, FinishDeclaration())
    assert [e.obj for e in d.game.log if e.kind == "attacks"] == [warrior]
    assert d.state.objects[warrior].tapped and not d.state.objects[seeker].tapped


# Two-Headed Giant: players 0 and 1 against players 2 and 3.
THG = "two_headed_giant"


def _thg() -> Scenario:
    s = Scenario(format=THG, seed=1)
    for p in range(4):
        s.library(p, *["Forest"] * 10)
    return s


def test_each_player_of_the_attacking_team_attacks_with_their_own_creatures() -> None:
    """CR 805.10a, 508.3a: in a shared team turn, "whenever you attack with three or more
    creatures" counts the creatures its controller attacks with, not the teammate's. Player 0
    attacks with three creatures and player 1 with one: player 0's Overwhelming Instinct
    triggers, player 1's doesn't."""
    s = _thg()
    s.battlefield(0, "Overwhelming Instinct", "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Overwhelming Instinct", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack({**{a: 2 for a in d.ids("Glory Seeker")}, d.find("Elvish Warrior"): 3})
    triggered = [d.state.objects[x].controller for x in d.state.stack]
    assert triggered == [0]
    hands = [len(d.state.players[p].hand) for p in (0, 1)]
    d.resolve()
    assert [len(d.state.players[p].hand) for p in (0, 1)] == [hands[0] + 1, hands[1]]


def test_creatures_you_attacked_with_are_yours_not_your_teammates() -> None:
    """CR 805.10a, 601.2f: "costs {1} less for each creature you attacked with this turn"
    counts the creatures its caster attacked with. Player 0 attacks with one creature and
    teammate player 1 with two: Search Party Captain ({3}{W}) costs player 0 three mana."""
    s = _thg()
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Elvish Warrior")
    s.hand(0, "Search Party Captain")
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 2, **{a: 3 for a in d.ids("Elvish Warrior")}})
    d.pass_until("postcombat_main")
    d.cast(0, "Search Party Captain")
    assert sum(d.state.objects[p].tapped for p in d.ids("Plains")) == 3
