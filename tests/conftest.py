"""Shared fixtures: build scenarios and drive them through public actions only."""

from __future__ import annotations

import pytest

from manastack.scenario import Scenario
from manastack.testing import Driver


@pytest.fixture
def scenario() -> Scenario:
    return Scenario(players=2, seed=7)


def drive(s: Scenario) -> Driver:
    """Build the scenario and wrap it in a Driver."""
    return Driver(s.build())
