"""Objects exiled "until" an event (CR 610.3; the exile zone holds some objects only
temporarily, CR 406.1): the card comes back when the event occurs,
under its owner's control unless the effect says otherwise (610.3c); a face-down permanent is
exiled revealed and returns face up (CR 708.9); a commander its owner put into the command
zone from exile is a new object, which nothing returns (CR 903.9a, 400.7). Cards whose sources
leave at the same time return at the same time (610.3d): neither sees the other already on the
battlefield as it enters (614.12). An Aura exiled this way returns under its owner's control,
who chooses what it enchants as it enters (610.3c, 303.4f).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary


def test_a_card_exiled_from_another_controller_returns_under_its_owners_control() -> None:
    """CR 610.3c: player 1 controls Glory Seeker, which player 0 owns. Player 0's Brutal
    Cathar exiles it (a creature an opponent controls) until the Cathar leaves; when the Cathar
    dies, the Seeker returns under its owner's control: player 0's."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mountain")
    s.hand(0, "Brutal Cathar", "Shock")
    s.battlefield(1, "Glory Seeker", owner=0)
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))  # the enters ability's target
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    seeker = d.find("Glory Seeker")
    assert d.state.objects[seeker].zone.value == "battlefield"
    assert d.state.objects[seeker].controller == 0


def test_a_face_down_creature_exiled_until_returns_face_up() -> None:
    """CR 708.9, 610.3, 400.7: Brutal Cathar exiles player 1's face-down Daru Lancer; it is
    exiled face up (revealed), and when the Cathar dies it returns as a new object face up:
    Daru Lancer, 3/4."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Daru Lancer", face_down=True)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Daru Lancer"))
    d.resolve()
    assert not d.state.objects[d.find("Daru Lancer", zone="exile")].face_down
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    d.resolve_all()
    lancer = d.find("Daru Lancer", zone="battlefield")
    assert not d.state.objects[lancer].face_down
    c = d.chars(lancer)
    assert (c.name, c.power, c.toughness, c.controller) == ("Daru Lancer", 3, 4, 1)


def test_a_commander_exiled_until_and_put_into_the_command_zone_doesnt_return() -> None:
    """CR 903.9a, 610.3c: Brutal Cathar exiles player 1's commander; its owner puts it into
    the command zone, a new object; when the Cathar dies, nothing returns: the commander
    stays in the command zone."""
    s = Scenario(seed=1, format="commander")
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.commander(1, "Rorix Bladewing", zone="battlefield")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Rorix Bladewing"))
    d.resolve()
    dec = d.expect("commander_zone")
    assert dec.player == 1
    d.choose("command_zone")
    assert d.zone_of("Rorix Bladewing") == "command"
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Brutal Cathar")])
    d.resolve()
    d.resolve_all()
    assert d.zone_of("Brutal Cathar") == "graveyard"
    assert d.zone_of("Rorix Bladewing") == "command"
    assert not [o for o in d.state.battlefield if d.state.objects[o].controller == 1
                and d.chars(o).is_creature]


def test_phasing_out_isnt_leaving_so_the_card_stays_exiled() -> None:
    """CR 702.26d, 610.3: player 1's Spectral Adversary phases out player 0's Brutal Cathar,
    which had exiled Glory Seeker "until it leaves the battlefield"; phasing out isn't leaving,
    so the Seeker stays in exile, and still does after the Cathar phases in (CR 502.1)."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    d.pass_priority()
    phase_out_with_adversary(d, d.find("Brutal Cathar"), player=1)
    cathar = d.find("Brutal Cathar")
    assert d.state.objects[cathar].phased_out
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=5)
    assert not d.state.objects[cathar].phased_out
    assert d.state.objects[cathar].zone.value == "battlefield"
    assert d.zone_of("Glory Seeker") == "exile"


def test_phased_out_before_its_enters_ability_resolves_it_still_exiles() -> None:
    """CR 702.26d, 610.3b, 611.2b: with Brutal Cathar's enters ability on the stack, player
    1's Spectral Adversary phases the Cathar out. Phasing out isn't leaving the battlefield
    and "until this creature leaves the battlefield" is no "for as long as" duration (which a
    phased-out source would end, ruling MID-RN-237): the ability exiles Glory Seeker, which
    stays in exile while the Cathar is phased out and after it phases in."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Brutal Cathar")
    s.battlefield(1, "Glory Seeker")
    s.battlefield(1, *["Island"] * 4)
    s.hand(1, "Spectral Adversary")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    assert len(d.state.stack) == 1  # the enters ability
    d.pass_priority()
    phase_out_with_adversary(d, d.find("Brutal Cathar"), player=1)
    cathar = d.find("Brutal Cathar")
    assert d.state.objects[cathar].phased_out and len(d.state.stack) == 1
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("precombat_main", turn=5)
    assert not d.state.objects[cathar].phased_out
    assert d.zone_of("Glory Seeker") == "exile"

def test_cards_of_sources_leaving_together_return_together() -> None:
    """CR 610.3d, 614.12, 704.5f: each of player 0's two Brutal Cathars has exiled a Custodi
    Soulbinders (0/0, "enters with X +1/+1 counters, where X is the number of other creatures
    on the battlefield"). Starstorm (X=2) kills both Cathars at once: both Soulbinders return
    at the same time, neither counting the other, so each enters with no counter and dies
    (one returned after the other would have had a counter and stayed)."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Brutal Cathar", label="first")
    s.battlefield(0, "Brutal Cathar", label="second")
    s.battlefield(0, *["Mountain"] * 4)
    s.exile(1, "Custodi Soulbinders", exiled_with="first")
    s.exile(1, "Custodi Soulbinders", exiled_with="second")
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert len(d.ids("Brutal Cathar", "graveyard")) == 2
    assert not d.ids("Custodi Soulbinders", "battlefield")
    assert len(d.ids("Custodi Soulbinders", "graveyard")) == 2
    entered = [e for e in d.state.log if e.kind == "zone_change"
               and e.to_zone is not None and e.to_zone.value == "battlefield"]
    assert len(entered) == 2 and not any(e.data.get("counters") for e in entered)


def test_an_exiled_aura_returns_enchanting_what_its_owner_chooses() -> None:
    """CR 610.3c, 303.4f, 400.7: Borrowed Time exiles player 1's Pacifism (on player 0's Glory
    Seeker); when Naturalize destroys Borrowed Time, Pacifism returns under its owner's
    control, a new object: player 1 chooses what it enchants, here Elvish Warrior."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 8)
    s.library(1, *["Island"] * 8)
    s.battlefield(0, "Plains", "Plains", "Plains", "Forest", "Forest")
    s.battlefield(0, "Glory Seeker", label="seeker")
    s.battlefield(0, "Elvish Warrior")
    s.hand(0, "Borrowed Time", "Naturalize")
    s.battlefield(1, "Pacifism", attached_to="seeker")
    d = Driver(s.build())
    d.cast(0, "Borrowed Time")
    d.resolve()
    d.choose(d.find("Pacifism"))  # the enters ability's target
    d.resolve()
    assert d.zone_of("Pacifism") == "exile"
    d.cast(0, "Naturalize", targets=[d.find("Borrowed Time", "battlefield")])
    d.resolve()
    dec = d.expect("choose_option")
    assert dec.player == 1
    warrior = d.find("Elvish Warrior")
    d.choose(warrior)
    pacifism = d.find("Pacifism", "battlefield")
    assert d.state.objects[pacifism].attached_to == warrior
    assert d.state.objects[pacifism].controller == 1


def test_a_flickered_source_returns_its_card_and_the_new_object_exiles_another() -> None:
    """CR 610.3, 610.3c, 400.7, 603.6a: player 0's Brutal Cathar exiles player 1's Glory
    Seeker until the Cathar leaves the battlefield. Hallowed Respite exiles the Cathar and
    returns it: it left, so the Seeker comes back at once, and the Cathar that returns is a new
    object whose enters ability triggers again and exiles Elvish Warrior. That card is linked to
    the new Cathar only: flashing back Hallowed Respite on it returns the Warrior, while the
    Seeker, back since the first time, stays where it is until targeted again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Plains"] * 6, "Island", "Island")
    s.hand(0, "Brutal Cathar", "Hallowed Respite")
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    first = d.find("Brutal Cathar", zone="battlefield")
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Hallowed Respite", targets=[first])
    d.resolve()
    second = d.find("Brutal Cathar", zone="battlefield")
    assert second != first
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.expect("target")
    d.choose(d.find("Elvish Warrior"))
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.cast(0, "Hallowed Respite", targets=[second], method="flashback")
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "battlefield"
    assert d.zone_of("Glory Seeker") == "battlefield"
    d.expect("target")
    assert {a.value for a in d.game.legal_actions() if a.value is not None} == {
        d.find("Glory Seeker"), d.find("Elvish Warrior")}


def test_a_source_exiled_in_response_exiles_nothing_and_its_return_exiles_anew() -> None:
    """CR 610.3b, 400.7, 603.6a, 603.7: with Brutal Cathar's enters ability on the stack
    targeting Glory Seeker, player 0 cycles Akroma's Vengeance and Astral Slide exiles the
    Cathar until the next end step. The Cathar left after its ability triggered, so the Seeker
    doesn't move. At the beginning of the end step the Cathar returns as a new object, and its
    enters ability triggers again, offering both of player 1's creatures."""
    s = Scenario(seed=1)
    s.battlefield(0, "Astral Slide", *["Plains"] * 6)
    s.hand(0, "Brutal Cathar", "Akroma's Vengeance")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Plains"] * 5)
    s.battlefield(1, "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Brutal Cathar")
    d.resolve()
    d.expect("target")
    d.choose(seeker)
    cathar = d.find("Brutal Cathar", zone="battlefield")
    d.activate(0, "Akroma's Vengeance")  # cycling
    d.expect("target")
    d.choose(cathar)  # Astral Slide's trigger
    d.resolve()
    d.expect("may")
    d.choose(True)
    assert d.zone_of("Brutal Cathar") == "exile"
    d.resolve_all()
    assert d.find("Glory Seeker", zone="battlefield") == seeker
    for _ in range(30):
        if d.decision.kind != "priority":
            break
        d.pass_priority()
    back = d.find("Brutal Cathar", zone="battlefield")
    assert back != cathar and d.state.step.name == "END"
    d.expect("target")
    assert {a.value for a in d.game.legal_actions()} == {seeker, d.find("Elvish Warrior")}


def test_a_token_copy_of_the_exiler_leaving_returns_the_card_and_the_token_is_gone() -> None:
    """CR 707.2, 610.3, 111.7, 704.5d: Hour of Eternity (X=1) exiles Brutal Cathar from player
    0's graveyard and creates a 4/4 black Zombie token that copies it, so the token has the
    Cathar's enters ability and exiles player 1's Glory Seeker until the token leaves. Player
    1's Infernal Grasp destroys the token: the Seeker returns to the battlefield under player
    1's control, the token ceases to exist in the graveyard, and the card Hour of Eternity
    exiled stays in exile."""
    s = Scenario(seed=1)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    s.battlefield(0, *["Island"] * 5)
    s.graveyard(0, "Brutal Cathar")
    s.hand(0, "Hour of Eternity")
    s.battlefield(1, "Glory Seeker", "Swamp", "Swamp")
    s.hand(1, "Infernal Grasp")
    d = Driver(s.build())
    card = d.find("Brutal Cathar", zone="graveyard")
    d.cast(0, "Hour of Eternity", x=1, targets=[card])
    d.resolve()
    [token] = [o for o in d.ids("Brutal Cathar", zone="battlefield")
               if d.state.objects[o].is_token]
    assert d.chars(token).subtypes == {"Zombie"}
    assert d.zone_of("Brutal Cathar") == "exile"  # the card Hour of Eternity exiled
    d.choose(d.find("Glory Seeker"))  # the token's enters ability's target
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_priority()  # player 1 gets priority in player 0's main phase
    d.cast(1, "Infernal Grasp", targets=[token])
    d.resolve()
    assert d.ids("Brutal Cathar", zone="battlefield") == []
    assert token not in d.state.objects  # it ceased to exist (CR 704.5d)
    assert [d.zone_of("Brutal Cathar")] == ["exile"] and len(d.ids("Brutal Cathar")) == 1
    seeker = d.find("Glory Seeker")
    assert d.state.objects[seeker].zone.value == "battlefield"
    assert d.state.objects[seeker].controller == 1
    assert d.life(1) == 18
