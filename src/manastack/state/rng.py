"""The game's random number generator, kept inside the state so games replay exactly.

SplitMix64: a single 64-bit integer of state, cheap to copy and to serialise.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

MASK = (1 << 64) - 1


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Rng:
    """Deterministic generator whose whole state is one integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self.next64() % n

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle in place (CR 701.24: shuffle = randomise)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state)
