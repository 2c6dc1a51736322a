"""Shieldmage Elder — {5}{W} Creature — Human Cleric Wizard 2/3.

Oracle: "Tap two untapped Clerics you control: Prevent all damage target creature would deal
this turn. / Tap two untapped Wizards you control: Prevent all damage target spell would deal
this turn."

No {T} in either cost (CR 302.6). A spell that becomes a permanent is still covered: the
prevention follows it (CR 400.7c); a copy of the spell is a different object and isn't.
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403
from manastack.rules.events import Event
from manastack.rules.replacement import Shield, add_shield, new_shield_id


def _sources(g: Any, first: int) -> set[int]:
    """The object and what it became when a spell resolved into a permanent."""
    out = {first}
    for ev in g.log:
        if ev.kind == "zone_change" and ev.obj in out and ev.from_zone is Zone.STACK and \
                ev.to_zone is Zone.BATTLEFIELD and ev.new_obj is not None:
            out.add(ev.new_obj)
    return out


def _applies(g: Any, sh: Any, ev: Event) -> bool:
    return ev.source is not None and ev.amount > 0 and ev.source in _sources(g, sh.data[0])


def _prevent(g: Any, sh: Any, ev: Event) -> None:
    g.log.append(Event("prevented", obj=ev.obj, player=ev.player, amount=ev.amount))
    return None


def _shield(g: Any, fid: int) -> None:
    frame = g.frames[fid]
    for t in frame["targets"][0] if frame["targets"] else ():
        add_shield(g, Shield(new_shield_id(g), "damage", _applies, _prevent,
                             frame["controller"], frame.get("source"), (t,), uses=None,
                             until="eot", prevention=True))


def _tap_two(kind: str) -> Cost:
    return Cost(tap_untapped=Filter(subtypes=(kind,), controller="you",
                                    label=f"untapped {kind} you control"), tap_count=2)


ABILITIES = [
    activated(_tap_two("Cleric"), Custom(_shield, "prevent all damage it would deal"),
              targets=[TARGET_CREATURE]),
    activated(_tap_two("Wizard"), Custom(_shield, "prevent all damage it would deal"),
              targets=[TARGET_SPELL]),
]
