"""The base of every one-shot effect record (CR 610): plain data that the rules interpret
(``manastack.rules.one_shot``)."""

from __future__ import annotations


class Effect:
    """Base of one-shot effects."""
