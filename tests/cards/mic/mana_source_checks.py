"""Set-ups shared by the checks of lands and artifacts that tap for mana (battle_land_checks,
bounce_land_checks, scry_land_checks, search_land_checks, talisman_checks)."""

from __future__ import annotations

from manastack.decisions.actions import ActivateManaAbility
from manastack.scenario import Scenario
from manastack.testing import Driver


def on_the_battlefield(card: str) -> tuple[Driver, int]:
    """A two-player game where player 0 controls ``card`` (untapped); its object id."""
    s = Scenario(seed=1)
    s.battlefield(0, card)
    d = Driver(s.build())
    return d, d.find(card)


def mana_options(d: Driver, source: int) -> set[str]:
    """The mana player 0 may add with ``source`` now (its legal mana actions)."""
    return {a.mana for a in d.game.legal_actions()
            if isinstance(a, ActivateManaAbility) and a.source == source}
