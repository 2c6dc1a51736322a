"""Mistform Dreamer — {2}{U} Creature — Illusion 2/1.

Oracle: "Flying / {1}: Mistform Dreamer becomes the creature type of your choice until end of
turn."
Rulings covered: ONS-FAQ-045, ONS-FAQ-046, ONS-FAQ-041.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Mistform Dreamer")


@pytest.mark.ruling("ONS-FAQ-045", "ONS-FAQ-046", "ONS-FAQ-041")
def test_becomes_only_the_chosen_type_until_end_of_turn() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", "Island", "Island", "Aven Brigadier")
    s.library(0, "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    opts = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert "Swamp" not in opts and "Bird Soldier" not in opts
    d.choose("Bird")
    assert d.chars(dreamer).subtypes == {"Bird"}
    assert d.chars(dreamer).power == 3  # Aven Brigadier's Bird bonus now applies
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    assert d.chars(dreamer).subtypes == {"Soldier"}  # Bird is gone again
    d.pass_until("upkeep", turn=4)
    assert d.chars(dreamer).subtypes == {"Illusion"}


def test_a_type_chosen_after_a_curse_that_removes_types_wins_by_timestamp() -> None:
    """CR 613.1d, 613.7a: both effects apply in layer 4 in timestamp order; the Dreamer's
    later type change gives it the chosen type despite Curse of Conformity's "lose all
    creature types", while the Curse's 3/3 (layer 7b) still applies."""
    s = Scenario(seed=1)
    s.battlefield(1, "Curse of Conformity", attached_to=0)
    s.battlefield(0, "Mistform Dreamer", "Island")
    s.battlefield(1, "Aven Brigadier")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    assert d.chars(dreamer).subtypes == frozenset()
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    c = d.chars(dreamer)
    assert c.subtypes == {"Bird"}
    assert (c.power, c.toughness) == (4, 4)  # base 3/3, +1/+1 from the Brigadier


def test_a_curse_entering_after_the_choice_removes_the_chosen_type() -> None:
    """CR 613.7a, 613.7e: the Curse's later timestamp puts its "lose all creature types"
    after the Dreamer's choice in layer 4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", "Island")
    s.battlefield(1, *["Plains"] * 5)
    s.hand(1, "Curse of Conformity")
    s.at("precombat_main", active=1, turn=4)
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.pass_priority()
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    assert d.decision.player == 1
    d.cast(1, "Curse of Conformity", targets=[0])
    d.resolve()
    c = d.chars(dreamer)
    assert c.subtypes == frozenset() and (c.power, c.toughness) == (3, 3)


@pytest.mark.ruling("ONS-FAQ-041")
def test_a_word_that_is_no_single_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m, ONS-FAQ-041: "Swamp" (a land type) and "Bird Soldier" (two types) are
    refused with an error naming the problem; the choice stays open and the Dreamer keeps its
    type until a creature type is chosen."""
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", "Island")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    kind = d.decision.kind
    for word, why in (("Swamp", "not a creature type"),
                      ("Bird Soldier", "several creature types")):
        with pytest.raises(IllegalActionError, match=why):
            d.choose(word)
        assert d.decision.kind == kind and len(d.state.stack) == 1
        assert d.chars(dreamer).subtypes == {"Illusion"}
    d.choose("Wall")
    assert d.chars(dreamer).subtypes == {"Wall"}


def test_the_dreamer_leaving_before_the_ability_resolves_changes_nothing() -> None:
    """CR 400.7, 608.2h: Shock kills the Dreamer in response; its ability still resolves, but
    the card in the graveyard is a new object and stays an Illusion."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", "Island")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.pass_priority()
    d.cast(1, "Shock", targets=[dreamer])
    d.resolve()
    assert d.zone_of("Mistform Dreamer") == "graveyard"
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            d.choose("Goblin")
    card = d.find("Mistform Dreamer", "graveyard")
    assert d.chars(card).subtypes == {"Illusion"}


def test_flying_means_only_flyers_and_reach_can_block_it() -> None:
    """CR 702.9b: of player 1's creatures, Aven Brigadier (flying) may block the attacking
    Dreamer, Glory Seeker (no flying or reach) can't; unblocked, it deals player 1 2 damage."""
    from manastack.decisions.actions import DeclareBlocker
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer")
    s.battlefield(1, "Glory Seeker", "Aven Brigadier")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    assert d.chars(dreamer).has("Flying")
    d.to_combat()
    d.attack([dreamer])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.expect("declare_blockers")
    legal = d.game.legal_actions()
    assert DeclareBlocker(d.find("Aven Brigadier"), dreamer) in legal
    assert DeclareBlocker(d.find("Glory Seeker"), dreamer) not in legal
    d.block({})
    d.pass_until("postcombat_main")
    assert d.life(1) == 18


def test_a_clone_copies_the_printed_illusion_not_the_chosen_type() -> None:
    """CR 707.2: the Dreamer made a Bird by its ability; Clone copying it copies only its
    copiable values: a flying Illusion named Mistform Dreamer, whose own ability can then make
    it a Goblin while the original stays a Bird."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mistform Dreamer", *["Island"] * 6)
    s.hand(0, "Clone")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Bird")
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    d.choose(dreamer)
    clone = d.state.battlefield[-1]
    c = d.chars(clone)
    assert c.name == "Mistform Dreamer" and c.subtypes == {"Illusion"} and c.has("Flying")
    d.activate(0, clone)
    d.resolve()
    d.choose("Goblin")
    assert d.chars(clone).subtypes == {"Goblin"}
    assert d.chars(dreamer).subtypes == {"Bird"}


def test_damage_and_the_type_it_became_end_together_in_the_cleanup_step() -> None:
    """CR 514.2: the Dreamer made a Soldier is 3/2 under Shared Triumph (Soldier) and takes 1
    damage from Embermage Goblin; in the cleanup step the damage wears off at the same time
    as "until end of turn" ends, so it is never a 2/1 with 1 damage on it: it is still on the
    battlefield next turn, an Illusion 2/1 again."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Mistform Dreamer", "Embermage Goblin")
    s.battlefield(0, "Shared Triumph", chosen={"creature_type": "Soldier"})
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    dreamer = d.find("Mistform Dreamer")
    d.activate(0, dreamer)
    d.resolve()
    d.choose("Soldier")
    d.activate(0, "Embermage Goblin", targets=[dreamer])
    d.resolve()
    c = d.chars(dreamer)
    assert (c.power, c.toughness, d.state.objects[dreamer].damage) == (3, 2, 1)
    d.pass_until("upkeep", turn=4)
    assert d.zone_of("Mistform Dreamer") == "battlefield"
    c = d.chars(dreamer)
    assert c.subtypes == frozenset({"Illusion"}) and (c.power, c.toughness) == (2, 1)
    assert d.state.objects[dreamer].damage == 0
