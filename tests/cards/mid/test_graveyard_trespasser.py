"""Graveyard Trespasser // Graveyard Glutton — {2}{B} Creature — Human Werewolf 3/3 //
Creature — Werewolf 4/4.

Oracle: Front: "Ward—Discard a card. / Whenever Graveyard Trespasser enters the battlefield or
attacks, exile up to one target card from a graveyard. If a creature card was exiled this way,
each opponent loses 1 life and you gain 1 life. / Daybound (If a player casts no spells during
their own turn, it becomes night next turn.)"
Back: "Ward—Discard a card. / Whenever Graveyard Glutton enters the battlefield or attacks,
exile up to two target cards from graveyards. For each creature card exiled this way, each
opponent loses 1 life and you gain 1 life. / Nightbound (If a player casts at least two spells
during their own turn, it becomes day next turn.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Graveyard Trespasser")


def _shock_it(hand: tuple[str, ...]) -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock", *hand)
    s.day_night("day")
    s.battlefield(1, "Graveyard Trespasser")
    d = Driver(s.build())
    tres = d.find("Graveyard Trespasser")
    d.cast(0, "Shock", targets=[tres])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    return d, tres


def test_ward_paid_by_discarding_a_card() -> None:
    """CR 702.21a: Ward—Discard a card: the Shock's controller discards to let it resolve."""
    d, tres = _shock_it(("Glory Seeker", "Plains"))
    d.choose("pay")
    d.expect("discard")
    d.choose(d.find("Plains", "hand"))
    assert d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Glory Seeker") == "hand"
    d.resolve()
    assert d.state.objects[tres].damage == 2


def test_ward_unpayable_with_an_empty_hand() -> None:
    """CR 118.3, 702.21a: with no card in hand the ward cost can't be paid: "pay" is refused
    with the reason, in English and in Japanese (no English word left)."""
    d, tres = _shock_it(())
    assert d.game.legal_actions() == [Choose("decline")]
    with pytest.raises(IllegalActionError, match="Player 1 can't pay the cost \"Discard a card\" "
                       "now: a cost can't be paid") as refused:
        d.choose("pay")
    assert "Player 1はいまコスト「カード1枚を捨てる」を支払えません" in refused.value.text("ja")
    d.choose("decline")
    assert d.ids("Shock", zone="graveyard")
    assert d.state.objects[tres].damage == 0


def test_enters_exiling_a_creature_card_drains() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(1, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.life(0), d.life(1)) == (21, 19)


def test_attacks_exiling_a_noncreature_card_doesnt_drain() -> None:
    s = Scenario(seed=1)
    s.day_night("day")
    s.battlefield(0, "Graveyard Trespasser")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graveyard Trespasser")])
    d.expect("target")
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    assert d.life(0) == 20
    d.pass_until("postcombat_main")
    assert d.life(1) == 17


def test_glutton_exiles_up_to_two_and_drains_for_each_creature() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Graveyard Trespasser", transformed=True)
    s.graveyard(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Graveyard Trespasser")])
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.choose(d.find("Elvish Warrior", "graveyard"))
    d.resolve()
    assert (d.life(0), d.life(1)) == (22, 18)


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0308", "MID-OR-0309", "MID-OR-0310", "MID-OR-0311", "MID-OR-0312",
        "MID-OR-0313", "MID-OR-0314", "MID-OR-0315", "MID-OR-0316", "MID-OR-0317",
    )
    CARD, BACK = "Graveyard Trespasser", "Graveyard Glutton"


def test_exiling_a_noncreature_card_makes_no_life_gain_or_loss_event() -> None:
    """CR 119.9, 119.3: with no creature card exiled, each opponent loses 0 life and you gain 0
    life: no life gain event and no life loss event occur (nothing a "whenever you gain life"
    or "whenever a player loses life" ability could trigger on)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    n = len(d.state.log)
    d.expect("target")
    d.choose(d.find("Shock", "graveyard"))
    d.resolve()
    assert d.zone_of("Shock") == "exile"
    assert [e.kind for e in d.state.log[n:] if e.kind in ("life_gain", "life_loss")] == []
    assert (d.life(0), d.life(1)) == (20, 20)


def test_your_own_graveyard_s_creature_card_drains_each_opponent() -> None:
    """CR 115.1, 102.2: "a graveyard" includes your own; exiling a creature card from it, each
    of the two opponents loses 1 life and you gain 1 (not 2)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.life(0), d.life(1), d.life(2)) == (21, 19, 19)


def test_choosing_no_target_exiles_nothing() -> None:
    """CR 601.2c, 603.3d: "up to one" allows no target; the ability then exiles nothing and
    nobody's life changes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    d.expect("target")
    d.choose(None)
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert (d.life(0), d.life(1)) == (20, 20)


def test_glutton_one_target_gone_the_other_is_exiled_and_drains_once() -> None:
    """CR 608.2b: of the Glutton's two targets, Glory Seeker is exiled in response by Fade from
    Memory; the ability resolves for Elvish Warrior only: one creature card exiled this way,
    so each opponent loses 1 and its controller gains 1 (the Seeker, exiled by another
    spell, isn't counted)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Graveyard Trespasser", transformed=True)
    s.graveyard(1, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", "graveyard")
    d.to_combat()
    d.attack([d.find("Graveyard Trespasser")])
    d.choose(seeker)
    d.choose(d.find("Elvish Warrior", "graveyard"))
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert (d.life(0), d.life(1)) == (21, 19)


def test_its_only_target_gone_nothing_happens() -> None:
    """CR 608.2b: the Trespasser's single target is exiled in response; the ability doesn't
    resolve and no life changes."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(1, "Swamp")
    s.hand(1, "Fade from Memory")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    seeker = d.find("Glory Seeker", "graveyard")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Fade from Memory", targets=[seeker])
    d.resolve_all()
    assert d.zone_of("Glory Seeker") == "exile"
    assert (d.life(0), d.life(1)) == (20, 20)


def test_two_headed_giant_each_opponent_loses_one_you_gain_one() -> None:
    """CR 810.9: both players of the other team lose 1 (their shared total 30 to 28); the
    Trespasser's controller gains 1 (30 to 31)."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Graveyard Trespasser")
    s.graveyard(2, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Graveyard Trespasser")
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.resolve()
    assert [d.life(p) for p in range(4)] == [31, 31, 28, 28]
