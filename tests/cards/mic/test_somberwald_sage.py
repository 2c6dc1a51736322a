"""Somberwald Sage — {2}{G} Creature — Human Druid 0/1.

Oracle: "{T}: Add three mana of any one color. Spend this mana only to cast creature spells."
Rulings covered: MIC-OR-0233 (any part of a creature spell's total cost, additional and alternative costs
too), MIC-OR-0234 (not activated abilities), MIC-OR-0235 (not noncreature spells that make
creature tokens).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

CARD = "Somberwald Sage"
pytestmark = pytest.mark.card(CARD)


def _game(*lands: str, hand: tuple[str, ...] = (), battlefield: tuple[str, ...] = (),
          graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, *lands, *battlefield)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    return Driver(s.build())


def test_adds_three_mana_of_any_one_color() -> None:
    d = _game()
    source = d.find(CARD)
    assert {a.mana for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)
            and a.source == source} == {"WWW", "UUU", "BBB", "RRR", "GGG"}
    d.mana(0, CARD, "BBB")
    assert d.state.players[0].mana_pool == {"B": 3} and not d.state.stack


def test_pays_for_a_creature_spell() -> None:
    d = _game(hand=("Bounding Wolf",))
    d.mana(0, CARD, "GGG")
    d.cast(0, "Bounding Wolf")
    assert d.state.players[0].mana_pool == {}
    d.resolve()
    assert d.zone_of("Bounding Wolf") == "battlefield"


@pytest.mark.ruling("MIC-OR-0233")
def test_pays_an_alternative_cost_of_a_creature_spell() -> None:
    """Official ruling: the mana "can be spent on any part of a creature spell's total cost.
    This includes additional costs (such as kicker) and alternative costs (such as evoke
    costs).": Baithook Angler cast from the graveyard for its disturb cost {1}{U}, an
    alternative cost (CR 702.146a, 118.9), transformed into a creature spell (the Spirit)."""
    d = _game(graveyard=("Baithook Angler",))
    d.mana(0, CARD, "UUU")
    d.cast(0, "Baithook Angler", method="disturb")
    assert d.state.players[0].mana_pool == {"U": 1}
    d.resolve()
    assert d.state.battlefield[-1] == d.find("Baithook Angler", "battlefield")


@pytest.mark.ruling("MIC-OR-0234")
def test_cant_pay_for_an_activated_ability() -> None:
    """Official ruling: the mana "can't be spent on activated abilities": with only the Sage's
    {G}{G}{G}, Snarling Wolf's {1}{G} ability can't be activated, and the mana stays."""
    d = _game(battlefield=("Snarling Wolf",))
    d.mana(0, CARD, "GGG")
    wolf = d.find("Snarling Wolf")
    act = ActivateAbility(wolf, 0)
    if act in d.game.legal_actions():
        with pytest.raises(IllegalActionError):
            d.act(0, act)
    assert d.state.players[0].mana_pool == {"G": 3} and not d.state.stack
    d2 = _game("Forest", "Forest", battlefield=("Snarling Wolf",))
    d2.mana(0, CARD, "GGG")
    d2.activate(0, "Snarling Wolf")  # paid with the Forests; the Sage's mana stays
    assert d2.state.players[0].mana_pool == {"G": 3} and len(d2.state.stack) == 1


@pytest.mark.ruling("MIC-OR-0235")
def test_cant_pay_for_a_noncreature_spell_that_makes_creature_tokens() -> None:
    """Official ruling: the mana "can't be spent on noncreature spells that would put creature
    tokens onto the battlefield": Bestial Menace ({3}{G}{G}, a sorcery making three creature
    tokens) is paid by five Forests, the Sage's {G}{G}{G} left in the pool; with two Forests
    only it can't be cast."""
    d = _game(*["Forest"] * 5, hand=("Bestial Menace",))
    d.mana(0, CARD, "GGG")
    d.cast(0, "Bestial Menace")
    assert d.state.players[0].mana_pool == {"G": 3}
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    d2 = _game("Forest", "Forest", hand=("Bestial Menace",))
    d2.mana(0, CARD, "GGG")
    menace = d2.find("Bestial Menace")
    if CastSpell(menace, "normal") in d2.game.legal_actions():
        with pytest.raises(IllegalActionError):
            d2.act(0, CastSpell(menace, "normal"))
    assert d2.zone_of("Bestial Menace") == "hand"
    assert d2.state.players[0].mana_pool == {"G": 3}


@pytest.mark.ruling("MIC-OR-0233")
def test_pays_an_additional_cost_of_a_creature_spell() -> None:
    """Official ruling: the mana "can be spent on any part of a creature spell's total cost. This
    includes additional costs (such as kicker) ...": Morkrut Behemoth ({4}{B}) with its additional
    {1}{B} paid instead of a sacrifice costs seven in all (CR 601.2f); the Sage's {B}{B}{B} and
    four Swamps pay exactly that."""
    d = _game("Swamp", "Swamp", "Swamp", "Swamp", hand=("Morkrut Behemoth",))
    d.mana(0, CARD, "BBB")
    d.cast(0, "Morkrut Behemoth", choices=[1])
    assert d.state.players[0].mana_pool == {}
    assert all(d.state.objects[s].tapped for s in d.ids("Swamp"))
    assert d.zone_of(CARD) == "battlefield"
    d.resolve()
    assert d.zone_of("Morkrut Behemoth") == "battlefield"


def test_pays_for_a_spell_cast_face_down() -> None:
    """CR 708.2a, 708.4, 601.2f: Krosan Colossus cast face down (morph) is a 2/2 creature spell
    with no name and no mana cost, so three mana from the Sage, spendable only on creature
    spells, pays its {3}: the face-down cast is offered while the Colossus is still in the hand,
    and it is paid with the Sage's mana alone."""
    d = _game(hand=("Krosan Colossus",))
    d.mana(0, CARD, "GGG")
    assert CastSpell(d.find("Krosan Colossus", "hand"), "face_down") in d.game.legal_actions()
    sid = d.cast(0, "Krosan Colossus", method="face_down")
    assert d.state.players[0].mana_pool == {} and d.state.objects[sid].face_down
    d.resolve()
    assert d.zone_of("Krosan Colossus") == "battlefield"


def test_an_opponents_spending_leaves_your_restricted_mana_restricted() -> None:
    """CR 106.6, 106.4: each player's Somberwald Sage adds GGG to spend only on creature
    spells; the opponent pays for Primal Boost from its Forests with its own Sage's mana in its
    pool: the active player's GGG, still in its pool, may still pay for Bounding Wolf but not
    for Primal Boost."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Primal Boost", "Bounding Wolf")
    s.battlefield(1, CARD, "Forest", "Forest", "Forest")
    s.hand(1, "Primal Boost")
    d = Driver(s.build())
    d.mana(0, d.find(CARD, player=0), "GGG")
    d.pass_priority()
    theirs = d.find(CARD, player=1)
    d.mana(1, theirs, "GGG")
    d.cast(1, "Primal Boost", targets=[theirs])
    assert d.state.players[1].mana_pool == {"G": 3}
    d.resolve()
    assert d.chars(theirs).power == 4
    assert d.decision.player == 0 and d.state.players[0].mana_pool == {"G": 3}
    castable = {a.card for a in d.game.legal_actions() if isinstance(a, CastSpell)}
    assert castable == {d.find("Bounding Wolf")}
    d.cast(0, "Bounding Wolf")
    assert d.state.players[0].mana_pool == {}


def test_a_sage_that_came_under_your_control_this_turn_cant_tap_for_mana() -> None:
    """CR 302.6: summoning sick, its {T} mana ability isn't offered."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, sick=True)
    d = Driver(s.build())
    sage = d.find(CARD)
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == sage]


def test_cant_pay_for_an_instant_and_the_mana_stays() -> None:
    """"Only to cast creature spells": Shock ({R}) isn't castable with only {R}{R}{R} from the
    Sage; the pool is unchanged."""
    d = _game(hand=("Shock",))
    d.mana(0, CARD, "RRR")
    assert CastSpell(d.find("Shock"), "normal") not in d.game.legal_actions()
    with pytest.raises(IllegalActionError):
        d.act(0, CastSpell(d.find("Shock"), "normal"))
    assert d.state.players[0].mana_pool == {"R": 3} and not d.state.stack
    assert d.zone_of("Shock") == "hand"


def test_three_of_one_colour_only() -> None:
    """"Three mana of any one color" (CR 106.1b): no mix of colours and no colourless."""
    d = _game(hand=("Bounding Wolf",))
    sage = d.find(CARD)
    manas = {a.mana for a in d.game.legal_actions()
             if isinstance(a, ActivateManaAbility) and a.source == sage}
    assert all(len(set(m)) == 1 and len(m) == 3 for m in manas)
    assert "C" not in "".join(manas)
