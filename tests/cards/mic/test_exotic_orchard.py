"""Exotic Orchard — Land.

Oracle: "{T}: Add one mana of any color that a land an opponent controls could produce."
Rulings covered: MIC-OR-0279 (colors only, never {C}), MIC-OR-0280 (the lands' costs are not
checked), MIC-OR-0281 (replacement effects on the mana the opponents' lands would produce
count), MIC-OR-0282 (the opponents' lands' restrictions and riders don't matter, only colors),
MIC-OR-0283 (lands of this kind help each other only through some other land).
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import ActivateManaAbility, CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.cards.mic.commander_mana_checks import mana_options
from tests.reference_cards import CONTAMINATION

CARD = "Exotic Orchard"
pytestmark = pytest.mark.card(CARD)


def _orchard(opponent: list[str], mine: tuple[str, ...] = (), players: int = 2,
             third: tuple[str, ...] = ()) -> Driver:
    s = Scenario(players=players, seed=1)
    s.battlefield(0, CARD, *mine)
    if opponent:
        s.battlefield(1, *opponent)
    if third:
        s.battlefield(2, *third)
    return Driver(s.build())


def test_any_color_an_opponents_land_could_produce() -> None:
    d = _orchard(["Island", "Swamp"])
    assert mana_options(d, CARD) == {"U", "B"}
    d.mana(0, CARD, "B")
    assert d.state.players[0].mana_pool == {"B": 1}


def test_every_opponent_counts_but_not_its_controllers_own_lands() -> None:
    """CR 106.7 over a table of three: both opponents' lands, none of the controller's."""
    d = _orchard(["Island"], mine=("Forest",), players=3, third=("Mountain",))
    assert mana_options(d, CARD) == {"U", "R"}


def test_an_opponents_mana_creature_is_no_land() -> None:
    """CR 106.7: only lands count. The opponent's Heronblade Elite ("{T}: Add X mana of any
    one color") could add any colour but is a creature: the Orchard may add {U} alone, what
    their Island could produce."""
    d = _orchard(["Island", "Heronblade Elite"])
    assert mana_options(d, CARD) == {"U"}


def test_without_an_opponents_land_it_produces_no_mana() -> None:
    """CR 106.7's example: no land an opponent controls, no mana."""
    d = _orchard([], mine=("Forest",))
    assert mana_options(d, CARD) == set()


def test_making_no_mana_it_pays_for_nothing() -> None:
    """CR 106.7: with no land an opponent controls, Exotic Orchard produces no mana, so it
    can't pay Sol Ring's {1}."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Sol Ring")
    d = Driver(s.build())
    assert not any(isinstance(a, CastSpell) for a in d.game.legal_actions())
    s.battlefield(1, "Island")
    d = Driver(s.build())
    assert any(isinstance(a, CastSpell) for a in d.game.legal_actions())


@pytest.mark.ruling("MIC-OR-0279")
def test_it_cannot_add_colorless_mana() -> None:
    """Official ruling: "The colors of mana are white, blue, black, red, and green. Exotic
    Orchard can't be tapped for colorless mana, even if a land an opponent controls could
    produce colorless mana." (Myriad Landscape adds only {C}; Dimir Aqueduct adds {U}{B}.)"""
    assert mana_options(_orchard(["Myriad Landscape"]), CARD) == set()
    assert mana_options(_orchard(["Myriad Landscape", "Dimir Aqueduct"]), CARD) == {"U", "B"}


@pytest.mark.ruling("MIC-OR-0280")
def test_the_costs_of_the_opponents_lands_are_not_checked() -> None:
    """Official ruling: "Exotic Orchard checks the effects of all mana-producing abilities of
    lands your opponents control, but it doesn't check their costs." A tapped land still could
    produce its mana (CR 106.7: "Ignore whether any costs of the ability could or could not be
    paid"), and so does Tainted Isle's second ability, which can't be activated without a
    Swamp."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest", tapped=True)
    s.battlefield(1, "Tainted Isle")
    d = Driver(s.build())
    assert mana_options(d, CARD) == {"G", "U", "B"}


@pytest.mark.ruling("MIC-OR-0283")
def test_orchards_help_each_other_only_through_another_land() -> None:
    """Official ruling: "Lands that produce mana based only on what other lands 'could produce'
    won't help each other unless some other land allows one of them to actually produce some
    type of mana." CR 106.7's example: with only Exotic Orchards, none produces mana; add a
    Forest on one side and both could produce {G}."""
    alone = _orchard([CARD])
    assert mana_options(alone, CARD) == set()
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD, "Forest")
    s.battlefield(1, CARD)
    d = Driver(s.build())
    mine, theirs = d.ids(CARD, player=0)[0], d.ids(CARD, player=1)[0]
    assert mana_options(d, CARD) == {"G"}
    assert d.find(CARD) == mine
    d.pass_until("upkeep", turn=4)
    options = {a.mana for a in d.game.legal_actions()
               if isinstance(a, ActivateManaAbility) and a.source == theirs}
    assert options == {"G"}  # the opponent's Orchard, through player 0's Forest


@pytest.mark.ruling("MIC-OR-0282")
def test_restrictions_on_the_opponents_mana_dont_carry_over() -> None:
    """Official ruling: "Exotic Orchard doesn't care about any restrictions or riders your
    opponents' lands (such as Ancient Ziggurat or Hall of the Bandit Lord) put on the mana
    they produce. It just cares about colors of mana." An opponent's Unclaimed Territory adds
    mana of any color that may be spent only on creature spells of its chosen type: Exotic
    Orchard may add any color, and that mana pays for Shock, a noncreature spell. At a table
    of four, one opponent's Territory is enough."""
    s = Scenario(players=4, seed=1)
    s.battlefield(0, CARD)
    s.hand(0, "Shock")
    s.battlefield(2, "Unclaimed Territory", chosen={"creature_type": "Elf"})
    s.battlefield(3, "Island")
    d = Driver(s.build())
    assert mana_options(d, CARD) == {"W", "U", "B", "R", "G"}
    d.mana(0, CARD, "R")
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.life(1) == 18
    assert d.state.players[0].mana_pool == {}


@pytest.mark.ruling("MIC-OR-0281")
def test_replacement_effects_on_the_opponents_lands_mana_count() -> None:
    """Official ruling: "When determining what colors of mana your opponents' lands could
    produce, Exotic Orchard takes into account any applicable replacement effects that would
    apply to those lands' mana abilities (such as Contamination's effect, for example)."
    With Contamination ("If a land is tapped for mana, it produces {B} instead of any other
    type and amount") an opponent's Forest and Island could produce only {B}: Exotic Orchard
    offers {B} only, and adds {B}; without it, {G} and {U}. Three players: both opponents'
    lands are looked at."""
    assert mana_options(_orchard(["Forest"], players=3, third=("Island",)), CARD) == {"G", "U"}
    s = Scenario(players=3, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest", CONTAMINATION.name)
    s.battlefield(2, "Island")
    d = Driver(s.build())
    assert mana_options(d, CARD) == {"B"}
    d.mana(0, CARD)
    assert d.state.players[0].mana_pool == {"B": 1}



def test_the_colors_follow_the_opponents_lands_as_they_change() -> None:
    """CR 106.7: what the opponents' lands could produce is looked at each time: {G} with a
    Forest, then {G} or {U} once the opponent has played an Island too."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest")
    s.hand(1, "Island")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()  # player 1 passes in their main phase: player 0 may tap the Orchard
    assert mana_options(d, CARD) == {"G"}
    d.pass_until("postcombat_main")
    d.play_land(1, "Island")
    d.pass_priority()
    assert mana_options(d, CARD) == {"G", "U"}



def test_the_colors_change_as_an_effect_replacing_the_lands_mana_ends() -> None:
    """CR 106.7, 614.1a (ruling MIC-OR-0281): with Contamination an opponent's Forest could
    produce only {B}; once Contamination is sacrificed at its controller's upkeep (they have
    no creature to sacrifice instead), the same Forest could produce {G} again, though no land
    changed."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest", CONTAMINATION.name)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    d = Driver(s.build())
    assert mana_options(d, CARD) == {"B"}
    d.pass_until("upkeep", turn=4)  # its upkeep trigger has resolved: no creature
    assert d.zone_of(CONTAMINATION.name) == "graveyard"
    d.pass_priority()  # player 1 passes in their upkeep: player 0 may tap the Orchard
    assert mana_options(d, CARD) == {"G"}


def test_the_colors_change_as_an_effect_replacing_the_lands_mana_begins() -> None:
    """CR 106.7, 614.1a (ruling MIC-OR-0281): an opponent's Forest could produce {G}; once
    they have cast Contamination, it could produce only {B}, though no land changed."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Forest", "Swamp", "Swamp", "Swamp")
    s.hand(1, CONTAMINATION.name)
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.cast(1, CONTAMINATION.name)
    d.pass_priority()  # player 1 passes with Contamination on the stack
    assert mana_options(d, CARD) == {"G", "B"}
    d.pass_priority()  # it resolves
    d.pass_priority()
    assert mana_options(d, CARD) == {"B"}




def test_the_colors_stay_the_same_while_the_lands_do() -> None:
    """CR 106.7: casting a spell changes no land: with the opponent's Consider on the stack,
    the Orchard may still add {R}, {G} or {U}, what their Mountain, Forest and Island could
    produce, tapped or not (ruling MIC-OR-0280)."""
    s = Scenario(players=2, seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Mountain", "Forest", "Island")
    s.hand(1, "Consider")
    s.at("precombat_main", active=1)
    d = Driver(s.build())
    d.pass_priority()
    assert mana_options(d, CARD) == {"R", "G", "U"}
    d.pass_priority()  # on to the beginning of combat
    d.cast(1, "Consider")
    d.pass_priority()
    assert d.decision.player == 0 and d.state.stack
    assert mana_options(d, CARD) == {"R", "G", "U"}


def test_two_headed_giant_the_teammates_lands_are_no_opponents() -> None:
    """CR 810.1, 102.3: in Two-Headed Giant only the players of the other team are opponents:
    the teammate's Mountain doesn't count, the Islands and Swamps of players 2 and 3 do."""
    s = Scenario(format="two_headed_giant", seed=1)
    s.battlefield(0, CARD)
    s.battlefield(1, "Mountain")
    s.battlefield(2, "Island")
    s.battlefield(3, "Swamp")
    d = Driver(s.build())
    assert mana_options(d, CARD) == {"U", "B"}


def test_an_opponent_who_left_the_game_takes_their_lands_along() -> None:
    """CR 800.4a: when player 2 concedes, the permanents they own leave the game, so their
    Mountain no longer tells what Exotic Orchard could add; player 1's Island still does."""
    from manastack.decisions.actions import Concede
    d = _orchard(["Island"], players=3, third=("Mountain",))
    assert mana_options(d, CARD) == {"U", "R"}
    d.game.apply(2, Concede())
    assert mana_options(d, CARD) == {"U"}


def test_an_opponents_command_tower_could_produce_its_controllers_commanders_colors() -> None:
    """CR 106.7, 903.4: what an opponent's Command Tower or Path of Ancestry could produce is
    what its ability would add for its controller: a color of that opponent's commander's
    color identity (Jadar: black), not of the Orchard's controller's (Katilda: green-white)."""
    from tests.cards.mic.commander_mana_checks import JADAR, KATILDA
    for land in ("Command Tower", "Path of Ancestry"):
        s = Scenario(players=2, seed=1, format="commander")
        s.commander(0, KATILDA)
        s.commander(1, JADAR)
        s.battlefield(0, CARD)
        s.battlefield(1, land)
        d = Driver(s.build())
        assert mana_options(d, CARD) == {"B"}
        d.mana(0, CARD)
        assert d.state.players[0].mana_pool == {"B": 1}
