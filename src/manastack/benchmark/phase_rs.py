"""phase.rs on the benchmark's decks (``manastack.benchmark``): its Oracle data built from this
package's card database, its games played with uniformly random actions."""

from __future__ import annotations

import gc
import json
import time
from collections.abc import Sequence
from typing import Any

from manastack.benchmark.results import MAX_DECISIONS, GamesPass, Matchup, taken, turns_sd
from manastack.formats.decklist import DeckList


def phase_available() -> tuple[bool, str]:
    """Whether the phase.rs Python bindings can be imported, and why not."""
    try:
        import phase  # noqa: F401
    except Exception as e:  # noqa: BLE001 - any import failure means "not usable here"
        return False, (f"not installable here: {type(e).__name__}: {e} "
                       "(install it with `pip install phase-python`)")
    return True, "installed"


def _atomic(card: Any, face: Any) -> dict[str, Any]:
    """One face in the MTGJSON AtomicCard shape the phase.rs Oracle builder reads."""
    d: dict[str, Any] = {
        "name": face.name, "manaValue": float(card.mana_value),
        "convertedManaCost": float(card.mana_value), "colors": list(face.colors),
        "colorIdentity": list(face.colors), "types": list(face.types),
        "subtypes": list(face.subtypes), "supertypes": list(face.supertypes),
        "type": face.type_line, "text": face.oracle_text, "keywords": list(face.keywords),
        "layout": card.layout, "identifiers": {}, "legalities": {},
        "printings": [card.set_code],
    }
    if face.mana_cost:
        d["manaCost"] = face.mana_cost
    if face.power is not None:
        d["power"], d["toughness"] = face.power, face.toughness
    if face.loyalty is not None:
        d["loyalty"] = face.loyalty
    return d


def phase_card_data(decks: Sequence[DeckList]) -> str:
    """A phase.rs ``card-data.json`` (as text) for the cards of ``decks``."""
    import phase

    from manastack.cards.database import database
    db = database()
    out: dict[str, Any] = {}
    for key in sorted({k for d in decks for k in d.card_keys()}):
        card = db.by_key(key)
        if card.is_double_faced:
            for i, face in enumerate(card.faces):
                a = _atomic(card, face)
                a.update(name=card.name, faceName=face.name, side="ab"[i])
                entry = dict(phase.build_oracle_face_multi(a, None))
                entry.update(layout=card.layout, face_index=i)
                out.setdefault(face.name.lower(), entry)
        else:
            out.setdefault(card.name.lower(), phase.build_oracle_face(_atomic(card, card.front),
                                                                      None))
    return json.dumps(out)


def phase_actor(game: Any, action: Any) -> int:
    """The player who takes ``action``: while both players take mulligan decisions at once
    the listed actions are those of every pending player. Keeping or taking a mulligan is
    answered by the first pending player still declaring (the two players' actions are
    alike); cards to put on the bottom of the library are answered by the pending player
    whose hand holds them (both players may be putting cards on the bottom at once, each
    a number of their own)."""
    wf = game.waiting_for()
    data = wf.get("data") if isinstance(wf, dict) else None
    if isinstance(data, dict):
        if isinstance(data.get("player"), int):
            return int(data["player"])
        pending = [e for e in data.get("pending") or () if isinstance(e, dict)]
        if pending:
            kind = getattr(action, "kind", "")
            payload = getattr(action, "data", None)
            cards = set(payload.get("cards") or ()) if isinstance(payload, dict) else set()
            for entry in pending:
                seat = int(entry.get("player", 0))
                step = (entry.get("phase") or {}).get("type")
                if kind == "MulliganDecision":
                    if step != "BottomCards":
                        return seat
                elif step == "BottomCards" and cards <= _hand_ids(game, seat):
                    return seat
            return int(pending[0].get("player", 0))
    return int(game.priority_player())


def _hand_ids(game: Any, seat: int) -> set[int]:
    return {int(o["id"]) for o in game.hand(seat) if isinstance(o, dict) and "id" in o}


class PhasePass(GamesPass):
    """One pass of phase.rs over a matchup's games: what it counted and its clocks."""


class PhaseGames:
    """phase.rs set up for a matchup's games: its engine is built from the Oracle data once,
    outside the clocks; each :meth:`play` plays the same games again (the same seeds, and the
    random choices drawn anew from ``seed``), so repeated passes play alike."""

    def __init__(self, matchup: Matchup, games: int, seed: int,
                 max_decisions: int = MAX_DECISIONS) -> None:
        import phase

        from manastack.cards.database import database
        db = database()
        self.engine = phase.Engine.from_json(phase_card_data(matchup.decks))
        self.names = [[db.by_key(k).front.name for k in d.card_keys()] for d in matchup.decks]
        self.games, self.seed, self.max_decisions = games, seed, max_decisions

    def play(self) -> PhasePass:
        """One pass: garbage from earlier work is collected first (as before each of
        manastack's passes), then the clocks are read before the first game and after the
        last only."""
        import random
        gc.collect()
        rng = random.Random(self.seed)
        out = PhasePass()
        start = time.perf_counter()
        cpu_start = time.process_time()
        for i in range(self.games):
            game = self.engine.new_game(self.names[0], self.names[1], seed=self.seed + i)
            n = 0
            while n < self.max_decisions:
                acts = game.actions()
                if not acts:
                    break
                out.options += len(acts)
                a = rng.choice(acts)
                game.apply(phase_actor(game, a), a)
                n += 1
            out.decisions += n
            out.per_game.append(n)
            out.game_turns.append(int(game.turn))
            wf = game.waiting_for()
            out.finished += isinstance(wf, dict) and wf.get("type") == "GameOver"
        out.seconds = time.perf_counter() - start
        out.cpu_seconds = time.process_time() - cpu_start
        out.turns = sum(out.game_turns)
        return out


def phase_figures(passes: Sequence[PhasePass]) -> dict[str, Any]:
    """phase.rs's figures from its passes of the same games: the counts of the first, the
    times taken from all of them as manastack's are (``results.taken``), whether every pass
    played the same games (as many decisions and turns in each game)."""
    first = passes[0]
    cpu = taken([p.cpu_seconds for p in passes])
    seconds = taken([p.seconds for p in passes])
    decisions, turns, games = first.decisions, first.turns, len(first.per_game)

    def per(n: int, t: float, k: int = 1) -> float:
        return round(n / t, k) if t else 0.0
    return {"games": games, "decisions": decisions, "seconds": round(seconds, 3),
            "decisions_per_second": per(decisions, seconds),
            "cpu_seconds": round(cpu, 3),
            "decisions_per_cpu_second": per(decisions, cpu),
            "turns": turns, "finished": first.finished,
            "turns_per_cpu_second": per(turns, cpu, 2),
            "finished_games_per_cpu_second": per(first.finished, cpu, 3),
            "decisions_per_game": round(decisions / games, 1) if games else 0.0,
            "turns_per_game": round(turns / games, 1) if games else 0.0,
            "turns_sd": round(turns_sd(first.game_turns), 1),
            "options_per_decision": round(first.options / decisions, 2) if decisions else 0.0,
            "repeats": len(passes),
            "cpu_seconds_passes": [round(p.cpu_seconds, 3) for p in passes],
            "same_games": all((p.per_game, p.game_turns) == (first.per_game, first.game_turns)
                              for p in passes)}


def measure_phase(matchup: Matchup, games: int, seed: int,
                  max_decisions: int = MAX_DECISIONS, repeat: int = 1) -> dict[str, Any]:
    """phase.rs on the same decks, uniformly random actions, ``repeat`` passes of the same
    games: decisions, turns and finished games per CPU-second (``phase_figures``)."""
    side = PhaseGames(matchup, games, seed, max_decisions)
    return phase_figures([side.play() for _ in range(repeat)])
