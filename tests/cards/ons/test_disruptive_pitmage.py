"""Disruptive Pitmage — {2}{U} Creature — Human Wizard 1/1.

Oracle: "{T}: Counter target spell unless its controller pays {1}.
Morph {U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any
time for its morph cost.)"
Rulings covered: none in the seed set.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Disruptive Pitmage")


def setup(mountains: int = 2, face_down: bool = False, sick: bool = False) -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", face_down=face_down, sick=sick)
    s.battlefield(0, "Island")
    s.battlefield(1, *["Mountain"] * mountains)
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    return Driver(s.build())


def shock_player_0(d: Driver) -> int:
    shock = d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    return shock


def resolve_ability(d: Driver) -> None:
    d.pass_priority()
    d.pass_priority()


def test_counters_a_spell_whose_controller_declines() -> None:
    d = setup()
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    assert d.state.objects[d.find("Disruptive Pitmage")].tapped
    resolve_ability(d)
    assert d.expect("unless_payment").player == 1
    assert set(d.game.legal_actions()) == {Choose("pay"), Choose("decline")}
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 20


def test_the_spell_resolves_when_its_controller_pays_one() -> None:
    d = setup()
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    d.choose("pay")
    d.pay()
    assert all(d.state.objects[m].tapped for m in d.ids("Mountain"))
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_without_spare_mana_only_declining_is_possible() -> None:
    d = setup(mountains=1)
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"


def test_summoning_sick_pitmage_cant_use_its_tap_ability() -> None:
    d = setup(sick=True)
    d.cast(1, "Shock", targets=[0])
    d.pass_priority()
    pit = d.find("Disruptive Pitmage")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pit]


def test_face_down_it_has_no_ability_until_turned_face_up_for_its_morph_cost() -> None:
    """CR 708.2: a face-down 2/2 has no abilities; turned face up (CR 702.37e) for {U}, it
    keeps having been under its controller's control, so it can tap at once."""
    d = setup(face_down=True)
    shock = shock_player_0(d)
    pit = d.find("Disruptive Pitmage")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pit]
    d.special(0, "turn_face_up", pit)
    d.pay()
    assert d.chars(pit).name == "Disruptive Pitmage"
    d.activate(0, pit, targets=[shock])
    resolve_ability(d)
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"


def test_a_countered_face_down_spell_is_revealed() -> None:
    """CR 708.9: a face-down creature spell countered by the Pitmage goes to its owner's
    graveyard revealed; until then the Pitmage's controller doesn't know which card it is."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(1, "Mountain", "Mountain", "Mountain")
    s.hand(1, "Skirk Commando")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    spell = d.cast(1, "Skirk Commando", method="face_down")
    assert d.game.view(0)["stack"][0].get("card") is None
    d.pass_priority()
    d.activate(0, "Disruptive Pitmage", targets=[spell])
    resolve_ability(d)
    assert d.game.legal_actions() == [Choose("decline")]  # all three Mountains are tapped
    d.choose("decline")
    assert d.zone_of("Skirk Commando") == "graveyard"
    assert [c["name"] for c in d.game.view(0)["players"][1]["graveyard"]] == ["Skirk Commando"]


def test_the_ability_does_nothing_if_the_spell_already_left_the_stack() -> None:
    """CR 608.2b: the targeted spell countered by another Pitmage first, the second ability's
    target is gone; it doesn't resolve and nobody is asked to pay."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Disruptive Pitmage", "Island")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = shock_player_0(d)
    first, second = d.ids("Disruptive Pitmage")
    d.activate(0, first, targets=[shock])
    d.activate(0, second, targets=[shock])
    resolve_ability(d)
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert len(d.state.stack) == 1
    d.resolve()
    assert not d.state.stack
    assert d.decision.kind == "priority"
    assert d.life(0) == 20


def test_the_ability_resolves_after_the_pitmage_left_the_battlefield() -> None:
    """CR 113.7a: the ability on the stack is independent of its source; the Pitmage Shocked in
    response, the Shock still gets countered unless {1} is paid."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(1, "Mountain", "Mountain")
    s.hand(1, "Shock", "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    first, second = d.ids("Shock", zone="hand")
    spell = d.cast(1, first, targets=[0])
    d.pass_priority()
    d.activate(0, "Disruptive Pitmage", targets=[spell])
    d.pass_priority()
    d.cast(1, second, targets=[d.find("Disruptive Pitmage")])
    d.resolve()
    assert d.zone_of("Disruptive Pitmage") == "graveyard"
    d.resolve()
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert len(d.ids("Shock", zone="graveyard")) == 2
    assert d.life(0) == 20


def test_its_own_controllers_spell_its_controller_decides() -> None:
    """CR 118.12a: "unless its controller pays": the Pitmage targeting its controller's own
    spell, that player (not the opponent) chooses to pay {1}, and the spell resolves."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Mountain", "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    shock = d.cast(0, "Shock", targets=[1])
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    assert d.expect("unless_payment").player == 0
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.life(1) == 18


def test_an_ability_on_the_stack_is_not_a_spell() -> None:
    """CR 115.1, 113.1: "target spell" can't be an activated ability; with only an ability on
    the stack the Pitmage has no legal target and can't be activated (CR 602.2b, 601.2c)."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(1, "Mistform Mutant", "Island", "Island")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    d.activate(1, "Mistform Mutant", targets=[d.find("Mistform Mutant")])
    d.pass_priority()
    pit = d.find("Disruptive Pitmage")
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == pit]


def test_in_multiplayer_the_spells_controller_is_asked() -> None:
    """CR 118.12a: with three players, the third player's spell is countered unless that
    player pays; the active player has no say."""
    s = Scenario(players=3, seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(2, "Mountain", "Mountain")
    s.hand(2, "Shock")
    d = Driver(s.build())
    d.pass_priority()
    d.pass_priority()
    assert d.expect("priority").player == 2
    shock = d.cast(2, "Shock", targets=[1])
    d.pass_priority()
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    d.pass_priority()
    d.pass_priority()
    d.pass_priority()
    assert d.expect("unless_payment").player == 2
    d.choose("pay")
    d.pay()
    d.resolve()
    assert d.life(1) == 18


def test_paying_without_the_mana_is_refused_and_nothing_changes() -> None:
    """CR 118.3: a player can't pay a cost without the resources; with its one Mountain tapped
    for the Shock, "pay" is refused with an error, the game is unchanged and the spell is then
    countered on declining."""
    d = setup(mountains=1)
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError,
                       match=r"Player 2 can't pay the cost \"\{1\}\" now.*CR 118\.3"):
        d.choose("pay")
    assert d.game.fingerprint() == before
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"


def test_face_down_its_identity_is_hidden_from_the_opponent() -> None:
    """CR 708.5: only its controller may look at a face-down permanent; the opponent's view
    doesn't name the Pitmage until it is turned face up (CR 708.8)."""
    d = setup(face_down=True)
    pit = d.find("Disruptive Pitmage")
    assert "Disruptive Pitmage" not in str(d.game.view(1)["battlefield"])
    assert "Disruptive Pitmage" in str(d.game.view(0)["battlefield"])
    d.pass_priority()
    d.special(0, "turn_face_up", pit)
    d.pay()
    assert "Disruptive Pitmage" in str(d.game.view(1)["battlefield"])


def test_with_lier_out_declining_doesnt_counter_the_spell() -> None:
    """Lier, Disciple of the Drowned: "Spells can't be countered" (CR 101.2: the can't wins);
    the Pitmage's ability still resolves, the Shock's controller declines to pay, and the
    Shock isn't countered: it resolves."""
    s = Scenario(seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(1, "Mountain", "Lier, Disciple of the Drowned")
    s.hand(1, "Shock")
    s.at("main", active=1, turn=4)
    d = Driver(s.build())
    shock = shock_player_0(d)
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    resolve_ability(d)
    assert d.expect("unless_payment").player == 1
    d.choose("decline")
    assert d.state.stack == [shock]
    d.resolve()
    assert d.life(0) == 18


def test_two_headed_giant_a_teammates_mana_cant_pay() -> None:
    """CR 810.5: a team's mana isn't shared; the Shock's controller (player 2), their Mountain
    tapped, can only decline although their teammate has an untapped Mountain."""
    s = Scenario(format="two_headed_giant", seed=3)
    s.battlefield(0, "Disruptive Pitmage", "Island")
    s.battlefield(2, "Mountain")
    s.battlefield(3, "Mountain")
    s.hand(2, "Shock")
    for p in range(4):
        s.library(p, "Island", "Island")
    s.at("precombat_main", active=2)
    d = Driver(s.build())
    shock = d.cast(2, "Shock", targets=[0])
    while d.decision.player != 0:
        d.pass_priority()
    d.activate(0, "Disruptive Pitmage", targets=[shock])
    while d.decision.kind == "priority":
        d.pass_priority()
    assert d.expect("unless_payment").player == 2
    assert d.game.legal_actions() == [Choose("decline")]
    d.choose("decline")
    assert d.zone_of("Shock") == "graveyard"
    assert d.life(0) == 30
