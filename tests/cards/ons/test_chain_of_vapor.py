"""Chain of Vapor — {U} Instant.

Oracle: "Return target nonland permanent to its owner's hand. Then that permanent's
controller may sacrifice a land. If the player does, they may copy this spell and may choose
a new target for that copy."
Rulings covered: ONS-FAQ-047, ONS-FAQ-048, ONS-FAQ-049, ONS-FAQ-050, ONS-FAQ-051 (the chain
cards; copies follow CR 707.10, the FAQ's old rule 503).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Concede
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Chain of Vapor")


def setup(p1_lands: tuple[str, ...] = ("Forest",)) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island", "Island", "Daru Cavalier")
    s.hand(0, "Chain of Vapor", "Discombobulate")
    s.battlefield(1, "Glory Seeker", *p1_lands)
    return Driver(s.build())


@pytest.mark.ruling("ONS-FAQ-047", "ONS-FAQ-048", "ONS-FAQ-051")
def test_controller_sacrifices_a_land_and_copies_with_a_new_target() -> None:
    d = setup()
    seeker = d.find("Glory Seeker")
    cavalier = d.find("Daru Cavalier")
    d.cast(0, "Chain of Vapor", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"
    dec = d.expect("may")
    assert dec.player == 1 and dec.prompt == "Sacrifice a land?"
    assert dec.info()["source"] == d.find("Chain of Vapor", "stack")
    d.choose(True)  # sacrifice a land
    assert d.zone_of("Forest") == "graveyard"
    assert d.expect("may").player == 1
    d.choose(True)  # copy the spell
    assert d.expect("new_target").player == 1
    d.choose(cavalier)
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1
    assert d.state.objects[copy].stack["targets"] == ((cavalier,),)
    d.resolve()
    assert d.zone_of("Daru Cavalier") == "hand"
    # Now player 0 controlled the returned permanent: they may continue the chain.
    assert d.expect("may").player == 0
    d.choose(False)
    assert d.zone_of("Chain of Vapor") == "graveyard"
    assert not d.state.stack


def test_no_land_means_no_copy_offered() -> None:
    d = setup(p1_lands=())
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand"
    assert d.decision.kind == "priority"
    assert not d.state.stack


def test_no_land_means_no_copy_offered_though_other_permanents_remain() -> None:
    """CR 701.21a (a player can sacrifice only a permanent they control, here a land): player
    1 controls Elvish Warrior but no land, so nothing is asked and the chain ends."""
    d = setup(p1_lands=("Elvish Warrior",))
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "hand" and d.zone_of("Elvish Warrior") == "battlefield"
    assert d.decision.kind == "priority"
    assert not d.state.stack


def test_declining_the_sacrifice_ends_the_chain() -> None:
    d = setup()
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(False)
    assert d.zone_of("Forest") == "battlefield"
    assert not d.state.stack


@pytest.mark.ruling("ONS-FAQ-049")
def test_copy_is_made_during_resolution_and_a_countered_link_stops_the_chain() -> None:
    d = setup(p1_lands=("Forest", "Island", "Island", "Island", "Island"))
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1  # no copy exists before the spell resolves
    d.resolve()
    d.choose(True)
    d.choose(d.find("Forest"))
    d.choose(True)
    d.choose(d.find("Daru Cavalier"))
    copy = d.state.stack[-1]
    # Player 0 counters the copy: it never resolves, so nothing more is copied.
    d.cast(0, "Discombobulate", targets=[copy])
    d.resolve()
    d.take_first("order_cards")
    assert copy not in d.state.objects  # a countered copy ceases to exist
    assert d.zone_of("Daru Cavalier") == "battlefield"
    assert not d.state.stack


@pytest.mark.ruling("ONS-FAQ-050")
def test_the_chain_cards_each_offer_a_copy() -> None:
    from manastack.cards.database import database
    from manastack.cards.registry import card_def
    names = ["Chain of Smog", "Chain of Acid", "Chain of Vapor", "Chain of Silence",
             "Chain of Plasma"]
    for n in names:
        d = card_def(database().get(n).key)
        assert d.implemented, n
        assert "copy this spell" in (database().get(n).faces[0].oracle_text or "")


def test_returning_a_permanent_leaves_the_libraries_in_order() -> None:
    """A library is shuffled only when an instruction says so (CR 701.24a): Chain of Vapor
    returning Glory Seeker to its owner's hand leaves both libraries as they were."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Swamp", "Forest", "Plains", "Mountain")
    s.library(1, "Plains", "Mountain", "Island", "Swamp", "Forest")
    d = Driver(s.build())
    before = [list(p.library) for p in d.state.players]
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.ids("Glory Seeker", zone="hand")
    assert [list(p.library) for p in d.state.players] == before


def test_the_controller_not_the_owner_of_a_stolen_permanent_may_continue() -> None:
    """"That permanent's controller" is whoever controlled it as it last existed on the
    battlefield (CR 608.2h), not its owner: Glory Seeker, taken by player 0's Callous
    Oppressor, goes back to player 1's hand (CR 400.3) and player 0 is asked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Callous Oppressor", chosen={"creature_type": "Elf"})
    s.battlefield(0, "Island")
    s.battlefield(1, "Glory Seeker", "Island")
    s.hand(1, "Chain of Vapor")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Callous Oppressor", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Chain of Vapor", targets=[seeker])
    d.resolve()
    assert d.find("Glory Seeker", zone="hand", player=1)
    assert d.expect("may").player == 0


def test_a_land_is_refused_as_the_target() -> None:
    """"Target nonland permanent" (CR 115.1): the opponent's Forest is not offered; choosing
    it is refused with an error, the game left unchanged."""
    from manastack.decisions.actions import Choose
    from manastack.game import IllegalActionError

    d = setup()
    d.cast(0, "Chain of Vapor", pay=False)
    d.expect("target")
    offered = {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    assert offered == {d.find("Glory Seeker"), d.find("Daru Cavalier")}
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(d.find("Forest"))
    assert d.game.fingerprint() == before


def test_target_gone_on_resolution_nothing_is_asked() -> None:
    """CR 608.2b: Glory Seeker returned to hand in response (Fading Hope); Chain of Vapor
    doesn't resolve, so its controller is not asked to sacrifice a land."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Glory Seeker", "Island", "Forest")
    s.hand(1, "Fading Hope")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Chain of Vapor", targets=[seeker])
    d.pass_priority()
    d.cast(1, "Fading Hope", targets=[seeker])
    d.resolve()
    d.resolve()
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Forest") == "battlefield"
    assert d.zone_of("Chain of Vapor") == "graveyard"


def test_a_returned_token_ceases_to_exist_and_its_controller_may_still_go_on() -> None:
    """A token put into a hand ceases to exist as a state-based action (CR 111.8, 704.5d), once
    the spell has finished resolving; its last controller is still "that permanent's
    controller" (CR 608.2h) and is asked to sacrifice a land."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Forest")
    s.token(1, "Human Soldier")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Human Soldier")])
    d.resolve()
    assert d.expect("may").player == 1
    d.choose(False)
    assert not d.state.stack
    assert d.ids("Human Soldier") == []


def test_sacrificing_but_not_copying_ends_the_chain() -> None:
    """"They may copy": the land is sacrificed, then the copy is declined; the chain ends
    with no copy on the stack."""
    d = setup()
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)
    assert d.zone_of("Forest") == "graveyard"
    assert d.expect("may").player == 1
    d.choose(False)
    assert not d.state.stack
    assert d.zone_of("Daru Cavalier") == "battlefield"


def test_multiplayer_the_copy_may_target_a_third_players_permanent() -> None:
    """Three players: player 1, whose Glory Seeker was returned, sacrifices a land and copies
    the spell targeting player 2's Elvish Warrior; player 2 is then asked (CR 608.2h)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Glory Seeker", "Forest")
    s.battlefield(2, "Elvish Warrior", "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)
    d.choose(True)
    d.expect("new_target")
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.find("Elvish Warrior", zone="hand", player=2)
    assert d.expect("may").player == 2


def test_a_copy_keeping_the_gone_target_does_not_resolve() -> None:
    """"May choose a new target" (CR 707.10c): keeping the copied target, Glory Seeker, which
    has already gone to its owner's hand (a new object, CR 400.7), leaves the copy with no
    legal target; it doesn't resolve (CR 608.2b), ceases to exist (CR 707.10a), and nobody is
    asked again; Daru Cavalier stays."""
    d = setup()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Chain of Vapor", targets=[seeker])
    d.resolve()
    d.choose(True)
    d.choose(True)
    d.expect("new_target")
    d.choose(seeker)  # keep the current target
    copy = d.state.stack[-1]
    assert d.state.objects[copy].stack["targets"] == ((seeker,),)
    d.resolve()
    assert copy not in d.state.objects
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Daru Cavalier") == "battlefield"


def test_a_face_down_creature_returned_to_hand_is_revealed() -> None:
    """A face-down permanent leaving the battlefield is revealed (CR 708.9): Chain of Vapor
    returns the face-down Skirk Commando to its owner's hand, and its name, hidden from the
    caster until then, appears in the caster's view."""
    import json

    s = Scenario(seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Skirk Commando", face_down=True)
    d = Driver(s.build())
    morph = d.find("Skirk Commando")
    assert "Skirk Commando" not in json.dumps(d.game.view(0))
    d.cast(0, "Chain of Vapor", targets=[morph])
    d.resolve()
    assert d.find("Skirk Commando", zone="hand", player=1)
    assert "Skirk Commando" in json.dumps(d.game.view(0))


def test_commander_a_returned_commander_may_go_to_the_command_zone() -> None:
    """Commander (CR 903.9b): the targeted commander would be put into its owner's hand; its
    owner puts it into the command zone instead. It still left the battlefield, so its last
    controller is asked to sacrifice a land (CR 608.2h)."""
    s = Scenario(seed=1, format="commander")
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.commander(1, "Katilda, Dawnhart Prime", zone="battlefield")
    s.battlefield(1, "Forest")
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 1
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    dec = d.expect("may")
    assert dec.player == 1 and dec.prompt == "Sacrifice a land?"


def test_a_copy_controlled_by_a_player_who_leaves_ceases_to_exist() -> None:
    """CR 800.4a, 707.10: the copy player 1 made is an object on the stack not represented by
    a card; when player 1 concedes with it on the stack, it ceases to exist: player 2's
    Elvish Warrior it targeted stays on the battlefield, and the original Chain of Vapor
    goes to its owner's graveyard."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Glory Seeker", "Forest")
    s.battlefield(2, "Elvish Warrior", "Forest")
    for p in range(3):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.choose(True)
    d.choose(True)
    d.expect("new_target")
    d.choose(d.find("Elvish Warrior"))
    copy = d.state.stack[-1]
    assert d.state.objects[copy].controller == 1
    d.act(1, Concede())
    assert d.state.players[1].lost
    assert copy not in d.state.stack
    while d.state.stack:
        d.pass_priority()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Chain of Vapor") == "graveyard"
