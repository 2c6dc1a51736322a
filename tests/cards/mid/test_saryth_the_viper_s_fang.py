"""Saryth, the Viper's Fang — {2}{G}{G} Legendary Creature — Human Warlock 3/4.

Oracle: "Other tapped creatures you control have deathtouch. / Other untapped creatures you
control have hexproof. / {1}, {T}: Untap another target creature or land you control."
Rulings covered: MID-RN-193.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Saryth, the Viper's Fang")


@pytest.mark.ruling("MID-RN-193", "MID-OR-0589")
def test_tapped_deathtouch_untapped_hexproof_whatever_saryth_is() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Saryth, the Viper's Fang", "Elvish Warrior")
    s.battlefield(0, "Glory Seeker", tapped=True)
    d = Driver(s.build())
    saryth, warrior, seeker = (d.find("Saryth, the Viper's Fang"), d.find("Elvish Warrior"),
                               d.find("Glory Seeker"))
    assert d.chars(warrior).has("Hexproof") and not d.chars(warrior).has("Deathtouch")
    assert d.chars(seeker).has("Deathtouch") and not d.chars(seeker).has("Hexproof")
    assert not d.chars(saryth).has("Hexproof")
    d.activate(0, saryth, targets=[seeker])  # taps Saryth
    d.resolve()
    assert d.state.objects[saryth].tapped
    assert d.chars(seeker).has("Hexproof") and not d.state.objects[seeker].tapped
    assert not d.chars(saryth).has("Deathtouch")


def test_untaps_a_land() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Forest")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.activate(0, "Saryth, the Viper's Fang", targets=[forest])
    assert d.state.objects[forest].tapped
    d.resolve()
    assert not d.state.objects[forest].tapped


def test_an_attacker_tapped_by_attacking_has_deathtouch_in_combat() -> None:
    """Attacking taps Glory Seeker (CR 508.1f): it then has deathtouch, and its 2 damage
    destroys the blocking Krosan Tusker (CR 702.2b, 704.5h)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Glory Seeker")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    seeker, tusker = d.find("Glory Seeker"), d.find("Krosan Tusker")
    assert not d.chars(seeker).has("Deathtouch")
    d.to_combat()
    d.attack([seeker])
    assert d.chars(seeker).has("Deathtouch")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({tusker: seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "graveyard"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_hexproof_stops_opponents_only_and_saryth_cant_untap_itself() -> None:
    """Hexproof (CR 702.11b): the opponent can't target the untapped Elvish Warrior, only
    Saryth (no hexproof of its own) and their own creature; its controller can. "Another
    target": Saryth's ability refuses Saryth as its target, the game unchanged."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Elvish Warrior", "Forest", "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Mountain", "Glory Seeker")
    s.hand(1, "Shock")
    d = Driver(s.build())
    saryth, warrior = d.find("Saryth, the Viper's Fang"), d.find("Elvish Warrior")
    d.pass_priority()
    d.act(1, CastSpell(d.find("Shock", player=1, zone="hand"), "normal"))
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert warrior not in offered and saryth in offered and d.find("Glory Seeker") in offered
    d.choose(saryth)
    d.pay()
    d.resolve()
    d.cast(0, "Shock", targets=[warrior])
    d.resolve()
    assert d.state.objects[warrior].damage == 2
    d.act(0, next(a for a in d.game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == saryth))
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError):
        d.choose(saryth)
    assert d.game.fingerprint() == before


def test_a_tapped_trampler_with_deathtouch_assigns_one_to_its_blocker() -> None:
    """Deathtouch and trample (CR 702.19b, 702.2c): Elvish Warrior, 4/5 with trample from
    Everglove Courier and deathtouch from Saryth while attacking, blocked by Krosan Tusker,
    may assign 1 to the Tusker (lethal with deathtouch) and 3 to the player; it can't assign
    nothing to the blocker. The Tusker dies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Everglove Courier", "Elvish Warrior",
                  "Forest", "Forest", "Forest")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.activate(0, "Everglove Courier", targets=[warrior])
    d.resolve()
    d.to_combat()
    d.attack([warrior])
    assert {"Deathtouch", "Trample"} <= d.chars(warrior).keywords
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): warrior})
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("damage_assignment")
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert (1, 3) in offered and (0, 4) not in offered
    d.choose((1, 3))
    d.pass_until("postcombat_main")
    assert d.life(1) == 17
    assert d.zone_of("Krosan Tusker") == "graveyard"


def test_untapped_in_response_the_target_gains_hexproof_and_the_spell_does_nothing() -> None:
    """The opponent Shocks the tapped Glory Seeker (no hexproof then); Saryth untaps it in
    response, so it has hexproof as Shock resolves: an illegal target (CR 608.2b, 702.11b),
    and Shock does nothing."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Forest")
    s.battlefield(0, "Glory Seeker", tapped=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert not d.chars(seeker).has("Hexproof")
    d.cast(1, "Shock", targets=[seeker])
    d.pass_priority()
    d.activate(0, "Saryth, the Viper's Fang", targets=[seeker])
    d.resolve()
    assert d.chars(seeker).has("Hexproof")
    d.resolve()
    assert not d.state.stack
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].damage == 0


def test_a_vigilant_attacker_stays_untapped_hexproof_without_deathtouch() -> None:
    """Vigilance (CR 702.20b): Mourning Patrol attacks without tapping, so it keeps hexproof
    and has no deathtouch; blocked by Krosan Tusker, its 2 damage doesn't destroy it."""
    s = Scenario(seed=1)
    s.battlefield(0, "Saryth, the Viper's Fang", "Mourning Patrol")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    patrol = d.find("Mourning Patrol")
    d.to_combat()
    d.attack([patrol])
    c = d.chars(patrol)
    assert c.has("Hexproof") and not c.has("Deathtouch")
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({d.find("Krosan Tusker"): patrol})
    d.pass_until("postcombat_main")
    assert d.zone_of("Krosan Tusker") == "battlefield"
    assert d.zone_of("Mourning Patrol") == "graveyard"
