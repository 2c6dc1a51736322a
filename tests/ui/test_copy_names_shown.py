"""A permanent that is a copy is shown by the name it copied (CR 707.2: the name is one of
the copiable values): Clone entering as a copy of Glory Seeker is "Glory Seeker 2/2" on both
players' boards, 「栄光の探求者 2/2」 in Japanese, not "Clone"."""

from __future__ import annotations

import pytest

from manastack.rules.characteristics import chars
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from manastack.ui.panes import plain, player_pane


def _cloned() -> tuple[Driver, int]:
    s = Scenario(seed=1)
    s.battlefield(1, "Glory Seeker")
    s.battlefield(0, *["Island"] * 4)
    s.hand(0, "Clone")
    s.at("precombat_main", active=0)
    d = Driver(s.build())
    d.cast(0, "Clone")
    d.pass_priority()
    d.pass_priority()
    d.choose(d.ids("Glory Seeker")[0])
    clone = next(o for o in d.state.battlefield
                 if chars(d.state, o).controller == 0 and chars(d.state, o).is_creature)
    assert chars(d.state, clone).name == "Glory Seeker"
    return d, clone


@pytest.mark.parametrize(("lang", "shown", "printed"), [
    ("en", "Glory Seeker 2/2", "Clone"), ("ja", "栄光の探求者 2/2", "クローン")])
def test_a_copy_is_named_as_what_it_copies(lang: str, shown: str, printed: str) -> None:
    d, clone = _cloned()
    for viewer in (0, 1):
        desc = Describer(d.game, viewer, lang)
        assert desc.name(clone) == shown
        view = d.game.view(viewer)
        board = plain(player_pane(desc, view, view["players"][0]))
        assert shown in board and printed not in board


def test_a_card_not_copying_keeps_its_own_name() -> None:
    s = Scenario(seed=1)
    s.battlefield(0, "Clone", "Glory Seeker")
    d = Driver(s.build())
    assert Describer(d.game, 1, "ja").name(d.find("Clone")) == "クローン 0/0" or \
        Describer(d.game, 1, "ja").name(d.find("Clone")).startswith("クローン")
