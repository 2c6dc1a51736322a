"""Handling illegal actions (CR 732): the error ``Game.apply`` raises for an action that is not
legal now, or taken by the wrong player, leaving the game unchanged (CR 732.1).

Its ``reason`` says why as a message key and its values (``manastack.refusals``,
``manastack.i18n.refusal_words``): ``str(e)`` is the reason in English, ``e.text(lang)`` in
any language the clients speak, so that each player reads why in their own.
"""

from __future__ import annotations

from manastack.i18n.refusal_words import Refusal
from manastack.i18n.text import check_lang

__all__ = ["IllegalActionError"]


class IllegalActionError(ValueError):
    """An action that is not legal now, or taken by the wrong player. The game is unchanged.

    An error raised with a plain message (by a caller of the game, not the game) has no
    ``reason`` and reads the same in every language."""

    def __init__(self, reason: str | Refusal) -> None:
        self.reason = reason if isinstance(reason, Refusal) else None
        super().__init__(str(reason))

    def text(self, lang: str) -> str:
        """Why the action is refused, in ``lang``."""
        check_lang(lang)
        return self.reason.text(lang) if self.reason is not None else str(self)
