"""Unblinking Observer — {1}{U} Creature — Homunculus 2/1.

Oracle: "{T}: Add {U}. Spend this mana only to pay a disturb cost or cast an instant or sorcery
spell."
No official rulings.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.payment_paths import pay_with_offered_mana_abilities

CARD = "Unblinking Observer"
pytestmark = pytest.mark.card(CARD)


def _game(*permanents: str, hand: tuple[str, ...] = (),
          graveyard: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, *permanents)
    s.hand(0, *hand)
    s.graveyard(0, *graveyard)
    s.library(0, *["Island"] * 5)
    return Driver(s.build())


def test_pays_for_an_instant_or_a_sorcery() -> None:
    """Otherworldly Gaze ({U}, instant) with the Observer alone; Tapping at the Window ({1}{G},
    sorcery) with a Forest and the Observer."""
    d = _game(hand=("Otherworldly Gaze",))
    observer = d.find(CARD)
    assert CastSpell(d.find("Otherworldly Gaze"), "normal") in d.game.legal_actions()
    d.cast(0, "Otherworldly Gaze")
    assert d.state.objects[observer].tapped and len(d.state.stack) == 1
    d2 = _game("Forest", hand=("Tapping at the Window",))
    d2.cast(0, "Tapping at the Window")
    assert len(d2.state.stack) == 1 and d2.state.objects[d2.find(CARD)].tapped


def test_pays_a_disturb_cost() -> None:
    """Baithook Angler's disturb cost {1}{U} from the graveyard: the Observer and an Island."""
    d = _game("Island", graveyard=("Baithook Angler",))
    d.mana(0, CARD, "U")
    d.cast(0, "Baithook Angler", method="disturb")
    assert d.state.players[0].mana_pool == {} and len(d.state.stack) == 1


def test_cant_pay_for_a_creature_spell_or_an_ability() -> None:
    """Baithook Angler cast from the hand ({1}{U}) with an Island and the Observer is not
    offered; the {U} made beforehand stays in the pool when the Angler is paid by two
    Islands."""
    d = _game("Island", hand=("Baithook Angler",))
    assert CastSpell(d.find("Baithook Angler"), "normal") not in d.game.legal_actions()
    d2 = _game("Island", "Island", hand=("Baithook Angler",))
    d2.mana(0, CARD, "U")
    d2.cast(0, "Baithook Angler")
    assert d2.state.players[0].mana_pool == {"U": 1}
    observer = d2.find(CARD)
    assert not any(isinstance(a, ActivateManaAbility) and a.source == observer
                   for a in d2.game.legal_actions())


def test_its_mana_counts_toward_the_x_of_a_sorcery() -> None:
    """CR 107.3, 106.6, 601.2f: the X announced for Light Up the Night ({X}{R}) goes as high
    as the mana that may be spent on it pays: two Mountains and the Observer's {U} (to be
    spent only on an instant or sorcery spell, or a disturb cost) make X up to 2."""
    s = Scenario(seed=1)
    s.battlefield(0, "Unblinking Observer", "Mountain", "Mountain")
    s.hand(0, "Light Up the Night")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Light Up the Night", "hand"), "normal"))
    assert [a.value for a in d.expect("x").actions] == [0, 1, 2]


def test_offered_for_an_instant_whose_other_mana_crossroads_candleguide_makes() -> None:
    """CR 106.6, 605.3a, 601.2g–h: paying Shade's Breath ({1}{B}) with the Observer, two
    Forests and Crossroads Candleguide ({2}: Add one mana of any color), the Observer's {U}
    pays the {1} (its mana may pay for an instant, not for the Candleguide's cost) and the
    Forests pay the Candleguide's {2} for the {B}. So the Observer is offered first of all
    beside the Forests and the Candleguide's {B}, and paying with it, then the Candleguide,
    casts the instant with the pool left empty."""
    d = _game("Forest", "Forest", "Crossroads Candleguide", hand=("Shade's Breath",))
    observer, guide = d.find(CARD), d.find("Crossroads Candleguide")
    d.cast(0, "Shade's Breath", pay=False)
    d.expect("pay_mana")
    assert {(a.source, a.mana) for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == {
        (observer, "U"), *((f, "G") for f in d.ids("Forest")), (guide, "B")}
    d.act(0, ActivateManaAbility(observer, 0, "U"))
    d.expect("pay_mana")
    assert d.decision.prompt == "Pay {B}"
    d.act(0, ActivateManaAbility(guide, 1, "B"))
    pay_with_offered_mana_abilities(d)
    d.expect("priority")
    assert d.find("Shade's Breath", "stack")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert d.state.players[0].mana_pool == {}


def test_its_mana_in_the_pool_pays_an_instant_whose_other_mana_crossroads_candleguide_makes(
        ) -> None:
    """CR 106.6, 605.3a, 601.2g–h: with the Observer's {U} already in the pool, two Forests
    and Crossroads Candleguide untapped, Shade's Breath ({1}{B}) can be cast: the {U} pays the
    {1} and the Forests the Candleguide's {2} for the {B}. It is listed, and cast with the
    Forests tapped and the pool left empty."""
    d = _game("Forest", "Forest", "Crossroads Candleguide", hand=("Shade's Breath",))
    d.mana(0, CARD)
    assert d.state.players[0].mana_pool == {"U": 1}
    assert CastSpell(d.find("Shade's Breath"), "normal") in d.game.legal_actions()
    d.cast(0, "Shade's Breath")
    d.expect("priority")
    assert d.find("Shade's Breath", "stack")
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    assert d.state.players[0].mana_pool == {}


def test_pays_a_flashback_cost_of_an_instant() -> None:
    """Casting an instant with flashback is casting an instant spell (CR 702.34a): the
    Observer and an Island pay Faithful Mending's {1}{W}{U} with a Plains."""
    d = _game("Island", "Plains", graveyard=("Faithful Mending",))
    d.mana(0, CARD, "U")
    assert CastSpell(d.find("Faithful Mending", "graveyard"), "flashback") in \
        d.game.legal_actions()
    d.cast(0, "Faithful Mending", method="flashback")
    assert d.state.players[0].mana_pool == {} and len(d.state.stack) == 1


def test_cant_pay_a_cycling_cost_of_an_instant_card() -> None:
    """Cycling is an activated ability, not a spell (CR 702.29a): the Observer's {U} can't pay
    Renewed Faith's cycling {1}{W}, though the card is an instant; it stays in the pool."""
    d = _game("Plains", hand=("Renewed Faith",))
    d.mana(0, CARD, "U")
    card = d.find("Renewed Faith", "hand")
    assert not any(isinstance(a, ActivateAbility) and a.source == card
                   for a in d.game.legal_actions())
    d2 = _game("Plains", "Plains", hand=("Renewed Faith",))
    d2.mana(0, CARD, "U")
    d2.activate(0, d2.find("Renewed Faith", "hand"))
    assert d2.state.players[0].mana_pool == {"U": 1}


def test_cant_pay_the_cost_of_ixidor_s_will() -> None:
    """Paying "unless its controller pays {2}" isn't casting a spell nor a disturb cost (CR
    118.12a): with the Observer and one Island untapped, the Otherworldly Gaze's caster can't
    pay {2} for the one Wizard, so the only answer is to decline."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Crafty Pathmage")
    s.hand(0, "Ixidor's Will")
    s.battlefield(1, CARD, "Island", "Island")
    s.hand(1, "Otherworldly Gaze")
    s.library(1, *["Island"] * 5)
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    gaze = d.cast(1, "Otherworldly Gaze", pay=False)
    d.mana(1, "Island", "U")
    d.pay()
    assert not d.state.objects[d.find(CARD)].tapped
    d.pass_priority()
    d.cast(0, "Ixidor's Will", targets=[gaze])
    d.resolve()
    d.expect("unless_payment")
    assert [a.value for a in d.game.legal_actions()] == ["decline"]


def test_summoning_sick_it_cant_tap_for_mana() -> None:
    """CR 302.6, 605.1a: its mana ability has {T} in its cost, so it can't be activated until
    the Observer has been under its controller's control since their most recent turn began;
    Otherworldly Gaze then can't be cast with it alone."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, sick=True)
    s.hand(0, "Otherworldly Gaze")
    d = Driver(s.build())
    observer = d.find(CARD)
    legal = d.game.legal_actions()
    assert not any(isinstance(a, ActivateManaAbility) and a.source == observer for a in legal)
    assert CastSpell(d.find("Otherworldly Gaze"), "normal") not in legal


def test_cant_pay_for_a_face_down_spell_or_turning_a_creature_face_up() -> None:
    """A face-down spell is a creature spell (CR 702.37c, 708.4), and turning a permanent face
    up is a special action, not a spell (CR 116.2b): with the Observer and two Islands,
    Ascending Aven can't be cast face down for {3}, and a face-down Ascending Aven can't be turned
    face up for its morph cost {2}{U}; with a third Island, both can."""
    from manastack.decisions.actions import SpecialAction

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Island")
    s.battlefield(0, "Ascending Aven", face_down=True)
    s.hand(0, "Ascending Aven")
    d = Driver(s.build())
    in_hand = d.find("Ascending Aven", "hand")
    face_down = d.find("Ascending Aven", "battlefield")
    legal = d.game.legal_actions()
    assert CastSpell(in_hand, "face_down") not in legal
    assert SpecialAction("turn_face_up", face_down) not in legal
    s2 = Scenario(seed=1)
    s2.battlefield(0, CARD, "Island", "Island", "Island")
    s2.battlefield(0, "Ascending Aven", face_down=True)
    s2.hand(0, "Ascending Aven")
    d2 = Driver(s2.build())
    legal2 = d2.game.legal_actions()
    assert CastSpell(d2.find("Ascending Aven", "hand"), "face_down") in legal2
    assert SpecialAction("turn_face_up", d2.find("Ascending Aven", "battlefield")) in legal2
