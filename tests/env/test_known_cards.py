"""Known cards in hidden zones, as the environments' observations show them.

CR 400.2   hands and libraries are hidden zones; a player still knows a card there they saw:
           its row is in their observation (``objects``, zone hand or library), in no other.
CR 400.7   a card that changes zone is a new object: a player who saw the move knows the new
           one, and the knowledge of a card seen leaving face down is gone.
CR 401.4, 701.20d  cards put back in an order one player chose are known there to that player.
CR 402.3   a hand is no pile: the cards of it another player knows are shown by card id.
CR 810.5   a Two-Headed Giant player sees their teammate's hand whole.
CR 701.20a, 701.20e  a revealed card is known to every player, a card looked at to the player
           who looked, while it stays where it is; the places of library cards from the top.
CR 701.24a after a shuffle nobody knows where any card of the library is.

Every observation is read from ``Game.view(player)`` only: in random games full of reveals
and looks, each card an observation shows is one its player may know, each they know is
shown, and a determinized sample of the game gives the same observation.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
from pettingzoo.test import api_test

from manastack.env import aec_env, determinize
from manastack.env.card_ids import card_id
from manastack.env.encoding import ACTION_FEATURES, NextPage
from manastack.env.observation import OBJECT_FEATURES, ZONES
from manastack.env.table import Table
from manastack.game import Game, IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.views import can_see

_O = {name: i for i, name in enumerate(OBJECT_FEATURES)}
_HAND, _LIBRARY = ZONES.index("hand"), ZONES.index("library")

KNOWING = (["Island"] * 12 + ["Swamp"] * 10 + ["Spy Network"] * 4 + ["Duress"] * 4
           + ["Blackmail"] * 4 + ["Fading Hope"] * 4 + ["Consider"] * 4
           + ["Organ Hoarder"] * 4 + ["Head Games"] * 2)
"""A deck that reveals hands, looks at libraries and puts creatures back in hands."""


def _id(name: str) -> int:
    from manastack.cards.database import database
    return card_id(database().get(name).key)


def _observe(game: Game, player: int) -> dict[str, np.ndarray]:
    """``player``'s observation of ``game`` (a scenario's), as the environments build it."""
    table = Table([["Island"]] * len(game.state.players))
    table.use(game)
    obs, _ = table.observe(player)
    assert table.space.contains(obs)
    return obs


def hand_rows(obs: dict[str, np.ndarray], seat: int) -> list[int]:
    """The card ids of the hand rows of relative ``seat``, in the observation's order."""
    o = obs["objects"]
    rows = (o[:, _O["present"]] == 1) & (o[:, _O["zone"]] == _HAND) & (o[:, _O["owner"]] == seat)
    return [int(c) for c in o[rows, _O["card_id"]]]


def library_rows(obs: dict[str, np.ndarray], seat: int) -> list[tuple[int, int]]:
    """(place from the top, card id) of the library rows of relative ``seat``."""
    o = obs["objects"]
    rows = (o[:, _O["present"]] == 1) & (o[:, _O["zone"]] == _LIBRARY) & (
        o[:, _O["owner"]] == seat)
    return [(int(r[_O["library_position"]]), int(r[_O["card_id"]])) for r in o[rows]]


def _spy_network(fetch: bool = False) -> Driver:
    """Three players; player 0 casts Spy Network on player 1 and puts their own top four
    cards back as Mountain, Swamp, Island, Forest."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Spy Network")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.hand(1, "Smother")
    s.library(1, "Krosan Tusker", "Island", "Swamp")
    if fetch:
        s.battlefield(1, "Polluted Delta")
    s.library(2, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Spy Network", targets=[1])
    d.resolve()
    for name in ("Mountain", "Swamp", "Island"):
        d.choose(d.find(name, zone="library", player=0))
    d.expect("priority")
    return d


def test_a_hand_and_a_top_card_looked_at_show_in_the_lookers_observation_only() -> None:
    """CR 701.20e, 400.2: Spy Network's caster (player 0) looks at player 1's hand and top
    card: player 0's observation has Smother in player 1's hand and Krosan Tusker on top of
    their library; player 2's has neither, and player 1's has their hand but not which card is
    on top of their own library."""
    d = _spy_network()
    smother, tusker = _id("Smother"), _id("Krosan Tusker")
    assert hand_rows(_observe(d.game, 0), 1) == [smother]
    assert library_rows(_observe(d.game, 0), 1) == [(1, tusker)]
    assert hand_rows(_observe(d.game, 2), 2) == [] and library_rows(_observe(d.game, 2), 2) == []
    assert hand_rows(_observe(d.game, 1), 0) == [smother]
    assert library_rows(_observe(d.game, 1), 0) == []


def test_cards_put_back_in_an_order_chosen_show_in_their_places_to_that_player_only() -> None:
    """CR 401.4, 701.20e: Spy Network's caster puts their top four cards back in the order they
    choose: their observation shows each with its place from the top, and each moves up a
    place when they draw the top card (CR 121.1); the other players' observations show none."""
    d = _spy_network()
    order = [_id(n) for n in ("Mountain", "Swamp", "Island", "Forest")]
    assert library_rows(_observe(d.game, 0), 0) == list(zip((1, 2, 3, 4), order, strict=True))
    for viewer in (1, 2):
        assert library_rows(_observe(d.game, viewer), (0 - viewer) % 3) == []
    d.pass_until("draw", turn=6)  # player 0's next turn: the Mountain is drawn
    d.pass_priority()
    d.expect("priority")
    d.pass_until("precombat_main", turn=6)
    assert library_rows(_observe(d.game, 0), 0) == list(zip((1, 2, 3), order[1:], strict=True))
    assert _id("Mountain") in hand_rows(_observe(d.game, 0), 0)


def test_a_card_known_on_top_is_known_in_the_hand_it_is_drawn_into() -> None:
    """CR 400.7: player 0 knew Krosan Tusker on top of player 1's library and sees it drawn:
    it is known in that hand now (and no longer in the library); player 2 knows nothing of it."""
    d = _spy_network()
    d.pass_until("precombat_main", turn=4)
    obs = _observe(d.game, 0)
    assert sorted(hand_rows(obs, 1)) == sorted([_id("Smother"), _id("Krosan Tusker")])
    assert hand_rows(obs, 1) == sorted(hand_rows(obs, 1))  # no order (CR 402.3)
    assert library_rows(obs, 1) == []
    assert hand_rows(_observe(d.game, 2), 2) == []


def test_a_shuffle_ends_the_knowledge_of_a_library_card() -> None:
    """CR 701.24a: player 1 sacrifices Polluted Delta to search their library and shuffles
    it: player 0 no longer knows where Krosan Tusker is, and their observation shows no card
    of that library; while searching, player 1's action rows name each card they may take."""
    d = _spy_network(fetch=True)
    assert library_rows(_observe(d.game, 0), 1) == [(1, _id("Krosan Tusker"))]
    d.pass_priority()
    d.activate(1, "Polluted Delta")
    d.resolve()
    d.expect("search")
    obs = _observe(d.game, 1)
    rows = obs["actions"][obs["action_mask"] == 1]
    named = sorted(int(c) for c in rows[:, ACTION_FEATURES.index("card_id")])
    assert named == sorted([0, _id("Island"), _id("Swamp")])  # 0: find nothing
    d.choose(d.find("Swamp", zone="library", player=1))
    d.expect("priority")
    assert d.zone_of("Krosan Tusker") == "library"
    assert library_rows(_observe(d.game, 0), 1) == []


def test_a_revealed_hand_shows_to_all_until_a_card_leaves_it_face_down() -> None:
    """CR 701.20a, 402.3, 400.7: Duress reveals player 1's hand: while player 0 chooses, the
    action row names the card offered (Shock, the only noncreature, nonland card), which has no
    row of its own; after it, player 0's observation shows the cards left. When player 1 casts Daru Lancer face down from that hand, player 0 can't tell
    which card went: their observation shows no card of it any more."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp")
    s.hand(0, "Duress")
    s.library(0, "Swamp", "Swamp")
    s.hand(1, "Krosan Tusker", "Daru Lancer", "Island", "Shock")
    s.battlefield(1, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    d.cast(0, "Duress", targets=[1])
    d.resolve()
    d.expect("choose_cards")
    obs = _observe(d.game, 0)
    rows = obs["actions"][obs["action_mask"] == 1]
    assert [int(c) for c in rows[:, ACTION_FEATURES.index("card_id")]] == [_id("Shock")]
    d.choose(d.find("Shock", zone="hand"))
    expected = sorted(_id(n) for n in ("Krosan Tusker", "Daru Lancer", "Island"))
    assert hand_rows(_observe(d.game, 0), 1) == expected
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Daru Lancer", method="face_down")
    assert hand_rows(_observe(d.game, 0), 1) == []


def test_a_teammates_hand_shows_whole_and_the_opponents_hands_not_at_all() -> None:
    """CR 810.5: in Two-Headed Giant a player may look at their teammate's hand: player 0's
    observation has player 1's hand whole (their own cards beside it), and nothing of the
    hands of players 2 and 3, which they have not seen."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.hand(0, "Island")
    s.hand(1, "Smother", "Shock")
    s.hand(2, "Duress")
    s.hand(3, "Krosan Tusker")
    d = Driver(s.build())
    obs = _observe(d.game, 0)
    assert hand_rows(obs, 0) == [_id("Island")]
    assert sorted(hand_rows(obs, 1)) == sorted([_id("Smother"), _id("Shock")])
    assert hand_rows(obs, 2) == [] and hand_rows(obs, 3) == []
    assert hand_rows(_observe(d.game, 2), 1) == [_id("Krosan Tusker")]


# -- random games ---------------------------------------------------------------------------------
def _check_against_the_game(game: Game, player: int, obs: dict[str, np.ndarray]) -> Counter:
    """Each library row is the card at that place, one ``player`` may know (``can_see``, what
    the views show); the hand rows of each other player are the cards of that hand they may
    know, all of them. Returns the rows counted by kind."""
    g = game.state
    n = len(g.players)
    o = obs["objects"]
    seen: Counter = Counter()
    for r in o[(o[:, _O["present"]] == 1) & (o[:, _O["zone"]] == _LIBRARY)]:
        owner = (player + int(r[_O["owner"]])) % n
        place = int(r[_O["library_position"]])
        assert place >= 1
        oid = g.players[owner].library[place - 1]
        assert can_see(game, player, oid)
        assert card_id(g.objects[oid].card_key) == r[_O["card_id"]]
        seen["own library" if owner == player else "other library"] += 1
    for q in range(n):
        if q == player:
            continue
        rel = (q - player) % n
        knows = Counter(card_id(g.objects[c].card_key) for c in g.players[q].hand
                        if can_see(game, player, c))
        assert Counter(hand_rows(obs, rel)) == knows
        seen["other hand"] += sum(knows.values())
    return seen


def test_no_observation_shows_a_card_its_players_view_hides_in_random_games() -> None:
    """Random games of decks that reveal hands and look at libraries (Duress, Blackmail, Spy
    Network, Head Games, Consider, Organ Hoarder, Fading Hope): at every decision, every
    player's observation shows exactly the cards of hidden zones the player may know, each
    library card in its place; and at every fifth decision the observation of a determinized
    sample (every card the player may not know redrawn) is the same as the game's, action
    mask and action rows included."""
    seen: Counter = Counter()
    for seed, decks in ((1, [KNOWING, KNOWING]), (2, [KNOWING, "mid_ub", KNOWING])):
        env = aec_env(decks=decks, max_decisions=250)
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for step, _agent in enumerate(env.agent_iter()):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            game = env.game
            for p in range(len(decks)):
                mine, _ = env.table.observe(p)
                assert env.table.space.contains(mine)
                seen += _check_against_the_game(game, p, mine)
                if step % 5 == 0:
                    sample = Table(decks)
                    sample.use(determinize(game, p, seed * 10_000 + step), env.table.in_sequence)
                    other, _ = sample.observe(p)
                    for key in mine:
                        assert (mine[key] == other[key]).all(), (seed, step, p, key)
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert min(seen["own library"], seen["other library"], seen["other hand"]) > 10, seen


def test_the_mask_stays_exact_and_the_api_test_passes_with_reveals_and_looks() -> None:
    """In random games of the revealing deck, every masked-in action (Duress's card, the
    order of cards put back, a search) is accepted by a copy of the game; PettingZoo's
    api_test passes on it."""
    rng = np.random.default_rng(3)
    tried = 0
    env = aec_env(decks=[KNOWING, KNOWING], max_decisions=200)
    env.reset(seed=4)
    for _agent in env.agent_iter():
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.step(None)
            continue
        game, d = env.game, env.game.decision
        shown = env.table.shown()
        assert int(obs["action_mask"].sum()) == len(shown) > 0
        for a in shown:
            if isinstance(a, NextPage):
                continue
            copy = game.clone()
            try:
                copy.apply(d.player, a)
            except IllegalActionError as e:  # pragma: no cover - the failure shown
                raise AssertionError(f"masked-in {a} was refused: {e}") from e
            tried += 1
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert tried > 100
    api_test(aec_env(decks=[KNOWING, KNOWING], seed=5, max_decisions=200), num_cycles=60)
