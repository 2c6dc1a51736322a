"""Biogenic Upgrade — {4}{G}{G} Sorcery.

Oracle: "Distribute three +1/+1 counters among one, two, or three target creatures, then double
the number of +1/+1 counters on each of those creatures."
Rulings covered: MIC-OR-0212, MIC-OR-0213, MIC-OR-0214.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import HARDENED_SCALES

pytestmark = pytest.mark.card("Biogenic Upgrade")

CARD = "Biogenic Upgrade"


def _game(*extra: str, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Glory Seeker", "Elvish Warrior", "Quicksilver Dragon",
                  *extra)
    s.battlefield(1, "Mountain")
    s.hand(0, CARD)
    s.hand(1, *hand)
    return Driver(s.build())


def _counters(d: Driver, name: str) -> int:
    return int(d.state.objects[d.find(name)].counters.get("+1/+1", 0))


@pytest.mark.ruling("MIC-OR-0212")
def test_division_chosen_as_cast_at_least_one_counter_each() -> None:
    """With three targets the only division is one each; with two, 2-1 or 1-2. The division
    is fixed on the stack; then each doubles (1 → 2, or 2 → 4)."""
    d = _game()
    seeker, warrior, dragon = (d.find(n) for n in ("Glory Seeker", "Elvish Warrior",
                                                     "Quicksilver Dragon"))
    sid = d.cast(0, CARD, targets=[seeker, warrior, dragon])
    assert d.state.objects[sid].stack["division"] == (1, 1, 1)  # the only division
    d.resolve()
    assert [d.state.objects[x].counters.get("+1/+1") for x in (seeker, warrior, dragon)] == \
        [2, 2, 2]
    d2 = _game()
    sid = d2.cast(0, CARD, targets=[d2.find("Glory Seeker"), d2.find("Elvish Warrior")],
                  choices=[(2, 1)])
    assert d2.state.objects[sid].stack["division"] == (2, 1)
    d2.resolve()
    assert (_counters(d2, "Glory Seeker"), _counters(d2, "Elvish Warrior")) == (4, 2)
    assert _counters(d2, "Quicksilver Dragon") == 0


@pytest.mark.ruling("MIC-OR-0213")
def test_an_illegal_targets_share_is_lost() -> None:
    """2 to Glory Seeker and 1 to Elvish Warrior; the Seeker is Shocked away in response: the
    Warrior gets only its 1 (doubled to 2), not the Seeker's share."""
    d = _game(hand=("Shock",))
    d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           choices=[(2, 1)])
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert _counters(d, "Elvish Warrior") == 2


@pytest.mark.ruling("MIC-OR-0214")
def test_doubling_puts_counters_that_other_effects_see() -> None:
    """With Hardened Scales, 3 counters on Glory Seeker become 4; doubling puts 4 more, which
    become 5: nine counters."""
    assert HARDENED_SCALES
    d = _game("Hardened Scales")
    d.cast(0, CARD, targets=[d.find("Glory Seeker")], choices=[(3,)])
    d.resolve()
    assert _counters(d, "Glory Seeker") == 9


def test_counters_already_there_are_doubled_too_on_any_player_s_creature() -> None:
    """CR 701.10e: doubling gives as many +1/+1 counters as the creature already has, those
    it had before included: Glory Seeker with two gets one (three), then three more: six.
    An opponent's creature may be a target too (CR 115.1): their Elvish Warrior gets two and
    ends with four, still theirs."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(0, "Glory Seeker", counters={"+1/+1": 2})
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           choices=[(1, 2)])
    d.resolve()
    assert _counters(d, "Glory Seeker") == 6 and _counters(d, "Elvish Warrior") == 4
    assert d.chars(d.find("Elvish Warrior")).controller == 1


def test_minus_one_counters_annihilate_only_after_the_doubling() -> None:
    """CR 704.5q: +1/+1 and -1/-1 counters cancel as a state-based action, not while the
    spell resolves. Glory Seeker with a -1/-1 counter gets three +1/+1 counters, which double
    to six; then one pair is removed: five +1/+1 counters, a 7/7."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.battlefield(0, "Glory Seeker", counters={"-1/-1": 1})
    s.hand(0, CARD)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).power == 1
    d.cast(0, CARD, targets=[seeker], choices=[(3,)])
    d.resolve()
    assert dict(d.state.objects[seeker].counters) == {"+1/+1": 5}
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (7, 7)


def test_a_division_giving_a_target_no_counter_is_refused() -> None:
    """MIC-OR-0212, CR 601.2d: each target must get at least one counter and the three must
    all be given: (3, 0) for two targets is refused with an error and the game is as it was
    (the spell back in hand, the lands untapped)."""
    from manastack.game import IllegalActionError
    d = _game()
    with pytest.raises(IllegalActionError, match=r"\(3, 0\) is not one of the choices"):
        d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
               choices=[(3, 0)])
    assert d.zone_of(CARD) == "hand" and not d.state.stack
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert d.decision.kind == "priority"


def test_ward_on_one_of_its_targets_counters_the_whole_spell() -> None:
    """CR 702.21a: Biogenic Upgrade targets player 1's Glory Seeker (ward {1} from Chapel
    Shieldgeist) and player 0's own Elvish Warrior; the ward trigger counters the whole spell
    when its caster doesn't pay: no counters on either creature."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Elvish Warrior")
    s.hand(0, CARD)
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Elvish Warrior")],
           choices=[(1, 2)])
    assert len(d.state.stack) == 2
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of(CARD) == "graveyard"
    assert _counters(d, "Glory Seeker") == 0 and _counters(d, "Elvish Warrior") == 0


def test_the_same_creature_can_t_be_chosen_twice() -> None:
    """CR 115.3, 601.2c: one object is chosen once for the one word "target": naming Glory
    Seeker twice is refused with an error saying so, and the game goes back to before the
    spell was cast (it is in hand, nothing paid)."""
    from manastack.game import IllegalActionError
    d = _game()
    seeker = d.find("Glory Seeker")
    with pytest.raises(IllegalActionError, match="already chosen for this target"):
        d.cast(0, CARD, targets=[seeker, seeker], choices=[(2, 1)])
    assert d.zone_of(CARD) == "hand" and not d.state.stack
    assert not any(d.state.objects[f].tapped for f in d.ids("Forest"))
