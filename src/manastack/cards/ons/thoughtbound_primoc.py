"""Thoughtbound Primoc — {2}{R} Creature — Bird Beast 2/3.

Oracle: "Flying / At the beginning of your upkeep, if a player controls more Wizards than each
other player, the player who controls the most Wizards gains control of Thoughtbound Primoc."

An intervening "if" (CR 603.4): checked as it triggers and again as it resolves.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def most_wizards(g: Any) -> int | None:
    """The player who controls more Wizards than each other player, if any."""
    from manastack.rules.characteristics import compute_all
    allc = compute_all(g)
    counts = {p: 0 for p in g.player_ids()}
    for oid in g.battlefield:
        c = allc.get(oid)
        if c is None or g.objects[oid].phased_out:
            continue
        if "Wizard" in c.subtypes and c.controller in counts:
            counts[c.controller] += 1
    best = max(counts.values(), default=0)
    leaders = [p for p, n in counts.items() if n == best]
    return leaders[0] if len(leaders) == 1 else None


def _someone_leads(g: Any, *_: Any) -> bool:
    return most_wizards(g) is not None


def _leader(g: Any, fid: int) -> None:
    p = most_wizards(g)
    g.frames[fid]["wizard_leader"] = () if p is None else (p,)


ABILITIES = [
    triggered(at_beginning_of(Step.UPKEEP),
              Custom(_leader, "the player who controls the most Wizards"),
              GainControl(Self(), who=Var("wizard_leader")),
              condition=_someone_leads),
]
