"""Shared steps for the tests of Onslaught cards whose text Artificial Evolution changes:
"Change the text of target spell or permanent by replacing all instances of one creature type
with another" (CR 612.2: only the words used as creature types, on the type line and in the
rules text)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, Choose, DeclareBlocker
from manastack.scenario import Scenario
from manastack.testing import Driver


def evolve(d: Driver, target: int, old: str, new: str, player: int = 0) -> None:
    """``player`` casts Artificial Evolution on ``target`` and replaces ``old`` with ``new``."""
    d.cast(player, "Artificial Evolution", targets=[target])
    d.resolve()
    d.choose(old)
    d.choose(new)


def start_activation(d: Driver, source: int, index: int | None = None,
                     player: int = 0) -> set[object]:
    """Activate ``source``'s ability (the only one, or ``index``) and return the objects
    offered for its first choice (its target, or the creatures its cost taps or sacrifices)."""
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == source
               and (index is None or a.index == index))
    d.act(player, act)
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def activate_and_answer(d: Driver, source: int, targets: tuple[object, ...] = (),
                        pick: tuple[object, ...] = (), index: int | None = None,
                        player: int = 0) -> set[object]:
    """Activate ``source``'s ability (the only one, or ``index``) and answer its decisions: its
    ``targets`` in order, the mana, and for each object its cost taps or sacrifices one of
    ``pick`` when offered, else the first one offered. Returns every object offered for the
    cost."""
    act = next(a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == source
               and (index is None or a.index == index))
    d.act(player, act)
    pending = list(targets)
    offered: set[object] = set()
    while d.decision.kind != "priority":
        kind = d.decision.kind
        if kind == "target":
            d.choose(pending.pop(0))
        elif kind.startswith("cost_"):
            values = [a.value for a in d.decision.actions if isinstance(a, Choose)]
            offered |= set(values)
            d.choose(next((v for v in values if v in pick), values[0]))
        else:
            d.pay()
    return offered


def evolved_attacker(card: str, old: str, blocker: str) -> tuple[Driver, int, int]:
    """Player 0's ``card`` (with a Glory Seeker and an Island) made to read Elf for ``old`` by
    Artificial Evolution; player 1 has Wellwisher (an Elf) and ``blocker``. The game, the card
    and the Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, card, "Glory Seeker", "Island")
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Wellwisher", blocker)
    d = Driver(s.build())
    source, seeker = d.find(card), d.find("Glory Seeker")
    evolve(d, source, old, "Elf")
    return d, source, seeker


def blockable_after_attacking(d: Driver, attackers: list[int],
                              blockers: tuple[str, ...]) -> dict[str, set[int]]:
    """Player 0 attacks with ``attackers``: the attackers each of ``blockers`` may block."""
    d.to_combat()
    d.attack(attackers)
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    return {b: {a.attacker for a in d.game.legal_actions()
                if isinstance(a, DeclareBlocker) and a.blocker == d.find(b)}
            for b in blockers}
