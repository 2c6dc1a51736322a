"""Effects written in one call: "+N/+N until end of turn", "gains [keyword]", "can't be
blocked", "choose a color", "discard up to N", emblems (CR 114), amass (CR 701.47), bolster
(CR 701.39) and other effects built from several records of the vocabulary. Card modules use these
through ``manastack.dsl.prelude``.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.abilities import StaticAbility
from manastack.dsl.effect_steps import CreateEmblem, DiscardChosen
from manastack.dsl.effects import (
    ApplyContinuous,
    ChooseObjects,
    ChooseOption,
    CreateToken,
    Custom,
    Effect,
    If,
    Modify,
    PutCounters,
)
from manastack.dsl.filters import CREATURE_YOU_CONTROL, Filter
from manastack.dsl.object_tests import (
    BlockerMatches,
    ControlledByDefendingPlayer,
    ControlledByTriggerPlayer,
)
from manastack.dsl.predicates import (
    LEAST_TOUGHNESS_AMONG_YOURS,
    AddChosenMana,
    Matches,
    Not,
    VarIs,
    at_least,
)
from manastack.dsl.refs import CountOf, Var
from manastack.dsl.rules_words import RulesWord
from manastack.dsl.tokens import TokenSpec
from manastack.state.zones import Zone


def pump(what: Any, power: Any, toughness: Any, duration: str = "eot") -> ApplyContinuous:
    """"gets +N/+N until end of turn" (a layer 7c effect locked to its objects)."""
    return ApplyContinuous(what, Modify(power=power, toughness=toughness), duration)


def restrict(what: Any, name: str, duration: str = "eot") -> ApplyContinuous:
    """"[objects] can't be blocked / can't block this turn": a rule-modifying effect from a
    resolving spell or ability (CR 611.2c): given objects (targets, the source), it applies to
    those; given a group (a filter, "of the chosen type"), to whatever is of the group while it
    lasts. ``name`` as for ``rule``."""
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


COLORS = ("white", "blue", "black", "red", "green")


def protection_from_chosen_color(what: Any, var: str = "color") -> tuple[Effect, ...]:
    """"Choose a color. [What] gain(s) protection from the chosen color until end of turn"
    (CR 105.1, 702.16): the controller chooses as the ability resolves (CR 608.2d)."""
    return (ChooseOption(COLORS, var, prompt="Choose a color"),
            *(If(VarIs(var, col),
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


def add_one_of(*options: str, keep_until_end_of_turn: bool = False,
               var: str = "mana") -> tuple[Any, ...]:
    """"Add {R} or {G}" as a resolving spell's or triggered ability's effect: the controller
    chooses one of ``options`` as it resolves (CR 106.1, 608.2d) and adds it."""
    return (ChooseOption(tuple(options), var, prompt="Choose the mana to add"),
            AddChosenMana(var, keep_until_end_of_turn))


ARMY = RulesWord("Army")
"""The Army of amass, a word of rule 701.47a, not of the card's text (CR 612.2)."""
ARMY_YOU_CONTROL = Filter(types=("Creature",), subtypes=(ARMY,), controller="you",
                          label=RulesWord("Army you control"))


ZOMBIE_ARMY = TokenSpec(subtypes=("Zombie", ARMY), colors="B", power=0, toughness=0)


def amass(n: int, subtype: str = "Zombie") -> tuple[Effect, ...]:
    """"Amass [subtype] N" (CR 701.47a; a printed "amass N" reads "amass Zombies N", 701.47d):
    put N +1/+1 counters on an Army you control (any of them, a nontoken one too); if you
    control none, first create a 0/0 black [subtype] Army creature token, which enters as a 0/0
    before it gets the counters. If the chosen Army isn't a [subtype], it becomes one in
    addition to its other types, for as long as it stays on the battlefield (no duration is
    given, CR 611.2a). Army is the rule's word, not the card's: a text change of Army leaves
    the amass as it is (CR 612.2)."""
    token = ZOMBIE_ARMY if subtype == "Zombie" else TokenSpec(
        subtypes=(subtype, ARMY), colors="B", power=0, toughness=0)
    kind = Filter(subtypes=(subtype,), label=subtype)
    return (If(Not(at_least(CountOf(ARMY_YOU_CONTROL), 1)), (CreateToken(token),)),
            ChooseObjects(ARMY_YOU_CONTROL, "army",
                          prompt=RulesWord("Choose an Army you control")),
            PutCounters(Var("army"), amount=n),
            If(Not(Matches(Var("army"), kind)),
               (ApplyContinuous(Var("army"), Modify(add_subtypes=(subtype,)),
                                duration="forever"),)))


def bolster(n: int) -> tuple[Effect, ...]:
    """"Bolster N" (CR 701.39a): choose a creature with the least toughness among creatures
    you control (as this resolves, MIC-OR-0117; it doesn't target, MIC-OR-0116) and put N
    +1/+1 counters on it."""
    return (ChooseObjects(CREATURE_YOU_CONTROL.but(custom=LEAST_TOUGHNESS_AMONG_YOURS,
                                                   label="creature with the least toughness"),
                          "bolstered", prompt=f"Bolster {n}"),
            PutCounters(Var("bolstered"), amount=n))
