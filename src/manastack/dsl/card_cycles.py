"""Cycles of cards, each a one-liner in its card module: bounce lands, scry lands (CR 701.22),
fetch lands (CR 205.3i), battle lands (CR 305.6), Onslaught's Couriers (CR 611.2c) and
Gustcloaks (CR 506.4). Card modules use these through ``manastack.dsl.prelude``.
"""

from __future__ import annotations

from typing import Any

from manastack.dsl.ability_lines import activated, mana_ability, rule, target, triggered
from manastack.dsl.conditions import controls_basic_lands
from manastack.dsl.costs import Cost
from manastack.dsl.effects import (
    ApplyContinuous,
    ChooseObjects,
    Modify,
    MoveTo,
    RemoveFromCombat,
    Scry,
    Search,
    UntapEffect,
)
from manastack.dsl.filters import CREATURE, LAND, Filter
from manastack.dsl.refs import Self, Target, Var
from manastack.dsl.replacement_lines import enters_tapped, enters_tapped_unless
from manastack.dsl.triggers import becomes_blocked, enters
from manastack.state.zones import Zone


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
