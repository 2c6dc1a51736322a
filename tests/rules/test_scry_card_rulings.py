"""The official rulings on scry that the card data attaches to the Midnight Hunt Commander scry
lands (Temple of Deceit, Temple of Plenty), checked with the scry spells of the pool
(CR 701.22).

* You may put all the cards on top, all on the bottom, or some on top and the rest on the
  bottom (CR 701.22a).
* You choose how to order the cards returned to your library after scrying, wherever you put
  them (CR 701.22a): on top, and on the bottom too.
* You perform the actions on a card in sequence: some scry last, some scry first (CR 608.2c).
* If all the targets of a spell with scry are illegal as it tries to resolve, it doesn't
  resolve and you don't scry (CR 608.2b).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def betrayal(library: tuple[str, ...]) -> Driver:
    """Pack's Betrayal cast with a Wolf in play (so it scries 2), against player 1's Elvish
    Warrior; the scry decision is pending."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Snarling Wolf")
    s.hand(0, "Pack's Betrayal")
    s.battlefield(1, "Elvish Warrior", tapped=True)
    s.library(0, *library)
    d = Driver(s.build())
    d.cast(0, "Pack's Betrayal", targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.expect("scry")
    return d


def names(d: Driver) -> list[str]:
    return [d.game.card(c).name for c in d.state.players[0].library]


@pytest.mark.parametrize("temple", [
    pytest.param("Temple of Deceit", marks=pytest.mark.ruling("MIC-OR-0302")),
    pytest.param("Temple of Plenty", marks=pytest.mark.ruling("MIC-OR-0306")),
])
def test_you_order_the_cards_kept_on_top(temple: str) -> None:
    """Official ruling: "You choose how to order cards returned to your library after scrying
    no matter where you put them." (CR 701.22a)

    Scry 2 keeping both on top: the player chooses Island to be on top, above Forest (the
    temple's own scry looks at one card, where no order arises)."""
    d = betrayal(("Forest", "Island", "Plains"))
    forest, island = d.find("Forest", zone="library"), d.find("Island", zone="library")
    d.choose("top")
    d.choose("top")
    d.expect("order_cards")
    assert set(d.game.legal_actions()) == {Choose(forest), Choose(island)}
    d.choose(island)
    while d.decision.kind == "order_cards":
        d.choose(forest)
    assert names(d) == ["Island", "Forest", "Plains"]
    # the temple's own scry 1
    s = Scenario(seed=1)
    s.hand(0, temple)
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, temple)
    d.resolve()
    d.expect("scry")
    d.choose("bottom")
    assert names(d) == ["Island", "Forest"]


@pytest.mark.ruling("MIC-OR-0302", "MIC-OR-0306")
def test_you_order_the_cards_put_on_the_bottom() -> None:
    """Official ruling: "You choose how to order cards returned to your library after scrying
    no matter where you put them." (CR 701.22a)

    Scry 2 putting both on the bottom: the player orders them from the top down, Island above
    Forest one way, Forest above Island the other. (The temples' scry 1 has one card.)"""
    for first, second in (("Island", "Forest"), ("Forest", "Island")):
        d = betrayal(("Forest", "Island", "Plains"))
        d.choose("bottom")
        d.choose("bottom")
        d.expect("order_cards")
        assert set(d.game.legal_actions()) == {Choose(d.find("Forest", zone="library")),
                                               Choose(d.find("Island", zone="library"))}
        d.choose(d.find(first, zone="library"))
        assert d.decision.kind == "priority"
        assert names(d) == ["Plains", first, second]


@pytest.mark.parametrize("temple", [
    pytest.param("Temple of Deceit", marks=pytest.mark.ruling("MIC-OR-0301")),
    pytest.param("Temple of Plenty", marks=pytest.mark.ruling("MIC-OR-0305")),
])
def test_some_on_top_and_the_rest_on_the_bottom(temple: str) -> None:
    """Official ruling: "When you scry, you may put all the cards you look at back on top of
    your library, you may put all of those cards on the bottom of your library, or you may put
    some of those cards on top and the rest of them on the bottom." (CR 701.22a)

    Scry 2, Forest kept on top and Island put on the bottom; the temple's own scry 1 offers top
    and bottom (its tests check each)."""
    d = betrayal(("Forest", "Island", "Plains"))
    d.choose("top")
    d.choose("bottom")
    assert d.decision.kind == "priority"
    assert names(d) == ["Forest", "Plains", "Island"]
    s = Scenario(seed=1)
    s.hand(0, temple)
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, temple)
    d.resolve()
    assert set(d.expect("scry").actions) == {Choose("top"), Choose("bottom")}


@pytest.mark.parametrize("temple", [
    pytest.param("Temple of Deceit", marks=pytest.mark.ruling("MIC-OR-0303")),
    pytest.param("Temple of Plenty", marks=pytest.mark.ruling("MIC-OR-0307")),
])
def test_actions_are_performed_in_sequence(temple: str) -> None:
    """Official ruling: "You perform the actions stated on a card in sequence. For some spells
    and abilities, that means you'll scry last. For others, that means you'll scry and then
    perform other actions." (CR 608.2c)

    Fading Hope returns the creature first, then scries: when the scry is asked, the creature
    is already in its owner's hand. The temple's ability only scries: it is asked as the
    ability resolves."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.expect("scry")
    assert d.zone_of("Glory Seeker") == "hand"
    d.choose("bottom")
    assert names(d) == ["Island", "Forest"]
    s = Scenario(seed=1)
    s.hand(0, temple)
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    d.play_land(0, temple)
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("scry")
    d.choose("top")
    assert not d.state.stack and names(d) == ["Forest", "Island"]


@pytest.mark.parametrize("temple", [
    pytest.param("Temple of Deceit", marks=pytest.mark.ruling("MIC-OR-0304")),
    pytest.param("Temple of Plenty", marks=pytest.mark.ruling("MIC-OR-0308")),
])
def test_no_scry_when_the_only_target_is_illegal(temple: str) -> None:
    """Official ruling: "Scry appears on some spells and abilities with one or more targets. If
    all of the spell or ability's targets are illegal when it tries to resolve, it won't
    resolve and none of its effects will happen. You won't scry." (CR 608.2b)

    Fading Hope's target leaves the battlefield in response (Chain of Vapor): Fading Hope
    doesn't resolve, nothing is scried. (The temple's scry has no target: it always
    happens.)"""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Glory Seeker", "Island")
    s.hand(1, "Chain of Vapor")
    s.library(0, "Forest", "Island")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fading Hope", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[seeker])
    d.resolve()
    while d.decision.kind == "may":
        d.choose(False)  # no copy of Chain of Vapor
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Fading Hope") == "graveyard"
    assert names(d) == ["Forest", "Island"]
    s = Scenario(seed=1)
    s.hand(0, temple)
    s.library(0, "Forest")
    d = Driver(s.build())
    d.play_land(0, temple)
    d.resolve()
    d.expect("scry")
