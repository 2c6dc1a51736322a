"""Abilities (CR 113): spell abilities, activated, triggered, static and replacement abilities,
and keyword abilities (CR 702). Card modules build these; the rules interpret them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr

from manastack.dsl.costs import Cost, CostChoice
from manastack.dsl.effects import AddMana, Effect, Modify
from manastack.dsl.filters import Filter, PlayerFilter
from manastack.dsl.triggers import Trigger
from manastack.state.zones import Zone


@dataclass(frozen=True)
class TargetSpec:
    """One target requirement (CR 115): ``filter`` for objects, ``players`` for players.

    ``count`` targets, or between ``min`` and ``count`` when ``min`` is given ("up to").
    ``zone`` is where object targets are looked for (battlefield, stack, a graveyard).
    """

    filter: Filter | None = None
    players: PlayerFilter | None = None
    count: int = 1
    min: int | None = None
    label: str = ""
    different_from: tuple[int, ...] = ()
    spells: bool = False
    count_amount: Any = None
    """"Up to that many targets": an amount evaluated as the targets are chosen (with the
    ability's triggering event), used instead of ``count``."""
    permanents: bool = False
    """With ``spells``: permanents on the battlefield may be chosen too ("target spell or
    permanent")."""
    if_able: bool = False
    """The number of targets the text defines is one when a legal one can be chosen and none
    otherwise ("for each opponent, gain control of target permanent that player controls":
    an opponent who controls no such permanent gets no target, CR 601.2c). The slot never
    keeps the spell from being cast (``minimum`` 0), but a legal target, when there is one,
    must be chosen."""

    @property
    def minimum(self) -> int:
        """The fewest targets the slot may have: with ``if_able``, none (when none is legal);
        ``rules.stack`` asks for one whenever one can be chosen."""
        if self.if_able:
            return 0
        return self.count if self.min is None else self.min


@mypyc_attr(allow_interpreted_subclasses=True)  # AsTransforms (dsl.transforming) is one
class Ability:
    """Base of every ability record."""

    text: str = ""


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell or ability (CR 700.2)."""

    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class SpellAbility(Ability):
    """What an instant or sorcery does when it resolves (CR 113.3a)."""

    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    choose_modes: int = 1
    x: bool = False
    additional_cost: Cost | CostChoice | None = None
    text: str = ""
    announce: tuple[Effect, ...] = ()
    """Choices made as the spell is announced, before targets (CR 601.2b): each a
    ``ChooseCreatureType`` or ``ChooseOption``, stored in the spell's ``chosen`` values so that
    target filters with ``chosen_type`` see them."""
    divide: int = 0
    """"Distribute/divide N ... among [its first targets]": the caster divides N as the targets
    are chosen, at least one to each (CR 601.2d)."""
    more_modes_if: tuple[Any, int] | None = None
    """``(condition, n)``: "If [condition] as you cast this spell, you may choose [n modes]"
    (``condition(game, spell id)``, checked as the modes are chosen, CR 601.2b)."""


@dataclass(frozen=True)
class ActivatedAbility(Ability):
    """"[Cost]: [Effect]." (CR 602). ``mana`` lists what a mana ability can add (CR 605):
    each entry is a string of colour letters, one entry per option; "any" for any colour.
    ``mana_of`` limits "any" to colours the game decides (``rules.mana.resolved``):
    "commander_identity" (CR 903.4) or "opponents_lands" (CR 106.7). ``when_spent``: the
    triggered ability the mana it adds carries, "When that mana is spent to cast [a spell],
    ..." (CR 106.6, 603.2: ``rules.mana`` keeps it with that mana in the pool)."""

    cost: Cost
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    sorcery_speed: bool = False
    zone: Zone = Zone.BATTLEFIELD
    mana: tuple[str, ...] | None = None
    once_per_turn: bool = False
    modes: tuple[Mode, ...] = ()
    x: bool = False
    condition: Callable[..., bool] | None = None
    text: str = ""
    mana_of: str | None = None
    when_spent: TriggeredAbility | None = None
    spend_only: Any = None
    """A filter of the spells the mana it adds may be spent to cast, "Spend this mana only to
    cast ..." (CR 106.6); None: no restriction."""
    mana_amount: Any = None
    """"Add X mana of any one color, where X is [amount]": one activation adds that many mana
    of the one colour chosen (CR 106.1, 107.3); none when it is 0 or less (``mana_of`` is
    then at least ``"amount"``, so ``rules.mana.resolved`` writes the options out)."""

    def __post_init__(self) -> None:
        if self.mana_amount is not None and self.mana_of is None:
            object.__setattr__(self, "mana_of", "amount")

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None and not self.targets


@dataclass(frozen=True)
class TriggeredAbility(Ability):
    """"When/Whenever/At ..., [effect]" (CR 603). ``condition(game, source, frame)`` is an
    intervening "if" (CR 603.4), checked when it triggers and again on resolution; its
    answer is taken for its truth (a count such as ``creatures_died_this_turn`` holds when not
    zero)."""

    trigger: Trigger
    effects: tuple[Effect, ...] = ()
    targets: tuple[TargetSpec, ...] = ()
    condition: Callable[..., object] | None = None
    optional: bool = False
    zone: Zone = Zone.BATTLEFIELD
    modes: tuple[Mode, ...] = ()
    text: str = ""
    target_chooser: Callable[..., int | None] | None = None
    """``fn(game, source, event)``: the player who chooses the targets when someone other
    than the controller does ("target creature of their choice"); None: the controller."""
    divide: int = 0
    """"Distribute N ... among [its first targets]": divided as it is put on the stack, at
    least one to each target (CR 603.3d, 601.2d)."""
    intervening_if: bool = True
    """False: ``condition`` isn't an intervening "if" but says when the source has the
    ability at all ("[anchor word] — [ability]", CR 614.12c): it is checked as the event
    happens, and the ability, once triggered, resolves whatever happens to its source (CR
    113.7a), without checking it again."""
    choose_modes: int = 1
    """How many of ``modes`` it chooses ("choose two —"), as it is put on the stack
    (CR 700.2b)."""

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1b: a triggered mana ability needs no target, triggers from an activated mana
        ability ("whenever [a permanent] is tapped for mana", CR 106.12a) or from mana being
        added, and could add mana as it resolves."""
        return self.trigger.event in MANA_TRIGGER_EVENTS and not self.targets and any(
            isinstance(e, AddMana) for e in self.effects)


MANA_TRIGGER_EVENTS = frozenset({"tapped_for_mana"})
"""Trigger events of triggered mana abilities (CR 605.1b) the rules know."""


@dataclass(frozen=True)
class StaticAbility(Ability):
    """A static ability generating a continuous effect on objects matching ``affects`` (CR 604).

    ``affects`` is a Filter (relative to the source's controller), ``"self"``, ``"attached"`` or
    ``"controller"``. ``condition(game, source)`` makes it apply only while it holds.
    ``rule`` names rule-modifying effects the rules look up directly (e.g. "cant_block",
    "cost_reduction", "cant_attack").
    """

    modify: Modify | None = None
    affects: Filter | str = "self"
    condition: Callable[..., bool] | None = None
    rule: str | None = None
    params: tuple[Any, ...] = ()
    zone: Zone = Zone.BATTLEFIELD
    cda: bool = False
    text: str = ""


@dataclass(frozen=True)
class ReplacementAbility(Ability):
    """A static ability that creates a replacement effect (CR 614): ``applies(game, source,
    event) -> bool`` and ``replace(game, source, event) -> event | None`` (None: the event is
    replaced by nothing). ``kind`` is the event kind it watches."""

    kind: str
    applies: Callable[..., bool]
    replace: Callable[..., Any]
    zone: Zone = Zone.BATTLEFIELD
    self_replacement: bool = False
    text: str = ""
    anywhere: bool = False
    """True when the ability also works while its object is a spell on the stack ("If ~ would
    be put into a graveyard from anywhere, ...")."""
    prevention: bool = False
    """True for a prevention effect (CR 615.1a: one that uses the word "prevent"), which
    doesn't apply to damage that can't be prevented (CR 615.12)."""
    of_results: bool = False
    """True for an effect on damage's results (CR 120.4c: the life it makes a player lose,
    "if your life total would be reduced to 0 or less"), which applies to the damage only
    once the effects modifying the damage itself (prevention, redirection, more or less
    damage, something else instead: CR 120.4b) have applied."""


@dataclass(frozen=True)
class Keyword(Ability):
    """A keyword ability (CR 702) such as Flying, "Protection from red", "Morph {2}{W}".

    ``name`` is the keyword's canonical name; ``param`` its parameter (colour, type, count);
    ``cost`` its cost where it has one.
    """

    name: str
    param: str | None = None
    cost: Cost | None = None
    text: str = ""


@dataclass(frozen=True)
class AsEnters(Ability):
    """"As ~ enters, choose ..." — a replacement effect that makes a choice (CR 614.12)."""

    effects: tuple[Effect, ...]
    text: str = ""
    notes: tuple[str, ...] = ()
    """Numbers a ``Custom`` effect among ``effects`` notes in the permanent's ``chosen`` values
    ("note your life total"), so that a scenario may give them (``manastack.scenario``)."""


@dataclass(frozen=True)
class Lines(Ability):
    """Several abilities written on one Oracle line."""

    abilities: tuple[Ability, ...] = field(default_factory=tuple)
    text: str = ""
