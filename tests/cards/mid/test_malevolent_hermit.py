"""Malevolent Hermit // Benevolent Geist — {1}{U} Creature — Human Wizard 2/1 // Creature —
Spirit Wizard 2/2 (blue).

Oracle: Front: "{U}, Sacrifice Malevolent Hermit: Counter target noncreature spell unless its
controller pays {3}.
Disturb {2}{U} (You may cast this card from your graveyard transformed for its disturb cost.)"
Back: "Flying
Noncreature spells you control can't be countered.
If Benevolent Geist would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none of its own in the seed set (the general disturb rulings MID-RN-013,
MID-RN-015 and MID-RN-017 are exercised here too; "can't be countered" against Devious
Cover-Up, MID-RN-247, is in test_devious_cover_up.py).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Malevolent Hermit")


def hermit_against_red(mountains: int = 5) -> Driver:
    """Player 0 has Malevolent Hermit and an Island; player 1 (active) has red spells."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock", "Skirk Commando")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def hermit_counters_shock(d: Driver) -> int:
    """Player 1 casts Shock at player 0, who answers with the Hermit's ability."""
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    d.activate(0, "Malevolent Hermit", targets=[shock])
    return shock


def test_declining_to_pay_counters_the_noncreature_spell() -> None:
    d = hermit_against_red()
    hermit_counters_shock(d)
    # The costs: {U} and sacrificing the Hermit (a front-face card goes to the graveyard).
    assert d.state.objects[d.find("Island")].tapped
    assert d.ids("Malevolent Hermit", zone="graveyard") and \
        not d.ids("Malevolent Hermit", zone="battlefield")
    d.resolve()
    assert d.expect("unless_payment").player == 1
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20


def test_paying_three_keeps_the_spell() -> None:
    d = hermit_against_red()
    shock = hermit_counters_shock(d)
    d.resolve()
    d.choose("pay")
    d.pay()
    assert sum(d.state.objects[m].tapped for m in d.ids("Mountain")) == 4
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_without_three_spare_mana_only_declining_is_offered() -> None:
    d = hermit_against_red(mountains=3)
    hermit_counters_shock(d)
    d.resolve()
    assert d.game.legal_actions() == [Choose("decline")]


def test_creature_spells_cant_be_targeted() -> None:
    d = hermit_against_red()
    hermit = d.find("Malevolent Hermit")
    d.cast(1, "Skirk Commando")
    d.pass_priority()
    # Only a creature spell on the stack: the ability has no legal target.
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == hermit]
    d.resolve()
    assert d.ids("Skirk Commando", zone="battlefield")
    d2 = hermit_against_red()
    commando = d2.cast(1, "Skirk Commando")
    shock = d2.cast(1, "Shock", targets=[0])  # held priority: both on the stack
    d2.pass_priority()
    hermit = d2.find("Malevolent Hermit")
    d2.act(0, next(a for a in d2.game.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == hermit))
    d2.expect("target")
    choices = {a.value for a in d2.game.legal_actions() if isinstance(a, Choose)}
    assert shock in choices and commando not in choices


def disturbed_geist(islands: int = 3) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * islands)
    s.graveyard(0, "Malevolent Hermit")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-013", "MID-RN-015", "MID-OR-0181", "MID-OR-0183")
def test_disturb_casts_benevolent_geist_for_2u() -> None:
    d = disturbed_geist()
    card = d.find("Malevolent Hermit", zone="graveyard")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    sid = d.cast(0, card, method="disturb")
    assert d.chars(sid).name == "Benevolent Geist"
    assert all(d.state.objects[x].tapped for x in d.ids("Island"))
    d.resolve()
    c = d.chars(d.find("Malevolent Hermit", zone="battlefield"))
    assert (c.name, c.power, c.toughness) == ("Benevolent Geist", 2, 2)
    assert c.subtypes == frozenset({"Spirit", "Wizard"})
    assert c.has("Flying") and c.colors == frozenset({"U"})


def test_two_islands_are_not_enough_for_disturb() -> None:
    d = disturbed_geist(islands=2)
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


@pytest.mark.ruling("MID-RN-017", "MID-OR-0185")
def test_benevolent_geist_is_exiled_when_it_dies() -> None:
    d = disturbed_geist()
    d.cast(0, "Malevolent Hermit", method="disturb")
    d.resolve()
    geist = d.find("Malevolent Hermit", zone="battlefield")
    d.pass_priority()
    d.cast(1, "Shock", targets=[geist])
    d.resolve()
    assert d.ids("Malevolent Hermit", zone="graveyard") == []
    assert d.chars(d.find("Malevolent Hermit", zone="exile")).name == "Malevolent Hermit"


def geist_against_hermit(*, p1_shock: bool = False) -> Driver:
    """Player 0 (active) controls Benevolent Geist and casts Shock; player 1 has the Hermit
    (and, with ``p1_shock``, a Shock of their own)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Malevolent Hermit", "Island")
    if p1_shock:
        s.battlefield(1, "Mountain")
        s.hand(1, "Shock")
    return Driver(s.build())


def test_geist_controllers_noncreature_spell_is_not_countered_by_the_hermit() -> None:
    d = geist_against_hermit()
    geist = d.find("Malevolent Hermit", zone="battlefield", player=0)
    assert d.chars(geist).name == "Benevolent Geist"
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    # Still a legal target, and the Hermit's costs are paid.
    d.activate(1, d.find("Malevolent Hermit", zone="battlefield", player=1), targets=[shock])
    assert d.ids("Malevolent Hermit", zone="graveyard", player=1)
    d.resolve()
    # The payment is still offered (CR 118.12a); declining counters nothing (CR 101.2).
    assert d.expect("unless_payment").player == 0
    d.choose("decline")
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(1) == 18
    assert d.zone_of("Shock", player=0) == "graveyard"


def test_the_spell_is_counterable_again_once_the_geist_is_gone() -> None:
    d = geist_against_hermit(p1_shock=True)
    geist = d.find("Malevolent Hermit", zone="battlefield", player=0)
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, d.find("Malevolent Hermit", zone="battlefield", player=1), targets=[shock])
    d.cast(1, "Shock", targets=[geist])
    d.resolve()
    assert d.ids("Malevolent Hermit", zone="exile", player=0)
    d.resolve()
    d.choose("decline")
    assert shock not in d.state.stack
    assert d.state.objects[d.find("Shock", player=0)].zone.value == "graveyard"
    assert d.life(1) == 20


def test_geist_controllers_creature_spell_can_still_be_countered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Skirk Commando")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    d = Driver(s.build())
    commando = d.cast(0, "Skirk Commando")
    d.pass_priority()
    d.cast(1, "Devious Cover-Up", targets=[commando])
    d.resolve()
    d.expect("may")
    d.choose(False)  # no graveyard cards were chosen: nothing to shuffle
    assert d.ids("Skirk Commando", zone="exile")
    assert not d.ids("Skirk Commando", zone="battlefield")


def test_an_opponents_noncreature_spell_can_still_be_countered() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Malevolent Hermit", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    hermit = next(x for x in d.ids("Malevolent Hermit", zone="battlefield")
                  if d.chars(x).name == "Malevolent Hermit")
    d.activate(0, hermit, targets=[shock])
    d.resolve()
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0179", "MID-OR-0180", "MID-OR-0181", "MID-OR-0182", "MID-OR-0183",
        "MID-OR-0184", "MID-OR-0185",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Malevolent Hermit", "Benevolent Geist", (2, 2), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U"}), frozenset({"Spirit", "Wizard"})


def test_a_second_hermit_ability_does_nothing_once_the_spell_is_countered() -> None:
    """CR 608.2b: two Hermit abilities target the same Shock. After the first counters it, the
    second's only target is gone: it doesn't resolve, so no payment is offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Malevolent Hermit", "Island", "Island")
    s.battlefield(1, *["Mountain"] * 5)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    first, second = d.ids("Malevolent Hermit", zone="battlefield")
    d.activate(0, first, targets=[shock])
    d.activate(0, second, targets=[shock])
    assert len(d.state.stack) == 3
    d.resolve()
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    d.resolve()
    assert d.state.stack == []
    assert d.decision.kind == "priority"
    assert sum(not d.state.objects[m].tapped for m in d.ids("Mountain")) == 4
    assert d.life(0) == 20


def test_the_hermit_may_target_its_controllers_own_spell() -> None:
    """"Target noncreature spell" has no controller restriction (CR 115.1): the Hermit's
    controller may counter their own Shock, and is then the one asked to pay {3}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", "Island", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.activate(0, "Malevolent Hermit", targets=[shock])
    d.resolve()
    assert d.expect("unless_payment").player == 0
    # Only the Island's mana would be left: {3} can't be paid.
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(1) == 20


def test_in_two_headed_giant_the_geist_protects_only_its_controllers_spells() -> None:
    """"Noncreature spells you control" (CR 109.5): in Two-Headed Giant the Geist's
    controller's Shock can't be countered by Dissipate, but their teammate's can (CR 810.5:
    teammates are separate players)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.battlefield(2, *["Island"] * 6)
    s.hand(2, "Dissipate", "Dissipate")
    d = Driver(s.build())
    own = d.cast(0, "Shock", targets=[2])
    d.pass_priority()
    mate = d.cast(1, "Shock", targets=[2])
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Dissipate", targets=[mate])
    d.resolve()
    assert d.zone_of("Shock", player=1) == "exile"
    while d.decision.player != 2:
        d.pass_priority()
    d.cast(2, "Dissipate", targets=[own])
    d.resolve()
    assert d.state.stack == [own]
    d.resolve()
    assert d.zone_of("Shock", player=0) == "graveyard"
    assert d.life(2) == 28


def test_a_spell_that_cant_be_countered_still_doesnt_resolve_without_its_target() -> None:
    """CR 608.2b: a spell whose every target is illegal doesn't resolve; that isn't
    countering (CR 701.6a), so the Geist's "can't be countered" doesn't keep it: the
    Shock aimed at a Glory Seeker that died in response goes to the graveyard unresolved."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    mine = d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert mine not in d.state.stack and not d.state.stack
    assert d.zone_of("Shock", player=0) == "graveyard"
    assert d.life(1) == 20


def test_a_creature_spell_chosen_as_the_target_is_refused_and_nothing_changes() -> None:
    """CR 115.1, 602.2b: with Skirk Commando and Shock on the stack, choosing the creature
    spell is refused with an error naming "noncreature spell"; the game is unchanged (the
    Hermit not yet sacrificed) and Shock can still be chosen."""
    d = hermit_against_red()
    commando = d.cast(1, "Skirk Commando")
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    hermit = d.find("Malevolent Hermit")
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == hermit))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="noncreature spell"):
        d.choose(commando)
    assert d.game.fingerprint() == before
    assert d.zone_of("Malevolent Hermit") == "battlefield"
    d.choose(shock)
    d.pay()
    assert d.ids("Malevolent Hermit", zone="graveyard")
