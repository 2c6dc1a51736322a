"""Text-changing effects (CR 612), applied in layer 3 (CR 613.1c).

A text change rewrites the words of an object's type line and rules text that are used as a
given kind of word. Here that is creature-type words: the creature types on the type line and
every creature-type word inside the object's ability records (filters, target requirements,
trigger conditions, protections, token kinds, types a choice excludes). The name is never
changed (CR 612.2). Abilities granted by other effects are added later, in layer 6, so they
are never rewritten (CR 612.3); types set by layer-4 effects apply after the change and are
not touched either.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.rules.creature_types import CREATURE_TYPES

# Fields that hold words used as something other than a creature type (names, prompts,
# labels, frame variable names).
_NOT_TYPE_WORDS = frozenset({"name", "text", "label", "prompt", "var", "result_var",
                             "old_var", "new_var", "differ_from", "event", "op", "duration", "kind",
                             "custom_layer", "rule"})


def _plural_forms(word: str) -> tuple[str, ...]:
    low = word.lower()
    forms = [low + "s", low + "es"]
    if low.endswith("f"):
        forms.append(low[:-1] + "ves")
    return tuple(forms)


def _rewrite_param(param: str, old: str, new: str) -> str:
    """A keyword parameter such as "Goblins" in "Protection from Goblins"."""
    if param == old:
        return new
    if param.lower() in _plural_forms(old):
        return new + ("es" if new.endswith(("s", "x", "ch", "sh")) else "s")
    return param


def rewrite(value: Any, old: str, new: str, field: str = "") -> Any:
    """``value`` with each creature-type word ``old`` replaced by ``new``; the same object
    when nothing changed."""
    if isinstance(value, str):
        if field in _NOT_TYPE_WORDS:
            return value
        if field == "param":
            return _rewrite_param(value, old, new)
        return new if value == old else value
    if isinstance(value, tuple):
        items = tuple(rewrite(v, old, new, field) for v in value)
        return value if all(a is b for a, b in zip(items, value, strict=True)) else items
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(value):
            cur = getattr(value, f.name)
            nv = rewrite(cur, old, new, f.name)
            if nv is not cur:
                changes[f.name] = nv
        if not changes:
            return value
        return dataclasses.replace(value, **changes)
    return value


class CreatureTypeTextChange:
    """The layer-3 modification "replace all instances of creature type ``old`` with
    ``new``" (used as ``Modify(custom_layer="3", custom=...)``)."""

    def __init__(self, old: str, new: str) -> None:
        self.old = old
        self.new = new

    def __call__(self, g: Any, c: Any, ce: Any) -> None:
        old, new = self.old, self.new
        if old == new:
            return
        if old in c.subtypes:
            c.subtypes = (c.subtypes - {old}) | {new}
        c.abilities = tuple(rewrite(a, old, new) for a in c.abilities)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CreatureTypeTextChange) and \
            (other.old, other.new) == (self.old, self.new)

    def __hash__(self) -> int:
        return hash(("CreatureTypeTextChange", self.old, self.new))

    def __repr__(self) -> str:
        return f"TextChange({self.old}->{self.new})"


def is_creature_type_word(word: str) -> bool:
    return word in CREATURE_TYPES
