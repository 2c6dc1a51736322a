"""Brutal Cathar // Moonrage Brute — {2}{W} Creature — Human Soldier Werewolf 2/2 //
Creature — Werewolf 3/3 (red).

Oracle: Front: "When this creature enters the battlefield or transforms into Brutal Cathar,
exile target creature an opponent controls until this creature leaves the battlefield. /
Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
Back: "First strike / Ward—Pay 3 life. / Nightbound (If a player casts at least two spells
during their own turn, it becomes day next turn.)"
Rulings covered: MID-RN-151, MID-RN-152, MID-RN-153, MID-RN-154, MID-RN-155, MID-RN-156,
MID-RN-157, MID-RN-158.
"""

from __future__ import annotations

import json

import pytest

from manastack.decisions.actions import Concede
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

from .day_night_checks import HumanWerewolfDayboundRulings

pytestmark = pytest.mark.card("Brutal Cathar")


def _cathar_in(d: Driver, target: int) -> int:
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(target)
    d.resolve()
    return d.find("Brutal Cathar", zone="battlefield")


def _game(*, opp: tuple[str, ...] = ("Glory Seeker",), hand1: tuple[str, ...] = ("Shock",),
          players: int = 2) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, *opp, "Mountain", "Mountain")
    s.hand(1, *hand1)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-151", "MID-OR-0025")
def test_exiles_until_it_leaves_then_the_card_returns() -> None:
    d = _game()
    seeker = d.find("Glory Seeker")
    cathar = _cathar_in(d, seeker)
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.day_night == "day"  # daybound made it day (702.145d)
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    back = d.find("Glory Seeker", zone="battlefield")
    assert d.chars(back).controller == 1


@pytest.mark.ruling("MID-RN-152", "MID-OR-0026")
def test_leaving_before_the_trigger_resolves_exiles_nothing() -> None:
    """CR 610.3b: the Cathar left after its ability triggered and before the exile, so the
    Seeker doesn't move."""
    d = _game()
    seeker = d.find("Glory Seeker")
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(seeker)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Brutal Cathar", zone="battlefield")])
    d.resolve()  # Shock
    assert d.zone_of("Brutal Cathar") == "graveyard"
    d.resolve()  # the exile trigger
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert d.find("Glory Seeker", zone="battlefield") == seeker


@pytest.mark.ruling("MID-RN-153", "MID-RN-154", "MID-OR-0027", "MID-OR-0042")
def test_transforming_keeps_it_exiled_and_moonrage_brute_leaving_returns_it() -> None:
    """CR 707.11: the effect still tracks the Cathar after it changes its name."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", "Swamp", "Swamp")
    s.hand(1, "Smother")
    s.library(0, "Plains", "Plains")
    s.library(1, "Swamp", "Swamp")
    d = Driver(s.build())
    cathar = _cathar_in(d, d.find("Glory Seeker"))
    d.pass_until("precombat_main", turn=4)  # player 0 cast a spell: still day
    d.pass_until("precombat_main", turn=5)  # player 1 cast none: night
    assert d.state.day_night == "night"
    assert d.chars(cathar).name == "Moonrage Brute"
    assert d.find("Brutal Cathar", zone="battlefield") == cathar  # same object
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_priority()
    d.cast(1, "Smother", targets=[cathar])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("pay")  # Ward—Pay 3 life
    d.resolve()
    assert d.life(1) == 17
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_transforming_into_brutal_cathar_exiles_a_creature() -> None:
    """CR 701.27e: night becomes day after its controller casts two spells; Moonrage Brute
    transforms into Brutal Cathar and the "transforms into" ability triggers."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(0, "Mountain", "Mountain")
    s.hand(0, "Shock", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains")
    s.library(1, "Plains")
    d = Driver(s.build())
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[1])
    d.resolve()
    while d.decision.kind != "target":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        elif d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.day_night) == (4, "day")
    assert d.chars(d.find("Brutal Cathar")).name == "Brutal Cathar"
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"


@pytest.mark.ruling("MID-RN-155", "MID-OR-0028")
def test_auras_fall_off_equipment_stays_counters_are_lost() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 2})
    s.battlefield(1, "Plains", "Plains", "Forest", "Forest")
    s.hand(1, "Pacifism", "Bramble Armor")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Pacifism", targets=[seeker])
    d.resolve()
    d.cast(1, "Bramble Armor")
    d.resolve()
    d.expect("target")
    d.choose(seeker)
    d.resolve()
    assert d.chars(seeker).power == 2 + 2 + 2
    d.pass_until("precombat_main", turn=4)
    _cathar_in(d, seeker)
    assert d.zone_of("Pacifism") == "graveyard"
    armor = d.find("Bramble Armor")
    assert d.zone_of("Bramble Armor") == "battlefield"
    assert d.state.objects[armor].attached_to is None
    exiled = d.find("Glory Seeker", zone="exile")
    assert d.state.objects[exiled].counters == {}


@pytest.mark.ruling("MID-RN-156", "MID-OR-0029")
def test_an_exiled_token_never_returns() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Island", "Island", "Island", "Mountain")
    s.hand(1, "Falcon Abomination", "Shock")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    d.cast(1, "Falcon Abomination")
    d.resolve()
    d.resolve()  # the Zombie token
    zombie = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(zombie) == 1
    d.pass_until("precombat_main", turn=4)
    cathar = _cathar_in(d, zombie[0])
    assert not [x for x in d.state.battlefield if d.state.objects[x].is_token]
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert not [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert not [x for x in d.state.objects.values() if x.is_token]


@pytest.mark.ruling("MID-RN-157", "MID-OR-0030")
def test_returns_immediately_after_it_leaves() -> None:
    d = _game()
    cathar = _cathar_in(d, d.find("Glory Seeker"))
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    log = d.state.log
    i = next(k for k, e in enumerate(log) if e.kind == "zone_change" and e.obj == cathar)
    nxt = next(e for e in log[i + 1:] if e.kind in ("zone_change", "day_night", "transform"))
    assert nxt.data.get("cause") == "exile_until_return"
    assert d.zone_of("Glory Seeker") == "battlefield"


@pytest.mark.ruling("MID-RN-158", "MID-OR-0031")
def test_owner_leaving_the_game_returns_the_card() -> None:
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.life(0, 2)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    _cathar_in(d, d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_priority()
    d.pass_priority()
    d.cast(2, "Shock", targets=[0])
    d.resolve()
    assert d.state.players[0].lost
    back = d.find("Glory Seeker", zone="battlefield")
    assert d.chars(back).controller == 1


def test_only_an_opponents_creature_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker")
    s.hand(0, "Brutal Cathar")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    assert d.zone_of("Glory Seeker") == "battlefield"
    assert not d.state.stack


class TestDayboundRulings(HumanWerewolfDayboundRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0032", "MID-OR-0033", "MID-OR-0034", "MID-OR-0035", "MID-OR-0036",
        "MID-OR-0037", "MID-OR-0038", "MID-OR-0039", "MID-OR-0040", "MID-OR-0041",
    )
    CARD, BACK = "Brutal Cathar", "Moonrage Brute"


@pytest.mark.ruling("MID-OR-0030")
def test_a_returning_clone_cant_copy_the_cathar_that_left() -> None:
    """The exiled Clone returns after Brutal Cathar has left (CR 610.3c): the two are never on
    the battlefield together, so the Clone may copy the Glory Seeker but not the Cathar."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", "Island", "Island", "Island", "Island", "Mountain")
    s.hand(1, "Clone", "Shock")
    s.library(0, "Plains", "Plains")
    s.library(1, "Island", "Island")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(1, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(seeker)
    clone = d.find("Clone", "battlefield")
    assert d.chars(clone).name == "Glory Seeker"
    d.pass_until("precombat_main", turn=4)
    cathar = _cathar_in(d, clone)
    assert d.zone_of("Clone") == "exile"
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    d.expect("choose_cards")
    offered = {d.game.card(a.value).name for a in d.game.legal_actions()
               if getattr(a, "value", None) is not None}
    assert offered == {"Glory Seeker"}
    d.choose(seeker)
    back = d.find("Clone", "battlefield")
    assert d.chars(back).name == "Glory Seeker" and d.chars(back).controller == 1


@pytest.mark.ruling("MID-OR-0027")
def test_transforming_with_its_trigger_on_the_stack_still_exiles() -> None:
    """Night becomes day as player 0's turn begins (the opponent cast two spells): Moonrage
    Brute turns into Brutal Cathar, whose trigger waits on the stack under Tovolar, Dire
    Overlord's upkeep trigger. Tovolar's resolves first and makes it night: the Cathar turns
    into Moonrage Brute, the same permanent (CR 712.18), and its trigger still exiles the Glory
    Seeker (CR 610.3)."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Brutal Cathar", "Tovolar, Dire Overlord", "Bird Admirer",
                  transformed=True)
    s.battlefield(1, "Glory Seeker", "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.library(0, *["Plains"] * 4)
    s.library(1, *["Plains"] * 4)
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    cathar, seeker = d.find("Brutal Cathar"), d.find("Glory Seeker")
    for _ in range(2):
        d.cast(1, d.ids("Shock", "hand")[0], targets=[0])
        d.resolve()
    while d.decision.kind != "order_triggers":
        if d.decision.kind == "declare_attackers":
            d.attack([])
        else:
            d.pass_priority()
    assert (d.state.turn, d.state.day_night) == (4, "day")
    assert d.chars(cathar).name == "Brutal Cathar"
    d.choose(next(i for i, src, _ in dict(d.decision.data)["triggers"] if src == cathar))
    d.expect("target")
    d.choose(seeker)
    tovolar = d.find("Tovolar, Dire Overlord")
    assert [d.state.objects[x].source for x in d.state.stack] == [cathar, tovolar]
    d.resolve()  # Tovolar's: it becomes night
    while d.decision.kind != "priority":
        d.choose(None)  # transform no Human Werewolf
    assert d.state.day_night == "night" and d.chars(cathar).name == "Moonrage Brute"
    assert d.zone_of("Glory Seeker") == "battlefield" and len(d.state.stack) == 1
    d.resolve()  # the Cathar's trigger
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.find("Brutal Cathar", zone="battlefield") == cathar


def test_each_cathar_returns_its_own_card_when_it_leaves() -> None:
    """CR 610.3a: two Brutal Cathars each exile a creature; Swords to Plowshares on the first
    returns only its Glory Seeker, and the second one's Elvish Warrior stays exiled until the
    second Cathar leaves too."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6)
    s.hand(0, "Brutal Cathar", "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior", "Plains", "Plains")
    s.hand(1, "Swords to Plowshares", "Swords to Plowshares")
    d = Driver(s.build())
    first = _cathar_in(d, d.find("Glory Seeker"))
    _cathar_in(d, d.find("Elvish Warrior"))
    (second,) = set(d.ids("Brutal Cathar", zone="battlefield")) - {first}
    assert d.zone_of("Glory Seeker") == d.zone_of("Elvish Warrior") == "exile"
    for cathar, back, still_exiled in ((first, "Glory Seeker", "Elvish Warrior"),
                                       (second, "Elvish Warrior", None)):
        d.pass_priority()
        d.cast(1, "Swords to Plowshares", targets=[cathar])
        d.resolve()
        assert d.zone_of(back) == "battlefield"
        if still_exiled is not None:
            assert d.zone_of(still_exiled) == "exile"


def test_another_player_leaving_the_game_returns_nothing() -> None:
    """CR 800.4a, 610.3a: the card comes back only when the Cathar leaves (or its owner leaves
    the game); player 2 conceding changes nothing: the Glory Seeker stays exiled."""
    d = _game(players=3)
    _cathar_in(d, d.find("Glory Seeker"))
    assert d.zone_of("Glory Seeker") == "exile"
    d.act(2, Concede())
    assert not d.state.players[2].in_game
    d.pass_priority()
    assert d.zone_of("Brutal Cathar") == "battlefield"
    assert d.zone_of("Glory Seeker") == "exile"


@pytest.mark.ruling("MID-OR-0038")
def test_cast_at_night_it_enters_as_moonrage_brute_and_exiles_nothing() -> None:
    """CR 702.145f, 603.6a: cast at night, it enters back face up as Moonrage Brute, which
    has no "enters the battlefield" ability (CR 712.8e: only the face up face's abilities),
    and it never transforms into Brutal Cathar: nothing triggers, the Seeker stays."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    brute = d.find("Moonrage Brute", zone="battlefield")
    assert d.chars(brute).name == "Moonrage Brute"
    assert not d.state.stack and d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_moonrage_brute_s_ward_unpaid_counters_the_spell() -> None:
    """CR 702.21a: Shock targets Moonrage Brute; its controller's opponent declines to pay
    3 life: Shock is countered, the Brute undamaged and the exiled Seeker still in exile."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", "Mountain")
    s.hand(1, "Shock")
    for p in range(2):
        s.library(p, "Plains", "Plains", "Plains")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    cathar = _cathar_in(d, seeker)
    d.pass_until("precombat_main", turn=5)  # player 1 cast no spell: night
    assert d.chars(cathar).name == "Moonrage Brute"
    d.pass_until("upkeep", turn=6)
    d.cast(1, "Shock", targets=[cathar])
    d.pass_priority()
    d.pass_priority()
    d.expect("ward_payment")
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard"
    assert d.state.objects[cathar].damage == 0 and d.life(1) == 20
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_face_down_creature_exiled_returns_face_up() -> None:
    """CR 708.9, 406.3, 610.3c: a face-down Daru Lancer exiled by the Cathar is turned face
    up in exile; when the Cathar leaves, it returns as a new face-up Daru Lancer (a 3/4)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    cathar = _cathar_in(d, d.find("Daru Lancer"))
    assert d.zone_of("Daru Lancer") == "exile"
    assert "Daru Lancer" in json.dumps(d.game.view(0))
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    lancer = d.find("Daru Lancer", zone="battlefield")
    assert not d.state.objects[lancer].face_down
    assert (d.chars(lancer).power, d.chars(lancer).toughness) == (3, 4)


def test_the_exiled_card_returns_under_its_owner_s_control() -> None:
    """CR 610.3c: Glory Seeker, owned by player 0 but controlled by player 1, is exiled; when
    the Cathar leaves, the Seeker returns under its owner's control: player 0's."""
    s = Scenario(seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker", owner=0)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    assert d.chars(seeker).controller == 1
    cathar = _cathar_in(d, seeker)
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    back = d.find("Glory Seeker", zone="battlefield")
    assert d.chars(back).controller == 0


def test_ward_s_3_life_cannot_be_paid_with_2_life_so_the_spell_is_countered() -> None:
    """CR 119.4, 702.21a: at 2 life the Shock's caster can't pay 3 life: "pay" is not offered
    and is refused with the reason (CR 118.3), in English and in Japanese; declining, Shock is countered and the Brute
    undamaged."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.life(1, 2)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    brute = d.find("Moonrage Brute")
    d.cast(1, "Shock", targets=[brute])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("ward_payment")
    with pytest.raises(IllegalActionError,
                       match=r"'pay' is not one of the choices.*Player 2 can't pay the cost "
                             r"\"Pay 3 life\" now"
                       ) as refused:
        d.choose("pay")
    assert "Player 2はいまコスト「3点のライフを支払う」を支払えません" in refused.value.text("ja")
    assert d.life(1) == 2
    d.choose("decline")
    d.resolve_all()
    assert d.zone_of("Shock") == "graveyard" and d.state.objects[brute].damage == 0
    assert d.life(1) == 2


@pytest.mark.parametrize(("answer", "where"), [("command_zone", "command"),
                                               ("stay", "battlefield")])
def test_an_exiled_commander_moved_to_the_command_zone_doesn_t_come_back(
        answer: str, where: str) -> None:
    """CR 903.9a, 400.7, 610.3: the opponent's commander exiled by the Cathar may be put into
    the command zone; moved there it is a new object, and the Cathar leaving returns nothing.
    Left in exile, it returns to the battlefield when the Cathar leaves."""
    s = Scenario(format="commander", seed=1)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.commander(1, "Rem Karolus, Stalwart Slayer", zone="battlefield")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    cathar = _cathar_in(d, d.find("Rem Karolus, Stalwart Slayer"))
    d.expect("commander_zone")
    d.choose(answer)
    d.pass_priority()
    d.cast(1, "Shock", targets=[cathar])
    d.resolve()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert d.zone_of("Rem Karolus, Stalwart Slayer") == where


def test_a_cathar_exiled_by_another_cathar_comes_back_as_a_new_object_and_exiles_again() -> None:
    """CR 610.3, 400.7, 603.6a: player 1's Brutal Cathar exiles Glory Seeker; player 0's own
    Brutal Cathar then exiles it, so the Seeker returns. When player 0's Cathar is exiled by
    Swords to Plowshares, player 1's Cathar returns as a new object: its enters ability
    triggers again and may exile either of player 0's creatures (here Elvish Warrior), while
    the Seeker stays on the battlefield."""
    s = Scenario(seed=1)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains")
    s.hand(1, "Brutal Cathar", "Swords to Plowshares")
    s.battlefield(0, "Plains", "Plains", "Plains", "Glory Seeker", "Elvish Warrior")
    s.hand(0, "Brutal Cathar")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.at("precombat_main", active=1, turn=2)
    d = Driver(s.build())
    d.cast(1, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    theirs = d.find("Brutal Cathar", zone="battlefield")
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=3)
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(theirs)
    d.resolve()
    assert d.zone_of("Brutal Cathar", player=1) == "exile"
    assert d.zone_of("Glory Seeker") == "battlefield"
    mine = d.find("Brutal Cathar", zone="battlefield")
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[mine])
    d.resolve()
    back = d.find("Brutal Cathar", zone="battlefield")
    assert back != theirs and d.chars(back).controller == 1
    d.expect("target")
    assert {a.value for a in d.game.legal_actions()} == {
        d.find("Glory Seeker"), d.find("Elvish Warrior")}
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert d.zone_of("Glory Seeker") == "battlefield"
