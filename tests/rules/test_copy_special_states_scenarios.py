"""Copies meeting the other special states of objects (CR 707): double-faced tokens whose
copy exception meets a noncreature face, permanents becoming copies of daybound cards, copies
of disturbed back faces and of face-up morphs.

* 707.8a, 707.9b, 205.1a, 205.3d, 208.3: Croaking Counterpart's copy of Leeching Lurker is a
  double-faced token "except it's a 1/1 green Frog" on each face; its front face, Curse of
  Leeches, isn't a creature, so by day it is a green Aura Curse with no creature type and no
  power or toughness, attached to a player (712.18), and by night a 1/1 Frog again.
* 707.4, 702.145c-d, 712.9: Shadow Kin becoming a copy of a daybound card makes it day if it
  was neither; at night it stays front face up, not represented by a double-faced card.
* 707.8a, 712.8e, 702.146b: a token copy of a disturbed back face is a double-faced token back
  face up, with mana value 0.
* 707.2, 702.37e: Clone copying a face-up morph creature is face up: it can't be turned face
  up.
* 707.4, 614.12, 704.5j: a permanent becoming a copy doesn't enter: no "as enters" choice or
  day is made for it, but it meets the legend rule under its new name.
* 707.2, 612: a token copy of a text-changed creature has the printed words.
* 707.10, 707.10c: a copy of a spell with X targets has the same X and may change its targets.
* 707.10g, 111.13, 303.4: a copy of a disturbed spell (back face up) becomes a token back face
  up; a copy of an Aura spell with a new target becomes an Aura token attached to it.
"""

from __future__ import annotations

from manastack.cards.custom import define_card
from manastack.decisions.actions import ActivateAbility, SpecialAction
from manastack.dsl.effects import CopySpell
from manastack.dsl.prelude import TARGET_SPELL, Target, TargetSpec, spell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import DOUBLE_MAJOR

AURA_ECHO = define_card(
    "Reference Aura Echo", "{U}", "Instant",
    "Copy target Aura spell you control. You may choose new targets for the copy. (A copy of "
    "an Aura spell becomes a token.)",
    abilities=[spell(CopySpell(Target(0)),
                     targets=[TargetSpec(filter=TARGET_SPELL.filter.but(
                         subtypes=("Aura",), controller="you", label="Aura spell you control"),
                         spells=True, label="target Aura spell you control")])]).name
"""A card made up for CR 707.10 with 303.4: no card of the three sets copies an Aura spell."""


def _libraries(s: Scenario) -> Scenario:
    for p in range(2):
        s.library(p, *["Island"] * 10)
    return s


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _play_on(d: Driver, turn: int, step: str) -> None:
    """Pass, declining to draw with The Celestus and attacking with nothing, until ``step`` of
    ``turn``."""
    while not (d.state.turn == turn and d.state.step.name.lower() == step):
        kind = d.decision.kind
        if kind == "may":
            d.choose(False)
        elif kind == "declare_attackers":
            d.attack([])
        elif kind == "order_triggers":
            d.take_first(kind)
        else:
            d.pass_priority()


def _shown(d: Driver, oid: int, player: int = 1) -> dict[str, object]:
    [view] = [o for o in d.game.view(player)["battlefield"] if o["id"] == oid]
    return view


def test_a_frog_copy_of_leeching_lurker_becomes_a_green_curse_of_leeches_by_day() -> None:
    """At night Croaking Counterpart copies Leeching Lurker (Curse of Leeches back face up):
    a double-faced token back face up, a 1/1 green Frog Leeching Lurker (CR 707.8a, 707.9b).
    The Celestus makes it day: the token transforms into its front face, Curse of Leeches with
    the exception, which makes nothing a creature (CR 205.1a-b): an Enchantment — Aura Curse
    with no creature type (CR 205.3d) and no power or toughness (CR 208.3), only green. Its
    controller attaches it to a player as it transforms (CR 712.18), and it works as a Curse:
    at that player's upkeep they lose 1 life and its controller gains 1. When night comes again
    it is a 1/1 green Frog Leeching Lurker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Curse of Leeches", transformed=True)
    s.battlefield(0, "The Celestus", *["Plains"] * 4, "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    s.day_night("night")
    d = Driver(s.build())
    d.mana(0, "Forest")
    for island in d.ids("Island", "battlefield"):
        d.mana(0, island)
    d.cast(0, "Croaking Counterpart", targets=[d.find("Curse of Leeches")])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert d.state.objects[token].face == 1
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == \
        ("Leeching Lurker", 1, 1, {"G"}, {"Frog"})
    celestus = d.find("The Celestus")
    (flip,) = [a for a in d.game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == celestus]
    d.act(0, flip)
    d.pay()
    d.pass_priority()
    d.pass_priority()
    assert d.state.day_night == "day"
    while d.decision.kind == "choose_player":  # the real Curse of Leeches and the token
        d.choose(1)
    c = d.chars(token)
    assert token in d.state.battlefield and d.state.objects[token].face == 0
    assert (c.name, c.types, c.subtypes, c.colors) == \
        ("Curse of Leeches", {"Enchantment"}, {"Aura", "Curse"}, {"G"})
    assert (c.power, c.toughness) == (None, None) and not c.is_creature
    shown = _shown(d, token)
    assert (shown["power"], shown["toughness"]) == (None, None)
    assert set(shown["subtypes"]) == {"Aura", "Curse"}  # type: ignore[call-overload]
    assert d.state.objects[token].attached_to == 1
    _play_on(d, turn=3, step="end")  # The Celestus's trigger: gain 1, no loot
    life = d.life(1)
    _play_on(d, turn=4, step="draw")
    assert d.life(1) == life - 2  # both Curses of Leeches
    _play_on(d, turn=5, step="upkeep")
    assert d.state.day_night == "night"
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.colors, c.subtypes) == \
        ("Leeching Lurker", 1, 1, {"G"}, {"Frog"})
    assert d.state.objects[token].attached_to is None  # no Aura now (CR 704.5p)


def _shadow_kin_milling(day_night: str | None, card: str = "Brutal Cathar",
                        *more: str, hand: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Shadow Kin's upkeep ability mills ``card`` from its controller's library (who also
    controls ``more`` and holds ``hand``); it chooses that card, which is exiled, and Shadow
    Kin becomes a copy of it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin", *more)
    s.hand(0, *hand)
    s.battlefield(1, "Glory Seeker")
    s.library(0, card, *["Island"] * 9)
    s.library(1, *["Plains"] * 10)
    if day_night is not None:
        s.day_night(day_night)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.choose(d.find(card, "graveyard"))
    return d, kin


def test_shadow_kin_becoming_a_daybound_copy_makes_it_day_and_exiles_nothing() -> None:
    """CR 702.145d: it was neither day nor night; once Shadow Kin is a copy of Brutal Cathar,
    a permanent with daybound, it becomes day. It didn't enter (CR 707.4): the Cathar's "enters"
    ability doesn't trigger and the Glory Seeker stays."""
    d, kin = _shadow_kin_milling(None)
    assert d.chars(kin).name == "Brutal Cathar" and d.chars(kin).has("Daybound")
    assert d.state.day_night == "day"
    assert not d.state.stack and d.zone_of("Glory Seeker") == "battlefield"


def test_shadow_kin_becoming_a_copy_of_a_daybound_card_at_night_stays_its_front_face() -> None:
    """CR 702.145c, 712.9: at night Shadow Kin becomes a copy of the Brutal Cathar card (its
    front face, CR 712.8a): a front face up permanent with daybound, but not represented by a
    double-faced card, so it can't transform; it stays Brutal Cathar (a 2/2) with Shadow Kin's
    ability, and the game goes on at night."""
    d, kin = _shadow_kin_milling("night")
    c = d.chars(kin)
    assert (c.name, c.power, c.toughness) == ("Brutal Cathar", 2, 2)
    assert d.state.objects[kin].face == 0 and d.state.day_night == "night"
    d.pass_until("upkeep", turn=4)
    assert d.chars(kin).name == "Brutal Cathar" and d.state.day_night == "night"


def test_a_frog_copy_of_a_disturbed_generous_soul_is_back_face_up_with_mana_value_0() -> None:
    """CR 707.8a, 712.8e, 702.146b: Beloved Beggar cast with disturb entered as Generous Soul;
    Croaking Counterpart's copy of it is a double-faced token with its back face up: a 1/1
    green Frog Generous Soul with flying and vigilance, of mana value 0 (a copy of a back
    face), while the disturbed original has its front face's 2."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Beloved Beggar", transformed=True)
    s.battlefield(0, "Forest", "Island", "Island")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    soul = d.find("Beloved Beggar")
    d.cast(0, "Croaking Counterpart", targets=[soul])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert d.state.objects[token].face == 1
    assert (c.name, c.power, c.toughness, c.subtypes, c.mana_value) == \
        ("Generous Soul", 1, 1, {"Frog"}, 0)
    assert c.has("Flying") and c.has("Vigilance") and c.controller == 0
    assert d.chars(soul).mana_value == 2


def test_a_clone_of_a_face_up_morph_creature_cant_be_turned_face_up() -> None:
    """CR 707.2, 702.37e: Clone copies Daru Lancer (face up, with morph); it has morph but is
    face up, so no special action turns it face up, whatever mana its controller has."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Plains"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Lancer")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find("Daru Lancer"))
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Daru Lancer" and d.chars(clone).has("Morph")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, SpecialAction) and a.source == clone]


def test_shadow_kin_becoming_a_copy_of_brimstone_vandal_doesnt_make_it_day() -> None:
    """CR 707.4, 614.12: Brimstone Vandal's "it becomes day as Brimstone Vandal enters" applies
    only to its entering; Shadow Kin becoming a copy of it doesn't enter, so it stays neither
    day nor night (Brimstone Vandal has no daybound to make it day, CR 702.145d)."""
    d, kin = _shadow_kin_milling(None, "Brimstone Vandal")
    assert d.chars(kin).name == "Brimstone Vandal"
    assert d.state.day_night is None


def test_shadow_kin_becoming_a_copy_of_riders_of_gavony_chooses_no_creature_type() -> None:
    """CR 707.4, 614.12, 707.6: Shadow Kin becomes a copy of Riders of Gavony without entering:
    no creature type is chosen for it, so its Humans get protection from nothing."""
    d, kin = _shadow_kin_milling(None, "Riders of Gavony")
    assert d.chars(kin).name == "Riders of Gavony" and d.state.objects[kin].chosen == {}
    assert d.decision.kind == "priority" and not d.chars(kin).protections()


def test_shadow_kin_becoming_a_copy_of_a_legend_its_controller_controls_meets_the_legend_rule(
) -> None:
    """CR 704.5j, 707.4: Shadow Kin becomes a copy of a milled Dennick, Pious Apprentice card
    while its controller controls Dennick: two legendary permanents named Dennick; its
    controller keeps Shadow Kin and the other Dennick is put into its owner's graveyard."""
    d, kin = _shadow_kin_milling(None, "Dennick, Pious Apprentice", "Dennick, Pious Apprentice")
    dennick = d.find("Dennick, Pious Apprentice", "battlefield")
    assert d.chars(kin).name == "Dennick, Pious Apprentice"
    d.expect("legend_rule")
    d.choose(kin)
    assert kin in d.state.battlefield
    assert dennick not in d.state.battlefield
    assert d.zone_of("Shadow Kin") == "battlefield"


def test_a_clone_of_shadow_kin_copying_a_daybound_card_enters_at_night_front_face_up() -> None:
    """CR 707.3, 702.145b, 707.5: at night Shadow Kin is a copy of Brutal Cathar; a Clone
    entering as a copy of it copies those values (the Cathar with Shadow Kin's ability). The
    Clone isn't represented by a double-faced card, so it enters front face up, not
    transformed, and the Cathar's "when this creature enters" ability triggers."""
    d, kin = _shadow_kin_milling("night", "Brutal Cathar", *["Island"] * 4,
                                 hand=("Clone",))
    d.pass_until("precombat_main", turn=3)
    d.cast(0, "Clone")
    d.resolve()
    d.choose(kin)
    clone = d.find("Clone", "battlefield")
    c = d.chars(clone)
    assert (c.name, d.state.objects[clone].face) == ("Brutal Cathar", 0)
    assert d.state.day_night == "night"
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_hour_of_eternity_copying_a_daybound_card_makes_it_day_and_its_token_exiles() -> None:
    """CR 707.8a, 702.145d, 603.6a: it is neither day nor night; Hour of Eternity's token copy
    of a Brutal Cathar card enters front face up (nothing makes it enter transformed), it
    becomes day, and the token's "when this creature enters" ability exiles Glory Seeker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Brutal Cathar")
    s.hand(0, "Hour of Eternity")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Brutal Cathar", zone="graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    assert d.state.day_night == "day"
    assert (d.chars(token).name, d.state.objects[token].face) == ("Brutal Cathar", 0)
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_frog_copy_of_a_text_changed_wellwisher_has_the_printed_elf() -> None:
    """CR 707.2, 612.1: Artificial Evolution rewrote Wellwisher to count Goblins; Croaking
    Counterpart's token copy of it has the printed text, counting Elves."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 3, "Forest", "Wellwisher")
    s.hand(0, "Croaking Counterpart", "Artificial Evolution")
    d = Driver(s.build())
    wellwisher = d.find("Wellwisher")
    d.cast(0, "Artificial Evolution", targets=[wellwisher])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    d.cast(0, "Croaking Counterpart", targets=[wellwisher])
    d.resolve()
    (token,) = _tokens(d)
    assert "each Goblin" in _shown(d, wellwisher)["text"]  # type: ignore[operator]
    assert "each Elf" in _shown(d, token)["text"]  # type: ignore[operator]


def test_a_copy_of_hour_of_eternity_has_its_x_and_may_target_another_card() -> None:
    """CR 707.10, 707.10c: Galvanic Iteration copies Hour of Eternity cast with X=1 targeting
    Glory Seeker: the copy has X=1 and one target, which its controller changes to Elvish
    Warrior; the copy resolves first (a 4/4 Zombie Elvish Warrior), then the original (a
    4/4 Zombie Glory Seeker)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 6, "Mountain")
    s.hand(0, "Galvanic Iteration", "Hour of Eternity")
    s.graveyard(0, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    seeker = d.find("Glory Seeker", "graveyard")
    warrior = d.find("Elvish Warrior", "graveyard")
    d.cast(0, "Hour of Eternity", x=1, targets=[seeker])
    d.resolve()
    assert {a.value for a in d.expect("new_target").actions} == {seeker, warrior}
    d.choose(warrior)
    d.resolve()
    assert [d.chars(t).name for t in _tokens(d)] == ["Elvish Warrior"]
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    names = sorted(d.chars(t).name for t in _tokens(d))
    assert names == ["Elvish Warrior", "Glory Seeker"]
    assert all((d.chars(t).power, d.chars(t).toughness) == (4, 4) for t in _tokens(d))


def test_a_frog_copy_of_shadow_kin_copying_a_daybound_card_is_single_faced_at_night() -> None:
    """CR 707.8a, 702.145b: at night Shadow Kin is a copy of Brutal Cathar; Croaking
    Counterpart's token copy of it copies a single-faced permanent, so it is a single-faced
    token: it enters as a 1/1 Frog Brutal Cathar, front face up, and its "when this creature
    enters" ability triggers."""
    d, kin = _shadow_kin_milling("night", "Brutal Cathar", "Forest", "Island", "Island",
                                 hand=("Croaking Counterpart",))
    d.pass_until("precombat_main", turn=3)
    d.cast(0, "Croaking Counterpart", targets=[kin])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, d.state.objects[token].face) == \
        ("Brutal Cathar", 1, 1, 0)
    assert d.state.day_night == "night"
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_copy_of_a_disturbed_spell_becomes_a_token_back_face_up() -> None:
    """CR 707.10g, 111.13, 712.8e: Beloved Beggar cast with disturb is the spell Generous Soul
    (back face up); Double Major's copy of it is a double-faced spell back face up, and the
    token it becomes has the spell's characteristics: a 4/4 Generous Soul back face up, with
    mana value 0 (a copy of a back face)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Plains"] * 6, "Forest", "Island")
    s.graveyard(0, "Beloved Beggar")
    s.hand(0, DOUBLE_MAJOR.name)
    d = Driver(s.build())
    soul = d.cast(0, "Beloved Beggar", method="disturb")
    d.cast(0, DOUBLE_MAJOR.name, targets=[soul])
    d.resolve()
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Generous Soul", 4, 4, 0)
    assert d.state.objects[token].face == 1 and c.has("Flying")
    d.resolve()
    assert d.chars(d.find("Beloved Beggar", "battlefield")).name == "Generous Soul"


def test_a_copy_of_an_aura_spell_with_a_new_target_becomes_an_aura_token_enchanting_it() -> None:
    """CR 707.10c, 303.4a, 608.3b, 111.13: Pacifism is cast on Glory Seeker and copied; the
    copy's target is changed to Elvish Warrior, so the token it becomes enters attached to
    the Warrior, and the card to the Seeker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Plains", "Island")
    s.hand(0, "Pacifism", AURA_ECHO)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    pacifism = d.cast(0, "Pacifism", targets=[seeker])
    d.cast(0, AURA_ECHO, targets=[pacifism])
    d.resolve()
    assert {a.value for a in d.expect("new_target").actions} == {seeker, warrior}
    d.choose(warrior)
    d.resolve()
    (token,) = _tokens(d)
    assert d.chars(token).name == "Pacifism" and d.state.objects[token].attached_to == warrior
    d.resolve()
    (card,) = [o for o in d.ids("Pacifism", "battlefield") if o != token]
    assert d.state.objects[card].attached_to == seeker
    assert d.state.objects[token].attached_to == warrior
