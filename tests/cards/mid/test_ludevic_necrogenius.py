"""Ludevic, Necrogenius // Olag, Ludevic's Hubris.

Oracle: Front (Legendary Creature — Human Wizard 2/3, {U}{B}): "Whenever Ludevic, Necrogenius
enters the battlefield or attacks, mill a card. / {X}{U}{U}{B}{B}, Exile X creature cards from
your graveyard: Transform Ludevic. X can't be 0. Activate only as a sorcery."
Back (Legendary Creature — Zombie 4/4): "As this creature transforms into Olag, Ludevic's
Hubris, it becomes a copy of a creature card exiled with it, except its name is Olag, Ludevic's
Hubris, it's 4/4, and it's a legendary blue and black Zombie in addition to its other colors
and types. Put a number of +1/+1 counters on Olag equal to the number of creature cards exiled
with it."

Rulings covered: MID-RN-116, MID-RN-117, MID-RN-118, MID-RN-119.

No card in the pool returns a card from exile or lets anyone play one exiled this way. The one
way such a card leaves exile is its owner leaving the game (CR 800.4a); the exiled cards come
from the graveyard of the ability's controller, so that player has to control someone else's
Ludevic (MID-RN-117). For the same reason nothing can take the cards out of exile in response
to the ability (its controller leaving takes the ability too), so MID-RN-119 is checked with
Ludevic transforming another way: Tovolar's instruction, once Artificial Evolution has made it
a Human Werewolf.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Ludevic, Necrogenius")

LUDEVIC = "Ludevic, Necrogenius"
OLAG = "Olag, Ludevic's Hubris"


def _board(*graveyard: str, day: bool = False) -> Driver:
    s = Scenario(seed=1)
    if day:
        s.day_night("day")
    s.battlefield(0, LUDEVIC)
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, *graveyard)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    return Driver(s.build())


def test_enters_or_attacks_mills_a_card() -> None:
    s = Scenario(seed=1)
    s.hand(0, LUDEVIC)
    s.battlefield(0, "Island", "Swamp")
    s.library(0, "Glory Seeker", "Wall of Mulch", "Island")
    d = Driver(s.build())
    d.cast(0, LUDEVIC)
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d2 = _board()
    d2.to_combat()
    d2.attack([d2.find(LUDEVIC)])
    d2.resolve()
    assert len(d2.state.players[0].graveyard) == 1


def test_x_cant_be_zero_nor_more_than_the_creature_cards() -> None:
    d = _board("Glory Seeker", "Island")
    d.activate(0, LUDEVIC, pay=False)
    d.expect("x")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {1}


@pytest.mark.ruling("MID-RN-116", "MID-OR-0791")
def test_becomes_a_copy_of_the_chosen_exiled_card_with_the_exceptions() -> None:
    """CR 607.1b, 607.2a: the back face's "exiled with it" refers to the front face's cost;
    of the cards exiled, its controller chooses "a creature card" to copy (CR 607.3)."""
    d = _board("Glory Seeker", "Wall of Mulch")
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=2, choices=[d.find("Glory Seeker", zone="graveyard"),
                                         d.find("Wall of Mulch", zone="graveyard")])
    assert len(d.ids("Wall of Mulch", zone="exile")) == 1
    d.resolve()
    d.expect("choose_cards")  # chosen as it transforms
    d.choose(d.find("Wall of Mulch", zone="exile"))
    c = d.chars(ludevic)
    assert c.name == OLAG
    assert "Legendary" in c.supertypes and {"Wall", "Zombie"} <= c.subtypes
    assert {"U", "B", "G"} <= c.colors and c.has("Defender")
    assert d.state.objects[ludevic].counters == {"+1/+1": 2}
    assert (c.power, c.toughness) == (6, 6)


@pytest.mark.ruling("MID-RN-118", "MID-OR-0792")
def test_a_copied_daybound_doesnt_transform_it_as_it_becomes_night() -> None:
    d = _board("Brutal Cathar", day=True)
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=1, choices=[d.find("Brutal Cathar", zone="graveyard")])
    d.resolve()
    c = d.chars(ludevic)
    assert c.name == OLAG and c.has("Daybound") and (c.power, c.toughness) == (5, 5)
    d.pass_until("precombat_main", turn=4)  # no spells cast on turn 3: night
    assert d.state.day_night == "night"
    assert d.chars(ludevic).name == OLAG and d.state.objects[ludevic].face == 1


@pytest.mark.ruling("MID-RN-117", "MID-OR-0790")
def test_stays_a_copy_after_the_card_leaves_exile() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, LUDEVIC, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Island", "Island", "Island", "Swamp",
                  "Swamp")
    s.hand(1, "Threaten")
    s.graveyard(1, "Wall of Mulch")
    s.life(1, 2)
    for p in range(3):
        s.library(p, *["Island"] * 5)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    ludevic = d.find(LUDEVIC)
    d.cast(1, "Threaten", targets=[ludevic])
    d.resolve()
    d.activate(1, ludevic, x=1, choices=[d.find("Wall of Mulch", zone="graveyard")])
    d.resolve()
    wall = d.find("Wall of Mulch", zone="exile")
    assert d.chars(ludevic).name == OLAG and d.chars(ludevic).has("Defender")
    d.pass_priority()
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    # Player 1 left the game: the Wall of Mulch they owned left exile (and the game), and
    # Threaten's effect ended, so Olag is back under its owner's control (CR 800.4a).
    assert d.state.players[1].lost and wall not in d.state.objects
    d.pass_until("precombat_main", turn=5)
    c = d.chars(ludevic)
    assert c.controller == 0 and c.name == OLAG
    assert {"Wall", "Zombie"} <= c.subtypes and {"G", "U", "B"} <= c.colors
    assert c.has("Defender") and (c.power, c.toughness) == (5, 5)
    assert d.state.objects[ludevic].counters == {"+1/+1": 1}


@pytest.mark.ruling("MID-RN-119", "MID-OR-0793")
def test_transformed_another_way_it_is_a_plain_4_4() -> None:
    s = Scenario(seed=1)
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.battlefield(0, "Tovolar, Dire Overlord", LUDEVIC, "Bird Admirer", "Island")
    s.graveyard(0, "Wall of Mulch", "Glory Seeker")  # in the graveyard, not exiled with it
    s.hand(0, "Artificial Evolution")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    ludevic = d.find(LUDEVIC)
    d.cast(1, "Shock", targets=[0])  # a spell this turn: it is still day in turn 4
    d.resolve()
    d.pass_priority()
    d.cast(0, "Artificial Evolution", targets=[ludevic])
    d.resolve()
    d.choose("Wizard")
    d.choose("Werewolf")
    assert {"Human", "Werewolf"} <= d.chars(ludevic).subtypes
    d.pass_until("end", turn=3)
    while d.decision.kind == "priority":  # into turn 4, where Tovolar's upkeep trigger resolves
        d.pass_priority()
    dec = d.expect("choose_cards")
    assert Choose(ludevic) in dec.actions
    d.choose(ludevic)
    assert d.state.objects[ludevic].face == 1
    c = d.chars(ludevic)
    assert c.name == OLAG and c.subtypes == {"Zombie"} and c.colors == {"U", "B"}
    assert "Legendary" in c.supertypes and not c.has("Defender")
    assert (c.power, c.toughness) == (4, 4)
    assert not d.state.objects[ludevic].counters
    assert d.zone_of("Wall of Mulch") == "graveyard"


@pytest.mark.ruling("MID-OR-0794")
def test_transformed_by_a_copied_ability_it_stays_a_copy_and_isnt_ludevic() -> None:
    """Official ruling: "If Olag becomes a copy of another transforming double-faced card that
    doesn't ahve nightbound, such as Delver of Secrets, abilities of it gains or other effects may
    cause it to transform. If it transforms this way, it does not become Ludevic again. The copy
    effect continues to apply and its characteristics don't change. If the creature it is a copy
    of has a triggered ability that occurs when it transforms, that ability will trigger."."""
    s = Scenario(seed=1)
    s.battlefield(0, LUDEVIC, "Glory Seeker")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Mountain")
    s.graveyard(0, "Bereaved Survivor")
    s.hand(0, "Shock")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    d = Driver(s.build())
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=1, choices=[d.find("Bereaved Survivor", zone="graveyard")])
    d.resolve()
    before = d.chars(ludevic)
    assert before.name == OLAG and d.state.objects[ludevic].face == 1
    # The copied "When another creature you control dies, transform Bereaved Survivor."
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()  # the copied trigger transforms Olag
    assert d.state.objects[ludevic].face == 0  # the Ludevic card turned over...
    after = d.chars(ludevic)
    # ...but the copy effect still applies: it isn't Ludevic, Necrogenius again.
    assert after.name == OLAG
    assert (after.power, after.toughness) == (5, 5)
    assert (after.subtypes, after.colors, after.supertypes) == \
        (before.subtypes, before.colors, before.supertypes)
    assert {"Human", "Peasant", "Zombie"} <= after.subtypes and "Wizard" not in after.subtypes


def test_a_copied_power_and_toughness_defining_ability_is_not_copied() -> None:
    """CR 707.9d: Olag's exception "it's 4/4" gives its power and toughness, so Old
    Stickfingers's characteristic-defining ability isn't copied: Olag is 4/4 with its two
    +1/+1 counters (6/6), whatever the number of creature cards in the graveyard."""
    d = _board("Old Stickfingers", "Glory Seeker", "Wall of Mulch")
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=2, choices=[d.find("Old Stickfingers", zone="graveyard"),
                                         d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Old Stickfingers", zone="exile"))
    c = d.chars(ludevic)
    assert c.name == OLAG and "Horror" in c.subtypes
    assert d.state.objects[ludevic].counters == {"+1/+1": 2}
    assert (c.power, c.toughness) == (6, 6)


def test_colour_and_type_defining_abilities_are_copied_as_the_exception_only_adds() -> None:
    """CR 707.9d: Olag's exception adds blue, black and Zombie "in addition to its other
    colors and types", so a characteristic-defining ability for those is copied: Olag copying
    Transguild Courier ("is all colors") is all five colours; copying Avian Changeling it has
    changeling (every creature type)."""
    from tests.reference_cards import AVIAN_CHANGELING, TRANSGUILD_COURIER
    for name in (TRANSGUILD_COURIER.name, AVIAN_CHANGELING.name):
        d = _board(name)
        ludevic = d.find(LUDEVIC)
        d.activate(0, ludevic, x=1, choices=[d.find(name, zone="graveyard")])
        d.resolve()
        if d.decision.kind == "choose_cards":
            d.choose(d.find(name, zone="exile"))
        c = d.chars(ludevic)
        assert c.name == OLAG and (c.power, c.toughness) == (5, 5)
        if name == TRANSGUILD_COURIER.name:
            assert set(c.colors) == {"W", "U", "B", "R", "G"}
        else:
            assert c.has("Changeling") and {"Elf", "Zombie", "Shapeshifter"} <= set(c.subtypes)


def test_activate_only_as_a_sorcery() -> None:
    """CR 602.5d, 307.1: not in the opponent's turn, nor with something on the stack; the
    attempt is refused and the game is unchanged."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, LUDEVIC)
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    assert d.decision.player == 0
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]
    before = d.game.fingerprint()
    own_turn = _board("Glory Seeker")
    index = next(a.index for a in own_turn.game.legal_actions()
                 if isinstance(a, ActivateAbility))
    with pytest.raises(IllegalActionError, match="sorcery"):
        d.act(0, ActivateAbility(d.find(LUDEVIC), index))
    assert d.game.fingerprint() == before
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_attacking_again_after_transforming_mills_nothing() -> None:
    """CR 712.8e: Olag has only the back face's abilities (and the copied card's): it has no
    "enters or attacks" trigger, so attacking with it mills nothing."""
    d = _board("Glory Seeker")
    ludevic = d.find(LUDEVIC)
    d.activate(0, ludevic, x=1, choices=[d.find("Glory Seeker", zone="graveyard")])
    d.resolve()
    if d.decision.kind == "choose_cards":
        d.choose(d.find("Glory Seeker", zone="exile"))
    assert d.chars(ludevic).name == OLAG
    d.pass_until("precombat_main", turn=3)
    library = len(d.state.players[0].library)
    d.to_combat()
    d.attack([ludevic])
    assert not d.state.stack
    assert len(d.state.players[0].library) == library
