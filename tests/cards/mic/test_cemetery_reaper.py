"""Cemetery Reaper — {1}{B}{B} Creature — Zombie 2/2.

Oracle: "Other Zombie creatures you control get +1/+1. / {2}{B}, {T}: Exile target creature
card from a graveyard. Create a 2/2 black Zombie creature token."
Rulings covered: none in the seed documents.
"""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Cemetery Reaper")


def _tokens(d: Driver, player: int) -> list[int]:
    return [o for o in d.state.battlefield
            if d.state.objects[o].is_token and d.chars(o).controller == player]


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Swamp", "Swamp", "Swamp")
    s.graveyard(1, "Glory Seeker", "Shock")
    return s


@pytest.mark.ruling("MIC-OR-0173")
def test_exile_creature_card_and_make_a_zombie_that_gets_the_bonus() -> None:
    """Official ruling: "Cemetery Reaper grants +1/+1 to all other Zombie creatures you
    control, not just the ones its ability puts onto the battlefield."."""
    s = _scenario()
    s.battlefield(0, "Gluttonous Zombie")
    s.battlefield(1, "Severed Legion")
    d = Driver(s.build())
    reaper = d.find("Cemetery Reaper")
    assert (d.chars(reaper).power, d.chars(reaper).toughness) == (2, 2)
    assert d.chars(d.find("Gluttonous Zombie")).power == 4
    assert d.chars(d.find("Severed Legion")).power == 2
    d.activate(0, reaper, targets=[d.find("Glory Seeker")])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    assert d.state.objects[reaper].tapped
    (token,) = _tokens(d, 0)
    c = d.chars(token)
    assert "Zombie" in c.subtypes and c.colors == {"B"} and not c.has("Decayed")
    assert (c.power, c.toughness) == (3, 3)


def test_only_creature_cards_can_be_targeted() -> None:
    s = _scenario()
    d = Driver(s.build())
    shock = d.find("Shock", zone="graveyard")
    d.activate(0, "Cemetery Reaper", pay=False)
    offered = {a.value for a in d.expect("target").actions}
    assert d.find("Glory Seeker") in offered
    assert shock not in offered


@pytest.mark.ruling("MIC-OR-0174")
def test_card_gone_before_resolution_no_token() -> None:
    """Official ruling: "The creature card in a graveyard is exiled as part of the activated
    ability's effect, not as a cost. If that card has left the graveyard by the time the
    ability would resolve, the ability doesn't resolve and you don't get a Zombie token."."""
    s = _scenario()
    s.battlefield(1, "Swamp")
    s.hand(1, "Rotten Reunion")
    d = Driver(s.build())
    seeker = d.find("Glory Seeker")
    d.activate(0, "Cemetery Reaper", targets=[seeker])
    assert d.zone_of("Glory Seeker") == "graveyard"  # not a cost
    d.pass_priority()
    d.cast(1, "Rotten Reunion", targets=[seeker])
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    d.resolve_all()
    assert _tokens(d, 0) == []


def test_its_own_controller_s_graveyard_counts_too() -> None:
    """"From a graveyard": a creature card in its controller's own graveyard may be the
    target."""
    s = Scenario(seed=1)
    s.battlefield(0, "Cemetery Reaper", "Swamp", "Swamp", "Swamp")
    s.graveyard(0, "Elvish Warrior")
    d = Driver(s.build())
    d.activate(0, "Cemetery Reaper", targets=[d.find("Elvish Warrior")])
    d.resolve()
    assert d.zone_of("Elvish Warrior") == "exile"
    assert len(_tokens(d, 0)) == 1


def test_the_ability_cant_be_activated_the_turn_it_arrives() -> None:
    """CR 302.6: its cost has {T}; cast this turn, it is summoning sick, and the activation is
    refused with an error saying so, the game unchanged."""
    from manastack.decisions.actions import ActivateAbility
    from manastack.game import IllegalActionError
    s = Scenario(seed=1)
    s.battlefield(0, *["Swamp"] * 6)
    s.hand(0, "Cemetery Reaper")
    s.graveyard(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Cemetery Reaper")
    d.resolve()
    reaper = d.find("Cemetery Reaper")
    assert not any(isinstance(a, ActivateAbility) and a.source == reaper
                   for a in d.game.legal_actions())
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="302.6"):
        d.act(0, ActivateAbility(reaper, 1))
    assert d.game.fingerprint() == before


def test_the_zombie_is_created_though_the_reaper_is_gone() -> None:
    """CR 113.7a: the ability resolves without its source: Shocked in response, the Reaper is
    gone, the card is still exiled and the Zombie created, a plain 2/2 with no Reaper left."""
    s = _scenario()
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    reaper = d.find("Cemetery Reaper")
    d.activate(0, reaper, targets=[d.find("Glory Seeker")])
    d.pass_priority()
    d.cast(1, "Shock", targets=[reaper])
    d.resolve()
    assert d.zone_of("Cemetery Reaper") == "graveyard"
    d.resolve()
    assert d.zone_of("Glory Seeker") == "exile"
    (token,) = _tokens(d, 0)
    assert (d.chars(token).power, d.chars(token).toughness) == (2, 2)


def test_a_changeling_is_a_zombie_and_gets_the_bonus() -> None:
    """CR 702.73a: Avian Changeling is every creature type, Zombie among them: a 3/3; the
    opponent's is not "you control": a 2/2."""
    from tests.reference_cards import AVIAN_CHANGELING
    s = _scenario()
    s.battlefield(0, AVIAN_CHANGELING.name)
    s.battlefield(1, AVIAN_CHANGELING.name)
    d = Driver(s.build())
    mine = d.chars(d.find(AVIAN_CHANGELING.name, player=0))
    theirs = d.chars(d.find(AVIAN_CHANGELING.name, player=1))
    assert (mine.power, mine.toughness) == (3, 3)
    assert (theirs.power, theirs.toughness) == (2, 2)


def test_a_noncreature_card_as_target_is_refused_and_changes_nothing() -> None:
    """CR 115.1, 601.2c: Shock in a graveyard is no creature card: choosing it is refused with
    an error naming it, the game unchanged."""
    from manastack.game import IllegalActionError
    d = Driver(_scenario().build())
    d.activate(0, "Cemetery Reaper", pay=False)
    d.expect("target")
    before = d.game.fingerprint()
    with pytest.raises(IllegalActionError, match="Shock"):
        d.choose(d.find("Shock", zone="graveyard"))
    assert d.game.fingerprint() == before


def test_made_to_read_elf_it_pumps_elves_and_creates_elves() -> None:
    """CR 612.1, 612.2, 612.2a: Zombie changed to Elf on Cemetery Reaper: it is an Elf (the
    type line's Zombie is changed too), other Elf creatures you control get +1/+1 and Zombies
    don't, and its ability creates a 2/2 black Elf Token, which gets the bonus."""
    s = _scenario()
    s.battlefield(0, "Island", "Gluttonous Zombie", "Elvish Warrior")
    s.hand(0, "Artificial Evolution")
    d = Driver(s.build())
    reaper = d.find("Cemetery Reaper")
    d.cast(0, "Artificial Evolution", targets=[reaper])
    d.resolve()
    d.choose("Zombie")
    d.choose("Elf")
    assert d.chars(reaper).subtypes == {"Elf"} and d.chars(reaper).name == "Cemetery Reaper"
    assert d.chars(d.find("Gluttonous Zombie")).power == 3
    assert d.chars(d.find("Elvish Warrior")).power == 3
    d.activate(0, reaper, targets=[d.find("Glory Seeker")])
    d.resolve()
    (token,) = d.ids("Elf Token", "battlefield")
    c = d.chars(token)
    assert (c.subtypes, c.colors, c.power, c.toughness) == ({"Elf"}, {"B"}, 3, 3)
    assert not d.ids("Zombie Token", "battlefield")
