"""Sigil of the New Dawn — {3}{W} Enchantment.

Oracle: "Whenever a creature is put into your graveyard from the battlefield, you may pay
{1}{W}. If you do, return that card to your hand."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Sigil of the New Dawn")


def setup() -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def test_pay_to_return_your_dead_creature() -> None:
    d = setup()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()  # Sigil's trigger
    d.choose(True)
    d.pay()
    assert d.zone_of("Glory Seeker") == "hand"
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))


def test_opponents_creatures_do_not_trigger_it() -> None:
    d = setup()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Elvish Warrior")])
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Elvish Warrior")])
    d.resolve()
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "graveyard"
    assert not d.state.stack and d.decision.kind == "priority"


@pytest.mark.ruling("ONS-OR-0031")
def test_your_creature_dying_under_an_opponents_control_triggers_it() -> None:
    """Official ruling: "Sigil of the New Dawn's ability triggers if a creature you own dies
    under another player's control."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain", "Mountain", "Mountain")
    s.hand(1, "Threaten", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Threaten", targets=[seeker])
    d.resolve()
    assert d.state.objects[seeker].controller == 1
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1  # Sigil's trigger, for its owner
    d.resolve()
    d.expect("may")
    assert d.decision.player == 0
    d.choose(True)
    d.pay()
    assert d.ids("Glory Seeker", zone="hand", player=0)


@pytest.mark.ruling("ONS-OR-0032")
def test_a_creature_dying_with_the_sigil_still_triggers_it() -> None:
    """Official ruling: "If a creature you own dies at the same time that Sigil of the New Dawn
    leaves the battlefield, Sigil of the New Dawn's ability triggers for that creature."

    Leaves-the-battlefield abilities look back in time (CR 603.10a)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, *["Plains"] * 6)
    s.hand(1, "Akroma's Vengeance")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Akroma's Vengeance")
    d.resolve()
    assert d.zone_of("Sigil of the New Dawn") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    assert d.zone_of("Glory Seeker") == "hand"


def test_a_dying_token_triggers_it_but_nothing_returns() -> None:
    """CR 111.7, 111.8, 704.5d: a token dying is put into the graveyard (the Sigil triggers),
    then ceases to exist when state-based actions are checked: paying returns nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Plains", "Plains")
    s.token(0, "Zombie")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Zombie")])
    d.resolve()
    assert len(d.state.stack) == 1 and d.ids("Zombie") == []
    d.resolve()
    if d.decision.kind == "may":
        d.choose(True)
        d.pay()
    assert d.ids("Zombie") == [] and d.state.players[0].hand == []


def test_declining_to_pay_leaves_the_card_and_the_mana() -> None:
    """"You may pay {1}{W}. If you do": declining pays nothing and returns nothing (CR
    603.5, 608.2c)."""
    d = setup()
    d.cast(1, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.expect("may")
    d.choose(False)
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not any(d.state.objects[p].tapped for p in d.ids("Plains"))


def test_the_card_exiled_from_the_graveyard_in_response_isnt_returned() -> None:
    """CR 400.7, 608.2c: Return to Nature exiles the Glory Seeker card from the graveyard
    while the Sigil's ability waits; it is a new object in exile, and "that card" can no
    longer be found: nothing returns to its owner's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Forest", "Forest")
    s.hand(1, "Shock", "Return to Nature")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert len(d.state.stack) == 1
    d.cast(1, "Return to Nature", modes=[2], targets=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve()
    d.expect("may")
    d.choose(True)
    d.pay()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.players[0].hand == []


def test_a_face_down_creature_dying_triggers_it_and_returns_the_card() -> None:
    """CR 708.9: a face-down creature put into the graveyard is revealed; it was a creature on
    the battlefield, so the Sigil triggers and the card (Daru Healer) returns to its owner's
    hand once {1}{W} is paid."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Plains", "Plains")
    s.battlefield(0, "Daru Healer", face_down=True)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Daru Healer")])
    d.resolve()
    assert d.zone_of("Daru Healer") == "graveyard"
    d.resolve()
    d.choose(True)
    d.pay()
    assert d.zone_of("Daru Healer") == "hand"


def test_without_the_mana_nothing_is_paid_and_the_card_stays() -> None:
    """CR 118.3: with no untapped land and no mana ability to activate, the {1}{W} can't be
    paid; the ability resolves without offering the payment and the card stays in the
    graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigil of the New Dawn", "Glory Seeker")
    s.battlefield(0, "Plains", "Plains", tapped=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    d.resolve()
    d.expect("priority")
    assert d.zone_of("Glory Seeker") == "graveyard" and not d.state.stack


def _commander_dies() -> Driver:
    s = Scenario(format="commander", seed=1)
    s.commander(0, "Katilda, Dawnhart Prime", zone="battlefield")
    s.battlefield(0, "Sigil of the New Dawn", "Plains", "Plains")
    s.battlefield(1, "Mountain", "Mountain")
    s.commander(1, "Jadar, Ghoulcaller of Nephalia")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Katilda, Dawnhart Prime")])
    d.resolve()
    assert d.expect("commander_zone").player == 0
    return d


def test_commander_left_in_the_graveyard_returns_to_hand_if_its_owner_lets_it() -> None:
    """CR 903.9a: the commander dies and its owner leaves it in the graveyard; the Sigil's
    ability returns it once {1}{W} is paid, and as it would go to the hand its owner may put
    it into the command zone instead (CR 903.9b), declined here: it is in the hand."""
    d = _commander_dies()
    d.choose("stay")
    assert len(d.state.stack) == 1
    d.resolve()
    d.choose(True)
    d.pay()
    assert d.expect("commander_zone").player == 0
    d.choose("stay")
    assert d.zone_of("Katilda, Dawnhart Prime") == "hand"


def test_commander_moved_to_the_command_zone_isnt_returned() -> None:
    """CR 903.9a, 400.7: the owner puts the dead commander into the command zone as
    state-based actions are checked; the Sigil still triggered, but the card it would return
    is a new object elsewhere: paying {1}{W} returns nothing."""
    d = _commander_dies()
    d.choose("command_zone")
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
    d.resolve_all()
    d.expect("may")  # paying is still allowed; it returns nothing
    d.choose(True)
    d.pay()
    assert all(d.state.objects[p].tapped for p in d.ids("Plains"))
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Katilda, Dawnhart Prime") == "command"
