"""Butcher of Malakir — {5}{B}{B} Creature — Vampire Warrior 5/4.

Oracle: "Flying / Whenever Butcher of Malakir or another creature you control dies, each
opponent sacrifices a creature."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.dies_trigger_checks import infest_triggers_twice

pytestmark = pytest.mark.card("Butcher of Malakir")


def test_another_creature_dies_opponent_chooses_a_sacrifice() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    s.hand(0, "Shock")
    d = Driver(s.build())
    assert d.chars(d.find("Butcher of Malakir")).has("Flying")
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    dec = d.expect("sacrifice")
    assert dec.player == 1
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_butcher_itself_dies_but_not_opponents_creature() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Mountain")
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Glory Seeker", "Gluttonous Zombie")
    s.hand(0, "Shock", "Cruel Revival")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert not d.state.stack  # the opponent's creature: no trigger
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    d.cast(0, "Cruel Revival", targets=[d.find("Butcher of Malakir")])
    d.resolve()
    assert d.zone_of("Butcher of Malakir") == "graveyard"
    d.resolve()
    assert d.zone_of("Gluttonous Zombie") == "graveyard"  # its only creature


@pytest.mark.ruling("MIC-OR-0170")
def test_dying_together_triggers_for_each() -> None:
    """Official ruling: "If multiple creatures you control (possibly including Butcher of
    Malakir itself) are put into their owners' graveyards at the same time, Butcher of
    Malakir's ability will trigger that many times."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Severed Legion")
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.battlefield(1, "Gluttonous Zombie", "Gangrenous Goliath", "Anurid Murkdiver")
    d = infest_triggers_twice(s)
    d.resolve()
    d.choose(d.find("Gluttonous Zombie"))
    d.resolve()
    d.choose(d.find("Gangrenous Goliath"))
    assert d.zone_of("Gluttonous Zombie") == d.zone_of("Gangrenous Goliath") == "graveyard"
    assert d.zone_of("Anurid Murkdiver") == "battlefield"


@pytest.mark.ruling("MIC-OR-0171")
def test_two_butchers_each_trigger() -> None:
    """Official ruling: "If you control more than one Butcher of Malakir and a creature you
    control is put into a graveyard, each of those Butchers' abilities will trigger. Each
    opponent will sacrifice a creature each time one of those abilities resolves."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Butcher of Malakir", "Glory Seeker", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie", "Gangrenous Goliath")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.take_first("order_triggers")
    assert len(d.state.stack) == 2
    d.resolve()
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    d.choose(d.find("Gluttonous Zombie"))
    assert d.zone_of("Gangrenous Goliath") == "battlefield"
    assert d.zone_of("Elvish Warrior") == d.zone_of("Gluttonous Zombie") == "graveyard"


@pytest.mark.ruling("MIC-OR-0172")
def test_opposing_butchers_chain_reaction() -> None:
    """Official ruling: "If you and an opponent each control a Butcher of Malakir and a creature
    is put into a graveyard, a chain reaction happens. First the ability of one player's
    Butcher will trigger, causing each opponent to sacrifice a creature. That sacrifice causes
    the ability of the other player's Butcher to trigger, and so on."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Mountain")
    s.battlefield(1, "Butcher of Malakir", "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # mine: the opponent sacrifices
    d.choose(d.find("Elvish Warrior"))
    d.resolve()  # theirs: I sacrifice my Butcher, my only creature
    assert not d.ids("Butcher of Malakir", zone="battlefield", player=0)
    d.resolve()  # mine, as it died: the opponent sacrifices their Butcher
    assert not d.ids("Butcher of Malakir", zone="battlefield", player=1)
    d.resolve_all()  # theirs again: I have no creature left
    assert not [o for o in d.state.battlefield if d.chars(o).is_creature]


@pytest.mark.ruling("MIC-OR-0169")
def test_each_opponent_chooses_in_turn_order_then_all_are_sacrificed() -> None:
    """Official ruling: "When the triggered ability resolves, first the player whose turn it is
    (if that player is an opponent) chooses which creature they will sacrifice, then each other
    opponent in turn order does the same, then all chosen creatures are sacrificed at the same
    time."."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie")
    s.battlefield(2, "Mountain", "Anurid Murkdiver", "Gangrenous Goliath")
    s.hand(2, "Shock")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    d.cast(2, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.expect("sacrifice").player == 2  # the active player first
    d.choose(d.find("Anurid Murkdiver"))
    assert d.zone_of("Anurid Murkdiver") == "battlefield"  # not yet
    assert d.expect("sacrifice").player == 1
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Anurid Murkdiver") == d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Gluttonous Zombie") == d.zone_of("Gangrenous Goliath") == "battlefield"


def test_a_noncreature_or_another_players_creature_is_refused() -> None:
    """CR 701.21a: the opponent sacrifices a creature they control: choosing their land or a
    creature of the Butcher's controller is refused with an error naming it, and nothing
    changes."""
    from manastack.game import IllegalActionError

    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Severed Legion", "Mountain")
    s.battlefield(1, "Elvish Warrior", "Gluttonous Zombie", "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.expect("sacrifice").player == 1
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose(d.find("Forest"))
    with pytest.raises(IllegalActionError, match="Severed Legion"):
        d.choose(d.find("Severed Legion"))
    assert d.game.fingerprint() == before
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Forest") == d.zone_of("Severed Legion") == "battlefield"
    assert d.zone_of("Gluttonous Zombie") == "battlefield"


def test_a_creature_token_dying_triggers_it() -> None:
    """CR 700.4, 111.7: a token creature dies (it goes to the graveyard before ceasing to
    exist), so it triggers the Butcher."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Mountain")
    s.token(0, "Zombie")
    s.battlefield(1, "Elvish Warrior")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert d.ids("Zombie") == []
    assert len(d.state.stack) == 1
    d.resolve_all()
    assert d.zone_of("Elvish Warrior") == "graveyard"


def test_an_opponent_without_creatures_sacrifices_nothing() -> None:
    """CR 701.21a, 609.3: an opponent who controls no creature can't sacrifice one; the ability
    resolves without asking and their other permanents stay."""
    s = Scenario(seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Mountain")
    s.battlefield(1, "Forest")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Forest") == "battlefield"
    assert d.zone_of("Butcher of Malakir") == "battlefield"


def test_in_two_headed_giant_both_opponents_but_not_the_teammate_sacrifice() -> None:
    """CR 810.1, 101.4: each player on the opposing team sacrifices a creature, the teammate
    doesn't; they choose in turn order and the creatures are sacrificed together."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, "Butcher of Malakir", "Glory Seeker", "Mountain")
    s.battlefield(1, "Elvish Warrior")
    s.battlefield(2, "Gluttonous Zombie", "Gangrenous Goliath")
    s.battlefield(3, "Anurid Murkdiver", "Elvish Vanguard")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    assert d.expect("sacrifice").player == 2
    d.choose(d.find("Gluttonous Zombie"))
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.expect("sacrifice").player == 3
    d.choose(d.find("Anurid Murkdiver"))
    assert d.zone_of("Gluttonous Zombie") == d.zone_of("Anurid Murkdiver") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Gangrenous Goliath") == d.zone_of("Elvish Vanguard") == "battlefield"


def test_a_stolen_butcher_sacrificed_makes_its_owner_sacrifice() -> None:
    """CR 603.3a, 603.10a: player 0 gains control of player 1's Butcher with Threaten and
    sacrifices it to Nantuko Husk. The Butcher was player 0's as it died, so its own ability
    triggers for player 0 (though the card goes to player 1's graveyard, CR 400.3): "each
    opponent" is player 1, who sacrifices Elvish Warrior."""
    s = Scenario(seed=1)
    s.battlefield(0, "Nantuko Husk", *["Mountain"] * 3)
    s.hand(0, "Threaten")
    s.battlefield(1, "Butcher of Malakir", "Elvish Warrior", "Glory Seeker")
    d = Driver(s.build())
    butcher = d.find("Butcher of Malakir")
    d.cast(0, "Threaten", targets=[butcher])
    d.resolve()
    d.activate(0, "Nantuko Husk", choices=[butcher])
    assert d.find("Butcher of Malakir", "graveyard", player=1)
    assert len(d.state.stack) == 2  # the Husk's ability and, above it, the Butcher's
    assert d.state.objects[d.state.stack[-1]].controller == 0
    d.resolve()
    assert d.expect("sacrifice").player == 1
    d.choose(d.find("Elvish Warrior"))
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.zone_of("Nantuko Husk") == "battlefield"
