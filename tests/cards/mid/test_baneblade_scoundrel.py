"""Baneblade Scoundrel // Baneclaw Marauder — {3}{B} Creature — Human Rogue Werewolf 4/3 //
Creature — Werewolf 5/4 (black).

Oracle: Front: "Whenever Baneblade Scoundrel becomes blocked, each creature blocking it gets
-1/-1 until end of turn. / Daybound (If a player casts no spells during their own turn, it
becomes night next turn.)"
Back: "Whenever Baneclaw Marauder becomes blocked, each creature blocking it gets -1/-1 until
end of turn. / Whenever a creature blocking Baneclaw Marauder dies, that creature's controller
loses 1 life. / Nightbound (If a player casts at least two spells during their own turn, it
becomes day next turn.)"
Rulings covered: MID-RN-191, MID-RN-192.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CACKLING_COUNTERPART

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Baneblade Scoundrel")


def _blocked_by(*blockers: str, night: bool = False) -> Driver:
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Baneblade Scoundrel", transformed=night)
    s.battlefield(1, *blockers)
    d = Driver(s.build())
    me = d.find("Baneblade Scoundrel")
    d.to_combat()
    d.attack([me])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({b: me for b in d.ids(blockers[0]) + [x for n in blockers[1:] for x in d.ids(n)]})
    return d


@pytest.mark.ruling("MID-RN-191", "MID-OR-0257")
def test_blockers_shrink_before_combat_damage() -> None:
    d = _blocked_by("Glory Seeker")
    seeker = d.find("Glory Seeker")
    assert d.state.stack  # the trigger, in the declare blockers step
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (1, 1)
    d.pass_until("postcombat_main")
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.state.objects[d.find("Baneblade Scoundrel")].damage == 1


@pytest.mark.ruling("MID-RN-192")
def test_stays_blocked_when_the_blocker_dies_first() -> None:
    d = _blocked_by("Wellwisher")
    d.resolve()
    assert d.zone_of("Wellwisher") == "graveyard"
    d.pass_until("postcombat_main")
    assert d.life(1) == 20  # blocked, no trample: no combat damage


def test_marauder_blockers_dying_cost_their_controller_life() -> None:
    d = _blocked_by("Glory Seeker", "Wellwisher", night=True)
    assert d.chars(d.find("Baneblade Scoundrel")).name == "Baneclaw Marauder"
    d.resolve()  # -1/-1: Wellwisher dies, its controller loses 1 life
    d.resolve()
    assert d.life(1) == 19
    d.pass_until("postcombat_main")  # combat damage kills the Glory Seeker
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.life(1) == 18


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0256", "MID-OR-0258", "MID-OR-0259", "MID-OR-0260", "MID-OR-0261",
        "MID-OR-0262", "MID-OR-0263", "MID-OR-0264", "MID-OR-0265", "MID-OR-0266",
    )
    CARD, BACK = "Baneblade Scoundrel", "Baneclaw Marauder"


def test_marauder_ignores_a_creature_that_dies_blocking_another_attacker() -> None:
    """CR 603.2: "a creature blocking Baneclaw Marauder dies" triggers only for its own
    blockers: a creature that dies blocking another attacker costs no life."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Baneblade Scoundrel", transformed=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Wellwisher")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.to_combat()
    d.attack([d.find("Baneblade Scoundrel"), seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({d.find("Wellwisher"): seeker})
    d.pass_until("postcombat_main")
    assert d.zone_of("Wellwisher") == "graveyard"
    assert d.life(1) == 15  # the Marauder's 5 combat damage, and no life lost for Wellwisher


def test_a_token_copy_of_the_marauder_is_double_faced_and_transforms_at_day() -> None:
    """CR 707.8a: Cackling Counterpart copying Baneclaw Marauder (back face up, night) makes a
    double-faced token with both faces, entering back face up; when it becomes day (two spells
    in a turn, CR 730.2b) it transforms with the card into Baneblade Scoundrel (CR 702.145f)."""
    assert CACKLING_COUNTERPART
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Baneblade Scoundrel", transformed=True)
    s.battlefield(0, "Island", "Island", "Island", "Mountain")
    s.hand(0, "Cackling Counterpart", "Shock")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    card = d.find("Baneblade Scoundrel")
    d.cast(0, "Cackling Counterpart", targets=[card])
    d.resolve()
    [token] = [o for o in d.state.battlefield if d.state.objects[o].is_token]
    c = d.chars(token)
    assert (c.name, c.power, c.toughness) == ("Baneclaw Marauder", 5, 4) and c.has("Nightbound")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.state.day_night == "day"
    for oid in (card, token):
        c = d.chars(oid)
        assert (c.name, c.power, c.toughness) == ("Baneblade Scoundrel", 4, 3)
        assert c.has("Daybound")


def test_each_of_two_blockers_gets_minus_one_and_the_scoundrel_triggers_once() -> None:
    """CR 509.3c: "becomes blocked" triggers once however many creatures block; "each creature
    blocking it" gets -1/-1: Glory Seeker (2/2) becomes 1/1 and Wellwisher (1/1) dies. By day
    no life is lost for it (only Baneclaw Marauder has that ability)."""
    d = _blocked_by("Glory Seeker", "Wellwisher")
    assert len(d.state.stack) == 1
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (1, 1)
    assert d.zone_of("Wellwisher") == "graveyard"
    assert not d.state.stack and d.life(1) == 20



def _thg_next_turn(day_night: str, casters: list[int]) -> str:
    """Two-Headed Giant, the game ``day_night``; in player 0's team turn each player of
    ``casters`` casts a Shock in turn; returns the designation as the next turn begins."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.day_night(day_night)
    s.battlefield(0, "Baneblade Scoundrel", transformed=day_night == "night")
    s.battlefield(0, "Mountain", "Mountain")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.hand(1, "Shock", "Shock")
    for p in range(4):
        s.library(p, *["Island"] * 5)
    d = Driver(s.build())
    for p in casters:
        while d.decision.player != p:
            d.pass_priority()
        d.cast(p, "Shock", targets=[2])
        d.resolve()
    d.pass_until("upkeep", turn=4)
    assert d.chars(d.find("Baneblade Scoundrel")).name == (
        "Baneblade Scoundrel" if d.state.day_night == "day" else "Baneclaw Marauder")
    return str(d.state.day_night)


def test_two_headed_giant_day_and_night_look_at_each_player_of_the_active_team() -> None:
    """CR 730.2a-b with shared team turns: by day, one spell by the non-primary teammate keeps
    it day (a spell by any player of the active team counts); with no spell it becomes
    night. By night, one spell each by both teammates isn't two by any one
    player: it stays night; two by one player make it day, and the Marauder transforms."""
    assert _thg_next_turn("day", [1]) == "day"
    assert _thg_next_turn("day", []) == "night"
    assert _thg_next_turn("night", [0, 1]) == "night"
    assert _thg_next_turn("night", [1, 1]) == "day"


@pytest.mark.parametrize("step, life", [("end_of_combat", 19), ("postcombat_main", 20)])
def test_a_blocker_is_blocking_until_combat_ends(step: str, life: int) -> None:
    """CR 506.4, 511.3: a creature stays a blocking creature until the end of combat step
    ends. Sandskin keeps the Marauder and the blocking Glory Seeker (1/1 after -1/-1) from
    dealing combat damage; Shocked in the end of combat step the Seeker dies "blocking
    Baneclaw Marauder" and its controller loses 1 life; Shocked in the postcombat main phase it
    is no longer blocking, and nothing is lost."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Baneblade Scoundrel", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", label="seeker")
    s.battlefield(1, "Sandskin", attached_to="seeker")
    d = Driver(s.build())
    me = d.find("Baneblade Scoundrel")
    d.to_combat()
    d.attack([me])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.block({seeker: me})
    d.resolve()
    d.pass_until(step)
    assert d.state.objects[seeker].damage == 0
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    assert d.life(1) == life


def test_a_regenerated_blocker_is_removed_from_combat_and_later_dies_unseen() -> None:
    """CR 506.4, 701.19: the Glory Seeker blocking Baneclaw Marauder (1/1 after its -1/-1) has
    a regeneration shield from Run Wild; destroyed by combat damage it regenerates, tapped
    and removed from combat. Shocked in the end of combat step it dies, but no longer as "a
    creature blocking Baneclaw Marauder": its controller loses no life."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Baneblade Scoundrel", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker", "Forest", "Forest")
    s.hand(1, "Run Wild")
    d = Driver(s.build())
    me = d.find("Baneblade Scoundrel")
    d.to_combat()
    d.attack([me])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    seeker = d.find("Glory Seeker")
    d.block({seeker: me})
    d.resolve()  # -1/-1 until end of turn
    d.pass_priority()  # player 1 gets priority in the declare blockers step
    d.cast(1, "Run Wild", targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.activate(1, seeker)  # "{G}: Regenerate this creature."
    d.resolve()
    d.pass_until("end_of_combat")
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.state.objects[seeker].tapped and d.state.objects[seeker].damage == 0
    d.cast(0, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and d.life(1) == 20


def _blocked_then_stolen(night: bool) -> tuple[Driver, int, int]:
    """Glory Seeker blocks player 0's Scoundrel (or Marauder, at night); its "becomes blocked"
    trigger waits on the stack while player 1 gains control of it with Callous Oppressor."""
    s = Scenario(seed=1)
    s.day_night("night" if night else "day")
    s.battlefield(0, "Baneblade Scoundrel", transformed=night)
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.battlefield(1, "Callous Oppressor", chosen={"creature_type": "Goblin"})
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, *["Forest"] * 3)
    d = Driver(s.build())
    me, seeker = d.find("Baneblade Scoundrel"), d.find("Glory Seeker")
    d.to_combat()
    d.attack([me])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({seeker: me})
    assert d.state.stack
    d.pass_priority()
    d.activate(1, "Callous Oppressor", targets=[me])
    d.resolve()
    assert d.chars(me).controller == 1
    return d, me, seeker


def test_stolen_before_its_trigger_resolves_no_creature_is_blocking_it() -> None:
    """CR 506.4: gaining control of the blocked Scoundrel removes it from combat, so the Glory
    Seeker no longer blocks it: "each creature blocking it" is no creature, and the Seeker
    stays 2/2."""
    d, me, seeker = _blocked_then_stolen(night=False)
    assert d.state.combat is not None and d.state.combat.blockers[seeker] == ()
    d.resolve()
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.pass_until("postcombat_main")
    assert d.state.objects[me].damage == 0 and d.state.objects[seeker].damage == 0


def test_a_former_blocker_of_a_stolen_marauder_dies_without_costing_life() -> None:
    """CR 506.4, 603.10a: once the Marauder changed controller and left combat, the Glory
    Seeker no longer blocks it; Shocked, it dies as no "creature blocking Baneclaw Marauder":
    nobody loses life."""
    d, _me, seeker = _blocked_then_stolen(night=True)
    d.resolve()  # "becomes blocked": no creature blocks it any more
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)
    d.pass_priority()
    d.cast(1, "Shock", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve_all()
    assert not d.state.stack
    assert d.life(0) == 20 and d.life(1) == 20


def test_a_creature_blocking_the_marauder_and_another_attacker_shrinks_once_and_costs_life(
) -> None:
    """CR 509.1a, 510.1d, 603.2, 603.10a: Ironfist Crusher (2/4, "can block any number of
    creatures") blocks Baneclaw Marauder and Glory Seeker. It is one creature blocking the
    Marauder: -1/-1 once (1/3). It divides its 1 damage among the creatures it blocks (here
    all to the Marauder), and the Marauder's 5 kill it: a creature blocking Baneclaw Marauder
    died, so its controller loses 1 life, though it was blocking the Seeker too."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Baneblade Scoundrel", transformed=True)
    s.battlefield(0, "Glory Seeker")
    s.battlefield(1, "Ironfist Crusher")
    for p in range(2):
        s.library(p, "Plains", "Plains")
    d = Driver(s.build())
    marauder, seeker = d.find("Baneclaw Marauder"), d.find("Glory Seeker")
    crusher = d.find("Ironfist Crusher")
    d.to_combat()
    d.attack([marauder, seeker])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    d.block({crusher: [marauder, seeker]})
    assert len(d.state.stack) == 1
    d.resolve()
    assert (d.chars(crusher).power, d.chars(crusher).toughness) == (1, 3)
    while d.decision.kind == "priority":
        d.pass_priority()
    dec = d.expect("damage_assignment")
    assert dec.player == 1 and dec.info()["recipients"] == (marauder, seeker)
    d.choose((1, 0))
    d.pass_until("postcombat_main")
    assert d.zone_of("Ironfist Crusher") == "graveyard"
    assert d.state.objects[marauder].damage == 1 and d.state.objects[seeker].damage == 0
    assert d.life(1) == 19
