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
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, SpecialAction
from manastack.scenario import Scenario
from manastack.testing import Driver


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


def _shadow_kin_milling(day_night: str | None) -> tuple[Driver, int]:
    """Shadow Kin's upkeep ability mills Brutal Cathar from its controller's library; it
    chooses the Cathar card, which is exiled, and Shadow Kin becomes a copy of it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Brutal Cathar", *["Island"] * 9)
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
    d.choose(d.find("Brutal Cathar", "graveyard"))
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
