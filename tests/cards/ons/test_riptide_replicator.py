"""Riptide Replicator — {X}{4} Artifact.

Oracle: "As Riptide Replicator enters the battlefield, choose a color and a creature type.
Riptide Replicator enters the battlefield with X charge counters on it.
{4}, {T}: Create an X/X creature token of the chosen color and type, where X is the number of
charge counters on Riptide Replicator."
Rulings covered: none in the seed documents. The general creature-type rulings it exercises:
ONS-FAQ-041, ONS-FAQ-042.
"""

from __future__ import annotations

import pytest

from manastack.decisions.actions import Choose
from manastack.game import IllegalActionError
from manastack.scenario import Scenario
from manastack.testing import Driver

pytestmark = pytest.mark.card("Riptide Replicator")


def cast_replicator(x: int, color: str = "blue", kind: str = "Wizard") -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 12)
    s.hand(0, "Riptide Replicator")
    s.battlefield(1, "Forest", "Forest")
    s.hand(0, "Artificial Evolution")
    s.hand(1, "Naturalize")
    s.library(0, *["Island"] * 3)
    s.library(1, *["Forest"] * 3)
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=x)
    d.resolve()
    d.choose(color)
    d.choose(kind)
    return d


def options(d: Driver) -> set[object]:
    return {a.value for a in d.decision.actions if isinstance(a, Choose)}


def test_enters_with_x_charge_counters_and_makes_an_x_x_token() -> None:
    d = cast_replicator(3, "green", "Elf")
    r = d.find("Riptide Replicator")
    assert d.state.objects[r].counters == {"charge": 3}
    d.activate(0, r)
    assert d.state.objects[r].tapped
    d.resolve()
    token = d.find("Elf Token")
    c = d.chars(token)
    assert (c.power, c.toughness) == (3, 3)
    assert c.colors == frozenset({"G"}) and c.subtypes == frozenset({"Elf"})
    assert c.types == frozenset({"Creature"}) and c.controller == 0
    assert d.state.objects[token].is_token


def test_each_activation_makes_another_token() -> None:
    d = cast_replicator(2)
    r = d.find("Riptide Replicator")
    d.activate(0, r)
    d.resolve()
    d.pass_until("precombat_main", turn=5)
    d.activate(0, r)
    d.resolve()
    assert len(d.ids("Wizard Token")) == 2
    assert all(d.chars(t).power == 2 and d.chars(t).colors == frozenset({"U"})
               for t in d.ids("Wizard Token"))


@pytest.mark.ruling("ONS-FAQ-041", "ONS-FAQ-042")
def test_the_choices_are_a_color_and_one_existing_creature_type() -> None:
    """CR 101.4c, 205.3e: as it enters its controller makes both choices in the order the
    card specifies: first a color (one of the five), then one existing creature type."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Riptide Replicator")
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    d.expect("choose_option")
    assert options(d) == {"white", "blue", "black", "red", "green"}
    d.choose("black")
    d.expect("choose_creature_type")
    kinds = options(d)
    assert {"Zombie", "Wizard", "Merfolk"} <= kinds
    assert not kinds & {"Artifact", "Creature", "Island", "Merfolk Wizard", "Opponent"}


def test_with_x_of_zero_the_token_is_0_0_and_dies() -> None:
    d = cast_replicator(0)
    r = d.find("Riptide Replicator")
    assert d.state.objects[r].counters.get("charge", 0) == 0
    d.activate(0, r)
    d.resolve()
    assert not d.ids("Wizard Token")
    assert [e for e in d.state.log if e.kind == "zone_change" and e.lki is not None
            and e.lki.name == "Wizard Token"]


def test_x_uses_the_counters_it_had_as_it_left() -> None:
    """Destroyed in response, the Replicator's last-known counters and choices make the token
    (CR 608.2h)."""
    d = cast_replicator(2, "red", "Goblin")
    r = d.find("Riptide Replicator")
    d.activate(0, r)
    d.pass_priority()
    d.cast(1, "Naturalize", targets=[r])
    d.resolve()
    assert d.zone_of("Riptide Replicator") == "graveyard"
    d.resolve()
    c = d.chars(d.find("Goblin Token"))
    assert (c.power, c.toughness, c.colors) == (2, 2, frozenset({"R"}))


def test_put_onto_the_battlefield_by_an_effect_its_owner_chooses_and_x_is_zero() -> None:
    """CR 614.12, 614.1c: a Replicator put onto the battlefield from a library (Storm the
    Festival) still makes its "as enters" choices, by its owner, under whose control it
    enters; it wasn't cast, so X is 0 and it has no charge counters (CR 107.3m)."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6)
    s.hand(0, "Storm the Festival")
    s.library(0, "Riptide Replicator", *["Plains"] * 5)
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Riptide Replicator", "library"))
    while d.decision.kind == "choose_cards":
        d.choose(None)
    assert d.decision.kind == "choose_option" and d.decision.player == 0
    d.choose("red")
    d.choose("Goblin")
    rep = d.find("Riptide Replicator", "battlefield")
    assert d.state.objects[rep].chosen == {"color": "red", "creature_type": "Goblin"}
    assert d.state.objects[rep].counters == {}


def test_as_it_enters_its_controller_is_asked_for_a_color_then_a_creature_type() -> None:
    """CR 614.12, 205.3m: the two choices made as it enters, each a question to its controller
    with the card's words; only real creature types are offered."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Riptide Replicator")
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    dec = d.expect("choose_option")
    assert (dec.player, dec.prompt) == (0, "Choose a color")
    d.choose("red")
    dec = d.expect("choose_creature_type")
    assert (dec.player, dec.prompt) == (0, "Choose a creature type")
    assert "Goblin" in options(d) and "Forest" not in options(d)


def test_a_word_that_is_not_a_creature_type_is_refused_and_nothing_changes() -> None:
    """CR 205.3m: the choice must be an existing creature type; "Forest" is refused with an
    error naming it, and the same question is asked again."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Island"] * 6)
    s.hand(0, "Riptide Replicator")
    d = Driver(s.build())
    d.cast(0, "Riptide Replicator", x=1)
    d.resolve()
    d.choose("blue")
    before = d.decision
    version = d.state.version
    with pytest.raises(IllegalActionError, match="Forest"):
        d.choose("Forest")
    assert d.decision == before and d.state.version == version
    d.choose("Merfolk")
    assert d.state.objects[d.find("Riptide Replicator")].chosen["creature_type"] == "Merfolk"


@pytest.mark.ruling("ONS-FAQ-129", "ONS-OR-0045")
def test_artificial_evolution_cant_change_the_chosen_creature_type() -> None:
    """Artificial Evolution changes only printed words, not a creature type chosen as the
    Replicator entered: Goblin changed to Elf in its text, the token is still a Goblin."""
    d = cast_replicator(2, "red", "Goblin")
    d.pass_until("precombat_main", turn=5)
    r = d.find("Riptide Replicator")
    d.cast(0, "Artificial Evolution", targets=[r])
    d.resolve()
    d.choose("Goblin")
    d.choose("Elf")
    d.activate(0, r)
    d.resolve()
    c = d.chars(d.find("Goblin Token"))
    assert c.subtypes == frozenset({"Goblin"}) and (c.power, c.colors) == (2, frozenset({"R"}))
