"""A replacement effect on the mana lands produce (CR 106.12, 614.1a):
``rule("lands_tapped_for_mana_produce", "controller", "B")`` ("If a land is tapped for mana, it
produces {B} instead of any other type and amount.", Contamination, defined in
tests/reference_cards.py). It applies to every land's {T} mana ability, whoever controls the
land; a nonland mana source is unaffected. Exotic Orchard's test checks what opponents' lands
could produce with it (MIC-OR-0281)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.reference_cards import CONTAMINATION


def _options(d: Driver, name: str) -> set[str]:
    src = d.find(name)
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == src}


def test_every_land_produces_b_instead() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Dimir Aqueduct")
    s.battlefield(0, "Gyre Sage", counters={"+1/+1": 2})
    s.battlefield(1, CONTAMINATION.name)
    s.hand(0, "Festering Goblin")
    d = Driver(s.build())
    assert _options(d, "Forest") == {"B"}
    assert _options(d, "Dimir Aqueduct") == {"B"}  # {U}{B}: one {B} instead, type and amount
    assert _options(d, "Gyre Sage") == {"GG"}  # not a land
    d.cast(0, "Festering Goblin")  # {B}, paid with the Forest
    assert d.state.objects[d.find("Forest")].tapped
    d.resolve()
    assert d.find("Festering Goblin", zone="battlefield")


def test_without_it_lands_produce_their_own_mana() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Dimir Aqueduct")
    d = Driver(s.build())
    assert _options(d, "Forest") == {"G"} and _options(d, "Dimir Aqueduct") == {"UB"}


def test_a_filter_land_with_mana_in_its_cost_offers_b_instead() -> None:
    """CR 614.1a, 605.3a: Sungrass Prairie's "{1}, {T}: Add {G}{W}." isn't ready with no mana
    in its cost, so the listing prices it on its own (a Forest pays the {1}); what it adds is
    still replaced: {B}, not {G}{W}."""
    s = Scenario(seed=1)
    s.battlefield(0, "Forest", "Sungrass Prairie")
    s.battlefield(1, CONTAMINATION.name)
    d = Driver(s.build())
    assert _options(d, "Forest") == {"B"}
    assert _options(d, "Sungrass Prairie") == {"B"}
