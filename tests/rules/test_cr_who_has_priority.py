"""Who has priority, as every player is shown it (CR 117): the player given priority keeps it
while casting a spell, activating an ability or taking a special action (117.1, 117.3c); no
player has priority while a spell or ability is resolving, even while a player makes a choice
it asks for (117.2e), nor while state-based actions are performed and triggered abilities are
put on the stack (117.5), nor once the game is over (104.1)."""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import ActivateAbility, CastSpell, SpecialAction
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


def test_a_player_keeps_priority_while_casting_activating_or_turning_face_up() -> None:
    """CR 117.1, 117.3c, 601.2c, 602.2b, 702.37e: player 0 has priority; while they choose
    Shock's target, Silklash Spider's X, or pay the morph cost to turn Exalted Angel face up
    (a special action), every view still shows player 0 as having priority."""
    s = _scenario()
    s.battlefield(0, *["Plains"] * 4, "Mountain", "Forest", "Forest", "Silklash Spider")
    s.battlefield(0, "Exalted Angel", face_down=True)
    s.hand(0, "Shock")
    for action in ("cast", "activate", "special"):
        d = Driver(s.build())
        if action == "cast":
            d.act(0, CastSpell(d.find("Shock"), "normal"))
            assert d.decision.kind == "target"
        elif action == "activate":
            d.act(0, next(a for a in d.game.legal_actions() if isinstance(a, ActivateAbility)
                          and a.source == d.find("Silklash Spider")))
            assert d.decision.kind == "x"
        else:
            d.act(0, SpecialAction("turn_face_up", d.find("Exalted Angel")))
            assert d.decision.kind == "pay_mana"
        assert _shown(d.game) == [0, 0, 0]


def test_nobody_has_priority_while_triggered_abilities_are_put_on_the_stack() -> None:
    """CR 117.5, 603.3b, 603.3d: Glory Seeker enters under player 0's two Wretched Anurids:
    while player 0 chooses the order to put the two triggered abilities on the stack, no
    player has priority; Sludge Monster entering, its trigger's target is chosen as it is
    put on the stack, with no player having priority either."""
    s = _scenario()
    s.battlefield(0, "Plains", "Plains", "Wretched Anurid", "Wretched Anurid")
    s.hand(0, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Glory Seeker")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "order_triggers"
    assert _shown(d.game) == [None, None, None]
    d.take_first("order_triggers")
    assert d.decision.kind == "priority" and _shown(d.game) == [0, 0, 0]
    s = _scenario()
    s.battlefield(0, *["Island"] * 5)
    s.hand(0, "Sludge Monster")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Sludge Monster")
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "target"
    assert _shown(d.game) == [None, None, None]


def test_nobody_has_priority_while_the_legend_rule_is_applied() -> None:
    """CR 117.5, 704.5j: a second Jareth, Leonine Titan resolves; while player 0 chooses the
    one to keep, a state-based action, no player has priority; then player 0 receives it."""
    s = _scenario()
    s.battlefield(0, *["Plains"] * 7, "Jareth, Leonine Titan")
    s.hand(0, "Jareth, Leonine Titan")
    d = Driver(s.build())
    d.cast(0, d.find("Jareth, Leonine Titan", zone="hand"))
    d.pass_priority()
    d.pass_priority()
    assert d.decision.kind == "legend_rule"
    assert _shown(d.game) == [None, None, None]
    d.take_first("legend_rule")
    assert _shown(d.game) == [0, 0, 0]


def test_nobody_has_priority_once_the_game_is_over() -> None:
    """CR 104.1: player 1 at 2 life is dealt 2 damage by Shock: the game ends, and no player
    has priority any more."""
    s = _scenario()
    s.life(1, 2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    d = Driver(s.build())
    d.cast(0, "Shock", targets=[1])
    d.resolve()
    assert d.game.is_over
    assert _shown(d.game) == [None, None, None]
