"""Acceptance scenarios for copying objects (CR 707) with the Midnight Hunt and Midnight Hunt
Commander cards that copy.

* 707.2, 707.3, 707.9b: an exception of a copy effect ("except it's a 4/4 black Zombie") is part
  of the copy's copiable values: a copy of that token copies it with the exception; a later
  copy effect with its own exception replaces those values.
* 707.4: a permanent that becomes a copy of something else while staying on the battlefield
  doesn't enter (no "enters" ability triggers) and keeps the counters and other noncopy
  effects on it.
* 707.8a: a token copy of a Clone card that enters as a copy of a double-faced creature is
  single-faced, with the later copy effect's values.
* 707.8a, 613.2a: a token copy of Olag, Ludevic's Hubris (a double-faced permanent a copy effect
  applies to) is a double-faced token with its back face up, both faces having the copy's
  values; a double-faced token that becomes a copy keeps that copy's values as it transforms.
* 712.14a, 707.8a: a card that isn't double-faced can't be put onto the battlefield
  transformed: a Clone copying Vengeful Strangler stays in the graveyard when its "return it
  transformed" ability resolves; a token copy of it has ceased to exist.
* 700.2f, 707.10c: a copy of a modal spell has its mode; a new target for it must meet that
  mode's targeting requirement.
* 700.2g, 707.10: a copy of a spell cast with two modes has both and the same X.
* 707.5: a Clone entering as a copy gets what the copied "enters with" abilities give, counted
  for the Clone.
* 707.7: linked abilities a Clone copies are linked on the Clone: its leaves ability returns
  only what its own exile ability exiled.
* 608.3, 707.2, 603.4: a Clone that was cast and enters as a copy of Sigardian Savior was cast:
  the copied "if you cast it" ability triggers; a token copy of the Savior wasn't cast.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 10)
    return s


def _tokens(d: Driver) -> list[int]:
    return [o for o in d.state.battlefield if d.state.objects[o].is_token]


def _hour_token_of_glory_seeker(*mine: str, hand: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Hour of Eternity (X=1) has made a token copy of Glory Seeker, except a 4/4 black
    Zombie."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 7, *mine)
    s.graveyard(0, "Glory Seeker")
    s.hand(0, "Hour of Eternity", *hand)
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    (token,) = _tokens(d)
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Glory Seeker", 4, 4, {"Zombie"})
    return d, token


def test_copies_of_a_copy_with_an_exception_have_the_exception() -> None:
    """CR 707.9b, 707.3, 613.2c: Cleaver Skaab sacrifices the Hour of Eternity token (a Zombie) and
    makes two copies of it: each is a 4/4 black Zombie named Glory Seeker, the exception being
    part of the copied values."""
    d, token = _hour_token_of_glory_seeker("Cleaver Skaab", *["Island"] * 3)
    d.activate(0, "Cleaver Skaab", choices=[token])
    d.resolve()
    copies = _tokens(d)
    assert len(copies) == 2 and token not in copies
    for t in copies:
        c = d.chars(t)
        assert (c.name, c.power, c.toughness) == ("Glory Seeker", 4, 4)
        assert c.subtypes == {"Zombie"} and set(c.colors) == {"B"}


def test_a_later_exception_replaces_the_copied_one() -> None:
    """CR 707.9b: Croaking Counterpart copies the Hour of Eternity token "except it's a 1/1
    green Frog": a 1/1 green Frog named Glory Seeker, no longer a black Zombie."""
    d, token = _hour_token_of_glory_seeker("Forest", "Forest", "Island", "Island",
                                           hand=("Croaking Counterpart",))
    d.cast(0, "Croaking Counterpart", targets=[token])
    d.resolve()
    (frog,) = [t for t in _tokens(d) if t != token]
    c = d.chars(frog)
    assert (c.name, c.power, c.toughness) == ("Glory Seeker", 1, 1)
    assert c.subtypes == {"Frog"} and set(c.colors) == {"G"}


def test_becoming_a_copy_keeps_counters_and_triggers_no_enters_ability() -> None:
    """CR 707.4: Shadow Kin with a +1/+1 counter becomes a copy of Tovolar's Huntmaster milled
    from its controller's library: a 7/7 Huntmaster (the counter stays) with Shadow Kin's
    upkeep ability; it didn't enter, so the Huntmaster's "enters" ability makes no Wolves."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Shadow Kin", counters={"+1/+1": 1})
    s.library(0, "Tovolar's Huntmaster", *["Island"] * 8)
    s.library(1, *["Plains"] * 9)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        d.pass_priority()
    d.choose(d.find("Tovolar's Huntmaster", "graveyard"))
    d.resolve_all()
    c = d.chars(kin)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Huntmaster", 7, 7)
    assert d.state.objects[kin].counters == {"+1/+1": 1}
    assert not d.ids("Wolf Token", "battlefield")


def _strangler_copy_dies(copier: str, *lands: str) -> Driver:
    """Player 0's copy (by ``copier``) of their Vengeful Strangler is Shocked; its "return it
    transformed" ability targets player 1's Glory Seeker and resolves."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Vengeful Strangler", *lands, "Mountain")
    s.hand(0, copier, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    strangler = d.find("Vengeful Strangler")
    if copier == "Clone":
        d.cast(0, "Clone")
        d.resolve()
        d.choose(strangler)
        copy = d.find("Clone", "battlefield")
    else:
        d.cast(0, copier, targets=[strangler])
        d.resolve()
        (copy,) = _tokens(d)
    assert d.chars(copy).name == "Vengeful Strangler"
    d.cast(0, "Shock", targets=[copy])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve_all()
    return d


def test_a_clone_of_vengeful_strangler_isnt_returned_transformed() -> None:
    """CR 712.14a: Clone, a copy of Vengeful Strangler, dies; its ability would return "it"
    transformed, but the Clone card isn't double-faced, so it stays in the graveyard."""
    d = _strangler_copy_dies("Clone", *["Island"] * 4)
    assert d.zone_of("Clone") == "graveyard"
    assert d.zone_of("Vengeful Strangler") == "battlefield"
    assert d.state.objects[d.find("Glory Seeker")].attached_to is None
    assert not [o for o in d.state.battlefield if d.state.objects[o].attached_to is not None]


def test_a_token_copy_of_vengeful_strangler_doesnt_return() -> None:
    """CR 704.5d, 707.8a: Croaking Counterpart's token copy of Vengeful Strangler is double-faced,
    but once it dies it ceases to exist: its ability returns nothing."""
    d = _strangler_copy_dies("Croaking Counterpart", "Island", "Island", "Forest", "Forest")
    assert not _tokens(d)
    assert not [o for o in d.state.battlefield if d.state.objects[o].attached_to is not None]


def test_a_copy_of_a_modal_spell_may_target_only_what_its_mode_allows() -> None:
    """CR 700.2f, 707.10c: Fever Charm's third mode targets a Wizard creature; Galvanic
    Iteration's copy has that mode, so its new target may be the other Wizard (Embermage
    Goblin) but not Glory Seeker."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Fever Charm")
    s.battlefield(1, "Voidmage Prodigy", "Glory Seeker", "Embermage Goblin")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    prodigy, goblin = d.find("Voidmage Prodigy"), d.find("Embermage Goblin")
    d.cast(0, "Fever Charm", modes=[2], targets=[prodigy])
    d.resolve()
    d.expect("new_target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {prodigy, goblin}
    d.choose(goblin)
    d.resolve_all()
    assert d.zone_of("Embermage Goblin") == "graveyard"
    assert d.zone_of("Voidmage Prodigy") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def _drown_in_dreams_with_a_commander(*hand: str) -> Driver:
    """Player 0 controls their commander (Visara the Dreadful), so Drown in Dreams may be cast
    with both modes; each library holds five cards."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="battlefield")
    s.battlefield(0, *["Island"] * 7, "Mountain")
    s.hand(0, "Drown in Dreams", *hand)
    for p in range(2):
        s.library(p, "Forest", "Plains", "Swamp", "Mountain", "Island")
    return Driver(s.build())


def test_a_copy_of_a_spell_cast_with_both_modes_has_both_and_the_same_x() -> None:
    """CR 700.2g, 707.10: Drown in Dreams is cast with both modes and X=1, each aimed at player
    1; Galvanic Iteration's copy has both modes and X=1 too (its controller chooses no mode and
    no X): the copy makes player 1 draw one and mill two, then the original does the same with
    the three cards left (draw one, mill two)."""
    d = _drown_in_dreams_with_a_commander("Galvanic Iteration")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Drown in Dreams", modes=[0, 1], x=1, targets=[1, 1])
    d.resolve()
    while d.decision.kind == "new_target":
        d.choose(1)  # each target kept
    assert len(d.state.stack) == 2
    d.resolve()
    assert (len(d.state.players[1].hand), len(d.state.players[1].graveyard)) == (1, 2)
    d.resolve()
    assert (len(d.state.players[1].hand), len(d.state.players[1].graveyard)) == (2, 3)
    assert not d.state.players[1].library


@pytest.mark.parametrize("clone_first", [True, False])
def test_linked_abilities_of_a_clone_refer_to_what_the_clone_exiled(clone_first: bool) -> None:
    """CR 707.7, 607.2a: Clone copies Prowling Geistcatcher; Glory Seeker is sacrificed to Spark
    Reaper, so both "exile it" abilities trigger. The one resolving first exiles the Seeker
    (the other finds nothing). Only the leaves-the-battlefield ability linked to that exile
    returns it: the other permanent leaving first returns nothing."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Prowling Geistcatcher", "Spark Reaper", "Glory Seeker",
                  *["Island"] * 7, *["Swamp"] * 4)
    s.hand(0, "Clone", "Go for the Throat", "Go for the Throat")
    d = Driver(s.build())
    real = d.find("Prowling Geistcatcher")
    d.cast(0, "Clone")
    d.resolve()
    d.choose(real)
    clone = d.find("Clone", "battlefield")
    d.activate(0, "Spark Reaper", choices=[d.find("Glory Seeker")])
    d.expect("order_triggers")
    sources = {i: src for i, src, _text in dict(d.decision.data)["triggers"]}
    exiler, other = (clone, real) if clone_first else (real, clone)
    d.choose(next(i for i, src in sources.items() if src == other))  # on the stack first
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve_all()
    d.cast(0, d.ids("Go for the Throat", "hand")[0], targets=[other])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, d.ids("Go for the Throat", "hand")[0], targets=[exiler])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.chars(d.find("Glory Seeker")).controller == 0


def test_a_clone_of_olag_copies_the_copy_with_its_exceptions_not_its_counters() -> None:
    """CR 707.3, 707.9b, 707.2, 704.5j: Ludevic transforms into Olag, Ludevic's Hubris as a
    copy of the exiled Wall of Mulch (except named Olag, 4/4, a legendary blue and black
    Zombie) with two +1/+1 counters. A Clone copying Olag copies those values: a legendary 4/4
    Wall Zombie named Olag with defender, without the counters; the legend rule then makes
    their controller keep one."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ludevic, Necrogenius")
    s.battlefield(0, *["Island"] * 7, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Wall of Mulch")
    s.hand(0, "Clone")
    for p in range(2):
        s.library(p, *["Island"] * 5)
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=2, choices=[d.find("Glory Seeker", zone="graveyard"),
                                      d.find("Wall of Mulch", zone="graveyard")])
    d.resolve()
    d.choose(d.find("Wall of Mulch", zone="exile"))
    assert (d.chars(olag).name, d.chars(olag).power) == ("Olag, Ludevic's Hubris", 6)
    d.cast(0, "Clone")
    d.resolve()
    d.choose(olag)
    clone = d.find("Clone", "battlefield")
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness) == ("Olag, Ludevic's Hubris", 4, 4)
    assert c.supertypes == {"Legendary"} and c.subtypes == {"Wall", "Zombie"}
    assert {"U", "B", "G"} <= c.colors and c.has("Defender")
    assert not d.state.objects[clone].counters
    d.expect("legend_rule")
    d.choose(olag)
    assert d.zone_of("Clone") == "graveyard"
    assert d.zone_of("Ludevic, Necrogenius") == "battlefield"


@pytest.mark.parametrize(("copied", "counters"), [
    ("Mikaeus, the Lunarch", None),  # X is 0 for the Clone: a 0/0, it dies
    ("Custodi Soulbinders", 2),  # the other creatures as the Clone enters: two
    ("Diregraf Colossus", 1),  # the Zombie cards in the Clone's controller's graveyard: one
])
def test_a_clone_enters_with_the_counters_the_copied_enters_with_ability_gives_it(
        copied: str, counters: int | None) -> None:
    """CR 707.5, 614.1c, 707.2: Clone entering as a copy of a creature with an "enters with
    counters" ability gets counters from that ability, counted for the Clone (not the
    copied creature's three counters): Mikaeus's X is 0 (CR 107.3m), Custodi Soulbinders counts
    the other creatures, Diregraf Colossus the Zombie cards in its controller's graveyard."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Island"] * 4)
    s.battlefield(1, copied, counters={"+1/+1": 3})
    s.battlefield(1, "Glory Seeker")
    s.graveyard(0, "Fleshbag Marauder")
    s.graveyard(1, "Fleshbag Marauder", "Fleshbag Marauder")
    s.hand(0, "Clone")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.choose(d.find(copied))
    if counters is None:
        assert d.zone_of("Clone") == "graveyard"
    else:
        clone = d.find("Clone", "battlefield")
        assert d.state.objects[clone].counters == {"+1/+1": counters}


def test_a_countered_copy_of_a_spell_ceases_to_exist() -> None:
    """CR 704.5e, 707.10a, 701.6a: Galvanic Iteration copies Shock; player 1 counters the copy
    with Voidmage Prodigy (sacrificing itself): the copy leaves the stack and ceases to exist,
    going to no graveyard; the original Shock still resolves."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Voidmage Prodigy", "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.expect("new_target")
    d.choose(1)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].is_copy
    d.pass_priority()
    prodigy = d.find("Voidmage Prodigy")
    d.activate(1, prodigy, targets=[copy], choices=[prodigy])
    d.resolve()
    assert copy not in d.state.objects and copy not in d.state.stack
    d.resolve_all()
    assert d.life(1) == 18
    assert sorted(d.game.name_of(o) for o in d.state.players[0].graveyard) == \
        ["Galvanic Iteration", "Shock"]


def test_a_token_copy_of_clone_copying_a_double_faced_creature_is_single_faced() -> None:
    """CR 707.8a (its last sentence), 707.9b, 613.2a: Hour of Eternity makes a token copy of the
    Clone card in the graveyard (except a 4/4 black Zombie); as the token enters, Clone's
    ability makes it a copy of player 1's Tovolar's Huntmaster. That later copy effect gives it
    the Huntmaster's values (a green 6/6 Human Werewolf, not a black Zombie), its "enters"
    ability makes two Wolves, and the token is not double-faced: when it becomes night the
    real Huntmaster transforms and the token stays as it is."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, *["Island"] * 7)
    s.graveyard(0, "Clone")
    s.battlefield(1, "Tovolar's Huntmaster")
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    huntmaster = d.find("Tovolar's Huntmaster")
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Clone", zone="graveyard")])
    d.resolve()
    d.expect("choose_cards")
    d.choose(huntmaster)
    d.resolve_all()
    (token,) = [t for t in _tokens(d) if d.game.name_of(t) != "Wolf Token"]
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Tovolar's Huntmaster", 6, 6)
    assert set(c.colors) == {"G"} and c.subtypes == {"Human", "Werewolf"}
    assert len(d.ids("Wolf Token", "battlefield", player=0)) == 2
    d.pass_until("upkeep", turn=5)  # player 1 cast no spell in turn 4: night
    assert d.state.day_night == "night"
    assert d.chars(huntmaster).name == "Tovolar's Packleader"
    assert d.chars(token).name == "Tovolar's Huntmaster"


def test_copies_of_a_double_faced_token_copy_are_double_faced_with_its_exception() -> None:
    """CR 707.8a, 707.9b, 702.145b: Hour of Eternity makes a double-faced token copy of
    Tovolar's Huntmaster (a 4/4 black Zombie, two Wolves as it enters). Cleaver Skaab
    sacrifices that Zombie token and makes two copies of it: each is double-faced with the
    exception on both faces, enters and makes two Wolves; when it becomes night each
    transforms into a 4/4 black Zombie Tovolar's Packleader."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, *["Island"] * 10, "Cleaver Skaab")
    s.graveyard(0, "Tovolar's Huntmaster")
    s.hand(0, "Hour of Eternity")
    d = Driver(s.build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Tovolar's Huntmaster", zone="graveyard")])
    d.resolve()
    d.resolve_all()
    wolves = set(d.ids("Wolf Token", "battlefield"))
    (zombie,) = [t for t in _tokens(d) if t not in wolves]
    assert len(wolves) == 2
    d.activate(0, "Cleaver Skaab", choices=[zombie])
    d.resolve()
    d.take_first("order_triggers")
    d.resolve_all()
    wolves = set(d.ids("Wolf Token", "battlefield"))
    copies = [t for t in _tokens(d) if t not in wolves]
    assert len(wolves) == 6 and len(copies) == 2 and zombie not in copies
    for t in copies:
        c = d.chars(t)
        assert (c.name, c.power, c.toughness, c.subtypes) == \
            ("Tovolar's Huntmaster", 4, 4, {"Zombie"})
    d.pass_until("upkeep", turn=5)  # player 1 cast no spell in turn 4: night
    for t in copies:
        c = d.chars(t)
        assert (c.name, c.power, c.toughness, c.subtypes) == \
            ("Tovolar's Packleader", 4, 4, {"Zombie"})
        assert set(c.colors) == {"B"}


def test_becoming_a_copy_of_clone_isnt_entering_so_it_copies_nothing_more() -> None:
    """CR 707.4, 707.5, 614.1c: Shadow Kin becomes a copy of the Clone card it milled. It didn't
    enter the battlefield, so Clone's "you may have it enter as a copy" doesn't apply: it is a
    0/0 Clone (with Shadow Kin's ability) and dies to the state-based actions."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Clone", *["Island"] * 8)
    s.library(1, *["Plains"] * 9)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.choose(d.find("Clone", "graveyard"))
    d.expect("priority")
    assert not d.state.stack
    assert d.zone_of("Shadow Kin") == "graveyard"
    assert d.zone_of("Clone") == "exile"


def test_a_cast_clone_copying_sigardian_savior_triggers_its_if_you_cast_it_ability() -> None:
    """CR 608.3, 707.2, 603.4: Clone was cast, and the permanent it becomes as a copy of
    Sigardian Savior is that spell: "When this enters, if you cast it" triggers, returning Glory
    Seeker and Avacyn's Pilgrim from the graveyard (as a Clone cast for four mana copying Kurbis
    enters with four counters, MIC ruling)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigardian Savior", *["Island"] * 4)
    s.hand(0, "Clone")
    s.graveyard(0, "Glory Seeker", "Avacyn's Pilgrim")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Sigardian Savior"))
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Avacyn's Pilgrim"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Avacyn's Pilgrim") == "battlefield"


def test_a_token_copy_of_sigardian_savior_wasnt_cast() -> None:
    """CR 603.4, 111.1: Croaking Counterpart's token copy of Sigardian Savior was created, not
    cast: "if you cast it" is false, nothing triggers and the graveyard stays as it is."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigardian Savior", "Island", "Island", "Forest")
    s.hand(0, "Croaking Counterpart")
    s.graveyard(0, "Glory Seeker")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Sigardian Savior")])
    d.resolve()
    d.expect("priority")
    assert not d.state.stack
    assert len([o for o in d.state.battlefield if d.state.objects[o].is_token]) == 1
    assert d.zone_of("Glory Seeker") == "graveyard"


def _olag_copying(card: str, *, day: bool = False, extra: tuple[str, ...] = ()) -> tuple[Driver, int]:
    """Ludevic has transformed into Olag, Ludevic's Hubris as a copy of the exiled ``card``;
    player 0 has Croaking Counterpart in hand and mana for it."""
    s = _libraries(Scenario(seed=1))
    if day:
        s.day_night("day")
    s.battlefield(0, "Ludevic, Necrogenius", *extra)
    s.battlefield(0, "Swamp", "Swamp", *["Island"] * 3, "Forest", "Island", "Island", "Mountain")
    s.graveyard(0, card)
    s.hand(0, "Croaking Counterpart", "Shock")
    d = Driver(s.build())
    olag = d.find("Ludevic, Necrogenius")
    d.activate(0, olag, x=1, choices=[d.find(card, zone="graveyard")])
    d.resolve()
    assert d.chars(olag).name == "Olag, Ludevic's Hubris" and d.state.objects[olag].face == 1
    return d, olag


def _frog_copy_kept(d: Driver, olag: int) -> int:
    """Croaking Counterpart copies Olag; the legend rule keeps the token (CR 704.5j)."""
    d.cast(0, "Croaking Counterpart", targets=[olag])
    d.resolve()
    (token,) = _tokens(d)
    d.expect("legend_rule")
    d.choose(token)
    assert d.zone_of("Ludevic, Necrogenius") == "graveyard"
    return token


def test_a_token_copy_of_olag_is_double_faced_with_its_back_face_up() -> None:
    """CR 707.8a, 702.145b: by day, Olag is a copy of Brutal Cathar (with daybound). Croaking
    Counterpart's token copy of Olag is a double-faced token that enters with its back face up:
    a legendary 1/1 green Frog named Olag with daybound. When it becomes night it doesn't
    transform, its back face being up (as for Olag itself, ruling MID-RN-118)."""
    d, olag = _olag_copying("Brutal Cathar", day=True)
    token = _frog_copy_kept(d, olag)
    assert d.state.objects[token].face == 1
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Olag, Ludevic's Hubris", 1, 1)
    assert c.supertypes == {"Legendary"} and c.subtypes == {"Frog"} and c.colors == {"G"}
    assert c.has("Daybound")
    d.pass_until("upkeep", turn=5)  # player 1 cast no spell in turn 4: night
    assert d.state.day_night == "night"
    assert d.state.objects[token].face == 1
    assert not [e for e in d.state.log if e.kind == "transform" and e.obj == token]
    assert d.chars(token).name == "Olag, Ludevic's Hubris"


def test_a_token_copy_of_olag_transforms_and_keeps_the_copied_values() -> None:
    """CR 707.8a, 712.18, ruling MID-OR-0794: Olag copying Bereaved Survivor; the Frog token
    copy of it is double-faced, back face up, and has the copied "when another creature you
    control dies, transform" ability. When Glory Seeker dies the token transforms to its front
    face, whose values are the same copy (the copy effect applies whichever face is up): still
    a 1/1 Frog named Olag."""
    d, olag = _olag_copying("Bereaved Survivor", extra=("Glory Seeker",))
    token = _frog_copy_kept(d, olag)
    assert d.state.objects[token].face == 1
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # the copied trigger
    assert d.state.objects[token].face == 0
    c = d.chars(token)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Olag, Ludevic's Hubris", 1, 1, {"Frog"})


def test_a_double_faced_token_that_becomes_olag_stays_olag_as_it_transforms() -> None:
    """CR 707.8a, 613.2a, ruling MID-OR-0794: Croaking Counterpart's token copy of Ludevic is a
    double-faced Frog token; its copied ability transforms it into Olag as a copy of the
    exiled Bereaved Survivor, a later copy effect: it is no Frog. When Glory Seeker dies, the
    copied Survivor trigger transforms it to its front face, and the copy effect still
    applies: it doesn't become a Frog Ludevic again."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Ludevic, Necrogenius", "Glory Seeker")
    s.battlefield(0, "Forest", *["Island"] * 5, "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Bereaved Survivor")
    s.hand(0, "Croaking Counterpart", "Shock")
    d = Driver(s.build())
    ludevic = d.find("Ludevic, Necrogenius")
    d.cast(0, "Croaking Counterpart", targets=[ludevic])
    d.resolve()
    (token,) = _tokens(d)
    d.expect("legend_rule")
    d.choose(token)
    d.resolve()  # the token's copied "enters" trigger: mill a card
    assert d.state.objects[token].face == 0
    assert (d.chars(token).name, d.chars(token).subtypes) == ("Ludevic, Necrogenius", {"Frog"})
    d.activate(0, token, x=1, choices=[d.find("Bereaved Survivor", zone="graveyard")])
    d.resolve()
    before = d.chars(token)
    assert d.state.objects[token].face == 1
    assert (before.name, before.power, before.toughness) == ("Olag, Ludevic's Hubris", 5, 5)
    assert {"Human", "Peasant", "Zombie"} == before.subtypes
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # the copied trigger transforms the token
    assert d.state.objects[token].face == 0
    after = d.chars(token)
    assert (after.name, after.power, after.toughness) == ("Olag, Ludevic's Hubris", 5, 5)
    assert after.subtypes == before.subtypes and after.colors == before.colors


def test_becoming_a_copy_keeps_a_type_and_color_adding_effect_on_it() -> None:
    """CR 707.4, 707.2, 613.1a, 613.1d, 613.1e: Liliana, Death's Majesty's -3 returns Shadow Kin
    as "a black Zombie in addition to its other colors and types"; at its controller's next
    upkeep it becomes a copy of the milled Elvish Warrior. The copy effect (layer 1) sets the
    copiable values, and Liliana's effect, which isn't copied (707.2), still applies on top in
    layers 4 and 5: an Elvish Warrior that is an Elf Warrior Zombie, green and black, 2/3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Liliana, Death's Majesty", counters={"loyalty": 5})
    s.graveyard(0, "Shadow Kin")
    s.library(0, "Elvish Warrior", *["Island"] * 8)
    s.library(1, *["Plains"] * 9)
    d = Driver(s.build())
    d.activate(0, "Liliana, Death's Majesty", index=1,
               targets=[d.find("Shadow Kin", "graveyard")])
    d.resolve()
    kin = d.find("Shadow Kin", "battlefield")
    before = d.chars(kin)
    assert "Zombie" in before.subtypes and before.colors == frozenset({"U", "B"})
    while not (d.state.turn == 5 and d.decision.kind == "choose_cards"):
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    d.choose(d.find("Elvish Warrior", "graveyard"))
    d.resolve_all()
    c = d.chars(kin)
    assert (c.name, c.power, c.toughness) == ("Elvish Warrior", 2, 3)
    assert {"Elf", "Warrior", "Zombie"} <= c.subtypes and "Shapeshifter" not in c.subtypes
    assert c.colors == frozenset({"G", "B"})
