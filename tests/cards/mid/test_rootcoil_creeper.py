"""Rootcoil Creeper — {G}{U} Creature — Plant Horror 2/2.

Oracle: "{T}: Add one mana of any color. / {T}: Add two mana of any one color. Spend this mana
only to cast spells from your graveyard. / {G}{U}, {T}, Exile Rootcoil Creeper: Return target
card with flashback you own from exile to your hand."
No official rulings.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Rootcoil Creeper"
pytestmark = pytest.mark.card(CARD)


def _game(*permanents: str, hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
          exile: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, *permanents)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    s.exile(0, *exile)
    return Driver(s.build())


def test_one_mana_of_any_color_or_two_of_any_one_color() -> None:
    d = _game()
    creeper = d.find(CARD)
    offered = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == creeper}
    assert offered == {"W", "U", "B", "R", "G", "WW", "UU", "BB", "RR", "GG"}
    d.mana(0, CARD, "RR")
    assert d.state.players[0].mana_pool == {"R": 2}
    assert not any(isinstance(a, ActivateManaAbility) and a.source == creeper
                   for a in d.game.legal_actions())  # one {T}: one of the two abilities


def test_two_mana_cast_a_spell_from_your_graveyard() -> None:
    """Abandon the Post's flashback {3}{R}: the Creeper's {R}{R} and two Mountains."""
    d = _game("Mountain", "Mountain", graveyard=("Abandon the Post",))
    d.mana(0, CARD, "RR")
    d.cast(0, "Abandon the Post", method="flashback", targets=[])
    assert d.state.players[0].mana_pool == {} and len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Abandon the Post") == "exile"


def test_two_mana_offered_while_paying_for_a_spell_from_the_graveyard_only() -> None:
    """With a Mountain, the flashback {3}{R} can't be paid by the Creeper ({R}{R} or one mana)
    and is not offered; with two it is, and the Creeper's two-mana ability is among the mana
    abilities offered for it but never for a spell cast from the hand."""
    d = _game("Mountain", graveyard=("Abandon the Post",))
    assert CastSpell(d.find("Abandon the Post"), "flashback") not in d.game.legal_actions()
    d2 = _game("Mountain", "Mountain", graveyard=("Abandon the Post",))
    d2.cast(0, "Abandon the Post", method="flashback", targets=[], pay=False)
    creeper = d2.find(CARD)
    assert ActivateManaAbility(creeper, 1, "RR") in d2.game.legal_actions()
    d3 = _game("Mountain", hand=("Abandon the Post",))
    d3.cast(0, "Abandon the Post", targets=[], pay=False)
    assert {a.mana for a in d3.game.legal_actions() if isinstance(a, ActivateManaAbility)
            and a.source == creeper} == {"W", "U", "B", "R", "G"}  # one mana only


def test_the_two_mana_stay_in_the_pool_for_a_spell_from_the_hand() -> None:
    d = _game("Forest", hand=("Pestilent Wolf",))
    d.mana(0, CARD, "GG")
    assert CastSpell(d.find("Pestilent Wolf"), "normal") not in d.game.legal_actions()
    d2 = _game("Forest", "Forest", hand=("Pestilent Wolf",))
    d2.mana(0, CARD, "GG")
    d2.cast(0, "Pestilent Wolf")
    assert d2.state.players[0].mana_pool == {"G": 2}


def test_returns_a_card_with_flashback_you_own_from_exile() -> None:
    """Only cards with flashback you own are targets; the Creeper is exiled as a cost."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Forest", "Island")
    s.exile(0, "Homestead Courage", "Pestilent Wolf")
    s.exile(1, "Abandon the Post")
    d = Driver(s.build())
    creeper = d.find(CARD)
    assert ActivateAbility(creeper, 2) in d.game.legal_actions()
    d.act(0, ActivateAbility(creeper, 2))
    assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {
        d.find("Homestead Courage")}
    d.choose(d.find("Homestead Courage"))
    d.pay()
    assert d.zone_of(CARD) == "exile"
    d.resolve()
    assert d.zone_of("Homestead Courage") == "hand"


def test_no_target_no_activation() -> None:
    d = _game("Forest", "Island", exile=("Pestilent Wolf",))
    assert ActivateAbility(d.find(CARD), 2) not in d.game.legal_actions()


def test_summoning_sick_it_has_no_tap_ability_to_use() -> None:
    """CR 302.6: a creature that came under your control this turn can't use {T} abilities,
    mana abilities included (CR 605.1a): none of its three abilities is offered."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, sick=True)
    s.battlefield(0, "Forest", "Island")
    s.exile(0, "Homestead Courage")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    d = Driver(s.build())
    creeper = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, (ActivateManaAbility, ActivateAbility)) and a.source == creeper]
    d.pass_until("upkeep", turn=5)
    assert ActivateAbility(creeper, 2) in d.game.legal_actions()
