"""Acceptance scenarios for disturb (CR 702.146) and the back faces it casts.

* 702.146a: a card is cast with disturb only from its owner's graveyard ("your graveyard"),
  as flashback only from its owner's (702.34a).
* The back faces' "if it would be put into a graveyard from anywhere, exile it instead"
  replaces only going to a graveyard (CR 614.1a): returned to its owner's hand or put into a
  library, the card goes there, front face up (CR 712.8a).
* 400.7, 712.14: exiled and returned to the battlefield, the card is a new object that enters
  front face up.
"""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver


def _libraries(s: Scenario, players: int = 2) -> Scenario:
    for p in range(players):
        s.library(p, *["Island"] * 8)
    return s


def test_disturb_and_flashback_only_from_your_own_graveyard() -> None:
    """CR 702.146a, 702.34a: player 1, with mana for either, can't cast player 0's Baithook
    Angler with disturb nor player 0's Otherworldly Gaze with flashback."""
    s = _libraries(Scenario(seed=1))
    s.graveyard(0, "Baithook Angler", "Otherworldly Gaze")
    s.battlefield(1, "Island", "Island", "Island")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions() if isinstance(a, CastSpell)]


def test_a_disturbed_creature_returned_to_hand_goes_to_the_hand() -> None:
    """CR 614.1a, 712.8a: Chain of Vapor returns Morning Apparition to its owner's hand: the
    exile replacement applies only to a graveyard, so it is in the hand as Mourning Patrol."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island")
    s.hand(0, "Chain of Vapor")
    s.battlefield(1, "Mourning Patrol", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Chain of Vapor", targets=[d.find("Mourning Patrol")])
    d.resolve()  # player 1 has no land to sacrifice: no copy
    card = d.find("Mourning Patrol", zone="hand", player=1)
    assert d.chars(card).name == "Mourning Patrol"
    assert not d.ids("Mourning Patrol", zone="exile")


def test_a_disturbed_creature_put_into_a_library_goes_there() -> None:
    """CR 614.1a: Revenge of the Drowned has Morning Apparition's owner put it on the top or
    bottom of their library: it goes there, not to exile."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Revenge of the Drowned")
    s.battlefield(1, "Mourning Patrol", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Revenge of the Drowned", targets=[d.find("Mourning Patrol")])
    d.resolve()
    d.expect("choose_option")
    d.act(1, d.game.legal_actions()[0])
    card = d.find("Mourning Patrol", zone="library")
    assert card in d.state.players[1].library
    assert not d.ids("Mourning Patrol", zone="exile")


def test_a_disturbed_creature_exiled_and_returned_comes_back_front_face_up() -> None:
    """CR 400.7, 712.14: Hallowed Respite exiles Morning Apparition and returns it: the card
    enters as a new object with its front face up, Mourning Patrol, and gets the +1/+1
    counter (it entered under the caster's control)."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Plains", "Island")
    s.hand(0, "Hallowed Respite")
    s.battlefield(0, "Mourning Patrol", transformed=True)
    d = Driver(s.build())
    d.cast(0, "Hallowed Respite", targets=[d.find("Mourning Patrol")])
    d.resolve()
    patrol = d.find("Mourning Patrol", zone="battlefield")
    c = d.chars(patrol)
    assert (c.name, c.power, c.toughness) == ("Mourning Patrol", 3, 4)
    assert d.state.objects[patrol].face == 0
    assert d.state.objects[patrol].counters == {"+1/+1": 1}


def test_a_creature_spell_flash_permission_applies_to_a_disturb_spell() -> None:
    """CR 702.146a, 712.8c, 307.1: a disturb spell is a creature spell (its back face): after
    Arlinn's +1 ("you may cast creature spells as though they had flash") player 0 may cast
    Lunarch Veteran with disturb in the opponent's upkeep; it enters as Luminous Phantom."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Arlinn, the Pack's Hope", "Forest", "Mountain", "Plains", "Plains")
    s.graveyard(0, "Lunarch Veteran")
    d = Driver(s.build())
    veteran = d.find("Lunarch Veteran")
    assert CastSpell(veteran, "disturb") in d.game.legal_actions()
    d.activate(0, "Arlinn, the Pack's Hope", index=1)  # +1
    d.resolve()
    d.pass_until("upkeep", turn=4)
    d.pass_priority()  # the opponent's upkeep: player 0 gets priority
    assert d.decision.player == 0
    d.cast(0, veteran, method="disturb")
    d.resolve()
    phantom = d.find("Lunarch Veteran", zone="battlefield")
    assert d.chars(phantom).name == "Luminous Phantom"


def test_a_disturbed_permanent_has_its_front_face_s_mana_value() -> None:
    """CR 712.8e: Waildrifter (Galedrifter's back face, front {3}{U}) has mana value 4: Fading
    Hope returns it to its owner's hand (its exile replacement applies only to a graveyard,
    CR 614.1a) and, the mana value being more than 3, its caster doesn't scry."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(0, "Island")
    s.hand(0, "Fading Hope")
    s.battlefield(1, "Galedrifter", transformed=True)
    d = Driver(s.build())
    drifter = d.find("Galedrifter")
    assert d.chars(drifter).name == "Waildrifter" and d.chars(drifter).mana_value == 4
    d.cast(0, "Fading Hope", targets=[drifter])
    d.resolve()
    assert d.decision.kind == "priority"
    assert d.zone_of("Galedrifter") == "hand"


def test_gisa_and_a_back_face_s_exile_replacement_are_chosen_by_the_creature_s_controller(
) -> None:
    """CR 616.1, 614.1a, 702.146: Hook-Haunt Drifter (Baithook Angler's back face) dies under
    Gisa's opponent: both Gisa's "if a creature an opponent controls would die, exile it
    instead" and the Drifter's own "if it would be put into a graveyard, exile it instead"
    apply; its controller chooses. With the Drifter's own, it is exiled but not with Gisa and
    stays there; with Gisa's, Gisa returns the card (Baithook Angler, front face up, CR 712.8a)
    at her controller's next upkeep."""
    for gisas, returned in ((False, False), (True, True)):
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Gisa, Glorious Resurrector", "Mountain")
        s.hand(0, "Shock")
        s.battlefield(1, "Baithook Angler", transformed=True)
        d = Driver(s.build())
        gisa, angler = d.find("Gisa, Glorious Resurrector"), d.find("Baithook Angler")
        d.cast(0, "Shock", targets=[angler])
        d.resolve()
        d.expect("order_replacements")
        assert d.decision.player == 1
        options = {a.value: a for a in d.game.legal_actions()}  # type: ignore[attr-defined]
        [pick] = [v for v in options if v.startswith(f"a{gisa}.") is gisas]
        d.choose(pick)
        assert d.zone_of("Baithook Angler") == "exile"
        d.pass_until("precombat_main", turn=5)
        back = d.find("Baithook Angler")
        assert (d.zone_of("Baithook Angler") == "battlefield") is returned
        if returned:
            assert d.state.objects[back].controller == 0
            assert d.chars(back).name == "Baithook Angler" and d.chars(back).has("Decayed")


def test_a_cost_reduction_looks_at_the_back_face_a_disturb_spell_has() -> None:
    """CR 712.11c, 712.8c, 601.2f: Herald of War with a +1/+1 counter makes Angel and Human
    spells cost {1} less. With one Plains, Beloved Beggar ({1}{W}, a Human) may be cast from
    the hand (without the counter it can't), but Lunarch Veteran (a Human) can't be cast with
    disturb ({1}{W}): the spell would be Luminous Phantom, a Spirit, with no reduction."""
    for counters, reduced in (({}, False), ({"+1/+1": 1}, True)):
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Herald of War", counters=counters)
        s.battlefield(0, "Plains")
        s.graveyard(0, "Lunarch Veteran")
        s.hand(0, "Beloved Beggar")
        d = Driver(s.build())
        legal = d.game.legal_actions()
        assert (CastSpell(d.find("Beloved Beggar"), "normal") in legal) is reduced
        assert CastSpell(d.find("Lunarch Veteran"), "disturb") not in legal


def test_a_tax_on_a_named_card_looks_at_the_name_a_disturb_spell_has() -> None:
    """CR 712.11c, 712.8c, 601.2f: Curse of Silence on player 0 makes spells with the chosen
    name cost {2} more. Naming Baithook Angler (the front face) doesn't tax casting it with
    disturb ({1}{U}, two Islands pay it): the spell is Hook-Haunt Drifter. Naming Hook-Haunt
    Drifter does: {3}{U} is more than two Islands pay."""
    for name, castable in (("Baithook Angler", True), ("Hook-Haunt Drifter", False)):
        s = _libraries(Scenario(seed=1))
        s.battlefield(0, "Island", "Island")
        s.graveyard(0, "Baithook Angler")
        s.battlefield(1, "Curse of Silence", attached_to=0, chosen={"card_name": name})
        d = Driver(s.build())
        angler = d.find("Baithook Angler", "graveyard")
        assert (CastSpell(angler, "disturb") in d.game.legal_actions()) is castable


def test_a_clone_of_a_disturbed_back_face_is_exiled_instead_of_dying() -> None:
    """CR 707.2, 707.8, 712.8d: Clone copies player 1's Hook-Haunt Drifter (Baithook Angler
    back face up): it copies the face that is up, a Hook-Haunt Drifter with "if it would be put
    into a graveyard from anywhere, exile it instead", so Shocked, the Clone card is exiled."""
    s = _libraries(Scenario(seed=1))
    s.battlefield(1, "Baithook Angler", transformed=True)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(d.find("Baithook Angler"))
    d.resolve_all()
    clone = d.find("Clone", zone="battlefield")
    assert d.chars(clone).name == "Hook-Haunt Drifter"
    d.cast(0, "Shock", targets=[clone])
    d.resolve()
    assert d.zone_of("Clone") == "exile"
