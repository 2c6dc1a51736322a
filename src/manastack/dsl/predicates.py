"""Conditions and tests written as data, so that card modules need no Python.

A card's condition ("if it's night", "if you control three or more Wolves and Werewolves", "as
long as you have seven or more cards in your graveyard"), a trigger's extra test ("if it was
sacrificed"), a filter's extra test or a replacement's test is a record here. Each record is
callable with the arguments its place expects — a condition ``(game, source_id | frame[,
event])``, a trigger test ``(game, source_id, event)``, a filter test ``(game, oid, you,
source)``, a replacement's ``(game, source_id, event)`` — but what it means is given by the
rules: calling it calls the interpretation registered for its type with :func:`interpreted_by`
(``manastack.rules.vocabulary``). This module only describes; it never looks at a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = [
    "IS_DAY", "IS_NIGHT", "NOT_YOUR_TURN", "YOUR_TURN", "AllOf", "AnotherObject", "AnyOf",
    "Compare", "DayNight", "IN_COMBAT", "InCombat", "ATTACHED_TO_THAT_PLAYER", "AttachedToThatPlayer", "MAIN_PHASE",
    "MainPhase", "SpellWasCast", "THIS_SPELL_WAS_CAST", "TargetChosen", "FACE_DOWN_SPELL", "FaceDownSpell", "EnterAsCopyOf", "BecomesTypes", "CastFromGraveyard", "CountPrinted",
    "CreaturesAttackedWithThisTurn", "SPELL_CAST_FROM_GRAVEYARD", "IsSpell", "FlashUntilNextTurn",
    "AdditionalCounterUntilNextTurn", "LAND_TYPES", "AbilitiesIfSubtype", "IsBasicLandType", "BY_THIS_OBJECT", "BySource", "Extension", "Collect", "DamageMatches", "DoubleIt", "PreventIt", "WouldDie",
    "AttachedTo", "MatchesNone", "MovedCardIs",
    "AddChosenMana", "PhaseOut", "EventObjectIs", "SourceControllerControls", "THIS_OBJECT", "IsSource", "EventObjectWas", "Matches",
    "MatchesAny", "VarIs", "SOURCE_ATTACKING", "SOURCE_WAS_CAST",
    "OwnedByTargetPlayer",
    "IS_COMMANDER", "IsCommander", "LEAST_TOUGHNESS_AMONG_YOURS", "LeastToughnessAmongYours",
    "DEFENDING_PLAYER_OF_TRIGGERER", "DefendingPlayerOfTriggerer", "POWER_LESS_THAN_SOURCE",
    "PowerLessThanSource", "ControlledByTargetPlayer", "AmountAsItEnters",
    "SourceAttacking", "SourceIn", "SourceWasCast", "SpellCastFrom", "StepIs", "EventData", "ExileInstead", "Interpreted", "Not",
    "ThatMuchPlus", "TriggererWas", "CastWith", "YouControlACommander", "SharesCreatureTypeWithYourCommander",
    "EntersWithCounters", "AnOpponentControlsMore", "ChoseAsItEntered",
    "RevealedAsItEntered",
    "WouldBePutIntoGraveyard", "YourTurn", "at_least", "at_most", "exactly",
    "fewer_than", "interpreted_by", "PlayerControls", "PowerAtMost",
]

LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
                        "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp",
                        "Tower", "Town", "Urza's"})
"""The land types (CR 205.3i)."""


from manastack.dsl.effect_records import (  # noqa: E402,F401 - part of this vocabulary
    AddChosenMana,
    AdditionalCounterUntilNextTurn,
    Collect,
    EnterAsCopyOf,
    Extension,
    FlashUntilNextTurn,
    PhaseOut,
)
from manastack.dsl.interpreted import MEANINGS, Interpreted, interpreted_by  # noqa: E402,F401

# -- conditions ``(game, source_id | frame[, event])`` ----------------------------------------

@dataclass(frozen=True)
class DayNight(Interpreted):
    """"If it's night" / "if it's day" (CR 730.1): the game's current designation."""

    which: str


IS_NIGHT = DayNight("night")
IS_DAY = DayNight("day")


@dataclass(frozen=True)
class YourTurn(Interpreted):
    """"During your turn" / "if it's your turn": the ability's controller is the active player
    (CR 102.1)."""


YOUR_TURN = YourTurn()


@dataclass(frozen=True)
class Not(Interpreted):
    """The opposite of ``condition``."""

    condition: Callable[..., bool]


NOT_YOUR_TURN = Not(YOUR_TURN)


@dataclass(frozen=True)
class AllOf(Interpreted):
    """Every one of ``conditions`` holds."""

    conditions: tuple[Callable[..., bool], ...]


@dataclass(frozen=True)
class AnyOf(Interpreted):
    """At least one of ``conditions`` holds."""

    conditions: tuple[Callable[..., bool], ...]


@dataclass(frozen=True)
class Compare(Interpreted):
    """A number compared with a fixed number: ``amount`` is any amount of the vocabulary
    (``CountOf(filter)``, ``CountersOn(Self(), "ember")``, ``CardsIn``...), evaluated for the
    ability's controller and source. "If you control three or more Wolves and Werewolves" is
    ``at_least(CountOf(WOLF_OR_WEREWOLF_YOU_CONTROL), 3)``."""

    amount: Any
    op: str
    number: Any
    """A number or another amount ("if you have at least X life")."""


def at_least(amount: Any, n: Any) -> Compare:
    """"[amount] is N or more"."""
    return Compare(amount, ">=", n)


def at_most(amount: Any, n: Any) -> Compare:
    """"[amount] is N or less"."""
    return Compare(amount, "<=", n)


def fewer_than(amount: Any, n: Any) -> Compare:
    """"[amount] is less than N"."""
    return Compare(amount, "<", n)


def exactly(amount: Any, n: Any) -> Compare:
    """"[amount] is exactly N"."""
    return Compare(amount, "==", n)


@dataclass(frozen=True)
class StepIs(Interpreted):
    """"During [the] [step]": the game is in that step (whoever's turn it is; combine with
    ``YOUR_TURN`` for "during your upkeep")."""

    step: Any


@dataclass(frozen=True)
class SourceIn(Interpreted):
    """The ability's source is in ``zone`` (an intervening "if" of a card in a graveyard:
    "if ~ is in your graveyard")."""

    zone: Any


@dataclass(frozen=True)
class SourceWasCast(Interpreted):
    """"If you cast it": the permanent resulted from a spell that was cast (CR 601)."""


SOURCE_WAS_CAST = SourceWasCast()


@dataclass(frozen=True)
class AmountAsItEnters(Interpreted):
    """``(game, card_id, event)``: the number ``amount`` stands for as the card would enter
    the battlefield (CR 614.12: it isn't there yet), for its controller then ("enters with X
    counters, where X is the number of other creatures on the battlefield")."""

    amount: Any


@dataclass(frozen=True)
class SourceAttacking(Interpreted):
    """"As long as ~ is attacking" (CR 506.4)."""


SOURCE_ATTACKING = SourceAttacking()


@dataclass(frozen=True)
class SpellCastFrom(Interpreted):
    """The spell being resolved was cast from ``zone`` ("if this spell was cast from a
    graveyard", CR 601.2a)."""

    zone: Any


@dataclass(frozen=True)
class IsSpell(Interpreted):
    """Filter test: a spell on the stack, not an ability (CR 112.1, 113.1a), or a card being
    priced as the spell it is about to become (CR 601.2f, ``rules.costs.pricing_as``)."""


@dataclass(frozen=True)
class CastWith(Interpreted):
    """The spell is being cast (or was cast) with the cast method ``method``: "This spell costs
    {X} less to cast this way" on a flashback line (``CastWith("flashback")``)."""

    method: str


@dataclass(frozen=True)
class EntersWithCounters(Interpreted):
    """Trigger test: the permanent entering the battlefield does so with one or more ``kind``
    counters on it (CR 122.6: it had counters put on it as it entered)."""

    kind: str = "+1/+1"


@dataclass(frozen=True)
class AnOpponentControlsMore(Interpreted):
    """"If an opponent controls more [filter] than you": some single opponent does (in a
    multiplayer game, not the opponents together)."""

    filter: Any


@dataclass(frozen=True)
class ChoseAsItEntered(Interpreted):
    """"[Anchor word] — [ability]": as long as ``value`` was chosen (under ``key``) as the
    source entered the battlefield (CR 614.12; the Sieges' "Khans" / "Dragons")."""

    key: str
    value: Any


@dataclass(frozen=True)
class YouControlACommander(Interpreted):
    """"If you control a commander": a permanent on the battlefield that is someone's commander
    (CR 903.3), under your control; a commander spell on the stack doesn't count."""


@dataclass(frozen=True)
class SharesCreatureTypeWithYourCommander(Interpreted):
    """A trigger test on a "cast" event: the spell cast is a creature spell that shares a
    creature type with a commander of its caster (CR 205.3m, 903.3), the commander's
    creature types being those it has now wherever it is; in a hidden zone or phased out it
    has none (CR 400.2, 702.26b)."""


@dataclass(frozen=True)
class VarIs(Interpreted):
    """A choice made earlier in the same resolution: the frame's variable ``name`` (set by
    ``ChooseOption``, ``ChooseObjects``, ``Tally``...) equals ``equals``, or with no ``equals``
    is set to something (a chosen object, a yes): "if you do", "if you chose tap"."""

    name: str
    equals: Any = None


@dataclass(frozen=True)
class Matches(Interpreted):
    """Some object of ``ref`` (``Target(0)``, ``Attached()``, ``Self()``) matches ``filter``
    now: "if it's a Human", "if enchanted creature is a Wolf or Werewolf"."""

    ref: Any
    filter: Any


@dataclass(frozen=True)
class TriggererWas(Interpreted):
    """For ``If`` in a triggered ability: the object the triggering event was about matched
    ``filter`` as it last existed ("If that creature was a token", CR 603.10a)."""

    filter: Any


# -- filter tests ``(game, oid, you, source)`` -------------------------------------------------

@dataclass(frozen=True)
class InCombat(Interpreted):
    """The object is an attacking or a blocking creature (CR 506.4)."""


IN_COMBAT = InCombat()


@dataclass(frozen=True)
class OwnedByTargetPlayer(Interpreted):
    """Filter test for "[cards] from [target player]'s graveyard" in a spell's effect: the
    card's owner is a player chosen for the resolving spell's target slot ``slot``."""

    slot: int = 0


@dataclass(frozen=True)
class IsCommander(Interpreted):
    """Filter test: the object is someone's commander (CR 903.3), whoever owns or controls it
    ("commander creatures you control": with a creature filter)."""


IS_COMMANDER = IsCommander()


@dataclass(frozen=True)
class LeastToughnessAmongYours(Interpreted):
    """Filter test for bolster (CR 701.39a): a creature with the least toughness among
    creatures you control (several may tie)."""


LEAST_TOUGHNESS_AMONG_YOURS = LeastToughnessAmongYours()


@dataclass(frozen=True)
class DefendingPlayerOfTriggerer(Interpreted):
    """Filter test for "[filter] defending player controls" in a "whenever a creature you
    control attacks" ability: controlled by the player the attacking creature that triggered
    it attacks (or the controller of the planeswalker it attacks, CR 506.2, 508.1b); once that
    planeswalker is gone, by the defending player the ability's controller chooses among those
    that could be chosen (CR 506.4c, 508.5a, 802.2a)."""


DEFENDING_PLAYER_OF_TRIGGERER = DefendingPlayerOfTriggerer()


@dataclass(frozen=True)
class PowerLessThanSource(Interpreted):
    """Filter test: the object's power is less than the source's power now ("creatures with
    power less than ~'s power")."""


POWER_LESS_THAN_SOURCE = PowerLessThanSource()


@dataclass(frozen=True)
class ControlledByTargetPlayer(Interpreted):
    """Filter test for "[permanents] that player controls" in a spell's effect, "that player"
    being the player chosen for the resolving spell's target slot ``slot``."""

    slot: int = 0


@dataclass(frozen=True)
class MatchesAny(Interpreted):
    """The object matches at least one of ``filters`` ("a Wall or a creature with flying")."""

    filters: tuple[Any, ...]


# -- trigger tests ``(game, source_id, event)`` ------------------------------------------------

@dataclass(frozen=True)
class IsSource(Interpreted):
    """The event is about the ability's source itself ("When ~ or another ... dies")."""


THIS_OBJECT = IsSource()


@dataclass(frozen=True)
class BySource(Interpreted):
    """The event's source is the ability's source ("whenever ~ deals damage ...")."""


BY_THIS_OBJECT = BySource()


@dataclass(frozen=True)
class EventObjectWas(Interpreted):
    """The event's object matched ``filter`` (as it last existed, if it has left: CR
    603.10a), from the ability controller's point of view."""

    filter: Any

@dataclass(frozen=True)
class EventData(Interpreted):
    """The triggering event carries ``key`` with the value ``equals`` (or, with ``at_least``,
    a number at least that): ``EventData("cause", "sacrifice")`` for "whenever you sacrifice",
    ``EventData("combat", True)`` for combat damage, ``EventData("count", at_least=3)`` for
    "whenever you attack with three or more creatures"."""

    key: str
    equals: Any = None
    at_least: int | None = None


@dataclass(frozen=True)
class RevealedAsItEntered(Interpreted):
    """A condition ``(game, card_id, event)`` on the zone-change event of a permanent about to
    enter: its "as enters" ability chose something under ``name`` (a ``ChooseObjects`` var
    ``"chosen_<name>"``; CR 614.12): "If you don't [reveal ...], ~ enters tapped"."""

    name: str


@dataclass(frozen=True)
class AnotherObject(Interpreted):
    """The event is about an object other than the ability's source ("another creature")."""


@dataclass(frozen=True)
class EventObjectIs(Interpreted):
    """The event is about an object of ``ref`` (``Attached()``: "whenever enchanted land is
    tapped for mana")."""

    ref: Any


@dataclass(frozen=True)
class MovedCardIs(Interpreted):
    """The card a zone change put somewhere (its new object, CR 400.7) matches ``filter``
    there: "whenever a creature card is put into a graveyard from a library"."""

    filter: Any


# -- more filter tests ``(game, oid, you, source)`` --------------------------------------------

@dataclass(frozen=True)
class MatchesNone(Interpreted):
    """The object matches none of ``filters`` ("a creature that isn't of the chosen type":
    ``MatchesNone((Filter(chosen_type=True),))``)."""

    filters: tuple[Any, ...]


@dataclass(frozen=True)
class AttachedTo(Interpreted):
    """The object is attached to a permanent matching ``filter`` ("an Aura attached to a
    creature"), or to a player matching a ``PlayerFilter`` ("a Curse attached to you")."""

    filter: Any


# -- damage replacement and prevention ``(game, source_id, event)`` ---------------------------

@dataclass(frozen=True)
class DamageMatches(Interpreted):
    """Damage that would be dealt (amount above 0) ``to`` and/or ``by`` something: each is
    ``"attached"`` (the permanent the source is attached to), ``"self"``, a Filter (a
    permanent on the battlefield matching it, from the source controller's point of view) or
    None (anything). With ``either``, damage dealt to it OR by it. ``combat``: combat damage
    only."""

    to: Any = None
    by: Any = None
    combat: bool = False
    either: bool = False


@dataclass(frozen=True)
class PreventIt(Interpreted):
    """Prevent that damage (CR 615.1), or only ``amount`` of it."""

    amount: int | None = None


@dataclass(frozen=True)
class DoubleIt(Interpreted):
    """That damage is doubled (CR 614.1a)."""


@dataclass(frozen=True)
class ThatMuchPlus(Interpreted):
    """"It deals that much damage plus ``amount`` instead" (CR 614.1a)."""

    amount: int


@dataclass(frozen=True)
class WouldDie(Interpreted):
    """The event would put a creature matching ``filter`` (or the source, ``"self"``) into a
    graveyard from the battlefield (CR 700.4)."""

    filter: Any = "self"


# -- layer functions ``(game, characteristics, continuous effect)`` ---------------------------

@dataclass(frozen=True)
class SourceControllerControls(Interpreted):
    """Layer 2 (CR 613.1b): the controller of the effect's source controls the affected
    object ("You control enchanted creature")."""


@dataclass(frozen=True)
class AbilitiesIfSubtype(Interpreted):
    """Layer 6 (CR 613.1f), after type changes: the affected object has ``abilities`` as
    long as it has the subtype ``subtype`` ("as long as enchanted creature is a Wizard, it has
    ...", "Mistform Wall has defender as long as it's a Wall")."""

    subtype: str
    abilities: tuple[Any, ...]


@dataclass(frozen=True)
class IsBasicLandType(Interpreted):
    """Layer 4 (CR 305.7): the affected land is the basic land type ``land_type``: it loses
    its other land types and the abilities of its rules text and has that type's mana
    ability ("Enchanted land is an Island")."""

    land_type: str


@dataclass(frozen=True)
class BecomesTypes(Interpreted):
    """Layer 4: "becomes a [subtypes] [types]" replacing its card types and subtypes (a
    planeswalker that becomes a Werewolf creature loses the planeswalker type and Arlinn)."""

    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True)
class CastFromGraveyard(Interpreted):
    """Filter test: a spell cast from a graveyard (CR 601.2a), or a card in a graveyard being
    checked as it is about to be cast ("spells you cast from your graveyard cost less")."""


SPELL_CAST_FROM_GRAVEYARD = CastFromGraveyard()


@dataclass(frozen=True)
class CreaturesAttackedWithThisTurn(Interpreted):
    """``(game, source_id) -> int``: how many creatures the source's controller attacked with
    this turn, counting those that have left the battlefield since (a cost reduction's
    amount)."""


@dataclass(frozen=True)
class CountPrinted(Interpreted):
    """``(game, player) -> int`` for a characteristic-defining ability (``pt_from_count``):
    how many permanents ``player`` controls whose printed card types include ``card_type``
    (read without the layer pass it is part of, CR 604.3)."""

    card_type: str


@dataclass(frozen=True)
class FaceDownSpell(Interpreted):
    """Filter test: a face-down spell (CR 708.2), or a card being cast face down."""


FACE_DOWN_SPELL = FaceDownSpell()


@dataclass(frozen=True)
class AttachedToThatPlayer(Interpreted):
    """Filter test: the object is attached to "that player" of the source's triggered ability,
    the player of its triggering event ("each Curse attached to that player", for a Curse's
    "at the beginning of enchanted player's upkeep" ability)."""


ATTACHED_TO_THAT_PLAYER = AttachedToThatPlayer()


@dataclass(frozen=True)
class SpellWasCast(Interpreted):
    """Condition of a resolving spell: it was cast (not put on the stack another way) and is
    not a copy (CR 707.10)."""


THIS_SPELL_WAS_CAST = SpellWasCast()


@dataclass(frozen=True)
class MainPhase(Interpreted):
    """"During a main phase" (CR 505)."""


MAIN_PHASE = MainPhase()


@dataclass(frozen=True)
class TargetChosen(Interpreted):
    """Something is still a legal target in target slot ``slot`` (an "up to one" target that
    was chosen)."""

    slot: int = 0


# -- tests of a player ``(game, source_id, player)`` ------------------------------------------

@dataclass(frozen=True)
class PlayerControls(Interpreted):
    """That player controls a permanent matching ``filter`` ("~ can't attack unless defending
    player controls an Island", CR 508.1c); ``filter`` is read from that player's point of
    view."""

    filter: Any


# -- filter tests ``(game, object, you, source)`` ----------------------------------------------

@dataclass(frozen=True)
class PowerAtMost(Interpreted):
    """The object's power is no greater than ``amount`` ("creatures with power greater than
    ~'s power" excluded: ``PowerAtMost(PowerOf(Self()))``), judged now (CR 208)."""

    amount: Any


# -- replacement tests and replacements ``(game, source_id, event)`` --------------------------

@dataclass(frozen=True)
class WouldBePutIntoGraveyard(Interpreted):
    """The event would put the source into a graveyard (from anywhere)."""


@dataclass(frozen=True)
class ExileInstead(Interpreted):
    """The zone change goes to exile instead (CR 614.1a "instead")."""
