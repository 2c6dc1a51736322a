"""Creature types in common and damage as a trigger sees it, written as vocabulary records:
``SharingACreatureType``, ``NotOfChosenTypes``, ``MostSharingACreatureType``, ``AbilitiesIfYouControlA``
(``manastack.dsl.sharing_types``, CR 205.3m, 604.3, 608.2h) and ``DAMAGE_BY_A_CREATURE``,
``DAMAGE_BY_A_SPELL``, ``DAMAGE_TO_YOU``, ``DamageSource``, ``DamageSourceController``,
``DamageDealt``, ``DamageTo``, ``RemoveAllCounters`` (``manastack.dsl.damage_events``, CR
120.1, 120.2, 603.2, 122.8) and the damage replacement ``ThatMuchPlus`` (CR 614.1a), each
played through a card defined here."""

from __future__ import annotations

# ruff: noqa: F405  (the cards are written in the vocabulary, as card modules are)
from manastack.cards.custom import define_card
from manastack.dsl.prelude import *  # noqa: F403
from manastack.scenario import Scenario
from manastack.testing import Driver

KIN_PURGE = define_card(
    "Vocabulary Test Kin Purge", "{0}", "Sorcery",
    "Destroy target creature and all other creatures that share a creature type with it.",
    abilities=[spell(Destroy(SharingACreatureType(CREATURE, Target(0))),
                     targets=[TARGET_CREATURE])]).name
KIN_OFFERING = define_card(
    "Vocabulary Test Kin Offering", "{0}", "Sorcery",
    "As an additional cost to cast this spell, sacrifice a creature.\nYou gain 1 life for "
    "each creature that shares a creature type with the sacrificed creature.",
    abilities=[spell(additional_cost=Cost(sacrifice=CREATURE_YOU_CONTROL)),
               spell(GainLife(NumberOf(SharingACreatureType(CREATURE, Sacrificed()))))]).name
ROLL_CALL = define_card(
    "Vocabulary Test Roll Call", "{0}", "Sorcery",
    "Choose a creature type. Tap all creatures that aren't of the chosen type.",
    abilities=[spell(ChooseCreatureType(),
                     TapEffect(NotOfChosenTypes(CREATURE, "creature_type")))]).name
CENSUS = define_card(
    "Vocabulary Test Type Census", "{0}", "Sorcery",
    "Target player gains life equal to the greatest number of creatures they control that "
    "share a creature type.",
    abilities=[spell(GainLife(MostSharingACreatureType(CREATURE, Target(0)), Target(0)),
                     targets=[TARGET_PLAYER])]).name
ELF_FRIEND = define_card(
    "Vocabulary Test Elf Friend", "{1}", "Creature — Human",
    "This creature has flying as long as you control an Elf.", power=1, toughness=1,
    abilities=[abilities_if_you_control_a("Elf", keywords=("Flying",))]).name
WARD_OF_PAIN = define_card(
    "Vocabulary Test Ward of Pain", "{0}", "Enchantment",
    "Whenever a creature deals damage to you, you gain that much life and put a gold counter "
    "on that creature.\nWhenever a spell deals damage to you, that spell's controller gains 2 "
    "life.",
    abilities=[triggered(Trigger("damage", test=AllOf((DAMAGE_BY_A_CREATURE, DAMAGE_TO_YOU))),
                         GainLife(DamageDealt()), PutCounters(DamageSource(), "gold")),
               triggered(Trigger("damage", test=AllOf((DAMAGE_BY_A_SPELL, DAMAGE_TO_YOU))),
                         GainLife(2, DamageSourceController()))]).name
SPELL_MIRROR = define_card(
    "Vocabulary Test Spell Mirror", "{0}", "Enchantment",
    "If a spell would deal damage to you or a permanent you control, prevent 1 of that "
    "damage.\nIf a spell would deal damage to an opponent or a permanent an opponent controls, "
    "it deals that much damage plus 2 instead.",
    abilities=[ReplacementAbility("damage", AllOf((DAMAGE_BY_A_SPELL, DamageTo("you"))),
                                  PreventIt(1), prevention=True,
                                  text="If a spell would deal damage to you or a permanent you "
                                       "control, prevent 1 of that damage."),
               ReplacementAbility("damage", AllOf((DAMAGE_BY_A_SPELL, DamageTo("opponent"))),
                                  ThatMuchPlus(2),
                                  text="If a spell would deal damage to an opponent or a "
                                       "permanent an opponent controls, it deals that much "
                                       "damage plus 2 instead.")]).name
SHED = define_card(
    "Vocabulary Test Shed", "{0}", "Sorcery",
    "Remove all +1/+1 counters from each creature.",
    abilities=[spell(RemoveAllCounters(All(CREATURE), "+1/+1"))]).name


def test_sharing_a_creature_type_with_a_target() -> None:
    s = Scenario(seed=1).hand(0, KIN_PURGE)
    s.battlefield(1, "Glory Seeker", "Daru Lancer", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, KIN_PURGE, targets=[d.find("Glory Seeker")], pay=False)
    d.resolve()
    assert d.zone_of("Glory Seeker") == d.zone_of("Daru Lancer") == "graveyard"
    assert d.zone_of("Wellwisher") == "battlefield"


def test_sharing_a_creature_type_with_the_sacrificed_creature_as_it_was() -> None:
    """CR 608.2h: the sacrificed creature's types are its last-known ones."""
    s = Scenario(seed=1).hand(0, KIN_OFFERING)
    s.battlefield(0, "Elvish Warrior").battlefield(1, "Wellwisher", "Wellwisher", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, KIN_OFFERING, pay=False)
    while d.decision.kind != "priority":
        d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.life(0) == 22


def test_not_of_chosen_types() -> None:
    s = Scenario(seed=1).hand(0, ROLL_CALL).battlefield(1, "Glory Seeker", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, ROLL_CALL, pay=False)
    d.resolve()
    d.choose("Elf")
    assert d.state.objects[d.find("Glory Seeker")].tapped
    assert not d.state.objects[d.find("Wellwisher")].tapped


def test_most_sharing_a_creature_type_counts_that_players_creatures() -> None:
    s = Scenario(seed=1).hand(0, CENSUS)
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Glory Seeker")
    s.battlefield(0, "Wellwisher", "Wellwisher", "Wellwisher")
    d = Driver(s.build())
    d.cast(0, CENSUS, targets=[1], pay=False)
    d.resolve()
    assert d.life(1) == 22


def test_you_control_a_reads_your_permanents_only() -> None:
    for mine, flies in (("Wellwisher", True), ("Glory Seeker", False)):
        s = Scenario(seed=1).battlefield(0, ELF_FRIEND, mine).battlefield(1, "Elvish Warrior")
        d = Driver(s.build())
        assert d.chars(d.find(ELF_FRIEND)).has("Flying") is flies


def test_damage_by_a_creature_to_you_and_that_creature() -> None:
    """Sparksmith deals 1 damage to you (CR 120.2): that much comes back; the gold counter goes
    on that creature."""
    s = Scenario(seed=1).battlefield(0, WARD_OF_PAIN, "Sparksmith")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    smith = d.find("Sparksmith")
    d.activate(0, smith, targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.life(0) == 19
    d.resolve()
    assert d.life(0) == 20
    assert d.state.objects[smith].counters == {"gold": 1}


def test_damage_by_a_spell_names_that_spells_controller() -> None:
    s = Scenario(seed=1).battlefield(0, WARD_OF_PAIN).battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 18
    d.resolve()
    assert (d.life(0), d.life(1)) == (18, 22)


def test_remove_all_counters_removes_as_many_as_each_has() -> None:
    s = Scenario(seed=1).hand(0, SHED)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 3})
    s.battlefield(1, "Wellwisher", counters={"+1/+1": 1})
    d = Driver(s.build())
    d.cast(0, SHED, pay=False)
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].counters == {}
    assert d.state.objects[d.find("Wellwisher")].counters == {}


def _spell_mirror() -> Driver:
    s = Scenario(seed=1).battlefield(0, SPELL_MIRROR, "Mountain", "Mountain", "Glory Seeker")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Mountain", "Elvish Warrior", "Sparksmith")
    s.hand(1, "Shock")
    return Driver(s.build())


def test_damage_to_you_or_a_permanent_you_control_whoever_casts_the_spell() -> None:
    """Shock to you or to your Glory Seeker is 1 less, your Shock included (CR 120.1: the
    recipient's controller counts, not the spell's)."""
    d = _spell_mirror()
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    assert d.life(0) == 19


def test_damage_to_an_opponent_or_their_permanent_is_that_much_plus_2() -> None:
    d = _spell_mirror()
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[1])
    d.resolve()
    assert d.life(1) == 16
    d.cast(0, d.ids("Shock", "hand", 0)[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")  # 4 damage to a 2/3


def test_damage_by_a_creature_is_not_a_spells() -> None:
    """Sparksmith's ability, not a spell, deals its damage unchanged (DAMAGE_BY_A_SPELL)."""
    d = _spell_mirror()
    d.pass_priority()
    d.activate(1, d.find("Sparksmith"), targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.state.objects[d.find("Glory Seeker")].damage == 1


STILL_A_WALKER = define_card(
    "Vocabulary Test Still a Walker", "{0}", "Legendary Planeswalker — Gideon",
    "0: Until end of turn, this planeswalker becomes a 5/5 Human Soldier creature that's "
    "still a planeswalker.",
    loyalty=3,
    abilities=[activated(Cost(loyalty=0), ApplyContinuous(Self(), Modify(
        set_power=5, set_toughness=5, custom_layer="4",
        custom=BecomesTypes(("Planeswalker", "Creature"), ("Gideon", "Human", "Soldier"))),
        "eot"))]).name


def test_becomes_types_keeps_loyalty_only_on_what_is_still_a_planeswalker() -> None:
    """``BecomesTypes`` (CR 205.1a, 306.5): loyalty is a characteristic only planeswalkers have.
    A planeswalker that becomes a creature that's still a planeswalker keeps its loyalty (3,
    printed); Arlinn, the Moon's Fury made only a Werewolf creature has none while she is one."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, STILL_A_WALKER, "Arlinn, the Pack's Hope")
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    walker = d.find(STILL_A_WALKER)
    arlinn = d.find("Arlinn, the Pack's Hope")
    d.activate(0, walker, index=0)
    d.resolve()
    c = d.chars(walker)
    assert c.types == frozenset({"Planeswalker", "Creature"}) and (c.power, c.loyalty) == (5, 3)
    d.activate(0, arlinn, index=2)
    d.resolve()
    assert d.chars(arlinn).types == frozenset({"Creature"})
    assert d.chars(arlinn).loyalty is None
