"""Trickery Charm — {U} Instant.

Oracle: "Choose one — / • Target creature gains flying until end of turn. / • Target creature
becomes the creature type of your choice until end of turn. / • Look at the top four cards of
your library, then put them back in any order."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Trickery Charm")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.hand(0, "Trickery Charm")
    s.library(0, "Forest", "Island", "Swamp", "Mountain", "Plains")
    s.library(1, "Forest", "Forest")
    return Driver(s.build())


def test_flying_until_end_of_turn() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Flying")
    d.pass_until("upkeep", turn=4)
    assert not d.chars(seeker).has("Flying")


def test_becomes_the_chosen_creature_type() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(seeker).subtypes == {"Goblin"}
    d.pass_until("upkeep", turn=4)
    assert d.chars(seeker).subtypes == {"Human", "Soldier"}


def test_reorders_the_top_four() -> None:
    d = setup()
    d.cast(0, "Trickery Charm", modes=[2])
    d.resolve()
    d.expect("order_cards")
    for name in ("Mountain", "Island", "Forest"):
        d.choose(d.find(name, zone="library", player=0))
    lib = [d.game.card(c).name for c in d.state.players[0].library]
    assert lib == ["Mountain", "Island", "Forest", "Swamp", "Plains"]


def test_the_looked_at_cards_are_hidden_from_the_opponent() -> None:
    """CR 400.2 (the library is a hidden zone): while player 0 orders the top four cards, their view names
    them (and not the fifth card); player 1's view names none of them."""
    import json
    d = setup()
    d.cast(0, "Trickery Charm", modes=[2])
    d.resolve()
    d.expect("order_cards")
    mine, theirs = json.dumps(d.game.view(0)), json.dumps(d.game.view(1))
    for name in ("Swamp", "Mountain"):
        assert name in mine and name not in theirs
    assert "Plains" not in mine


def test_with_fewer_than_four_cards_it_orders_the_whole_library() -> None:
    """Only two cards in the library: both are looked at and put back in the order chosen."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Trickery Charm")
    s.library(0, "Forest", "Swamp")
    d = Driver(s.build())
    d.cast(0, "Trickery Charm", modes=[2])
    d.resolve()
    dec = d.expect("order_cards")
    assert len([a for a in dec.actions if a.value is not None]) == 2
    d.choose(d.find("Swamp", zone="library", player=0))
    d.take_first("order_cards")
    lib = [d.game.card(c).name for c in d.state.players[0].library]
    assert lib == ["Swamp", "Forest"]
    assert d.zone_of("Trickery Charm") == "graveyard"


def test_a_target_gone_before_resolution_means_no_type_is_chosen() -> None:
    """CR 608.2b: Shock kills Glory Seeker in response; the Charm's only target is illegal,
    so it doesn't resolve: no creature type is asked for and it goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Glory Seeker")
    s.battlefield(1, "Mountain")
    s.hand(0, "Trickery Charm")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[1], targets=[seeker])
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Trickery Charm") == "graveyard"
    assert d.chars(d.find("Glory Seeker", "graveyard")).subtypes == {"Human", "Soldier"}


def test_a_face_down_creature_keeps_the_chosen_type_when_turned_face_up() -> None:
    """CR 708.2, 613.7: the face-down 2/2 has no creature type and becomes a Goblin; turned
    face up (Daru Healer, a Human Cleric), the earlier type-changing effect still applies in
    layer 4, so it is only a Goblin until end of turn, then a Human Cleric."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.hand(0, "Trickery Charm")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    assert d.chars(healer).subtypes == frozenset()
    d.cast(0, "Trickery Charm", modes=[1], targets=[healer])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(healer).subtypes == {"Goblin"}
    d.special(0, "turn_face_up", healer)
    d.pay()
    c = d.chars(healer)
    assert c.name == "Daru Healer" and c.subtypes == {"Goblin"}
    d.pass_until("upkeep", turn=4)
    assert d.chars(healer).subtypes == {"Human", "Cleric"}


def test_flying_can_go_to_an_opponents_creature() -> None:
    """"Target creature": any creature, here player 1's Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Trickery Charm")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Trickery Charm", modes=[0], targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Flying")


def test_a_changeling_becomes_only_the_chosen_type() -> None:
    """CR 702.73a, 613.3: changeling's "every creature type" is a characteristic-defining
    ability applied first in layer 4; the Charm's later effect replaces all its creature types
    with the one chosen: Avian Changeling is only a Goblin, no longer a Bird."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Island", AVIAN_CHANGELING.name)
    s.hand(0, "Trickery Charm")
    d = Driver(s.build())
    changeling = d.find(AVIAN_CHANGELING.name)
    assert {"Bird", "Goblin", "Zombie"} <= set(d.chars(changeling).subtypes)
    d.cast(0, "Trickery Charm", modes=[1], targets=[changeling])
    d.resolve()
    d.choose("Goblin")
    assert d.chars(changeling).subtypes == {"Goblin"}


def test_an_unknown_mode_or_a_player_target_is_refused_and_nothing_changes() -> None:
    """CR 700.2, 115.1: "mode 3" doesn't exist and a player isn't a "target creature": each
    is refused with an error naming the problem, and the Charm stays in the hand with the
    Island untapped (the casting goes back, CR 732)."""
    from manastack.game import IllegalActionError
    d = setup()
    for kw, words in (({"modes": [3]}, "no mode 3"),
                      ({"modes": [0], "targets": [1]}, "target creature")):
        with pytest.raises(IllegalActionError, match=words):
            d.cast(0, "Trickery Charm", **kw)
        assert d.zone_of("Trickery Charm") == "hand" and not d.state.stack
        assert not d.state.objects[d.find("Island")].tapped
        d.expect("priority")
