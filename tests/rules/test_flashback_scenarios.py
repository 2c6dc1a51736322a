"""Acceptance scenarios for flashback (CR 702.34).

* 702.34a: a spell cast with flashback is exiled whenever it would leave the stack, also when
  it doesn't resolve because its only target became illegal (CR 608.2b).
* 601.2a, 115.5: the card cast moves to the stack before its targets are chosen, so a
  flashback spell that targets "a card in your graveyard" can't count itself: alone there it
  isn't offered as castable.
* 707.10: a copy of a spell isn't cast, so it wasn't "cast from a graveyard" even when the
  spell it copies was.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_a_flashback_spell_whose_target_became_illegal_is_exiled() -> None:
    """CR 702.34a, 608.2b: Abandon the Post cast with flashback at one creature; Shock kills it
    first, so the spell doesn't resolve and is exiled rather than put into the graveyard."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Mountain"] * 5)
    s.graveyard(0, "Abandon the Post")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Abandon the Post", method="flashback", targets=[seeker])
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Abandon the Post") == "exile"


def test_a_copy_of_a_spell_cast_from_the_graveyard_wasnt_cast_from_it() -> None:
    """CR 707.10, 702.34a: Galvanic Iteration copies Secrets of the Key cast with flashback;
    the spell, cast from the graveyard, investigates twice; the copy, never cast, once."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Island", "Island", "Island", "Mountain", "Island")
    s.graveyard(0, "Secrets of the Key")
    s.hand(0, "Galvanic Iteration")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, "Secrets of the Key", method="flashback")
    d.resolve()  # the copy is put on the stack above the spell
    assert len(d.state.stack) == 2
    d.resolve()
    assert len(d.ids("Clue Token", zone="battlefield")) == 1
    d.resolve()
    assert len(d.ids("Clue Token", zone="battlefield")) == 3
    assert d.zone_of("Secrets of the Key") == "exile"


def test_a_flashback_spell_cant_count_itself_among_the_cards_it_may_target() -> None:
    """CR 601.2a, 115.5, 601.2c: Dryad's Revival alone in the graveyard has no card to return
    once it is on the stack: casting it with flashback isn't a legal action, and trying it
    changes nothing. With a Shock beside it, it can be cast (and returns the Shock)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, *["Forest"] * 5)
    s.graveyard(0, "Dryad's Revival")
    d = Driver(s.build())
    revival = d.find("Dryad's Revival")
    assert CastSpell(revival, "flashback") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(revival, "flashback"))
    assert d.game.fingerprint() == before
    s.graveyard(0, "Shock")
    d = Driver(s.build())
    revival = d.find("Dryad's Revival")
    assert CastSpell(revival, "flashback") in d.game.legal_actions()
    d.cast(0, revival, method="flashback", targets=[d.find("Shock")])
    d.resolve()
    assert d.zone_of("Shock") == "hand"


def test_a_flashback_spell_countered_for_an_unpaid_tax_is_exiled() -> None:
    """CR 702.34a, 701.6a: Disruptive Pitmage counters Homestead Courage, cast with flashback,
    unless its controller pays {1}; with no mana left they can't: the countered card is exiled
    instead of going to the graveyard, and the Glory Seeker gets no counter."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Glory Seeker")
    s.graveyard(0, "Homestead Courage")
    s.battlefield(1, "Disruptive Pitmage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    spell = d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.pass_priority()
    d.activate(1, "Disruptive Pitmage", targets=[spell])
    d.resolve()
    d.expect("unless_payment")
    d.choose("decline")
    assert d.zone_of("Homestead Courage") == "exile"
    assert not d.state.objects[seeker].counters


def test_a_flashback_card_returned_from_exile_and_cast_from_hand_goes_to_the_graveyard() -> None:
    """CR 702.34a, 400.7: Homestead Courage cast with flashback is exiled as it resolves;
    Rootcoil Creeper returns it to its owner's hand, a new object; cast from the hand, its
    flashback cost wasn't paid, so it goes to the graveyard as it resolves, from where it may
    be cast with flashback again."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Rootcoil Creeper", "Glory Seeker", "Plains", "Plains", "Forest",
                  "Island")
    s.graveyard(0, "Homestead Courage")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.mana(0, d.ids("Plains")[0])  # not Rootcoil Creeper's own mana
    d.cast(0, "Homestead Courage", method="flashback", targets=[seeker])
    d.resolve()
    assert d.zone_of("Homestead Courage") == "exile"
    d.activate(0, "Rootcoil Creeper", index=2, targets=[d.find("Homestead Courage")])
    d.resolve()
    assert d.zone_of("Homestead Courage") == "hand"
    d.cast(0, "Homestead Courage", targets=[seeker])
    d.resolve()
    assert d.zone_of("Homestead Courage") == "graveyard"
    assert d.state.objects[seeker].counters == {"+1/+1": 2}
    assert CastSpell(d.find("Homestead Courage"), "flashback") not in d.game.legal_actions()
