"""Devious Cover-Up — {2}{U}{U} Instant.

Oracle: "Counter target spell. If that spell is countered this way, exile it instead of
putting it into its owner's graveyard. You may shuffle up to four target cards from your
graveyard into your library."
Rulings covered: MID-RN-246, MID-RN-247.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Devious Cover-Up")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    s.graveyard(1, "Consider", "Glory Seeker")
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-246", "MID-OR-0139")
def test_counters_exiles_and_shuffles_back() -> None:
    d = setup()
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    cover = d.find("Devious Cover-Up", zone="hand")
    d.act(1, CastSpell(cover, "normal"))
    # Only Shock can be the spell target: never the Cover-Up itself (MID-RN-246).
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {shock}
    d.choose(shock)
    graveyard = set(d.state.players[1].graveyard)
    assert {a.value for a in d.game.legal_actions()
            if isinstance(a, Choose) and a.value is not None} == graveyard
    d.choose(d.find("Consider", zone="graveyard"))
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.pay()
    d.resolve()
    d.choose(True)  # shuffle them in
    assert d.ids("Shock", zone="exile")
    assert d.life(1) == 20
    assert d.ids("Consider", zone="library") and d.ids("Glory Seeker", zone="library")
    assert d.ids("Devious Cover-Up", zone="graveyard")


@pytest.mark.ruling("MID-RN-247", "MID-OR-0141")
def test_a_spell_that_cant_be_countered_is_targeted_and_the_shuffle_still_happens() -> None:
    """Benevolent Geist makes its controller's Shock uncounterable: the Cover-Up can still
    target it, doesn't counter (or exile) it, and still shuffles the chosen cards."""
    s = Scenario(seed=1)
    s.battlefield(0, "Malevolent Hermit", transformed=True)  # Benevolent Geist
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    s.graveyard(1, "Consider", "Glory Seeker")
    d = Driver(s.build())
    assert d.chars(d.find("Malevolent Hermit")).name == "Benevolent Geist"
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Devious Cover-Up", zone="hand"), "normal"))
    assert shock in {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    d.choose(shock)
    d.choose(d.find("Consider", zone="graveyard"))
    d.choose(d.find("Glory Seeker", zone="graveyard"))
    d.pay()
    d.resolve()
    d.choose(True)  # shuffle them in
    assert d.ids("Consider", zone="library") and d.ids("Glory Seeker", zone="library")
    assert d.ids("Devious Cover-Up", zone="graveyard")
    assert d.state.stack == [shock]  # not countered, not exiled
    d.resolve()
    assert d.life(1) == 18
    assert d.zone_of("Shock") == "graveyard"


@pytest.mark.ruling("MID-OR-0140")
def test_zero_graveyard_targets_still_shuffles_the_library() -> None:
    """Official ruling: "You may target zero cards in your graveyard and still shuffle your
    library."."""
    d = setup()
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Devious Cover-Up", zone="hand"), "normal"))
    d.choose(shock)
    d.choose(None)  # no card from the graveyard
    d.pay()
    d.resolve()
    assert d.ids("Shock", zone="exile")
    d.expect("may")
    d.choose(True)
    shuffles = [e for e in d.state.log if e.kind == "shuffle"]
    assert [e.player for e in shuffles] == [1]
    assert d.zone_of("Consider") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"


def test_declining_the_shuffle_leaves_the_cards_but_the_spell_is_still_exiled() -> None:
    """"You may shuffle" (CR 608.2d): declined, the targeted cards stay in the graveyard and
    no shuffle happens; the counter-and-exile part isn't optional."""
    d = setup()
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Devious Cover-Up", zone="hand"), "normal"))
    d.choose(shock)
    d.choose(d.find("Consider", zone="graveyard"))
    d.choose(None)
    d.pay()
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Shock") == "exile"
    assert d.zone_of("Consider") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert not [e for e in d.state.log if e.kind == "shuffle"]
    assert d.life(1) == 20


def test_only_up_to_four_cards_of_your_own_graveyard() -> None:
    """"Up to four target cards from your graveyard" (CR 115.1, 601.2c): the opponent's
    graveyard isn't offered, and after four cards no fifth target is asked for."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.graveyard(0, "Festering Goblin")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    s.graveyard(1, "Consider", "Glory Seeker", "Elvish Warrior", "Nosy Goblin", "Plains")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Devious Cover-Up", zone="hand"), "normal"))
    d.choose(shock)
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert d.find("Festering Goblin") not in offered
    for name in ("Consider", "Glory Seeker", "Elvish Warrior", "Nosy Goblin"):
        d.choose(d.find(name, zone="graveyard"))
    assert d.decision.kind != "target"
    d.pay()
    d.resolve()
    d.choose(True)
    assert [d.zone_of(n) for n in ("Consider", "Glory Seeker", "Elvish Warrior",
                                   "Nosy Goblin")] == ["library"] * 4
    assert d.zone_of("Plains") == "graveyard"
    assert d.zone_of("Festering Goblin") == "graveyard"


def test_its_only_graveyard_target_exiled_in_response_the_library_is_still_shuffled() -> None:
    """CR 701.24c, 608.2b: player 0 sacrifices Jack-o'-Lantern in response to exile the
    Consider that the Cover-Up targets in player 1's graveyard. Shock, still a legal target,
    is countered and exiled; player 1 chooses to shuffle, and their library is shuffled even
    though none of the cards to shuffle in is left in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Jack-o'-Lantern")
    s.hand(0, "Shock")
    s.library(0, "Forest", "Forest")
    s.battlefield(1, "Island", "Island", "Island", "Island")
    s.hand(1, "Devious Cover-Up")
    s.graveyard(1, "Consider")
    s.library(1, "Plains", "Swamp")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.pass_priority()
    d.act(1, CastSpell(d.find("Devious Cover-Up", zone="hand"), "normal"))
    d.choose(shock)
    consider = d.find("Consider", zone="graveyard")
    d.choose(consider)
    d.pay()
    d.pass_priority()
    d.activate(0, "Jack-o'-Lantern", index=0, targets=[consider])
    d.resolve()  # Jack-o'-Lantern's ability: the Consider is exiled, player 0 draws
    assert d.zone_of("Consider") == "exile"
    before = len([e for e in d.game.log if e.kind == "shuffle"])
    d.resolve()  # Devious Cover-Up
    d.expect("may")
    d.choose(True)
    assert [e.player for e in d.game.log if e.kind == "shuffle"][before:] == [1]
    assert d.ids("Shock", zone="exile") and d.life(1) == 20
    assert d.zone_of("Consider") == "exile" and len(d.state.players[1].library) == 2
