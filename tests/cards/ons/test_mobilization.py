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


def test_a_face_down_soldier_has_no_vigilance_until_turned_up() -> None:
    """CR 708.2a: a face-down Daru Lancer has no creature types, so no vigilance; turned face
    up, it is a Human Soldier again and has it (CR 613.1d, 613.1f)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mobilization", *["Plains"] * 4)
    s.battlefield(0, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    lancer = d.find("Daru Lancer")
    assert not d.chars(lancer).has("Vigilance")
    d.special(0, "turn_face_up", lancer)
    d.pay()
    assert "Soldier" in d.chars(lancer).subtypes
    assert d.chars(lancer).has("Vigilance")


def test_a_creature_that_becomes_a_soldier_gains_vigilance_and_one_that_stops_loses_it() -> None:
    """CR 613.1d, 613.1f: Standardize naming Soldier (layer 4) makes every creature a Soldier
    before abilities are added (layer 6): Goblin Sky Raider gains vigilance; naming Goblin,
    Glory Seeker, no longer a Soldier, loses it."""
    for chosen, raider_vig, seeker_vig in (("Soldier", True, True), ("Goblin", False, False)):
        s = Scenario(seed=1)
        s.battlefield(0, "Mobilization", "Island", "Island", "Glory Seeker")
        s.battlefield(1, "Goblin Sky Raider")
        s.hand(0, "Standardize")
        d = Driver(s.build())
        d.cast(0, "Standardize")
        d.resolve()
        d.choose(chosen)
        assert d.chars(d.find("Goblin Sky Raider")).has("Vigilance") is raider_vig
        assert d.chars(d.find("Glory Seeker")).has("Vigilance") is seeker_vig


def test_mobilization_gone_soldiers_lose_vigilance_but_tokens_stay() -> None:
    """CR 611.3a: the static ability stops applying when Mobilization leaves the battlefield;
    the tokens it made stay, and a Soldier attacking then taps."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mobilization", *["Plains"] * 3, "Forest", "Forest", "Glory Seeker")
    s.hand(0, "Naturalize")
    d = Driver(s.build())
    d.activate(0, "Mobilization")
    d.resolve()
    [tok] = d.ids("Soldier Token", zone="battlefield")
    d.cast(0, "Naturalize", targets=[d.find("Mobilization")])
    d.resolve()
    assert d.ids("Soldier Token", zone="battlefield") == [tok]
    assert not d.chars(tok).has("Vigilance")
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    assert d.state.objects[d.find("Glory Seeker")].tapped


def test_activated_on_an_opponents_turn_and_again() -> None:
    """CR 602.2: an activated ability without a timing restriction is activated whenever its
    controller has priority: twice in the opponent's upkeep, two Soldier tokens."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mobilization", *["Plains"] * 6)
    s.at("upkeep", active=1, turn=4)
    d = Driver(s.build())
    for _ in range(2):
        d.pass_priority()  # the active player, player 1, passes
        d.activate(0, "Mobilization")
        d.resolve()
    assert len(d.ids("Soldier Token", zone="battlefield", player=0)) == 2
    assert d.state.step.name == "UPKEEP"


def test_made_to_read_elf_it_gives_elves_vigilance_and_makes_elf_tokens() -> None:
    """CR 612.2: Artificial Evolution replaces Soldier with Elf in both of Mobilization's
    abilities: Elf creatures have vigilance, Soldiers no longer do, and it creates 1/1 white
    Elf tokens named Elf Token (CR 612.2a, 111.4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Plains", "Plains", "Plains", "Mobilization", "Glory Seeker",
                  "Wellwisher")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find("Mobilization")])
    d.resolve()
    d.choose("Soldier")
    d.choose("Elf")
    assert d.chars(d.find("Wellwisher")).has("Vigilance")
    assert not d.chars(d.find("Glory Seeker")).has("Vigilance")
    d.activate(0, "Mobilization")
    d.resolve()
    [e] = d.ids("Elf Token", zone="battlefield", player=0)
    ch = d.chars(e)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (1, 1, {"W"}, {"Elf"})
    assert ch.has("Vigilance") and not d.ids("Soldier Token")
