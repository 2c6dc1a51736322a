"""Patriarch's Bidding — {3}{B}{B} Sorcery.

Oracle: "Each player chooses a creature type. Each player returns all creature cards of a type
chosen this way from their graveyard to the battlefield."
Rulings covered: ONS-FAQ-143, ONS-FAQ-144.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Patriarch's Bidding")


@pytest.mark.ruling("ONS-FAQ-143")
def test_each_player_returns_cards_of_any_chosen_type() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Glory Seeker", "Gluttonous Zombie", "Goblin Sky Raider")
    s.graveyard(1, "Severed Legion", "Elvish Warrior", "Goblin Sledder")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    assert d.decision.player == 0
    d.choose("Zombie")
    assert d.decision.player == 1
    d.choose("Goblin")
    for name, owner in (("Gluttonous Zombie", 0), ("Goblin Sky Raider", 0),
                        ("Severed Legion", 1), ("Goblin Sledder", 1)):
        oid = d.find(name, zone="battlefield")
        assert d.chars(oid).controller == owner
    assert d.find("Glory Seeker", zone="graveyard")
    assert d.find("Elvish Warrior", zone="graveyard")


@pytest.mark.ruling("ONS-FAQ-144")
def test_type_changes_on_the_battlefield_do_not_follow_the_card() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mountain", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.battlefield(0, "Mistform Dreamer")
    s.hand(0, "Shock", "Patriarch's Bidding")
    d = Driver(s.build())
    d.activate(0, "Mistform Dreamer")
    d.resolve()
    d.choose("Elf")
    d.cast(0, "Shock", targets=[d.find("Mistform Dreamer")])
    d.resolve()
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Elf")
    d.choose("Elf")
    assert d.find("Mistform Dreamer", zone="graveyard")  # it's an Illusion card there


@pytest.mark.ruling("ONS-OR-0118")
def test_choices_in_turn_order_from_the_active_player_then_all_return_at_once() -> None:
    """Official ruling: "The player whose turn it is chooses a creature type first, followed by
    each other player in turn order. Then, all creature cards that have one or more of the
    chosen types are returned to the battlefield at the same time."."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Elvish Vanguard")
    s.graveyard(2, "Elvish Vanguard")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    chooser = []
    for kind in ("Elf", "Goblin", "Zombie"):
        d.expect("choose_creature_type")
        chooser.append(d.decision.player)
        d.choose(kind)
    assert chooser == [0, 1, 2]
    vanguards = d.ids("Elvish Vanguard", zone="battlefield")
    assert len(vanguards) == 2
    # Each "whenever another Elf enters" saw the other one enter (CR 603.6a).
    d.resolve_all()
    assert [d.chars(v).power for v in vanguards] == [2, 2]


@pytest.mark.ruling("ONS-OR-0119")
def test_a_type_already_chosen_may_be_chosen_again() -> None:
    """Official ruling: "Any player may choose a creature type that's already been chosen.
    Doing so won't affect which creature cards are returned to the battlefield."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Gluttonous Zombie", "Glory Seeker")
    s.graveyard(1, "Severed Legion", "Elvish Warrior")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Zombie")
    assert Choose("Zombie") in d.decision.actions
    d.choose("Zombie")
    assert d.zone_of("Gluttonous Zombie") == "battlefield"
    assert d.zone_of("Severed Legion") == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Elvish Warrior") == "graveyard"


@pytest.mark.ruling("ONS-OR-0120")
def test_any_creature_type_even_one_not_in_the_graveyard() -> None:
    """Official ruling: "Each player may choose any creature type, even if they don't have any
    creature cards of that type in their graveyard."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    options = {a.value for a in d.decision.actions}
    assert {"Sliver", "Dragon", "Soldier"} <= options
    d.choose("Sliver")
    d.expect("choose_creature_type")
    d.choose("Dragon")  # nobody has any: nothing returns
    assert d.zone_of("Glory Seeker") == "graveyard"
    assert d.zone_of("Patriarch's Bidding") == "graveyard"


@pytest.mark.ruling("ONS-OR-0121")
def test_it_must_be_a_creature_type() -> None:
    """Official ruling: "You must choose a creature type, such as Elf or Shaman. You can't choose
    other card types such as artifact or supertypes such as legendary."."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    options = {a.value for a in d.decision.actions}
    assert {"Elf", "Shaman"} <= options
    assert not options & {"Artifact", "Legendary", "Creature", "Enchantment", "Equipment",
                          "Aura", "Forest", None}


@pytest.mark.ruling("ONS-OR-0118")
def test_in_two_headed_giant_the_active_team_chooses_first() -> None:
    """With shared team turns the players of the active team choose first, then those of the
    nonactive team (CR 805.6, 810.2): cast by the active team's second player, both players of
    that team choose before either opponent; each returns their own creature cards."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(1, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(1, "Patriarch's Bidding")
    s.graveyard(0, "Glory Seeker")
    s.graveyard(1, "Gluttonous Zombie")
    s.graveyard(2, "Elvish Warrior")
    s.graveyard(3, "Goblin Sky Raider")
    for p in range(4):
        s.library(p, "Island", "Island")
    d = Driver(s.build())
    d.pass_priority()  # player 0 passes; its teammate may cast in the team's main phase
    d.cast(1, "Patriarch's Bidding")
    d.resolve()
    chooser = []
    for kind in ("Soldier", "Zombie", "Elf", "Dragon"):
        d.expect("choose_creature_type")
        chooser.append(d.decision.player)
        d.choose(kind)
    assert chooser[:2] in ([0, 1], [1, 0]) and chooser[2:] == [2, 3]
    for name, owner in (("Glory Seeker", 0), ("Gluttonous Zombie", 1), ("Elvish Warrior", 2)):
        assert d.chars(d.find(name, zone="battlefield")).controller == owner
    assert d.zone_of("Goblin Sky Raider") == "graveyard"


def test_a_double_faced_card_has_only_its_front_face_s_types_in_the_graveyard() -> None:
    """In a graveyard a transforming double-faced card has only its front face's
    characteristics (CR 712.8a): Dennick, Pious Apprentice is a Human Soldier there, so
    "Spirit" (its back face's type) doesn't return it, while "Human" does, front face up
    (CR 712.14)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 10)
    s.hand(0, "Patriarch's Bidding", "Patriarch's Bidding")
    s.graveyard(0, "Dennick, Pious Apprentice")
    d = Driver(s.build())
    first, second = d.ids("Patriarch's Bidding", zone="hand")
    d.cast(0, first)
    d.resolve()
    d.choose("Spirit")
    d.choose("Spirit")
    assert d.zone_of("Dennick, Pious Apprentice") == "graveyard"
    d.cast(0, second)
    d.resolve()
    d.choose("Human")
    d.choose("Spirit")
    dennick = d.find("Dennick, Pious Apprentice")
    assert d.zone_of("Dennick, Pious Apprentice") == "battlefield"
    assert d.chars(dennick).name == "Dennick, Pious Apprentice"


@pytest.mark.ruling("ONS-OR-0121")
def test_choosing_a_supertype_is_refused_saying_so_and_nothing_changes() -> None:
    """"Legendary" is a supertype, not a creature type (CR 205.4a, 205.3m): the answer is
    refused with an error saying so, the game is unchanged and the choice still pending."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="'Legendary' is a supertype"):
        d.choose("Legendary")
    assert d.game.fingerprint() == before
    assert d.expect("choose_creature_type").player == 0


def test_the_next_player_knows_the_type_already_chosen() -> None:
    """A player knows the choices made by the players before them (CR 101.4b): as player 1
    chooses, their view's log shows player 0 chose Zombie."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    assert not any(e.get("creature_type") for e in d.game.view(1)["log"])
    d.choose("Zombie")
    assert d.expect("choose_creature_type").player == 1
    chosen = [e for e in d.game.view(1)["log"] if e.get("creature_type")]
    assert chosen == [{"kind": "chose", "player": 0, "creature_type": "Zombie"}]


def test_a_changeling_card_in_the_graveyard_is_of_every_chosen_type() -> None:
    """CR 702.73a, 205.3m: changeling works in every zone, so Avian Changeling in the
    graveyard is a Goblin card when Goblin and Elf are chosen, and returns; Glory Seeker (a
    Human Soldier) stays."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, AVIAN_CHANGELING.name, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    assert d.zone_of(AVIAN_CHANGELING.name) == "battlefield"
    assert d.zone_of("Glory Seeker") == "graveyard"


def test_riders_of_gavony_returned_makes_a_new_choice_as_it_enters() -> None:
    """CR 400.7, 614.12a: Riders of Gavony returned from the graveyard is a new object with no
    type chosen; as it enters, its controller chooses one (player 1 chose Knight for the
    Bidding, player 0 now chooses Goblin for the Riders), and its Humans then have
    protection from Goblins, not from Zombies."""
    s = Scenario(seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Glory Seeker")
    s.hand(0, "Patriarch's Bidding")
    s.graveyard(0, "Riders of Gavony")
    d = Driver(s.build())
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Zombie")
    d.choose("Knight")
    assert d.expect("choose_creature_type").player == 0
    assert d.zone_of("Riders of Gavony") == "graveyard"  # chosen before it enters
    d.choose("Goblin")
    riders = d.find("Riders of Gavony", "battlefield")
    assert d.state.objects[riders].chosen == {"creature_type": "Goblin"}
    protections = d.chars(d.find("Glory Seeker")).protections()
    assert "goblin creatures" in protections and "zombie creatures" not in protections
