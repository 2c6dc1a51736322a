"""Sigarda, Champion of Light — {1}{G}{W}{W} Legendary Creature — Angel 4/4.

Oracle: "Flying, trample / Humans you control get +1/+1. / Coven — Whenever Sigarda attacks,
if you control three or more creatures with different powers, look at the top five cards of
your library. You may reveal a Human creature card from among them and put it into your hand.
Put the rest on the bottom of your library in a random order."
Rulings covered: MID-OR-0821, MID-OR-0822, MID-OR-0823 (coven).
"""

from __future__ import annotations

import pytest

from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import AVIAN_CHANGELING

from .text_change_checks import evolve

pytestmark = pytest.mark.card("Sigarda, Champion of Light")

SIGARDA = "Sigarda, Champion of Light"
LIBRARY = ("Forest", "Candlegrove Witch", "Island", "Wall of Mulch", "Swamp", "Plains")


def attack(*others: str, library: tuple[str, ...] = LIBRARY, opponent_shock: bool = False
           ) -> Driver:
    s = Scenario(seed=3)
    s.battlefield(0, SIGARDA, *others)
    s.library(0, *library)
    if opponent_shock:
        s.battlefield(1, "Mountain")
        s.hand(1, "Shock")
    s.at("precombat_main")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(SIGARDA)])
    return d


def test_keywords_and_humans_you_control_get_plus_one() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, SIGARDA, "Glory Seeker", "Bounding Wolf")
    s.battlefield(1, "Cathar Commando")
    d = Driver(s.build())
    sig = d.chars(d.find(SIGARDA))
    assert sig.has("Flying") and sig.has("Trample") and sig.power == 4
    seeker = d.chars(d.find("Glory Seeker"))
    assert (seeker.power, seeker.toughness) == (3, 3)
    assert d.chars(d.find("Bounding Wolf")).power == 3  # not a Human
    assert d.chars(d.find("Cathar Commando")).power == 3  # an opponent's Human


@pytest.mark.ruling("MID-OR-0821")
def test_coven_attack_finds_a_human_creature_card() -> None:
    """Official ruling: "A creature has different power from another if their powers are
    different numbers. For example, a 1/1 creature and a 2/1 creature have different
    powers."."""
    d = attack("Snarling Wolf", "Pestilent Wolf")  # powers 4, 1, 2
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Wall of Mulch", zone="library") not in offered  # not a Human
    d.choose(d.find("Candlegrove Witch", zone="library"))
    assert d.ids("Candlegrove Witch", zone="hand")
    lib = d.state.players[0].library
    assert len(lib) == 5 and lib[0] == d.find("Plains", zone="library")
    assert {d.game.card(x).name for x in lib[1:]} == {"Forest", "Island", "Wall of Mulch",
                                                       "Swamp"}


def test_revealing_is_optional() -> None:
    d = attack("Snarling Wolf", "Pestilent Wolf")
    d.resolve()
    d.choose(None)
    assert not d.state.players[0].hand
    assert d.state.players[0].library[0] == d.find("Plains", zone="library")


def test_no_human_creature_card_among_them() -> None:
    d = attack("Snarling Wolf", "Pestilent Wolf",
               library=("Forest", "Island", "Wall of Mulch", "Swamp", "Mountain", "Plains"))
    d.resolve()
    if d.decision.kind != "priority":
        d.choose(None)
    assert not d.state.players[0].hand
    assert d.game.card(d.state.players[0].library[0]).name == "Plains"


@pytest.mark.ruling("MID-OR-0822")
def test_two_creatures_sharing_a_power_are_not_three_different_powers() -> None:
    """Official ruling: "For three creatures to have different powers from one another, each
    of their powers needs to be different. A 1/1 creature, a 2/1 creature, and another 2/1
    creature aren't three creatures with different powers, even though both 2/1 creatures have
    different power than the 1/1 creature."."""
    d = attack("Pestilent Wolf", "Hobbling Zombie")  # powers 4, 2, 2
    assert not d.state.stack
    assert d.decision.kind == "priority"
    assert d.game.card(d.state.players[0].library[0]).name == "Forest"


@pytest.mark.ruling("MID-OR-0823")
def test_coven_checked_again_on_resolution() -> None:
    """Official ruling: "Many coven abilities, such as that of Dawnhart Wardens above, are
    triggered abilities with intervening if clauses. You must control three or more creatures
    with different powers at the time the ability triggers and at the time the ability tries to
    resolve. They do not, however, need to be the same set of creatures in both cases."."""
    d = attack("Snarling Wolf", "Pestilent Wolf", opponent_shock=True)
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Snarling Wolf")])
    d.resolve()
    assert d.zone_of("Snarling Wolf") == "graveyard"
    d.resolve()  # powers 4 and 2 only: it does nothing
    assert not d.state.stack and not d.state.players[0].hand
    assert d.game.card(d.state.players[0].library[0]).name == "Forest"


def test_a_different_set_of_creatures_on_resolution_is_enough() -> None:
    """Official ruling: "... They do not, however, need to be the same set of creatures in both
    cases."."""
    d = attack("Snarling Wolf", "Pestilent Wolf", "Bounding Wolf", opponent_shock=True)
    d.pass_priority()
    d.cast(1, "Shock", targets=[d.find("Snarling Wolf")])
    d.resolve()
    d.resolve()  # powers 4, 2 and 3 now
    d.choose(d.find("Candlegrove Witch", zone="library"))
    assert d.ids("Candlegrove Witch", zone="hand")


def test_a_human_werewolf_loses_the_bonus_once_it_transforms_at_night() -> None:
    """CR 613.4c, 702.145c: Village Watch, a Human Werewolf, is a 5/4 by day; once it becomes
    night it transforms into Village Reavers, a Werewolf that is no Human: a plain 5/4."""
    s = Scenario(seed=1)
    s.battlefield(0, "Sigarda, Champion of Light", "Village Watch", "Glory Seeker", "Mountain",
                  "Forest")
    s.hand(0, "Unnatural Moonrise")
    s.day_night("day")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    d = Driver(s.build())
    watch = d.find("Village Watch")
    assert (d.chars(watch).power, d.chars(watch).toughness) == (5, 4)
    d.cast(0, "Unnatural Moonrise", targets=[d.find("Glory Seeker")])
    d.resolve()
    c = d.chars(watch)
    assert c.name == "Village Reavers" and (c.power, c.toughness) == (5, 4)


def test_coven_counts_powers_with_her_bonus_to_humans() -> None:
    """CR 613.4c: powers are counted as they are, Sigarda's bonus included. Sigarda (4),
    Glory Seeker (a Human, 2 + 1 = 3) and Bounding Wolf (3): two creatures of power 3, no
    coven, so nothing triggers as she attacks."""
    d = attack("Glory Seeker", "Bounding Wolf")
    assert d.chars(d.find("Glory Seeker")).power == 3
    assert not d.state.stack and d.decision.kind == "priority"


def test_the_cards_looked_at_stay_hidden_the_revealed_one_is_shown() -> None:
    """CR 701.20a, 401.2 (hidden zones): while choosing, the opponent's view names none of the
    five cards; the Human creature card revealed is named to the opponent, the others never."""
    d = attack("Snarling Wolf", "Pestilent Wolf")
    d.resolve()
    assert d.decision.player == 0
    for name in ("Candlegrove Witch", "Wall of Mulch", "Island"):
        assert name not in str(d.game.view(1))
    d.choose(d.find("Candlegrove Witch", zone="library"))
    view = str(d.game.view(1))
    assert "Candlegrove Witch" in view
    assert "Wall of Mulch" not in view and "Island" not in view


def test_a_short_library_all_of_it_is_looked_at() -> None:
    """CR 609.3: with a library of two cards, both are looked at (as many as possible); the
    Human is taken, the other stays as the only card."""
    d = attack("Snarling Wolf", "Pestilent Wolf", library=("Forest", "Candlegrove Witch"))
    d.resolve()
    d.choose(d.find("Candlegrove Witch", zone="library"))
    assert d.ids("Candlegrove Witch", zone="hand")
    assert [d.game.card(x).name for x in d.state.players[0].library] == ["Forest"]


def test_the_ability_resolves_after_sigarda_has_left() -> None:
    """CR 113.7a: the opponent's Swords to Plowshares exiles Sigarda with her trigger on the
    stack; Snarling Wolf (4, now the only 4),
    Pestilent Wolf (2) and Bounding Wolf (3) still make coven, and the ability resolves."""
    s = Scenario(seed=3)
    s.battlefield(0, SIGARDA, "Snarling Wolf", "Pestilent Wolf", "Bounding Wolf")
    s.library(0, *LIBRARY)
    s.battlefield(1, "Plains")
    s.hand(1, "Swords to Plowshares")
    d = Driver(s.build())
    d.to_combat()
    d.attack([d.find(SIGARDA)])
    assert len(d.state.stack) == 1
    d.pass_priority()
    d.cast(1, "Swords to Plowshares", targets=[d.find(SIGARDA)])
    d.resolve()
    assert d.zone_of(SIGARDA) == "exile"
    d.resolve()
    d.choose(d.find("Candlegrove Witch", zone="library"))
    assert d.ids("Candlegrove Witch", zone="hand")


def test_a_changeling_card_is_a_human_creature_card_in_the_library() -> None:
    """CR 702.73a: changeling works in every zone: Avian Changeling in the library is a Human
    creature card and may be taken."""
    d = attack("Snarling Wolf", "Pestilent Wolf",
               library=("Forest", AVIAN_CHANGELING.name, "Island"))
    d.resolve()
    changeling = d.find(AVIAN_CHANGELING.name, zone="library")
    assert {a.value for a in d.decision.actions} == {changeling, None}
    d.choose(changeling)
    assert d.zone_of(AVIAN_CHANGELING.name) == "hand"


def test_a_card_not_offered_is_refused_without_naming_what_wasnt_looked_at() -> None:
    """CR 608.2d: a non-Human among the five (Wall of Mulch) is refused with an error naming
    why; the sixth card, Glory Seeker, wasn't looked at: refused without its name being told
    (CR 401.2). The choice is still waiting and the hand is empty."""
    d = attack("Snarling Wolf", "Pestilent Wolf", library=LIBRARY[:5] + ("Glory Seeker",))
    d.resolve()
    with pytest.raises(IllegalActionError, match="Wall of Mulch is not a Human creature card"):
        d.choose(d.find("Wall of Mulch", zone="library"))
    with pytest.raises(IllegalActionError) as refused:
        d.choose(d.find("Glory Seeker", zone="library"))
    assert "Glory Seeker" not in str(refused.value)
    d.expect("choose_cards")
    assert not d.state.players[0].hand


def test_made_to_read_elf_it_pumps_and_finds_elves() -> None:
    """CR 612.2: Artificial Evolution changes Human to Elf on Sigarda: Elves its controller
    controls get +1/+1 and a Human doesn't; her coven trigger offers an Elf creature card from
    the top five, not a Human one. She is still an Angel (only the word changed is replaced)."""
    s = Scenario(seed=1)
    s.battlefield(0, "Island", SIGARDA, "Glory Seeker", "Wellwisher", "Bounding Wolf")
    s.hand(0, "Artificial Evolution")
    s.library(0, "Candlegrove Witch", "Elvish Warrior", "Forest", "Island", "Swamp", "Plains")
    d = Driver(s.build())
    sigarda = d.find(SIGARDA)
    evolve(d, sigarda, "Human", "Elf")
    assert d.chars(sigarda).subtypes == {"Angel"}
    assert d.chars(d.find("Glory Seeker")).power == 2
    assert d.chars(d.find("Wellwisher")).power == 2  # 1/1 Elf, now 2/2
    d.to_combat()
    d.attack([sigarda])
    d.resolve()
    offered = {a.value for a in d.decision.actions}
    assert d.find("Candlegrove Witch", zone="library") not in offered
    d.choose(d.find("Elvish Warrior", zone="library"))
    assert d.ids("Elvish Warrior", zone="hand")
