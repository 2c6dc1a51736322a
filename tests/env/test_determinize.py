"""Determinization samples only what the player can't see and keeps what they can."""

from __future__ import annotations

from collections import Counter

from manastack.agents import make_policy
from manastack.decisions.policies import play_out
from manastack.env.determinize import determinize, hidden_objects
from manastack.formats.deck_choice import load_deck
from manastack.game import Game


def _midgame(seed: int) -> Game:
    game = Game.new([load_deck("mid_gw"), load_deck("mid_ub")], seed=seed)
    play_out(game, [make_policy("random", seed * 16 + i) for i in range(2)], max_decisions=250)
    return game


def test_the_sample_keeps_the_players_view_and_redraws_only_hidden_cards() -> None:
    for seed in (1, 2):
        game = _midgame(seed)
        for player in (0, 1):
            hidden = hidden_objects(game, player)
            sample = determinize(game, player, seed=seed + 100)
            assert sample.view(player) == game.view(player)
            changed = 0
            for _owner, oids in hidden.items():
                real = Counter(game.state.objects[o].card_key for o in oids)
                drawn = Counter(sample.state.objects[o].card_key for o in oids)
                assert drawn == real  # drawn from what the player can't see, nothing else
                changed += sum(game.state.objects[o].card_key !=
                               sample.state.objects[o].card_key for o in oids)
            assert changed > 0
            visible = set(game.state.objects) - {o for v in hidden.values() for o in v}
            assert all(sample.state.objects[o].card_key == game.state.objects[o].card_key
                       for o in visible)
            # the opponent's hand is hidden but for the cards the player knows there (seen
            # returned to it, revealed, looked at: rules.known_cards), which keep their identity
            opponent_hand = game.state.players[1 - player].hand
            unknown = {c for c in opponent_hand if player not in game.state.objects[c].known_to}
            assert unknown <= set(hidden.get(1 - player, ()))
            assert not set(opponent_hand) - unknown & set(hidden.get(1 - player, ()))
            assert not set(game.state.players[player].hand) & set(hidden.get(player, ()))


def test_samples_differ_by_seed_and_the_sample_plays_on_without_touching_the_game() -> None:
    game = _midgame(3)
    before = game.fingerprint()
    a, b = determinize(game, 0, seed=1), determinize(game, 0, seed=2)
    hands = [[s.state.objects[o].card_key for o in s.state.players[1].hand] for s in (a, b)]
    libraries = [[s.state.objects[o].card_key for o in s.state.players[0].library]
                 for s in (a, b)]
    assert hands[0] != hands[1] or libraries[0] != libraries[1]
    play_out(a, [make_policy("random", i) for i in range(2)], max_decisions=200)
    assert game.fingerprint() == before


def test_where_the_hidden_cards_lie_does_not_steer_the_sample() -> None:
    """Two games whose hidden cards are the same but lie in other hidden places (the
    opponent's hand and library) give the same sample for the same seed: the sample depends
    on what the player may see and on the multiset of hidden cards, not on where they are."""
    from manastack.scenario import Scenario

    cards = ("Shock", "Barkhide Mauler", "Glory Seeker", "Plains", "Mountain", "Daru Lancer",
             "Mountain", "Glory Seeker")

    def build(hand: tuple[str, ...], library: tuple[str, ...]) -> Game:
        s = Scenario(seed=3)
        s.library(0, "Mountain", "Plains", "Shock")
        s.battlefield(0, "Mountain", "Glory Seeker")
        s.hand(0, "Shock")
        s.hand(1, *hand)
        s.library(1, *library)
        return s.build()

    one, two = build(cards[:2], cards[2:]), build(cards[-2:], cards[:-2])
    assert one.view(0) == two.view(0)
    a, b = determinize(one, 0, seed=5), determinize(two, 0, seed=5)
    assert {o: x.card_key for o, x in a.state.objects.items()} == \
        {o: x.card_key for o, x in b.state.objects.items()}
    assert a.state.players[1].library == b.state.players[1].library


def test_a_face_down_creature_offered_as_a_target_is_redrawn() -> None:
    """An opponent's face-down creature that the player may target stays a card they can't
    see (CR 708.2a, 708.5): the samples redraw it among its owner's hidden cards, as they do
    when no decision names it, so a search in them doesn't learn what it is; its controller,
    who may look at it, keeps it as it is."""
    from manastack.decisions.actions import CastSpell
    from manastack.scenario import Scenario

    s = Scenario(players=2, seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Daru Cavalier", face_down=True)
    s.library(1, "Glory Seeker", "Island", "Swamp", "Plains", "Forest", "Sparksmith")
    s.at("precombat_main", active=0, turn=3, priority=0)
    game = s.build()
    face_down = next(o for o in game.state.battlefield if game.state.objects[o].face_down)
    game.apply(0, next(a for a in game.legal_actions() if isinstance(a, CastSpell)))
    assert game.decision.kind == "target"
    assert any(getattr(a, "value", None) == face_down for a in game.legal_actions())
    assert face_down in hidden_objects(game, 0)[1]
    names = {determinize(game, 0, seed).card(face_down).name for seed in range(20)}
    assert len(names) > 1
    assert all(determinize(game, 0, seed).view(0) == game.view(0) for seed in range(3))
    assert all(determinize(game, 1, seed).card(face_down).name == "Daru Cavalier"
               for seed in range(5))
