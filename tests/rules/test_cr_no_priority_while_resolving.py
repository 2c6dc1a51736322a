"""No player has priority while a spell or ability is resolving (CR 117.2e), even while a
player makes a choice it asks for; every player is shown that, and who has priority again
once it has resolved (the active player, CR 117.3b)."""

from __future__ import annotations

from typing import Any

from manastack.game import Game
from manastack.scenario import Scenario
from manastack.testing import Driver


def _shown(g: Game) -> list[Any]:
    return [v["priority"] for v in (g.view(0), g.view(1), g.spectator_view())]


def _scenario() -> Scenario:
    s = Scenario(seed=1)
    s.library(0, "Forest", "Island", "Swamp", "Screaming Seahawk")
    s.library(1, "Forest", "Island")
    s.at("precombat_main", active=0)
    return s


def test_nobody_has_priority_while_an_instant_asks_its_choice() -> None:
    """CR 117.2e, 608.2, 117.3b: player 0 casts Consider and holds priority (shown as player
    0's), passes (player 1's); as Consider resolves, player 0 chooses whether to put the top
    card of their library into their graveyard: no player has priority then, in any view;
    once it has resolved the active player, player 0, receives priority."""
    s = _scenario()
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    d = Driver(s.build())
    d.cast(0, "Consider")
    assert _shown(d.game) == [0, 0, 0]
    d.pass_priority()
    assert _shown(d.game) == [1, 1, 1]
    d.pass_priority()
    assert d.decision.kind == "may" and d.decision.player == 0
    assert d.state.stack  # still resolving
    assert _shown(d.game) == [None, None, None]
    d.choose(True)
    assert not d.state.stack and d.decision.kind == "priority"
    assert _shown(d.game) == [0, 0, 0]


def test_nobody_has_priority_while_a_permanent_spell_s_as_enters_choice_is_made() -> None:
    """CR 117.2e, 608.3, 614.12: Shared Triumph resolves; as it enters player 0 chooses a
    creature type: no player has priority while the choice is made."""
    s = _scenario()
    s.battlefield(0, "Plains", "Plains")
    s.hand(0, "Shared Triumph")
    d = Driver(s.build())
    d.cast(0, "Shared Triumph")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "choose_creature_type"
    assert _shown(d.game) == [None, None, None]
    d.choose("Bird")
    assert d.zone_of("Shared Triumph") == "battlefield"
    assert _shown(d.game) == [0, 0, 0]


def test_nobody_has_priority_while_an_optional_trigger_asks_whether_to_use_it() -> None:
    """CR 117.2e, 603.5: Screaming Seahawk's enters trigger ("you may search your library for
    a card named Screaming Seahawk") resolves and asks player 0 whether to use it: no player
    has priority then."""
    s = _scenario()
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Screaming Seahawk")
    d = Driver(s.build())
    d.cast(0, "Screaming Seahawk")
    d.resolve()
    assert len(d.state.stack) == 1 and _shown(d.game) == [0, 0, 0]  # the trigger
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "may"
    assert _shown(d.game) == [None, None, None]
