"""Shadow Kin — {3}{U} Creature — Shapeshifter 2/2.

Oracle: "Flash
At the beginning of your upkeep, each player mills three cards. You may exile a creature card
from among the cards milled this way. If you do, Shadow Kin becomes a copy of that card, except
it has this ability."
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Shadow Kin")

CARD = "Shadow Kin"


def _game() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.graveyard(1, "Glory Seeker")
    s.library(0, "Island", "Avacyn's Pilgrim", "Island", "Island", "Island", "Island",
              "Island", "Island", "Island")
    s.library(1, "Elvish Warrior", "Plains", "Plains", "Plains", "Glory Seeker", "Plains",
              "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    return Driver(s.build())


def _to_upkeep_choice(d: Driver, turn: int) -> None:
    while not (d.state.turn == turn and d.decision.kind == "choose_cards"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()


def test_becomes_a_copy_of_a_milled_creature_card_and_keeps_the_ability() -> None:
    """CR 701.17c: each player mills three; only the creature cards milled this way, found in
    the graveyards, are offered (not the Glory Seeker already in a graveyard, nor lands).
    Choosing player 1's Elvish Warrior exiles it and Shadow Kin becomes an Elvish Warrior
    with the upkeep ability; at its next upkeep it mills again and becomes Glory Seeker."""
    d = _game()
    kin = d.find(CARD)
    old_seeker = d.find("Glory Seeker", "graveyard")
    _to_upkeep_choice(d, 3)
    offered = {a.value for a in d.decision.actions if a.value is not None}
    assert offered == {d.find("Elvish Warrior", "graveyard"), d.find("Avacyn's Pilgrim")}
    assert old_seeker not in offered
    assert len(d.state.players[0].graveyard) == 3 and len(d.state.players[1].graveyard) == 4
    d.choose(d.find("Elvish Warrior", "graveyard"))
    assert d.zone_of("Elvish Warrior") == "exile"
    c = d.chars(kin)
    assert c.name == "Elvish Warrior" and (c.power, c.toughness) == (2, 3)
    assert "Elf" in c.subtypes and "Shapeshifter" not in c.subtypes
    _to_upkeep_choice(d, 5)
    seeker = next(x for x in d.ids("Glory Seeker", "graveyard") if x != old_seeker)
    d.choose(seeker)
    c = d.chars(kin)
    assert c.name == "Glory Seeker" and (c.power, c.toughness) == (2, 2)


def test_choosing_nothing_leaves_it_shadow_kin() -> None:
    """Declining: the cards stay in the graveyards and Shadow Kin is unchanged."""
    d = _game()
    kin = d.find(CARD)
    _to_upkeep_choice(d, 3)
    d.choose(None)
    assert d.chars(kin).name == CARD and d.zone_of("Elvish Warrior") == "graveyard"


def test_gone_before_its_trigger_resolves_it_copies_nothing() -> None:
    """Shadow Kin dies in response to its upkeep trigger: the players still mill and the
    chosen card is still exiled, but the Shadow Kin card in the graveyard is a new object
    (CR 400.7) that doesn't become a copy (CR 707.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.library(0, "Island", "Avacyn's Pilgrim", "Island", "Island")
    s.library(1, "Plains", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find(CARD)
    while not (d.state.turn == 3 and d.state.stack):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.pass_priority()
    d.cast(1, "Shock", targets=[kin])
    d.resolve()  # Shock
    assert d.ids(CARD, "graveyard")
    d.resolve()  # the upkeep trigger
    d.choose(d.find("Avacyn's Pilgrim", "graveyard"))
    assert d.zone_of("Avacyn's Pilgrim") == "exile"
    assert d.chars(d.find(CARD, "graveyard")).name == CARD


def test_a_copy_of_a_shadow_kin_card_has_the_ability_once() -> None:
    """Becoming a copy of a milled Shadow Kin card "except it has this ability" (CR 707.9b):
    the card already has it, so the copy has the same abilities as Shadow Kin, once each."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.library(0, CARD, "Island", "Island", "Island")
    s.library(1, "Plains", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find(CARD)
    before = d.chars(kin).abilities
    _to_upkeep_choice(d, 3)
    d.choose(d.find(CARD, "graveyard"))
    assert d.zone_of(CARD) == "battlefield" and d.ids(CARD, "exile")
    assert d.chars(kin).abilities == before


def test_the_copy_shows_the_copied_text_and_the_kept_ability() -> None:
    """CR 707.2, 707.9b: as a copy of the vanilla Elvish Warrior, its rules text is the
    Warrior's (none) plus the upkeep ability the exception keeps, in both languages."""
    d = _game()
    kin = d.find(CARD)
    _to_upkeep_choice(d, 3)
    d.choose(d.find("Elvish Warrior", "graveyard"))
    [view] = [o for o in d.game.view(1)["battlefield"] if o["id"] == kin]
    assert view["name"] == "Elvish Warrior"
    assert view["text"].startswith("At the beginning of your upkeep, each player mills")
    assert "Flash" not in view["text"]
    assert view["text_ja"].startswith("あなたのアップキープの開始時に")


def test_a_card_not_milled_this_way_or_not_a_creature_is_refused() -> None:
    """Only "a creature card from among the cards milled this way": the Glory Seeker already
    in the graveyard and a milled Plains are refused with an error, the game unchanged."""
    from manastack.game import IllegalActionError

    d = _game()
    kin = d.find(CARD)
    _to_upkeep_choice(d, 3)
    before = d.game.fingerprint()
    for wrong in (d.find("Glory Seeker", "graveyard"), d.ids("Plains", "graveyard")[0]):
        with pytest.raises(IllegalActionError):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    assert d.chars(kin).name == CARD


def test_flash_it_may_be_cast_in_the_opponent_s_turn() -> None:
    """CR 702.8a: with flash, Shadow Kin is cast while the opponent is the active player."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, CARD)
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    assert d.zone_of(CARD) == "battlefield"
    assert d.state.active == 1
