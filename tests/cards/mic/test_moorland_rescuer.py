"""Moorland Rescuer — {5}{W} Creature — Human Knight 4/4.

Oracle: "When Moorland Rescuer dies, return any number of other creature cards with total power
X or less from your graveyard to the battlefield, where X is Moorland Rescuer's power. Exile
Moorland Rescuer."
Rulings covered: MIC-RN-050, MIC-OR-0018, MIC-RN-051, MIC-OR-0019.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Moorland Rescuer")

CARD = "Moorland Rescuer"
GRAVE = ("Glory Seeker", "Gluttonous Zombie", "Severed Legion")  # powers 2, 3, 2


def _offered(d: Driver) -> set[int]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}


def test_returns_cards_with_total_power_at_most_its_power_then_exiles_itself() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.graveyard(0, *GRAVE)
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _offered(d) == {d.find(n, "graveyard") for n in GRAVE}  # never itself
    d.choose(d.find("Gluttonous Zombie", "graveyard"))
    # 3 of 4 used: a power-2 card no longer fits
    assert d.decision.kind == "priority"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MIC-RN-050", "MIC-OR-0018")
def test_x_is_its_power_as_it_last_existed_on_the_battlefield() -> None:
    """Flare of Faith makes it 7/7; sacrificed to Fleshbag Marauder, X is 7, not the 4 of the
    card in the graveyard: all three cards (total power 7) return."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, *GRAVE)
    s.hand(0, "Flare of Faith", "Fleshbag Marauder")
    d = Driver(s.build())
    d.cast(0, "Flare of Faith", targets=[d.find(CARD)])
    d.resolve()
    assert d.chars(d.find(CARD)).power == 7
    d.cast(0, "Fleshbag Marauder")
    d.resolve()
    d.resolve()
    d.expect("sacrifice")
    d.choose(d.find(CARD))
    d.resolve()
    for name in ("Glory Seeker", "Gluttonous Zombie", "Severed Legion"):
        d.choose(d.find(name, "graveyard"))
    for name in GRAVE:
        assert d.zone_of(name) == "battlefield"
    assert d.zone_of(CARD) == "exile"


@pytest.mark.ruling("MIC-RN-051", "MIC-OR-0019")
def test_cards_return_even_if_it_was_exiled_in_response() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Severed Legion")
    s.hand(0, "Go for the Throat", "Fade from Memory")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert len(d.state.stack) == 1  # the dies trigger
    d.cast(0, "Fade from Memory", targets=[d.find(CARD, "graveyard")])
    d.resolve()
    assert d.zone_of(CARD) == "exile"
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.choose(d.find("Severed Legion", "graveyard"))
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Severed Legion") == "battlefield"


@pytest.mark.parametrize("order", [("Glory Seeker", "Severed Legion", "Wall of Mulch"),
                                   ("Glory Seeker", "Wall of Mulch", "Severed Legion")])
def test_a_card_with_power_zero_adds_nothing_to_the_total(order: tuple[str, str, str]) -> None:
    """CR 208.1: a creature card's power is the number printed on it, here 0: with X = 4, Wall
    of Mulch (0) fits with Glory Seeker and Severed Legion (2 + 2), in whichever order they are
    chosen, and all three return; the question is the card's own."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Severed Legion", "Wall of Mulch")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    assert d.expect("choose_cards").prompt == \
        "Return other creature cards with total power X or less"
    for name in order:
        card = d.find(name, "graveyard")
        assert card in _offered(d)
        d.choose(card)
    assert d.decision.kind == "priority"
    assert all(d.zone_of(n) == "battlefield" for n in order)


def test_an_opponents_graveyard_and_noncreature_cards_are_not_offered() -> None:
    """CR 404.2, 109.5: "from your graveyard": the opponent's Glory Seeker card isn't offered,
    nor is Shock (not a creature card); choosing nothing returns nothing, and the Rescuer is
    still exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.graveyard(0, "Severed Legion", "Shock")
    s.graveyard(1, "Glory Seeker")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    assert _offered(d) == {d.find("Severed Legion", "graveyard")}
    d.choose(None)
    assert d.zone_of("Severed Legion") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of(CARD) == "exile"


def test_negative_power_makes_x_zero_and_only_power_zero_cards_return() -> None:
    """CR 107.1b: Bloodline Culling gives it -5/-5, so it dies with power -1; X is 0, not
    negative: Wall of Mulch (power 0) is offered and returns, Wellwisher (1) and Glory Seeker
    (2) aren't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Wall of Mulch", "Wellwisher")
    s.hand(0, "Bloodline Culling")
    d = Driver(s.build())
    d.cast(0, "Bloodline Culling", modes=[0], targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    assert _offered(d) == {d.find("Wall of Mulch", "graveyard")}
    d.choose(d.find("Wall of Mulch", "graveyard"))
    assert d.zone_of("Wall of Mulch") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of(CARD) == "exile"


def test_creatures_that_died_with_it_can_be_returned() -> None:
    """CR 603.10a, 608.2h: Vanquish the Horde destroys the Rescuer, Glory Seeker and Severed
    Legion at once; as the ability resolves both cards are in the graveyard, and their total
    power (4) fits the Rescuer's last power, 4: both return."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Glory Seeker", "Severed Legion", *["Plains"] * 5)
    s.hand(0, "Vanquish the Horde")
    d = Driver(s.build())
    d.cast(0, "Vanquish the Horde")
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    d.resolve()
    offered = _offered(d)
    assert offered == {d.find("Glory Seeker", "graveyard"), d.find("Severed Legion", "graveyard")}
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.choose(d.find("Severed Legion", "graveyard"))
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Severed Legion") == "battlefield"
    assert d.zone_of(CARD) == "exile"


def test_a_card_of_too_much_power_is_refused_saying_why() -> None:
    """CR 608.2d: with X = 4, Towering Baloth (power 7) is refused with an error giving its
    power and the 4 left, and the game is unchanged; after Gluttonous Zombie (3) the 1 left
    fits no other card, Glory Seeker (2) included, and the choice ends."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie", "Towering Baloth")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Towering Baloth.* has power 7, more than the "
                                                 "4 left of the total power allowed"):
        d.choose(d.find("Towering Baloth", "graveyard"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Gluttonous Zombie", "graveyard"))
    assert d.decision.kind == "priority"  # nothing else fits: the choice is over
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_a_card_whose_power_is_defined_by_an_ability_counts_that_power_in_the_graveyard() -> None:
    """CR 604.3, 208.3: Adeline, Resplendent Cathar's power is the number of creatures its
    owner controls, in the graveyard too. The Rescuer (X = 4) dies leaving three creatures on
    the battlefield: Adeline's power there is 3, so once she is chosen the Glory Seeker card
    (power 2) no longer fits: 3 + 2 is more than 4."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Swamp", "Swamp", "Glory Seeker", "Goblin Sky Raider",
                  "Elvish Warrior")
    s.graveyard(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    adeline = d.find("Adeline, Resplendent Cathar")
    seeker = d.find("Glory Seeker", "graveyard")
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.chars(adeline).power == 3
    d.resolve()
    assert _offered(d) == {adeline, seeker}
    d.choose(adeline)
    assert d.decision.kind == "priority"
    assert d.zone_of("Adeline, Resplendent Cathar") == "battlefield"
    assert d.state.objects[seeker].zone.value == "graveyard"
