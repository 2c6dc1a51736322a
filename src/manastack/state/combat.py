"""The combat record of the current combat phase (CR 506)."""

from __future__ import annotations

from typing import Any

from mypy_extensions import mypyc_attr


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)
class Combat:
    """Who attacks whom and who blocks whom.

    ``attackers`` maps an attacking creature to the player or planeswalker it attacks.
    ``blockers`` maps a blocking creature to the tuple of attackers it blocks.
    ``blocked`` is the set of attackers that became blocked (CR 509.1h: stays blocked).
    ``was_attacking`` maps a creature removed from combat to what it was attacking (CR 508.5).
    ``unattacked`` holds the planeswalkers removed from combat while still on the battlefield
    (their controller changed, CR 506.4): they stop being attacked, and the creatures that
    attacked them attack nothing.
    """

    __slots__ = ("attackers", "blockers", "blocked", "declared_attackers", "declared_blockers",
                 "first_strike_dealt", "defenders_done", "damage_assignment",
                 "blocks_chosen_by", "was_attacking", "unattacked")

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}
        self.blockers: dict[int, tuple[int, ...]] = {}
        self.blocked: set[int] = set()
        self.declared_attackers = False
        self.declared_blockers = False
        # creatures that had first strike or double strike as the first damage step began
        self.first_strike_dealt: set[int] = set()
        self.defenders_done: set[int] = set()
        self.damage_assignment: dict[int, tuple[tuple[int, int], ...]] = {}
        self.blocks_chosen_by: int | None = None
        """The player who chooses which creatures block this combat and how, for every
        defending player (an effect such as Odric, Master Tactician's, CR 509.1)."""
        self.was_attacking: dict[int, int] = {}
        self.unattacked: set[int] = set()

    def copy(self) -> Combat:
        c = Combat()
        c.attackers = dict(self.attackers)
        c.blockers = dict(self.blockers)
        c.blocked = set(self.blocked)
        c.declared_attackers = self.declared_attackers
        c.declared_blockers = self.declared_blockers
        c.first_strike_dealt = set(self.first_strike_dealt)
        c.defenders_done = set(self.defenders_done)
        c.damage_assignment = dict(self.damage_assignment)
        c.blocks_chosen_by = self.blocks_chosen_by
        c.was_attacking = dict(self.was_attacking)
        c.unattacked = set(self.unattacked)
        return c

    def stop_attacking(self, oid: int) -> None:
        """CR 506.4: ``oid`` is no longer an attacking creature; what it was attacking is kept,
        for "defending player" in its abilities (CR 508.5)."""
        if oid in self.attackers:
            self.was_attacking[oid] = self.attackers.pop(oid)

    def remove(self, oid: int) -> None:
        """CR 506.4: ``oid`` stops being an attacking, blocking, blocked or unblocked creature;
        a creature it blocked stays blocked (CR 509.1h)."""
        self.stop_attacking(oid)
        self.blockers.pop(oid, None)
        self.blocked.discard(oid)
        for b, atks in list(self.blockers.items()):
            if oid in atks:
                self.blockers[b] = tuple(a for a in atks if a != oid)

    def blockers_of(self, attacker: int) -> list[int]:
        """Creatures blocking ``attacker``, in declaration order."""
        return [b for b, atks in self.blockers.items() if attacker in atks]

    def to_dict(self) -> dict[str, Any]:
        d = {
            "attackers": sorted(self.attackers.items()),
            "blockers": sorted(self.blockers.items()),
            "blocked": sorted(self.blocked),
            "declared_attackers": self.declared_attackers,
            "declared_blockers": self.declared_blockers,
            "first_strike_dealt": sorted(self.first_strike_dealt),
            "defenders_done": sorted(self.defenders_done),
            "damage_assignment": sorted(self.damage_assignment.items()),
        }
        if self.blocks_chosen_by is not None:
            d["blocks_chosen_by"] = self.blocks_chosen_by
        if self.was_attacking:
            d["was_attacking"] = sorted(self.was_attacking.items())
        if self.unattacked:
            d["unattacked"] = sorted(self.unattacked)
        return d
