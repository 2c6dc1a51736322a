"""Fading Hope — {U} Instant.

Oracle: "Return target creature to its owner's hand. If its mana value was 3 or less,
scry 1. (Look at the top card of your library. You may put that card on the bottom of your
library.)"
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Fading Hope")


def setup(creature: str) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, creature)
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(creature)])
    d.resolve()
    return d


def test_cheap_creature_bounced_then_scry() -> None:
    d = setup("Glory Seeker")
    assert d.ids("Glory Seeker", zone="hand", player=1)
    assert d.decision.kind != "priority"  # the scry decision
    d.choose(d.game.legal_actions()[-1].value)  # type: ignore[attr-defined]
    assert not d.state.stack


def test_expensive_creature_bounced_no_scry() -> None:
    d = setup("Krosan Tusker")
    assert d.ids("Krosan Tusker", zone="hand", player=1)
    assert d.decision.kind == "priority" and not d.state.stack


def _bounce(creature: str, **options: bool) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, creature, **options)  # type: ignore[arg-type]
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find(creature)])
    d.resolve()
    return d


def test_a_face_down_creature_had_mana_value_zero() -> None:
    """CR 708.2a, 608.2h: the mana value is the creature's as it last existed on the
    battlefield: face down, 0, though the card (Krosan Colossus) costs nine: scry 1."""
    d = _bounce("Krosan Colossus", face_down=True)
    assert d.ids("Krosan Colossus", zone="hand", player=1)
    assert d.decision.kind == "scry"


def test_a_transformed_permanent_has_its_front_faces_mana_value() -> None:
    """CR 712.8e: Tovolar's Packleader (back face up) has the mana value of Tovolar's
    Huntmaster's {4}{G}{G}, 6: no scry. Lord of the Ulvenwald has Kessig Naturalist's 2:
    scry 1."""
    d = _bounce("Tovolar's Huntmaster", transformed=True)
    assert d.decision.kind == "priority" and not d.state.stack
    d = _bounce("Kessig Naturalist", transformed=True)
    assert d.decision.kind == "scry"


def test_mana_value_three_scries_four_doesnt() -> None:
    """"3 or less": Nosy Goblin ({2}{R}, 3) means scry 1; Gravel Slinger ({3}{W}, 4) doesn't."""
    d = _bounce("Nosy Goblin")
    assert d.ids("Nosy Goblin", zone="hand", player=1) and d.decision.kind == "scry"
    d = _bounce("Gravel Slinger")
    assert d.ids("Gravel Slinger", zone="hand", player=1)
    assert d.decision.kind == "priority" and not d.state.stack


def test_a_token_returned_ceases_to_exist_and_its_mana_value_zero_scries() -> None:
    """CR 111.8, 704.5d, 202.3: the Eldrazi Spawn token (no mana cost: mana value 0) goes to its
    owner's hand and then ceases to exist; its mana value was 0, so scry 1."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.token(1, "Eldrazi Spawn")
    d = Driver(s.build())
    (spawn,) = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    d.cast(0, "Fading Hope", targets=[spawn])
    d.resolve()
    assert d.decision.kind == "scry"
    d.take_first("scry")
    assert not [o for o in d.state.battlefield if d.state.objects[o].is_token]
    assert not d.state.players[1].hand


def test_the_target_gone_in_response_no_bounce_and_no_scry() -> None:
    """CR 608.2b: Glory Seeker Shocked in response is no longer a legal target; Fading Hope
    doesn't resolve at all, so no scry, and it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Fading Hope", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Fading Hope") == "graveyard" and d.zone_of("Glory Seeker") == "graveyard"
    assert any(e.kind == "fizzle" for e in d.game.log)


def test_a_stolen_creature_goes_to_its_owners_hand() -> None:
    """CR 108.3, 400.3: "its owner's hand": player 0's own Fading Hope returns the Glory Seeker
    they control through Callous Oppressor to player 1's hand, its owner's; scry 1 (mana value
    2)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).controller == 0
    d.cast(0, "Fading Hope", targets=[seeker])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand", player=1)
    assert not d.state.players[0].hand
    assert d.decision.kind == "scry" and d.decision.player == 0


def test_a_commander_returned_may_go_to_the_command_zone_and_still_scry() -> None:
    """CR 903.9a: a commander that would be put into its owner's hand may be put into the
    command zone instead: player 1 chooses that for Dennick, Pious Apprentice; its mana value
    as it last existed on the battlefield (2, CR 608.2h) still means scry 1 for player 0."""
    s = Scenario(seed=1, format="commander")
    s.commander(1, "Dennick, Pious Apprentice", zone="battlefield")
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.library(0, "Swamp", "Island")
    d = Driver(s.build())
    d.cast(0, "Fading Hope", targets=[d.find("Dennick, Pious Apprentice")])
    d.resolve()
    assert d.expect("commander_zone").player == 1
    d.choose("command_zone")
    assert d.zone_of("Dennick, Pious Apprentice") == "command"
    assert d.expect("scry").player == 0
