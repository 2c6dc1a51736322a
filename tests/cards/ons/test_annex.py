"""Annex — {2}{U}{U} Enchantment — Aura.

Oracle: "Enchant land (Target a land as you cast this. This card enters the battlefield attached
to that land.) / You control enchanted land."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Annex")


def test_you_control_the_enchanted_land_and_tap_it_for_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 0
    assert d.state.objects[forest].owner == 1
    d.mana(0, forest)
    assert d.state.players[0].mana_pool.get("G") == 1


def test_control_returns_when_annex_leaves() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Forest", "Forest")
    s.hand(0, "Annex", "Naturalize")
    s.battlefield(1, "Mountain")
    d = Driver(s.build())
    mountain = d.find("Mountain")
    d.cast(0, "Annex", targets=[mountain])
    d.resolve()
    assert d.chars(mountain).controller == 0
    d.cast(0, "Naturalize", targets=[d.find("Annex")])
    d.resolve()
    assert d.chars(mountain).controller == 1


def test_its_controller_may_sacrifice_the_land_and_search_their_own_library() -> None:
    """CR 108.3, 701.23a: player 0 controls player 1's Windswept Heath through Annex; player 0
    pays its cost (life from player 0, the Heath to its owner's graveyard) and searches player
    0's library; the Annex, enchanting nothing, goes to the graveyard (CR 704.5m)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.library(0, "Plains", "Island")
    s.battlefield(1, "Windswept Heath")
    s.library(1, "Forest")
    d = Driver(s.build())
    heath = d.find("Windswept Heath")
    d.cast(0, "Annex", targets=[heath])
    d.resolve()
    d.activate(0, heath)
    assert d.life(0) == 19 and d.life(1) == 20
    assert d.ids("Windswept Heath", zone="graveyard", player=1)
    assert d.zone_of("Annex") == "graveyard"
    d.resolve()
    dec = d.expect("search")
    assert dec.player == 0
    assert {a.value for a in dec.actions} - {None} == {d.find("Plains", zone="library")}
    d.choose(d.find("Plains", zone="library"))
    assert d.chars(d.find("Plains", zone="battlefield")).controller == 0


def test_a_tapped_land_stays_tapped_and_untaps_in_its_new_controllers_untap_step() -> None:
    """CR 502.3: the annexed land, tapped, stays tapped; it untaps in its new controller's
    untap step, not in its owner's."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.library(0, "Island", "Island")
    s.battlefield(1, "Forest", tapped=True)
    s.battlefield(1, "Mountain", tapped=True)
    s.library(1, "Forest")
    d = Driver(s.build())
    forest = d.find("Forest", "battlefield")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.objects[forest].tapped
    assert not d.state.objects[d.find("Mountain")].tapped
    d.pass_until("upkeep", turn=5)
    assert not d.state.objects[forest].tapped


def test_two_annexes_the_later_timestamp_wins_and_destroying_it_restores_the_first() -> None:
    """CR 613.1b, 613.7: control effects apply in timestamp order: player 1's Annex on the
    Forest player 0 annexed makes it player 1's again; Demystify destroys that Annex and
    player 0's, still there, gives player 0 control once more."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Plains")
    s.hand(0, "Annex", "Demystify")
    s.battlefield(1, "Forest", *["Island"] * 4)
    s.hand(1, "Annex")
    s.library(0, "Island")
    s.library(1, "Island")
    d = Driver(s.build())
    forest = d.find("Forest", "battlefield")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 0
    d.pass_until("precombat_main", turn=4)
    d.cast(1, d.find("Annex", zone="hand"), targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 1
    theirs = next(a for a in d.ids("Annex", "battlefield") if d.chars(a).controller == 1)
    d.pass_priority()
    d.cast(0, "Demystify", targets=[theirs])
    d.resolve()
    assert d.chars(forest).controller == 0


def test_the_land_gone_before_it_resolves_annex_goes_to_the_graveyard() -> None:
    """CR 608.2b, 303.4a: the targeted Windswept Heath sacrificed in response, the Aura spell's
    only target is illegal; it doesn't resolve and goes to its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Windswept Heath")
    s.library(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Annex", targets=[d.find("Windswept Heath")])
    d.pass_priority()
    d.activate(1, "Windswept Heath")
    d.resolve()
    d.choose(d.find("Forest", zone="library"))
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Annex") == "graveyard"
    assert d.chars(d.find("Forest", zone="battlefield")).controller == 1


def test_only_a_land_may_be_enchanted() -> None:
    """CR 303.4a, 702.5a: "Enchant land": a creature is no legal target; the attempt is refused
    with an error and the game is unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="not a legal target"):
        d.cast(0, "Annex", targets=[d.find("Glory Seeker")])
    assert d.game.fingerprint() == before


def test_when_annexs_controller_leaves_the_game_the_land_goes_back() -> None:
    """CR 800.4a: in a three-player game, player 0 concedes; Annex, owned by player 0, leaves
    the game and its control effect ends: player 1 controls the Forest again."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Forest")
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.cast(0, "Annex", targets=[forest])
    d.resolve()
    assert d.chars(forest).controller == 0
    d.act(0, Concede())
    assert d.state.players[0].lost
    assert d.chars(forest).controller == 1
    assert not d.ids("Annex", zone="battlefield")


def test_when_the_lands_owner_leaves_the_game_the_land_leaves_with_them() -> None:
    """CR 800.4a: the Forest's owner concedes; the Forest leaves the game although player 0
    controls it, and the Annex, attached to nothing, goes to the graveyard as a state-based
    action (CR 704.5m) when the next player would receive priority (CR 704.3)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Annex")
    s.battlefield(1, "Forest")
    for p in range(3):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Annex", targets=[d.find("Forest")])
    d.resolve()
    d.act(1, Concede())
    assert not d.ids("Forest", zone="battlefield")
    d.pass_priority()
    assert d.expect("priority").player == 2
    assert d.zone_of("Annex") == "graveyard"


def test_a_stolen_annex_s_land_goes_back_with_it_when_the_thief_leaves() -> None:
    """CR 800.4a, 613.1b: player 0's Annex gives them player 2's Forest; player 1 takes the
    Annex with Blatant Thievery, and with it the Forest. When player 1 concedes, the effect
    giving them the Annex ends, so the Annex is player 0's again and so is the Forest: neither
    is still controlled by player 1, so neither is exiled."""
    s = Scenario(players=3, seed=1)
    s.battlefield(2, "Forest", label="forest")
    s.battlefield(0, "Annex", attached_to="forest")
    s.battlefield(1, *["Island"] * 7)
    s.hand(1, "Blatant Thievery")
    for p in range(3):
        s.library(p, "Island", "Island")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    forest, annex = d.find("Forest"), d.find("Annex")
    assert d.chars(forest).controller == 0
    d.cast(1, "Blatant Thievery", targets=[annex])
    d.resolve()
    assert d.chars(annex).controller == 1 and d.chars(forest).controller == 1
    d.act(1, Concede())
    assert d.state.players[1].lost
    assert d.zone_of("Annex") == "battlefield" and d.zone_of("Forest") == "battlefield"
    assert d.chars(annex).controller == 0 and d.chars(forest).controller == 0
    assert d.state.objects[annex].attached_to == forest
