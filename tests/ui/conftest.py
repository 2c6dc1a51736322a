"""Helpers for the client tests: small decks and a pilot that plays a whole game."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from manastack.agents import make_policy
from manastack.decisions.actions import ActivateManaAbility, PassPriority
from manastack.formats.decklist import parse_decklist
from manastack.game import Game
from manastack.ui.fullscreen import GameApp
from manastack.ui.session import PlaySession

BURN = "Name burn\n20 Mountain\n16 Shock\n4 Glory Seeker\n"
BEARS = "Name bears\n18 Plains\n22 Glory Seeker\n"


def small_game(seed: int = 3, lang: str = "en") -> Game:
    names = ["You", "Opponent"] if lang == "en" else ["あなた", "対戦相手"]
    return Game.new([parse_decklist(BURN), parse_decklist(BEARS)], seed=seed, names=names)


def session_for(game: Game, lang: str = "en", ai: str = "heuristic") -> PlaySession:
    return PlaySession(game, 0, [make_policy("first"), make_policy(ai, 1)], lang)


def key_for(session: PlaySession) -> str:
    """A keen player's key: play or cast something when possible, attack with everything,
    take the first target (or the opponent), keep the first hand."""
    pending = session.pending()
    assert pending is not None
    kind, _, choices = pending
    if kind == "priority":
        for i, c in enumerate(choices[:9]):
            if not isinstance(c.action, PassPriority | ActivateManaAbility):
                return str(i + 1)
        return "1"
    if kind == "target":
        for i, c in enumerate(choices[:9]):
            if c.label == session.desc.player_name(1):
                return str(i + 1)
    return "enter"


class SettlingPilot:
    """Textual's pilot whose key presses and clicks return once the computer's turn they
    started (run in a worker thread by the app) is over and the screen redrawn, so a test reads
    the game only when the app does."""

    def __init__(self, pilot: Any) -> None:
        self.pilot = pilot

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pilot, name)

    async def settle(self) -> None:
        await self.pilot.pause()
        await self.pilot.app.workers.wait_for_complete()
        await self.pilot.pause()

    async def press(self, *keys: str) -> None:
        for key in keys:
            await self.pilot.press(key)
            await self.settle()

    async def click(self, *args: Any, **kwargs: Any) -> Any:
        out = await self.pilot.click(*args, **kwargs)
        await self.settle()
        return out


def run_app(app: GameApp, body: Callable[[Any], Any], size: tuple[int, int] = (120, 40),
            settle: bool = True) -> None:
    """Run ``app`` under the pilot and ``body(pilot)``; with ``settle`` each press waits for
    the computer's turn it starts (``SettlingPilot``), else the raw pilot is given."""
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            settling = SettlingPilot(pilot)
            await settling.settle()
            await body(settling if settle else pilot)
    asyncio.run(main())
