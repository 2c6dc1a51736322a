"""Acceptance scenarios for where abilities function (CR 113.6, 113.6k): a permanent's
abilities function on the battlefield, a card's in the zone its ability names; an ability
whose cost moves the card out of a zone (cycling's discard, "return [this] from your
graveyard") functions only from that zone (113.6k, 702.29a); and a creature card's triggered
ability doesn't trigger from a hand (113.6, 603.6).

A characteristic-defining ability functions everywhere (113.6a, 604.3): a creature card's
power in a graveyard or in the command zone is what its ability says there, and "you" in it
is the card's owner, as a card outside the battlefield and the stack has no controller (109.5,
108.4a). A commander's other abilities don't function in the command zone (113.6, 408.3).
"""

from __future__ import annotations

from manastack.decisions.actions import ActivateAbility, CastSpell, Choose
from manastack.scenario import Scenario
from manastack.testing import Driver


def _activatable(d: Driver, oid: int) -> list[ActivateAbility]:
    return [a for a in d.game.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_graveyard_and_hand_abilities_dont_function_on_the_battlefield() -> None:
    """CR 113.6k, 702.29a: in its controller's upkeep, Krosan Tusker (cycling) and Undead
    Gladiator (cycling; "return Undead Gladiator from your graveyard to your hand") on the
    battlefield have nothing to activate; Grinning Demon in a hand doesn't trigger."""
    s = Scenario(seed=1)
    s.battlefield(0, "Krosan Tusker", "Undead Gladiator", *["Swamp"] * 4)
    s.hand(0, "Grinning Demon", "Forest")
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    assert not _activatable(d, d.find("Krosan Tusker"))
    assert not _activatable(d, d.find("Undead Gladiator"))
    assert not d.state.stack and d.life(0) == 20


def test_a_graveyard_ability_functions_from_the_graveyard_in_its_time() -> None:
    """CR 113.6k: Undead Gladiator in its owner's graveyard: its return ability may be
    activated during their upkeep (and cycling, a hand ability, may not)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 2)
    s.graveyard(0, "Undead Gladiator")
    s.hand(0, "Forest")
    s.library(0, *["Forest"] * 4)
    s.library(1, *["Forest"] * 4)
    s.at("upkeep", active=0, turn=3)
    d = Driver(s.build())
    gladiator = d.find("Undead Gladiator")
    assert len(_activatable(d, gladiator)) == 1
    d.activate(0, gladiator, choices=[d.find("Forest", zone="hand")])
    d.resolve()
    assert d.zone_of("Undead Gladiator") == "hand"


def _rescuer_dies_with_wizards(wizards: int) -> Driver:
    """Moorland Rescuer (4/4) dies with Nameless One ("power and toughness are each equal to
    the number of Wizards on the battlefield") and Glory Seeker (2/2) in its owner's graveyard
    and ``wizards`` Imagecrafters (Human Wizards) on the opponent's battlefield; its ability
    ("return any number of other creature cards with total power X or less") asks for the
    first card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Moorland Rescuer", "Swamp", "Swamp")
    s.battlefield(1, *["Imagecrafter"] * wizards)
    s.graveyard(0, "Nameless One", "Glory Seeker")
    s.hand(0, "Go for the Throat")
    d = Driver(s.build())
    d.cast(0, "Go for the Throat", targets=[d.find("Moorland Rescuer")])
    d.resolve()
    d.resolve()
    return d


def _offered(d: Driver) -> set[int]:
    return {a.value for a in d.game.legal_actions() if isinstance(a, Choose)} - {None}


def test_113_6a_a_creature_card_s_power_in_a_graveyard_is_what_its_cda_says_there() -> None:
    """CR 208.2, 113.6a, 604.3: with five Wizards on the battlefield, Nameless One in the graveyard
    has power 5: more than Moorland Rescuer's 4, it can't be returned; Glory Seeker can."""
    d = _rescuer_dies_with_wizards(5)
    nameless = d.find("Nameless One", "graveyard")
    assert d.chars(nameless).power == 5
    assert _offered(d) == {d.find("Glory Seeker", "graveyard")}


def test_113_6a_a_small_cda_creature_card_fits_with_another_under_the_total_power() -> None:
    """CR 113.6a, 604.3: with two Wizards on the battlefield Nameless One has power 2 in the
    graveyard: it returns, and Glory Seeker (2) still fits in the total of 4; both enter."""
    d = _rescuer_dies_with_wizards(2)
    nameless = d.find("Nameless One", "graveyard")
    seeker = d.find("Glory Seeker", "graveyard")
    assert _offered(d) == {nameless, seeker}
    d.choose(nameless)
    assert _offered(d) == {seeker}
    d.choose(seeker)
    assert d.zone_of("Nameless One") == "battlefield" and d.zone_of("Glory Seeker") == "battlefield"


def test_a_commander_s_abilities_in_the_command_zone_only_its_cda_functions() -> None:
    """CR 113.6, 113.6a, 408.3, 109.5: in the command zone Sigarda, Heron's Grace ("You and
    Humans you control have hexproof") gives its owner and their Humans no hexproof: Shock
    may target player 1 and their Glory Seeker, a Human; and its "{2}, Exile a card from
    your graveyard" ability can't be activated there. Adeline's characteristic-defining power
    ("the number of creatures you control") counts there the creatures its owner controls,
    "you" being the owner of a card with no controller."""
    s = Scenario(seed=1, format="commander")
    s.commander(1, "Sigarda, Heron's Grace")
    s.commander(0, "Adeline, Resplendent Cathar")
    s.battlefield(0, "Glory Seeker", "Glory Seeker", "Mountain")
    s.battlefield(1, "Glory Seeker", "Forest", "Plains")
    s.graveyard(1, "Forest")
    s.hand(0, "Shock")
    s.at("precombat_main", active=0, turn=3, priority=1)
    d = Driver(s.build())
    sigarda = d.find("Sigarda, Heron's Grace", "command")
    assert d.decision.player == 1 and not _activatable(d, sigarda)
    adeline = d.find("Adeline, Resplendent Cathar", "command")
    assert d.chars(adeline).power == 2
    d.pass_priority()
    theirs = d.find("Glory Seeker", "battlefield", player=1)
    d.act(0, CastSpell(d.find("Shock", "hand")))
    d.expect("target")
    assert {1, theirs} <= {a.value for a in d.game.legal_actions() if isinstance(a, Choose)}
    d.choose(1)
    d.pay()
    d.resolve()
    assert d.life(1) == 38
