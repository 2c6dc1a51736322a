"""Dearly Departed — {4}{W}{W} Creature — Spirit 5/5.

Oracle: "Flying
As long as Dearly Departed is in your graveyard, each Human creature you control enters the
battlefield with an additional +1/+1 counter on it."
Rulings covered: MIC-OR-0114, MIC-OR-0115.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import DeclareBlocker, PassPriority
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

pytestmark = pytest.mark.card("Dearly Departed")

CARD = "Dearly Departed"


def _enter(d: Driver, player: int, name: str) -> int:
    """Cast ``name`` and let it resolve, answering the order of replacement effects."""
    d.cast(player, name)
    while d.state.stack:
        if d.decision.kind == "priority":
            d.act(d.decision.player, PassPriority())
        else:
            d.choose(d.game.legal_actions()[0].value)
    return d.ids(name, "battlefield", player)[-1]


def _plus(d: Driver, oid: int) -> int:
    return int(d.state.objects[oid].counters.get("+1/+1", 0))


def test_only_from_your_graveyard_and_only_for_your_humans() -> None:
    """CR 113.6b: in its owner's graveyard: their Glory Seeker (a Human) enters with a
    counter, their Elvish Warrior (an Elf) doesn't, nor does the opponent's Human. On the
    battlefield it does nothing."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Plains"] * 2, *["Forest"] * 2)
    s.hand(0, "Glory Seeker", "Elvish Warrior")
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 1
    assert _plus(d, _enter(d, 0, "Elvish Warrior")) == 0
    d.pass_until("precombat_main", turn=4)
    theirs = _enter(d, 1, "Glory Seeker")
    assert d.state.objects[theirs].controller == 1 and _plus(d, theirs) == 0

    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 0


@pytest.mark.ruling("MIC-OR-0114")
def test_cumulative_one_counter_for_each_in_your_graveyard() -> None:
    """Two in the graveyard: Glory Seeker enters with two +1/+1 counters (a 4/4)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD, CARD)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = _enter(d, 0, "Glory Seeker")
    assert _plus(d, seeker) == 2
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)


@pytest.mark.ruling("MIC-OR-0115")
def test_whether_it_is_a_human_is_seen_as_it_would_be_on_the_battlefield() -> None:
    """Curse of Conformity on its owner makes their nonlegendary creatures lose all creature
    types: Glory Seeker, a Human in hand, enters as no Human and gets no counter; with no such
    effect Avian Changeling (every creature type, a Human among them) gets one."""
    assert AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains")
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    seeker = _enter(d, 0, "Glory Seeker")
    assert not d.chars(seeker).subtypes
    assert _plus(d, seeker) == 0

    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Avian Changeling")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Avian Changeling")) == 1


def test_human_tokens_created_get_the_counter_too() -> None:
    """Join the Dance creates two 1/1 white Human tokens: each enters with a +1/+1 counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Forest")
    s.hand(0, "Join the Dance")
    d = Driver(s.build())
    d.cast(0, "Join the Dance")
    d.resolve()
    tokens = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert len(tokens) == 2 and all(_plus(d, t) == 1 for t in tokens)
    assert all((d.chars(t).power, d.chars(t).toughness) == (2, 2) for t in tokens)


def test_human_tokens_created_by_name_only_under_your_control() -> None:
    """CR 614.12, 111.4: Clarion Cathars (a Human Knight) enters with a counter and so does the
    1/1 white Human token its ability creates; Slaughter Specialist (a Vampire) gets none, nor
    does the Human token it makes the opponent create (a creature the opponent controls)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Plains"] * 4, "Swamp", "Swamp")
    s.hand(0, "Clarion Cathars", "Slaughter Specialist")
    d = Driver(s.build())
    cathars = _enter(d, 0, "Clarion Cathars")
    assert _plus(d, cathars) == 1
    [human] = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert d.state.objects[human].controller == 0
    assert _plus(d, human) == 1 and (d.chars(human).power, d.chars(human).toughness) == (2, 2)
    assert _plus(d, _enter(d, 0, "Slaughter Specialist")) == 0
    [theirs] = [x for x in d.state.battlefield
                if d.state.objects[x].is_token and d.state.objects[x].controller == 1]
    assert "Human" in d.chars(theirs).subtypes and _plus(d, theirs) == 0


def test_a_clone_entering_as_a_copy_of_a_human_gets_the_counter() -> None:
    """CR 614.12, 707.2: Clone (a Shapeshifter) entering as a copy of Glory Seeker is a Human
    as it would exist on the battlefield, so it enters with a counter; entering as a copy of
    Elvish Warrior it gets none."""
    for model, human in (("Glory Seeker", True), ("Elvish Warrior", False)):
        s = Scenario(seed=1)
        s.graveyard(0, CARD)
        s.battlefield(0, *["Island"] * 4)
        s.battlefield(1, model)
        s.hand(0, "Clone")
        d = Driver(s.build())
        d.cast(0, "Clone")
        d.resolve()
        d.expect("choose_cards")
        d.choose(d.find(model))
        d.take_first("order_replacements")
        clone = d.find("Clone", "battlefield")
        assert d.chars(clone).name == model
        assert _plus(d, clone) == (1 if human else 0)


def test_a_frog_copy_of_a_human_is_no_human() -> None:
    """CR 707.9b, 614.12: Croaking Counterpart's token copy of Glory Seeker is a Frog instead
    of a Human as it would exist on the battlefield, so it enters with no counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Forest", "Island", "Island")
    s.battlefield(1, "Glory Seeker")
    s.hand(0, "Croaking Counterpart")
    d = Driver(s.build())
    d.cast(0, "Croaking Counterpart", targets=[d.find("Glory Seeker")])
    d.resolve()
    [frog] = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert d.chars(frog).subtypes == frozenset({"Frog"}) and d.chars(frog).name == "Glory Seeker"
    assert _plus(d, frog) == 0


def test_a_human_returned_from_your_graveyard_gets_the_counter() -> None:
    """CR 614.12, 614.1c: Doomed Necromancer returns Glory Seeker from its owner's graveyard
    to the battlefield (not cast: it enters under its owner's control), and it enters with a
    counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD, "Glory Seeker")
    s.battlefield(0, "Doomed Necromancer", "Swamp")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Doomed Necromancer", targets=[seeker])
    d.resolve()
    back = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[back].controller == 0 and _plus(d, back) == 1


def test_in_its_owner_s_hand_it_does_nothing() -> None:
    """CR 113.6b, 113.6: its ability says where it works, the graveyard: in its owner's hand
    (as on the battlefield) it gives their Glory Seeker no counter."""
    s = Scenario(seed=1)
    s.hand(0, CARD, "Glory Seeker")
    s.battlefield(0, "Plains", "Plains")
    d = Driver(s.build())
    seeker = _enter(d, 0, "Glory Seeker")
    assert _plus(d, seeker) == 0
    assert (d.chars(seeker).power, d.chars(seeker).toughness) == (2, 2)


def test_the_owner_s_own_one_doesnt_count_their_human_entering_under_another_player() -> None:
    """CR 614.12, 110.2: "each Human creature you control" is seen as the creature would exist
    on the battlefield: player 0's Visions of Dread puts player 1's Glory Seeker (a Human)
    onto the battlefield under player 0's control. With a Dearly Departed in each graveyard,
    it gets the one counter of player 0's and none from its owner's (it's no creature
    player 1 would control)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Visions of Dread")
    s.graveyard(0, CARD)
    s.graveyard(1, "Glory Seeker", CARD)
    d = Driver(s.build())
    d.cast(0, "Visions of Dread", targets=[1])
    d.resolve()
    assert d.decision.player == 1
    d.choose(d.find("Glory Seeker", "graveyard"))
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.chars(seeker).controller == 0 and d.state.objects[seeker].owner == 1
    assert _plus(d, seeker) == 1


def test_found_behind_other_cards_in_the_graveyard() -> None:
    """CR 113.6: the ability works from anywhere in its owner's graveyard, other cards before
    it there included."""
    s = Scenario(seed=1)
    s.graveyard(0, "Plains", "Elvish Warrior", CARD)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 1


def test_a_humans_own_replacement_effect_applies_first_without_a_choice() -> None:
    """CR 616.1a, 614.15: as Gavony Dawnguard (a Human Soldier) enters while it is neither day
    nor night, its own "it becomes day as it enters" is a self-replacement effect and applies
    first; Dearly Departed's effect is not one, so no choice is asked: it becomes day and the
    Dawnguard has its counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains", "Plains")
    s.hand(0, "Gavony Dawnguard")
    d = Driver(s.build())
    assert d.state.day_night is None
    d.cast(0, "Gavony Dawnguard")
    d.resolve()
    assert d.decision.kind == "priority"
    dawnguard = d.find("Gavony Dawnguard", "battlefield")
    assert d.state.day_night == "day" and _plus(d, dawnguard) == 1


def test_a_human_put_into_a_graveyard_is_not_affected() -> None:
    """CR 614.1c: the effect replaces only entering the battlefield. A Human dying while Rest
    in Peace is out has one replacement effect to apply (Rest in Peace's), so nothing is asked
    (CR 616.1) and it is exiled."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Glory Seeker", "Rest in Peace")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.zone_of("Glory Seeker") == "exile"


def test_a_daybound_human_cast_at_night_enters_as_its_werewolf_back_face_with_no_counter() -> None:
    """CR 614.12, 702.145b (rulings MID-RN-005/006): at night Village Watch (a Human Werewolf)
    enters transformed, as Village Reavers (a Werewolf only); as it would exist on the
    battlefield it is no Human, so it enters with no counter. By day it enters front face up,
    a Human, with one."""
    for time, name, counters in (("night", "Village Reavers", 0), ("day", "Village Watch", 1)):
        s = Scenario(seed=1)
        s.day_night(time)
        s.graveyard(0, CARD)
        s.battlefield(0, *["Mountain"] * 5)
        s.hand(0, "Village Watch")
        d = Driver(s.build())
        watch = _enter(d, 0, "Village Watch")
        assert d.chars(watch).name == name
        assert _plus(d, watch) == counters


def test_a_daybound_human_returned_by_day_enters_front_face_up_with_the_counter() -> None:
    """CR 614.12, 712.8a: by day Doomed Necromancer returns Village Watch from the graveyard
    front face up (the effect says nothing of its face), a Human Werewolf, so it enters with a
    counter."""
    s = Scenario(seed=1)
    s.day_night("day")
    s.graveyard(0, CARD, "Village Watch")
    s.battlefield(0, "Doomed Necromancer", "Swamp")
    d = Driver(s.build())
    d.activate(0, "Doomed Necromancer", targets=[d.find("Village Watch")])
    d.resolve()
    watch = d.find("Village Watch", "battlefield")
    assert d.chars(watch).name == "Village Watch" and "Human" in d.chars(watch).subtypes
    assert _plus(d, watch) == 1


def test_a_human_cast_with_disturb_enters_as_its_spirit_back_face_with_no_counter() -> None:
    """CR 614.12, 702.146b: Beloved Beggar (a Human Peasant) cast with disturb from the
    graveyard enters back face up, as Generous Soul (a Spirit), so it gets no counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD, "Beloved Beggar")
    s.battlefield(0, *["Plains"] * 6)
    d = Driver(s.build())
    d.cast(0, "Beloved Beggar", method="disturb")
    d.resolve()
    soul = d.find("Beloved Beggar", "battlefield")
    assert d.chars(soul).name == "Generous Soul" and d.chars(soul).subtypes == {"Spirit"}
    assert _plus(d, soul) == 0


def test_a_human_cast_face_down_is_no_human_and_gets_no_counter() -> None:
    """CR 708.2a, 614.12: Daru Healer (a Human Cleric) cast face down enters as a 2/2
    creature with no creature types, so it gets no counter, and turning it face up later is
    no entering (CR 708.8): still none."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Plains"] * 4)
    s.hand(0, "Daru Healer")
    d = Driver(s.build())
    d.cast(0, "Daru Healer", method="face_down")
    d.resolve()
    healer = d.find("Daru Healer", "battlefield")
    assert d.state.objects[healer].face_down and not d.chars(healer).subtypes
    assert _plus(d, healer) == 0
    d.special(0, "turn_face_up", healer)
    d.pay()
    assert "Human" in d.chars(healer).subtypes and _plus(d, healer) == 0


def test_an_opponents_human_put_onto_the_battlefield_under_your_control_gets_the_counter() -> None:
    """CR 614.12, 110.2: Gisa, Glorious Resurrector exiles the opponent's dying Glory Seeker
    and puts it onto the battlefield under its controller's control at their upkeep: a Human
    entering under the control of Dearly Departed's owner, so it enters with a counter (the
    card's owner doesn't matter)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Mountain", "Gisa, Glorious Resurrector")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.pass_until("end", turn=4)
    while not (d.state.step.name == "UPKEEP" and d.state.stack):
        d.pass_priority()
    d.resolve()
    seeker = d.find("Glory Seeker", "battlefield")
    assert d.state.objects[seeker].owner == 1 and d.chars(seeker).controller == 0
    assert _plus(d, seeker) == 1


def test_in_the_graveyard_of_a_player_after_the_first() -> None:
    """In the second player's graveyard, with the first player's graveyard holding no such
    card: the second player's Glory Seeker enters with a counter."""
    s = Scenario(seed=1)
    s.graveyard(0, "Plains")
    s.graveyard(1, CARD)
    s.battlefield(1, "Plains", "Plains")
    s.hand(1, "Glory Seeker")
    for p in range(2):
        s.library(p, *["Plains"] * 3)
    d = Driver(s.build())
    d.pass_until("precombat_main", turn=4)
    seeker = _enter(d, 1, "Glory Seeker")
    assert d.state.objects[seeker].controller == 1 and _plus(d, seeker) == 1


def test_a_token_an_effect_defines_is_seen_as_it_would_be_on_the_battlefield() -> None:
    """Mobilization's Soldier token (a token the ability defines, CR 111.3) is no Human: it
    enters with no counter while Dearly Departed is in its controller's graveyard."""
    s = Scenario(seed=3)
    s.graveyard(0, CARD)
    s.battlefield(0, "Plains", "Plains", "Plains", "Mobilization")
    d = Driver(s.build())
    d.activate(0, "Mobilization")
    d.resolve()
    [tok] = d.ids("Soldier Token", zone="battlefield")
    assert d.chars(tok).subtypes == {"Soldier"} and _plus(d, tok) == 0


def test_put_into_the_graveyard_and_returned_from_it_between_humans_entering() -> None:
    """CR 113.6, 400.7: while Dearly Departed is on the battlefield a Glory Seeker enters with
    no counter; once Infernal Grasp has put it into the graveyard the next one enters with one;
    once Doomed Necromancer has returned it to the battlefield (the Necromancer, a Human, going
    to the graveyard instead) the third enters with none again."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Doomed Necromancer", *["Plains"] * 6, *["Swamp"] * 3)
    s.hand(0, "Glory Seeker", "Glory Seeker", "Glory Seeker", "Infernal Grasp")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 0
    d.cast(0, "Infernal Grasp", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    second = _enter(d, 0, "Glory Seeker")
    assert _plus(d, second) == 1
    d.activate(0, "Doomed Necromancer", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "battlefield" and d.zone_of("Doomed Necromancer") == "graveyard"
    third = _enter(d, 0, "Glory Seeker")
    assert _plus(d, third) == 0


def test_a_token_sacrificed_by_the_same_spell_is_gone_through_in_its_graveyard() -> None:
    """CR 111.7, 704.5d: Syphon Flesh makes the opponent sacrifice their Zombie token, which is
    in their graveyard (until state-based actions are checked) as Syphon Flesh's own Zombie
    token is created; Dearly Departed in the caster's graveyard is still found, and the new
    token, no Human, gets no counter."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, *["Swamp"] * 5)
    s.hand(0, "Syphon Flesh")
    s.token(1, "Zombie")
    d = Driver(s.build())
    d.cast(0, "Syphon Flesh")
    d.resolve()
    [zombie] = d.ids("Zombie Token", zone="battlefield", player=0)
    assert d.chars(zombie).subtypes == {"Zombie"} and _plus(d, zombie) == 0
    assert not d.ids("Zombie Token", zone="battlefield", player=1)


def test_humans_entering_under_an_anthem_get_the_counter_and_keep_the_anthem() -> None:
    """CR 614.12, 613.4c: with Sigarda, Champion of Light on the battlefield ("Humans you
    control get +1/+1"), each Glory Seeker is seen as a Human as it would exist there and
    enters with a counter; after both have entered each is a 4/4 (2/2, the counter, the
    anthem) and Sigarda is still a 4/4."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD)
    s.battlefield(0, "Sigarda, Champion of Light", *["Plains"] * 4)
    s.hand(0, "Glory Seeker", "Glory Seeker")
    d = Driver(s.build())
    first = _enter(d, 0, "Glory Seeker")
    assert _plus(d, first) == 1
    second = _enter(d, 0, "Glory Seeker")
    assert _plus(d, second) == 1
    for seeker in (first, second):
        assert (d.chars(seeker).power, d.chars(seeker).toughness) == (4, 4)
    sigarda = d.find("Sigarda, Champion of Light", "battlefield")
    assert (d.chars(sigarda).power, d.chars(sigarda).toughness) == (4, 4)


def test_flying_only_a_flyer_or_reach_creature_can_block_it() -> None:
    """CR 702.9b: the attacking Dearly Departed can't be blocked by Glory Seeker; Spitting
    Gourna (reach, CR 702.17b) can block it."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Glory Seeker", "Spitting Gourna")
    d = Driver(s.build())
    dd = d.find(CARD)
    d.to_combat()
    d.attack([dd])
    while d.decision.kind != "declare_blockers":
        d.pass_priority()
    legal = d.game.legal_actions()
    assert DeclareBlocker(d.find("Glory Seeker"), dd) not in legal
    assert DeclareBlocker(d.find("Spitting Gourna"), dd) in legal


def test_in_exile_it_does_nothing() -> None:
    """CR 113.6b: the ability functions only from its owner's graveyard, as it says; exiled,
    a Human enters with no counter."""
    s = Scenario(seed=1)
    s.exile(0, CARD)
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 0


def test_only_humans_entering_once_it_is_in_the_graveyard_get_the_counter() -> None:
    """A Human entering while Dearly Departed is on the battlefield gets no counter, and none
    is added once it dies to three Shocks; a Human entering afterwards gets one (CR 614.12:
    the replacement applies as the Human would enter)."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Glory Seeker", "Glory Seeker")
    s.battlefield(1, *["Mountain"] * 3)
    s.hand(1, "Shock", "Shock", "Shock")
    d = Driver(s.build())
    first = _enter(d, 0, "Glory Seeker")
    assert _plus(d, first) == 0
    for _ in range(3):
        d.pass_priority()
        d.cast(1, d.ids("Shock", "hand", 1)[0], targets=[d.find(CARD)])
        d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    second = _enter(d, 0, "Glory Seeker")
    assert _plus(d, second) == 1 and _plus(d, first) == 0


def test_a_text_change_ends_when_it_goes_to_the_graveyard() -> None:
    """CR 400.7, 612.2: Human changed to Elf on Dearly Departed on the battlefield; once it
    dies it is a new object in the graveyard, without the change: Glory Seeker (a Human)
    enters with the counter, Elvish Warrior (an Elf) doesn't."""
    s = Scenario(seed=1)
    s.battlefield(0, CARD, "Island", "Swamp", "Swamp", *["Plains"] * 2, *["Forest"] * 2)
    s.hand(0, "Artificial Evolution", "Go for the Throat", "Glory Seeker", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Artificial Evolution", targets=[d.find(CARD)])
    d.resolve()
    d.choose("Human")
    d.choose("Elf")
    d.cast(0, "Go for the Throat", targets=[d.find(CARD)])
    d.resolve()
    assert d.zone_of(CARD) == "graveyard"
    assert _plus(d, _enter(d, 0, "Glory Seeker")) == 1
    assert _plus(d, _enter(d, 0, "Elvish Warrior")) == 0


def test_a_human_token_from_an_activated_ability_and_the_cost_that_exiles_it() -> None:
    """CR 614.12, 602.2b, 601.2h, 111.1: Sigarda, Heron's Grace's "{2}, Exile a card from your
    graveyard: Create a 1/1 white Human Soldier creature token." Exiling Glory Seeker, the
    token enters with Dearly Departed's counter (a 2/2); exiling Dearly Departed itself to pay
    the cost, it has left the graveyard before the ability resolves, so the next token enters
    with none (a 1/1)."""
    s = Scenario(seed=1)
    s.graveyard(0, CARD, "Glory Seeker")
    s.battlefield(0, "Sigarda, Heron's Grace", *["Plains"] * 4)
    d = Driver(s.build())
    d.activate(0, "Sigarda, Heron's Grace", choices=[d.find("Glory Seeker", "graveyard")])
    d.resolve()
    [first] = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    assert _plus(d, first) == 1 and (d.chars(first).power, d.chars(first).toughness) == (2, 2)
    d.activate(0, "Sigarda, Heron's Grace", choices=[d.find(CARD, "graveyard")])
    assert d.zone_of(CARD) == "exile"
    d.resolve()
    [second] = [x for x in d.state.battlefield if d.state.objects[x].is_token and x != first]
    assert "Human" in d.chars(second).subtypes
    assert _plus(d, second) == 0 and (d.chars(second).power, d.chars(second).toughness) == (1, 1)


def test_returned_together_with_a_human_its_effect_still_applies_to_that_human() -> None:
    """CR 614.12, 113.6, 616.1: Patriarch's Bidding returns Katilda (a Human) and both Dearly
    Departed (Spirits) from the graveyard at once. The replacement effects apply to that
    event before it happens, while the Dearly Departed are still in the graveyard: their
    owner orders them, and Katilda enters with two +1/+1 counters as the Spirits leave."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5)
    s.graveyard(0, CARD, CARD, "Katilda, Dawnhart Prime")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Human", player=0)
    d.choose("Spirit", player=1)
    assert d.expect("order_replacements").player == 0
    d.choose(d.decision.actions[0].value)
    assert d.decision.kind == "priority"
    katilda = d.find("Katilda, Dawnhart Prime", zone="battlefield")
    assert _plus(d, katilda) == 2
    assert len(d.ids(CARD, "battlefield")) == 2
    assert [d.game.card(c).name for c in d.state.players[0].graveyard] == ["Patriarch's Bidding"]
