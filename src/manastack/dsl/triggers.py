"""Trigger conditions of triggered abilities (CR 603.2): which events they look for.

``manastack.rules.triggers`` matches emitted events against these records.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from manastack.dsl.filters import Filter
from manastack.dsl.interpreted import Interpreted
from manastack.state.steps import Step
from manastack.state.zones import Zone


@dataclass(frozen=True)
class Trigger:
    """Triggers on events of kind ``event``.

    ``subject``: ``"self"`` (the event is about this object), a Filter the event's object must
    match (evaluated with last-known information for objects that left), or None.
    ``player``: ``"you"``, ``"opponent"``, ``"any"`` — whose event it is (the event's player);
    for a step, also ``"each_player"``, ``"each_opponent"`` and ``"enchanted_player"``, which
    trigger on the step of the one active player they refer to (CR 805.4d).
    ``from_zone``/``to_zone`` restrict zone changes. ``test(game, source_id, event)`` adds any
    further condition.
    """

    event: str
    subject: str | Filter | None = None
    player: str | None = None
    from_zone: Zone | None = None
    to_zone: Zone | None = None
    step: Step | None = None
    test: Callable[..., bool] | None = None
    label: str = ""


def enters(subject: str | Filter = "self") -> Trigger:
    """"When ~ enters (the battlefield)" / "Whenever a [filter] enters"."""
    return Trigger("zone_change", subject=subject, to_zone=Zone.BATTLEFIELD)


def dies(subject: str | Filter = "self") -> Trigger:
    """"When ~ dies": put into a graveyard from the battlefield (CR 700.4)."""
    return Trigger("zone_change", subject=subject, from_zone=Zone.BATTLEFIELD,
                   to_zone=Zone.GRAVEYARD)


def leaves(subject: str | Filter = "self") -> Trigger:
    return Trigger("zone_change", subject=subject, from_zone=Zone.BATTLEFIELD)


def at_beginning_of(step: Step, whose: str = "you") -> Trigger:
    """"At the beginning of [your/each/each opponent's] [step]"; ``whose="each_player"``
    ("each_opponent"): "at the beginning of each player's (each opponent's) [step]" of an
    ability that refers to "that player" (``TriggerPlayer()``), which triggers once for each
    active player (each active opponent) when teams share their turns (CR 805.4d)."""
    return Trigger("step_begin", player=whose, step=step)


def attacks(subject: str | Filter = "self") -> Trigger:
    return Trigger("attacks", subject=subject)


def blocks(subject: str | Filter = "self") -> Trigger:
    return Trigger("blocks", subject=subject)


def becomes_blocked(subject: str | Filter = "self") -> Trigger:
    """"Whenever ~ becomes blocked": once however many creatures block it (CR 509.3c)."""
    return Trigger("becomes_blocked", subject=subject)


@dataclass(frozen=True)
class BlockingIt(Interpreted):
    """The blocking creature of a ``blocks`` event blocks the trigger's source."""


def becomes_blocked_by_a_creature() -> Trigger:
    """"Whenever ~ becomes blocked by a creature": once for each creature blocking it (CR
    509.3d), on that creature's ``blocks`` event, whose object is "that creature"."""
    return Trigger("blocks", test=BlockingIt(), label="becomes blocked by a creature")


@dataclass(frozen=True)
class CombatDamageToPlayer(Interpreted):
    """The damage event is combat damage dealt to a player (CR 510.2) by the source itself
    (``subject`` "self") or by a creature matching ``subject`` as it dealt it."""

    subject: str | Filter


def deals_combat_damage_to_player(subject: str | Filter = "self") -> Trigger:
    """"Whenever ~ / a [filter] deals combat damage to a player": the damage event's player is
    "that player" (``TriggerPlayer()``)."""
    return Trigger("damage", test=CombatDamageToPlayer(subject),
                   label="deals combat damage to a player")


@dataclass(frozen=True)
class CombatDamageToOpponents(Interpreted):
    """The first of the damage events happening at once (CR 510.2, 603.2c) that is combat
    damage dealt to an opponent of the source's controller by a creature matching
    ``subject``."""

    subject: Filter


def combat_damage_to_opponents(subject: Filter) -> Trigger:
    """"Whenever one or more [subject] deal combat damage to one or more of your opponents":
    once for each combat damage step in which they do (CR 510.2, 603.2c); the number of
    opponents dealt damage this way is ``OpponentsDealtCombatDamage(subject)``."""
    return Trigger("damage", test=CombatDamageToOpponents(subject),
                   label=f"one or more {subject.label} deal combat damage to your opponents")


def cast(filter: Filter | None = None, player: str = "you") -> Trigger:
    """"Whenever you cast a [filter] spell"."""
    return Trigger("cast", subject=filter, player=player)


@dataclass(frozen=True)
class WasInGraveyardWhenCast(Interpreted):
    """The spell cast was in a graveyard when it was cast (CR 601.2a)."""


def cast_from_your_graveyard() -> Trigger:
    """"Whenever you cast a spell from your graveyard": the spell was in its caster's
    graveyard when it was cast (CR 601.2a: it moves from there to the stack), whatever the
    permission that let it be cast (disturb, flashback, ...)."""
    return Trigger("cast", player="you", test=WasInGraveyardWhenCast(),
                   label="you cast a spell from your graveyard")


def cycled(player: str | None = None, self_only: bool = False) -> Trigger:
    """"When you cycle ~" (self_only) or "Whenever a player cycles a card" (CR 702.29)."""
    return Trigger("cycle", subject="self" if self_only else None, player=player)


def turned_face_up(subject: str | Filter = "self") -> Trigger:
    return Trigger("turned_face_up", subject=subject)


@dataclass(frozen=True)
class DayNightChanged(Interpreted):
    """Day became night or night became day, not the game's first becoming day or night
    (CR 730.1)."""


def day_night_changes() -> Trigger:
    """"Whenever day becomes night or night becomes day" (CR 730.1): not when the game first
    becomes day or night."""
    return Trigger("day_night", test=DayNightChanged(),
                   label="day becomes night or night becomes day")


@dataclass(frozen=True)
class FirstLeavingYourGraveyard(Interpreted):
    """The event is the first of its simultaneous group to move a card out of the graveyard
    of the source's controller (CR 603.2c)."""



def cards_leave_your_graveyard() -> Trigger:
    """"Whenever one or more cards leave your graveyard": once for each group of cards that
    leave at the same time (CR 603.2c)."""
    return Trigger("zone_change", from_zone=Zone.GRAVEYARD, test=FirstLeavingYourGraveyard())


@dataclass(frozen=True)
class WasAttachedToIt(Interpreted):
    """The permanent leaving had the source attached to it as it left (CR 603.10a)."""


def attached_dies() -> Trigger:
    """"When enchanted/equipped creature dies": the permanent it was attached to as it left
    the battlefield (CR 603.10a)."""
    return Trigger("zone_change", from_zone=Zone.BATTLEFIELD, to_zone=Zone.GRAVEYARD,
                   test=WasAttachedToIt(),
                   label="enchanted or equipped creature dies")


@dataclass(frozen=True)
class FirstDamageToIt(Interpreted):
    """Damage dealt to the source by several sources at once (combat damage) is one event for
    "whenever ~ is dealt damage": it triggers once, for the first of them (CR 603.2)."""



def is_dealt_damage() -> Trigger:
    """"Whenever ~ is dealt damage" (once for damage dealt to it at the same time, CR 603.2);
    ``damage_dealt_at_once`` gives "that much"."""
    return Trigger("damage", test=FirstDamageToIt(), label="is dealt damage")


@dataclass(frozen=True)
class DamageDealtAtOnce(Interpreted):
    """``(game, event)``: the damage of a triggering damage event plus the combat damage dealt
    to the same object at the same time (the combat damage events emitted with it)."""


damage_dealt_at_once = DamageDealtAtOnce()


@dataclass(frozen=True)
class FirstDamageByIt(Interpreted):
    """The first of the damage events the source deals at the same time (CR 510.2)."""



def deals_damage() -> Trigger:
    """"Whenever ~ deals damage": once for the damage it deals at the same time;
    ``EventAmount()`` is "that much"."""
    return Trigger("damage", test=FirstDamageByIt(), label="deals damage")


def only_once_each_turn(trigger: Trigger) -> Trigger:
    """``trigger`` with "This ability triggers only once each turn" (CR 603.2h): once it has
    triggered for a source, it doesn't trigger again for that source until the next turn.
    Checked last, after every other condition of the trigger, so only a real trigger counts."""
    return replace(trigger, test=OnlyOnceEachTurn(trigger.test, trigger.label),
                   label=f"{trigger.label} (once each turn)")


@dataclass(frozen=True)
class OnlyOnceEachTurn(Interpreted):
    """``inner`` (if any) passes and the ability hasn't triggered for this source this turn
    (CR 603.2h); ``label`` tells the source's abilities apart."""

    inner: Any
    label: str


@dataclass(frozen=True)
class EnchantedPlayersTurn(Interpreted):
    """The step's active player is the player the source (an Aura with enchant player, CR
    303.4) is attached to."""


def at_beginning_of_enchanted_players(step: Step) -> Trigger:
    """"At the beginning of enchanted player's [step]": ``TriggerPlayer()`` is that player,
    whose step it is also when they are an active player other than the primary player of a
    team sharing its turns (CR 805.4)."""
    return Trigger("step_begin", player="enchanted_player", step=step, test=EnchantedPlayersTurn(),
                   label=f"the beginning of enchanted player's {step.name.lower()}")


def you_sacrifice(subject: Filter) -> Trigger:
    """"Whenever you sacrifice a [filter]": only a permanent's controller can sacrifice it
    (CR 701.21a), so it is a permanent you controlled (last known) put into a graveyard by
    being sacrificed; ``Triggerer()`` is the card in the graveyard (none for a token, which
    ceased to exist, CR 704.5d)."""
    from manastack.dsl.predicates import EventData
    return Trigger("zone_change", subject=subject.but(controller="you"),
                   from_zone=Zone.BATTLEFIELD, test=EventData("cause", "sacrifice"),
                   label=f"you sacrifice {subject.label or 'a permanent'}")
