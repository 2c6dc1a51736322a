"""Replacement effects that modify how other permanents enter the battlefield (CR 614.1c):
"each other Vampire you control enters with an additional +1/+1 counter on it".

Pure description: ``manastack.rules.entering`` gives the meaning of its records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.abilities import Lines, ReplacementAbility
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted

__all__ = ["OtherEntersUnderYourControl", "WithAdditionalCounters",
           "others_enter_with_counters"]


@dataclass(frozen=True)
class OtherEntersUnderYourControl(Interpreted):
    """A replacement test ``(game, source, event)``: another card matching ``subject`` (as it
    would exist on the battlefield) is about to enter the battlefield, or a token matching it
    is created, under the source's controller's control, and ``condition(game, source)``
    holds if given (CR 614.1c, 614.12, 701.7b)."""

    subject: Filter
    condition: Any = None


@dataclass(frozen=True)
class WithAdditionalCounters(Interpreted):
    """A replacement ``(game, source, event) -> event``: it enters with ``amount`` more
    ``kind`` counters on it (CR 614.1c, 122.6)."""

    kind: str = "+1/+1"
    amount: int = 1


def others_enter_with_counters(subject: Filter, kind: str = "+1/+1", amount: int = 1,
                               condition: Any = None, text: str = "") -> Lines:
    """"Each other [subject] you control enters with an additional [amount] [kind] counter(s)
    on it [as long as condition]" (CR 614.1c), tokens created included (CR 701.7b)."""
    return Lines(tuple(ReplacementAbility(k, OtherEntersUnderYourControl(subject, condition),
                                          WithAdditionalCounters(kind, amount), text=text)
                       for k in ("zone_change", "create_token")))
