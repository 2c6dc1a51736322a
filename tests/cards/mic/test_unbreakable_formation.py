"""Unbreakable Formation — {2}{W} Instant.

Oracle: "Creatures you control gain indestructible until end of turn. / Addendum — If you cast
this spell during your main phase, put a +1/+1 counter on each of those creatures and they gain
vigilance until end of turn."
Rulings covered: MIC-OR-0139, MIC-OR-0140, MIC-OR-0141.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Unbreakable Formation")

CARD = "Unbreakable Formation"


@pytest.mark.ruling("MIC-OR-0139", "MIC-OR-0140")
def test_main_phase_counters_and_vigilance_for_the_creatures_you_control_then() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 5)
    s.battlefield(1, "Severed Legion")
    s.hand(0, CARD, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    first = d.find("Glory Seeker", "battlefield")
    c = d.chars(first)
    assert c.has("Indestructible") and c.has("Vigilance")
    assert d.state.objects[first].counters == {"+1/+1": 1}
    assert not d.chars(d.find("Severed Legion")).has("Indestructible")
    d.cast(0, "Glory Seeker")
    d.resolve()
    later = next(o for o in d.ids("Glory Seeker", "battlefield") if o != first)
    assert not d.chars(later).has("Indestructible") and not d.state.objects[later].counters


@pytest.mark.ruling("MIC-OR-0140")
def test_outside_your_main_phase_no_addendum() -> None:
    """Cast in the opponent's main phase: indestructible only."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3)
    s.hand(0, CARD)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, CARD)
    d.resolve()
    c = d.chars(d.find("Glory Seeker"))
    assert c.has("Indestructible") and not c.has("Vigilance")
    assert not d.state.objects[d.find("Glory Seeker")].counters


@pytest.mark.ruling("MIC-OR-0141")
def test_a_copy_gets_no_addendum() -> None:
    """Galvanic Iteration copies it in your main phase: the copy (resolving first) gives
    indestructible only; the original, cast, then adds the counter and vigilance."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3, "Island", "Mountain")
    s.hand(0, CARD, "Galvanic Iteration")
    d = Driver(s.build())
    d.cast(0, "Galvanic Iteration")
    d.resolve()
    d.cast(0, CARD)  # the next instant: Galvanic Iteration's delayed trigger copies it
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    d.resolve()  # the trigger: the copy goes on the stack
    while d.decision.kind != "priority":
        d.choose(d.game.legal_actions()[0].value)
    assert len(d.state.stack) == 2 and d.state.objects[d.state.stack[-1]].is_copy
    d.resolve()  # the copy
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Indestructible") and not d.chars(seeker).has("Vigilance")
    assert not d.state.objects[seeker].counters
    d.resolve()  # the original
    assert d.chars(seeker).has("Vigilance") and d.state.objects[seeker].counters == {"+1/+1": 1}


@pytest.mark.ruling("MIC-OR-0140")
def test_countered_in_your_main_phase_no_addendum() -> None:
    """Official ruling: "... If the spell is countered, you don't get the addendum bonus."
    Addendum is an ability word (CR 207.2c): its instruction is followed as the spell resolves
    (CR 608.2c), and a countered spell doesn't resolve (CR 701.6a). Cast in its controller's
    main phase and countered by Dissipate: no counter, no vigilance, no
    indestructible."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3)
    s.hand(0, CARD)
    s.battlefield(1, "Island", "Island", "Island")
    s.hand(1, "Dissipate")
    d = Driver(s.build())
    sid = d.cast(0, CARD)
    d.pass_priority()
    d.cast(1, "Dissipate", targets=[sid])
    d.resolve()
    assert not d.state.stack and d.zone_of(CARD) == "exile"
    seeker = d.find("Glory Seeker")
    c = d.chars(seeker)
    assert not c.has("Vigilance") and not c.has("Indestructible")
    assert not d.state.objects[seeker].counters


def test_indestructible_creatures_survive_destruction_and_lethal_damage() -> None:
    """CR 702.12b, 704.5g: cast in response to Akroma's Vengeance, Unbreakable Formation keeps
    its controller's creatures from being destroyed, while the opponent's are; Shock's lethal
    damage afterwards doesn't destroy the indestructible Glory Seeker either."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3)
    s.hand(0, CARD)
    s.battlefield(1, "Severed Legion", *["Plains"] * 6, "Mountain")
    s.hand(1, "Akroma's Vengeance", "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.pass_priority()
    d.cast(0, CARD)
    d.resolve()
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Severed Legion") == "graveyard"
    seeker = d.find("Glory Seeker")
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].damage == 2
    assert d.zone_of("Glory Seeker") == "battlefield"


@pytest.mark.ruling("MIC-OR-0140")
def test_in_your_own_combat_no_addendum_but_in_your_second_main_phase_yes() -> None:
    """CR 505.1: "your main phase" is the precombat or postcombat main phase of your turn.
    Cast in its controller's beginning of combat step, only indestructible; cast again in the
    postcombat main phase of that turn, the counter and vigilance too."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 6)
    s.hand(0, CARD, CARD)
    s.at("beginning_of_combat")
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).has("Indestructible") and not d.chars(seeker).has("Vigilance")
    assert not d.state.objects[seeker].counters
    d.pass_until("postcombat_main")
    d.cast(0, CARD)
    d.resolve()
    assert d.chars(seeker).has("Vigilance")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}


def test_indestructible_and_vigilance_end_with_the_turn_the_counter_stays() -> None:
    """CR 514.2: "until end of turn" effects end in the cleanup step; the +1/+1 counter isn't
    an effect with a duration and stays (CR 122.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", *["Plains"] * 3)
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD)
    d.resolve()
    d.pass_until("upkeep", turn=4)
    seeker = d.find("Glory Seeker")
    c = d.chars(seeker)
    assert not c.has("Indestructible") and not c.has("Vigilance")
    assert d.state.objects[seeker].counters == {"+1/+1": 1}
    assert (c.power, c.toughness) == (3, 3)


@pytest.mark.ruling("MIC-OR-0140")
def test_two_headed_giant_the_teammate_s_main_phase_is_its_caster_s_too() -> None:
    """CR 805.4, 805.5a: in Two-Headed Giant the team takes the turn, so the precombat main
    phase of the team's turn is "your main phase" for player 1 as well as for the active
    player 0; player 1's creatures (only theirs: "creatures you control") get the addendum."""
    s = Scenario(format="two_headed_giant", seed=1)
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    s.battlefield(1, "Glory Seeker", *["Plains"] * 3)
    s.battlefield(0, "Daru Cavalier")
    s.hand(1, CARD)
    d = Driver(s.build())
    assert d.state.active == 0
    while d.decision.player != 1:
        d.pass_priority()
    d.cast(1, CARD)
    d.resolve()
    seeker, cavalier = d.find("Glory Seeker"), d.find("Daru Cavalier")
    assert d.chars(seeker).has("Vigilance") and d.state.objects[seeker].counters == {"+1/+1": 1}
    assert not d.chars(cavalier).has("Indestructible") and not d.state.objects[cavalier].counters


def test_indestructible_doesnt_save_a_creature_with_zero_toughness() -> None:
    """CR 704.5f, 702.12b: a creature with toughness 0 is put into its owner's graveyard, not
    destroyed, so indestructible doesn't help: cast in the opponent's turn (no counter),
    Unbreakable Formation leaves the Glory Seeker a 2/2 that the opponent's Infest makes
    0/0; it dies, while the Gangrenous Goliath (4/4 -> 2/2) stays."""
    s = Scenario(seed=1)
    s.battlefield(0, "Glory Seeker", "Gangrenous Goliath", *["Plains"] * 3)
    s.hand(0, CARD)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Infest")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    infest = d.cast(1, "Infest")
    d.pass_priority()
    d.cast(0, CARD)
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).has("Indestructible")
    assert infest in d.state.stack
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Gangrenous Goliath") == "battlefield"
