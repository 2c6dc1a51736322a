"""Determinization for information-set search: see ``manastack.agents.determinize`` (the
search player of ``manastack.agents.search`` samples its games there too)."""

from __future__ import annotations

from manastack.agents.determinize import determinize, hidden_objects

__all__ = ["determinize", "hidden_objects"]
