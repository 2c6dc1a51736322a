"""Which activated abilities a player may activate (CR 602.1, 602.2, 602.5) and what
activating one puts on the stack."""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def _abilities_of(d: Driver, oid: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_morph_in_hand_is_not_an_activated_ability() -> None:
    """CR 702.37a, 602.1: morph lets a card be cast face down; it is no activated ability, so
    a morph card in hand offers no ability to activate (only its casting)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(0, "Battering Craghorn")
    d = Driver(s.build())
    assert _abilities_of(d, d.find("Battering Craghorn", "hand")) == []


def test_the_controller_of_a_stolen_creature_activates_its_abilities() -> None:
    """CR 602.2, 108.4, 701.2a: only a permanent's controller may activate its abilities: once player 0
    controls player 1's Aphetto Alchemist (Threaten), player 0 may activate its ability."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Mountain")
    s.hand(0, "Threaten")
    s.battlefield(1, "Aphetto Alchemist")
    d = Driver(s.build())
    alchemist = d.find("Aphetto Alchemist")
    d.cast(0, "Threaten", targets=[alchemist])
    d.resolve()
    assert d.chars(alchemist).controller == 0
    assert _abilities_of(d, alchemist) == [ActivateAbility(alchemist, 0)]


def test_a_tapped_creature_can_t_activate_a_tap_ability() -> None:
    """CR 602.5, 118.3: the {T} in Aphetto Alchemist's cost can't be paid while it is tapped,
    so the ability can't be activated."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aphetto Alchemist", tapped=True)
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    assert _abilities_of(d, d.find("Aphetto Alchemist")) == []


def test_an_ability_with_no_legal_target_can_t_be_activated() -> None:
    """CR 602.2b, 601.2c: Aven Soulgazer's ability targets a face-down creature: with none on
    the battlefield it can't be activated, with one it can."""
    s = Scenario(seed=1)
    s.battlefield(0, "Aven Soulgazer", "Plains", "Plains", "Plains")
    d = Driver(s.build())
    assert _abilities_of(d, d.find("Aven Soulgazer")) == []
    s.battlefield(1, "Glory Seeker", face_down=True)
    d = Driver(s.build())
    soulgazer = d.find("Aven Soulgazer")
    assert _abilities_of(d, soulgazer) == [ActivateAbility(soulgazer, 1)]  # after flying


def test_an_ability_with_x_in_its_cost_may_be_activated_with_x_0() -> None:
    """CR 107.3, 602.2b: Silklash Spider's {X}{G}{G} ability can be activated with only {G}{G}
    available (X is 0)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Silklash Spider", "Forest", "Forest")
    d = Driver(s.build())
    spider = d.find("Silklash Spider")
    assert _abilities_of(d, spider) == [ActivateAbility(spider, 1)]  # after reach


def test_an_ability_whose_x_can_t_be_0_needs_the_mana_for_x_1() -> None:
    """CR 107.3, 602.2b: Ludevic's {X}{U}{U}{B}{B} ability exiles X cards and X can't be 0:
    with exactly five mana and a creature card in the graveyard it can be activated (X = 1),
    with four it can't."""
    for lands, offered in ((("Island", "Island", "Swamp", "Swamp", "Swamp"), True),
                           (("Island", "Island", "Swamp", "Swamp"), False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Ludevic, Necrogenius", *lands)
        s.graveyard(0, "Glory Seeker")
        d = Driver(s.build())
        ludevic = d.find("Ludevic, Necrogenius")
        assert bool(_abilities_of(d, ludevic)) is offered


def test_the_activating_player_pays_the_cost_from_their_own_mana() -> None:
    """CR 602.1a, 602.2b: the cost {1}{W} of Circle of Solace's ability must be paid by the
    player activating it: with only the opponent's Plains on the battlefield player 0 can't
    activate it; given two Plains of their own, they may, and the opponent's stay untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(1, "Plains", "Plains")
    d = Driver(s.build())
    circle = d.find("Circle of Solace")
    assert _abilities_of(d, circle) == []
    s = Scenario(seed=1)
    s.battlefield(0, "Circle of Solace", chosen={"creature_type": "Soldier"})
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Plains", "Plains")
    d = Driver(s.build())
    circle = d.find("Circle of Solace")
    d.activate(0, circle)
    assert [d.state.objects[p].tapped for p in d.ids("Plains", player=0)] == [True, True]
    assert [d.state.objects[p].tapped for p in d.ids("Plains", player=1)] == [False, False]
