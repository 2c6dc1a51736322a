"""Day and night (CR 730, 502.2) and daybound/nightbound (CR 702.145)."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario) -> Scenario:
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Mountain"] * 4)
    return s


def _kinds(d: Driver, since: int = 0) -> list[str]:
    return [e.kind for e in d.state.log[since:]]


@pytest.mark.ruling("MID-RN-008")
def test_the_game_starts_neither_day_nor_night_and_stays_so_without_daybound() -> None:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Glory Seeker")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.pass_until("upkeep", turn=5)  # CR 730.2c: no check while it is neither
    assert d.state.day_night is None


def test_a_daybound_permanent_entering_makes_it_day() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bird Admirer")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Bird Admirer")
    assert d.state.day_night is None  # a spell on the stack doesn't count (702.145d)
    d.resolve()
    assert d.state.day_night == "day"  # CR 702.145d, immediately, no stack
    assert not d.state.stack


@pytest.mark.ruling("MID-RN-001", "MID-RN-002", "MID-RN-004")
def test_day_becomes_night_when_the_active_player_cast_no_spells() -> None:
    """CR 703.4b, 703.4c: the day/night check, then the untap, as the untap step begins."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer", tapped=True)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    n = len(d.state.log)
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert d.chars(admirer).name == "Wing Shredder"
    kinds = _kinds(d, n)
    # CR 502.2-502.3: the day/night check comes before the untap.
    assert kinds.index("day_night") < kinds.index("transform") < kinds.index("untap")
    assert not d.state.objects[admirer].tapped


@pytest.mark.ruling("MID-RN-003", "MID-RN-004")
def test_night_becomes_day_after_two_spells_by_the_active_player() -> None:
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    shredder = d.find("Wing Shredder")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(shredder).name == "Bird Admirer"


def test_one_spell_at_night_keeps_it_night() -> None:
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "night"
    assert d.chars(d.find("Wing Shredder")).name == "Wing Shredder"


def test_spells_cast_by_a_non_active_player_do_not_count() -> None:
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(1, "Mountain", "Mountain", "Bird Admirer")
    s.hand(1, "Shock", "Shock")
    d = Driver(s.build())
    d.pass_priority()  # player 1 gets priority during player 0's turn
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    # Player 0 (the active player of turn 3) cast nothing: it becomes night.
    assert d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"


@pytest.mark.ruling("MID-RN-009")
def test_day_and_night_are_game_wide() -> None:
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer")
    s.battlefield(1, "Shady Traveler")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"
    assert d.chars(d.find("Shady Traveler")).name == "Stalking Predator"


@pytest.mark.ruling("MID-RN-005")
def test_a_daybound_spell_cast_at_night_enters_back_face_up() -> None:
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Bird Admirer")
    d = Driver(s.build())
    sid = d.cast(0, "Bird Admirer")
    assert d.chars(sid).name == "Bird Admirer"  # front face up on the stack
    n = len(d.state.log)
    d.resolve()
    oid = d.find("Bird Admirer", zone="battlefield")
    assert d.chars(oid).name == "Wing Shredder"
    assert "transform" not in _kinds(d, n)  # it entered transformed; it didn't transform


@pytest.mark.ruling("MID-RN-010")
def test_daybound_and_nightbound_appearing_together_make_it_day() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Bird Admirer")
    s.battlefield(1, "Shady Traveler", transformed=True)
    d = Driver(s.build())
    assert d.state.day_night == "day"
    assert d.chars(d.find("Shady Traveler")).name == "Shady Traveler"
    assert d.chars(d.find("Bird Admirer")).name == "Bird Admirer"


def test_a_lone_nightbound_permanent_makes_it_night() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Shady Traveler", transformed=True)
    d = Driver(s.build())
    assert d.state.day_night == "night"  # CR 702.145g
    assert d.chars(d.find("Shady Traveler")).name == "Stalking Predator"


@pytest.mark.ruling("MID-RN-008")
def test_once_day_it_never_becomes_neither_again() -> None:
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Defenestrate")
    s.battlefield(1, "Bird Admirer")
    d = Driver(s.build())
    assert d.state.day_night == "day"
    d.cast(0, "Defenestrate", targets=[d.find("Bird Admirer")])
    d.resolve()
    assert d.state.day_night == "day"
    d.pass_until("upkeep", turn=5)  # turn 4: player 1 casts nothing
    assert d.state.day_night == "night"


@pytest.mark.ruling("MID-RN-004")
def test_the_transform_is_not_a_state_based_action_and_uses_no_stack() -> None:
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Tireless Hauler")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Tireless Hauler")).name == "Dire-Strain Brawler"
    assert not d.state.stack
    assert d.state.step.name == "UPKEEP"


def test_the_log_records_the_change_as_the_untap_steps_turn_based_action() -> None:
    """CR 730.2a, 502.2: day becomes night as the untap step's check of the previous turn; the
    log's day/night event says so, with the designation it had before."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    n = len(d.state.log)
    d.pass_until("upkeep", turn=4)
    changes = [e.data for e in d.state.log[n:] if e.kind == "day_night"]
    assert changes == [{"value": "night", "cause": "untap_step", "from": "day"}]


def test_tokens_stay_as_they_are_as_day_becomes_night() -> None:
    """CR 702.145b: as it becomes night only daybound permanents transform; the Devil tokens
    Burn Down the House created (no card, no daybound) stay as they are."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer", "Mountain", "Mountain", "Mountain", "Mountain",
                  "Mountain")
    s.hand(0, "Burn Down the House")
    d = Driver(s.build())
    d.cast(0, "Burn Down the House", modes=[1])
    d.resolve()
    devils = d.ids("Devil Token", zone="battlefield")
    assert len(devils) == 3
    d.pass_until("upkeep", turn=5)  # player 1 cast no spell on turn 4
    assert d.state.day_night == "night"
    assert d.chars(d.find("Bird Admirer")).name == "Wing Shredder"
    assert [d.chars(x).name for x in devils] == ["Devil Token"] * 3


def test_an_effect_makes_day_become_night() -> None:
    """CR 730.1, 730.1a: Unnatural Moonrise ("It becomes night.") cast during the day: day
    becomes night, and Firmament Sage ("Whenever day becomes night or night becomes day, draw a
    card.") triggers."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Firmament Sage", "Mountain", "Forest")
    s.hand(0, "Unnatural Moonrise")
    d = Driver(s.build())
    n = len(d.state.log)
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Firmament Sage")])
    d.resolve()
    assert d.state.day_night == "night"
    assert [e.data["from"] for e in d.state.log[n:] if e.kind == "day_night"] == ["day"]
    d.resolve()  # Firmament Sage's trigger
    assert len(d.state.players[0].hand) == 1


def test_it_becoming_night_at_night_changes_nothing() -> None:
    """CR 730.1, 730.1a: "It becomes night" while it is night is no change: night doesn't
    become night, so Firmament Sage ("Whenever day becomes night or night becomes day, draw a
    card.") doesn't trigger and no change is logged."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, "Firmament Sage", "Mountain", "Forest")
    s.hand(0, "Unnatural Moonrise")
    d = Driver(s.build())
    n = len(d.state.log)
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Firmament Sage")])
    d.resolve()
    assert d.state.day_night == "night"
    assert not [e for e in d.state.log[n:] if e.kind == "day_night"]
    assert not d.state.stack and d.state.players[0].hand == []


def test_the_log_says_which_keyword_made_it_day_or_night() -> None:
    """CR 702.145d, g: a daybound permanent makes it day, a lone nightbound one makes it
    night; the log's event names the keyword."""
    for name, transformed, value, cause in (("Bird Admirer", False, "day", "daybound"),
                                            ("Shady Traveler", True, "night", "nightbound")):
        s = Scenario(seed=1)
        s.battlefield(0, name, transformed=transformed)
        d = Driver(s.build())
        changes = [e.data for e in d.state.log if e.kind == "day_night"]
        assert changes == [{"value": value, "from": None, "cause": cause}]


def test_a_double_faced_card_without_daybound_enters_front_face_up_at_night() -> None:
    """CR 702.145b: only a daybound permanent enters transformed at night; Smoldering Egg, a
    double-faced card without daybound, enters with its front face up."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Smoldering Egg")
    d = Driver(s.build())
    d.cast(0, "Smoldering Egg")
    d.resolve()
    egg = d.find("Smoldering Egg", zone="battlefield")
    assert d.state.objects[egg].face == 0
    assert d.chars(egg).name == "Smoldering Egg"


def test_day_becomes_night_after_a_first_turn_without_spells() -> None:
    """CR 730.2a: the check looks at the previous turn's spells from the game's second turn on:
    day in turn 1, in which player 0 casts no spell, becomes night as turn 2 begins."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer")
    s.at("precombat_main", active=0, turn=1)
    d = Driver(s.build())
    d.pass_until("upkeep", turn=2)
    assert d.state.day_night == "night"


def test_the_log_says_a_daybound_permanent_transformed_as_it_became_night() -> None:
    """CR 702.145b: as it becomes night, Bird Admirer transforms; the log's transform event
    says it did so because of day and night, with the faces before and after."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    n = len(d.state.log)
    d.pass_until("upkeep", turn=4)
    assert [e.data for e in d.state.log[n:] if e.kind == "transform"] == [
        {"face": 1, "from_face": 0, "cause": "day_night"}]


def test_becoming_a_copy_of_a_daybound_card_makes_it_day() -> None:
    """Daybound is a copiable value (CR 707.2): Shadow Kin becoming a copy of a milled Bird
    Admirer card has daybound although its own card doesn't print it, so it becomes day at once
    (CR 702.145d). At night it stays front face up: it isn't a double-faced card, so it can't
    transform (CR 702.145c, 701.27c)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Shadow Kin")
    s.library(0, "Bird Admirer", "Island", "Island", "Island", "Island", "Island")
    s.library(1, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    kin = d.find("Shadow Kin")
    while not (d.state.turn == 3 and d.decision.kind == "choose_cards"):
        d.pass_priority()
    assert d.state.day_night is None
    d.choose(d.find("Bird Admirer", "graveyard"))
    assert d.chars(kin).name == "Bird Admirer" and d.chars(kin).has("Daybound")
    assert d.state.day_night == "day"
    assert [e.data["cause"] for e in d.state.log if e.kind == "day_night"] == ["daybound"]
    d.pass_until("upkeep", turn=4)  # no spell cast on turn 3: night (CR 730.2a)
    assert d.state.day_night == "night"
    assert d.chars(kin).name == "Bird Admirer" and d.state.objects[kin].face == 0
    assert not [e for e in d.state.log if e.kind == "transform"]


@pytest.mark.ruling("MID-RN-118")
def test_olag_as_a_copy_of_a_daybound_card_makes_it_day() -> None:
    """Olag, Ludevic's Hubris becoming a copy of an exiled Brutal Cathar card has daybound
    (a copiable value, CR 707.2, 707.9b) while back face up: it becomes day at once
    (CR 702.145d), and Olag doesn't transform (702.145c applies front face up only)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Ludevic, Necrogenius")
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Brutal Cathar")
    d = Driver(_libraries(s).build())
    ludevic = d.find("Ludevic, Necrogenius")
    d.activate(0, ludevic, x=1, choices=[d.find("Brutal Cathar", zone="graveyard")])
    assert d.state.day_night is None
    d.resolve()
    c = d.chars(ludevic)
    assert c.name == "Olag, Ludevic's Hubris" and c.has("Daybound")
    assert d.state.day_night == "day"
    assert d.state.objects[ludevic].face == 1


def test_a_token_copy_of_a_daybound_card_makes_it_day() -> None:
    """A token that's a copy of a Bird Admirer card (Hour of Eternity, except a 4/4 black Zombie:
    abilities aren't among the exceptions) has daybound (CR 707.2, 707.9b): as it is created
    while it is neither day nor night, it becomes day (CR 702.145d)."""
    s = Scenario(seed=1)
    s.battlefield(0, *(["Island"] * 5))
    s.graveyard(0, "Bird Admirer")
    s.hand(0, "Hour of Eternity")
    d = Driver(_libraries(s).build())
    d.cast(0, "Hour of Eternity", x=1, targets=[d.find("Bird Admirer", zone="graveyard")])
    d.resolve()
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    c = d.chars(token)
    assert c.name == "Bird Admirer" and c.has("Daybound") and (c.power, c.toughness) == (4, 4)
    assert d.state.day_night == "day"


def test_spells_cast_from_the_graveyard_count_as_spells_cast() -> None:
    """CR 730.2b, 702.34a, 702.146a: casting a spell with flashback or disturb is casting a
    spell. At night the active player casts Homestead Courage with flashback and Beloved Beggar
    with disturb, both from the graveyard: two spells, so it becomes day as the next turn
    begins and Wing Shredder transforms back."""
    s = _libraries(Scenario(seed=1))
    s.day_night("night")
    s.battlefield(0, *["Plains"] * 7, "Glory Seeker")
    s.graveyard(0, "Homestead Courage", "Beloved Beggar")
    s.battlefield(1, "Bird Admirer", transformed=True)
    d = Driver(s.build())
    shredder = d.find("Wing Shredder")
    d.cast(0, "Homestead Courage", method="flashback", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.cast(0, "Beloved Beggar", method="disturb")
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    assert d.chars(shredder).name == "Bird Admirer"


def test_daybound_and_nightbound_are_on_opposite_faces() -> None:
    """CR 702.145a: daybound and nightbound are found on opposite faces of a double-faced card:
    Bird Admirer, front face up by day, has daybound and not nightbound; at night its back
    face, Wing Shredder, has nightbound and not daybound."""
    s = _libraries(Scenario(seed=1))
    s.day_night("day")
    s.battlefield(0, "Bird Admirer")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    admirer = d.find("Bird Admirer")
    c = d.chars(admirer)
    assert c.has("Daybound") and not c.has("Nightbound")
    d.pass_until("upkeep", turn=4)
    c = d.chars(admirer)
    assert c.name == "Wing Shredder"
    assert c.has("Nightbound") and not c.has("Daybound")
