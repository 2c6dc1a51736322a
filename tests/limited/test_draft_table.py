"""The draft table (manastack.limited.draft): packs pass left, right, left; every card is
picked once; each seat picks once per step; bad picks are refused and change nothing."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from manastack.limited.draft import DraftError, DraftTable


def labelled_packs(seats: int = 4, size: int = 5, rounds: int = 3) -> list[list[list[str]]]:
    """Pack ``r`` of seat ``s`` holds ``r{r}s{s}c{i}``: where a card came from shows."""
    return [[[f"r{r}s{s}c{i}" for i in range(size)] for s in range(seats)]
            for r in range(rounds)]


def origin(card: str) -> tuple[int, int]:
    r, s = card[1:].split("c")[0].split("s")
    return int(r), int(s)


def test_packs_pass_left_then_right_then_left() -> None:
    """Round 1 and 3: seat s is handed seat s-1's pack (to the left is the next seat); round
    2: seat s+1's."""
    seats = 4
    table = DraftTable(labelled_packs(seats))
    for round_, step in ((0, 1), (1, -1), (2, 1)):
        assert table.direction() == step
        for pick in range(5):
            assert table.round == round_ and table.pick_number == pick
            for s in range(seats):
                pack = table.pack(s)
                assert {origin(c) for c in pack} == {(round_, (s - step * pick) % seats)}
                assert len(pack) == 5 - pick
            for s in range(seats):
                table.pick(s, 0)
    assert table.is_over and table.picks_pending() == []


def test_every_card_is_picked_exactly_once_and_each_seat_picks_fifteen() -> None:
    packs = labelled_packs(seats=8, size=15)
    table = DraftTable(packs)
    n = 0
    while not table.is_over:
        for p in table.picks_pending():
            table.pick(p.seat, n % len(p.pack))
            n += 1
    everything = Counter(c for r in packs for pack in r for c in pack)
    taken = Counter(c for s in range(8) for c in table.picks(s))
    assert taken == everything and n == 8 * 45
    assert all(len(table.picks(s)) == 45 for s in range(8))
    assert len(table.history) == 360 and len({h[3] for h in table.history}) == 360


def test_a_seat_waits_for_the_others_before_the_packs_pass() -> None:
    table = DraftTable(labelled_packs(3))
    table.pick(1, "r0s1c2")
    assert [p.seat for p in table.picks_pending()] == [0, 2]
    assert table.pack(1) == ()
    with pytest.raises(DraftError, match="already picked"):
        table.pick(1, 0)
    table.pick(0, 0)
    table.pick(2, 4)
    assert table.pick_number == 1
    assert [p.pick for p in table.picks_pending()] == [2, 2, 2]
    assert table.picks(1) == ("r0s1c2",)


def test_bad_picks_are_refused_and_change_nothing() -> None:
    table = DraftTable(labelled_packs(3))
    before = table.to_dict()
    with pytest.raises(DraftError, match="no seat 3"):
        table.pick(3, 0)
    with pytest.raises(DraftError, match="no seat -1"):
        table.pick(-1, 0)
    with pytest.raises(DraftError, match="not in seat 0's pack"):
        table.pick(0, "r0s1c0")
    with pytest.raises(DraftError, match="no card 5"):
        table.pick(0, 5)
    with pytest.raises(DraftError, match="index or key"):
        table.pick(0, 1.5)  # type: ignore[arg-type]
    assert table.to_dict() == before


def test_a_finished_draft_takes_no_pick() -> None:
    table = DraftTable(labelled_packs(2, size=1, rounds=1))
    table.pick(0, 0)
    table.pick(1, 0)
    assert table.is_over
    with pytest.raises(DraftError, match="draft is over"):
        table.pick(0, 0)


def test_a_clone_is_independent() -> None:
    table = DraftTable(labelled_packs(3))
    table.pick(0, 1)
    copy = table.clone()
    copy.pick(1, 0)
    copy.pick(2, 0)
    assert table.pick_number == 0 and copy.pick_number == 1
    assert table.picks(1) == () and copy.picks(1) == ("r0s1c0",)
    assert table.to_dict()["history"] == [[0, 0, 0, "r0s0c1"]]


def test_the_state_follows_from_the_packs_and_the_picks() -> None:
    """The picks of one step may be made in any order; a saved draft is the same draft."""
    packs = labelled_packs(3)
    a = DraftTable(packs)
    b = DraftTable(packs)
    for seat in (0, 1, 2):
        a.pick(seat, 0)
    for seat in (2, 0, 1):
        b.pick(seat, 0)
    assert [a.picks(s) for s in range(3)] == [b.picks(s) for s in range(3)]
    assert [a.pack(s) for s in range(3)] == [b.pack(s) for s in range(3)]
    again = DraftTable.from_dict(a.to_dict())
    assert again.to_dict() == a.to_dict()


@pytest.mark.parametrize("seats", ["8", 8.0, True, None, 1, 9])
def test_a_new_table_of_seats_that_are_no_number_of_seats_is_refused(seats: object) -> None:
    """``DraftTable.new`` names the bad number of seats by a ``DraftError``, not a
    ``TypeError`` from comparing it."""
    with pytest.raises(DraftError, match=f"^a draft table has 2 to 8 seats, not "
                                         f"{re.escape(repr(seats))}$"):
        DraftTable.new("MID", 1, seats=seats)  # type: ignore[arg-type]


def test_a_table_has_two_to_eight_seats() -> None:
    with pytest.raises(DraftError, match="2 to 8 seats"):
        DraftTable(labelled_packs(1))
    with pytest.raises(DraftError, match="2 to 8 seats"):
        DraftTable(labelled_packs(9))
    with pytest.raises(DraftError, match="one pack per seat"):
        DraftTable([[["a"], ["b"]], [["c"]]])


def test_uneven_packs_wait_for_the_larger_ones() -> None:
    """A seat whose pack is empty has no pick to make while others still hold cards."""
    table = DraftTable([[["a"], ["b", "c"]]])
    table.pick(0, "a")
    table.pick(1, "b")
    # seat 0 now holds seat 1's last card; seat 1 holds the empty pack
    assert [(p.seat, p.pack) for p in table.picks_pending()] == [(0, ("c",))]
    table.pick(0, 0)
    assert table.is_over
