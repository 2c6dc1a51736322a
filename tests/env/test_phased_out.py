"""Phased-out permanents in the observation: still on the battlefield but treated as though
they don't exist until they phase in (CR 702.26b, 702.26d), each player's observation gives
them rows of their own (zone ``phased_out``), as the view lists them apart."""

from __future__ import annotations

import numpy as np

from manastack.env.card_ids import card_id
from manastack.env.observation import OBJECT_FEATURES, ZONES
from manastack.env.table import Table
from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver
from tests.phasing_out import phase_out_with_adversary

_O = {name: i for i, name in enumerate(OBJECT_FEATURES)}


def _rows(game: Game, player: int, zone: str) -> list[tuple[int, int, int]]:
    """(card id, relative owner, relative controller) of ``player``'s rows in ``zone``."""
    table = Table([["Island"]] * len(game.state.players))
    table.use(game)
    obs, _ = table.observe(player)
    assert table.space.contains(obs)
    o = obs["objects"]
    rows = (o[:, _O["present"]] == 1) & (o[:, _O["zone"]] == ZONES.index(zone))
    return [(int(r[_O["card_id"]]), int(r[_O["owner"]]), int(r[_O["controller"]]))
            for r in o[rows]]


def test_a_phased_out_creature_has_a_row_in_every_players_observation() -> None:
    """Spectral Adversary phases out player 1's Glory Seeker: both players' observations
    show it in zone ``phased_out`` (owned and controlled by player 1) and no longer among the
    battlefield's rows; the earlier zone codes are unchanged (``phased_out`` is the last)."""
    assert ZONES[-1] == "phased_out" and ZONES.index("graveyard") == 7
    s = Scenario(seed=1)
    s.battlefield(0, "Island", "Island", "Island", "Island")
    s.hand(0, "Spectral Adversary")
    s.battlefield(1, "Glory Seeker")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    seeker = card_id(d.game.card(d.find("Glory Seeker")).key)
    assert all(_rows(d.game, p, "phased_out") == [] for p in (0, 1))
    assert (seeker, 1, 1) in _rows(d.game, 0, "battlefield")
    phase_out_with_adversary(d, d.find("Glory Seeker"))
    assert d.game.state.objects[d.find("Glory Seeker")].phased_out
    assert _rows(d.game, 0, "phased_out") == [(seeker, 1, 1)]
    assert _rows(d.game, 1, "phased_out") == [(seeker, 0, 0)]
    for p in (0, 1):
        assert seeker not in [c for c, _, _ in _rows(d.game, p, "battlefield")]
    assert np.any([c for c, _, _ in _rows(d.game, 0, "battlefield")])
