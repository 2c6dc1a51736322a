"""Dennick, Pious Apprentice // Dennick, Pious Apparition — {W}{U} Legendary Creature — Human
Soldier 2/3 // Legendary Creature — Spirit Soldier 3/2 (white and blue).

Oracle: Front: "Lifelink / Cards in graveyards can't be the targets of spells or abilities. /
Disturb {2}{W}{U} (You may cast this card from your graveyard transformed for its disturb
cost.)"
Back: "Flying / Whenever one or more creature cards are put into graveyards from anywhere,
investigate. This ability triggers only once each turn. (Create a colorless Clue artifact token
with "{2}, Sacrifice this artifact: Draw a card.") / If Dennick, Pious Apparition would be put
into a graveyard from anywhere, exile it instead."
Rulings covered: MID-RN-097, MID-RN-098, MID-RN-099.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver

from .disturb_checks import DisturbRulings

pytestmark = pytest.mark.card("Dennick, Pious Apprentice")


def _clues(d: Driver) -> int:
    return len(d.ids("Clue", zone="battlefield"))


@pytest.mark.ruling("MID-RN-097", "MID-OR-0695")
def test_graveyard_cards_cant_be_targeted_but_can_still_be_used() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice")
    s.battlefield(1, "Heirloom Mirror", transformed=True)
    s.battlefield(1, "Plains", "Plains", "Plains", "Plains", "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker", "Mourning Patrol")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    fiend = d.find("Heirloom Mirror")
    # Inherited Fiend's ability has no legal target, so it can't be activated.
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == fiend]
    # Casting a card from a graveyard doesn't target it.
    card = d.find("Mourning Patrol", zone="graveyard")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    d.cast(1, card, method="disturb")
    d.resolve()
    assert d.chars(d.find("Mourning Patrol")).name == "Morning Apparition"


def test_without_dennick_the_graveyard_can_be_targeted() -> None:
    s = Scenario(seed=1)
    s.battlefield(1, "Heirloom Mirror", transformed=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    assert [a for a in d.game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == d.find("Heirloom Mirror")]


def _apparition(*mine: str, hand: tuple[str, ...] = ()) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, *mine)
    s.hand(0, *hand)
    return Driver(s.build())


@pytest.mark.ruling("MID-RN-098", "MID-OR-0703")
def test_a_creature_card_put_into_a_graveyard_investigates_once_each_turn() -> None:
    d = _apparition("Glory Seeker", "Wellwisher", "Mountain", "Mountain",
                    hand=("Shock", "Shock"))
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Glory Seeker")])
    d.resolve()
    # Shock (an instant card) went to the graveyard too; only the creature card counts.
    d.resolve()
    assert _clues(d) == 1
    d.cast(0, d.ids("Shock", zone="hand")[0], targets=[d.find("Wellwisher")])
    d.resolve()
    assert not d.state.stack and _clues(d) == 1


def test_a_noncreature_card_doesnt_trigger_it() -> None:
    d = _apparition("Mountain", hand=("Shock",))
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert not d.state.stack and _clues(d) == 0


@pytest.mark.ruling("MID-RN-099", "MID-OR-0704")
def test_a_dying_token_never_triggers_it() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Island", "Island", "Island", "Mountain")
    s.hand(0, "Falcon Abomination", "Shock")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()
    [zombie] = [x for x in d.state.battlefield if d.state.objects[x].is_token]
    d.cast(0, "Shock", targets=[zombie])
    d.resolve()
    assert not d.state.stack and _clues(d) == 0


def test_front_face_has_lifelink_and_apparition_is_exiled_instead() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice")
    s.battlefield(1, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    mine, theirs = d.ids("Dennick, Pious Apprentice")
    assert d.chars(mine).has("Lifelink")
    d.cast(0, "Shock", targets=[theirs])
    d.resolve()
    assert d.zone_of("Dennick, Pious Apprentice", player=1) == "exile"


class TestDisturbRulings(DisturbRulings):
    pytestmark = pytest.mark.ruling(
        "MID-OR-0696", "MID-OR-0697", "MID-OR-0698", "MID-OR-0699", "MID-OR-0700",
        "MID-OR-0701", "MID-OR-0702",
    )
    CARD, BACK, BACK_PT, MANA_VALUE = "Dennick, Pious Apprentice", "Dennick, Pious Apparition", (3, 2), 2
    BACK_COLORS, BACK_SUBTYPES = frozenset({"U", "W"}), frozenset({"Soldier", "Spirit"})


@pytest.mark.ruling("MID-RN-098", "MID-OR-0703")
def test_a_land_that_was_a_creature_is_no_creature_card_in_the_graveyard() -> None:
    """Kamahl, Fist of Krosa makes a Forest a 1/1 creature; Shocked, it is put into the
    graveyard as a land card: the ability looks at the card there and doesn't trigger."""
    d = _apparition("Kamahl, Fist of Krosa", "Forest", "Forest", "Mountain", hand=("Shock",))
    forest = next(f for f in d.ids("Forest"))
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    assert d.chars(forest).is_creature
    d.cast(0, "Shock", targets=[forest])
    d.resolve()
    assert forest not in d.state.battlefield and len(d.ids("Forest", zone="graveyard")) == 1
    assert not d.state.stack and _clues(d) == 0


def test_creature_cards_milled_from_a_library_trigger_it_again_next_turn() -> None:
    """"Put into graveyards from anywhere": Eccentric Farmer mills Glory Seeker from the
    library and the Apparition investigates; "only once each turn" (CR 603.2h) resets next
    turn, when the opponent's creature card dying makes it investigate again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Forest", "Forest", "Forest")
    s.hand(0, "Eccentric Farmer")
    s.library(0, "Glory Seeker", "Plains", "Island", "Island", "Island")
    s.battlefield(1, "Mountain", "Snarling Wolf")
    s.hand(1, "Shock")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Eccentric Farmer")
    d.resolve()
    d.resolve()  # the Farmer's trigger: mill three
    d.choose(None)
    assert d.zone_of("Glory Seeker") == "graveyard"
    d.resolve()
    assert _clues(d) == 1
    d.pass_until("precombat_main", turn=4)
    d.cast(1, "Shock", targets=[d.find("Snarling Wolf")])
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "graveyard"
    d.resolve()
    assert _clues(d) == 2


def test_dennick_s_own_abilities_can_t_target_graveyard_cards_either() -> None:
    """MID-OR-0695: the rule covers every spell or ability, its controller's too: with
    Dennick, Pious Apprentice on player 1's side, player 1's own Inherited Fiend can't
    target the Glory Seeker card in player 0's graveyard."""
    s = Scenario(seed=1)
    s.battlefield(1, "Dennick, Pious Apprentice")
    s.battlefield(1, "Heirloom Mirror", transformed=True)
    s.battlefield(1, "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker")
    s.at("precombat_main", active=1, turn=3)
    d = Driver(s.build())
    assert not [a for a in d.game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == d.find("Heirloom Mirror")]


def test_an_up_to_spell_may_still_be_cast_with_no_graveyard_target() -> None:
    """MID-OR-0695, CR 115.1, 601.2c: with Dennick, Pious Apprentice on the battlefield, Turn
    the Earth ("up to three target cards in graveyards") can't target the graveyard's cards,
    but it may be cast with no target, and its controller still gains 2 life."""
    from manastack.decisions.actions import Choose
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice", "Forest")
    s.hand(0, "Turn the Earth")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Turn the Earth"), "normal"))
    if d.decision.kind == "target":
        assert {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} == {None}
        d.choose(None)
    d.pay()
    d.resolve()
    assert d.life(0) == 22
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_the_apparition_leaving_with_a_creature_doesn_t_look_back() -> None:
    """CR 603.6c, 603.10a: an ability that triggers when a card is put into a zone "from
    anywhere" is never a leaves-the-battlefield ability, so it doesn't look back in time:
    Starstorm (X = 2) destroys Dennick, Pious Apparition (exiled instead) and Glory Seeker at
    once; after the event the Apparition is gone, so nothing triggers and no Clue is made."""
    s = Scenario(seed=1)
    s.battlefield(0, "Dennick, Pious Apprentice", transformed=True)
    s.battlefield(0, "Glory Seeker", *["Mountain"] * 4)
    s.hand(0, "Starstorm")
    d = Driver(s.build())
    d.cast(0, "Starstorm", x=2)
    d.resolve()
    assert d.zone_of("Dennick, Pious Apprentice") == "exile"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert not d.state.stack and _clues(d) == 0


def test_as_a_commander_disturb_from_the_graveyard_pays_no_commander_tax() -> None:
    """CR 903.8: the commander tax applies to casting a commander from the command zone only:
    Dennick, cast twice before from the command zone, is cast with disturb from its owner's
    graveyard for exactly {2}{W}{U}. Then shocked, the Apparition would be exiled (CR
    702.146, 614.1a), and its owner may put it into the command zone instead (CR 903.9a)."""
    s = Scenario(seed=1, format="commander")
    s.commander(0, "Dennick, Pious Apprentice", zone="graveyard")
    s.commander_casts("Dennick, Pious Apprentice", 2)
    s.battlefield(0, "Plains", "Plains", "Island", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    card = d.find("Dennick, Pious Apprentice", zone="graveyard")
    assert CastSpell(card, "disturb") in d.game.legal_actions()
    d.cast(0, card, method="disturb")
    d.resolve()
    dennick = d.find("Dennick, Pious Apprentice", zone="battlefield")
    assert d.chars(dennick).name == "Dennick, Pious Apparition"
    d.pass_priority()
    d.cast(1, "Shock", targets=[dennick])
    d.resolve()
    d.expect("commander_zone")
    assert d.decision.player == 0
    d.choose("command_zone")
    assert d.zone_of("Dennick, Pious Apprentice") == "command"


def test_a_trigger_targeting_only_a_graveyard_card_is_removed_from_the_stack() -> None:
    """CR 603.3d: with the opponent's Dennick on the battlefield, Eternal Witness's
    enters ability ("return target card from your graveyard to your hand") has no legal
    target: it is removed from the stack and the Shock stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 3)
    s.hand(0, "Eternal Witness")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Dennick, Pious Apprentice")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Eternal Witness")
    d.resolve()
    assert d.decision.kind == "priority" and not d.state.stack
    assert d.zone_of("Shock") == "graveyard"


def test_an_up_to_reflexive_trigger_still_does_the_rest() -> None:
    """CR 115.6, 601.2c, 603.12: Bloodthirsty Adversary paid once: its reflexive ability may
    target "up to one" card in its controller's graveyard, none being targetable under
    Dennick; it still resolves, putting the +1/+1 counter on the Adversary, and the Shock
    stays in the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Bloodthirsty Adversary")
    s.graveyard(0, "Shock")
    s.battlefield(1, "Dennick, Pious Apprentice")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    d.cast(0, "Bloodthirsty Adversary")
    d.resolve()  # the creature
    d.resolve()  # its enters trigger
    d.choose(1)  # pay {2}{R} once
    d.pay()
    assert len(d.state.stack) == 1  # the reflexive ability, with no target
    d.resolve()
    adversary = d.find("Bloodthirsty Adversary", zone="battlefield")
    assert d.state.objects[adversary].counters == {"+1/+1": 1}
    assert d.zone_of("Shock") == "graveyard" and not d.state.stack
