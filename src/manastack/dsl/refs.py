"""References and amounts: what an effect acts on and how much.

A reference is resolved at the moment the effect happens, against the resolution frame of the
spell or ability (its targets, its controller, the event that triggered it, chosen values).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from manastack.dsl.filters import Filter


class Ref:
    """Base of all references."""


@dataclass(frozen=True)
class Target(Ref):
    """The objects or players chosen for target slot ``slot`` that are still legal (CR 608.2b)."""

    slot: int = 0


@dataclass(frozen=True)
class Self(Ref):
    """The source of the ability itself (or the spell itself)."""


@dataclass(frozen=True)
class You(Ref):
    """The controller of the spell or ability."""


@dataclass(frozen=True)
class EachOpponent(Ref):
    """Each opponent of the controller, in APNAP order."""


@dataclass(frozen=True)
class EachOtherPlayer(Ref):
    """"Each other player": every player in the game but the controller, in APNAP order. In a
    game between teams, teammates are among them, not being opponents (CR 102.3)."""


@dataclass(frozen=True)
class EachPlayer(Ref):
    """Each player in the game, in APNAP order."""


@dataclass(frozen=True)
class All(Ref):
    """Every object matching ``filter`` at the time the effect happens."""

    filter: Filter


@dataclass(frozen=True)
class AllExcept(Ref):
    """Every object matching ``filter`` at the time the effect happens except those stored in
    the frame under ``var`` ("Destroy each creature not chosen this way")."""

    filter: Filter
    var: str


@dataclass(frozen=True)
class ExiledWithSelf(Ref):
    """"Each card exiled with [this]": the cards the source's linked ``ExileLinked`` put into
    exile that are still there (CR 607.2a, 400.7), even after the source left the
    battlefield."""


@dataclass(frozen=True)
class TopOfLibrary(Ref):
    """The top ``amount`` cards of the library of the (first) player of ``who`` (fewer if
    the library is smaller), top card first."""

    amount: Any
    who: Ref = field(default_factory=lambda: You())


@dataclass(frozen=True)
class Attached(Ref):
    """The object the source Aura or Equipment is attached to."""


@dataclass(frozen=True)
class Triggerer(Ref):
    """The object the triggering event was about (with last-known information)."""


@dataclass(frozen=True)
class Sacrificed(Ref):
    """"The sacrificed creature": the permanent sacrificed to pay the cost of this ability or
    spell (CR 601.2h, 602.2b). It has left the battlefield, so it stands for no object now;
    effects that use it read what it was as it last existed (``CreateTokenCopy`` copies its
    copiable values then, CR 707.2)."""


@dataclass(frozen=True)
class TriggerPlayer(Ref):
    """The player the triggering event was about."""


@dataclass(frozen=True)
class ControllerOf(Ref):
    """The controller of the object(s) another reference gives (last known if gone)."""

    of: Ref


@dataclass(frozen=True)
class PlayerOrController(Ref):
    """"That player or that permanent's controller": the players of ``of``, and the
    controllers (last known if gone) of its objects."""

    of: Ref


@dataclass(frozen=True)
class OwnerOf(Ref):
    """The owner of the object(s) another reference gives."""

    of: Ref


@dataclass(frozen=True)
class Var(Ref):
    """Objects or players stored under ``name`` in the resolution frame by an earlier step."""

    name: str


@dataclass(frozen=True)
class Tallied(Ref):
    """The objects the events remembered by ``Tally(..., var)`` were about, those still in
    the game: "the tokens created this way"; with ``filter``, those that match it now ("if a
    Werewolf is dealt damage this way"). Damage events that dealt no damage don't count."""

    var: str
    filter: Filter | None = None


@dataclass(frozen=True)
class DefendingPlayer(Ref):
    """The player the source creature is attacking (CR 506.2)."""


@dataclass(frozen=True)
class SharingCreatureType(Ref):
    """The objects of ``of`` still on the battlefield and every other creature that shares a
    creature type with one of them ("enchanted creature and other creatures that share a
    creature type with it"); an object of ``of`` that left is seen as it last existed."""

    of: Ref


@dataclass(frozen=True)
class OfChosenType(Ref):
    """"[Creatures] of the creature type of your choice": the objects matching ``filter`` now
    (CR 608.2d, 611.2c) that have the creature type chosen earlier in the same resolution
    (``ChooseCreatureType``, stored under ``var``); none while no type was chosen."""

    filter: Filter
    var: str = "creature_type"


# -- amounts ---------------------------------------------------------------------------------
class Amount:
    """Base of computed amounts."""


@dataclass(frozen=True)
class X(Amount):
    """The value chosen for X (CR 107.3)."""


@dataclass(frozen=True)
class CountOf(Amount):
    """How many objects match ``filter``."""

    filter: Filter


@dataclass(frozen=True)
class PowerOf(Amount):
    """The power of the (first) object of ``ref``, last known if it left."""

    ref: Ref


@dataclass(frozen=True)
class ToughnessOf(Amount):
    ref: Ref


@dataclass(frozen=True)
class ManaValueOf(Amount):
    ref: Ref


@dataclass(frozen=True)
class VarAmount(Amount):
    """A number stored in the resolution frame under ``name``."""

    name: str


@dataclass(frozen=True)
class CountersOn(Amount):
    """How many ``kind`` counters are on the (first) object of ``ref``; with ``kind`` None,
    its counters of every kind (CR 122.1: "for each counter on ~"). For ``Self()`` sacrificed
    to pay the ability's cost, the counters it had as it last existed (CR 608.2h)."""

    ref: Ref
    kind: str | None = "+1/+1"


@dataclass(frozen=True)
class ManaSpent(Amount):
    """The amount of mana spent to cast this spell (0 for a copy or a spell cast without
    paying its mana cost)."""


@dataclass(frozen=True)
class CardsExiledToCast(Amount):
    """"For each card exiled this way" of a spell's additional cost "you may exile any number
    of [cards] from your graveyard" (``Cost(exile_any=True)``): the number announced as it
    was cast (CR 601.2b). While the card is only being priced (could it be cast?), the most
    it could exile."""


@dataclass(frozen=True)
class ManaSpentToCast(Amount):
    """"The amount of mana spent to cast that spell": the mana paid for the total cost of the
    spell of ``spell`` (by default the spell whose casting triggered the ability, CR 601.2h,
    603.2), 0 for a spell cast without paying its mana cost. The cast event remembers it, so
    it is known even after the spell has left the stack."""

    spell: Ref = Triggerer()


@dataclass(frozen=True)
class GreatestCommanderManaValue(Amount):
    """"The greatest mana value of a commander you own on the battlefield or in the command
    zone" (CR 903.3; whoever controls it, MIC-RN-003), 0 without one."""


@dataclass(frozen=True)
class TimesPaid(Amount):
    """"That many": how many times a cost was paid, in the reflexive ability of
    ``PayAnyNumberOfTimes`` (its triggering event's amount)."""


@dataclass(frozen=True)
class EventAmount(Amount):
    """"That much": the amount of the event that triggered the ability (the damage dealt, the
    life gained), 0 without one. For combat damage, all the combat damage its source dealt at
    the same time (CR 510.2)."""


@dataclass(frozen=True)
class LifeTotal(Amount):
    """The life total of the (first) player of ``who`` (CR 119): "if you have 13 life"."""

    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class LifeLostThisTurn(Amount):
    """The life lost this turn (CR 119.3: life lost, not a net change) by ``who``:
    ``"opponents"`` added up — "the total amount of life your opponents lost this turn",
    counting an opponent who has since left the game — or ``"you"``."""

    who: str = "opponents"


@dataclass(frozen=True)
class SacrificedPower(Amount):
    """The power of the creature sacrificed to pay the cost, as it last existed on the
    battlefield (CR 608.2h), 0 if negative: "deals damage equal to the sacrificed creature's
    power"."""


@dataclass(frozen=True)
class SacrificedToughness(Amount):
    """The toughness of the creature sacrificed to pay the cost, as it last existed (CR
    608.2h), 0 if negative."""


@dataclass(frozen=True)
class LastKnownPower(Amount):
    """The power of the triggering event's object as it last existed (CR 603.10a, 608.2h),
    0 if negative: "X is the enchanted creature's power" when it died."""


@dataclass(frozen=True)
class TalliedAmount(Amount):
    """The amounts of the events remembered by ``Tally(..., var)`` added up ("the damage
    dealt this way"); with ``players_only``, only what was dealt to players."""

    var: str
    players_only: bool = False


@dataclass(frozen=True)
class Half(Amount):
    """Half of ``amount``, rounded up (``up``) or down (CR 107.1a); never less than 0."""

    amount: Any
    up: bool = True


@dataclass(frozen=True)
class SubtypesAmong(Amount):
    """How many of the subtypes ``of`` appear among the objects matching ``filter``: "basic
    land types among lands you control" (CR 205.3i)."""

    filter: Filter
    of: tuple[str, ...]


@dataclass(frozen=True)
class MostAmongOpponents(Amount):
    """The largest number of objects matching ``filter`` that one opponent controls ("an
    opponent controls more lands than you": ``CountOf(...)`` compared with this)."""

    filter: Filter


@dataclass(frozen=True)
class DamageToItAtOnce(Amount):
    """"That much" for "whenever ~ is dealt damage": the damage of the triggering event plus
    the combat damage dealt to the same object at the same time (CR 510.2)."""


@dataclass(frozen=True)
class CardsPutInto(Amount):
    """"For each [filter] card put into [zone] this way": the zone changes remembered by
    ``Tally(..., var)`` that put a card matching ``filter`` (as it was before it moved) into
    ``zone``. A card that a replacement effect sent elsewhere wasn't put there; a card that
    left afterwards was (CR 614.6, 603.2)."""

    var: str
    zone: Any
    filter: Filter


@dataclass(frozen=True)
class NumberOf(Amount):
    """How many objects or players the reference ``of`` stands for now ("for each opponent
    you have": ``NumberOf(EachOpponent())``)."""

    of: Ref


@dataclass(frozen=True)
class DifferentPowers(Amount):
    """"The number of different powers among creatures you control" (coven's count): as it is
    now, each power counted once."""


@dataclass(frozen=True)
class OpponentsDealtCombatDamage(Amount):
    """"The number of opponents dealt damage this way", for ``combat_damage_to_opponents``:
    the opponents dealt combat damage by creatures matching ``subject`` in the combat damage
    step of the triggering event (CR 510.2)."""

    subject: Filter


@dataclass(frozen=True)
class Times(Amount):
    amount: Amount | int
    factor: int


@dataclass(frozen=True)
class CardsOf(Amount):
    """How many cards matching ``filter`` (in its zone: "creature cards in target player's
    graveyard") the players of ``player`` own."""

    player: Ref
    filter: Filter


@dataclass(frozen=True)
class AtLeastZero(Amount):
    """``amount``, or 0 if it is negative ("where X is ~'s power": a negative power counts as
    0 for an amount of a bonus, CR 107.1b)."""

    amount: Amount | int


@dataclass(frozen=True)
class Sum(Amount):
    """The sum of several amounts ("the number of Zombies on the battlefield plus the number
    of Zombie cards in all graveyards")."""

    parts: tuple[Amount | int, ...]


AmountLike = Amount | int
