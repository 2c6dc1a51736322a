"""Write the SVG screenshots of the full-screen client under ``docs/screenshots/``.

    .venv/bin/python tools/screenshots.py

A seeded game between the sample decks is played by a keen player (plays and casts what it
can, attacks) against the heuristic AI until turn 7, in English and in Japanese, and the
screen is saved at 120×40 and 80×24; the card details screen of a card in hand too.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from manastack.agents import make_policy
from manastack.decisions.actions import ActivateManaAbility, PassPriority
from manastack.formats.deck_choice import default_decks
from manastack.game import Game
from manastack.ui.fullscreen import GameApp
from manastack.ui.messages import msg
from manastack.ui.session import PlaySession

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


def keen_key(session: PlaySession) -> str:
    kind, _, choices = session.pending() or ("", "", [])
    if kind == "priority":
        for i, c in enumerate(choices[:9]):
            if not isinstance(c.action, PassPriority | ActivateManaAbility):
                return str(i + 1)
    return "enter"


async def shoot(lang: str, size: tuple[int, int], details: bool) -> None:
    a, b = default_decks()
    game = Game.new([a, b], seed=3, names=[msg("you", lang), msg("opponent", lang)])
    session = PlaySession(game, 0, [make_policy("first"), make_policy("heuristic", 1)], lang)
    app = GameApp(session)
    async with app.run_test(size=size) as pilot:
        async def settle() -> None:  # the computer's turns run in a worker thread
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
        await settle()
        while not game.is_over and session.game.state.turn < 7:
            await pilot.press(keen_key(session))
            await settle()
        if details:
            hand = session.view()["players"][0]["hand"]
            app.show_details(hand[0]["id"])
            await pilot.pause()
        name = f"{'details' if details else 'board'}-{lang}-{size[0]}x{size[1]}.svg"
        app.save_screenshot(name, path=str(OUT))
        print(OUT / name)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ja"):
        for size in ((120, 40), (80, 24)):
            asyncio.run(shoot(lang, size, False))
        asyncio.run(shoot(lang, (120, 40), True))


if __name__ == "__main__":
    main()
