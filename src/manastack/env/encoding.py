"""The action encoding: legal actions in a canonical order, an exact mask, and descriptions.

Every decision's legal actions (``Game.legal_actions()``, whatever actions the engine lists) are
put in a **canonical order** that depends only on the actions themselves, never on the order the
engine lists them in:

1. by kind: pass priority, play a land, cast a spell, activate an ability, a special action,
   activate a mana ability, declare an attacker, declare a blocker, finish a declaration, reset
   a declaration, choose an option; any other kind of action after these, by class name;
2. within a kind, by the action's fields in order (``card`` then ``method`` for a cast,
   ``creature`` then ``defender`` for an attack, ...), values compared as ``None`` < booleans
   < integers < floats < strings < tuples (element by element).

Action index ``i`` of ``Discrete(max_actions)`` is the ``i``-th action of that order. A decision
never has more than ``max_actions`` indices in use: when it has more legal actions, they are
shown a page at a time, ``max_actions - 1`` per page, and the last index (``NEXT_PAGE``) shows
the next page (after the last page, the first again), so every legal action stays reachable
(lossless). The default ``MAX_ACTIONS`` is 256.

The **mask is exact**: an index is masked in only if taking its action succeeds. The engine may
list a cast or an activation that can't be completed (a cost that can't be paid after the
targets are chosen, CR 601.2h); such an action, and any choice made while casting or activating
(CR 601.2b-601.2h, 602.2) that can't lead to a completed cast, is masked out after being tried
on a clone of the game (depth first, up to ``VERIFY_BUDGET`` applied actions per action).
The check of an action finds its **route** (``completion``): the actions that complete the cast,
each the first in canonical order that does; while the game follows a route, its next action is
known to succeed and to be the first that does (index 0), so it is not tried again.

Each action has a **description** (``describe``): a dict naming its kind, the decision kind, its
source object and card, the target, mode, X value, attacker/blocker pair or chosen value, and a
row of ``ACTION_FEATURES`` integers (``encode_action_rows``) for agents that embed actions.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
)
from manastack.game import Game, IllegalActionError

MAX_ACTIONS = 256
"""Default size of the action space: ``Discrete(MAX_ACTIONS)``."""

VERIFY_BUDGET = 2_000
"""At most this many actions are tried on clones to verify one action of a cast in progress."""

KINDS: tuple[str, ...] = (
    "pass", "play_land", "cast", "activate", "special", "mana", "attack", "block", "finish",
    "reset", "choose", "next_page", "other")
"""Action kinds, in canonical order; ``ACTION_FEATURES`` column ``kind`` is an index here."""

_KIND_OF: dict[type, str] = {
    PassPriority: "pass", PlayLand: "play_land", CastSpell: "cast", ActivateAbility: "activate",
    SpecialAction: "special", ActivateManaAbility: "mana", DeclareAttacker: "attack",
    DeclareBlocker: "block", FinishDeclaration: "finish", ResetDeclaration: "reset",
    Choose: "choose"}

DECISION_KINDS: tuple[str, ...] = (
    "other", "priority", "mulligan", "bottom_cards", "first_player", "target", "mode", "x",
    "pay_mana", "declare_attackers", "declare_blockers", "damage_assignment", "order_triggers",
    "order_replacements", "may", "choose_cards", "choose_creature_type", "choose_player",
    "choose_number", "choose_option", "discard", "additional_cost", "cost_sacrifice",
    "unless_payment", "commander_zone", "divide", "new_target", "pool_mana")
"""Decision kinds with a fixed code (``ACTION_FEATURES`` column ``decision``, the
observation's ``global`` column ``decision``); any other kind is ``0``."""

ACTION_FEATURES: tuple[str, ...] = (
    "kind", "decision", "card_id", "object", "other_object", "player", "number", "flag",
    "value")
"""Columns of an action row: ``kind`` (index in ``KINDS``), ``decision`` (index in
``DECISION_KINDS``), ``card_id`` (stable id of the card the action is about, ``0`` if none or
unknown), ``object`` (row + 1 in the observation's ``objects`` of the object the action is
about: the card cast or played, the source activated, the attacker declared, the blocker, the
object chosen; ``0`` if none), ``other_object`` (row + 1 of the second object: the planeswalker
attacked, the attacker blocked), ``player`` (the player chosen or attacked, as a seat relative
to the observer plus one; ``0`` if none), ``number`` (X, the mode, or any integer chosen; ``-1``
if none), ``flag`` (a yes/no choice: ``1``/``0``; ``-1`` if none), ``value`` (any other value
chosen, such as a word (``"keep"``, ``"mulligan"``, ``"top"``, ``"bottom"``, a creature type) or
a list of numbers: ``value_code`` of it, a stable code from 1 to ``VALUE_CODES - 1`` that
differs between different values but for rare collisions; ``0`` if none)."""

VALUE_CODES = 1 << 20
"""Bound of the ``value`` column of an action row (``value_code``)."""


def value_code(v: Any) -> int:
    """The stable code of a chosen value other than a yes/no, an integer or an object: 1 +
    the CRC-32 of its JSON text modulo ``VALUE_CODES - 1`` (the same in every version and
    process, unlike ``hash``); ``0`` for ``None``, a boolean or an integer."""
    if v is None or isinstance(v, bool | int):
        return 0
    text = json.dumps(v, sort_keys=True, default=str)
    return 1 + zlib.crc32(text.encode()) % (VALUE_CODES - 1)

FIRST_OBJECT_ID = 100  # object ids start here; lower integers chosen are players


@dataclass(frozen=True, slots=True)
class NextPage:
    """The pseudo-action of index ``NEXT_PAGE`` when a decision has more legal actions than
    fit in the action space: show the next page of them."""

    def __str__(self) -> str:
        return "next page"


def _value_key(v: Any) -> tuple[Any, ...]:
    if v is None:
        return (0,)
    if isinstance(v, bool):
        return (1, int(v))
    if isinstance(v, int):
        return (2, v)
    if isinstance(v, float):
        return (3, v)
    if isinstance(v, str):
        return (4, v)
    if isinstance(v, tuple | list):
        return (5, tuple(_value_key(x) for x in v))
    return (6, type(v).__name__, repr(v))


def action_key(a: Action) -> tuple[Any, ...]:
    """The sort key of the canonical order (see the module's docstring)."""
    kind = _KIND_OF.get(type(a))
    rank = KINDS.index(kind) if kind is not None else len(KINDS)
    fields = getattr(a, "__dataclass_fields__", {})
    return (rank, type(a).__name__ if kind is None else "",
            tuple(_value_key(getattr(a, f)) for f in fields))


def canonical(actions: Sequence[Action]) -> list[Action]:
    """``actions`` in the canonical order."""
    return sorted(actions, key=action_key)


def kind_of(a: Any) -> str:
    """The kind of an action (one of ``KINDS``)."""
    if isinstance(a, NextPage):
        return "next_page"
    return _KIND_OF.get(type(a), "other")


# -- exactness ------------------------------------------------------------------------------------
def starts_sequence(a: Action) -> bool:
    """Whether ``a`` begins casting a spell or activating an ability (CR 601.2, 602.2), whose
    later choices may turn out impossible (the game then goes back to before it)."""
    return isinstance(a, CastSpell | ActivateAbility)


class _Budget:
    __slots__ = ("left",)

    def __init__(self, n: int) -> None:
        self.left = n


def completion(game: Game, player: int, a: Action, budget: _Budget) -> list[Action] | None:
    """A run of actions beginning with ``a`` that completes the cast or activation under way
    (each the first in canonical order that leads to a completion), or ``None`` if applying
    ``a`` is refused or no completion follows it. Tried on clones; the run ends early when
    ``budget`` runs out (``a`` is then taken to succeed)."""
    if budget.left <= 0:
        return [a]
    budget.left -= 1
    c = game.clone()
    try:
        c.apply(player, a)
    except IllegalActionError:
        return None
    d = c.decision
    if d is None or d.kind == "priority":
        return [a]
    for b in canonical(c.legal_actions()):
        rest = completion(c, d.player, b, budget)
        if rest is not None:
            return [a, *rest]
    return None


def same(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same action, values of the same types (``Choose(1)`` is not
    ``Choose(True)``)."""
    return type(a) is type(b) and action_key(a) == action_key(b)


def succeeds(game: Game, a: Action, in_sequence: bool) -> bool:
    """Whether ``a`` (a legal action of the pending decision) can be taken without the game
    refusing it. ``in_sequence``: a cast or activation is under way (its choices are being
    made), so any choice is checked; otherwise only casts and activations are."""
    return route(game, a, in_sequence) is not None


def route(game: Game, a: Action, in_sequence: bool) -> list[Action] | None:
    """``None`` if ``a`` (a legal action of the pending decision) would be refused; else the
    actions known to follow it to a completed cast or activation (``completion``), or just
    ``[a]`` when nothing needs checking."""
    d = game.decision
    if d is None:
        return None
    if not (in_sequence or starts_sequence(a)):
        return [a]
    budget = _Budget(VERIFY_BUDGET)
    found = completion(game, d.player, a, budget)
    if found is None or budget.left > 0:
        return found
    return [a]  # cut short by the budget: its later actions are not known to be the first


def verified_routes(game: Game, in_sequence: bool, known: Action | None = None
                    ) -> list[tuple[Action, list[Action]]]:
    """The pending decision's legal actions that succeed, in canonical order, each with its
    ``route``. ``known``: an action already shown to succeed here (the next action of a route
    found at an earlier decision of the same cast), not tried again."""
    out: list[tuple[Action, list[Action]]] = []
    for a in canonical(game.legal_actions()):
        if known is not None and same(a, known):
            out.append((a, [a]))
            continue
        r = route(game, a, in_sequence)
        if r is not None:
            out.append((a, r))
    return out


def verified_actions(game: Game, in_sequence: bool) -> list[Action]:
    """The pending decision's legal actions that succeed, in canonical order."""
    return [a for a, _ in verified_routes(game, in_sequence)]


def page(actions: Sequence[Action], number: int, max_actions: int) -> list[Any]:
    """The actions shown on page ``number`` (see the module's docstring): all of them if they
    fit, else ``max_actions - 1`` of them followed by ``NextPage()``."""
    if len(actions) <= max_actions:
        return list(actions)
    per = max_actions - 1
    pages = -(-len(actions) // per)
    start = (number % pages) * per
    return [*actions[start:start + per], NextPage()]


def page_count(n: int, max_actions: int) -> int:
    return 1 if n <= max_actions else -(-n // (max_actions - 1))


# -- descriptions ---------------------------------------------------------------------------------
def _is_obj(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= FIRST_OBJECT_ID


def _is_player(v: Any, players: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < players


def describe(a: Any, decision: str, players: int) -> dict[str, Any]:
    """The structured description of action ``a`` of a ``decision`` kind of decision: ``kind``,
    ``decision``, ``action`` (its JSON form) and, as they apply, ``source`` (the object cast,
    played, activated or turned face up), ``method`` (how a spell is cast), ``attacker`` and
    ``defender``, ``blocker`` and ``attacker``, ``mana``, ``target`` (object id) or
    ``target_player``, ``mode``, ``x``, ``objects`` (several chosen), ``player`` (a player
    chosen) and ``value`` (anything else chosen)."""
    kind = kind_of(a)
    out: dict[str, Any] = {"kind": kind, "decision": decision,
                           "action": a.to_json() if isinstance(a, Action) else
                           {"type": "NextPage"}}
    if isinstance(a, PlayLand):
        out["source"] = a.card
    elif isinstance(a, CastSpell):
        out["source"], out["method"] = a.card, a.method
    elif isinstance(a, ActivateAbility):
        out["source"], out["ability"] = a.source, a.index
    elif isinstance(a, ActivateManaAbility):
        out["source"], out["ability"], out["mana"] = a.source, a.index, a.mana
    elif isinstance(a, SpecialAction):
        out["source"], out["special"] = a.source, a.kind
    elif isinstance(a, DeclareAttacker):
        out["attacker"], out["defender"] = a.creature, a.defender
    elif isinstance(a, DeclareBlocker):
        out["blocker"], out["attacker"] = a.blocker, a.attacker
    elif isinstance(a, Choose):
        v = a.value
        if decision in ("target", "new_target"):
            if _is_obj(v):
                out["target"] = v
            elif _is_player(v, players):
                out["target_player"] = v
            else:
                out["value"] = v
        elif decision == "mode" and isinstance(v, int) and not isinstance(v, bool):
            out["mode"] = v
        elif decision == "x" and isinstance(v, int) and not isinstance(v, bool):
            out["x"] = v
        elif decision in ("choose_player", "first_player") and _is_player(v, players):
            out["player"] = v
        elif _is_obj(v) and decision not in ("choose_number", "divide", "damage_assignment"):
            out["object"] = v
        elif isinstance(v, tuple) and v and all(_is_obj(x) for x in v):
            out["objects"] = list(v)
        else:
            out["value"] = list(v) if isinstance(v, tuple) else v
    return out


def action_row(desc: dict[str, Any], slots: dict[int, int], card_ids: dict[int, int],
               observer: int, players: int) -> list[int]:
    """The ``ACTION_FEATURES`` row of a description: ``slots`` maps object ids to observation
    rows, ``card_ids`` object ids to stable card ids (only objects the observer may know)."""
    def slot(oid: Any) -> int:
        return slots.get(oid, -1) + 1 if isinstance(oid, int) else 0

    def rel(p: Any) -> int:
        return (p - observer) % players + 1 if _is_player(p, players) else 0

    first = next((desc[k] for k in ("source", "attacker", "blocker", "target", "object")
                  if k in desc), None)
    if desc["kind"] == "block":
        first = desc["blocker"]
    second: Any = None
    player = desc.get("target_player", desc.get("player"))
    if desc["kind"] == "attack":
        first = desc["attacker"]
        d = desc["defender"]
        if _is_player(d, players):
            player = d
        else:
            second = d
    elif desc["kind"] == "block":
        second = desc["attacker"]
    elif "objects" in desc:
        first = desc["objects"][0]
        second = desc["objects"][1] if len(desc["objects"]) > 1 else None
    number = next((desc[k] for k in ("x", "mode") if k in desc), None)
    v = desc.get("value")
    flag = -1
    if isinstance(v, bool):
        flag = int(v)
    elif number is None and isinstance(v, int):
        number = v
    dk = desc["decision"]
    return [KINDS.index(desc["kind"]), DECISION_KINDS.index(dk) if dk in DECISION_KINDS else 0,
            card_ids.get(first, 0) if isinstance(first, int) else 0, slot(first), slot(second),
            rel(player), number if isinstance(number, int) else -1, flag, value_code(v)]
