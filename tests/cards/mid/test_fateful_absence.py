"""Fateful Absence — {1}{W} Instant.

Oracle: "Destroy target creature or planeswalker. Its controller investigates."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fateful Absence")


def test_destroy_and_its_controller_gets_a_clue() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Elvish Warrior", "Forest", "Forest")
    s.library(1, "Island", "Shock")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard")
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1
    # Clue: "{2}, Sacrifice this artifact: Draw a card."
    d.pass_until("precombat_main", turn=4)
    d.activate(1, clue)
    d.resolve()
    assert d.ids("Shock", zone="hand", player=1)  # Island was the turn draw
    assert not d.ids("Clue")


def test_a_regenerated_creatures_controller_still_investigates() -> None:
    """CR 701.19a (regenerate), 608.2c: the destruction is replaced, the Zombie stays tapped;
    "its controller investigates" doesn't depend on the creature being destroyed."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Gluttonous Zombie", "Boneknitter", "Swamp", "Swamp")
    d = Driver(s.build())
    zombie = d.find("Gluttonous Zombie")
    d.cast(0, "Fateful Absence", targets=[zombie])
    d.pass_priority()
    d.activate(1, "Boneknitter", targets=[zombie])
    d.resolve()
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.state.objects[zombie].tapped
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1


def test_no_clue_when_the_target_is_gone() -> None:
    """CR 608.2b: the only target is illegal as it resolves (sacrificed in response), so the
    spell doesn't resolve and nobody investigates."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Ravenous Baloth")
    d = Driver(s.build())
    baloth = d.find("Ravenous Baloth")
    d.cast(0, "Fateful Absence", targets=[baloth])
    d.pass_priority()
    d.activate(1, "Ravenous Baloth", choices=[baloth])
    d.resolve()
    assert d.life(1) == 24
    d.resolve()
    assert d.ids("Clue") == []
    assert d.zone_of("Fateful Absence") == "graveyard"


def test_destroys_a_planeswalker_and_its_controller_investigates() -> None:
    """"Target creature or planeswalker" (CR 115.1): Teferi, Who Slows the Sunset is destroyed
    (CR 701.8a) and its controller gets the Clue."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Teferi, Who Slows the Sunset")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Teferi, Who Slows the Sunset")])
    d.resolve()
    assert d.zone_of("Teferi, Who Slows the Sunset") == "graveyard"
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1


def test_a_land_is_refused_as_its_target_and_the_game_is_unchanged() -> None:
    """CR 601.2c: a land is neither a creature nor a planeswalker; choosing it is refused with
    an error naming what the target must be, and the game is left as it was."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Forest", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="creature or planeswalker"):
        d.choose(d.find("Forest"))
    assert d.game.fingerprint() == before


def test_the_controller_not_the_owner_investigates() -> None:
    """"Its controller" is the player who controlled the creature as it was destroyed
    (CR 110.2, 608.2h: last known information): an Elvish Warrior owned by the opponent but
    controlled by the caster goes to its owner's graveyard (CR 400.3), and the caster gets
    the Clue."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(0, "Elvish Warrior", owner=1)
    s.hand(0, "Fateful Absence")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.ids("Elvish Warrior", zone="graveyard", player=1)
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 0
    assert d.state.objects[clue].owner == 0


def test_in_multiplayer_only_the_destroyed_creatures_controller_investigates() -> None:
    """Three players: the creature of player 2 is destroyed; player 2 gets the one Clue, the
    caster and player 1 get none (CR 701.16a: the investigating player creates it)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert [d.state.objects[c].controller for c in d.ids("Clue")] == [2]


def test_a_face_down_creature_is_revealed_as_it_is_destroyed() -> None:
    """CR 708.2, 708.9: player 1's face-down Daru Lancer is hidden from player 0 while
    targeted; destroyed, it is revealed in the graveyard, and player 1 investigates."""
    import json
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Daru Lancer", face_down=True)
    d = Driver(s.build())
    d.cast(0, "Fateful Absence", targets=[d.find("Daru Lancer")])
    assert "Daru Lancer" not in json.dumps(d.game.view(0))
    d.resolve()
    assert d.zone_of("Daru Lancer") == "graveyard"
    assert "Daru Lancer" in json.dumps(d.game.view(0))
    assert [d.state.objects[c].controller for c in d.ids("Clue")] == [1]


def test_an_indestructible_creatures_controller_still_investigates() -> None:
    """CR 702.12a, 702.12b, 608.2c: Avacyn's Memorial's static ability gives player 1's
    legendary Jareth indestructible (itself a static ability), so "destroy" does nothing to
    it; the rest of the spell still happens: player 1 investigates."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Fateful Absence")
    s.battlefield(1, "Jareth, Leonine Titan", "Avacyn's Memorial")
    d = Driver(s.build())
    jareth = d.find("Jareth, Leonine Titan")
    assert d.chars(jareth).has("Indestructible")
    d.cast(0, "Fateful Absence", targets=[jareth])
    d.resolve()
    assert d.zone_of("Jareth, Leonine Titan") == "battlefield"
    assert d.zone_of("Fateful Absence") == "graveyard"
    clue = d.find("Clue", zone="battlefield")
    assert d.state.objects[clue].controller == 1
