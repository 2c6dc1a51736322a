"""A booster draft table as data: seats, their packs and their picks.

Each of ``seats`` players (8 by default) opens three boosters, one per round. In each round
every seat takes one card from the pack in front of it and passes the rest: to the left in
rounds 1 and 3, to the right in round 2. "Left" is the next seat number (seat ``i`` passes to
``(i + 1) % seats``), "right" the previous one. All seats pick at once: a pick step ends when
every seat holding cards has taken one, and only then do the packs move on. A round ends when
its packs are empty.

The table is a value: :meth:`DraftTable.picks_pending` says which seats have a decision to make
and from which cards, :meth:`DraftTable.pick` records one (no callbacks, no generators), and
the whole state follows from the packs opened (so from the seed, through
:func:`manastack.limited.boosters.open_boosters`) and the picks made, in any order within a
step (:meth:`DraftTable.replay`). A pick that can't be made raises :class:`DraftError` and
changes nothing. :meth:`DraftTable.clone` copies only the few lists that change.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["DEFAULT_SEATS", "MAX_SEATS", "MIN_SEATS", "PACKS", "DraftError", "DraftTable",
           "PendingPick"]

DEFAULT_SEATS = 8
MIN_SEATS = 2
MAX_SEATS = 8
PACKS = 3
"""Boosters each seat opens, one per round."""


class DraftError(ValueError):
    """A pick that can't be made: a seat that isn't at the table, a card that isn't in the
    seat's pack, a seat that has already picked in this step, or a finished draft."""


@dataclass(frozen=True)
class PendingPick:
    """Seat ``seat`` takes one of ``pack`` (round ``round``, pick ``pick``, both from 1)."""

    seat: int
    round: int
    pick: int
    pack: tuple[str, ...]


class DraftTable:
    """The draft: ``packs[r][s]`` is the booster seat ``s`` opens in round ``r``."""

    __slots__ = ("_current", "_picked", "_picks", "history", "pick_number", "round",
                 "seats", "set_code", "seed", "unopened")

    def __init__(self, packs: Sequence[Sequence[Sequence[str]]], *, set_code: str = "",
                 seed: int | None = None) -> None:
        if not packs or not packs[0]:
            raise DraftError("a draft needs at least one round of packs")
        seats = len(packs[0])
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise DraftError(f"a draft table has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
        if any(len(r) != seats for r in packs):
            raise DraftError("every round needs one pack per seat")
        self.set_code = set_code
        self.seed = seed
        self.seats = seats
        self.unopened: tuple[tuple[tuple[str, ...], ...], ...] = tuple(
            tuple(tuple(pack) for pack in r) for r in packs)
        #: Round (0-based; ``len(unopened)`` once the draft is over) and pick (0-based) now.
        self.round = 0
        self.pick_number = 0
        #: Every pick made, in order: (round, pick, seat, card key), rounds and picks from 0.
        self.history: list[tuple[int, int, int, str]] = []
        self._current: list[tuple[str, ...]] = list(self.unopened[0])
        self._picked: list[bool] = [False] * seats
        self._picks: list[tuple[str, ...]] = [()] * seats
        self._settle()

    @classmethod
    def new(cls, set_code: str, seed: int, seats: int = DEFAULT_SEATS) -> DraftTable:
        """A table of ``seats`` seats drafting ``set_code`` boosters opened from ``seed``."""
        from manastack.limited.boosters import BoosterError, open_boosters
        if not isinstance(seats, int) or isinstance(seats, bool) or \
                not MIN_SEATS <= seats <= MAX_SEATS:
            raise DraftError(f"a draft table has {MIN_SEATS} to {MAX_SEATS} seats, "
                             f"not {seats!r}")
        try:
            opened = open_boosters(set_code, PACKS * seats, seed)
        except BoosterError as e:
            raise DraftError(str(e)) from e
        packs = [opened[r * seats:(r + 1) * seats] for r in range(PACKS)]
        return cls(packs, set_code=set_code.upper(), seed=seed)

    # -- reading -------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.round >= len(self.unopened)

    @property
    def rounds(self) -> int:
        return len(self.unopened)

    def direction(self, round_: int | None = None) -> int:
        """+1 (to the left, the next seat) in rounds 1 and 3, -1 (to the right) in round 2;
        ``round_`` is 0-based (default: now)."""
        r = self.round if round_ is None else round_
        return -1 if r % 2 else 1

    def pack(self, seat: int) -> tuple[str, ...]:
        """The cards in front of ``seat`` now (empty once it has picked in this step, or when
        the draft is over)."""
        self._check_seat(seat)
        if self.is_over or self._picked[seat]:
            return ()
        return self._current[seat]

    def picks(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` has taken, in the order taken."""
        self._check_seat(seat)
        return self._picks[seat]

    def picks_pending(self) -> list[PendingPick]:
        """The seats that still pick in this step, in seat order, each with its pack."""
        if self.is_over:
            return []
        return [PendingPick(s, self.round + 1, self.pick_number + 1, self._current[s])
                for s in range(self.seats) if not self._picked[s] and self._current[s]]

    # -- deciding ------------------------------------------------------------------------------
    def pick(self, seat: int, card: int | str) -> str:
        """``seat`` takes ``card`` from its pack: an index in :meth:`pack` (from 0) or a card
        key in it. Returns the key taken; when it was the step's last pick, the packs pass."""
        if self.is_over:
            raise DraftError("the draft is over: every card has been picked")
        self._check_seat(seat)
        pack = self._current[seat]
        if self._picked[seat]:
            raise DraftError(f"seat {seat} has already picked in round {self.round + 1}, "
                             f"pick {self.pick_number + 1}: wait for the other seats")
        if not pack:
            raise DraftError(f"seat {seat} has no pack to pick from now")
        if isinstance(card, bool) or not isinstance(card, int | str):
            raise DraftError(f"a pick is a card's index or key, not {card!r}")
        if isinstance(card, int):
            if not 0 <= card < len(pack):
                raise DraftError(f"no card {card} in seat {seat}'s pack: it has cards 0 to "
                                 f"{len(pack) - 1}")
            index = card
        else:
            if card not in pack:
                raise DraftError(f"{card!r} is not in seat {seat}'s pack")
            index = pack.index(card)
        key = pack[index]
        self._current[seat] = pack[:index] + pack[index + 1:]
        self._picked[seat] = True
        self._picks[seat] = self._picks[seat] + (key,)
        self.history.append((self.round, self.pick_number, seat, key))
        self._settle()
        return key

    def _settle(self) -> None:
        """Pass the packs once every seat holding cards has picked; open the next round's
        packs once this round's are empty."""
        while not self.is_over and all(p or not c for p, c in
                                       zip(self._picked, self._current, strict=True)):
            if not any(self._current):
                self.round += 1
                self.pick_number = 0
                if not self.is_over:
                    self._current = list(self.unopened[self.round])
            else:
                d = self.direction()
                n = self.seats
                self._current = [self._current[(s - d) % n] for s in range(n)]
                self.pick_number += 1
            self._picked = [False] * self.seats

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise DraftError(f"no seat {seat!r}: the table has seats 0 to {self.seats - 1}")

    # -- copies and records --------------------------------------------------------------------
    def clone(self) -> DraftTable:
        """An independent copy (the opened packs and the tuples are shared)."""
        other = object.__new__(DraftTable)
        other.set_code = self.set_code
        other.seed = self.seed
        other.seats = self.seats
        other.unopened = self.unopened
        other.round = self.round
        other.pick_number = self.pick_number
        other.history = list(self.history)
        other._current = list(self._current)
        other._picked = list(self._picked)
        other._picks = list(self._picks)
        return other

    def to_dict(self) -> dict[str, Any]:
        """The draft as JSON-ready data: what it was opened from, the picks in order, and
        each seat's picks."""
        return {"set": self.set_code, "seed": self.seed, "seats": self.seats,
                "packs": [[list(p) for p in r] for r in self.unopened],
                "history": [list(h) for h in self.history],
                "picks": [list(p) for p in self._picks]}

    @classmethod
    def replay(cls, packs: Sequence[Sequence[Sequence[str]]],
               picks: Sequence[tuple[int, str]], *, set_code: str = "",
               seed: int | None = None) -> DraftTable:
        """The table after ``picks`` (seat, card key), made in that order, from ``packs``."""
        table = cls(packs, set_code=set_code, seed=seed)
        for seat, key in picks:
            table.pick(seat, key)
        return table

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> DraftTable:
        """The table :meth:`to_dict` wrote (its picks made again, so checked again)."""
        try:
            return cls.replay(data["packs"], [(h[2], h[3]) for h in data["history"]],
                              set_code=data.get("set", ""), seed=data.get("seed"))
        except (KeyError, IndexError, TypeError) as e:
            raise DraftError(f"not a saved draft: {e!r}") from e
