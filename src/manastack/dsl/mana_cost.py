"""Mana costs and mana symbols (CR 107.4, 202)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from manastack.state.quick_init import quick_init

COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
NAME_TO_COLOR = {v: k for k, v in COLOR_NAMES.items()}

_SYMBOL = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: generic amount, coloured symbols, colourless {C}, hybrid pairs and X count.

    ``colored`` maps a colour letter to how many symbols of it; ``hybrid`` holds two-colour
    hybrid symbols such as ("W", "U") and monocoloured hybrid such as ("2", "W").
    """

    generic: int = 0
    colored: tuple[tuple[str, int], ...] = ()
    colorless: int = 0
    hybrid: tuple[tuple[str, str], ...] = ()
    x: int = 0
    text: str = ""

    @staticmethod
    def parse(text: str | None) -> ManaCost:
        if not text:
            return ManaCost()
        return _parse_cached(text)

    @staticmethod
    def _parse(text: str) -> ManaCost:
        generic = 0
        colorless = 0
        x = 0
        colored: dict[str, int] = {}
        hybrid: list[tuple[str, str]] = []
        for sym in _SYMBOL.findall(text):
            s = sym.upper()
            if s.isdigit():
                generic += int(s)
            elif s == "X":
                x += 1
            elif s == "C":
                colorless += 1
            elif s in COLORS:
                colored[s] = colored.get(s, 0) + 1
            elif "/" in s:
                a, b = s.split("/", 1)
                hybrid.append((a, b))
            else:
                raise ValueError(f"unknown mana symbol {{{sym}}} in {text!r}")
        return ManaCost(generic, tuple(sorted(colored.items())), colorless, tuple(hybrid), x, text)

    @property
    def mana_value(self) -> int:
        """CR 202.3: X counts as 0 except on the stack; hybrid counts its largest component."""
        mv = self.generic + self.colorless + sum(n for _, n in self.colored)
        for a, b in self.hybrid:
            mv += max(int(a) if a.isdigit() else 1, int(b) if b.isdigit() else 1)
        return mv

    @property
    def colors(self) -> frozenset[str]:
        """CR 105.2 / 202.2: an object's colours come from the symbols in its mana cost."""
        cs = {c for c, _ in self.colored}
        for a, b in self.hybrid:
            cs.update(x for x in (a, b) if x in COLORS)
        return frozenset(cs)

    def is_empty(self) -> bool:
        return not (self.generic or self.colored or self.colorless or self.hybrid or self.x)

    def with_x(self, x_value: int) -> ManaCost:
        """The cost with each {X} replaced by ``x_value`` generic mana (CR 107.3); its text is
        no longer the printed one ("{X}{R}" with X = 2 reads "{2}{R}")."""
        if not self.x:
            return self
        return ManaCost(self.generic + self.x * x_value, self.colored, self.colorless,
                        self.hybrid, 0)

    def plus(self, other: ManaCost) -> ManaCost:
        if other.is_empty():
            return self
        if self.is_empty():
            return other
        col = dict(self.colored)
        for c, n in other.colored:
            col[c] = col.get(c, 0) + n
        return ManaCost(self.generic + other.generic, tuple(sorted(col.items())),
                        self.colorless + other.colorless, self.hybrid + other.hybrid,
                        self.x + other.x,
                        self.text + other.text if self.text and other.text else "")

    def times(self, n: int) -> ManaCost:
        """The cost paid ``n`` times over ("{2} for each Wizard", CR 118.12a); {0} for n = 0."""
        n = max(0, n)
        return ManaCost(self.generic * n, tuple((c, k * n) for c, k in self.colored if n),
                        self.colorless * n, self.hybrid * n, self.x * n)

    def reduced(self, amount: int) -> ManaCost:
        """Generic part reduced by ``amount``, never below zero (CR 601.2f); a reduced cost
        reads as what is left to pay, not as the printed cost."""
        if amount <= 0 or not self.generic:
            return self
        return ManaCost(max(0, self.generic - amount), self.colored, self.colorless,
                        self.hybrid, self.x)

    def __str__(self) -> str:
        if self.text:
            return self.text
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.colorless or self.hybrid or self.x):
            parts.append(f"{{{self.generic}}}")
        parts += ["{C}"] * self.colorless
        parts += [f"{{{a}/{b}}}" for a, b in self.hybrid]
        for c, n in self.colored:
            parts += [f"{{{c}}}"] * n
        return "".join(parts)


quick_init(ManaCost)
ZERO = ManaCost()


@lru_cache(maxsize=4096)
def _parse_cached(text: str) -> ManaCost:
    return ManaCost._parse(text)
