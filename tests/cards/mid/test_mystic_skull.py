"""Mystic Skull // Mystic Monstrosity — {2} Artifact // Artifact Creature — Construct 5/6.

Oracle: Front: "{1}, {T}: Add one mana of any color. / {5}, {T}: Transform Mystic Skull."
Back: "Lands you control have "{T}: Add one mana of any color.""
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, ActivateManaAbility, SpecialAction
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mystic Skull")

SKULL = "Mystic Skull"


def options(d: Driver, oid: int) -> set[str]:
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == oid}


def test_one_mana_and_tap_for_any_color() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Mountain")
    d = Driver(s.build())
    skull = d.find(SKULL)
    # Its {1} is paid by activating the Mountain as it is activated (CR 605.3a, 602.2b).
    assert options(d, skull) == {"W", "U", "B", "R", "G"}
    d.mana(0, skull, "U")
    d.expect("pay_mana")
    d.mana(0, "Mountain")
    assert d.state.players[0].mana_pool == {"U": 1}
    assert d.state.objects[skull].tapped


def test_transforms_into_a_five_six_that_fixes_your_lands() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Mountain"] * 6)
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    skull = d.find(SKULL)
    d.activate(0, SKULL, index=1)
    d.resolve()
    c = d.chars(skull)
    assert c.name == "Mystic Monstrosity"
    assert c.is_creature and "Artifact" in c.types and (c.power, c.toughness) == (5, 6)
    untapped = [m for m in d.ids("Mountain") if not d.state.objects[m].tapped]
    assert len(untapped) == 1
    assert options(d, untapped[0]) == {"W", "U", "B", "R", "G"}
    d.mana(0, untapped[0], "G")
    assert d.state.players[0].mana_pool == {"G": 1}
    forest = d.chars(d.find("Forest"))
    assert not [a for a in forest.abilities if getattr(a, "mana", None) == ("any",)]


def test_transform_needs_five_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Mountain"] * 4)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)]


def test_transform_paid_with_sungrass_prairie() -> None:
    """CR 605.3a, 602.2b, 601.2g: four Forests alone can't pay {5} (the Skull's own mana
    ability turns one mana into one), but Sungrass Prairie's "{1}, {T}: Add {G}{W}" may be
    activated while the cost is paid, a Forest paying its {1}: the transform is activatable,
    and paid that way."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Sungrass Prairie", *["Forest"] * 4)
    d = Driver(s.build())
    skull, prairie = d.find(SKULL), d.find("Sungrass Prairie")
    assert ActivateAbility(skull, 1) in d.game.legal_actions()
    d.activate(0, SKULL, index=1, pay=False)
    d.expect("pay_mana")
    acts = d.game.legal_actions()
    assert ActivateManaAbility(prairie, 0, "GW") in acts
    assert skull not in {a.source for a in acts if isinstance(a, ActivateManaAbility)}
    d.act(0, ActivateManaAbility(prairie, 0, "GW"))
    d.expect("pay_mana")  # the Prairie's {1}: a Forest
    assert d.decision.prompt == "Pay {1} to activate a mana ability"
    assert {a.source for a in d.game.legal_actions()} == set(d.ids("Forest"))
    d.pay()
    assert d.state.objects[skull].tapped and d.state.objects[prairie].tapped
    assert all(d.state.objects[f].tapped for f in d.ids("Forest"))
    d.resolve()
    assert d.chars(skull).name == "Mystic Monstrosity"


def test_four_forests_can_t_pay_the_transform() -> None:
    """CR 602.2b, 118.3: without the Prairie, {5} is out of reach of four Forests."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Forest"] * 4)
    d = Driver(s.build())
    assert ActivateAbility(d.find(SKULL), 1) not in d.game.legal_actions()


def test_its_own_mana_ability_is_never_offered_for_the_transform() -> None:
    """CR 601.2g–h, 118.3: while {5} is paid, the Skull's "{1}, {T}: Add one mana of any
    color" is not offered, though a Forest could pay its {1} and the other four the rest: the
    {T} of the same cost needs the Skull untapped. Only the Forests are."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Forest"] * 5)
    d = Driver(s.build())
    d.activate(0, SKULL, index=1, pay=False)
    d.expect("pay_mana")
    assert {a.source for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility)} == set(d.ids("Forest"))


def test_its_mana_pays_for_a_green_ability_of_another_permanent() -> None:
    """CR 602.2b, 605.3a: with two Mountains, Snarling Wolf's "{1}{G}" is payable: one Mountain
    pays the Skull's {1} as it is activated for {G}, the other pays the {1}; the Skull's own
    transform, out of reach, is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Snarling Wolf", "Mountain", "Mountain")
    d = Driver(s.build())
    skull, wolf = d.find(SKULL), d.find("Snarling Wolf")
    acts = d.game.legal_actions()
    assert ActivateAbility(wolf, 0) in acts and ActivateAbility(skull, 1) not in acts
    d.activate(0, wolf, pay=False)
    d.expect("pay_mana")
    d.mana(0, skull, "G")
    d.pay()
    d.resolve()
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (3, 3)


def test_at_priority_its_one_is_paid_with_the_mana_the_pool_holds_most_of() -> None:
    """CR 605.3a, 602.2b, 601.2h: with priority and {R}{R}{G} in the pool, the Skull's {1} is
    paid from the pool as any generic mana is (nothing else is being paid, so no choice keeps
    a payment completable): with the mana it holds most of, {R}. {R}{G}{U} remain, the Skull
    tapped."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Mountain", "Mountain", "Forest")
    d = Driver(s.build())
    for land in (*d.ids("Mountain"), d.find("Forest")):
        d.mana(0, land)
    assert d.state.players[0].mana_pool == {"R": 2, "G": 1}
    d.mana(0, SKULL, "U")
    assert d.decision.kind == "priority"
    assert d.state.players[0].mana_pool == {"R": 1, "G": 1, "U": 1}
    assert d.state.objects[d.find(SKULL)].tapped


def test_with_mana_in_the_pool_its_mana_still_pays_a_green_ability() -> None:
    """CR 602.2b, 605.3a: with {R} in the pool (a Mountain tapped) and the other Mountain
    untapped, Snarling Wolf's "{1}{G}" is offered: the {R} pays the Skull's {1} as it is
    activated for {G}, the Mountain the {1}. The transform ({5}) is not offered."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Snarling Wolf", "Mountain", "Mountain")
    d = Driver(s.build())
    skull, wolf = d.find(SKULL), d.find("Snarling Wolf")
    d.mana(0, d.ids("Mountain")[0])
    assert d.state.players[0].mana_pool == {"R": 1}
    acts = d.game.legal_actions()
    assert ActivateAbility(wolf, 0) in acts and ActivateAbility(skull, 1) not in acts
    assert options(d, skull) == {"W", "U", "B", "R", "G"}
    d.activate(0, wolf, pay=False)
    d.expect("pay_mana")
    d.mana(0, skull, "G")
    d.pay()
    assert d.decision.kind == "priority" and d.state.players[0].mana_pool == {}
    d.resolve()
    assert (d.chars(wolf).power, d.chars(wolf).toughness) == (3, 3)


def test_its_mana_turns_a_face_down_creature_up_though_its_transform_can_t_be_paid() -> None:
    """CR 702.37e, 116.2b, 605.3a, 106.6: with Somberwald Sage's {G}{G}{G} (spent only on
    creature spells) and a Forest's {G} in the pool, one Forest untapped and Whipcorder face
    down (morph {W}): the Skull's "{5}, {T}: Transform" can't be paid (the Sage's mana pays
    no ability, and the Skull's own {T} can't make mana for it), and the Forest's {G} pays the
    Skull's {1} for the {W} that turns Whipcorder face up. So turning it up is offered, and
    done that way: the Skull tapped, Whipcorder face up, the Sage's {G}{G}{G} left."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, "Somberwald Sage", "Forest", "Forest")
    s.battlefield(0, "Whipcorder", face_down=True)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    skull, whipcorder = d.find(SKULL), d.find("Whipcorder")
    d.mana(0, "Somberwald Sage", "GGG")
    d.mana(0, d.ids("Forest")[0])
    acts = d.game.legal_actions()
    assert SpecialAction("turn_face_up", whipcorder) in acts
    assert ActivateAbility(skull, 1) not in acts
    assert options(d, skull) == {"W", "U", "B", "R", "G"}
    d.special(0, "turn_face_up", whipcorder)
    d.expect("pay_mana")
    d.mana(0, skull, "W")
    d.expect("priority")
    assert not d.state.objects[whipcorder].face_down
    assert d.state.objects[skull].tapped
    assert d.state.players[0].mana_pool == {"G": 3}


def test_a_land_played_after_the_transform_has_the_ability_too() -> None:
    """CR 611.3a: "Lands you control have ..." is a static ability's continuous effect, applied
    to every land its controller controls at any time, so a Mountain played afterwards taps
    for any color."""
    s = Scenario(seed=1)
    s.battlefield(0, SKULL, *["Mountain"] * 5)
    s.hand(0, "Mountain")
    d = Driver(s.build())
    d.activate(0, SKULL, index=1)
    d.resolve()
    assert d.chars(d.find(SKULL)).name == "Mystic Monstrosity"
    before = set(d.ids("Mountain"))
    d.play_land(0, "Mountain")
    [new] = set(d.ids("Mountain")) - before
    assert options(d, new) == {"W", "U", "B", "R", "G"}


def test_the_skull_cast_this_turn_may_tap_at_once() -> None:
    """CR 302.6 applies only to creatures: the Skull, a noncreature artifact cast this turn, may
    use its {T} mana ability right away."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 3)
    s.hand(0, SKULL)
    d = Driver(s.build())
    d.cast(0, SKULL)
    d.resolve()
    skull = d.find(SKULL)
    assert options(d, skull) == {"W", "U", "B", "R", "G"}
    [untapped] = [m for m in d.ids("Mountain") if not d.state.objects[m].tapped]
    d.mana(0, skull, "W")
    d.expect("pay_mana")
    d.mana(0, untapped)
    assert d.state.players[0].mana_pool == {"W": 1}
