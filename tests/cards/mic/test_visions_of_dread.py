"""Visions of Dread — {2}{B} Sorcery.

Oracle: "Target opponent puts a creature card of their choice from their graveyard onto the
battlefield under your control.
Flashback {8}{B}{B}. This spell costs {X} less to cast this way, where X is the greatest mana
value of a commander you own on the battlefield or in the command zone. (You may cast this card
from your graveyard for its flashback cost. Then exile it.)"
Rulings covered: MIC-RN-029, MIC-OR-0077, MIC-RN-030, MIC-OR-0078, MIC-RN-031, MIC-OR-0079,
MIC-OR-0080 to MIC-OR-0085 (flashback).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from manastack.decisions.actions import CastSpell, Choose, Concede
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.flashback_checks import CHECKS, FlashbackCard
from tests.reference_cards import ZETALPA

pytestmark = pytest.mark.card("Visions of Dread")

CARD = "Visions of Dread"


def _theirs_mine(d: Driver) -> bool:
    """Player 1's Glory Seeker is on the battlefield under player 0's control (player 1 first
    chooses it, if the spell is waiting for that choice)."""
    if d.decision.kind == "choose_cards" and d.decision.player == 1:
        d.choose(d.find("Glory Seeker", "graveyard"))
    return any(d.state.objects[o].controller == 0 and d.state.objects[o].owner == 1
               for o in d.ids("Glory Seeker", "battlefield"))


FLASHBACK = FlashbackCard(CARD, "Swamp", 10, 3, (), lambda d: [1], _theirs_mine,
                          opponent_graveyard=("Glory Seeker",))


def _three_players(*mine: str) -> Driver:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", *mine)
    s.graveyard(1, "Glory Seeker", "Gluttonous Zombie")
    s.graveyard(2, "Severed Legion")
    s.hand(0, CARD)
    return Driver(s.build())


def test_the_opponent_chooses_a_creature_card_that_enters_under_your_control() -> None:
    d = _three_players()
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.expect("choose_cards")
    assert d.decision.player == 1  # the target opponent chooses
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker", "graveyard"),
                       d.find("Gluttonous Zombie", "graveyard")}  # not player 2's
    d.choose(d.find("Gluttonous Zombie", "graveyard"))
    z = d.find("Gluttonous Zombie", "battlefield")
    assert d.state.objects[z].controller == 0 and d.state.objects[z].owner == 1


@pytest.mark.ruling("MIC-RN-029", "MIC-OR-0077")
def test_leaving_the_game_exiles_it_unlike_gained_control() -> None:
    """Player 0 got Glory Seeker this way and took Severed Legion with Threaten; player 0
    concedes: Glory Seeker (entered under their control) is exiled, Severed Legion goes back
    to player 2. Then player 1, its owner, concedes: the exiled card leaves with them."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain", "Mountain")
    s.graveyard(1, "Glory Seeker")
    s.battlefield(2, "Severed Legion")
    s.hand(0, CARD, "Threaten")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    d.cast(0, "Threaten", targets=[d.find("Severed Legion")])
    d.resolve()
    assert d.state.objects[d.find("Severed Legion")].controller == 0
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[seeker].controller == 0
    d.game.apply(0, Concede())
    assert d.zone_of("Glory Seeker") == "exile"
    legion = d.find("Severed Legion")
    assert d.zone_of("Severed Legion") == "battlefield"
    assert d.chars(legion).controller == 2
    d.game.apply(1, Concede())
    assert not d.ids("Glory Seeker")  # gone with its owner


@pytest.mark.ruling("MIC-RN-030", "MIC-OR-0078")
def test_your_commander_controlled_by_an_opponent_still_reduces_the_cost() -> None:
    """Player 1's own Visions of Dread made player 0 put their commander (Visara, mana value
    6) onto the battlefield under player 1's control; player 0's Visions of Dread then costs
    {2}{B}{B} with flashback."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone="graveyard")
    s.battlefield(0, *["Swamp"] * 4)
    s.graveyard(0, CARD)
    s.graveyard(1, "Glory Seeker")
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.hand(1, CARD)
    for p in (0, 1):
        s.library(p, "Swamp", "Swamp")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, CARD, targets=[0])
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Visara the Dreadful", "graveyard"))
    visara = d.find("Visara the Dreadful", "battlefield")
    assert d.state.objects[visara].controller == 1 and d.state.objects[visara].owner == 0
    d.pass_until("precombat_main", turn=4)
    assert d.state.active == 0
    mine = d.find(CARD, "graveyard", 0)
    assert CastSpell(mine, "flashback") in d.game.legal_actions()
    d.cast(0, mine, method="flashback", targets=[1])
    assert all(d.state.objects[x].tapped for x in d.ids("Swamp", "battlefield", 0))
    d.resolve()
    d.choose(d.find("Glory Seeker", "graveyard"))
    assert d.state.objects[d.find("Glory Seeker", "battlefield")].controller == 0


@pytest.mark.ruling("MIC-RN-031", "MIC-OR-0079")
def test_the_reduction_never_reduces_colored_mana() -> None:
    """A commander of mana value 8 (Zetalpa) takes the whole {8}: {B}{B} is still owed, so two
    Swamps pay it but a Swamp and a Plains don't."""
    assert ZETALPA

    def game(*lands: str) -> Driver:
        s = Scenario(seed=1, format="commander")
        s.commander(0, "Zetalpa, Primal Dawn")
        s.battlefield(0, *lands)
        s.graveyard(0, CARD)
        s.graveyard(1, "Glory Seeker")
        return Driver(s.build())
    ok, short = game("Swamp", "Swamp"), game("Swamp", "Plains", "Plains", "Plains")
    assert CastSpell(ok.find(CARD, "graveyard"), "flashback") in ok.game.legal_actions()
    assert CastSpell(short.find(CARD, "graveyard"), "flashback") not in \
        short.game.legal_actions()
    ok.cast(0, CARD, method="flashback", targets=[1])
    ok.resolve()
    ok.choose(ok.find("Glory Seeker", "graveyard"))
    assert ok.zone_of(CARD) == "exile"


@pytest.mark.parametrize("check", [
    pytest.param(CHECKS[0], marks=pytest.mark.ruling("MIC-OR-0080"), id=CHECKS[0].__name__),
    pytest.param(CHECKS[1], marks=pytest.mark.ruling("MIC-OR-0081"), id=CHECKS[1].__name__),
    pytest.param(CHECKS[2], marks=pytest.mark.ruling("MIC-OR-0082"), id=CHECKS[2].__name__),
    pytest.param(CHECKS[3], marks=pytest.mark.ruling("MIC-OR-0083"), id=CHECKS[3].__name__),
    pytest.param(CHECKS[4], marks=pytest.mark.ruling("MIC-OR-0084"), id=CHECKS[4].__name__),
    pytest.param(CHECKS[5], marks=pytest.mark.ruling("MIC-OR-0085"), id=CHECKS[5].__name__),
])
def test_flashback_rulings(check: Callable[[FlashbackCard], None]) -> None:
    """The official flashback rulings MIC-OR-0080 to MIC-OR-0085, in order (see
    ``flashback_checks``)."""
    check(FLASHBACK)


def test_you_and_a_teammate_are_refused_as_its_target_and_the_game_is_unchanged() -> None:
    """"Target opponent" (CR 115.1, 102.3): in Two-Headed Giant the caster and their teammate
    aren't opponents; choosing either is refused with an error naming the target's
    description, and the game is left as it was; an opponent may be chosen."""
    from manastack.game import IllegalActionError
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD)
    for p in (1, 2, 3):
        s.graveyard(p, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, CARD, pay=False)
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {2, 3}
    before = d.game.fingerprint()
    for wrong in (0, 1):
        with pytest.raises(IllegalActionError, match="target opponent"):
            d.choose(wrong)
        assert d.game.fingerprint() == before
    d.choose(3)
    d.pay()
    d.resolve()
    d.expect("choose_cards")
    assert d.decision.player == 3
    d.choose(d.find("Glory Seeker", "graveyard", 3))
    [seeker] = d.ids("Glory Seeker", "battlefield")
    assert d.state.objects[seeker].owner == 3 and d.state.objects[seeker].controller == 0


def test_a_noncreature_card_is_refused_and_the_game_is_unchanged() -> None:
    """Only a creature card may be chosen: the opponent's Shock in their graveyard is refused
    with an error listing the choices, and the game is left as it was."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.graveyard(1, "Glory Seeker", "Shock")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.expect("choose_cards")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Shock"), player=1)
    assert d.game.fingerprint() == before
    assert d.zone_of("Shock") == "graveyard"


def test_with_no_creature_card_in_their_graveyard_nothing_happens() -> None:
    """CR 608.2c: the opponent has only Shock in their graveyard; the spell resolves, no card
    moves, and Visions of Dread goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.graveyard(1, "Shock")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Shock") == "graveyard"
    assert d.zone_of(CARD) == "graveyard"


def test_the_reduction_applies_only_to_the_flashback_cast() -> None:
    """"This spell costs {X} less to cast this way": cast from the hand it costs {2}{B} even
    with Zetalpa (mana value 8) in the command zone, so two Swamps can't cast it, though with
    flashback from the graveyard they can."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Zetalpa, Primal Dawn")
    s.battlefield(0, "Swamp", "Swamp")
    s.hand(0, CARD)
    s.graveyard(0, CARD)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    legal = d.game.legal_actions()
    assert CastSpell(d.find(CARD, "hand"), "normal") not in legal
    assert CastSpell(d.find(CARD, "graveyard"), "flashback") in legal


@pytest.mark.parametrize("zone, castable", [("battlefield", True), ("graveyard", False),
                                            ("hand", False)])
def test_only_a_commander_on_the_battlefield_or_in_the_command_zone_counts(
        zone: str, castable: bool) -> None:
    """X is the greatest mana value of a commander you own "on the battlefield or in the
    command zone": Visara the Dreadful (mana value 6) on the battlefield makes the flashback
    cost {2}{B}{B}, paid by four Swamps; in the graveyard or the hand it doesn't count, and the
    full {8}{B}{B} can't be paid."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Visara the Dreadful", zone=zone)
    s.battlefield(0, *["Swamp"] * 4)
    s.graveyard(0, CARD)
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    card = d.find(CARD, "graveyard", 0)
    assert (CastSpell(card, "flashback") in d.game.legal_actions()) is castable
    if castable:
        d.cast(0, card, method="flashback", targets=[1])
        assert all(d.state.objects[x].tapped for x in d.ids("Swamp", "battlefield", 0))
        d.resolve()
        d.choose(d.find("Glory Seeker", "graveyard"))
        assert d.state.objects[d.find("Glory Seeker", "battlefield")].controller == 0
        assert d.zone_of(CARD) == "exile"


def test_an_opponents_commander_under_your_control_doesnt_count() -> None:
    """X counts a commander "you own": player 0's first Visions of Dread puts player 1's
    commander, Visara the Dreadful, onto the battlefield under player 0's control; it doesn't
    reduce player 0's flashback cost, and four Swamps can't pay {8}{B}{B}."""
    s = Scenario(seed=1, format="commander")
    s.commander(1, "Visara the Dreadful", zone="graveyard")
    s.battlefield(0, *["Swamp"] * 7)
    s.hand(0, CARD)
    s.graveyard(0, CARD)
    d = Driver(s.build())
    d.cast(0, d.find(CARD, "hand"), targets=[1])
    d.resolve()
    d.choose(d.find("Visara the Dreadful", "graveyard"))
    visara = d.find("Visara the Dreadful", "battlefield")
    assert d.state.objects[visara].controller == 0 and d.state.objects[visara].owner == 1
    assert len([x for x in d.ids("Swamp", "battlefield", 0)
                if not d.state.objects[x].tapped]) == 4
    card = d.find(CARD, "graveyard", 0)
    assert CastSpell(card, "flashback") not in d.game.legal_actions()


def test_the_creature_enters_under_your_control_and_you_control_its_trigger() -> None:
    """CR 603.3a, 110.2: Prowling Pangolin enters under the caster's control, so its
    enters-the-battlefield ability is the caster's; its owner, player 1, then sacrifices two
    creatures, and the caster sacrifices the Pangolin, which goes to its owner's graveyard
    (CR 400.3)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, CARD)
    s.graveyard(1, "Prowling Pangolin")
    s.battlefield(1, "Goblin Sledder", "Nosy Goblin")
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.resolve()
    d.choose(d.find("Prowling Pangolin", "graveyard"), player=1)
    pangolin = d.find("Prowling Pangolin", "battlefield")
    assert d.state.objects[pangolin].controller == 0
    [trigger] = d.state.stack
    assert d.state.objects[trigger].controller == 0
    d.resolve()
    d.expect("may")
    assert d.decision.player == 1  # player 0 controls one creature: not asked
    d.choose(True)
    assert d.zone_of("Goblin Sledder") == d.zone_of("Nosy Goblin") == "graveyard"
    assert d.ids("Prowling Pangolin", "graveyard", 1)


def test_the_target_opponent_leaving_the_game_leaves_it_without_a_target() -> None:
    """CR 608.2b, 800.4a: three players; player 1, the target, concedes with the spell on the
    stack; its only target gone, the spell doesn't resolve, and player 2's graveyard is left
    alone."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker")
    s.graveyard(2, "Elvish Warrior")
    s.hand(0, CARD)
    d = Driver(s.build())
    d.cast(0, CARD, targets=[1])
    d.game.apply(1, Concede())
    d.resolve_all()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of(CARD) == "graveyard"
    assert not d.ids("Glory Seeker")
    assert d.zone_of("Elvish Warrior") == "graveyard"
