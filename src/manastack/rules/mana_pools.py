"""Mana leaving the pools (CR 106.4, 500.4): the pools empty at the end of each step and phase,
except mana an effect says its player doesn't lose until end of turn (CR 514.2); mana a
resolving spell or ability adds (``AddChosenMana``, CR 106.4)."""

from __future__ import annotations

from manastack.rules.mana_riders import KEPT_MANA_KEY
from manastack.state.game_state import GameState


def empty_pools(g: GameState) -> None:
    """CR 500.4, 106.4: mana empties from each pool at the end of each step and phase, except
    mana an effect says the player doesn't lose (``keep_mana_until_end_of_turn``)."""
    kept_all = g.extra.get(KEPT_MANA_KEY)
    if kept_all:
        still: dict[int, dict[str, int]] = {}
        for p in g.players:
            kept = kept_all.get(p.index)
            if kept:
                left = {ch: min(n, p.mana_pool.get(ch, 0)) for ch, n in kept.items()}
                left = {ch: n for ch, n in left.items() if n > 0}
                if left:
                    still[p.index] = left
                p.mana_pool = dict(left)
            elif p.mana_pool:
                p.mana_pool = {}
        g.extra[KEPT_MANA_KEY] = still
    else:
        # No mana kept (most often): every pool empties
        for p in g.players:
            if p.mana_pool:
                p.mana_pool = {}
    # What mana carries (rules.mana_riders) leaves with it (CR 106.4, 500.4). The mana kept is
    # added by a resolving ability (``AddChosenMana``), never by a mana ability, so it
    # carries nothing: a rider on mana of the same symbol left with that mana.
    g.extra.pop("mana_riders", None)
    g.tick += 1  # characteristics don't depend on mana pools


def keep_mana_until_end_of_turn(g: GameState, player: int, mana: str) -> None:
    """"Until end of turn, you don't lose this mana as steps and phases end" (CR 106.4,
    500.4): ``mana`` (symbols just added to ``player``'s pool) stays as steps and phases end
    until the "until end of turn" effects end in the cleanup step (CR 514.2). Mana in a pool
    is counted by symbol, so when a player spends mana of a symbol of which some is kept and
    some isn't, the mana that would be lost is spent first (the kept amount never exceeds
    what is in the pool)."""
    kept_all = dict(g.extra.get(KEPT_MANA_KEY) or {})
    kept = dict(kept_all.get(player, {}))
    for ch in mana:
        kept[ch] = kept.get(ch, 0) + 1
    kept_all[player] = kept
    g.extra[KEPT_MANA_KEY] = kept_all
    g.version += 1


def end_keeping_mana(g: GameState) -> None:
    """CR 514.2: the "until end of turn" effects that keep mana end; the pools empty as the
    cleanup step ends (CR 500.4)."""
    if g.extra.pop(KEPT_MANA_KEY, None) is not None:
        g.version += 1


# -- mana added by a resolving spell or ability ------------------------------------------------
class AddChosenMana:
    """The effect of the vocabulary's ``add_one_of`` (``AddChosenMana``): the controller adds the mana symbol chosen under
    ``var``, kept until end of turn when ``keep`` (``keep_mana_until_end_of_turn``)."""

    def __init__(self, var: str, keep: bool) -> None:
        self.var, self.keep = var, keep

    def __call__(self, g: GameState, fid: int) -> None:
        frame = g.frames[fid]
        mana = frame.get(self.var)
        if not mana:
            return
        player = frame["controller"]
        from manastack.rules.mana import add_mana
        add_mana(g, player, str(mana))
        if self.keep:
            keep_mana_until_end_of_turn(g, player, str(mana))
