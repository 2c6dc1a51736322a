"""The pending Decision: who must decide what, and the options (ARCHITECTURE: decisions are data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.decisions.actions import Action
from manastack.state.quick_init import quick_init


@dataclass(frozen=True, slots=True)
class Decision:
    """One pending decision.

    ``kind`` names what is decided: "priority", "mulligan", "bottom_cards", "target", "mode",
    "x", "pay_mana", "declare_attackers", "declare_blockers", "damage_assignment",
    "order_triggers", "order_replacements", "may", "choose_cards", "choose_creature_type",
    "choose_player", "choose_number", "choose_option", "first_player", "discard", ...
    ``actions`` lists the legal answers for every kind except "priority",
    "declare_attackers" and "declare_blockers", whose legal actions are computed from the state.
    ``frame``/``var`` say where the answer is stored for the instruction that resumes.
    ``data`` carries context for display (the source object, the spell being cast, ...).
    """

    kind: str
    player: int
    prompt: str = ""
    actions: tuple[Action, ...] = ()
    frame: int = 0
    var: str = ""
    data: tuple[tuple[str, Any], ...] = ()

    def info(self) -> dict[str, Any]:
        return dict(self.data)

    def __repr__(self) -> str:
        return f"Decision({self.kind}, p{self.player}, {self.prompt!r}, {len(self.actions)} opts)"


quick_init(Decision)
