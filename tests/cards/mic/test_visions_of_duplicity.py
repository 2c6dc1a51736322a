"""Visions of Duplicity — {2}{U} Sorcery.

Oracle: "Exchange control of two target creatures you don't control.
Flashback {8}{U}{U}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone. (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MIC-OR-0071 to MIC-OR-0076 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.state.zones import Zone
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard

pytestmark = pytest.mark.card("Visions of Duplicity")

CARD = "Visions of Duplicity"


def _resolved(d: Driver) -> bool:
    """It resolved: it left the stack without being countered (in a two-player game the two
    creatures it can target have the same controller, so the exchange does nothing)."""
    return any(e.kind == "zone_change" and e.from_zone is Zone.STACK and
               e.data.get("cause") == "resolve" and e.lki is not None and e.lki.name == CARD
               for e in d.state.log)


FLASHBACK = FlashbackCard(CARD, "Island", 10, 3, (),
                          lambda d: [d.find("Glory Seeker"), d.find("Severed Legion")],
                          _resolved, opponent=("Glory Seeker", "Severed Legion"))


def _three_players() -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Gluttonous Zombie")
    s.battlefield(1, "Glory Seeker", "Ainok Bond-Kin")
    s.battlefield(2, "Severed Legion")
    s.hand(0, CARD)
    return Driver(s.build())


def test_two_opponents_creatures_change_controllers() -> None:
    d = _three_players()
    d.game.apply(0, CastSpell(d.find(CARD, "hand"), "normal"))
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Gluttonous Zombie") not in offered  # you control it
    d.choose(d.find("Glory Seeker"))
    d.choose(d.find("Severed Legion"))
    d.pay()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 2
    assert d.chars(d.find("Severed Legion")).controller == 1
    assert d.chars(d.find("Ainok Bond-Kin")).controller == 1


def test_same_controller_no_exchange() -> None:
    d = _three_players()
    d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Ainok Bond-Kin")])
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 1
    assert d.chars(d.find("Ainok Bond-Kin")).controller == 1


def test_one_target_gone_no_exchange() -> None:
    """CR 701.12a (its example): one of the two creatures is destroyed before the exchange
    resolves, so nothing happens to the other: Glory Seeker stays player 1's."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Severed Legion")
    s.hand(0, CARD, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[d.find("Glory Seeker"), d.find("Severed Legion")])
    d.cast(0, "Go for the Throat", targets=[d.find("Severed Legion")])
    d.resolve()
    d.resolve()
    assert d.chars(d.find("Glory Seeker")).controller == 1


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MIC-OR-0071"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[1], marks=pytest.mark.ruling("MIC-OR-0072"), id=CHECKS[1].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MIC-OR-0073"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MIC-OR-0074"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MIC-OR-0075"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MIC-OR-0076"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MIC-OR-0071 to MIC-OR-0076, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


def _flashback_castable(lands: int, commander_zone: str | None) -> bool:
    """Whether player 0, with ``lands`` Islands, may cast Visions of Duplicity from their
    graveyard by flashback, their commander Gisa and Geralf (mana value 4) in
    ``commander_zone`` (none when None)."""
    s = Scenario(players=3, format="commander", seed=1)
    s.battlefield(0, *["Island"] * lands)
    s.graveyard(0, CARD)
    if commander_zone is not None:
        s.commander(0, "Gisa and Geralf", zone=commander_zone)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Severed Legion")
    d = Driver(s.build())
    return CastSpell(d.find(CARD, "graveyard"), "flashback") in d.game.legal_actions()


@pytest.mark.parametrize("zone", ["command", "battlefield"])
def test_flashback_costs_the_commanders_mana_value_less(zone: str) -> None:
    """Flashback {8}{U}{U} costs {4} less with Gisa and Geralf (mana value 4) in the command
    zone or on the battlefield (CR 601.2f): six Islands pay {4}{U}{U}, five don't."""
    assert _flashback_castable(6, zone)
    assert not _flashback_castable(5, zone)


def test_without_a_commander_in_those_zones_there_is_no_reduction() -> None:
    """A commander in the graveyard, or none, reduces nothing: ten Islands are needed."""
    assert not _flashback_castable(9, "graveyard")
    assert not _flashback_castable(9, None)
    assert _flashback_castable(10, None)


def test_the_exchange_lasts_after_the_turn_and_the_new_controller_attacks_on_their_turn() -> None:
    """CR 701.12a: the exchange has no duration; CR 302.6: player 1, who has controlled
    Severed Legion continuously since their turn 4 began, may attack with it then."""
    from manastack.decisions.actions import DeclareAttacker

    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Severed Legion")
    s.hand(0, CARD)
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    seeker, legion = d.find("Glory Seeker"), d.find("Severed Legion")
    d.cast(0, CARD, targets=[seeker, legion])
    d.resolve()
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 1
    assert d.chars(seeker).controller == 2 and d.chars(legion).controller == 1
    d.to_combat()
    assert DeclareAttacker(legion, 0) in d.game.legal_actions()  # since turn 4 began


def test_the_exchange_overrides_an_earlier_control_effect_and_outlasts_it() -> None:
    """CR 701.12a, 613.1b, 613.7: player 1's Callous Oppressor has taken player 2's Elvish
    Warrior for as long as it stays tapped. Player 0's Visions then exchanges the Warrior
    (player 1's) and player 2's Glory Seeker: the exchange's control effects have the later
    timestamp, so the Warrior is player 2's again while the Oppressor is still tapped, and the
    Seeker player 1's. Once player 1 untaps the Oppressor, its effect ends and nothing else
    changes: the exchange has no duration."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, CARD)
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.battlefield(2, "Elvish Warrior", "Glory Seeker")
    for p in range(3):
        s.library(p, *["Plains"] * 5)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    warrior, seeker = d.find("Elvish Warrior"), d.find("Glory Seeker")
    d.activate(1, "Callous Oppressor", targets=[warrior])
    d.resolve()
    assert d.chars(warrior).controller == 1
    d.pass_until("precombat_main", turn=5)  # player 0's turn; the Oppressor stayed tapped
    assert d.state.active == 0 and d.chars(warrior).controller == 1
    d.cast(0, CARD, targets=[warrior, seeker])
    d.resolve()
    assert d.chars(warrior).controller == 2 and d.chars(seeker).controller == 1
    assert d.state.objects[d.find("Callous Oppressor")].tapped
    while d.decision.kind != "may":
        d.pass_priority()
    assert d.decision.player == 1 and d.state.turn == 6
    d.choose(True)  # untap the Oppressor: its control effect ends
    assert not d.state.objects[d.find("Callous Oppressor")].tapped
    assert d.chars(warrior).controller == 2 and d.chars(seeker).controller == 1


def test_a_face_down_creature_exchanged_is_seen_by_its_new_controller_only() -> None:
    """CR 701.12b, 708.5: Visions of Duplicity exchanges player 1's face-down Exalted Angel
    and player 2's Glory Seeker. The player who controls a face-down permanent may look at it:
    before, only player 1 sees the Angel; after, only player 2 does, and player 1 no longer
    may, though they own it."""
    s = Scenario(players=3, seed=1)
    for p in range(3):
        s.library(p, *["Plains"] * 8)
    s.battlefield(0, "Island", "Island", "Island")
    s.hand(0, "Visions of Duplicity")
    s.battlefield(1, "Exalted Angel", face_down=True)
    s.battlefield(2, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    angel, seeker = d.find("Exalted Angel"), d.find("Glory Seeker")

    def seen_by(p: int) -> list[str | None]:
        return [c.get("card") for c in d.game.view(p)["battlefield"] if c["id"] == angel]

    assert [seen_by(p) for p in range(3)] == [[None], ["Exalted Angel"], [None]]
    d.cast(0, "Visions of Duplicity", targets=[angel, seeker])
    d.resolve()
    assert d.chars(angel).controller == 2 and d.chars(seeker).controller == 1
    assert [seen_by(p) for p in range(3)] == [[None], [None], ["Exalted Angel"]]
