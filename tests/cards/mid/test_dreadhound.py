"""Dreadhound — {4}{B}{B} Creature — Demon Dog 6/6.

Oracle: "When Dreadhound enters the battlefield, mill three cards. (Put the top three cards of
your library into your graveyard.) / Whenever a creature dies or a creature card is put into a
graveyard from a library, each opponent loses 1 life."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Dreadhound")


def settle(d: Driver, target: int | None = None) -> None:
    """Resolve everything, putting simultaneous triggers on the stack in the order offered."""
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        elif d.decision.kind == "target" and target is not None:
            d.choose(target)
        else:
            d.choose(d.game.legal_actions()[0].value)  # type: ignore[attr-defined]


def test_milled_creature_cards_drain() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Dreadhound")
    s.library(0, "Glory Seeker", "Island", "Elvish Warrior", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Dreadhound")
    d.resolve()
    settle(d)
    assert len(d.state.players[0].graveyard) == 3
    assert d.life(1) == 18 and d.life(0) == 20


def test_any_creature_dying_drains() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhound", "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, "Festering Goblin")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.life(1) == 19
    d.cast(0, "Shock", targets=[d.find("Festering Goblin")])
    d.resolve()
    settle(d, d.find("Dreadhound"))  # the Goblin's -1/-1 goes on the Dreadhound
    assert d.life(1) == 18


def test_it_sees_itself_die_along_with_another_creature() -> None:
    """CR 603.10a, 700.4: Akroma's Vengeance destroys Dreadhound and Glory Seeker at once; its
    "whenever a creature dies" looks back in time and triggers for both, itself included."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhound", *["Plains"] * 6)
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Akroma's Vengeance")
    d = Driver(s.build())
    d.cast(0, "Akroma's Vengeance")
    d.resolve()
    settle(d)
    assert d.ids("Dreadhound", zone="graveyard")
    assert (d.life(0), d.life(1)) == (20, 18)


def test_creature_cards_milled_from_an_opponents_library_drain() -> None:
    """"A creature card is put into a graveyard from a library" means any library: Shadow
    Kin's upkeep trigger has each player mill three, and the two creature cards player 1 mills
    trigger Dreadhound twice (CR 701.17a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhound", "Shadow Kin")
    s.library(0, "Island", "Island", "Island", "Island")
    s.library(1, "Glory Seeker", "Elvish Warrior", "Plains", "Plains")
    s.at("end", active=1, turn=3)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("choose_cards")
    d.choose(None)  # exile none of the milled creature cards
    settle(d)
    assert (d.life(0), d.life(1)) == (20, 18)


def test_creature_cards_discarded_or_countered_dont_drain() -> None:
    """A creature card put into a graveyard from a hand (Chain of Smog's discard) or from the
    stack (Discombobulate countering Glory Seeker) wasn't put there from a library, and no
    creature died: no life is lost (CR 700.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dreadhound", "Swamp", "Swamp", *["Island"] * 4)
    s.hand(0, "Chain of Smog", "Discombobulate")
    s.library(0, *["Island"] * 5)
    s.hand(1, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.pass_priority()
    d.cast(0, "Discombobulate", targets=[d.find("Glory Seeker", zone="stack")])
    d.resolve()
    settle(d)
    assert d.ids("Glory Seeker", zone="graveyard")
    d.pass_until("precombat_main", turn=4)
    d.cast(0, "Chain of Smog", targets=[1])
    d.resolve()
    d.expect("may")
    d.choose(False)  # player 1 doesn't copy it
    assert d.ids("Elvish Warrior", zone="graveyard")
    assert d.decision.kind == "priority" and not d.state.stack
    assert (d.life(0), d.life(1)) == (20, 20)


def test_multiplayer_each_opponent_loses_and_a_token_dying_counts() -> None:
    """"Each opponent" (CR 102.2): in a three-player game both opponents lose 1 life, its
    controller loses none. A creature token dies too (CR 700.4: put into a graveyard from the
    battlefield, then ceases to exist, CR 704.5d)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Dreadhound", "Mountain")
    s.hand(0, "Shock")
    s.token(2, "Zombie")
    d = Driver(s.build())
    zombie = d.find("Zombie")
    assert d.state.objects[zombie].is_token
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    settle(d)
    assert [d.life(p) for p in range(3)] == [20, 19, 19]
    assert zombie not in d.state.objects or not d.ids("Zombie")


def test_gone_before_its_enters_trigger_resolves_the_mill_happens_but_drains_nothing() -> None:
    """CR 113.7a, 603.2: Dreadhound is returned to hand by Chain of Vapor in response to its
    enters trigger; the trigger still mills three cards, but with Dreadhound off the
    battlefield the creature cards milled trigger nothing (no look back for a card leaving a
    library, CR 603.10)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6, "Island")
    s.hand(0, "Dreadhound", "Chain of Vapor")
    s.library(0, "Glory Seeker", "Elvish Warrior", "Island", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Dreadhound")
    d.resolve()
    assert len(d.state.stack) == 1  # the enters trigger
    d.cast(0, "Chain of Vapor", targets=[d.find("Dreadhound")])
    d.resolve()
    d.expect("may")  # Chain of Vapor's own chain: decline to sacrifice a land
    d.choose(False)
    assert d.zone_of("Dreadhound") == "hand"
    d.resolve()
    assert not d.state.stack and len(d.state.players[0].graveyard) == 4  # 3 milled + Chain
    assert d.life(1) == 20
