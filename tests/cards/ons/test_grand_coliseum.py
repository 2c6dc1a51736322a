"""Grand Coliseum — Land.

Oracle: "Grand Coliseum enters the battlefield tapped. / {T}: Add {C}. / {T}: Add one mana of
any color. Grand Coliseum deals 1 damage to you."
Rulings covered: none in the seed documents.

The damage is part of the mana ability: it happens at once, without the stack (CR 605.3a).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Grand Coliseum")


def test_enters_tapped() -> None:
    s = Scenario(seed=1)
    s.hand(0, "Grand Coliseum")
    d = Driver(s.build())
    d.play_land(0, "Grand Coliseum")
    assert d.state.objects[d.find("Grand Coliseum", zone="battlefield")].tapped


def test_colourless_mana_is_painless() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum")
    d = Driver(s.build())
    d.mana(0, "Grand Coliseum", "C")
    assert d.state.players[0].mana_pool.get("C") == 1
    assert d.life(0) == 20


def test_coloured_mana_deals_one_damage_to_you_at_once() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum")
    d = Driver(s.build())
    land = d.find("Grand Coliseum")
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == land}
    assert {"W", "U", "B", "R", "G", "C"} <= options
    d.mana(0, land, "R")
    assert d.state.players[0].mana_pool.get("R") == 1
    assert d.life(0) == 19
    assert not d.state.stack


def test_pays_for_a_spell_with_coloured_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("pay_mana")
    [red] = [a for a in d.game.legal_actions()
             if isinstance(a, ActivateManaAbility) and a.mana == "R"]
    d.act(0, red)
    d.resolve()
    assert d.life(1) == 18 and d.life(0) == 19


def test_paying_a_cost_offers_the_colour_it_needs_and_the_land_deals_the_damage() -> None:
    """CR 601.2g, 605.3a: while Shock's {R} is paid, the Coliseum's one mana of any color is
    offered as {R} (the one color that pays it), and its 1 damage to you is dealt by the
    Coliseum; while Wellwisher's {1}{G} is paid with two Coliseums, {G} is among the
    colors offered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum")
    s.hand(0, "Shock")
    d = Driver(s.build())
    land = d.find("Grand Coliseum")
    d.cast(0, "Shock", targets=[1], pay=False)
    d.expect("pay_mana")
    assert [a.mana for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)] \
        == ["R"]
    since = len(d.state.log)
    d.act(0, ActivateManaAbility(land, 2, "R"))
    assert [(e.source, e.amount) for e in d.state.log[since:] if e.kind == "damage"] \
        == [(land, 1)]
    s = Scenario(seed=1)
    s.battlefield(0, "Grand Coliseum", "Grand Coliseum")
    s.hand(0, "Wellwisher")
    d = Driver(s.build())
    d.cast(0, "Wellwisher", pay=False)
    d.expect("pay_mana")
    assert "G" in {a.mana for a in d.game.legal_actions() if isinstance(a, ActivateManaAbility)}


def test_a_tapped_coliseum_offers_no_mana() -> None:
    """CR 602.2b, 118.3: {T} is a cost a tapped permanent can't pay; played
    this turn it entered tapped, so neither ability can be activated."""
    s = Scenario(seed=1)
    s.hand(0, "Grand Coliseum")
    d = Driver(s.build())
    d.play_land(0, "Grand Coliseum")
    land = d.find("Grand Coliseum", zone="battlefield")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateManaAbility) and a.source == land]


def test_at_one_life_coloured_mana_loses_the_game() -> None:
    """CR 120.3a, 704.5a: the 1 damage at 1 life brings its controller to 0; the next check of
    state-based actions makes them lose."""
    s = Scenario(seed=1)
    s.life(0, 1)
    s.battlefield(0, "Grand Coliseum")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1], pay=False)
    d.act(0, ActivateManaAbility(d.find("Grand Coliseum"), 2, "R"))
    assert d.life(0) == 0
    assert d.state.players[0].lost


def test_in_two_headed_giant_the_damage_comes_off_the_team_s_life() -> None:
    """CR 810.9: damage is dealt to the player, and the result applies to the team's shared
    life total."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Grand Coliseum")
    d = Driver(s.build())
    d.pass_priority()
    d.mana(1, "Grand Coliseum", "G")
    assert d.life(0) == d.life(1) == 29
    assert d.life(2) == 30
