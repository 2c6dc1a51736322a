"""One-shot effects of the vocabulary that go with its conditions and tests (re-exported by
``manastack.dsl.predicates``, interpreted by ``manastack.rules.vocabulary`` and
``manastack.rules.extensions``): phasing out (CR 702.26), adding the mana chosen (CR 106.1),
collecting objects for later steps, a registered extension, flash and an additional counter
until your next turn (CR 702.8, 122.6), entering as a copy (CR 707.2, 614.1c).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.interpreted import Interpreted
from manastack.dsl.one_shot import Effect


@dataclass(frozen=True)
class PhaseOut(Effect):
    """"[what] phase(s) out" (CR 702.26)."""

    what: Any


@dataclass(frozen=True)
class AddChosenMana(Effect):
    """The controller adds the mana symbol chosen earlier under ``var`` (CR 106.1); with
    ``keep``, "Until end of turn, you don't lose this mana as steps and phases end" (CR
    106.4, 500.4)."""

    var: str = "mana"
    keep: bool = False


@dataclass(frozen=True)
class Collect(Effect):
    """Inside ``ForEachPlayer``: add what this player chose (the variable ``var``) to the
    variable ``into`` of the resolution it is part of, so that after every player has chosen,
    ``Var(into)`` is everything chosen, in turn order ("each player chooses ..., then ...
    all at once")."""

    var: str
    into: str


@dataclass(frozen=True)
class Extension(Effect, Interpreted):
    """The one extension point for what the vocabulary can't say: a named piece of Python
    registered in :mod:`manastack.rules.extensions` (with ``@extension("name")``), used by a
    card module as ``Extension("name")`` wherever an effect, a condition or a test goes. Each
    registered extension has a docstring saying the rule it implements and is exercised by
    its card's tests; a use counts as an escape hatch
    (:mod:`manastack.reports.escape_hatches`)."""

    name: str
    token: Any = None
    """The token the extension creates, as its ability words it (a token record's name or a
    ``TokenSpec``), passed to it as ``token=``: a text-changing effect rewrites its
    creature-type words like any token's an ability makes (CR 612.2a)."""


@dataclass(frozen=True)
class FlashUntilNextTurn(Effect):
    """"Until your next turn, you may cast [types] spells as though they had flash" (CR
    601.3b, 702.8)."""

    types: tuple[str, ...]


@dataclass(frozen=True)
class AdditionalCounterUntilNextTurn(Effect):
    """"Until your next turn, each creature you control enters with an additional [kind]
    counter on it" (CR 614.1c), tokens created included (CR 111.1)."""

    kind: str = "+1/+1"
    n: int = 1


@dataclass(frozen=True)
class EnterAsCopyOf(Effect):
    """"You may have ~ enter as a copy of [the chosen object]" (CR 707.2, 614.1c), in an
    ``as_enters`` ability after the object was chosen under ``var`` (none chosen: it enters
    as itself)."""

    var: str
