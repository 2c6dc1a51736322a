"""The simple policies that choose actions (``manastack.decisions.policies``): first legal,
scripted (strict), the uniform policy of the benchmark, and ``play_out``, which plays a game
with them. The seeded random policy is pinned down by the seeded games (tests/games)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from manastack.decisions.actions import (
    Action,
    ActivateManaAbility,
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PayAutomatically,
    PlayLand,
    ResetDeclaration,
)
from manastack.decisions.policies import (
    POLICIES,
    FirstLegalPolicy,
    Policy,
    RandomPolicy,
    ScriptedPolicy,
    ScriptError,
    UniformPolicy,
    play_out,
)
from manastack.game import Choose, Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _game() -> Game:
    return Game.new([["Forest"] * 20] * 2, seed=3)


def test_the_first_legal_policy_takes_the_first_action_listed() -> None:
    g = _game()
    acts = g.legal_actions()
    assert FirstLegalPolicy().choose(g, 1, acts) is acts[0]
    assert POLICIES == {"random": RandomPolicy, "first": FirstLegalPolicy}
    assert all(cls.name == key for key, cls in POLICIES.items())
    assert (Policy.name, ScriptedPolicy.name) == ("policy", "scripted")
    with pytest.raises(NotImplementedError):
        Policy().choose(g, 1, acts)


def test_a_scripted_policy_plays_its_actions_in_order_and_fails_on_any_mismatch() -> None:
    g = _game()
    d = g.decision
    assert d is not None and d.kind == "first_player"
    script = ScriptedPolicy([Choose(d.player), Choose(5)])
    assert script.choose(g, d.player, g.legal_actions()) == Choose(d.player)
    with pytest.raises(ScriptError, match=r"^scripted action .*5.* is not legal; legal: \[.+\]$"):
        script.choose(g, d.player, g.legal_actions())
    with pytest.raises(ScriptError, match=r"^the script has no answer for .*first_player"):
        script.choose(g, d.player, g.legal_actions())


def test_the_random_policy_s_seed_is_zero_unless_given() -> None:
    """The same seed, the same game: a random policy made without a seed plays as one seeded
    with 0, not as one seeded with 1."""
    histories = []
    for policies in ([RandomPolicy(), RandomPolicy()], [RandomPolicy(0), RandomPolicy(0)],
                     [RandomPolicy(1), RandomPolicy(1)]):
        g = _game()
        play_out(g, list(policies), max_decisions=60)
        histories.append(g.history)
    assert histories[0] == histories[1] != histories[2]


def test_play_out_stops_at_the_limit_or_when_the_game_is_over() -> None:
    g = _game()
    assert play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()], max_decisions=3) == 3
    assert len(g.history) == 3 and not g.is_over
    n = play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()])
    assert g.is_over and len(g.history) == 3 + n
    assert play_out(g, [FirstLegalPolicy(), FirstLegalPolicy()]) == 0


def _main_phase(hand: tuple[str, ...]) -> Driver:
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Forest", "Plains")
    s.hand(0, *hand)
    return Driver(s.build())


def _choices(policy: Callable[[int], Policy], d: Driver, seeds: int = 300,
             player: int = 0) -> Counter[type]:
    """The kinds of action the policy seeded 0, 1, ... chooses at the pending decision."""
    acts = d.game.legal_actions()
    return Counter(type(policy(seed).choose(d.game, player, list(acts)))
                   for seed in range(seeds))


def test_the_uniform_policy_draws_passing_as_often_as_the_other_actions() -> None:
    """In a main phase with a land and a castable creature in hand (CR 117.1a, 305.1), the
    uniform policy chooses among passing, playing the land and casting the spell alike, never
    among the lands' mana abilities (CR 605.3a): their mana, unspent, would empty at the end of
    the step (CR 106.4, 500.4). The seeded random policy passes at least half of the time."""
    d = _main_phase(("Glory Seeker", "Forest"))
    d.expect("priority")
    acts = d.game.legal_actions()
    assert any(isinstance(a, ActivateManaAbility) for a in acts)
    uniform = _choices(UniformPolicy, d)
    assert set(uniform) == {PassPriority, PlayLand, CastSpell}
    assert all(60 <= n <= 140 for n in uniform.values()), uniform
    assert _choices(RandomPolicy, d)[PassPriority] >= 150


def test_the_uniform_policy_pays_automatically() -> None:
    """A payment is made with ``PayAutomatically`` (one decision, CR 601.2g-h), here beside
    the one mana ability that could pay it."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Forest")
    s.hand(0, "Birchlore Rangers")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Birchlore Rangers")))
    d.expect("pay_mana")
    assert len(d.game.legal_actions()) == 2
    assert _choices(UniformPolicy, d) == Counter({PayAutomatically: 300})


def test_the_uniform_policy_declares_creature_by_creature_never_starting_again() -> None:
    """Declaring attackers one at a time (CR 508.1a), the policy chooses among the creatures
    left and finishing, never among starting the declaration over; with one creature, between
    attacking with it and not."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    assert len(d.game.legal_actions()) == 3
    first = _choices(UniformPolicy, d)
    assert set(first) == {DeclareAttacker, FinishDeclaration}
    assert 70 <= first[FinishDeclaration] <= 130, first  # one of three actions
    d.act(0, DeclareAttacker(d.find("Glory Seeker"), 1))
    d.expect("declare_attackers")
    assert ResetDeclaration() in d.game.legal_actions()
    assert set(_choices(UniformPolicy, d)) == {DeclareAttacker, FinishDeclaration}
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    d.to_combat()
    assert set(_choices(UniformPolicy, d)) == {DeclareAttacker, FinishDeclaration}


def test_a_single_legal_action_draws_nothing_from_the_uniform_policy_s_generator() -> None:
    """Answering a decision with one legal action leaves the generator as it was: the next
    choices are those of a policy with the same seed that never answered it."""
    s = Scenario(seed=1, auto_pay=True)
    s.battlefield(0, "Forest")
    d = Driver(s.build())
    only: list[Action] = [PassPriority()]
    for seed in range(20):
        used, fresh = UniformPolicy(seed), UniformPolicy(seed)
        assert used.choose(d.game, 0, only) == PassPriority()
        assert used.rng.state == fresh.rng.state


def test_the_uniform_policy_passes_rather_than_tap_its_only_land() -> None:
    """Two actions, passing and the one land's mana ability: the uniform policy passes every
    time, the mana having nothing to be spent on (CR 106.4, 500.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest")
    d = Driver(s.build())
    d.expect("priority")
    assert d.game.legal_actions() == [PassPriority(), ActivateManaAbility(d.find("Forest"), 0, "G")]
    assert _choices(UniformPolicy, d) == Counter({PassPriority: 300})


def test_the_uniform_policy_never_starts_a_block_declaration_again() -> None:
    """Declaring blockers one at a time (CR 509.1a), with one blocker declared and another
    creature left to declare, the policy chooses among declaring it and finishing, never
    among starting the declaration over."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    attacker = d.find("Glory Seeker", player=0)
    d.act(0, DeclareAttacker(attacker, 1))
    d.act(0, FinishDeclaration())
    while d.decision.kind != "declare_blockers":
        d.act(d.decision.player, PassPriority())
    d.act(1, DeclareBlocker(d.find("Glory Seeker", player=1), attacker))
    d.expect("declare_blockers")
    assert ResetDeclaration() in d.game.legal_actions()
    assert set(_choices(UniformPolicy, d, player=1)) == {DeclareBlocker, FinishDeclaration}


def test_the_uniform_policy_plays_a_game_to_its_end_like_any_policy() -> None:
    g = _game()
    n = play_out(g, [UniformPolicy(1), UniformPolicy(2)])
    assert g.is_over and n == len(g.history)
    assert UniformPolicy.name == "uniform"


def test_the_answer_for_a_player_who_left_declares_no_attacker_or_blocker() -> None:
    """CR 800.4a, 508.1, 509.1: a declaration asked of a player who has left is answered with
    no attackers or blockers: the declaration reset once one is begun, else finished; another
    decision with "done" or passing takes that, else its first answer."""
    from manastack.decisions.actions import DeclareBlocker, FinishDeclaration, ResetDeclaration
    from manastack.decisions.policies import absent_answer
    from manastack.scenario import Scenario
    from manastack.testing import Driver
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Nosy Goblin", "Daru Lancer")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    while d.decision.kind != "declare_attackers":
        d.pass_priority()
    legal = d.game.legal_actions()
    assert legal[0] != FinishDeclaration()
    assert absent_answer(d.decision, legal) == FinishDeclaration()
    d.attack([seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    legal = d.game.legal_actions()
    assert absent_answer(d.decision, legal) == FinishDeclaration()
    d.act(1, DeclareBlocker(d.find("Nosy Goblin"), seeker))
    legal = d.game.legal_actions()
    assert ResetDeclaration() in legal and FinishDeclaration() in legal
    assert absent_answer(d.decision, legal) == ResetDeclaration()
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.hand(1, "Shock", "Pacifism")
    d = Driver(s.build())
    d.mana(0, "Swamp")
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    legal = d.game.legal_actions()
    assert len(legal) > 1 and Choose(None) not in legal and PassPriority() not in legal
    assert absent_answer(d.decision, legal) == legal[0]
