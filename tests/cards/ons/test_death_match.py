"""Death Match — {3}{B} Enchantment.

Oracle: "Whenever a creature enters the battlefield, that creature's controller may have
target creature of their choice get -3/-3 until end of turn."
Rulings covered: ONS-FAQ-155 (the target is chosen when it triggers; -3/-3 may be declined
on resolution).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Death Match")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    return d


@pytest.mark.ruling("ONS-FAQ-155")
def test_entering_creatures_controller_chooses_and_may_apply() -> None:
    d = setup()
    dec = d.expect("target")
    assert dec.player == 1  # the creature's controller, not Death Match's
    d.choose(d.find("Daru Cavalier"))
    trig = d.state.objects[d.state.stack[-1]]
    assert trig.controller == 0
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert d.zone_of("Daru Cavalier") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-155")
def test_may_decline_on_resolution() -> None:
    d = setup()
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    d.choose(False)
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert d.chars(d.find("Daru Cavalier")).power == 2


def test_creature_gone_before_the_trigger_its_last_controller_chooses_and_decides() -> None:
    """CR 113.7a, 608.2h: the second Rorix Bladewing, put into the graveyard by the legend
    rule (CR 704.5j) before Death Match's ability goes on the stack, is "that creature" as it
    last existed: its controller chooses the target and decides on the -3/-3."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, *["Mountain"] * 6)
    s.battlefield(1, "Rorix Bladewing")
    s.hand(1, "Rorix Bladewing")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    old = d.find("Rorix Bladewing", zone="battlefield")
    d.cast(1, "Rorix Bladewing")
    d.resolve()
    assert d.expect("legend_rule").player == 1
    d.choose(old)  # the new one goes to the graveyard
    assert d.ids("Rorix Bladewing", zone="battlefield") == [old]
    assert d.expect("target").player == 1
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert d.zone_of("Daru Cavalier") == "graveyard"


def test_the_entering_creature_may_be_its_own_target() -> None:
    """"Target creature of their choice": any creature, the one that entered too (CR 115.1)."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.choose(seeker)
    d.resolve()
    d.choose(True)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Daru Cavalier") == "battlefield"


def test_creatures_entering_at_once_trigger_it_once_each() -> None:
    """Sunset Revelry's two Human tokens enter at once: two triggers (CR 603.2, 603.3b), each
    with a target of their controller's choice; tokens entering trigger it as cards do."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier", "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Sunset Revelry")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Sunset Revelry")
    d.resolve()
    for name in ("Daru Cavalier", "Glory Seeker"):
        while d.decision.kind == "order_triggers":
            d.take_first("order_triggers")
        assert d.expect("target").player == 1
        d.choose(d.find(name))
    assert len(d.state.stack) == 2
    for _ in range(2):
        d.resolve()
        d.choose(True)
    assert d.zone_of("Daru Cavalier") == d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"


def test_a_face_down_creature_entering_triggers_it() -> None:
    """A morph cast face down enters as a 2/2 creature (CR 708.2): it is "a creature" entering;
    its controller may give -3/-3 to the opponent's Cavalier."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Daru Lancer")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Daru Lancer", method="face_down")
    d.resolve()
    assert d.expect("target").player == 1
    d.choose(d.find("Daru Cavalier"))
    d.resolve()
    d.choose(True)
    assert d.zone_of("Daru Cavalier") == "graveyard"


def test_death_match_s_controller_can_t_answer_for_the_entering_creature_s_controller() -> None:
    """The target is the entering creature's controller's to choose: Death Match's controller
    answering is refused, and the game is unchanged."""
    d = setup()
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.act(0, Choose(d.find("Glory Seeker")))
    assert d.game.fingerprint() == before
    assert d.decision.player == 1


def test_the_minus_three_ends_with_the_turn() -> None:
    """"Until end of turn" (CR 514.2): Krosan Tusker is 3/2 for the turn, 6/5 again next
    turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Krosan Tusker")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    tusker = d.find("Krosan Tusker")
    d.choose(tusker)
    d.resolve()
    d.choose(True)
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (3, 2)
    d.pass_until("upkeep", turn=5)
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (6, 5)


def test_a_target_gone_before_resolution_asks_nothing() -> None:
    """CR 608.2b: the targeted Glory Seeker is bounced (Chain of Vapor) before the ability
    resolves: it doesn't resolve, no "may" is asked, Daru Cavalier is untouched."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", "Daru Cavalier")
    s.battlefield(1, "Plains", "Plains", "Island")
    s.hand(1, "Glory Seeker", "Chain of Vapor")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    seeker = d.find("Glory Seeker", zone="battlefield")
    d.choose(seeker)
    d.cast(1, "Chain of Vapor", targets=[seeker])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "hand"
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert (d.chars(d.find("Daru Cavalier")).power, d.chars(d.find("Daru Cavalier")).toughness) == (2, 2)


def _seeker_enters(mine: tuple[str, ...], theirs: tuple[str, ...]) -> Driver:
    """Player 0 controls Death Match and ``mine``; player 1 controls ``theirs`` and casts
    Glory Seeker: the trigger, player 0's, waits for player 1's target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Death Match", *mine)
    s.battlefield(1, "Plains", "Plains", *theirs)
    s.hand(1, "Glory Seeker")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Glory Seeker")
    d.resolve()
    assert d.expect("target").player == 1
    return d


def test_702_21a_the_opponent_choosing_the_target_doesn_t_make_it_an_opponent_s_ability() -> None:
    """CR 702.21a, 603.3d: player 1 chooses the target of player 0's Death Match trigger: they
    choose player 0's Burly Breaker (Ward {1}). The ability is player 0's own, not one an
    opponent of the Breaker's controller controls: ward doesn't trigger, and the Breaker gets
    -3/-3 when player 1 says so."""
    d = _seeker_enters(("Burly Breaker",), ())
    breaker = d.find("Burly Breaker")
    d.choose(breaker)
    trigger = d.state.stack[-1]
    assert len(d.state.stack) == 1 and d.state.objects[trigger].controller == 0
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(True)
    assert (d.chars(breaker).power, d.chars(breaker).toughness) == (3, 2)


def test_702_21a_a_ward_creature_of_the_chooser_makes_death_match_s_controller_pay() -> None:
    """CR 702.21a: player 1 aims player 0's Death Match trigger at their own Burly Breaker
    (Ward {1}): the ability is controlled by an opponent of the Breaker's controller, so ward
    triggers, and player 0, the ability's controller, is the one asked to pay; with no mana,
    they decline and the trigger is countered: the Breaker keeps its 6/5."""
    d = _seeker_enters((), ("Burly Breaker",))
    breaker = d.find("Burly Breaker")
    d.choose(breaker)
    assert len(d.state.stack) == 2
    ward = d.state.objects[d.state.stack[-1]]
    assert ward.source == breaker and ward.controller == 1
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("ward_payment").player == 0
    assert [a.value for a in d.game.legal_actions() if isinstance(a, Choose)] == ["decline"]
    d.choose("decline")
    assert not d.state.stack
    assert (d.chars(breaker).power, d.chars(breaker).toughness) == (6, 5)
