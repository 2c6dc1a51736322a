"""Records of replacement effects on permanents about to enter the battlefield (CR 614.1c,
614.12), whose meaning ``manastack.rules.replacement`` gives."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.dsl.abilities import Lines, ReplacementAbility
from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.state.zones import Zone


@dataclass(frozen=True)
class WouldEnterAs(Interpreted):
    """``applies`` of a replacement effect: the permanent about to enter the battlefield (or
    the token about to be created) would match ``filter`` there, with the continuous effects
    that would apply to it (CR 614.12); "[creatures] you control" are those entering under the
    control of the ability's controller, the owner of a card in a graveyard."""

    filter: Any


@dataclass(frozen=True)
class EnterWithCounters(Interpreted):
    """``replace`` of a replacement effect: it enters with ``n`` more ``kind`` counters on it
    (CR 122.6, 614.1c)."""

    kind: str = "+1/+1"
    n: int = 1


def enters_with_additional_counters(filter: Filter, kind: str = "+1/+1", n: int = 1,
                                    zone: Zone = Zone.BATTLEFIELD, text: str = "") -> Lines:
    """"Each [filter] you control enters with an additional [kind] counter on it" (CR 614.1c,
    614.12: as it would exist there), tokens created included; ``zone=Zone.GRAVEYARD``: "As
    long as ~ is in your graveyard, ..." (CR 113.6)."""
    return Lines(tuple(ReplacementAbility(k, WouldEnterAs(filter), EnterWithCounters(kind, n),
                                          zone=zone, text=text)
                       for k in ("zone_change", "create_token")))
