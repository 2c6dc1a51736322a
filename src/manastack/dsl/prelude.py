"""Everything a card module needs, in one import: ``from manastack.dsl.prelude import *``."""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import (
    ActivatedAbility,
    AsEnters,
    Keyword,
    Lines,
    Mode,
    ReplacementAbility,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.dsl.colors import ColorsAmong, ColorsOf
from manastack.dsl.conditions import (
    controls_basic_lands,
    controls_other_lands,
    coven,
    creatures_died_this_turn,
    opponent_lost_life_this_turn,
    you_control,
    you_control_a_token,
)
from manastack.dsl.costs import Cost, CostChoice
from manastack.dsl.effect_steps import BecomesDayFirst, CreateEmblem, DiscardChosen
from manastack.dsl.effects import (
    AdditionalCombatAfterThisMain,
    AddMana,
    ApplyContinuous,
    Attach,
    BecomeCreatureType,
    BottomInAnyOrder,
    ChangeCreatureTypeText,
    ChangeOnlyTarget,
    ChooseAtRandom,
    ChooseCreatureType,
    ChooseNumber,
    ChooseObjects,
    ChooseOption,
    ChoosePlayer,
    CopySpell,
    CounterSpell,
    CounterUnlessPays,
    CreateToken,
    CreateTokenCopy,
    Custom,
    DealDamage,
    DealDamageDivided,
    DelayedTrigger,
    Destroy,
    Discard,
    DiscardChosenBy,
    DiscardHand,
    DoubleCounters,
    Draw,
    Effect,
    ExchangeControl,
    ExileLinked,
    ExileUntilLeaves,
    Fight,
    FlipCoin,
    ForEachInChosenOrder,
    ForEachPlayer,
    GainControl,
    GainLife,
    If,
    IfYouDo,
    Investigate,
    LookAtFaceDown,
    LookAtTop,
    LookAtTopMayReveal,
    LoseLife,
    May,
    MayPay,
    Mill,
    Modify,
    MoveTo,
    PayAnyNumberOfTimes,
    PlayExiled,
    PlayExiledThisTurn,
    PreventAllDamage,
    PreventDamage,
    PutCounters,
    PutCountersDivided,
    ReflexiveTrigger,
    Regenerate,
    RemoveCounters,
    RemoveFromCombat,
    ReorderTop,
    ReplaceNextDraw,
    RevealChosen,
    RevealUntil,
    Sacrifice,
    Scry,
    Search,
    SearchGroup,
    SecretNumbers,
    SetDayNight,
    Shuffle,
    Surveil,
    Tally,
    TapEffect,
    Transform,
    TurnFaceDownEffect,
    TurnFaceUpEffect,
    UntapEffect,
    WinTheGame,
)
from manastack.dsl.filters import (
    ANY_PLAYER,
    ARTIFACT,
    ARTIFACT_OR_ENCHANTMENT,
    CREATURE,
    CREATURE_DAMAGED_PLAYER_CONTROLS,
    CREATURE_OPP_CONTROLS,
    CREATURE_OR_PLANESWALKER,
    CREATURE_YOU_CONTROL,
    ENCHANTMENT,
    LAND,
    NONLAND_PERMANENT,
    OPPONENT,
    PERMANENT,
    PLANESWALKER,
    YOU,
    Filter,
    PlayerFilter,
    WithCounter,
    card_in,
    dealt_damage_this_turn,
    enchanted_player_controls,
)
from manastack.dsl.looking import LookAt, Reveal
from manastack.dsl.mana_cost import ManaCost
from manastack.dsl.object_tests import (
    BLOCKING_THIS,
    HAS_MANA_ABILITY,
    SPELL_OR_PERMANENT,
    TARGET_SPELL_OR_PERMANENT,
    WAS_BLOCKING_THIS,
    BlockerMatches,
    ControlledByDefendingPlayer,
    ControlledByTriggerPlayer,
    InTopOfLibrary,
    OneOfEach,
    ShareALandType,
    card_types_in_graveyard,
)
from manastack.dsl.player_tests import BY_ENCHANTED_PLAYER, SpellsCastThisTurn
from manastack.dsl.predicates import (
    ATTACHED_WITH_IT,
    BY_THIS_OBJECT,
    DEFENDING_PLAYER_OF_TRIGGERER,
    FACE_DOWN_SPELL,
    IN_COMBAT,
    IS_COMMANDER,
    IS_DAY,
    IS_NIGHT,
    LAND_TYPES,
    LEAST_TOUGHNESS_AMONG_YOURS,
    MAIN_PHASE,
    NOT_YOUR_TURN,
    POWER_LESS_THAN_SOURCE,
    SOURCE_ATTACKING,
    SOURCE_WAS_CAST,
    SPELL_CAST_FROM_GRAVEYARD,
    THIS_OBJECT,
    THIS_SPELL_WAS_CAST,
    YOUR_TURN,
    AbilitiesIfSubtype,
    AddChosenMana,
    AdditionalCounterUntilNextTurn,
    AllOf,
    AmountAsItEnters,
    AnOpponentControlsMore,
    AnotherObject,
    AnyOf,
    AttachedTo,
    BecomesTypes,
    CastWith,
    ChoseAsItEntered,
    Collect,
    Compare,
    ControlledByTargetPlayer,
    CountPrinted,
    CreaturesAttackedWithThisTurn,
    DamageMatches,
    DoubleIt,
    EnterAsCopyOf,
    EntersWithCounters,
    EventData,
    EventObjectIs,
    EventObjectWas,
    ExileInstead,
    Extension,
    FlashUntilNextTurn,
    IsBasicLandType,
    IsSpell,
    Matches,
    MatchesAny,
    MatchesNone,
    MovedCardIs,
    Not,
    OwnedByTargetPlayer,
    PhaseOut,
    PlayerControls,
    PowerAtMost,
    PreventIt,
    RevealedAsItEntered,
    SharesCreatureTypeWithYourCommander,
    SourceControllerControls,
    SourceIn,
    SpellCastFrom,
    StepIs,
    TargetChosen,
    TriggererWas,
    VarIs,
    WouldBePutIntoGraveyard,
    WouldDie,
    YouControlACommander,
    at_least,
    at_most,
    exactly,
    fewer_than,
)
from manastack.dsl.refs import (
    All,
    AllExcept,
    Amount,
    AtLeastZero,
    Attached,
    CardsOf,
    CardsPutInto,
    ControllerOf,
    CountersOn,
    CountOf,
    DamageToItAtOnce,
    DefendingPlayer,
    DifferentPowers,
    EachOpponent,
    EachPlayer,
    EventAmount,
    ExiledWithSelf,
    GreatestCommanderManaValue,
    Half,
    LastKnownPower,
    LifeLostThisTurn,
    LifeTotal,
    ManaSpent,
    ManaSpentToCast,
    ManaValueOf,
    MostAmongOpponents,
    NumberOf,
    OfChosenType,
    OpponentsDealtCombatDamage,
    OwnerOf,
    PlayerOrController,
    PowerOf,
    Sacrificed,
    SacrificedPower,
    SacrificedToughness,
    Self,
    SharingCreatureType,
    SubtypesAmong,
    Sum,
    Tallied,
    TalliedAmount,
    Target,
    Times,
    TimesPaid,
    TopOfLibrary,
    ToughnessOf,
    Triggerer,
    TriggerPlayer,
    Var,
    VarAmount,
    X,
    You,
)
from manastack.dsl.spells import (
    DISTURB_COST,
    INSTANT_OR_SORCERY_SPELL,
    SPELL_FROM_YOUR_GRAVEYARD,
    flashback_of_mana_cost,
)
from manastack.dsl.this_way import PutInto, TalliedMatching
from manastack.dsl.tokens import TokenSpec
from manastack.dsl.triggers import (
    Trigger,
    at_beginning_of,
    at_beginning_of_enchanted_players,
    attached_dies,
    attacks,
    becomes_blocked,
    blocks,
    cards_leave_your_graveyard,
    cast,
    cast_from_your_graveyard,
    combat_damage_to_opponents,
    cycled,
    damage_dealt_at_once,
    day_night_changes,
    deals_combat_damage_to_player,
    deals_damage,
    dies,
    enters,
    is_dealt_damage,
    leaves,
    only_once_each_turn,
    turned_face_up,
    you_sacrifice,
)
from manastack.state.steps import Step
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
           min: int | None = None, label: str = "", spells: bool = False) -> TargetSpec:
    """A target requirement; ``min`` < ``count`` for "up to" targets."""
    return TargetSpec(filter=filter, players=players, count=count, min=min,
                      label=label or (filter.label if filter else "player"), spells=spells)


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
                 of: str | None = None,
                 when_spent: TriggeredAbility | None = None,
                 spend_only: Filter | tuple[Filter, ...] | None = None) -> ActivatedAbility:
    """A mana ability (CR 605): options such as "G", "RG" (two mana), "any"; ``effects``
    happen right after the mana is added ("~ deals 1 damage to you"); ``condition(game,
    source)`` is "Activate only if ..." (CR 602.5b); ``of`` limits "any" to the colours the
    game decides: ``YOUR_COMMANDERS_COLOR_IDENTITY`` or
    ``COLORS_OPPONENTS_LANDS_COULD_PRODUCE`` (``rules.mana.resolved``); ``when_spent`` is
    what the mana carries ("When that mana is spent to cast ...", ``when_spent_to_cast``);
    ``spend_only`` the spells it may be spent on ("Spend this mana only to cast creature
    spells": ``CREATURE_SPELL``; CR 106.6), a tuple of them for "only to X or Y"."""
    return ActivatedAbility(cost(c), tuple(effects), (), False, Zone.BATTLEFIELD,
                            tuple(options), condition=condition, text=text, mana_of=of,
                            when_spent=when_spent, spend_only=spend_only)


def triggered(trigger: Trigger, *effects: Effect,
              targets: tuple[TargetSpec, ...] | list[TargetSpec] = (), condition: Any = None,
              optional: bool = False, zone: Zone = Zone.BATTLEFIELD,
              modes: tuple[Mode, ...] = (), text: str = "",
              divide: int = 0) -> TriggeredAbility:
    """"When/Whenever/At ..." (CR 603). ``condition(game, source, event)`` is an intervening
    "if" (CR 603.4); ``divide``: an amount divided among the first targets as it is put on
    the stack (CR 603.3d; ``PutCountersDivided``)."""
    return TriggeredAbility(trigger, tuple(effects), tuple(targets), condition, optional, zone,
                            modes, text, divide=divide)


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


def pump(what: Any, power: Any, toughness: Any, duration: str = "eot") -> ApplyContinuous:
    """"gets +N/+N until end of turn" (a layer 7c effect locked to its objects)."""
    return ApplyContinuous(what, Modify(power=power, toughness=toughness), duration)


def restrict(what: Any, name: str, duration: str = "eot") -> ApplyContinuous:
    """"[objects] can't be blocked / can't block this turn": a rule-modifying effect from a
    resolving spell or ability, locked to its objects (CR 611.2c); ``name`` as for ``rule``."""
    return ApplyContinuous(what, Modify(custom_layer="rule:" + name), duration)


def grant(what: Any, *keywords: str, duration: str = "eot") -> ApplyContinuous:
    """"gains [keyword] until end of turn" (layer 6)."""
    return ApplyContinuous(what, Modify(add_keywords=keywords), duration)


def anthem(affects: Filter | str, power: int, toughness: int, *keywords: str,
           condition: Any = None) -> StaticAbility:
    """"[Creatures] get +N/+N [and have ...]" (layers 6 and 7c)."""
    return StaticAbility(modify=Modify(power=power, toughness=toughness,
                                       add_keywords=keywords),
                         affects=affects, condition=condition)


def cant_be_blocked(what: Any, by: Filter | None = None, duration: str = "eot") -> ApplyContinuous:
    """"[What] can't be blocked [by (filter)] this turn" (CR 509.1b): an effect from
    resolution, checked as blockers are declared."""
    if by is None:
        return ApplyContinuous(what, Modify(custom_layer="rule:cant_be_blocked"), duration)
    pred: Any = BlockerMatches(by)
    return ApplyContinuous(what, Modify(custom_layer="rule:cant_be_blocked_by", custom=pred),
                           duration)


def enters_tapped_unless(condition: Any, text: str = "") -> ReplacementAbility:
    """"~ enters the battlefield tapped unless [condition]" (CR 614.1c, 614.12):
    ``condition(game, card_id, event)`` is checked as it would enter."""
    def applies(g: Any, oid: int, ev: Any) -> bool:
        return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and \
            not ev.data.get("tapped") and not condition(g, oid, ev)

    def replace(g: Any, oid: int, ev: Any) -> Any:
        return ev.but(data={**ev.data, "tapped": True})
    return ReplacementAbility("zone_change", applies, replace, zone=Zone.BATTLEFIELD,
                              self_replacement=True, text=text)


def day_as_enters(text: str = "") -> ReplacementAbility:
    """"If it's neither day nor night, it becomes day as ~ enters (the battlefield)": a
    replacement effect on its entering (CR 614.1c, 614.12), however it enters; it becomes day
    (CR 730.1) just before the permanent enters."""
    def applies(g: Any, oid: int, ev: Any) -> bool:
        return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and g.day_night is None

    return ReplacementAbility("zone_change", applies, BecomesDayFirst(), zone=Zone.BATTLEFIELD,
                              self_replacement=True, text=text)


def reveal_land(*land_types: str) -> list[Any]:
    """"As ~ enters, you may reveal a [type] or [type] card from your hand. If you don't, ~
    enters tapped." (CR 614.12, 614.1c, 701.20): any card of your hand with one of those
    subtypes, not the land itself (it is not in the hand then); a card entering from the hand
    at the same time may be revealed, since the choice is made before any of them moves."""
    return [lines(as_enters(ChooseObjects(
        card_in(Zone.HAND, subtypes=tuple(land_types),
                label=" or ".join(land_types) + " card in your hand"),
        "chosen_revealed", min=0, prompt="You may reveal a card"),
        RevealChosen("chosen_revealed")),
        enters_tapped_unless(RevealedAsItEntered("revealed")))]


def enters_tapped(text: str = "") -> ReplacementAbility:
    """"~ enters (the battlefield) tapped" (CR 614.1c): a replacement effect of the object as
    it would exist on the battlefield (CR 614.12), from wherever it enters."""
    def applies(g: Any, oid: int, ev: Any) -> bool:
        return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and not ev.data.get("tapped")

    def replace(g: Any, oid: int, ev: Any) -> Any:
        return ev.but(data={**ev.data, "tapped": True})
    return ReplacementAbility("zone_change", applies, replace, zone=Zone.BATTLEFIELD,
                              self_replacement=True, text=text or "enters tapped")


def enters_with_counters(kind: str, amount: Any = 1, text: str = "",
                         condition: Any = None) -> ReplacementAbility:
    """"~ enters (the battlefield) with N [kind] counters on it" (CR 614.1c, 122.6).
    ``amount``: a number, ``X()`` (the X paid for the spell that becomes it, 0 when it
    wasn't cast, CR 107.3m), ``ManaSpent()`` (the total mana spent to cast the spell that
    becomes it, CR 601.2h: 0 for a copy of a spell, a token or a card put onto the
    battlefield without being cast, CR 707.10), another amount such as ``CountOf(filter)``
    counted as it would enter, or ``fn(game, card_id, event)``.
    ``condition(game, card_id)``: "enters with ... if [condition]"."""
    def applies(g: Any, oid: int, ev: Any) -> bool:
        return ev.obj == oid and ev.to_zone is Zone.BATTLEFIELD and (
            condition is None or bool(condition(g, oid)))

    def replace(g: Any, oid: int, ev: Any) -> Any:
        if isinstance(amount, X):
            n = int((ev.data.get("chosen") or {}).get("x") or 0)
        elif isinstance(amount, ManaSpent):
            n = int(ev.data.get("mana_spent") or 0)
        elif isinstance(amount, Amount):
            # another amount, counted as it would enter ("X is the number of other creatures
            # on the battlefield"): it isn't on the battlefield yet (CR 614.12)
            n = int(AmountAsItEnters(amount)(g, oid, ev))
        elif callable(amount):
            n = int(amount(g, oid, ev))
        else:
            n = int(amount)
        if n <= 0:
            return ev
        counters = dict(ev.data.get("counters") or {})
        counters[kind] = counters.get(kind, 0) + n
        return ev.but(data={**ev.data, "counters": counters})
    return ReplacementAbility("zone_change", applies, replace, zone=Zone.BATTLEFIELD,
                              self_replacement=True,
                              text=text or f"enters with {kind} counters")


class _PTFromCount:
    """Layer 7a: power = ``count(game, controller)``, toughness = that plus ``plus``."""

    def __init__(self, count: Any, plus: int) -> None:
        self.count, self.plus = count, plus

    def __call__(self, g: Any, c: Any, ce: Any) -> None:
        n = self.count(g, ce.controller)
        c.power, c.toughness = n, n + self.plus

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _PTFromCount) and (other.count, other.plus) == (
            self.count, self.plus)

    def __hash__(self) -> int:
        return hash((self.count, self.plus))


def pt_from_count(count: Any, plus_toughness: int = 0, text: str = "") -> StaticAbility:
    """A characteristic-defining ability (CR 604.3, 613.4a) "~'s power is equal to [a number]
    and its toughness is equal to that number [plus N]": ``count(game, controller)`` must read
    cards without computing characteristics (``manastack.rules.characteristics.base_chars``),
    as it runs inside the layer pass."""
    return StaticAbility(modify=Modify(custom_layer="7a", custom=_PTFromCount(count,
                                                                              plus_toughness)),
                         cda=True, text=text)


COLORS = ("white", "blue", "black", "red", "green")


def protection_from_chosen_color(what: Any, var: str = "color") -> tuple[Effect, ...]:
    """"Choose a color. [What] gain(s) protection from the chosen color until end of turn"
    (CR 105.1, 702.16): the controller chooses as the ability resolves (CR 608.2d)."""
    return (ChooseOption(COLORS, var, prompt="Choose a color"),
            *(If(lambda g, frame, col=col: frame.get(var) == col,
                 (grant(what, "Protection from " + col),)) for col in COLORS))


def that_player_controls(filter: Filter) -> Filter:
    """"[filter] that player controls", in a triggered ability whose event is about a player
    ("deals combat damage to a player"): objects that player controls, checked as targets are
    chosen and again on resolution (CR 608.2b)."""
    return filter.but(custom=ControlledByTriggerPlayer(filter.custom), label=(filter.label or "permanent") + " that player controls")


def defending_player_controls(filter: Filter) -> Filter:
    """"[filter] defending player controls", in an ability of an attacking creature ("Whenever
    ~ attacks, destroy target artifact defending player controls"): objects controlled by the
    player that creature is attacking (CR 506.2), checked as targets are chosen and again on
    resolution (CR 608.2b)."""
    return filter.but(custom=ControlledByDefendingPlayer(filter.custom),
                      label=(filter.label or "permanent") + " defending player controls")


def discard_up_to(n: int) -> tuple[Effect, ...]:
    """"Discard up to N cards": the controller chooses between none and N cards of their hand
    and discards them at once (CR 701.9a); how many were discarded is stored as
    ``VarAmount("n_discarded")`` ("then draw that many cards")."""
    return (ChooseObjects(Filter(zone=Zone.HAND, owner="you", label="card in your hand"),
                          "discarded", min=0, max=n, prompt=f"Discard up to {n} cards"),
            Custom(DiscardChosen(), "discard them"))


def get_emblem(name: str) -> Custom:
    """"You get an emblem with ...": the emblem ``name`` of the token data is created in the
    command zone under the controller's control (CR 114.1); its module lists its abilities,
    which function there (CR 114.4)."""
    return Custom(CreateEmblem(name), "get an emblem")


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


ANY_NUMBER = 10**6
"""``max`` of a choice of "any number of" objects."""


def choose_different_powers(filter: Filter, var: str, prompt: str = "") -> ChooseObjects:
    """"Choose any number of [creatures] with different powers": no two chosen have the same
    power (a single creature, or none, is a valid set); nothing is targeted, the choice is
    made as the ability resolves (CR 608.2d)."""
    return ChooseObjects(filter, var, min=0, max=ANY_NUMBER, different="power",
                         prompt=prompt or f"Choose {filter.label}s with different powers")


def choose_one_for_each_power(filter: Filter, var: str, prompt: str = "") -> ChooseObjects:
    """"For each different power among [creatures], choose a [creature] with that power": one
    object of each power, as the spell resolves (CR 608.2d); the choice isn't optional."""
    return ChooseObjects(filter, var, min=ANY_NUMBER, max=ANY_NUMBER, different="power",
                         prompt=prompt or f"Choose a {filter.label} for each power")


# -- cycles of lands, each a one-liner in its card module ------------------------------------

def bounce_land(mana: str) -> list[Any]:
    """The three lines of a "bounce land": "~ enters tapped. / When ~ enters, return a land
    you control to its owner's hand. / {T}: Add [two mana]." The land to return is chosen as
    the ability resolves (it doesn't target), so with no other land it returns itself."""
    return [
        enters_tapped(),
        triggered(enters(),
                  ChooseObjects(LAND.but(controller="you", label="land you control"), "returned",
                                prompt="Choose a land you control to return to its owner's hand"),
                  MoveTo(Var("returned"), Zone.HAND)),
        mana_ability("{T}", mana),
    ]


def scry_land(*colors: str) -> list[Any]:
    """The three lines of a "scry land" (a Temple): "~ enters tapped. / When ~ enters, scry 1.
    / {T}: Add [one of two colors]." (CR 701.22)."""
    return [enters_tapped(), triggered(enters(), Scry(1)), mana_ability("{T}", *colors)]


def fetch_land(first: str, second: str) -> list[Any]:
    """"{T}, Pay 1 life, Sacrifice ~: Search your library for a [first] or [second] card, put
    it onto the battlefield, then shuffle." (a card with that land type, basic or not, CR
    205.3i)."""
    return [activated("{T}, Pay 1 life, Sacrifice ~",
                      Search(Filter(subtypes=(first, second),
                                    label=f"{first} or {second} card"),
                             to=Zone.BATTLEFIELD, reveal=False))]


def courier(cost: str, creature_type: str, keyword: str) -> list[Any]:
    """The two lines of an Onslaught Courier: "You may choose not to untap ~ during your untap
    step. / [cost], {T}: Target [type] creature gets +2/+2 and has [keyword] for as long as ~
    remains tapped." The target must have the type as the ability is activated and as it
    resolves; once the effect starts it keeps applying even if the creature stops having it
    (ONS-FAQ-053, CR 611.2c). It ends when the Courier untaps or leaves the battlefield (CR
    611.2b)."""
    return [
        rule("may_not_untap"),
        activated(f"{cost}, {{T}}",
                  ApplyContinuous(Target(0), Modify(power=2, toughness=2,
                                                    add_keywords=(keyword,)),
                                  duration="source_tapped"),
                  targets=[target(CREATURE.but(subtypes=(creature_type,),
                                               label=f"{creature_type} creature"))]),
    ]


def gustcloak_escape() -> Any:
    """"Whenever ~ becomes blocked, you may untap it and remove it from combat." Removed from
    combat, it deals and is dealt no combat damage; the creatures that blocked it stay
    blocking (CR 506.4, 509.1h)."""
    return triggered(becomes_blocked(), UntapEffect(Self()), RemoveFromCombat(Self()),
                     optional=True)


def tap_untapped_you_control(creature_type: str, count: int) -> Cost:
    """The cost "Tap [count] untapped [type]s you control". With no {T} in the cost, the
    creatures tapped (the source included) needn't have been under your control since your
    turn began (CR 302.6)."""
    return Cost(tap_untapped=Filter(subtypes=(creature_type,), controller="you",
                                    label=f"untapped {creature_type} you control"),
                tap_count=count)


def battle_land() -> list[Any]:
    """"([T]: Add [its colors].) / ~ enters tapped unless you control two or more basic lands."
    The mana ability comes from its basic land types (CR 305.6); it is not a basic land
    itself (CR 205.4c)."""
    return [enters_tapped_unless(controls_basic_lands(2))]


# -- lines built from the records of manastack.dsl.predicates -----------------------------------

def exile_instead_of_graveyard() -> ReplacementAbility:
    """"If [this] would be put into a graveyard from anywhere, exile it instead" (the back
    faces of disturb cards, CR 702.146). It works on the battlefield and on the stack (where a
    countered spell would go to the graveyard, ruling MID-RN-017)."""
    return ReplacementAbility(kind="zone_change", applies=WouldBePutIntoGraveyard(),
                              replace=ExileInstead(), anywhere=True,
                              text="If this would be put into a graveyard from anywhere, "
                                   "exile it instead.")


def control_attached() -> Any:
    """"You control enchanted [permanent]" (a static ability of an Aura, CR 613.1b)."""
    return StaticAbility(modify=Modify(custom_layer="2", custom=SourceControllerControls()),
                         affects="attached")


def prevent_damage(to: Any = None, by: Any = None, combat: bool = False,
                   either: bool = False, amount: int | None = None,
                   text: str = "") -> ReplacementAbility:
    """"Prevent all [combat] damage that would be dealt to [and dealt by] ..." (CR 615),
    or "Prevent 1 of the damage ..." with ``amount``."""
    return ReplacementAbility("damage", DamageMatches(to, by, combat, either),
                              PreventIt(amount), prevention=True, text=text)


def double_damage(by: Any, text: str = "") -> ReplacementAbility:
    """"If [a source] would deal damage, it deals double that damage instead" (CR 614.1a)."""
    return ReplacementAbility("damage", DamageMatches(by=by), DoubleIt(), text=text)


def exile_if_it_would_die(filter: Any = "self", text: str = "") -> ReplacementAbility:
    """"If [a creature ...] would die, exile it instead" (CR 614.1a)."""
    return ReplacementAbility("zone_change", WouldDie(filter), ExileInstead(), text=text)


def transforms_into(face: int) -> Any:
    """Trigger condition "When this permanent transforms into [the face ``face``]" (CR
    701.27e: it has that face up immediately after transforming)."""
    return Trigger("transform", subject="self", test=EventData("face", face),
                   label="transforms")


def add_one_of(*options: str, keep_until_end_of_turn: bool = False,
               var: str = "mana") -> tuple[Any, ...]:
    """"Add {R} or {G}" as a resolving spell's or triggered ability's effect: the controller
    chooses one of ``options`` as it resolves (CR 106.1, 608.2d) and adds it."""
    return (ChooseOption(tuple(options), var, prompt="Choose the mana to add"),
            AddChosenMana(var, keep_until_end_of_turn))


ARMY_YOU_CONTROL = Filter(types=("Creature",), subtypes=("Army",), controller="you",
                          label="Army you control")
ZOMBIE_ARMY = TokenSpec(subtypes=("Zombie", "Army"), colors="B", power=0, toughness=0)


def amass(n: int) -> tuple[Effect, ...]:
    """"Amass N" (CR 701.47a): put N +1/+1 counters on an Army you control (any of them, a
    nontoken one too); if you control none, first create a 0/0 black Zombie Army creature
    token, which enters as a 0/0 before it gets the counters."""
    return (If(Not(at_least(CountOf(ARMY_YOU_CONTROL), 1)), (CreateToken(ZOMBIE_ARMY),)),
            ChooseObjects(ARMY_YOU_CONTROL, "army", prompt="Choose an Army you control"),
            PutCounters(Var("army"), amount=n))

def keyword_ability(text: str) -> Any:
    """The keyword ability written ``text`` ("Defender"), to be granted by another ability."""
    from manastack.dsl.keywords import parse_keyword
    return parse_keyword(text)
def abilities_if_subtype(subtype: str, *abilities: Any, affects: Filter | str = "self") -> Any:
    """"[It] has [abilities] as long as it's a [subtype]" (layer 6, after type changes)."""
    return static(Modify(custom_layer="6", custom=AbilitiesIfSubtype(subtype, abilities)),
                  affects=affects)
def is_basic_land_type(land_type: str, affects: Filter | str = "attached") -> Any:
    """"Enchanted land is a[n] [basic land type]" (CR 305.7)."""
    return static(Modify(custom_layer="4", custom=IsBasicLandType(land_type)),
                  affects=affects)


def bolster(n: int) -> tuple[Effect, ...]:
    """"Bolster N" (CR 701.39a): choose a creature with the least toughness among creatures
    you control (as this resolves, MIC-OR-0117; it doesn't target, MIC-OR-0116) and put N
    +1/+1 counters on it."""
    return (ChooseObjects(CREATURE_YOU_CONTROL.but(custom=LEAST_TOUGHNESS_AMONG_YOURS,
                                                   label="creature with the least toughness"),
                          "bolstered", prompt=f"Bolster {n}"),
            PutCounters(Var("bolstered"), amount=n))
