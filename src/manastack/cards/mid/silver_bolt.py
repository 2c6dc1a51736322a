"""Silver Bolt — {1} Artifact.

"{3}, {T}, Sacrifice Silver Bolt: It deals 3 damage to target creature. If a Werewolf is dealt
damage this way, destroy it."
"""

from typing import Any

from manastack.dsl.prelude import *  # noqa: F403


def _werewolves_dealt_damage(g: Any, fid: int) -> None:
    from manastack.rules.characteristics import chars
    frame = g.frames[fid]
    frame["werewolves"] = tuple(
        e.obj for e in frame.get("dealt", ()) if e.obj in g.objects and (e.amount or 0) > 0
        and g.objects[e.obj].zone is Zone.BATTLEFIELD and "Werewolf" in chars(g, e.obj).subtypes)


ABILITIES = [
    activated("{3}, {T}, Sacrifice Silver Bolt",
              Tally((DealDamage(3, Target(0)),), "dealt", event="damage", cause=None),
              Custom(_werewolves_dealt_damage, "the Werewolf dealt damage"),
              Destroy(Var("werewolves")), targets=[TARGET_CREATURE]),
]
