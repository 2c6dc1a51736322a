"""How an Oracle line becomes an ability of the vocabulary: spells (CR 113.3a), activated
(CR 602) and mana abilities (CR 605), triggered abilities (CR 603), static abilities and the rules
they name (CR 604), lines written together, and the targets most lines use (CR 115). Card modules
use these through ``manastack.dsl.prelude``.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import (
    ActivatedAbility,
    AsEnters,
    Lines,
    Mode,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.dsl.costs import Cost, CostChoice
from manastack.dsl.effects import Effect, Modify
from manastack.dsl.filters import (
    ANY_PLAYER,
    CREATURE,
    CREATURE_OR_PLANESWALKER,
    OPPONENT,
    Filter,
    PlayerFilter,
)
from manastack.dsl.predicates import EventData, IsSpell, SharesCreatureTypeWithYourCommander
from manastack.dsl.triggers import Trigger
from manastack.state.zones import Zone

ANY_TARGET = TargetSpec(filter=CREATURE_OR_PLANESWALKER, players=ANY_PLAYER, label="any target")


TARGET_CREATURE = TargetSpec(filter=CREATURE, label="target creature")


SPELL = Filter(zone=Zone.STACK, custom=IsSpell(), label="spell")


CREATURE_SPELL = SPELL.but(types=("Creature",), label="creature spell")


NONCREATURE_SPELL = SPELL.but(not_types=("Creature",), label="noncreature spell")


NONCREATURE_SPELL_YOU_CONTROL = NONCREATURE_SPELL.but(controller="you",
                                                      label="noncreature spell you control")


TARGET_SPELL = TargetSpec(filter=SPELL, spells=True, label="target spell")


TARGET_NONCREATURE_SPELL = TargetSpec(filter=NONCREATURE_SPELL, spells=True,
                                      label="target noncreature spell")


TARGET_PLAYER = TargetSpec(players=ANY_PLAYER, label="target player")


TARGET_OPPONENT = TargetSpec(players=OPPONENT, label="target opponent")


def target(filter: Filter | None = None, players: PlayerFilter | None = None, count: int = 1,
           min: int | None = None, label: str = "", spells: bool = False,
           if_able: bool = False) -> TargetSpec:
    """A target requirement; ``min`` < ``count`` for "up to" targets; ``if_able``: one target
    when a legal one exists, none otherwise (``TargetSpec.if_able``, CR 601.2c)."""
    return TargetSpec(filter=filter, players=players, count=count, min=min,
                      label=label or (filter.label if filter else "player"), spells=spells,
                      if_able=if_able)


def cost(text: str | Cost) -> Cost:
    return text if isinstance(text, Cost) else Cost.of(text)


def spell(*effects: Effect, targets: tuple[TargetSpec, ...] | list[TargetSpec] = (),
          modes: tuple[Mode, ...] = (), choose: int = 1, x: bool = False,
          additional_cost: Cost | CostChoice | None = None,
          text: str = "", announce: tuple[Effect, ...] = (), divide: int = 0,
          more_modes_if: tuple[Any, int] | None = None) -> SpellAbility:
    """An instant's or sorcery's effect (CR 113.3a); ``announce`` holds choices made while
    casting, before targets (CR 601.2b); ``divide`` is an amount divided among the first
    target slot's targets as they are chosen (CR 601.2d); ``more_modes_if=(condition, n)``:
    "If [condition] as you cast this spell, you may choose [n modes]"."""
    return SpellAbility(tuple(effects), tuple(targets), tuple(modes), choose, x,
                        additional_cost, text, tuple(announce), divide, more_modes_if)


def activated(c: str | Cost, *effects: Effect,
              targets: tuple[TargetSpec, ...] | list[TargetSpec] = (), sorcery: bool = False,
              zone: Zone = Zone.BATTLEFIELD, mana: tuple[str, ...] | None = None,
              condition: Any = None, modes: tuple[Mode, ...] = (), text: str = "",
              once_per_turn: bool = False) -> ActivatedAbility:
    """"[Cost]: [Effect]." (CR 602)."""
    return ActivatedAbility(cost(c), tuple(effects), tuple(targets), sorcery, zone, mana,
                            once_per_turn, modes, False, condition, text)


YOUR_COMMANDERS_COLOR_IDENTITY = "commander_identity"


"""``of=``: "any color in your commander's color identity" (CR 903.4)."""


COLORS_OPPONENTS_LANDS_COULD_PRODUCE = "opponents_lands"


"""``of=``: "any color that a land an opponent controls could produce" (CR 106.7)."""


ITS_COLORS = "its_colors"


"""``of=``: "one mana of any of this creature's colors" (CR 105.2, 106.5: a colourless source
could add no mana, so the ability isn't offered)."""


CREATURE_SPELL_SHARING_A_TYPE_WITH_YOUR_COMMANDER = SharesCreatureTypeWithYourCommander()


"""For ``when_spent_to_cast``: "a creature spell that shares a creature type with your
commander" (checked just after the spell is cast, CR 601.2i)."""


def when_spent_to_cast(test: Any, *effects: Effect) -> TriggeredAbility:
    """"When that mana is spent to cast [a spell that passes ``test``], [effects]": the
    ``when_spent=`` of a ``mana_ability``. Each mana so spent triggers it once (CR 106.6,
    603.2); it is checked just after the spell becomes cast (CR 601.2i)."""
    return TriggeredAbility(Trigger("cast", test=test), tuple(effects))


def mana_ability(c: str | Cost, *options: str, text: str = "",
                 effects: tuple[Effect, ...] = (), condition: Any = None,
                 of: str | None = None, amount: Any = None,
                 when_spent: TriggeredAbility | None = None,
                 spend_only: Filter | tuple[Filter, ...] | None = None) -> ActivatedAbility:
    """A mana ability (CR 605): options such as "G", "RG" (two mana), "any"; ``effects``
    happen right after the mana is added ("~ deals 1 damage to you"); ``condition(game,
    source)`` is "Activate only if ..." (CR 602.5b); ``of`` limits "any" to the colours the
    game decides: ``YOUR_COMMANDERS_COLOR_IDENTITY`` or
    ``COLORS_OPPONENTS_LANDS_COULD_PRODUCE`` (``rules.mana_colors.resolved``); ``when_spent``
    is what the mana carries ("When that mana is spent to cast ...", ``when_spent_to_cast``);
    ``spend_only`` the spells it may be spent on ("Spend this mana only to cast creature
    spells": ``CREATURE_SPELL``; CR 106.6), a tuple of them for "only to X or Y"; ``amount``
    adds that many mana of the one option chosen ("Add X mana of any one color, where X is
    ~'s power": ``"any"``, ``amount=PowerOf(Self())``; none at 0 or less)."""
    return ActivatedAbility(cost(c), tuple(effects), (), False, Zone.BATTLEFIELD,
                            tuple(options), condition=condition, text=text, mana_of=of,
                            when_spent=when_spent, spend_only=spend_only, mana_amount=amount)


def triggered(trigger: Trigger, *effects: Effect,
              targets: tuple[TargetSpec, ...] | list[TargetSpec] = (), condition: Any = None,
              optional: bool = False, zone: Zone = Zone.BATTLEFIELD,
              modes: tuple[Mode, ...] = (), text: str = "",
              divide: int = 0, has_while: Any = None, choose: int = 1) -> TriggeredAbility:
    """"When/Whenever/At ..." (CR 603). ``condition(game, source, event)`` is an intervening
    "if" (CR 603.4); ``divide``: an amount divided among the first targets as it is put on
    the stack (CR 603.3d; ``PutCountersDivided``); ``choose``: how many of ``modes`` it
    chooses ("choose two —", CR 700.2b). ``has_while`` instead of ``condition``: the
    source has the ability only while it holds ("[anchor word] — [ability]", CR 614.12c),
    checked as the event happens and not again as the ability resolves."""
    if has_while is not None:
        if condition is not None:
            raise ValueError("a triggered ability takes a condition or has_while, not both")
        return TriggeredAbility(trigger, tuple(effects), tuple(targets), has_while, optional,
                                zone, modes, text, divide=divide, intervening_if=False,
                                choose_modes=choose)
    return TriggeredAbility(trigger, tuple(effects), tuple(targets), condition, optional, zone,
                            modes, text, divide=divide, choose_modes=choose)


def static(modify: Modify, affects: Filter | str = "self", condition: Any = None,
           cda: bool = False, text: str = "") -> StaticAbility:
    """A static ability whose effect applies in layers (CR 604, 613)."""
    return StaticAbility(modify=modify, affects=affects, condition=condition, cda=cda,
                         text=text)


def rule(name: str, affects: Filter | str = "self", *params: Any, condition: Any = None,
         text: str = "") -> StaticAbility:
    """A rule-modifying static ability looked up by the rules: "cant_attack", "cant_block",
    "cant_be_blocked", "must_attack", "doesnt_untap", "cost_reduction", "cost_increase",
    "cant_be_countered", "cant_lose_the_game" (``"controller"``: "You can't lose the game";
    with the parameter "opponents_cant_win", "... and your opponents can't win the game",
    ``rules.sba``)."""
    return StaticAbility(rule=name, affects=affects, params=params, condition=condition,
                         text=text)


def cant_be_countered(affects: Filter | str = "self", condition: Any = None,
                      text: str = "") -> StaticAbility:
    """"[These spells] can't be countered." (CR 101.2, 701.6): ``affects`` is a filter on the
    stack relative to the ability's controller ("Noncreature spells you control can't be
    countered." is ``cant_be_countered(NONCREATURE_SPELL_YOU_CONTROL)``), or ``"self"`` for a
    spell's own "This spell can't be countered." (``rules.countering``)."""
    return rule("cant_be_countered", affects, condition=condition, text=text)


def lines(*abilities: Any) -> Lines:
    """Several abilities written on one Oracle line."""
    return Lines(tuple(abilities))


def when_cycled(*effects: Effect, targets: tuple[TargetSpec, ...] | list[TargetSpec] = (),
                optional: bool = False) -> TriggeredAbility:
    """"When you cycle this card, ..." (CR 702.29c): triggers from wherever the card went."""
    return TriggeredAbility(Trigger("cycle", subject="self"), tuple(effects), tuple(targets),
                            None, optional, Zone.GRAVEYARD)


def as_enters(*effects: Effect, notes: tuple[str, ...] = ()) -> AsEnters:
    """"As ~ enters, ..." (CR 614.12); ``notes`` names the numbers a ``Custom`` effect notes
    in the permanent's ``chosen`` values ("note your life total": ``("noted_life",)``)."""
    return AsEnters(tuple(effects), notes=notes)


def continued() -> Lines:
    """Claims an Oracle line that belongs to the ability before it (e.g. the "•" lines of a
    modal spell, written as modes of that spell)."""
    return Lines(())


def transforms_into(face: int) -> Any:
    """Trigger condition "When this permanent transforms into [the face ``face``]" (CR
    701.27e: it has that face up immediately after transforming)."""
    return Trigger("transform", subject="self", test=EventData("face", face),
                   label="transforms")


def keyword_ability(text: str) -> Any:
    """The keyword ability written ``text`` ("Defender"), to be granted by another ability."""
    from manastack.dsl.keywords import parse_keyword
    return parse_keyword(text)
