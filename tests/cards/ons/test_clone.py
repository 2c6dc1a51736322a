"""Clone — {3}{U} Creature — Shapeshifter 0/0.

Oracle: "You may have Clone enter the battlefield as a copy of any creature on the
battlefield."
Rulings covered: ONS-FAQ-109, ONS-FAQ-110, ONS-FAQ-111, ONS-FAQ-112, ONS-FAQ-113,
ONS-FAQ-114 (copy effects, CR 707.2).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Clone")


def cast_clone(d: Driver, copy: int | None, which: int = 0) -> int:
    clone = d.ids("Clone", zone="hand")[which]
    d.cast(0, clone)
    d.resolve()
    d.expect("choose_cards")
    d.choose(copy)
    return d.state.battlefield[-1]


@pytest.mark.ruling("ONS-FAQ-109", "ONS-FAQ-110", "ONS-OR-0061")
def test_copies_printed_values_only() -> None:
    """CR 707.2, 110.5a: status is not a characteristic: the copy of the tapped Glory Seeker
    enters untapped, without its counters or the Aura's protection."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Plains", "Plains")
    s.hand(0, "Clone", "Crown of Awe")
    s.battlefield(1, "Glory Seeker", tapped=True, counters={"+1/+1": 2})
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.cast(0, "Crown of Awe", targets=[seeker])
    d.resolve()
    new = cast_clone(d, seeker)
    c = d.chars(new)
    assert c.name == "Glory Seeker" and (c.power, c.toughness) == (2, 2)
    assert not c.protections()  # the Aura's effect isn't copied
    assert not d.state.objects[new].tapped and not d.state.objects[new].counters
    assert c.controller == 0


@pytest.mark.ruling("ONS-FAQ-111", "ONS-OR-0059")
def test_enters_abilities_of_the_copy_trigger() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Screaming Seahawk")
    s.library(0, "Screaming Seahawk", "Island")
    d = Driver(s.build())
    cast_clone(d, d.find("Screaming Seahawk", zone="battlefield"))
    assert d.state.stack  # the copied "when ~ enters" ability triggered


@pytest.mark.ruling("ONS-FAQ-112", "ONS-OR-0057")
def test_copying_a_clone_copies_what_it_copies() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8)
    s.hand(0, "Clone", "Clone")
    s.battlefield(1, "Daru Cavalier")
    d = Driver(s.build())
    first = cast_clone(d, d.find("Daru Cavalier"))
    while d.state.stack:
        d.resolve()
        if d.decision.kind == "may":
            d.choose(False)
    second = cast_clone(d, first)
    assert d.chars(second).name == "Daru Cavalier"


@pytest.mark.ruling("ONS-FAQ-113", "ONS-OR-0063")
def test_copying_nothing_is_a_dead_0_0() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    cast_clone(d, None)
    assert d.zone_of("Clone") == "graveyard"


@pytest.mark.ruling("ONS-FAQ-114")
def test_copying_a_face_down_creature() -> None:
    """CR 707.2c: the copiable values are fixed as the copy effect begins; the Healer turned
    face up later changes nothing. CR 110.5a: the face-down status isn't a characteristic but
    affects the permanent's characteristics: what is copied is a nameless 2/2."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Daru Healer", face_down=True)
    s.battlefield(1, "Plains")
    d = Driver(s.build())
    healer = d.find("Daru Healer")
    new = cast_clone(d, healer)
    c = d.chars(new)
    assert (c.power, c.toughness) == (2, 2) and not c.name and not c.subtypes
    assert not c.colors and c.mana_value == 0 and not c.abilities
    assert not d.state.objects[new].face_down
    d.pass_priority()
    d.special(1, "turn_face_up", healer)
    d.pay()
    c = d.chars(new)
    assert (c.power, c.toughness) == (2, 2) and not c.name


@pytest.mark.ruling("ONS-OR-0058")
def test_copying_a_token_gives_the_tokens_original_values_and_is_no_token() -> None:
    """Official ruling: "If the chosen creature is a token, Clone copies the original
    characteristics of that token as stated by the effect that put it onto the battlefield.
    Clone is not a token."

    The copiable values of a token are those given by the effect that created it (CR 707.2,
    111.4); Clone stays a card, so it goes to and stays in the graveyard when it dies."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8, "Mountain")
    s.hand(0, "Falcon Abomination", "Clone", "Shock")
    d = Driver(s.build())
    d.cast(0, "Falcon Abomination")
    d.resolve()
    d.resolve()  # create a 2/2 black Zombie token
    token = next(o for o in d.state.battlefield if d.state.objects[o].is_token)
    new = cast_clone(d, token)
    c = d.chars(new)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Zombie Token", 2, 2, {"Zombie"})
    assert c.colors == {"B"}
    assert not d.state.objects[new].is_token
    d.cast(0, "Shock", targets=[new])
    d.resolve()
    assert d.ids("Clone", zone="graveyard")  # a card, not a token that ceased to exist


def test_a_copy_of_a_decayed_token_is_sacrificed_after_attacking() -> None:
    """CR 707.2, 702.147a: decayed is part of the token's copiable values, so Clone copying a
    decayed Zombie token has decayed: it can't block, and when it attacks it is sacrificed at
    end of combat, going to its owner's graveyard as the Clone card."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.token(1, "TMID:5")
    s.battlefield(1, "Glory Seeker")
    s.library(0, *["Island"] * 4)
    s.library(1, *["Island"] * 4)
    d = Driver(s.build())
    new = cast_clone(d, d.find("Zombie Token"))
    assert d.chars(new).has("Decayed") and d.state.objects[new].controller == 0
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([d.find("Glory Seeker")])
    d.pass_until("postcombat_main")
    assert d.life(0) == 18  # no block could be declared: Glory Seeker is unblocked
    d.pass_until("precombat_main", turn=5)
    d.to_combat()
    d.attack([new])
    d.pass_until("postcombat_main")
    assert d.life(1) == 18
    assert new not in d.state.battlefield and d.zone_of("Clone") == "graveyard"

@pytest.mark.ruling("ONS-OR-0060")
def test_x_in_the_copied_mana_cost_is_zero() -> None:
    """Official ruling: "If the chosen creature has {X} in its mana cost (such as Protean
    Hydra), X is considered to be zero."

    Contortionist Troupe cast for X=2 enters with two +1/+1 counters; Clone copying it has X=0
    (CR 107.3m), so it enters with none and dies as a 0/0."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Forest", "Forest", "Forest")
    s.hand(0, "Contortionist Troupe", "Clone")
    d = Driver(s.build())
    d.cast(0, "Contortionist Troupe", x=2)
    d.resolve()
    troupe = d.find("Contortionist Troupe")
    assert d.state.objects[troupe].counters.get("+1/+1") == 2
    cast_clone(d, troupe)
    assert d.ids("Clone", zone="graveyard")
    assert d.ids("Contortionist Troupe", zone="battlefield") == [troupe]


@pytest.mark.ruling("ONS-OR-0062")
def test_cannot_copy_a_creature_entering_at_the_same_time() -> None:
    """Official ruling: "If Clone somehow enters the battlefield at the same time as another
    creature, Clone can't become a copy of that creature. You may choose only a creature that's
    already on the battlefield."

    Patriarch's Bidding returns Clone and a Goblin together."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 5, "Elvish Warrior")
    s.graveyard(0, "Clone")
    s.graveyard(1, "Goblin Sky Raider")
    s.hand(0, "Patriarch's Bidding")
    d = Driver(s.build())
    warrior = d.find("Elvish Warrior")
    d.cast(0, "Patriarch's Bidding")
    d.resolve()
    d.choose("Shapeshifter")
    d.choose("Goblin")
    d.expect("choose_cards")
    offered = {a.value for a in d.decision.actions if isinstance(a, Choose)}
    assert warrior in offered
    assert not offered & set(d.ids("Goblin Sky Raider"))
    d.choose(warrior)
    assert d.zone_of("Goblin Sky Raider") == "battlefield"
    assert [d.chars(o).name for o in d.state.battlefield].count("Elvish Warrior") == 2


@pytest.mark.ruling("ONS-OR-0064")
def test_the_choice_does_not_target() -> None:
    """Official ruling: "Clone's ability doesn't target the chosen creature."

    So it can copy a creature with shroud (CR 702.18a, 115.1)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Gigapede")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Gigapede"))
    c = d.chars(new)
    assert c.name == "Gigapede" and c.has("Shroud") and c.controller == 0


@pytest.mark.ruling("ONS-FAQ-109")
def test_copying_a_land_made_a_creature_gives_a_plain_land() -> None:
    """Kamahl, Fist of Krosa made a Forest a 1/1 creature; Clone copying it copies the printed
    Forest only: a land that isn't a creature (CR 707.2)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Kamahl, Fist of Krosa", "Forest")
    s.hand(0, "Clone")
    d = Driver(s.build())
    forest = d.find("Forest")
    d.activate(0, "Kamahl, Fist of Krosa", index=0, targets=[forest])
    d.resolve()
    assert d.chars(forest).is_creature
    new = cast_clone(d, forest)
    c = d.chars(new)
    assert c.name == "Forest" and "Land" in c.types and not c.is_creature
    assert d.chars(forest).is_creature


@pytest.mark.ruling("ONS-FAQ-111", "ONS-OR-0059")
def test_an_enters_with_ability_of_the_copied_creature_works() -> None:
    """Clone copying Stag Beetle ("enters with X +1/+1 counters, where X is the number of other
    creatures") enters with one counter per other creature: the Beetle and Glory Seeker."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Glory Seeker")
    s.battlefield(0, "Stag Beetle", counters={"+1/+1": 1})
    s.hand(0, "Clone")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Stag Beetle"))
    assert d.chars(new).name == "Stag Beetle"
    assert d.state.objects[new].counters == {"+1/+1": 2}


def test_a_copy_makes_the_copied_creatures_as_enters_choice_anew() -> None:
    """Clone copying Riders of Gavony has its "as enters, choose a creature type" and makes
    that choice for itself as it enters (CR 707.2, 614.12): it chooses Goblin, the original's
    Zombie stays the original's. CR 707.6."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Riders of Gavony", chosen={"creature_type": "Zombie"})
    d = Driver(s.build())
    riders = d.find("Riders of Gavony")
    cast_clone(d, riders)
    d.expect("choose_creature_type")
    d.choose("Goblin")
    new = d.find("Clone", zone="battlefield")
    assert d.state.objects[new].chosen["creature_type"] == "Goblin"
    assert "goblin creatures" in d.chars(new).protections()
    assert d.state.objects[riders].chosen["creature_type"] == "Zombie"


def test_a_copy_of_a_transformed_werewolf_is_its_back_face_and_never_transforms() -> None:
    """CR 712.8e, 712.9, 702.145f: Clone copying Moonrage Brute (Brutal Cathar back face up)
    is a 3/3 Moonrage Brute with first strike and nightbound, mana value 0. When it becomes day
    (two spells cast last turn, CR 730.2b), the real Brute transforms into Brutal Cathar and
    its ability triggers; the Clone, not a double-faced card, stays Moonrage Brute."""
    s = Scenario(seed=1)
    s.day_night("night")
    s.battlefield(0, "Brutal Cathar", transformed=True)
    s.battlefield(0, *["Island"] * 4, "Mountain")
    s.hand(0, "Clone", "Shock")
    s.battlefield(1, "Glory Seeker")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    brute = d.find("Brutal Cathar")
    clone = cast_clone(d, brute)
    c = d.chars(clone)
    assert (c.name, c.power, c.toughness, c.mana_value) == ("Moonrage Brute", 3, 3, 0)
    assert c.has("First strike") and c.has("Nightbound")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    d.pass_until("end")
    d.pass_priority()
    while not d.state.stack:
        d.pass_priority()
    assert d.state.day_night == "day"
    assert d.chars(brute).name == "Brutal Cathar"
    assert d.chars(clone).name == "Moonrage Brute"
    assert [d.state.objects[x].source for x in d.state.stack] == [brute]


def test_a_copied_upkeep_trigger_is_the_clones_controllers_and_ends_with_the_clone() -> None:
    """CR 707.2, 603.2, 109.5: Clone copying the opponent's Grinning Demon has "At the
    beginning of your upkeep, you lose 2 life", "you" being the Clone's controller: each
    player loses 2 life in their own upkeep only. Once Cruel Revival destroyed the Clone
    (a Shapeshifter, not a Zombie), only the original's ability triggers."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Grinning Demon", *["Swamp"] * 5)
    s.hand(1, "Cruel Revival")
    for p in (0, 1):
        s.library(p, *["Swamp"] * 4)
    d = Driver(s.build())
    clone = cast_clone(d, d.find("Grinning Demon"))
    assert d.chars(clone).name == "Grinning Demon" and d.chars(clone).controller == 0
    d.pass_until("draw", turn=4)
    assert (d.life(0), d.life(1)) == (20, 18)
    d.pass_until("draw", turn=5)
    assert (d.life(0), d.life(1)) == (18, 18)
    d.pass_until("precombat_main", turn=6)
    assert (d.life(0), d.life(1)) == (18, 16)
    d.cast(1, "Cruel Revival", targets=[clone])
    d.resolve()
    assert d.zone_of("Clone") == "graveyard"
    d.pass_until("draw", turn=7)
    d.pass_until("draw", turn=8)
    assert (d.life(0), d.life(1)) == (18, 14)


def test_copying_its_controllers_legendary_creature_meets_the_legend_rule() -> None:
    """CR 704.5j: the Clone has the legendary supertype and the name of what it copies; its
    controller keeps one of the two, the other goes to the graveyard."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Jadar, Ghoulcaller of Nephalia")
    s.hand(0, "Clone")
    d = Driver(s.build())
    jadar = d.find("Jadar, Ghoulcaller of Nephalia")
    new = cast_clone(d, jadar)
    d.expect("legend_rule")
    assert {a.value for a in d.game.legal_actions()} == {jadar, new}
    d.choose(new)
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia") == "graveyard"
    assert d.chars(new).name == "Jadar, Ghoulcaller of Nephalia"


def test_copying_an_opponents_legendary_creature_keeps_both() -> None:
    """CR 704.5j: the legend rule looks at each player's own legendary permanents: the Clone
    copy of the opponent's Jadar and that Jadar both stay."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Jadar, Ghoulcaller of Nephalia")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Jadar, Ghoulcaller of Nephalia"))
    assert d.decision.kind == "priority"
    assert d.state.objects[new].controller == 0
    assert d.zone_of("Jadar, Ghoulcaller of Nephalia", player=1) == "battlefield"


def test_a_clone_of_brutal_cathar_exiles_until_the_clone_leaves() -> None:
    """CR 707.2, 610.3: the Clone has Brutal Cathar's enters ability; its exile lasts until
    the Clone leaves the battlefield, when the card returns."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Swamp", "Swamp", "Brutal Cathar")
    s.hand(0, "Clone", "Go for the Throat")
    s.battlefield(1, "Glory Seeker")
    s.day_night("day")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Brutal Cathar"))
    d.expect("target")
    d.choose(d.find("Glory Seeker"))
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.cast(0, "Go for the Throat", targets=[new])
    d.resolve()
    assert d.zone_of("Clone") == "graveyard"
    assert d.zone_of("Glory Seeker") == "battlefield"


def test_a_clone_of_a_daybound_creature_doesnt_transform_at_night() -> None:
    """CR 701.27a, 702.145c, 730.2a: only a double-faced card or token can transform; when
    it becomes night (turn 4's active player cast no spell) the real Brutal Cathar becomes
    Moonrage Brute, the Clone copy of it stays Brutal Cathar."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Brutal Cathar")
    s.hand(0, "Clone")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.day_night("day")
    d = Driver(s.build())
    cathar = d.find("Brutal Cathar")
    new = cast_clone(d, cathar)
    assert not d.state.stack  # no creature an opponent controls to exile
    d.pass_until("upkeep", turn=5)
    assert d.state.day_night == "night"
    assert d.chars(cathar).name == "Moonrage Brute"
    assert d.chars(new).name == "Brutal Cathar"


def test_a_land_cannot_be_chosen() -> None:
    """Only a creature on the battlefield can be copied: choosing a land is refused, naming
    the problem, and the choice is still to be made."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Glory Seeker", "Forest")
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.resolve()
    d.expect("choose_cards")
    before = d.game.to_json()
    with pytest.raises(IllegalActionError, match="not one of the choices"):
        d.choose(d.find("Forest"))
    assert d.game.to_json() == before
    d.choose(d.find("Glory Seeker"))
    assert d.chars(d.find("Clone", "battlefield")).name == "Glory Seeker"


@pytest.mark.ruling("ONS-OR-0061", "ONS-FAQ-109")
def test_a_text_change_on_the_copied_creature_is_not_copied() -> None:
    """CR 707.2: text-changing effects are not copied: Wellwisher rewritten by Artificial
    Evolution to count Goblins; the Clone copying it is an Elf counting Elves."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Wellwisher")
    s.hand(0, "Clone", "Artificial Evolution")
    d = Driver(s.build())
    w = d.find("Wellwisher")
    d.cast(0, "Artificial Evolution", targets=[w])
    d.resolve()
    d.choose("Elf")
    d.choose("Goblin")
    new = cast_clone(d, w)
    assert d.chars(new).name == "Wellwisher" and d.chars(new).subtypes == {"Elf"}
    shown = next(o for o in d.game.view(1)["battlefield"] if o["id"] == new)
    assert "each Elf" in shown["text"]


def test_a_copy_of_a_double_faced_creatures_front_face_has_its_mana_value() -> None:
    """CR 707.2, 202.3: Clone copying Brutal Cathar (front face up, {2}{W}) has its mana
    value 3; only a copy of a back face has mana value 0 (CR 202.3b)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, "Brutal Cathar")
    s.hand(0, "Clone")
    s.day_night("day")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Brutal Cathar"))
    c = d.chars(new)
    assert c.name == "Brutal Cathar" and c.mana_value == 3


def test_an_until_end_of_turn_effect_on_the_copied_creature_doesnt_reach_the_clone() -> None:
    """CR 611.2c, 707.2: Infest gave the creatures on the battlefield as it resolved -2/-2
    until end of turn; Krosan Tusker is a 4/3 for the turn. Clone entering afterwards as a copy
    of it copies the printed 6/5 only, and Infest's effect, fixed on the creatures it affected,
    doesn't apply to the Clone: it is a 6/5."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4, *["Swamp"] * 3)
    s.hand(0, "Infest", "Clone")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    tusker = d.find("Krosan Tusker")
    d.cast(0, "Infest")
    d.resolve()
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 3)
    new = cast_clone(d, tusker)
    c = d.chars(new)
    assert (c.name, c.power, c.toughness) == ("Krosan Tusker", 6, 5)
    assert (d.chars(tusker).power, d.chars(tusker).toughness) == (4, 3)


def test_returned_to_its_owners_hand_the_clone_is_no_longer_a_copy() -> None:
    """CR 707.2, 400.7, 611.2: Clone copying the opponent's Adeline has her power-defining
    ability, counting the creatures the Clone's controller controls (two: the Clone and Glory
    Seeker). Chain of Vapor returns the Clone to its owner's hand: a new object there, the copy
    effect no longer applies to it, so it is the card Clone again, a 0/0 Shapeshifter."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 5, "Glory Seeker")
    s.hand(0, "Clone", "Chain of Vapor")
    s.battlefield(1, "Adeline, Resplendent Cathar")
    d = Driver(s.build())
    new = cast_clone(d, d.find("Adeline, Resplendent Cathar"))
    c = d.chars(new)
    assert (c.name, c.power, c.toughness) == ("Adeline, Resplendent Cathar", 2, 4)
    d.cast(0, "Chain of Vapor", targets=[new])
    d.resolve()
    d.choose(False)  # no land sacrificed: no copy of Chain of Vapor
    in_hand = d.find("Clone", "hand")
    c = d.chars(in_hand)
    assert (c.name, c.power, c.toughness, c.subtypes) == ("Clone", 0, 0, {"Shapeshifter"})
    assert c.colors == {"U"}


def test_a_clone_of_a_clone_whose_original_is_gone_still_copies_the_original() -> None:
    """CR 707.2, 707.3: the first Clone's copiable values are Glory Seeker's, set as the Clone
    entered; they don't depend on Glory Seeker staying on the battlefield. Shock destroys Glory
    Seeker, and a second Clone copying the first is a 2/2 Glory Seeker too."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 8, "Mountain")
    s.hand(0, "Clone", "Clone", "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    first = cast_clone(d, d.find("Glory Seeker"))
    d.cast(0, "Shock", targets=[d.find("Glory Seeker", player=1)])
    d.resolve()
    assert d.zone_of("Glory Seeker", player=1) == "graveyard"
    second = cast_clone(d, first)
    for new in (first, second):
        c = d.chars(new)
        assert (c.name, c.power, c.toughness, c.subtypes) == \
            ("Glory Seeker", 2, 2, {"Human", "Soldier"})
        assert c.controller == 0


def test_a_clone_and_the_creature_it_copies_dying_together_each_trigger() -> None:
    """CR 707.2, 603.10a, 603.3b, 700.4: Clone copies the opponent's Symbiotic Elf and blocks
    it; both deal 2 combat damage at once and die together. Each has "When [this] dies, create
    two 1/1 green Insect creature tokens", looked back in time: each triggers, and each
    controller creates two Insects."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.battlefield(1, "Symbiotic Elf")
    for p in (0, 1):
        s.library(p, *["Island"] * 4)
    d = Driver(s.build())
    elf = d.find("Symbiotic Elf")
    new = cast_clone(d, elf)
    d.pass_until("precombat_main", turn=4)
    d.to_combat()
    d.attack([elf])
    while d.decision.kind == "priority":
        d.pass_priority()
    d.block({new: elf})
    d.pass_until("postcombat_main")
    assert d.zone_of("Clone") == "graveyard"
    assert d.zone_of("Symbiotic Elf") == "graveyard"
    insects = d.ids("Insect Token", zone="battlefield")
    assert sorted(d.chars(i).controller for i in insects) == [0, 0, 1, 1]
