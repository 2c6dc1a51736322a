"""Keyword abilities meeting other rules, beside the scenarios of each keyword.

* 701.14b, 608.2b, 702.16b: Duel for Dominance's own target creature given protection from
  green in response is an illegal target: the spell resolves for the other target only, so
  the coven counter isn't put on the protected creature and neither creature fights.
* 702.11d, 105.2: hexproof from white stops an opponent's red and white spell (Sacred Fire,
  from the hand or with flashback from the graveyard): a multicoloured source has each of its
  colours.
* 702.29a, 601.2f: cycling is an activated ability, not a spell: Curse of Silence's "spells
  with the chosen name cost {2} more" doesn't raise the cost to cycle the named card, and
  cycling it isn't casting a spell with that name.
* 707.10c, 702.21a: a copy of a spell whose target is left unchanged on a ward permanent is a
  new spell that makes it a target: ward triggers for the copy too.
* 702.21a, 702.34a: a flashback spell countered by ward is exiled.
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def test_701_14b_the_protected_creature_of_yours_gets_no_counter_and_nothing_fights() -> None:
    """Coven holds (powers 2, 3 and 0); player 0 answers their own Duel for Dominance with
    Akroma's Blessing choosing green: Glory Seeker is no longer a legal target, so it gets no
    +1/+1 counter (608.2b), and with one of the two creatures an illegal target neither
    fights (701.14b)."""
    s = Scenario(seed=1)
    for p in range(2):
        s.library(p, *["Island"] * 8)
    s.battlefield(0, "Forest", "Forest", "Plains", "Plains", "Plains",
                  "Glory Seeker", "Bounding Wolf", "Wall of Mulch")
    s.hand(0, "Duel for Dominance", "Akroma's Blessing")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    seeker, warrior = d.find("Glory Seeker"), d.find("Elvish Warrior")
    d.cast(0, "Duel for Dominance", targets=[seeker, warrior])
    d.cast(0, "Akroma's Blessing")
    d.resolve()
    d.choose("green")
    assert "green" in d.chars(seeker).protections()
    d.resolve()
    assert not d.state.stack and d.zone_of("Duel for Dominance") == "graveyard"
    assert d.state.objects[seeker].counters == {}
    assert d.state.objects[seeker].damage == 0 and d.state.objects[warrior].damage == 0


def _white_hexproof_sentinel() -> tuple[Driver, int]:
    """Player 0's Sungold Sentinel (coven: powers 3, 2 and 1) gains hexproof from white;
    player 1 then has priority with Sacred Fire in hand and another in the graveyard, and
    the mana for either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Festering Goblin", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.hand(1, "Sacred Fire")
    s.graveyard(1, "Sacred Fire")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("white")
    d.pass_priority()
    return d, sentinel


def _target_options(d: Driver) -> set[object]:
    return {getattr(a, "value", None) for a in d.game.legal_actions()}


def test_702_11d_hexproof_from_white_stops_a_red_and_white_spell() -> None:
    d, sentinel = _white_hexproof_sentinel()
    d.act(1, CastSpell(d.find("Sacred Fire", zone="hand"), "normal"))
    options = _target_options(d)
    assert sentinel not in options and d.find("Glory Seeker") in options


def test_702_11d_hexproof_from_white_stops_it_cast_with_flashback_too() -> None:
    d, sentinel = _white_hexproof_sentinel()
    d.act(1, CastSpell(d.find("Sacred Fire", zone="graveyard"), "flashback"))
    options = _target_options(d)
    assert sentinel not in options and d.find("Glory Seeker") in options


def test_702_29a_a_spell_cost_increase_for_the_named_card_doesnt_raise_its_cycling_cost() -> None:
    """Player 0, enchanted by Curse of Silence naming Akroma's Blessing, cycles it with a single
    Plains ({W}, no {2} more): the card is discarded, the cycling ability goes on the stack and
    the curse doesn't trigger (no spell was cast)."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Silence", attached_to=0,
                  chosen={"card_name": "Akroma's Blessing"})
    s.battlefield(0, "Plains")
    s.hand(0, "Akroma's Blessing")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    blessing = d.find("Akroma's Blessing")
    cycle = [a for a in d.game.legal_actions()
             if isinstance(a, ActivateAbility) and a.source == blessing]
    assert len(cycle) == 1
    d.act(0, cycle[0])
    d.expect("pay_mana")
    d.pay()
    assert d.zone_of("Akroma's Blessing") == "graveyard"
    assert len(d.state.stack) == 1  # the cycling ability, no curse trigger
    d.resolve()
    assert len(d.state.players[0].hand) == 1
    assert d.zone_of("Curse of Silence") == "battlefield"


def test_702_21a_a_copy_keeping_the_ward_creature_as_its_target_triggers_ward_again() -> None:
    """CR 707.10c, 702.21a: Shock at Burly Breaker (ward {1} paid), then Galvanic Iteration's
    copy of it, its target left unchanged: the copy is a new spell put on the stack targeting
    the Breaker, which becomes its target, so ward triggers again; player 0 pays once more and
    both Shocks deal their damage."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Galvanic Iteration", "Shock")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Shock", targets=[breaker])
    d.resolve()  # the ward trigger, above Galvanic Iteration's delayed trigger
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    d.expect("new_target")
    d.choose(breaker)  # kept
    assert len(d.state.stack) == 3  # Shock, its copy, a second ward trigger on top
    ward = d.state.objects[d.state.stack[-1]]
    assert ward.source == breaker and ward.controller == 1
    d.resolve()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve_all()
    assert d.state.objects[breaker].damage == 4
    assert all(d.state.objects[x].tapped for x in d.state.battlefield if x != breaker)


def test_702_34a_a_flashback_spell_countered_by_ward_is_exiled() -> None:
    """CR 702.21a, 702.34a: Sacred Fire cast with flashback at Burly Breaker; player 0 declines
    to pay ward {1}: the spell is countered and, cast with flashback, it is exiled instead of
    going to the graveyard; it deals no damage and gains no life."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Plains", "Plains")
    s.graveyard(0, "Sacred Fire")
    s.battlefield(1, "Burly Breaker")
    d = Driver(s.build())
    breaker = d.find("Burly Breaker")
    d.act(0, CastSpell(d.find("Sacred Fire"), "flashback"))
    d.choose(breaker)
    d.pay()
    assert len(d.state.stack) == 2  # Sacred Fire and the ward trigger
    d.resolve()
    d.expect("ward_payment")
    d.choose("decline")
    assert not d.state.stack
    assert d.zone_of("Sacred Fire") == "exile"
    assert d.state.objects[breaker].damage == 0 and d.life(0) == 20
