"""The search player (``--ai search``, ``manastack.agents.search``): legal choices, lethal
attacks found, losing attacks avoided, replayable choices, and choices that depend on the
player's view alone (hidden cards, CR 401.2, 402.3, are never looked at)."""

from __future__ import annotations

from manastack.agents import POLICY_NAMES, make_policy
from manastack.agents.heuristic import HeuristicPolicy
from manastack.agents.search import SearchPolicy
from manastack.decisions.actions import (
    CastSpell,
    DeclareAttacker,
    FinishDeclaration,
    PayAutomatically,
)
from manastack.decisions.policies import play_out
from manastack.formats.deck_choice import load_deck
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

LIBRARY = ("Mountain", "Plains", "Glory Seeker", "Mountain", "Plains", "Shock") * 2


def small(seed: int = 1) -> SearchPolicy:
    return SearchPolicy(seed, playouts=8)


def legal_choice(game: Game, policy: SearchPolicy | None = None) -> None:
    """The policy's answer is one of the legal actions, and the game takes it."""
    d = game.decision
    assert d is not None
    acts = game.legal_actions()
    a = (policy or small()).choose(game, d.player, acts)
    assert a in acts
    game.apply(d.player, a)


def base(s: Scenario) -> Scenario:
    for p in (0, 1):
        s.library(p, *LIBRARY)
    return s


def test_registered_by_name() -> None:
    assert "search" in POLICY_NAMES
    assert isinstance(make_policy("search", 3), SearchPolicy)


def test_legal_in_the_main_phase_with_lands_and_spells() -> None:
    s = base(Scenario(seed=1))
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.battlefield(1, "Goblin Sky Raider")
    s.hand(0, "Shock", "Mountain", "Goblin Sky Raider")
    game = s.build()
    for _ in range(6):  # the land, a spell, its target, its payment...
        legal_choice(game)


def test_legal_when_choosing_a_target() -> None:
    s = base(Scenario(seed=2))
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Goblin Sky Raider", "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    assert d.decision.kind == "target"
    legal_choice(d.game)


def test_legal_when_blocking_and_at_instant_speed() -> None:
    s = base(Scenario(seed=3))
    s.battlefield(0, "Glory Seeker", "Barkhide Mauler")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Barkhide Mauler")])
    policy = small()
    for _ in range(40):  # through blocks and the opponent's priority with Shock in hand
        if d.game.is_over or d.game.state.turn > 3:
            break
        legal_choice(d.game, policy)
    assert d.game.state.turn > 3 or d.game.is_over


def test_legal_at_a_three_player_table() -> None:
    s = Scenario(players=3, seed=4)
    for p in range(3):
        s.library(p, *LIBRARY)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.battlefield(1, "Barkhide Mauler")
    s.battlefield(2, "Goblin Sky Raider")
    s.hand(0, "Shock")
    game = s.build()
    for _ in range(10):
        legal_choice(game)


def test_mana_payment_and_single_options_are_not_searched() -> None:
    s = base(Scenario(seed=5, auto_pay=True))
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Shock")))
    d.choose(d.find("Glory Seeker"))
    assert d.decision.kind == "pay_mana"
    policy = small()
    assert policy.choose(d.game, 0, d.game.legal_actions()) == PayAutomatically()
    only = [FinishDeclaration()]
    assert policy.choose(d.game, 0, only) is only[0]
    assert policy.searches == 0 and policy.playouts_run == 0


def declaration(game: Game, policy: SearchPolicy) -> set[DeclareAttacker]:
    """Let ``policy`` declare the active player's attackers; those declared."""
    made = set()
    while game.decision is not None and game.decision.kind == "declare_attackers":
        a = policy.choose(game, 0, game.legal_actions())
        game.apply(0, a)
        if isinstance(a, DeclareAttacker):
            made.add(a)
    return made


def test_takes_a_lethal_attack_the_heuristic_player_misses() -> None:
    """Three 2/2s against a 4/4 and 4 life: the 4/4 blocks one, the others deal 4 (CR
    510.1, 704.5a); the heuristic player attacks with none, each being eaten by the 4/4."""
    s = base(Scenario(seed=6))
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler")
    s.life(1, 4)
    d = Driver(s.build())
    d.to_combat()
    assert HeuristicPolicy(1).choose(d.game, 0, d.game.legal_actions()) == FinishDeclaration()
    made = declaration(d.game, small())
    assert {a.creature for a in made} == set(d.ids("Glory Seeker", zone="battlefield"))
    play_out(d.game, [small(), HeuristicPolicy(2)], max_decisions=60)
    assert d.game.is_over and d.game.winners == (0,)


def test_does_not_attack_into_a_losing_block() -> None:
    """A 2/2 against an untapped 4/4: the heuristic player keeps it home, and so does the
    search player."""
    s = base(Scenario(seed=7))
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Barkhide Mauler")
    d = Driver(s.build())
    d.to_combat()
    assert HeuristicPolicy(1).choose(d.game, 0, d.game.legal_actions()) == FinishDeclaration()
    assert declaration(d.game, small()) == set()


def _main_phase(seed: int) -> Game:
    s = base(Scenario(seed=seed))
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker")
    s.battlefield(1, "Glory Seeker", "Goblin Sky Raider")
    s.hand(0, "Shock", "Mountain", "Goblin Sky Raider", "Barkhide Mauler")
    s.hand(1, "Shock", "Plains")
    return s.build()


def test_the_same_seed_makes_the_same_choices() -> None:
    a, b = _main_phase(8), _main_phase(8)
    pa, pb = SearchPolicy(5, playouts=12), SearchPolicy(5, playouts=12)
    pa.trace, pb.trace = [], []
    for _ in range(8):
        if a.is_over:
            break
        d = a.decision
        assert d is not None
        x = pa.choose(a, d.player, a.legal_actions())
        y = pb.choose(b, d.player, b.legal_actions())
        assert x == y
        a.apply(d.player, x)
        b.apply(d.player, y)
    assert pa.trace == pb.trace and pa.searches > 0


def _hidden(hand: tuple[str, ...], library: tuple[str, ...]) -> Game:
    """Player 1 holds ``hand`` over ``library``; all else is the same."""
    s = Scenario(seed=9)
    s.library(0, *LIBRARY)
    s.battlefield(0, "Mountain", "Mountain", "Glory Seeker", "Glory Seeker")
    s.hand(0, "Shock", "Goblin Sky Raider")
    s.battlefield(1, "Mountain", "Plains", "Goblin Sky Raider")
    s.hand(1, *hand)
    s.library(1, *library)
    return s.build()


def test_the_choice_depends_only_on_what_the_player_may_see() -> None:
    """Player 1's hidden cards (hand and library, CR 401.2, 402.3) are the same cards in two
    games but in different places: player 0's view is the same, and so are the search
    player's choices and every playout's score."""
    cards = ("Shock", "Shock", "Barkhide Mauler", "Glory Seeker", "Plains", "Mountain",
             "Daru Lancer", "Mountain", "Plains", "Glory Seeker")
    one = _hidden(cards[:2], cards[2:])
    two = _hidden(cards[-2:], cards[:-2])
    hands = [[g.state.objects[o].card_key for o in g.state.players[1].hand] for g in (one, two)]
    assert sorted(hands[0]) != sorted(hands[1])
    for _ in range(12):  # the main phase's choices, then the attack
        assert one.view(0) == two.view(0)
        d = one.decision
        assert d is not None and d.player == 0
        pa, pb = SearchPolicy(11, playouts=12), SearchPolicy(11, playouts=12)
        pa.trace, pb.trace = [], []
        x = pa.choose(one, 0, one.legal_actions())
        y = pb.choose(two, 0, two.legal_actions())
        assert x == y and pa.trace == pb.trace
        one.apply(0, x)
        two.apply(0, y)
        if one.decision is None or one.decision.player != 0:
            break


def test_a_whole_game_against_the_heuristic_player_finishes() -> None:
    game = Game.new([load_deck("mid_gw"), load_deck("mid_ub")], seed=3, auto_pay=True)
    search = SearchPolicy(1, playouts=3, turns=1)
    play_out(game, [search, HeuristicPolicy(2)], max_decisions=5000)
    assert game.is_over and search.searches > 0


def test_a_time_budget_still_answers_legally() -> None:
    game = _main_phase(10)
    legal_choice(game, SearchPolicy(1, playouts=10_000, seconds=1e-6))


def test_bad_budgets_are_refused() -> None:
    import pytest
    with pytest.raises(ValueError, match="playouts"):
        SearchPolicy(playouts=0)
    with pytest.raises(ValueError, match="seconds"):
        SearchPolicy(seconds=0)
