"""One-shot effects (CR 610) and continuous-effect descriptions (CR 611) used by card modules.

Each class is plain data; the effects on hands and libraries are in ``card_effects``, the
structure of instructions and the choices made on resolution in ``choice_effects``, both
re-exported here. ``manastack.rules.effects`` interprets them in order when a spell or ability
resolves; any choice one needs becomes a pending decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from manastack.dsl.card_effects import (  # noqa: F401 - part of this vocabulary
    BottomInAnyOrder,
    Discard,
    DiscardChosenBy,
    DiscardHand,
    Draw,
    LookAtTop,
    LookAtTopMayReveal,
    Mill,
    OwnerPutsOnTopOrBottom,
    RevealUntil,
    Scry,
    Search,
    SearchGroup,
    Shuffle,
    Surveil,
)
from manastack.dsl.choice_effects import (  # noqa: F401 - part of this vocabulary
    ChooseAtRandom,
    ChooseCreatureType,
    ChooseNumber,
    ChooseObjects,
    ChooseOption,
    ChoosePlayer,
    FlipCoin,
    ForEachInChosenOrder,
    ForEachPlayer,
    If,
    IfYouDo,
    May,
    MayPay,
    PayAnyNumberOfTimes,
    RevealChosen,
    SecretNumbers,
    Tally,
)
from manastack.dsl.filters import CREATURE, Filter
from manastack.dsl.one_shot import Effect
from manastack.dsl.refs import AmountLike, Ref, Self, You
from manastack.state.zones import Zone


# -- damage and life -------------------------------------------------------------------------
@dataclass(frozen=True)
class DealDamage(Effect):
    """``source`` (default: this object) deals ``amount`` damage to each of ``to`` (CR 120).
    With ``cant_be_prevented`` ("The damage can't be prevented."), prevention effects don't
    reduce it (CR 615.12, ``manastack.rules.replacement.unpreventable``). ``also``: the
    ``(amount, to)`` of the rest of the same instruction ("... and 2 damage to that creature's
    controller", "... to each creature and each player"), all the damage being dealt at once
    (CR 608.2f)."""

    amount: AmountLike
    to: Ref
    source: Ref = field(default_factory=Self)
    cant_be_prevented: bool = False
    also: tuple[tuple[AmountLike, Ref], ...] = ()


@dataclass(frozen=True)
class GainLife(Effect):
    amount: AmountLike
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class LoseLife(Effect):
    amount: AmountLike
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class WinTheGame(Effect):
    """"[You] win the game" (CR 104.2b): each opponent of the player loses the game, unless that
    player can't win it (``rules.winning_and_losing``)."""

    who: Ref = field(default_factory=You)


# -- permanents ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Destroy(Effect):
    what: Ref
    no_regen: bool = False


@dataclass(frozen=True)
class Sacrifice(Effect):
    """``who`` sacrifices ``amount`` permanents matching ``filter`` (their choice), or the
    objects of ``what`` when given."""

    who: Ref = field(default_factory=You)
    filter: Filter | None = None
    amount: AmountLike = 1
    what: Ref | None = None


@dataclass(frozen=True)
class MoveTo(Effect):
    """Put the objects of ``what`` into ``zone`` (exile, hand, graveyard, library top/bottom,
    battlefield). ``position`` is ``"top"`` or ``"bottom"`` for libraries."""

    what: Ref
    zone: Zone
    position: str = "top"
    tapped: bool = False
    under: Ref | None = None
    face_down: bool = False
    attacking: bool = False
    """With ``zone=BATTLEFIELD``: it enters attacking (CR 508.4): its controller chooses the
    player or planeswalker it attacks; it was never declared as an attacker."""
    shuffle: bool = False
    """With ``zone=LIBRARY``: "their owners shuffle them into their libraries": each owner of a
    card moved shuffles once, in player order (CR 701.24)."""
    attached_to: Ref | None = None
    """With ``zone=BATTLEFIELD``: an Aura "returns to the battlefield attached to [you]" (CR
    303.4f); with nothing it could legally enchant there it stays where it is (303.4g)."""
    entering: Modify | None = None
    """With ``zone=BATTLEFIELD``: what the same instruction says each permanent "is" or "has"
    ("That creature is a black Zombie in addition to its other colors and types"): a
    continuous effect, for as long as it stays there, that applies as it enters, so its enters
    abilities and the other abilities that trigger on it entering see it so (CR 611.2e). What
    it "becomes" or "gains" is an ``ApplyContinuous`` afterwards."""


@dataclass(frozen=True)
class TapEffect(Effect):
    what: Ref


@dataclass(frozen=True)
class UntapEffect(Effect):
    what: Ref


@dataclass(frozen=True)
class PutCounters(Effect):
    what: Ref
    kind: str = "+1/+1"
    amount: AmountLike = 1


@dataclass(frozen=True)
class DoubleCounters(Effect):
    """"Double the number of [kind] counters on [what]" (CR 701.10e): each gets as many of
    those counters as it already has."""

    what: Ref
    kind: str = "+1/+1"


@dataclass(frozen=True)
class RemoveCounters(Effect):
    what: Ref
    kind: str = "+1/+1"
    amount: AmountLike = 1


@dataclass(frozen=True)
class CreateToken(Effect):
    """Create ``amount`` tokens under ``who``'s control: ``token`` names one of the token data,
    or is a ``manastack.dsl.tokens.TokenSpec`` for a token the effect defines (CR 111.3)."""

    token: Any
    amount: AmountLike = 1
    who: Ref = field(default_factory=You)
    tapped: bool = False
    attacking: bool = False
    x: AmountLike | None = None
    """An X/X token: its power and toughness are this amount as it is created (CR 111.3)."""


@dataclass(frozen=True)
class CreateTokenCopy(Effect):
    """"Create [amount] tokens that are copies of [what]" (CR 111.1, 707.2): each token has
    the copiable values of the object of ``what`` (what is printed on it, or what it copies,
    with that copy effect's exceptions, CR 707.3, 707.9b), never the other effects applying to
    it (counters, P/T changes, types or colours given by other effects). A double-faced
    permanent's copy is a double-faced token (CR 707.8a). With ``Sacrificed()``, the copied
    values are those the sacrificed permanent had as it was sacrificed; otherwise the objects
    must still be on the battlefield."""

    what: Ref
    amount: AmountLike = 1
    who: Ref = field(default_factory=You)
    of_cards: bool = False
    """Copies of cards in any zone ("a copy of that card": exiled, in a graveyard)."""
    except_as: Any = None
    """"except it's a 4/4 black Zombie": a ``TokenSpec`` whose colours, creature types and
    power and toughness replace the copied ones, in the copiable values (CR 707.9b)."""


@dataclass(frozen=True)
class Regenerate(Effect):
    """The next time each object of ``what`` would be destroyed this turn, instead ... (CR 701.19)."""

    what: Ref = field(default_factory=Self)


@dataclass(frozen=True)
class Fight(Effect):
    """CR 701.14: each deals damage equal to its power to the other."""

    a: Ref
    b: Ref


@dataclass(frozen=True)
class Attach(Effect):
    """Attach the source (an Aura or Equipment), or the object of ``what``, to the object or
    player of ``to`` (CR 701.3: an Aura with "enchant player" to a player; nothing happens
    when it can't legally be attached to it, 701.3b)."""

    to: Ref
    what: Ref = field(default_factory=Self)


@dataclass(frozen=True)
class CounterSpell(Effect):
    """Counter the spells or abilities of ``what`` (CR 701.6)."""

    what: Ref
    to: Zone = Zone.GRAVEYARD


@dataclass(frozen=True)
class CounterUnlessPays(Effect):
    """"Counter [what] unless its controller pays [cost]" (CR 118.12a, 701.6): as this
    resolves, the controller of each spell or ability of ``what`` chooses whether to pay
    ``cost`` (a cost such as "{4}", or a ``Cost``); mana abilities may be activated for it
    (CR 605.3a, 608.2g). With ``times`` (an amount), the cost is the mana cost paid that
    many times, counted as this resolves ("pays {2} for each Wizard on the battlefield")."""

    what: Ref
    cost: Any
    times: AmountLike | None = None


@dataclass(frozen=True)
class AddMana(Effect):
    """Add mana: ``mana`` is a string of colour letters such as "RRR" or "C", added
    ``times`` times ("Add {R} for each Goblin on the battlefield")."""

    mana: str
    who: Ref = field(default_factory=You)
    times: AmountLike = 1


@dataclass(frozen=True)
class Transform(Effect):
    what: Ref = field(default_factory=Self)


@dataclass(frozen=True)
class TurnFaceUpEffect(Effect):
    what: Ref


@dataclass(frozen=True)
class TurnFaceDownEffect(Effect):
    what: Ref


@dataclass(frozen=True)
class ChangeOnlyTarget(Effect):
    """"If [target spell] has only one target and that target is [X], change that spell's
    target to another [kind]" (CR 115.7, 115.7d): checked as this resolves, for the spell of
    ``spell``. ``current`` is the filter its one target must match, or, with ``current_is_self``,
    that target must be this object. The controller of this effect chooses the new target
    among the objects matching ``to`` that are legal targets for that spell, other than the
    current one; with none, the target stays. Only spells' targets change, never abilities'
    (CR 113.1a)."""

    spell: Ref
    current: Filter | None = None
    current_is_self: bool = False
    to: Filter = CREATURE


@dataclass(frozen=True)
class RemoveFromCombat(Effect):
    """Remove the objects of ``what`` from combat (CR 506.4): they stop being attacking,
    blocking, blocked or unblocked creatures."""

    what: Ref


@dataclass(frozen=True)
class GainControl(Effect):
    what: Ref
    who: Ref = field(default_factory=You)
    duration: str = "forever"


@dataclass(frozen=True)
class ExchangeControl(Effect):
    """"Exchange control of [first] and [second]" (CR 701.12b): each permanent's controller
    gets control of the other, at once (two layer-2 effects with the same timestamp order).
    Nothing happens if either one is no longer on the battlefield or if the same player
    controls both."""

    first: Ref
    second: Ref


# -- continuous effects from resolution -----------------------------------------------------
@dataclass(frozen=True)
class Modify:
    """A modification applied in layers: P/T change, keywords added/removed, types, colours.

    ``power``/``toughness`` add (layer 7c); ``set_power``/``set_toughness`` set (7b);
    ``add_keywords``/``remove_keywords``/``remove_all_abilities`` are layer 6;
    ``add_types``/``set_subtypes``/``add_subtypes`` are layer 4; ``set_colors`` layer 5;
    ``controller`` layer 2; ``abilities`` grants ability records (layer 6).
    """

    power: AmountLike = 0
    toughness: AmountLike = 0
    set_power: AmountLike | None = None
    set_toughness: AmountLike | None = None
    add_keywords: tuple[str, ...] = ()
    remove_keywords: tuple[str, ...] = ()
    remove_all_abilities: bool = False
    abilities: tuple[Any, ...] = ()
    add_types: tuple[str, ...] = ()
    remove_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_creature_types: tuple[str, ...] | None = None
    set_colors: tuple[str, ...] | None = None
    add_colors: tuple[str, ...] = ()
    controller: int | None = None
    switch_pt: bool = False
    custom: Callable[..., None] | None = None
    custom_layer: str | None = None


@dataclass(frozen=True)
class ApplyContinuous(Effect):
    """Create a continuous effect from a resolving spell/ability (CR 611.2).

    The affected set is locked in when it starts (CR 611.2c).
    ``duration``: ``"eot"`` (until end of turn), ``"forever"``, ``"source"`` (for as long as the
    source remains on the battlefield), ``"next_turn"`` (until your next turn).
    """

    what: Ref
    modify: Modify
    duration: str = "eot"


@dataclass(frozen=True)
class PreventDamage(Effect):
    """Prevent the next ``amount`` damage (None: all damage) that would be dealt to each of
    ``to`` this turn (CR 615)."""

    to: Ref
    amount: AmountLike | None = None
    combat_only: bool = False


@dataclass(frozen=True)
class PreventAllDamage(Effect):
    """"Prevent all [combat] damage [that ``by`` would deal] [to ``to``] this turn" (CR 615):
    one prevention shield until end of turn, or for ``next_time`` "the next time ... would deal
    damage ..., prevent that damage" a shield used once (CR 615.7), ``times`` times for "the
    next two times ..." (each event of damage it prevents uses it once).

    ``by``: damage from each of these objects (a spell covered while on the stack stays covered
    when it becomes a permanent, CR 615.1a); ``by_filter``: damage from a source matching it,
    judged as the damage is dealt (last known if the source left; ``chosen_type`` is the type
    chosen for the source when the shield is made); ``to``: damage dealt to these players or
    objects; ``combat_only``: combat damage only."""

    by: Ref | None = None
    by_filter: Any = None
    to: Ref | None = None
    combat_only: bool = False
    next_time: bool = False
    times: int = 1


# -- other one-shot effects ------------------------------------------------------------------

@dataclass(frozen=True)
class PlayExiled(Effect):
    """Do ``effects``; the controller may play each card they exiled from a library meanwhile,
    for as long as it remains exiled (CR 601.2a, 305.1, 400.7), or only this turn with
    ``this_turn``. A card exiled face down is one they may look at while it remains exiled
    (CR 406.3). With ``any_color`` they may spend mana as though it were mana of any color to
    cast it (CR 609.4b). Timing and land plays are the usual ones (``rules.play_from_exile``).
    """

    effects: tuple[Effect, ...]
    this_turn: bool = False
    any_color: bool = False


@dataclass(frozen=True)
class PlayExiledThisTurn(PlayExiled):
    """"Exile the top card of your library. You may play that card this turn": ``PlayExiled``
    with ``this_turn``."""

    this_turn: bool = True


@dataclass(frozen=True)
class PutCountersDivided(Effect):
    """Put ``kind`` counters on the first target slot's targets as divided while casting
    (CR 601.2d); the share of a target that became illegal is lost (CR 608.2b)."""

    kind: str = "+1/+1"


@dataclass(frozen=True)
class DealDamageDivided(Effect):
    """"~ deals N damage divided as you choose among [its first targets]": each of the first
    target slot's targets is dealt the share divided to it while casting (CR 601.2d), all at
    the same time; the share of a target that became illegal isn't dealt (CR 608.2b)."""

    source: Ref = field(default_factory=Self)


@dataclass(frozen=True)
class BecomeCreatureType(Effect):
    """"[What] becomes the creature type chosen (stored as ``var``) [until end of turn]": the
    new creature type replaces all its other creature types (CR 205.1a), in layer 4; the
    affected objects are locked in as it starts (CR 611.2c)."""

    what: Ref
    var: str = "creature_type"
    duration: str = "eot"


@dataclass(frozen=True)
class ChangeCreatureTypeText(Effect):
    """A text-changing effect (CR 612, layer 3) on the objects of ``what``: every instance of
    the creature type stored as ``old_var`` in their type line and rules text becomes the one
    stored as ``new_var``; names never change (CR 612.2)."""

    what: Ref
    old_var: str = "old_type"
    new_var: str = "new_type"
    duration: str = "forever"


@dataclass(frozen=True)
class Custom(Effect):
    """An effect step the vocabulary builds from a record the rules interpret:
    ``fn(game, frame_id)`` (``Custom(DiscardChosen(), "discard them")``). It may push further
    instructions (including decisions) through the game's API. Card modules don't write it
    with a function of their own: what the vocabulary can't say is an ``Extension("name")``.
    """

    fn: Callable[..., None]
    name: str = ""


@dataclass(frozen=True)
class DelayedTrigger(Effect):
    """Set up a delayed triggered ability (CR 603.7) that triggers once.

    ``about``: the object the delayed ability watches ("when that creature dies": its
    trigger's ``"self"`` means that object). ``this_turn``: it can trigger only this turn.
    """

    ability: Any
    remember: Ref | None = None
    about: Ref | None = None
    this_turn: bool = False
    every_time: bool = False
    """With ``this_turn``: "until end of turn, whenever ...": it triggers each time its event
    occurs this turn, not only the next time (CR 603.7b)."""


@dataclass(frozen=True)
class ReflexiveTrigger(Effect):
    """"When you do, ...": a reflexive triggered ability (CR 603.12) that triggers now, as
    the effect before it happened; its targets are chosen as it is put on the stack.
    With ``that_many`` ("When you sacrifice one or more Zombies this way, each opponent
    sacrifices that many creatures"), the number is counted now, the ability triggers only
    when it is at least 1, and the ability reads it as ``EventAmount()``."""

    ability: Any
    that_many: AmountLike | None = None


@dataclass(frozen=True)
class Investigate(Effect):
    """CR 701.16: ``who`` creates a Clue token (``amount`` times)."""

    amount: AmountLike = 1
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class CopySpell(Effect):
    """Copy the spell of ``what``; the controller may choose new targets (CR 707.10).
    ``remove_supertypes`` are an exception to the copying ("except the copy isn't legendary":
    ``("Legendary",)``), part of the copy's copiable values (CR 707.9b)."""

    what: Ref
    who: Ref = field(default_factory=You)
    new_targets: bool = True
    remove_supertypes: tuple[str, ...] = ()


@dataclass(frozen=True)
class SetDayNight(Effect):
    value: str  # "day" or "night"


@dataclass(frozen=True)
class ReplaceNextDraw(Effect):
    """"The next time you would draw a card this turn, [effects] instead" (CR 614.1a, 614.11):
    a one-use replacement shield on the controller's next draw. The effects run with this
    ability's resolution values (its targets were checked as it resolved, not again)."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class ReorderTop(Effect):
    """"Look at the top ``amount`` cards of your library, then put them back in any order"."""

    amount: AmountLike
    who: Ref = field(default_factory=You)


@dataclass(frozen=True)
class ExileLinked(Effect):
    """"Exile [what]" by an ability whose linked ability refers to "each card exiled with
    [this]" (CR 607.2a): the cards exiled are remembered as exiled with the source
    (``ExiledWithSelf``). With ``face_down``, they are exiled face down and no player may
    look at them (CR 406.3: the instruction lets no one)."""

    what: Ref
    face_down: bool = False


@dataclass(frozen=True)
class ExileUntilLeaves(Effect):
    """"Exile [what] until [this permanent] leaves the battlefield" (CR 610.3): nothing is
    exiled if the source has already left (610.3c); the exiled cards return to the
    battlefield under their owners' control immediately after it leaves (610.3a)."""

    what: Ref


@dataclass(frozen=True)
class LookAtFaceDown(Effect):
    """The controller looks at the face-down permanents of ``what``: from now on they may
    look at them whenever they want (CR 708.5); no other player sees them."""

    what: Ref


@dataclass(frozen=True)
class AdditionalCombatAfterThisMain(Effect):
    """"After this main phase, there is an additional combat phase followed by an additional
    main phase" (CR 500.8)."""
