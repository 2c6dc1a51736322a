"""Join the Dance — {G}{W} Sorcery.

Oracle: "Create two 1/1 white Human creature tokens. / Flashback {3}{G}{W}"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

from .text_change_checks import evolve, tokens

pytestmark = pytest.mark.card("Join the Dance")


def test_two_humans() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Forest")
    s.graveyard(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance", method="flashback")
    d.resolve()
    humans = d.ids("Human Token", zone="battlefield")
    assert len(humans) == 2
    c = d.chars(humans[0])
    assert (c.power, c.toughness, c.colors) == (1, 1, {"W"})
    assert d.ids("Join the Dance", zone="exile")


def test_cast_from_the_hand_two_human_tokens_and_it_goes_to_the_graveyard() -> None:
    """Cast normally for {G}{W}: two 1/1 white Human creature tokens (CR 111.1), the card goes
    to its owner's graveyard (CR 608.2n), from where flashback is open later."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    humans = d.ids("Human Token", zone="battlefield")
    assert len(humans) == 2
    for h in humans:
        c = d.chars(h)
        assert "Human" in c.subtypes and "Creature" in c.types
        assert d.state.objects[h].controller == 0
    assert d.zone_of("Join the Dance") == "graveyard"


@pytest.mark.ruling("MID-OR-0775")
def test_flashback_keeps_the_sorcery_timing() -> None:
    """MID-OR-0775, CR 307.1: cast with flashback it is still a sorcery: not on the opponent's
    turn; the attempt is refused and the card stays in the graveyard."""
    from manastack.decisions.actions import CastSpell
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Forest")
    s.graveyard(0, "Join the Dance")
    s.at("precombat_main", active=1, priority=0)
    d = Driver(s.build())
    jtd = d.find("Join the Dance")
    assert d.decision.player == 0
    assert CastSpell(jtd, "flashback") not in d.game.legal_actions()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.cast(0, "Join the Dance", method="flashback")
    assert d.game.fingerprint() == before
    assert d.zone_of("Join the Dance") == "graveyard"


@pytest.mark.ruling("MID-OR-0776")
def test_mana_value_stays_two_when_cast_with_flashback() -> None:
    """MID-OR-0776, CR 202.3: paying {3}{G}{W} doesn't change the mana value, 2 on the stack;
    all five lands paid the flashback cost."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Forest")
    s.graveyard(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance", method="flashback")
    assert d.chars(d.state.stack[-1]).mana_value == 2
    lands = d.ids("Forest", zone="battlefield") + d.ids("Plains", zone="battlefield")
    assert all(d.state.objects[x].tapped for x in lands)


def test_flashback_is_not_affordable_with_four_lands() -> None:
    """CR 601.2f-h: the flashback cost is {3}{G}{W}; four lands can't pay it."""
    from manastack.decisions.actions import CastSpell

    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains")
    s.graveyard(0, "Join the Dance")
    d = Driver(s.build())
    assert CastSpell(d.find("Join the Dance"), "flashback") not in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0777")
def test_countered_after_flashback_it_is_exiled() -> None:
    """MID-OR-0777, CR 702.34a: the flashback Join the Dance countered by Discombobulate is
    exiled, not put into the graveyard, and no tokens are created."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Plains", "Forest", "Plains", "Forest")
    s.graveyard(0, "Join the Dance")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Discombobulate")
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    d.cast(0, "Join the Dance", method="flashback")
    spell = d.state.stack[-1]
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[spell])
    while d.state.stack or d.decision.kind != "priority":
        if d.decision.kind == "priority":
            d.resolve()
        else:
            d.take_first(d.decision.kind)
    assert d.zone_of("Join the Dance") == "exile"
    assert not d.ids("Human Token", zone="battlefield")


def test_changed_on_the_stack_it_creates_two_elves() -> None:
    """CR 612.2a: Join the Dance made to read Elf by Artificial Evolution creates two 1/1
    white Elf Tokens; it is still a sorcery with no creature type (CR 612.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Forest", "Island")
    s.hand(0, "Artificial Evolution", "Join the Dance")
    d = Driver(s.build())
    spell = d.cast(0, "Join the Dance")
    evolve(d, spell, "Human", "Elf")
    assert d.chars(spell).types == {"Sorcery"} and not d.chars(spell).subtypes
    d.resolve()
    made = [(d.chars(t).name, d.chars(t).subtypes, d.chars(t).colors) for t in tokens(d)]
    assert made == [("Elf Token", {"Elf"}, {"W"})] * 2


def test_the_change_ends_as_it_leaves_the_stack_and_flashback_makes_humans() -> None:
    """CR 400.7, 612.2a: the Join the Dance changed to Elf on the stack creates Elves; the card
    put into the graveyard is a new object without the change, so cast again with flashback it
    creates two Human Tokens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Forest", "Island", "Plains", "Forest", "Island", "Island",
                  "Island")
    s.hand(0, "Artificial Evolution", "Join the Dance")
    d = Driver(s.build())
    spell = d.cast(0, "Join the Dance")
    evolve(d, spell, "Human", "Elf")
    d.resolve()
    d.cast(0, "Join the Dance", method="flashback")
    d.resolve()
    assert sorted(d.chars(t).name for t in tokens(d)) == ["Elf Token"] * 2 + ["Human Token"] * 2
