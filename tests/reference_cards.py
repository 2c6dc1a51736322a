"""Real cards from outside ONS, MID and MIC that seed rulings name, defined with
``manastack.cards.custom.define_card`` (current Oracle text) for the tests that need them.

Importing this module defines them; defining them again (another test module importing it)
does nothing.

* Double Major — {G}{U} Instant (MID-RN-016, disturb).
* Arc Lightning — {2}{R} Sorcery (MID-RN-069, Rem Karolus, Stalwart Slayer).
* Omniscience — {7}{U}{U}{U} Enchantment (MID-RN-091, Memory Deluge).
* Gauntlet of Might — {4} Artifact (MID-RN-168, Moonsilver Key).
* Scar — {B/R} Instant (MIC-RN-028, Kurbis, Harvest Celebrant: a creature losing its +1/+1
  counters, which a -1/-1 counter annihilates, CR 704.5q).
* Avian Changeling — {2}{W} Creature — Shapeshifter 2/2, changeling and flying (MIC-RN-046,
  Curse of Conformity).
* Hymn to Tourach — {B}{B} Sorcery, "Target player discards two cards at random." (discarding
  at random, CR 701.9b, which no card of these sets does).
* Transguild Courier — {4} Artifact Creature — Golem 3/3, "Transguild Courier is all colors."
  (a characteristic-defining ability for colour, which a copy "except it's [a colour]" doesn't
  copy, CR 707.9d).
* Nylea, God of the Hunt — {3}{G} Legendary Enchantment Creature — God 6/6 (MIC-RN-014, Ghouls'
  Night Out: a creature card that isn't a creature on the battlefield).
* Hardened Scales — {G} Enchantment (MIC-RN-002, Visions of Dominance: doubling counters puts
  counters, which effects that modify counters being put see).
* Cackling Counterpart — {1}{U}{U} Instant (MIC-RN-041, Eloise, Nephalia Sleuth: a token
  copy of a legendary creature).
* Zetalpa, Primal Dawn — {6}{W}{W} Legendary Creature — Elder Dinosaur 4/8 (MIC-RN-031,
  Visions of Dread: a commander whose mana value is more than the flashback cost's generic
  part).
* Contamination — {2}{B} Enchantment (MIC-OR-0281, Exotic Orchard: a replacement effect on the
  mana lands produce).
* Darksteel Colossus — {11} Artifact Creature — Golem 11/11 and Narcomoeba — {1}{U}
  Creature — Illusion 1/1 (MIC-OR-0184, Dread Summons: a card that would go to a graveyard
  and goes elsewhere instead, and one that leaves the graveyard by its own trigger).
* Platinum Angel — {7} Artifact Creature — Angel 4/4, flying (ONS-OR-0107, Ebonblade Reaper:
  a player with a negative life total still in the game, CR 104.3, 704.5a).
* Moonmist — {1}{G} Instant and Amoeboid Changeling — {1}{U} Creature — Shapeshifter 1/1
  (MID-OR-0294, Curse of Leeches; MID-OR-0663, Arlinn, the Pack's Hope: "older cards such as
  Moonmist that instruct a player to transform permanents don't affect permanents with
  daybound or nightbound"; the Changeling makes such a permanent a Human).
* Prologue to Phyresis — {1}{U} Instant (poison counters: a player with ten or more loses,
  CR 704.5c).
* Karador, Ghost Chieftain — {5}{W}{B}{G} Legendary Creature — Centaur Spirit 3/4
  (MIC-OR-0250, Gisa and Geralf: two permissions to cast a creature spell from a graveyard).
* Rest in Peace — {1}{W} Enchantment (MIC-OR-0160, Stitcher Geralf: milled cards a
  replacement effect exiles instead are not put into graveyards "this way").
* Stifle — {U} Instant (the Gatherer rulings of the Onslaught cycling cards: "Effects that
  interact with activated abilities (such as Stifle ...) will interact with cycling").
* Copy Enchantment — {2}{U} Enchantment (MIC-OR-0113, Citadel Siege: a permanent entering as
  a copy of a Siege makes its own choice).
* War Cadence — {2}{R} Enchantment (MIC-OR-0129, Odric, Master Tactician: a cost to block,
  CR 509.1d).
* Zombie Cutthroat — {3}{B}{B} Creature — Zombie 3/4, morph—pay 5 life (a morph cost with
  no mana, CR 702.37e, 119.4).
* Gravity Sphere — {2}{R} World Enchantment ("All creatures lose flying": an effect removing a
  keyword, CR 613.1f) and Twisted Image — {U} Instant (switching a creature's power and
  toughness, CR 613.4d).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.custom import define_card
from manastack.dsl.card_effects import Discard, Draw
from manastack.dsl.creature_types import ORDERED_CREATURE_TYPES
from manastack.dsl.effects import (
    AddMana,
    ApplyContinuous,
    CopySpell,
    CounterSpell,
    CreateTokenCopy,
    DealDamageDivided,
    If,
    Modify,
    MoveTo,
    PreventAllDamage,
    PutCounters,
    Sacrifice,
    Transform,
)
from manastack.dsl.filters import (
    ANY_PLAYER,
    CREATURE,
    CREATURE_OR_PLANESWALKER,
    CREATURE_YOU_CONTROL,
    Filter,
)
from manastack.dsl.predicates import at_least
from manastack.dsl.prelude import (
    ENCHANTMENT,
    TARGET_CREATURE,
    TARGET_PLAYER,
    TARGET_SPELL,
    ChooseObjects,
    Cost,
    Custom,
    EnterAsCopyOf,
    ManaCost,
    ReplacementAbility,
    TargetSpec,
    activated,
    anthem,
    as_enters,
    pump,
    rule,
    spell,
    static,
    target,
    triggered,
)
from manastack.dsl.refs import (
    All,
    ControllerOf,
    CountOf,
    EachOpponent,
    NumberOf,
    Self,
    Target,
    Triggerer,
    Var,
)
from manastack.dsl.triggers import Trigger, at_beginning_of
from manastack.rules.characteristics import chars
from manastack.rules.declare_blockers import add_block_cost_this_turn
from manastack.state.steps import Step
from manastack.state.zones import Zone


def _is_ability(g: Any, oid: int, you: int, source: Any) -> bool:
    """An activated or triggered ability on the stack, not a spell (CR 113.1a, 113.7)."""
    return g.objects[oid].stack.get("kind") in ("activated", "triggered")


def _mountain_tapped(g: Any, source: int, ev: Any) -> bool:
    """"a Mountain is tapped for mana": the permanent tapped has the subtype Mountain."""
    return ev.obj in g.objects and "Mountain" in chars(g, ev.obj).subtypes


DOUBLE_MAJOR = define_card(
    "Double Major", "{G}{U}", "Instant",
    "Copy target creature spell you control, except the copy isn't legendary. (A copy of a "
    "creature spell becomes a token.)",
    abilities=[
        spell(CopySpell(Target(0), new_targets=False, remove_supertypes=("Legendary",)),
              targets=[TargetSpec(filter=TARGET_SPELL.filter.but(
                  types=("Creature",), controller="you", label="creature spell you control"),
                  spells=True, label="target creature spell you control")]),
    ])

ARC_LIGHTNING = define_card(
    "Arc Lightning", "{2}{R}", "Sorcery",
    "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
    abilities=[
        spell(DealDamageDivided(),
              targets=[target(CREATURE_OR_PLANESWALKER, ANY_PLAYER, count=3, min=1,
                              label="one, two, or three targets")],
              divide=3),
    ])

OMNISCIENCE = define_card(
    "Omniscience", "{7}{U}{U}{U}", "Enchantment",
    "You may cast spells from your hand without paying their mana costs.",
    abilities=[
        rule("cast_from_hand_without_paying", "controller",
             text="You may cast spells from your hand without paying their mana costs."),
    ])

GAUNTLET_OF_MIGHT = define_card(
    "Gauntlet of Might", "{4}", "Artifact",
    "Red creatures get +1/+1.\n"
    "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
    abilities=[
        anthem(Filter(types=("Creature",), colors=("R",), label="red creature"), 1, 1),
        triggered(Trigger("tapped_for_mana", test=_mountain_tapped,
                          label="a Mountain is tapped for mana"),
                  AddMana("R", who=ControllerOf(Triggerer())),
                  text="Whenever a Mountain is tapped for mana, its controller adds an "
                       "additional {R}."),
    ])

STIFLE = define_card(
    "Stifle", "{U}", "Instant",
    "Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
    abilities=[
        spell(CounterSpell(Target(0)),
              targets=[TargetSpec(filter=Filter(zone=Zone.STACK, custom=_is_ability,
                                                label="activated or triggered ability"),
                                  spells=True, label="target activated or triggered ability")]),
    ])

SCAR = define_card(
    "Scar", "{B/R}", "Instant",
    "Put a -1/-1 counter on target creature.",
    abilities=[spell(PutCounters(Target(0), "-1/-1"), targets=[TARGET_CREATURE])])

AVIAN_CHANGELING = define_card(
    "Avian Changeling", "{2}{W}", "Creature — Shapeshifter",
    "Changeling (This card is every creature type.)\nFlying",
    power="2", toughness="2", abilities=[])


HYMN_TO_TOURACH = define_card(
    "Hymn to Tourach", "{B}{B}", "Sorcery",
    "Target player discards two cards at random.",
    abilities=[spell(Discard(2, Target(0), random=True), targets=[TARGET_PLAYER])])

TRANSGUILD_COURIER = define_card(
    "Transguild Courier", "{4}", "Artifact Creature — Golem",
    "Transguild Courier is all colors.",
    power="3", toughness="3",
    abilities=[static(Modify(set_colors=("W", "U", "B", "R", "G")), cda=True)])


def _devotion_to_green_below_five(g: Any, oid: int) -> bool:
    """"As long as your devotion to green is less than five": the {G} symbols among the mana
    costs of permanents its controller controls (CR 700.5)."""
    you = g.objects[oid].controller
    total = 0
    for x in g.battlefield:
        o = g.objects[x]
        if o.controller == you and o.card_key is not None and not o.face_down:
            from manastack.cards.database import database
            cost = database().by_key(o.card_key).faces[o.face].mana_cost or ""
            total += cost.count("{G}") + cost.count("/G}") + cost.count("{G/")
    return total < 5


NYLEA = define_card(
    "Nylea, God of the Hunt", "{3}{G}", "Legendary Enchantment Creature — God",
    "Indestructible\n"
    "As long as your devotion to green is less than five, Nylea isn't a creature.\n"
    "Other creatures you control have trample.\n"
    "{3}{G}: Target creature gets +2/+2 until end of turn.",
    power="6", toughness="6",
    abilities=[
        static(Modify(remove_types=("Creature",)), condition=_devotion_to_green_below_five),
        anthem(Filter(types=("Creature",), controller="you", other=True,
                      label="other creature you control"), 0, 0, "Trample"),
        activated("{3}{G}", pump(Target(0), 2, 2), targets=[TARGET_CREATURE]),
    ])


def _plus_one_counters_on_your_creature(g: Any, oid: int, ev: Any) -> bool:
    """+1/+1 counters would be put on a creature the source's controller controls."""
    return ev.obj is not None and ev.obj in g.objects and ev.data.get("counter") == "+1/+1" \
        and ev.amount > 0 and chars(g, ev.obj).is_creature and \
        chars(g, ev.obj).controller == chars(g, oid).controller


def _that_many_plus_one(g: Any, oid: int, ev: Any) -> Any:
    return ev.but(amount=ev.amount + 1)


HARDENED_SCALES = define_card(
    "Hardened Scales", "{G}", "Enchantment",
    "If one or more +1/+1 counters would be put on a creature you control, that many plus one "
    "+1/+1 counters are put on it instead.",
    abilities=[ReplacementAbility("counters_added", _plus_one_counters_on_your_creature,
                                  _that_many_plus_one,
                                  text="If one or more +1/+1 counters would be put on a "
                                       "creature you control, that many plus one +1/+1 "
                                       "counters are put on it instead.")])


CACKLING_COUNTERPART = define_card(
    "Cackling Counterpart", "{1}{U}{U}", "Instant",
    "Create a token that's a copy of target creature you control.\n"
    "Flashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. "
    "Then exile it.)",
    abilities=[
        spell(CreateTokenCopy(Target(0)),
              targets=[target(CREATURE_YOU_CONTROL, label="target creature you control")]),
    ])

ZETALPA = define_card(
    "Zetalpa, Primal Dawn", "{6}{W}{W}", "Legendary Creature — Elder Dinosaur",
    "Flying, double strike, vigilance, trample, indestructible",
    power="4", toughness="8", abilities=[])


def _would_go_to_a_graveyard(g: Any, oid: int, ev: Any) -> bool:
    return ev.obj == oid and ev.to_zone is Zone.GRAVEYARD


def _shuffle_into_library(g: Any, oid: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.LIBRARY, data={**ev.data, "position": "random"})


DARKSTEEL_COLOSSUS = define_card(
    "Darksteel Colossus", "{11}", "Artifact Creature — Golem",
    "Trample, indestructible\n"
    "If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel "
    "Colossus and shuffle it into its owner's library instead.",
    power="11", toughness="11",
    abilities=[ReplacementAbility("zone_change", _would_go_to_a_graveyard, _shuffle_into_library,
                                  zone=Zone.LIBRARY, anywhere=True, self_replacement=True,
                                  text="If Darksteel Colossus would be put into a graveyard "
                                       "from anywhere, reveal Darksteel Colossus and shuffle "
                                       "it into its owner's library instead.")])


def _from_library_to_graveyard(g: Any, source: int, ev: Any) -> bool:
    return ev.from_zone is Zone.LIBRARY and ev.to_zone is Zone.GRAVEYARD and \
        ev.new_obj == source


NARCOMOEBA = define_card(
    "Narcomoeba", "{1}{U}", "Creature — Illusion",
    "Flying\n"
    "When Narcomoeba is put into your graveyard from your library, you may put it onto the "
    "battlefield.",
    power="1", toughness="1",
    abilities=[triggered(Trigger("zone_change", test=_from_library_to_graveyard,
                                 label="put into your graveyard from your library"),
                         MoveTo(Triggerer(), Zone.BATTLEFIELD), optional=True,
                         zone=Zone.GRAVEYARD,
                         text="When Narcomoeba is put into your graveyard from your library, "
                              "you may put it onto the battlefield.")])


PLATINUM_ANGEL = define_card(
    "Platinum Angel", "{7}", "Artifact Creature — Angel",
    "Flying\nYou can't lose the game and your opponents can't win the game.",
    power="4", toughness="4",
    abilities=[rule("cant_lose_the_game", "controller", "opponents_cant_win")])


MOONMIST = define_card(
    "Moonmist", "{1}{G}", "Instant",
    "Transform all Humans. Prevent all combat damage that would be dealt this turn by creatures "
    "other than Werewolves and Wolves. (Only double-faced cards can be transformed.)",
    abilities=[
        spell(Transform(All(CREATURE.but(subtypes=("Human",), label="Human"))),
              PreventAllDamage(combat_only=True, by_filter=CREATURE.but(
                  not_subtypes=("Werewolf", "Wolf"),
                  label="creature other than a Werewolf or Wolf"))),
    ])

AMOEBOID_CHANGELING = define_card(
    "Amoeboid Changeling", "{1}{U}", "Creature — Shapeshifter",
    "Changeling (This card is every creature type.)\n"
    "{T}: Target creature gains all creature types until end of turn.\n"
    "{T}: Target creature loses all creature types until end of turn.",
    power="1", toughness="1",
    abilities=[
        activated("{T}", ApplyContinuous(Target(0), Modify(add_subtypes=ORDERED_CREATURE_TYPES)),
                  targets=[TARGET_CREATURE]),
        activated("{T}", ApplyContinuous(Target(0), Modify(set_creature_types=())),
                  targets=[TARGET_CREATURE]),
    ])

PROLOGUE_TO_PHYRESIS = define_card(
    "Prologue to Phyresis", "{1}{U}", "Instant",
    "Each opponent gets a poison counter.\nDraw a card.",
    abilities=[spell(PutCounters(EachOpponent(), "poison")), spell(Draw(1))])

COPY_ENCHANTMENT = define_card(
    "Copy Enchantment", "{2}{U}", "Enchantment",
    "You may have Copy Enchantment enter the battlefield as a copy of any enchantment on the "
    "battlefield.",
    abilities=[as_enters(ChooseObjects(ENCHANTMENT.but(controller=None), "clone_of", min=0,
                                       max=1, prompt="Choose an enchantment to copy (or none)"),
                         EnterAsCopyOf("clone_of"))])


def _block_tax(g: Any, fid: int) -> None:
    """"This turn, creatures can't block unless their controller pays {X} for each blocking
    creature they control" (a cost to block, CR 509.1d)."""
    add_block_cost_this_turn(g, int(g.frames[fid].get("x") or 0))


WAR_CADENCE = define_card(
    "War Cadence", "{2}{R}", "Enchantment",
    "{X}{R}: This turn, creatures can't block unless their controller pays {X} for each "
    "blocking creature they control.",
    abilities=[activated(Cost(mana=ManaCost.parse("{X}{R}")),
                         Custom(_block_tax, "creatures can't block unless their controller "
                                            "pays {X} for each"))])

def _anything_to_a_graveyard(g: Any, oid: int, ev: Any) -> bool:
    return ev.to_zone is Zone.GRAVEYARD


def _exile_it_instead(g: Any, oid: int, ev: Any) -> Any:
    return ev.but(to_zone=Zone.EXILE, data={**ev.data, "position": "top"})


REST_IN_PEACE = define_card(
    "Rest in Peace", "{1}{W}", "Enchantment",
    "When Rest in Peace enters the battlefield, exile all graveyards.\n"
    "If a card or token would be put into a graveyard from anywhere, exile it instead.",
    abilities=[
        triggered(Trigger("zone_change", subject="self", to_zone=Zone.BATTLEFIELD),
                  MoveTo(All(Filter(zone=Zone.GRAVEYARD, label="card in a graveyard")),
                         Zone.EXILE)),
        ReplacementAbility("zone_change", _anything_to_a_graveyard, _exile_it_instead,
                           text="If a card or token would be put into a graveyard from "
                                "anywhere, exile it instead."),
    ])


KARADOR = define_card(
    "Karador, Ghost Chieftain", "{5}{W}{B}{G}", "Legendary Creature — Centaur Spirit",
    "This spell costs {1} less to cast for each creature card in your graveyard.\n"
    "During each of your turns, you may cast a creature spell from your graveyard.",
    power="3", toughness="4",
    abilities=[
        rule("spell_cost_reduction", "self",
             CountOf(Filter(types=("Creature",), zone=Zone.GRAVEYARD, owner="you",
                            label="creature card in your graveyard"))),
        rule("cast_from_graveyard_each_turn", "controller",
             Filter(types=("Creature",), label="creature spell"),
             text="During each of your turns, you may cast a creature spell from your "
                  "graveyard."),
    ])


CONTAMINATION = define_card(
    "Contamination", "{2}{B}", "Enchantment",
    "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a "
    "creature.\n"
    "If a land is tapped for mana, it produces {B} instead of any other type and amount.",
    abilities=[
        triggered(at_beginning_of(Step.UPKEEP),
                  ChooseObjects(CREATURE_YOU_CONTROL, "sacrificed", min=0, max=1,
                                prompt="Sacrifice a creature, or Contamination is sacrificed"),
                  If(at_least(NumberOf(Var("sacrificed")), 1),
                     (Sacrifice(what=Var("sacrificed")),), (Sacrifice(what=Self()),))),
        rule("lands_tapped_for_mana_produce", "controller", "B",
             text="If a land is tapped for mana, it produces {B} instead of any other type and "
                  "amount."),
    ])


ZOMBIE_CUTTHROAT = define_card(
    "Zombie Cutthroat", "{3}{B}{B}", "Creature — Zombie",
    "Morph—Pay 5 life. (You may cast this card face down as a 2/2 creature for {3}. Turn it "
    "face up any time for its morph cost.)",
    power=3, toughness=4)


GRAVITY_SPHERE = define_card(
    "Gravity Sphere", "{2}{R}", "World Enchantment", "All creatures lose flying.",
    abilities=[static(Modify(remove_keywords=("Flying",)), affects=CREATURE)])


TWISTED_IMAGE = define_card(
    "Twisted Image", "{U}", "Instant",
    "Switch target creature's power and toughness until end of turn.\nDraw a card.",
    abilities=[spell(ApplyContinuous(Target(0), Modify(switch_pt=True)),
                     targets=[TARGET_CREATURE]),
               spell(Draw(1))])
