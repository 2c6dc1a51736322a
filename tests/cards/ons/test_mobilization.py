"""Mobilization — {2}{W} Enchantment.

Oracle: "Soldier creatures have vigilance. / {2}{W}: Create a 1/1 white Soldier creature token."
Rulings covered: ONS-FAQ-159, ONS-FAQ-160.
"""

from __future__ import annotations

import pytest

from manastack.cards.database import database
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mobilization")


def _with_a_soldier_token() -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mobilization")
    d = Driver(s.build())
    d.activate(0, "Mobilization")
    d.resolve()
    return d


def test_creates_a_one_one_white_soldier_token() -> None:
    """CR 111.4: the token's name is its subtype plus "Token"; it has exactly the
    characteristics the ability gives it (CR 111.3)."""
    d = _with_a_soldier_token()
    [tok] = d.ids("Soldier Token", zone="battlefield")
    c = d.chars(tok)
    assert (c.power, c.toughness) == (1, 1)
    assert c.colors == {"W"} and c.types == {"Creature"} and c.subtypes == {"Soldier"}
    assert c.mana_value == 0 and c.controller == 0
    assert d.state.objects[tok].is_token
    assert c.has("Vigilance")  # from Mobilization's first ability


def test_soldiers_of_every_player_have_vigilance() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mobilization", "Glory Seeker", "Goblin Sky Raider")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    assert d.chars(d.find("Daru Cavalier")).has("Vigilance")
    assert not d.chars(d.find("Goblin Sky Raider")).has("Vigilance")
    d.to_combat()
    d.attack([d.find("Glory Seeker"), d.find("Goblin Sky Raider")])
    objs = d.state.objects
    assert not objs[d.find("Glory Seeker")].tapped
    assert objs[d.find("Goblin Sky Raider")].tapped


def test_the_token_saves_replays_clones_and_shows_in_views() -> None:
    d = _with_a_soldier_token()
    [tok] = d.ids("Soldier Token", zone="battlefield")
    again = Game.from_json(d.game.to_json())
    assert again.fingerprint() == d.game.fingerprint()
    twin = d.game.clone()
    assert Driver(twin).chars(tok).power == 1
    [seen] = [o for o in d.game.view(1)["battlefield"] if o["id"] == tok]
    assert seen["name"] == "Soldier Token" and seen["token"] is True
    assert seen["colors"] == ["W"] and seen["subtypes"] == ["Soldier"]
    assert (seen["power"], seen["toughness"]) == (1, 1)


def test_the_token_goes_through_the_layers() -> None:
    """Its printed 1/1 is a copiable value that other effects modify (CR 613)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mobilization", "Forest")
    s.hand(0, "Wirewood Pride")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    d.activate(0, "Mobilization")
    d.resolve()
    tok = d.find("Soldier Token")
    d.cast(0, "Wirewood Pride", targets=[tok])
    d.resolve()
    assert (d.chars(tok).power, d.chars(tok).toughness) == (2, 2)


@pytest.mark.ruling("ONS-FAQ-159")
def test_japanese_name_is_the_corrected_one() -> None:
    """The Japanese name was corrected to 動員令 (not Portal's 動員)."""
    card = database().get("動員令")
    assert card.name == "Mobilization" and card.name_ja == "動員令"
    s = Scenario(seed=1)
    s.battlefield(0, "動員令")
    d = Driver(s.build())
    assert d.ids("Mobilization", zone="battlefield")


@pytest.mark.ruling("ONS-FAQ-160")
def test_not_the_same_card_as_portals_mobilize() -> None:
    """Mobilize (Portal) is a different card: its name (動員) doesn't name Mobilization."""
    assert database().find("動員") is None
    assert database().find("Mobilize") is None
