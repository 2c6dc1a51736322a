"""Croaking Counterpart: what its card module (``manastack.cards.mid.croaking_counterpart``, with
the Oracle text and the rulings) can't say in the vocabulary, as the extension
``croaking_counterpart_frog_copy`` (CR 707.2, 707.9b, 707.8a, 111.10).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.prelude import Target, Zone
from manastack.rules.amounts import resolve_ref
from manastack.rules.characteristics import copiable_chars
from manastack.rules.copiable_values import copied_faces, copy_key, without_defining_abilities
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.events import Event, submit
from manastack.rules.extensions.registry import extension


@extension("croaking_counterpart_frog_copy")
def _frog_copy(g: Any, fid: int) -> None:
    """Create a token that's a copy of the target creature except it's a 1/1 green Frog (CR 707.2,
    707.9b, 707.8a, 111.10)."""
    frame = g.frames[fid]
    found = [t for t in resolve_ref(g, Target(0), frame)
             if t in g.objects and g.objects[t].zone is Zone.BATTLEFIELD]
    if not found:
        return
    original = g.objects[found[0]]
    data: dict[str, Any] = {"key": copy_key(original), "source": frame.get("source")}
    faces = copied_faces(g, original)
    if faces is not None:
        # CR 707.8a: a copy of a double-faced permanent is a double-faced token, each face a
        # Frog copy of the same face (its copiable values, CR 707.2)
        frogs = (_as_frog(faces[0]), _as_frog(faces[1]))
        data["copy_faces"] = frogs
        data["copy_of"] = frogs[original.face]
    else:
        data["copy_of"] = _as_frog(copiable_chars(original))
    submit(g, Event("create_token", player=frame["controller"], amount=1, data=data))


def _as_frog(copiable: Any) -> Any:
    """The copiable values with the exception "it's a 1/1 green Frog" (CR 707.9b)."""
    # CR 707.9d: a characteristic-defining ability for power/toughness, colour or creature
    # types isn't copied
    c = without_defining_abilities(copiable, colors=True, creature_types=True)
    c.power, c.toughness = 1, 1
    c.colors = frozenset({"G"})
    c.subtypes = frozenset(t for t in c.subtypes if t not in CREATURE_TYPES) | {"Frog"}
    return c

