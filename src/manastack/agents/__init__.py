"""Players that choose actions through the public API only (``Game`` and its views).

``make_policy`` builds one by name: ``random`` and ``first`` (``manastack.decisions.policies``)
``heuristic`` (``manastack.agents.heuristic``) or ``search`` (``manastack.agents.search``: the
heuristic player's options compared by playouts in determinized samples of the game).
"""

from __future__ import annotations

from manastack.decisions.policies import FirstLegalPolicy, Policy, RandomPolicy

POLICY_NAMES = ("random", "first", "heuristic", "search")


def make_policy(name: str, seed: int = 0) -> Policy:
    """The policy named ``name`` (one of ``POLICY_NAMES``), seeded with ``seed``."""
    if name == "random":
        return RandomPolicy(seed)
    if name == "first":
        return FirstLegalPolicy()
    if name == "heuristic":
        from manastack.agents.heuristic import HeuristicPolicy
        return HeuristicPolicy(seed)
    if name == "search":
        from manastack.agents.search import SearchPolicy
        return SearchPolicy(seed)
    raise ValueError(f"unknown policy {name!r}; choose from {', '.join(POLICY_NAMES)}")
