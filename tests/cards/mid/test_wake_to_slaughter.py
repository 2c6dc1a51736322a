"""Wake to Slaughter — {3}{B}{R} Sorcery.

Oracle: "Choose up to two target creature cards in your graveyard. An opponent chooses one of
them. Return that card to your hand. Return the other to the battlefield under your control. It
gains haste. Exile it at the beginning of the next end step. / Flashback {4}{B}{R}"
Rulings covered: MID-RN-111, MID-OR-0869 to MID-OR-0875.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Wake to Slaughter")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    return Driver(s.build())


def test_opponent_picks_the_one_for_your_hand_the_other_attacks_then_is_exiled() -> None:
    d = setup()
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.kind == "choose_cards" and d.decision.player == 1
    d.choose(d.find("Krosan Tusker"))
    assert d.ids("Krosan Tusker", zone="hand")
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).has("Haste")
    d.to_combat()
    d.attack([seeker])
    d.pass_until("end")
    assert d.life(1) == 18
    assert d.ids("Glory Seeker", zone="exile")


@pytest.mark.ruling("MID-RN-111", "MID-OR-0869")
def test_a_single_target_goes_to_your_hand() -> None:
    d = setup()
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.ids("Krosan Tusker", zone="hand")
    assert not d.ids("Krosan Tusker", zone="battlefield")


@pytest.mark.ruling("MID-RN-111", "MID-OR-0869")
def test_the_one_target_still_legal_goes_to_your_hand_without_a_choice() -> None:
    """Two targets chosen; Gangrenous Goliath returns itself to its owner's hand in response,
    so Krosan Tusker is the only legal target left (CR 608.2b): the opponent has no choice to
    make, the Tusker goes to the hand and nothing returns to the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Nova Cleric",
                  "Disciple of Grace", "Battlefield Medic")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Gangrenous Goliath")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    goliath = d.find("Gangrenous Goliath", "graveyard")
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), goliath])
    d.activate(0, goliath, choices=[d.find("Nova Cleric"), d.find("Disciple of Grace"),
                                    d.find("Battlefield Medic")])
    d.resolve()
    assert d.ids("Gangrenous Goliath", zone="hand")
    d.resolve()
    assert d.decision.kind == "priority" and d.decision.player == 0 and not d.state.stack
    assert d.ids("Krosan Tusker", zone="hand")
    assert not d.ids("Krosan Tusker", zone="battlefield")
    assert not d.ids("Gangrenous Goliath", zone="battlefield")


def _flashback_game(lands: int = 4, active: int = 0, step: str = "precombat_main") -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Mountain", *["Mountain"] * lands)
    s.graveyard(0, "Wake to Slaughter", "Krosan Tusker", "Glory Seeker")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Discombobulate")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.at(step, active=active)
    return Driver(s.build())


@pytest.mark.ruling("MID-OR-0870", "MID-OR-0872", "MID-OR-0873", "MID-OR-0874")
def test_flashback_from_the_graveyard_costs_its_flashback_cost_and_is_exiled() -> None:
    """CR 702.34a: never cast before, the card is cast from the graveyard for {4}{B}{R}
    (six lands; five aren't enough), its mana value is still 5 (its mana cost's), it does
    its work, and it is exiled after resolving. Countered by Discombobulate instead, it is
    exiled too and does nothing."""
    from manastack.decisions.actions import CastSpell

    short = _flashback_game(lands=3)
    assert CastSpell(short.find("Wake to Slaughter"), "flashback") not in \
        short.game.legal_actions()
    d = _flashback_game()
    sid = d.cast(0, "Wake to Slaughter", method="flashback",
                 targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    assert d.chars(sid).mana_value == 5
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain") + d.ids("Swamp"))
    d.resolve()
    d.choose(d.find("Glory Seeker"), player=1)
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.zone_of("Krosan Tusker") == "battlefield"
    assert d.zone_of("Wake to Slaughter") == "exile"

    d = _flashback_game()
    sid = d.cast(0, "Wake to Slaughter", method="flashback",
                 targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[sid])
    d.resolve()
    assert d.zone_of("Wake to Slaughter") == "exile"
    assert d.zone_of("Krosan Tusker") == "graveyard"


@pytest.mark.ruling("MID-OR-0871")
def test_flashback_keeps_sorcery_timing() -> None:
    """CR 307.1, 702.34a: in the opponent's upkeep with priority, player 0 can't cast it with
    flashback; in their own main phase with an empty stack they can."""
    from manastack.decisions.actions import CastSpell

    d = _flashback_game(active=1, step="upkeep")
    d.pass_priority()
    assert d.decision.player == 0
    assert CastSpell(d.find("Wake to Slaughter"), "flashback") not in d.game.legal_actions()
    d = _flashback_game()
    assert CastSpell(d.find("Wake to Slaughter"), "flashback") in d.game.legal_actions()


@pytest.mark.ruling("MID-OR-0875")
def test_cast_from_the_hand_it_may_be_flashed_back_before_anyone_acts() -> None:
    """CR 117.3b: cast from the hand, it resolves into the graveyard and its caster gets
    priority first, with flashback available (enough lands left)."""
    from manastack.decisions.actions import CastSpell

    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 10, "Swamp", "Swamp")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker")])
    d.resolve()
    assert d.zone_of("Wake to Slaughter") == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert CastSpell(d.find("Wake to Slaughter"), "flashback") in d.game.legal_actions()


def test_the_opponent_may_send_the_bigger_one_to_the_battlefield() -> None:
    """The opponent's choice decides: choosing Glory Seeker for the hand puts Krosan Tusker onto
    the battlefield under the caster's control with haste; the delayed trigger (CR 603.7)
    exiles it at the beginning of the end step, and the Seeker stays in the hand."""
    d = setup()
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    tusker = d.find("Krosan Tusker", "battlefield")
    assert d.chars(tusker).has("Haste") and d.chars(tusker).controller == 0
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Krosan Tusker") == "exile"
    assert d.zone_of("Glory Seeker") == "hand"


def test_the_returned_creature_bounced_is_a_new_object_and_isnt_exiled() -> None:
    """CR 603.7c, 400.7: the delayed trigger is about that permanent only: Geistwave returns the Krosan Tusker put onto the battlefield to its owner's hand; at the
    end step the delayed trigger finds no such permanent and the Tusker card stays in the
    hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Island", "Island")
    s.hand(0, "Wake to Slaughter", "Geistwave")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    tusker = d.find("Krosan Tusker", "battlefield")
    d.cast(0, "Geistwave", targets=[tusker])
    d.resolve()
    assert d.zone_of("Krosan Tusker") == "hand"
    d.pass_until("end")
    d.resolve_all()
    assert d.zone_of("Krosan Tusker") == "hand"
    assert not d.ids("Krosan Tusker", zone="exile")


def test_the_opponents_choice_is_theirs_alone_and_only_among_the_two_cards() -> None:
    """"An opponent chooses one of them": the caster answering is refused (it is the
    opponent's decision), and so is the opponent naming a card that isn't one of the two
    (the spell itself); each error says why and the game is unchanged."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    d = setup()
    tusker, seeker = d.find("Krosan Tusker"), d.find("Glory Seeker")
    sid = d.cast(0, "Wake to Slaughter", targets=[tusker, seeker])
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Player 2's decision"):
        d.act(0, Choose(tusker))
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.act(1, Choose(sid))
    assert d.game.fingerprint() == before
    d.act(1, Choose(seeker))
    assert d.zone_of("Glory Seeker") == "hand"


def test_up_to_two_includes_none_and_then_nothing_happens() -> None:
    """CR 601.2c, 115.1: "up to two target creature cards" may be zero: with no creature card
    in the graveyard (only a Forest card) the spell is cast with no target, the opponent
    chooses nothing, and it resolves into the graveyard having done nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Forest")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter")
    assert d.ids("Wake to Slaughter", zone="stack")
    d.resolve()
    assert d.decision.kind == "priority" and d.decision.player == 0 and not d.state.stack
    assert d.zone_of("Wake to Slaughter") == "graveyard"
    assert d.zone_of("Forest") == "graveyard"


def test_among_several_opponents_the_caster_picks_the_one_who_chooses() -> None:
    """"An opponent chooses" in a three-player game: the caster picks which opponent (player
    2 here); that opponent, not the other, makes the choice."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.expect("choose_player")
    assert d.decision.player == 0
    d.choose(2)
    d.expect("choose_cards")
    assert d.decision.player == 2
    d.choose(d.find("Krosan Tusker"))
    assert d.zone_of("Krosan Tusker") == "hand"
    assert d.zone_of("Glory Seeker") == "battlefield"
