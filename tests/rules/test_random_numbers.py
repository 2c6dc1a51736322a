"""The game's random numbers: SplitMix64 kept in the state, so a game replays exactly from its
seed, and shuffles that can give every order (CR 701.24a: to shuffle is to randomize)."""

from __future__ import annotations

from itertools import permutations

import pytest

from manastack.state.rng import MASK, Rng


def test_the_generator_gives_the_splitmix64_sequence() -> None:
    """The published SplitMix64 outputs for seeds 0 and 1234567: the same seed always gives
    the same game."""
    r = Rng(0)
    assert [r.next64() for _ in range(3)] == \
        [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    r = Rng(1234567)
    assert [r.next64() for _ in range(2)] == [6457827717110365317, 3203168211198807973]


def test_the_state_is_one_64_bit_integer() -> None:
    assert MASK == 2**64 - 1
    assert Rng(-1).state == MASK and Rng(2**64 + 5).state == 5
    r = Rng(MASK)
    for _ in range(50):
        assert 0 <= r.next64() <= MASK
        assert 0 <= r.state <= MASK


def test_a_copy_goes_on_alone() -> None:
    """Cloning a state clones its generator: the copy gives the same numbers without moving
    the original."""
    r = Rng(99)
    r.next64()
    c = r.copy()
    assert c.state == r.state and c is not r
    assert [c.next64() for _ in range(3)] == [r.next64() for _ in range(3)]
    c.next64()
    assert c.state != r.state


def test_a_number_below_a_bound_is_uniform_in_range() -> None:
    r = Rng(7)
    assert all(r.below(1) == 0 for _ in range(20))
    seen = {r.below(3) for _ in range(200)}
    assert seen == {0, 1, 2}
    values = [Rng(s).below(10) for s in range(300)]
    assert set(values) == set(range(10)) and all(isinstance(v, int) for v in values)
    for bad in (0, -1):
        with pytest.raises(ValueError, match=r"^below\(\) needs a positive bound$"):
            r.below(bad)


def test_a_shuffle_keeps_the_cards_and_can_give_every_order() -> None:
    """CR 701.24a: every order of the cards can come out of a shuffle, and the cards are the
    same ones."""
    for n in (2, 3, 4):
        cards = list(range(n))
        orders = set()
        for seed in range(400):
            deck = list(cards)
            Rng(seed).shuffle(deck)
            assert sorted(deck) == cards
            orders.add(tuple(deck))
        assert orders == set(permutations(cards))
    one: list[int] = [5]
    Rng(1).shuffle(one)
    assert one == [5]


def test_the_same_seed_shuffles_the_same_way() -> None:
    a, b = list(range(20)), list(range(20))
    Rng(42).shuffle(a)
    Rng(42).shuffle(b)
    assert a == b and a != list(range(20))
