"""Return to Dust — {2}{W}{W} Instant.

Oracle: "Exile target artifact or enchantment. If you cast this spell during your main phase,
you may exile up to one other target artifact or enchantment."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Return to Dust")

CARD = "Return to Dust"


def _game(step: str = "precombat_main", active: int = 0, extra: tuple[str, ...] = (),
          hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains", *extra)
    s.hand(0, CARD, *hand)
    s.battlefield(1, "Sol Ring", "Mobilization", "Glory Seeker")
    s.at(step, active=active)
    return Driver(s.build())


def test_main_phase_exiles_both_targets() -> None:
    d = _game()
    ring, mob = d.find("Sol Ring"), d.find("Mobilization")
    d.cast(0, CARD, targets=[ring, mob])
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "exile"


def test_you_may_exile_only_the_first() -> None:
    d = _game()
    d.cast(0, CARD, targets=[d.find("Sol Ring"), d.find("Mobilization")])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "battlefield"


def test_second_target_is_optional_and_other() -> None:
    d = _game()
    ring = d.find("Sol Ring")
    d.act(0, CastSpell(d.find(CARD, "hand")))
    d.expect("target")
    assert Choose(d.find("Glory Seeker")) not in d.game.legal_actions()
    d.choose(ring)
    d.expect("target")
    legal = d.game.legal_actions()
    assert Choose(ring) not in legal  # "other"
    assert Choose(d.find("Mobilization")) in legal and Choose(None) in legal
    d.choose(None)
    d.pay()
    d.resolve()
    assert d.decision.kind == "priority"  # nothing more to ask
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "battlefield"


@pytest.mark.ruling("MIC-OR-0134")
def test_ruling_second_target_outside_your_main_phase() -> None:
    """Official ruling: "Return to Dust can always target a second artifact or enchantment; it
    just won't exile it if it's not your main phase when you cast Return to Dust." Cast in the
    opponent's main phase and in your own upkeep, it exiles only the first target."""
    for step, active in (("precombat_main", 1), ("upkeep", 0)):
        d = _game(step, active)
        if active == 1:
            d.pass_priority()
        ring, mob = d.find("Sol Ring"), d.find("Mobilization")
        d.cast(0, CARD, targets=[ring, mob])
        assert d.state.objects[d.state.stack[-1]].stack["targets"] == ((ring,), (mob,))
        d.resolve()
        assert d.decision.kind == "priority"
        assert d.zone_of("Sol Ring") == "exile", step
        assert d.zone_of("Mobilization") == "battlefield", step


@pytest.mark.ruling("MIC-OR-0135")
def test_ruling_a_copy_exiles_only_the_first_target() -> None:
    """Official ruling: "If a spell or ability copies Return to Dust, the copy exiles only the
    first target artifact or enchantment. This is because the copy wasn't cast at all."
    Galvanic Iteration copies it in your main phase, keeping both targets: the copy exiles
    Sol Ring only; the spell that was cast then exiles Mobilization."""
    d = _game(extra=("Island", "Mountain"), hand=("Galvanic Iteration",))
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    ring, mob = d.find("Sol Ring"), d.find("Mobilization")
    d.cast(0, CARD, targets=[ring, mob])
    d.resolve()  # Galvanic Iteration's trigger: the copy keeps its targets
    d.expect("new_target")
    d.choose(ring)
    # the other target has no other artifact or enchantment to change to: Sol Ring, the
    # only one, is the first target's (CR 115.3, 115.7d)
    d.expect("priority")
    copy = d.state.stack[-1]
    assert d.state.objects[copy].is_copy
    assert d.state.objects[copy].stack["targets"] == ((ring,), (mob,))
    d.resolve()
    assert d.decision.kind == "priority"  # no "you may" for the copy
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "battlefield"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Mobilization") == "exile"


def test_the_second_main_phase_is_your_main_phase_too() -> None:
    """CR 505.1: the postcombat main phase is a main phase: cast there, it may exile both."""
    d = _game("postcombat_main")
    ring, mob = d.find("Sol Ring"), d.find("Mobilization")
    d.cast(0, CARD, targets=[ring, mob])
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "exile"


def test_a_curse_on_you_is_an_enchantment_it_can_exile() -> None:
    """CR 303.4: the opponent's Curse of Surveillance enchanting you is an enchantment on the
    battlefield: a legal target, exiled."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Curse of Surveillance", attached_to=0)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Curse of Surveillance")])
    d.resolve()
    assert d.zone_of("Curse of Surveillance") == "exile"


def test_cast_in_response_during_your_main_phase_it_still_exiles_both() -> None:
    """"During your main phase" asks only which step it is, not whether the stack is empty
    (CR 505.1): cast above its controller's own Shock in their main phase, it may exile
    both targets."""
    d = _game(extra=("Mountain",), hand=("Shock",))
    d.cast(0, "Shock", targets=[1], pay=False)
    d.mana(0, "Mountain")
    ring, mob = d.find("Sol Ring"), d.find("Mobilization")
    d.cast(0, CARD, targets=[ring, mob])
    assert len(d.state.stack) == 2
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Sol Ring") == "exile" and d.zone_of("Mobilization") == "exile"


def test_first_target_gone_the_second_is_still_exiled() -> None:
    """CR 608.2b: only one of the two targets became illegal (player 1 destroyed their Sol Ring
    with Beast Within in response); the spell resolves and still may exile Mobilization."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, CARD)
    s.battlefield(1, "Sol Ring", "Mobilization", "Forest", "Forest", "Forest")
    s.hand(1, "Beast Within")
    d = Driver(s.build())
    ring, mob = d.find("Sol Ring"), d.find("Mobilization")
    d.cast(0, CARD, targets=[ring, mob])
    d.pass_priority()
    d.cast(1, "Beast Within", targets=[ring])
    d.resolve()
    assert d.zone_of("Sol Ring") == "graveyard"
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Mobilization") == "exile"
    assert d.zone_of("Sol Ring") == "graveyard"
