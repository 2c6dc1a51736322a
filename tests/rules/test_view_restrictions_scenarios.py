"""The restrictions and requirements on each permanent, as every player's view shows them.

CR 508.1c-d  restrictions and requirements on attacking (can't attack, attacks each combat if
             able), and "can't attack you" for a player's creatures (Orzhov Advokist).
CR 509.1b-c  restrictions and requirements on blocking (can't block, can block only, can't be
             blocked, can't be blocked by).
CR 502.3     "doesn't untap during its controller's next untap step".
CR 604.1, 611.3a  a static ability's restriction, shown while the ability applies.
CR 611.2, 611.2c  an effect of a resolved spell or ability: its source and how long it lasts;
             an effect on a group applies to what joins the group later.
CR 708.2a    a face-down permanent's restrictions are public like its other characteristics.
"""

from __future__ import annotations

import pytest

from manastack.invariants import check_hidden_information
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.details import details
from manastack.views import SPECTATOR


def rules(d: Driver, viewer: int, oid: int) -> list[dict]:
    view = d.game.spectator_view() if viewer == SPECTATOR else d.game.view(viewer)
    found = [o for o in view["battlefield"] if o["id"] == oid]
    assert len(found) == 1
    return found[0].get("rules", [])


@pytest.mark.card("Wave of Indifference")
def test_a_spells_cant_block_is_shown_with_its_source_until_end_of_turn() -> None:
    """CR 509.1b, 611.2: Wave of Indifference's target can't block this turn: every view
    shows it on that creature, from the spell (gone to the graveyard, named by its last
    known information) until end of turn; the next turn it is gone."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Wave of Indifference")
    s.library(0, "Mountain")
    s.battlefield(1, "Glory Seeker", "Severed Legion")
    s.library(1, "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Wave of Indifference", targets=[seeker], x=1)
    d.resolve()
    for viewer in (0, 1, SPECTATOR):
        assert rules(d, viewer, seeker) == [
            {"rule": "cant_block", "source": None, "source_name": "Wave of Indifference",
             "duration": "eot", "controller": 0, "detail": None}]
        assert rules(d, viewer, d.find("Severed Legion")) == []
    d.pass_until("upkeep", turn=4)
    assert rules(d, 1, seeker) == []


@pytest.mark.card("Lambholt Harrier")
def test_an_activated_abilitys_restriction_names_the_permanent_it_came_from() -> None:
    """CR 509.1b, 611.2: Lambholt Harrier's ability makes the target unable to block this
    turn: the view names the Harrier, by id and name; the terminal's card details say what,
    from where and until when, in English and Japanese."""
    s = Scenario(seed=1)
    s.battlefield(0, "Lambholt Harrier", "Mountain", "Mountain", "Mountain", "Mountain")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    harrier, seeker = d.find("Lambholt Harrier"), d.find("Glory Seeker")
    d.activate(0, "Lambholt Harrier", targets=[seeker])
    d.resolve()
    assert rules(d, 1, seeker) == [
        {"rule": "cant_block", "source": harrier, "source_name": "Lambholt Harrier",
         "duration": "eot", "controller": 0, "detail": None}]
    text = details(Describer(d.game, 1, "en"), seeker).plain
    assert "can't block, from Lambholt Harrier" in text and "until end of turn" in text
    text_ja = details(Describer(d.game, 1, "ja"), seeker).plain
    assert "ブロックできない" in text_ja and "ターン終了時まで" in text_ja


@pytest.mark.card("Walking Desecration")
def test_attacks_each_combat_on_a_group_reaches_a_creature_of_that_type_entering_later(
) -> None:
    """CR 508.1d, 611.2c: Walking Desecration makes the Zombies attack this turn if able: a
    Zombie that enters afterwards (a second Severed Legion) shows the requirement too; a
    Goblin doesn't."""
    s = Scenario(seed=1)
    s.battlefield(1, "Walking Desecration", "Swamp")
    s.battlefield(0, "Severed Legion", "Goblin Sledder", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Severed Legion")
    s.library(0, "Mountain")
    s.at("upkeep", active=0)
    d = Driver(s.build())
    d.pass_priority()
    desecration = d.find("Walking Desecration")
    d.activate(1, "Walking Desecration")
    d.resolve()
    d.choose("Zombie")
    d.pass_until("precombat_main")
    d.cast(0, d.find("Severed Legion", zone="hand"))
    d.resolve()
    must = {"rule": "must_attack", "source": desecration, "source_name": "Walking Desecration",
            "duration": "eot", "controller": 1, "detail": None}
    legions = d.ids("Severed Legion", zone="battlefield")
    assert len(legions) == 2
    for oid in (*legions, desecration):
        assert rules(d, 0, oid) == [must]
    assert rules(d, 0, d.find("Goblin Sledder")) == []


@pytest.mark.card("Pacifism")
@pytest.mark.card("Ascending Aven")
def test_static_abilities_restrictions_are_shown_while_they_apply() -> None:
    """CR 604.1, 611.3a: Pacifism's creature can't attack or block, from the Aura, for as
    long as it is attached; Ascending Aven's own "can block only creatures with flying" says
    what it may block."""
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(0, "Pacifism", attached_to="seeker")
    s.battlefield(1, "Ascending Aven")
    d = Driver(s.build())
    seeker, pacifism, aven = d.find("Glory Seeker"), d.find("Pacifism"), d.find("Ascending Aven")
    assert rules(d, 1, seeker) == [
        {"rule": rule, "source": pacifism, "source_name": "Pacifism", "duration": "static",
         "controller": 0, "detail": None} for rule in ("cant_attack", "cant_block")]
    assert rules(d, 0, aven) == [
        {"rule": "can_block_only", "source": aven, "source_name": "Ascending Aven",
         "duration": "static", "controller": 1, "detail": "creature with flying"}]
    assert "can block only: creature with flying" in \
        details(Describer(d.game, 0, "en"), aven).plain


@pytest.mark.card("Winterthorn Blessing")
def test_doesnt_untap_lasts_through_its_controllers_next_untap_step() -> None:
    """CR 502.3, 611.2: Winterthorn Blessing's creature doesn't untap during its controller's
    next untap step: shown until that step has passed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Island")
    s.hand(0, "Winterthorn Blessing")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Winterthorn Blessing", targets=[warrior])
    d.resolve()
    assert [(r["rule"], r["duration"], r["source_name"]) for r in rules(d, 1, warrior)] == \
        [("doesnt_untap", "next_untap", "Winterthorn Blessing")]
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[warrior].tapped
    assert rules(d, 1, warrior) == []


@pytest.mark.card("Sungold Sentinel")
def test_cant_be_blocked_by_creatures_of_a_colour_says_which() -> None:
    """CR 509.1b: Sungold Sentinel's coven ability: it can't be blocked by creatures of the
    chosen colour this turn; the view says which."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sungold Sentinel", "Glory Seeker", "Birchlore Rangers", "Plains", "Plains")
    d = Driver(s.build())
    sentinel = d.find("Sungold Sentinel")
    d.activate(0, "Sungold Sentinel")
    d.resolve()
    d.choose("green")
    assert [(r["rule"], r["detail"], r["duration"]) for r in rules(d, 1, sentinel)] == \
        [("cant_be_blocked_by", "green creature", "eot")]


@pytest.mark.card("Wave of Indifference")
def test_a_face_down_creatures_restriction_is_public_its_card_stays_hidden() -> None:
    """CR 708.2a, 509.1b: Wave of Indifference on player 1's face-down creature: player 0's
    view shows it can't block, without naming the card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Wave of Indifference")
    s.battlefield(1, "Krosan Tusker", face_down=True)
    d = Driver(s.build())
    hidden = d.state.battlefield[-1]
    d.cast(0, "Wave of Indifference", targets=[hidden], x=1)
    d.resolve()
    assert [r["rule"] for r in rules(d, 0, hidden)] == ["cant_block"]
    check_hidden_information(d.game)


@pytest.mark.card("Orzhov Advokist")
def test_creatures_that_cant_attack_a_player_until_their_next_turn_are_shown_on_that_player(
) -> None:
    """CR 508.1c, 611.2: player 1 takes Orzhov Advokist's counters: their creatures can't
    attack player 0 until player 0's next turn; every view says so on player 0."""
    s = Scenario(seed=1)
    s.battlefield(0, "Orzhov Advokist")
    s.battlefield(1, "Elvish Warrior")
    s.library(0, "Plains")
    s.at("end", active=1, turn=2)
    d = Driver(s.build())
    while d.decision.kind == "priority":
        d.pass_priority()
    d.choose(None, player=0)
    d.choose(d.find("Elvish Warrior"), player=1)
    while d.state.stack:
        d.pass_priority()
    for viewer in (0, 1, SPECTATOR):
        view = d.game.spectator_view() if viewer == SPECTATOR else d.game.view(viewer)
        assert view["players"][0]["cant_be_attacked_by"] == [1]
        assert "cant_be_attacked_by" not in view["players"][1]


@pytest.mark.parametrize(("card", "rule", "detail"), [
    ("Slipstream Eel", "cant_attack_unless", "Island"),
    ("Charging Slateback", "cant_block", None),
    ("Ironfist Crusher", "block_any_number", None),
    ("Suspicious Stowaway", "cant_be_blocked", None),
    ("Elven Riders", "cant_be_blocked_except_by", "Wall or creature with flying"),
    ("Taunting Elf", "must_be_blocked_by_all", None),
    ("Goblin Sharpshooter", "doesnt_untap", None),
    ("Callous Oppressor", "may_not_untap", None),
])
def test_a_permanents_own_restriction_or_requirement_is_shown(card: str, rule: str,
                                                               detail: str | None) -> None:
    """CR 508.1c-d, 509.1b-c, 502.3, 604.1: a permanent's own static ability restricting or
    requiring something of it is listed, from itself, for as long as it has the ability, with
    what the rule names."""
    s = Scenario(seed=1)
    s.battlefield(0, card)
    d = Driver(s.build())
    oid = d.find(card)
    assert [(r["rule"], r["source"], r["duration"], r["detail"]) for r in rules(d, 1, oid)] \
        == [(rule, oid, "static", detail)]


@pytest.mark.card("Grand Melee")
def test_a_rule_for_all_creatures_is_shown_on_each() -> None:
    """CR 508.1d, 509.1c: Grand Melee: every creature attacks each combat if able and blocks
    each combat if able."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Melee", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior")
    d = Driver(s.build())
    melee = d.find("Grand Melee")
    for name in ("Glory Seeker", "Elvish Warrior"):
        assert [(r["rule"], r["source"]) for r in rules(d, 1, d.find(name))] == \
            [("must_attack", melee), ("must_block", melee)]
    assert rules(d, 1, melee) == []


@pytest.mark.card("Crafty Pathmage")
def test_cant_be_blocked_from_an_activated_ability_is_shown() -> None:
    """CR 509.1b, 611.2: Crafty Pathmage's target can't be blocked this turn."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crafty Pathmage", "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Crafty Pathmage", targets=[seeker])
    d.resolve()
    assert [(r["rule"], r["source_name"], r["duration"]) for r in rules(d, 1, seeker)] == \
        [("cant_be_blocked", "Crafty Pathmage", "eot")]
