"""Florian, Voldaren Scion — {1}{B}{R} Legendary Creature — Vampire Noble 3/3.

Oracle: "First strike / At the beginning of your postcombat main phase, look at the top X cards
of your library, where X is the total amount of life your opponents lost this turn. Exile one
of those cards and put the rest on the bottom of your library in a random order. You may play
the exiled card this turn."
Rulings covered: MID-RN-250, MID-RN-251, MID-RN-252, MID-RN-253, MID-RN-254, MID-RN-255,
MID-RN-256.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose, FinishDeclaration, PlayLand
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Florian, Voldaren Scion")


def opts(d: Driver) -> list:
    return [a.value for a in d.game.legal_actions() if isinstance(a, Choose)]


def to_main2_trigger(d: Driver) -> None:
    from manastack.decisions.actions import FinishDeclaration
    while not (d.state.step.name == "POSTCOMBAT_MAIN" and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())


@pytest.mark.ruling(
    "MID-RN-250", "MID-RN-251", "MID-RN-253", "MID-OR-0731", "MID-OR-0732", "MID-OR-0734",
)
def test_looks_at_life_lost_not_net_change_and_plays_the_exiled_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Shock", "Glory Seeker", "Forest", "Island")
    s.battlefield(1, "Wellwisher", "Elvish Warrior", "Elvish Vanguard")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.activate(1, "Wellwisher")  # gains 3: net +1, but 2 life was lost
    d.resolve()
    d.resolve()
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 2 and None not in opts(d)
    top_shock = d.find("Shock", "library")
    d.choose(top_shock)
    exiled = d.find("Shock", "exile")
    lib = [d.game.card(o).name for o in d.state.players[0].library]
    assert lib == ["Forest", "Island", "Glory Seeker"]
    d.cast(0, exiled, method="from_exile", targets=[1])
    d.resolve()
    assert d.life(1) == 21 - 2


def test_no_life_lost_looks_at_nothing() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Florian, Voldaren Scion")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[0].library) == 2


def test_your_own_life_lost_is_not_counted() -> None:
    """CR 119.3, 102.2: "the total life your opponents lost this turn" leaves out the life
    Florian's controller lost: player 1 Shocks player 0, player 0 Shocks player 1, so the
    ability looks at two cards (not four)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.cast(1, "Shock", targets=[0])
    d.resolve()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(0) == 18 and d.life(1) == 18
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 2


@pytest.mark.ruling("MID-RN-252", "MID-OR-0733")
def test_no_trigger_if_florian_left_before_the_postcombat_main_phase() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Island", "Island", "Florian, Voldaren Scion")
    s.hand(0, "Shock", "Geistwave")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.cast(0, "Geistwave", targets=[d.find("Florian, Voldaren Scion")])
    d.resolve()
    assert d.ids("Florian, Voldaren Scion", zone="hand")
    d.pass_until("postcombat_main")
    assert not d.state.stack and not d.state.exile  # nothing looked at or exiled


@pytest.mark.ruling("MID-RN-254", "MID-OR-0735")
def test_counts_life_lost_by_an_opponent_who_has_since_lost_the_game() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Swamp")
    s.life(1, 2)
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.state.players[1].lost  # CR 704.5a
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 2


@pytest.mark.ruling("MID-RN-255", "MID-OR-0736")
def test_triggers_in_each_additional_postcombat_main_phase() -> None:
    """Aggravated Assault adds a combat phase and a main phase after the postcombat main
    phase; that main phase is a postcombat main phase too (CR 505.1a), so Florian triggers
    again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 6, "Florian, Voldaren Scion", "Aggravated Assault")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Swamp", "Plains", "Mountain", "Forest")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    to_main2_trigger(d)
    d.resolve()
    d.choose(d.find("Forest", "library"))
    assert len(d.ids("Forest", "exile")) == 1
    d.activate(0, "Aggravated Assault")
    d.resolve()
    d.pass_priority()  # to the additional combat phase
    while not (d.state.step.name == "POSTCOMBAT_MAIN" and d.state.stack):
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.act(d.decision.player, FinishDeclaration())
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 2
    d.choose(opts(d)[0])
    assert len(d.state.exile) == 2


@pytest.mark.ruling("MID-RN-256", "MID-OR-0737")
@pytest.mark.parametrize("land_played", [False, True])
def test_the_exiled_land_is_played_with_the_normal_land_drop(land_played: bool) -> None:
    """A land exiled with Florian may be played only while the land drop is unused
    (CR 305.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock", "Forest")
    s.library(0, "Forest", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    if land_played:
        d.play_land(0, "Forest")
    to_main2_trigger(d)
    d.resolve()
    d.choose(d.find("Forest", "library"))
    exiled = d.find("Forest", "exile")
    playable = [a for a in d.game.legal_actions()
                if isinstance(a, (PlayLand, CastSpell)) and a.card == exiled]
    assert bool(playable) is not land_played
    if not land_played:
        d.act(0, playable[0])
        assert d.ids("Forest", "battlefield") and not d.ids("Forest", "exile")


@pytest.mark.ruling("MID-OR-0737")
def test_the_exiled_spell_is_cast_with_its_costs_paid() -> None:
    """The exiled Shock is cast by paying {R} (CR 601.2f-h): with the one Mountain left it can
    be, and it is tapped; with none untapped it can't."""
    for mountains in (1, 2):
        s = Scenario(seed=1)
        s.battlefield(0, *["Mountain"] * mountains, "Florian, Voldaren Scion")
        s.hand(0, "Shock")
        s.library(0, "Shock", "Glory Seeker", "Forest", "Island")
        s.battlefield(1, "Elvish Warrior")
        d = Driver(s.build())
        d.cast(0, "Shock", targets=[1])
        d.resolve()
        to_main2_trigger(d)
        d.resolve()
        d.choose(d.find("Shock", "library"))
        exiled = d.find("Shock", "exile")
        castable = CastSpell(exiled, "from_exile") in d.game.legal_actions()
        assert castable is (mountains == 2)
        if castable:
            d.cast(0, exiled, method="from_exile", targets=[1])
            assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
            d.resolve()
            assert d.life(1) == 20 - 2 - 2


def test_life_lost_in_an_earlier_turn_is_not_counted() -> None:
    """"the total amount of life your opponents lost this turn" (CR 500.1): player 1 lost 2
    life in their own turn; in player 0's next turn they lost none, so Florian looks at no
    card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Plains")
    s.library(1, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.pass_until("upkeep", turn=4)
    d.pass_priority()
    assert d.decision.player == 0
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    d.pass_until("precombat_main", turn=5)
    library = len(d.state.players[0].library)
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert len(d.state.players[0].library) == library


def test_life_lost_to_damage_and_to_a_loss_of_life_adds_up() -> None:
    """CR 119.3, 120.3a: two Shocks (damage: 2 life lost each) and Misery Charm ("target
    player loses 2 life") in one turn make 6 life lost by the opponent: Florian looks at the
    top six cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Swamp", "Florian, Voldaren Scion")
    s.hand(0, "Shock", "Shock", "Misery Charm")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain", "Glory Seeker", "Shock")
    d = Driver(s.build())
    for _ in range(2):
        d.cast(0, "Shock", targets=[1])
        d.resolve()
    d.cast(0, "Misery Charm", modes=[2], targets=[1])
    d.resolve()
    assert d.life(1) == 14
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 6


def test_the_losses_of_several_opponents_add_up() -> None:
    """"the total amount of life your opponents lost": in a game of three, Shock at player 1
    and Shock at player 2 make 4: Florian looks at four cards."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain", "Glory Seeker")
    d = Driver(s.build())
    for p in (1, 2):
        d.cast(0, "Shock", targets=[p])
        d.resolve()
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 4


def test_the_exiled_card_may_be_played_this_turn_only() -> None:
    """"You may play the exiled card this turn": the exiled Shock, not cast, can't be cast in
    player 0's next turn and stays in exile. The cards looked at and left stay hidden from
    player 1; the exiled card, face up in exile, is seen (CR 406.3, 401.2)."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Krosan Tusker", "Shock", "Forest", "Island", "Plains", "Swamp")
    s.library(1, "Forest", "Island", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    to_main2_trigger(d)
    d.resolve()
    assert "Krosan Tusker" not in json.dumps(d.game.view(1))
    d.choose(d.find("Shock", "library"))
    exiled = d.find("Shock", "exile")
    theirs = json.dumps(d.game.view(1))
    assert "Shock" in theirs and "Krosan Tusker" not in theirs
    assert CastSpell(exiled, "from_exile") in d.game.legal_actions()
    d.pass_until("precombat_main", turn=d.state.turn + 2)
    assert CastSpell(exiled, "from_exile") not in d.game.legal_actions()
    assert d.state.objects[exiled].zone.value == "exile"


def test_no_trigger_in_an_opponents_postcombat_main_phase() -> None:
    """"your postcombat main phase" (CR 505.1): in player 1's turn, after player 0 Shocked
    player 1, nothing triggers at the beginning of player 1's postcombat main phase."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Island", "Plains")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    d.pass_priority()
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("postcombat_main", turn=4)
    assert not d.state.stack and not d.state.exile
    assert len(d.state.players[0].library) == 3


def test_two_headed_giant_each_players_own_loss_counts_once() -> None:
    """CR 810.9, 810.1: in Two-Headed Giant life is lost by each player individually and
    applied to the team's total: Shock at player 2 is 2 life lost by an opponent (not 2 for
    each player of that team), and Shock at the teammate, player 1, is no opponent's loss:
    Florian looks at two cards."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Florian, Voldaren Scion")
    s.hand(0, "Shock", "Shock")
    s.library(0, "Forest", "Island", "Plains", "Swamp", "Mountain", "Glory Seeker")
    d = Driver(s.build())
    for p in (2, 1):
        d.cast(0, "Shock", targets=[p])
        d.resolve()
    assert [d.life(p) for p in range(4)] == [28, 28, 28, 28]
    to_main2_trigger(d)
    d.resolve()
    assert d.decision.kind == "choose_cards" and len(opts(d)) == 2
