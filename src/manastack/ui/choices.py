"""Readable, stable choices built from the legal actions of a decision, for every client.

Each legal action becomes a :class:`Choice` with a label naming the card and, for a spell, its
mana cost ("Cast Shock {R}"), an ability's source and words, a target's controller. Choices
are grouped by the card they are about, in a fixed order (pass first; then lands, spells,
abilities by card name; mana abilities last), so that the list does not reshuffle between
decisions; options whose labels are the same for this player are merged into one choice
with a count, since the player can't tell them apart (two untapped Mountains to tap for
{R}, two Swamps in hand to play).
"""

from __future__ import annotations

from dataclasses import dataclass, field
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
from manastack.ui.describe import FIRST_OBJECT_ID, Describer
from manastack.ui.messages import msg
from manastack.views import object_view

# Decisions whose options are objects or players and whose labels say who controls them.
OBJECT_KINDS = frozenset({"target", "new_target", "choose_player", "sacrifice", "legend_rule",
                          "choose_cards", "discard", "bottom_cards", "search"})


_MANA_COST_METHODS = ("normal", "commander", "from_exile", "graveyard_permission",
                      "from_library")
"""The ways of casting a spell that pay its mana cost (CR 601.2f), whose choices show it; the
others pay another cost (flashback, disturb, face down) or none."""


@dataclass
class Choice:
    """One entry of the list offered to the player: ``actions`` are the legal actions it
    stands for (more than one when they look the same); choosing it takes the first."""

    label: str
    group: str
    rank: int
    actions: list[Action] = field(default_factory=list)
    about: int | None = None

    @property
    def action(self) -> Action:
        return self.actions[0]

    @property
    def count(self) -> int:
        return len(self.actions)

    def text(self) -> str:
        """The label with the number of merged options ("Tap Swamp for {B} (×3)")."""
        return self.label + (f" (×{self.count})" if self.count > 1 else "")


def _rank(a: Action) -> int:
    if isinstance(a, PassPriority):
        return 0
    if isinstance(a, FinishDeclaration):
        return 8
    if isinstance(a, ResetDeclaration):
        return 9
    if isinstance(a, PlayLand):
        return 1
    if isinstance(a, CastSpell):
        return 2
    if isinstance(a, ActivateAbility | SpecialAction):
        return 3
    if isinstance(a, ActivateManaAbility):
        return 6
    return 4


def about(a: Action) -> int | None:
    """The object an action is about: the card played or cast, the ability's source, the
    attacker or blocker, the object chosen."""
    for attr in ("card", "source", "creature", "blocker"):
        v = getattr(a, attr, None)
        if isinstance(v, int):
            return v
    if isinstance(a, Choose) and isinstance(a.value, int) and not isinstance(a.value, bool) \
            and a.value >= FIRST_OBJECT_ID:
        return a.value
    return None


class ChoiceMaker:
    """Builds the choices of ``desc``'s player (its game, player and language)."""

    def __init__(self, desc: Describer) -> None:
        self.desc = desc

    def object_label(self, oid: int, *, controller: bool = True) -> str:
        """An object's name with what tells it apart on the battlefield (power and toughness,
        tapped, damage, counters) and, when it isn't the player's, who controls it."""
        desc = self.desc
        game = desc.game
        if oid not in game.state.objects:
            return desc.name(oid, reveal=True)
        name = desc.name(oid, reveal=True)
        v = object_view(game, desc.player, oid)
        notes = []
        if v.get("tapped"):
            notes.append(msg("tapped", desc.lang))
        if v.get("damage"):
            notes.append(msg("damage_marked", desc.lang, n=v["damage"]))
        for counter, n in sorted((v.get("counters") or {}).items()):
            notes.append(f"{desc.counter_name(counter)}×{n}")
        ctl = v.get("controller")
        zone = game.state.objects[oid].zone.value
        if controller and isinstance(ctl, int) and ctl != desc.player and \
                zone in ("battlefield", "stack"):
            notes.append(msg("controlled_by", desc.lang, player=desc.player_name(ctl)))
        sep = "、" if desc.lang == "ja" else ", "
        return name + (f" ({sep.join(notes)})" if notes else "")

    def _commander_tax(self, oid: int) -> int:
        view = self.desc.game.view(self.desc.player)
        return next((int(c.get("tax") or 0) for p in view["players"]
                     for c in p.get("commanders", ()) if c.get("object") == oid), 0)

    def cost_of(self, oid: int) -> str:
        v = object_view(self.desc.game, self.desc.player, oid)
        return v.get("mana_cost") or ""

    def label(self, a: Action, kind: str) -> str:
        text = self._label(a, kind)
        if isinstance(a, Choose) and kind == "new_target" and a.value == self._current_target():
            text += msg("current_target", self.desc.lang)
        return text

    def _current_target(self) -> Any:
        """The target a copy has now, which its controller may keep (CR 707.10c): the first
        answer of its new-target question when keeping it is offered (variant "copy");
        otherwise none."""
        d = self.desc.game.decision
        if d is None or d.kind != "new_target" or dict(d.data).get("variant") != "copy":
            return None
        first = d.actions[0] if d.actions else None
        return first.value if isinstance(first, Choose) else None

    def _label(self, a: Action, kind: str) -> str:
        desc = self.desc
        lang = desc.lang
        if isinstance(a, CastSpell):
            text = desc.action(a, kind)
            cost = self.cost_of(a.card)
            if a.method in _MANA_COST_METHODS and cost:
                text = f"{text} {cost}"
            if a.method == "commander":
                tax = self._commander_tax(a.card)
                if tax:  # {2} more for each earlier cast from the command zone (CR 903.8)
                    text += " " + msg("plus_commander_tax", lang, tax=tax)
            return text
        if isinstance(a, ActivateAbility):
            return msg("ability_choice", lang, card=desc.name(a.source),
                       ability=desc.ability_text(a.source, a.index))
        if isinstance(a, DeclareAttacker):
            return msg("attack_with", lang, creature=self.object_label(a.creature),
                       defender=desc.name(a.defender))
        if isinstance(a, DeclareBlocker):
            return msg("block_with", lang, blocker=self.object_label(a.blocker),
                       attacker=self.object_label(a.attacker))
        if isinstance(a, Choose) and kind in OBJECT_KINDS:
            v = a.value
            if isinstance(v, int) and not isinstance(v, bool) and v >= FIRST_OBJECT_ID:
                return self.object_label(v)
        return desc.action(a, kind)

    def group(self, a: Action) -> str:
        oid = about(a)
        if oid is None or isinstance(a, Choose):
            return ""
        return self.desc.name(oid)

    def choices(self, kind: str, actions: list[Action]) -> list[Choice]:
        """The merged, ordered choices for ``actions`` of a ``kind`` decision."""
        merged: dict[str, Choice] = {}
        for a in actions:
            label = self.label(a, kind)
            c = merged.get(label)
            if c is None:
                merged[label] = Choice(label, self.group(a), _rank(a), [a], about(a))
            else:
                c.actions.append(a)
        out = list(merged.values())
        if kind in ("priority", "declare_attackers", "declare_blockers"):
            out.sort(key=lambda c: (c.rank, c.group, c.label))
        return out


def option_lines(choices: list[Choice]) -> list[tuple[int, str]]:
    """``(number, text)`` for a numbered list (numbers from 1)."""
    return [(i, c.text()) for i, c in enumerate(choices, 1)]


def find(choices: list[Choice], action: Any) -> Choice | None:
    for c in choices:
        if action in c.actions:
            return c
    return None
