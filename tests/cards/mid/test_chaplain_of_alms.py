"""Chaplain of Alms // Chapel Shieldgeist — {W} Creature — Human Cleric 1/1 // Creature —
Spirit Cleric 2/1.

Oracle: Front: "First strike / Ward {1} (Whenever this creature becomes the target of a spell
or ability an opponent controls, counter it unless that player pays {1}.) / Disturb {3}{W}
(You may cast this card from your graveyard transformed for its disturb cost.)"
Back: "Flying, first strike / Each creature you control has ward {1}. (Whenever it becomes the
target of a spell or ability an opponent controls, counter it unless that player pays {1}.) /
If Chapel Shieldgeist would be put into a graveyard from anywhere, exile it instead."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Chaplain of Alms")


def test_front_face_ward_counters_an_unpaid_spell() -> None:
    """CR 702.21a: Ward {1} on the front face."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms")
    d = Driver(s.build())
    chaplain = d.find("Chaplain of Alms")
    d.cast(0, "Shock", targets=[chaplain])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Chaplain of Alms") == "battlefield"


def test_shieldgeist_gives_each_creature_you_control_ward() -> None:
    """CR 702.21a / 613.1f: a granted ward ability triggers like a printed one; opponents'
    creatures don't get it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain", "Elvish Warrior")
    s.hand(0, "Shock")
    s.day_night("day")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", player=1)
    assert d.chars(seeker).has("Ward")
    assert not d.chars(d.find("Elvish Warrior")).has("Ward")
    d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"


def test_shieldgeist_is_exiled_instead_of_dying() -> None:
    """CR 614.1a: "exile it instead" replaces going to the graveyard; its own granted ward is
    paid first."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    d = Driver(s.build())
    geist = d.find("Chaplain of Alms")
    d.cast(0, "Shock", targets=[geist])
    d.pass_priority()
    d.pass_priority()
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.zone_of("Chaplain of Alms") == "exile"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0057", "MID-OR-0058", "MID-OR-0059", "MID-OR-0060", "MID-OR-0061",
        "MID-OR-0062", "MID-OR-0063",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Chaplain of Alms", "Chapel Shieldgeist", (2, 1), 1
    BACK_KEYWORDS = ("First strike", "Flying")  # its ward {1} is granted to each creature
    BACK_COLORS, BACK_SUBTYPES = frozenset({"W"}), frozenset({"Cleric", "Spirit"})


def test_shieldgeist_ward_does_not_trigger_for_its_controller_s_own_spell() -> None:
    """CR 702.21a: ward triggers only on becoming the target of a spell or ability an
    opponent controls: the Shieldgeist's controller shocks their own Glory Seeker with no ward
    payment asked."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms", transformed=True)
    s.battlefield(0, "Glory Seeker", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    assert len(d.state.stack) == 1  # no ward trigger
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_two_shieldgeists_give_two_ward_abilities_each_triggering() -> None:
    """CR 702.21a, 603.2: each instance of ward is its own triggered ability: with two
    Chapel Shieldgeists, Glory Seeker has ward {1} twice, both trigger when an opponent's Shock
    targets it, and declining either one counters the Shock."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker", player=1)
    d.cast(0, "Shock", targets=[seeker])
    d.expect("order_triggers")  # both of player 1's ward abilities triggered (CR 603.3b)
    d.take_first("order_triggers")
    assert len(d.state.stack) == 3  # the Shock and two ward triggers
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    assert d.state.players[0].mana_pool == {}
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Glory Seeker", player=1) == "battlefield"
    assert d.zone_of("Shock") == "graveyard"


def test_a_creature_entering_later_also_has_ward() -> None:
    """CR 611.3a, 613.1f: "Each creature you control has ward {1}" is a static ability; it
    applies to a creature that enters after the Shieldgeist."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms", transformed=True)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.resolve()
    assert d.chars(d.find("Glory Seeker", zone="battlefield")).has("Ward")


def test_front_face_first_strike_kills_a_blocker_before_it_deals_damage() -> None:
    """CR 702.7b: the front face's first strike: Chaplain of Alms (1/1) blocked by a 1/1
    Human token deals its damage first and survives."""
    s = Scenario(seed=1)
    s.battlefield(0, "Chaplain of Alms")
    s.token(1, "Human")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find("Chaplain of Alms")])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Human"): d.find("Chaplain of Alms")})
    d.pass_until("end_of_combat")
    assert d.zone_of("Chaplain of Alms") == "battlefield"
    assert d.ids("Human") == []  # the token died (and ceased to exist, CR 111.7)


def test_granted_ward_counters_an_opponent_s_activated_ability_too() -> None:
    """CR 702.21a: ward triggers on a spell or ability: player 0's Crowd Favorites targets
    player 1's Glory Seeker with its tap ability; player 0 declines to pay {1}, the ability
    is countered and the Seeker stays untapped."""
    s = Scenario(seed=1)
    s.battlefield(0, "Crowd Favorites", *["Plains"] * 4)
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    cf, seeker = d.find("Crowd Favorites"), d.find("Glory Seeker")
    tap = min(a.index for a in d.game.legal_actions()
              if isinstance(a, ActivateAbility) and a.source == cf)
    d.activate(0, cf, index=tap, targets=[seeker])
    assert len(d.state.stack) == 2  # the ability and the ward trigger above it
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert not d.state.stack
    assert not d.state.objects[seeker].tapped


def test_ward_counters_vengeful_strangler_s_dies_trigger() -> None:
    """CR 702.21a, 603.3d: Vengeful Strangler's dies trigger targets player 1's Glory Seeker,
    which has ward {1} from Chapel Shieldgeist; player 0 can't pay, the trigger is countered
    and the Strangler stays in its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, "Vengeful Strangler", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Vengeful Strangler")])
    d.resolve()
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    assert len(d.state.stack) == 2
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    assert d.game.legal_actions() == [Choose("decline")]  # no mana left to pay {1}
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Vengeful Strangler") == "graveyard"


def test_a_face_down_creature_gets_the_granted_ward_too() -> None:
    """CR 708.2a, 613.1f: a face-down creature has no abilities of its own, but an effect
    granting an ability still applies to it: player 1's face-down Spined Basher has ward {1}
    from Chapel Shieldgeist, and an unpaid Shock targeting it is countered."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Spined Basher", face_down=True)
    d = Driver(s.build())
    basher = d.find("Spined Basher")
    assert d.chars(basher).has("Ward")
    d.cast(0, "Shock", targets=[basher])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Spined Basher") == "battlefield"
    assert d.state.objects[basher].damage == 0



def test_a_clone_of_the_shieldgeist_is_exiled_instead_of_dying() -> None:
    """CR 707.2, 712.8e: Clone copies the face that is up, Chapel Shieldgeist's: it has
    flying, gives its controller's creatures ward {1}, and, destroyed, is exiled instead of
    being put into its owner's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker")
    s.hand(0, "Clone")
    s.battlefield(1, "Chaplain of Alms", transformed=True)
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Chaplain of Alms"))
    clone = d.find("Clone", zone="battlefield")
    c = d.chars(clone)
    assert c.name == "Chapel Shieldgeist" and c.has("Flying")
    assert d.chars(d.find("Glory Seeker")).has("Ward")
    d.pass_priority()
    d.cast(1, "Shock", targets=[clone])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")
    d.pay()
    d.resolve_all()
    assert d.zone_of("Clone") == "exile"
