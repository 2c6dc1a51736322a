"""Acceptance scenarios for loyalty and planeswalkers changing zones or controllers (CR 209,
306, 606, 302.6, 400.7).

CR 209.1 / 306.5a  a planeswalker card not on the battlefield has its printed loyalty.
CR 306.5b   a planeswalker enters with loyalty counters equal to its printed loyalty however it
            enters: put onto the battlefield by an effect too (and, at night, a daybound one
            enters transformed with the front face's loyalty).
CR 606.3    once per turn per permanent: a planeswalker that left and came back is a new object
            (CR 400.7) whose loyalty abilities weren't activated this turn.
CR 302.6    summoning sickness is for creatures: a planeswalker or land whose control was just
            gained can be used at once.
CR 306.9    a loyalty ability that removes the last loyalty counters still resolves; the
            planeswalker goes to its owner's graveyard as a state-based action first.
CR 205.1a   Arlinn, the Moon's Fury made a Werewolf creature is no planeswalker: her loyalty
            counters can't pay Light Up the Night's flashback cost ("planeswalkers you
            control").
"""

from __future__ import annotations

from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    DeclareAttacker,
)
from manastack.scenario import Scenario
from manastack.testing import Driver

ARLINN = "Arlinn, the Pack's Hope"
TEFERI = "Teferi, Who Slows the Sunset"
LILIANA = "Liliana, Death's Majesty"


def _abilities(d: Driver, oid: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def _answer_all(d: Driver) -> None:
    """Answer whatever a resolution asks with its first legal action (an order of cards, a
    card to take: nothing the test looks at)."""
    while d.decision.kind != "priority":
        d.act(d.decision.player, d.game.legal_actions()[0])


def test_306_5a_a_planeswalker_card_in_hand_has_its_printed_loyalty() -> None:
    s = Scenario(seed=1)
    s.hand(0, ARLINN, LILIANA)
    d = Driver(s.build())
    assert d.chars(d.find(ARLINN)).loyalty == 4
    assert d.chars(d.find(LILIANA)).loyalty == 5


def test_306_5b_planeswalkers_put_onto_the_battlefield_by_storm_the_festival() -> None:
    """Storm the Festival puts Arlinn and Teferi onto the battlefield (not cast): each enters
    with its printed loyalty, 4. At night Arlinn, daybound, enters as Arlinn, the Moon's Fury,
    with 4 loyalty counters still."""
    for night in (False, True):
        s = Scenario(seed=1)
        if night:
            s.day_night("night")
        s.battlefield(0, *["Forest"] * 6)
        s.hand(0, "Storm the Festival")
        s.library(0, ARLINN, TEFERI, "Forest", "Forest", "Forest", "Forest")
        s.library(1, "Forest")
        d = Driver(s.build())
        arlinn, teferi = d.find(ARLINN), d.find(TEFERI)
        d.cast(0, "Storm the Festival")
        d.resolve()
        d.choose(arlinn)
        d.choose(teferi)
        _answer_all(d)
        arlinn, teferi = d.find(ARLINN, "battlefield"), d.find(TEFERI, "battlefield")
        for oid in (arlinn, teferi):
            assert d.state.objects[oid].counters == {"loyalty": 4}
        assert d.chars(arlinn).name == ("Arlinn, the Moon's Fury" if night else ARLINN)


def test_606_3_a_planeswalker_returned_to_hand_and_cast_again_is_a_new_object() -> None:
    """Teferi's −2 is activated; no other loyalty ability of his this turn. Chain of Vapor
    returns him to his owner's hand; cast again, the new Teferi enters with 4 loyalty and may
    activate a loyalty ability this same turn."""
    s = Scenario(seed=1)
    s.battlefield(0, TEFERI)
    s.battlefield(0, "Plains", "Plains", "Island", "Island", "Island")
    s.hand(0, "Chain of Vapor")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    teferi = d.find(TEFERI)
    d.activate(0, teferi, index=1)  # −2: look at the top three
    d.resolve()
    _answer_all(d)
    assert d.state.objects[teferi].counters == {"loyalty": 2}
    assert not _abilities(d, teferi)
    d.cast(0, "Chain of Vapor", targets=[teferi])
    d.resolve()
    d.expect("may")
    d.choose(False)  # no land sacrificed
    d.cast(0, TEFERI)
    d.resolve()
    again = d.find(TEFERI, "battlefield")
    assert d.state.objects[again].counters == {"loyalty": 4}
    assert _abilities(d, again)


def test_302_6_a_planeswalker_and_a_land_gained_this_turn_can_be_used_at_once() -> None:
    """Blatant Thievery takes the opponent's Teferi: its new controller may activate his
    loyalty abilities this turn (summoning sickness is about creatures only). The same for a
    land taken: Riptide Laboratory taps for mana at once."""
    for name in (TEFERI, "Riptide Laboratory"):
        s = Scenario(seed=1)
        s.battlefield(0, *["Island"] * 7)
        s.hand(0, "Blatant Thievery")
        s.battlefield(1, name)
        s.library(0, "Island")
        s.library(1, "Island")
        d = Driver(s.build())
        taken = d.find(name)
        d.cast(0, "Blatant Thievery", targets=[taken])
        d.resolve()
        assert d.state.objects[taken].controller == 0
        if name == TEFERI:
            assert {a.index for a in _abilities(d, taken)} == {0, 1}  # +1 and −2, not −7
        else:
            assert any(isinstance(a, ActivateManaAbility) and a.source == taken
                       for a in d.game.legal_actions())


def test_306_9_liliana_minus_three_from_three_loyalty_still_returns_the_creature() -> None:
    """Liliana, Death's Majesty with 3 loyalty activates −3: the cost leaves her with none, and
    the state-based actions put her into the graveyard before anyone gets priority (CR 704.5i);
    her ability resolves all the same (CR 113.7a) and returns Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, LILIANA, counters={"loyalty": 3})
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.activate(0, LILIANA, index=1, targets=[d.find("Glory Seeker")])
    assert d.zone_of(LILIANA) == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert "Zombie" in d.chars(d.find("Glory Seeker")).subtypes


def _creeping_inn(stolen: bool) -> tuple[Driver, int, set[int]]:
    """Hostile Hostel with two soul counters, player 0's since before the turn or taken this
    turn with Blatant Thievery, gets its third: it transforms into Creeping Inn (an artifact
    creature) and untaps. Which creatures may attack that turn."""
    s = Scenario(seed=1)
    s.battlefield(1 if stolen else 0, "Hostile Hostel", counters={"soul": 2})
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Plains", *["Island"] * 7)
    s.hand(0, "Blatant Thievery")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    hostel = d.find("Hostile Hostel")
    if stolen:
        d.cast(0, "Blatant Thievery", targets=[hostel])
        d.resolve()
    fodder, attacker = d.ids("Glory Seeker")
    d.activate(0, hostel, index=1, choices=[fodder])
    d.resolve()
    assert d.chars(hostel).name == "Creeping Inn" and not d.state.objects[hostel].tapped
    d.to_combat()
    assert d.state.turn == 3
    return d, hostel, {a.creature for a in d.game.legal_actions()
                       if isinstance(a, DeclareAttacker)} - {attacker}


def test_302_6_a_land_turned_creature_attacks_if_controlled_since_the_turn_began() -> None:
    """A permanent that becomes a creature may attack if its controller has controlled it
    continuously since the turn began, as a noncreature too: Creeping Inn, transformed this
    turn from a Hostile Hostel player 0 has had all along, may attack; taken this turn with
    Blatant Thievery (its {T} ability usable at once, as a land's), it may not."""
    d, inn, others = _creeping_inn(stolen=False)
    assert others == {inn}
    d, inn, others = _creeping_inn(stolen=True)
    assert others == set()


def test_606_2_pithing_needle_stops_the_loyalty_abilities_of_the_face_named() -> None:
    """Loyalty abilities are activated abilities (CR 606.2), and Arlinn, the Moon's Fury's
    "+2: Add {R}{G}" is no mana ability: Pithing Needle naming the face that is up stops all
    of Arlinn's loyalty abilities; naming her other face stops none (CR 201.2, 712.8d-e)."""
    for named, night, stopped in (("Arlinn, the Moon's Fury", True, True),
                                  (ARLINN, True, False),
                                  (ARLINN, False, True),
                                  ("Arlinn, the Moon's Fury", False, False)):
        s = Scenario(seed=1)
        if night:
            s.day_night("night")
        s.battlefield(0, ARLINN, transformed=night)
        s.battlefield(1, "Pithing Needle", chosen={"card_name": named})
        s.library(0, "Forest")
        s.library(1, "Forest")
        d = Driver(s.build())
        assert bool(_abilities(d, d.find(ARLINN))) is not stopped


def test_205_1a_the_werewolf_arlinn_is_no_planeswalker_to_pay_loyalty_counters() -> None:
    """At night Arlinn, the Moon's Fury (4 loyalty) can pay Light Up the Night's flashback
    cost ("remove X loyalty counters from among planeswalkers you control"); after her 0 she
    is a Werewolf creature, no longer a planeswalker, so the flashback isn't offered though
    she keeps her four loyalty counters."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, ARLINN, transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    s.graveyard(0, "Light Up the Night")
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Forest"] * 5)
    d = Driver(s.build())
    arlinn = d.find(ARLINN)
    flashback = CastSpell(d.find("Light Up the Night"), "flashback")
    assert flashback in d.game.legal_actions()
    d.activate(0, arlinn, index=2)  # 0: a 5/5 Werewolf creature until end of turn
    d.resolve()
    assert d.chars(arlinn).types == frozenset({"Creature"})
    assert d.state.objects[arlinn].counters == {"loyalty": 4}
    assert flashback not in d.game.legal_actions()
