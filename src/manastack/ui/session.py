"""A human's seat at a game, shared by the terminal clients: the other seats are played by
policies, priority is passed the way a modern client does, and choices not yet committed can
be undone.

Priority (CR 117) is passed for the player automatically when they can do nothing but pass
(or activate mana abilities, CR 605.3a). Otherwise the session stops when:

* a spell or ability an opponent controls is on the stack (something to respond to);
* the step is one of the player's *stops* (their main phases and the opponent's declare
  attackers and end steps by default; each can be set);

unless the player asked to pass until the end of the turn, until their next turn, or until
something happens (an opponent's spell or ability on the stack, or a decision other than
priority). With ``full_control`` every priority with something to do stops.

Undo: a spell being cast or an ability being activated (CR 601.2, 602.2) and a declaration of
attackers or blockers under way (CR 508.1, 509.1) can be taken back until they are complete:
the session keeps a copy of the game from before the first step and returns to it.
"""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import (
    Action,
    ActivateManaAbility,
    Choose,
    Concede,
    FinishDeclaration,
    PassPriority,
)
from manastack.decisions.policies import Policy
from manastack.game import Game, IllegalActionError
from manastack.simulate import Autoplayer
from manastack.ui.choices import Choice, ChoiceMaker
from manastack.ui.citations import cited
from manastack.ui.describe import Describer
from manastack.ui.messages import msg
from manastack.ui.stack_notes import StackNotes
from manastack.views import object_view

STEPS = ("upkeep", "draw", "precombat main", "beginning of combat", "declare attackers",
         "declare blockers", "combat damage", "end of combat", "postcombat main", "end")
"""The steps a player may set a stop in (no player gets priority in untap or, normally,
cleanup: CR 502.4, 514.3)."""

DEFAULT_STOPS: frozenset[tuple[str, str]] = frozenset({
    ("mine", "precombat main"), ("mine", "postcombat main"),
    ("theirs", "declare attackers"), ("theirs", "end")})

PASS_MODES = ("turn", "next_turn", "event")
DECLARATIONS = ("declare_attackers", "declare_blockers")


class PlaySession:
    """``human`` plays ``game`` in ``lang``; ``policies[i]`` plays seat ``i`` for every other
    seat (the human's entry is ignored)."""

    def __init__(self, game: Game, human: int, policies: list[Policy], lang: str) -> None:
        self.human = human
        self.policies = policies
        self.lang = lang
        self.stops: set[tuple[str, str]] = set(DEFAULT_STOPS)
        self.full_control = False
        self.mode: str | None = None
        self._mode_turn = 0
        self._snapshot: Game | None = None
        self._log_seen = 0
        self.auto_passes = 0
        # the modes, X and targets of spells and abilities, announced when first seen on the
        # stack; those of a game loaded part-way recalled from its actions
        self.notes = StackNotes(human, lang)
        self._notes_seen = 0
        # the London mulligan asked the modern way: keep or mulligan first, then the cards to
        # put on the bottom (the engine asks for them right after the mulligan, CR 103.5; a
        # hand that is mulliganed again is shuffled away, so the order changes nothing)
        self._intent: str | None = None
        self._bind(game)
        if game.history:
            self.notes.recall(game)

    def _bind(self, game: Game) -> None:
        self.game = game
        self.desc = Describer(game, self.human, self.lang)
        self.maker = ChoiceMaker(self.desc)
        self.autoplayer = Autoplayer(game, self.policies)

    # -- the flow of the game ------------------------------------------------------------------
    def advance(self) -> None:
        """Play the other seats and the automatic passes until the human must decide or the
        game is over."""
        game = self.game
        while not game.is_over:
            d = game.decision
            assert d is not None
            if d.player != self.human:
                self._snapshot = None
                self.autoplayer.step()
                continue
            acts = game.legal_actions()
            if d.kind == "mulligan" and self._intent is not None:
                answer = Choose(self._intent)
                self._intent = None
                game.apply(self.human, answer if answer in acts else acts[0])
                continue
            if d.kind == "bottom_cards" and self._intent == "mulligan":
                game.apply(self.human, acts[0])  # shuffled away by the next mulligan
                continue
            if d.kind == "priority":
                self._snapshot = None
                self.notes.note(self.game, self.desc, self.maker)
                if self._should_pass(acts):
                    self.auto_passes += 1
                    game.apply(self.human, PassPriority())
                    continue
                return
            if self.mode == "event":
                self.mode = None
            if d.kind == "declare_attackers" and self.mode in ("turn", "next_turn") and \
                    self.game.state.turn == self._mode_turn:
                # passing the turn: no attack (CR 508.1, declaring none)
                done = [a for a in acts if isinstance(a, FinishDeclaration)]
                if done:
                    game.apply(self.human, done[0])
                    continue
            if len(acts) == 1 and d.kind not in DECLARATIONS:
                game.apply(self.human, acts[0])
                continue
            if d.kind not in DECLARATIONS and not (d.kind == "bottom_cards" and
                                                   self._intent is None) and \
                    len(self.maker.choices(d.kind, acts)) == 1:
                # every answer looks the same to the player (two Forests to pay {G})
                game.apply(self.human, acts[0])
                continue
            return

    def _should_pass(self, acts: list[Action]) -> bool:
        if all(isinstance(a, PassPriority | ActivateManaAbility) for a in acts):
            return True
        g = self.game.state
        mine = g.active == self.human
        top = g.stack[-1] if g.stack else None
        theirs_on_stack = top is not None and self._controller(top) != self.human
        if self.mode == "turn":
            if g.turn == self._mode_turn:
                return True
            self.mode = None
        elif self.mode == "next_turn":
            if not mine or g.turn == self._mode_turn:
                return True
            self.mode = None
        elif self.mode == "event":
            if not theirs_on_stack:
                return True
            self.mode = None
        if self.full_control:
            return False
        if theirs_on_stack:
            return False
        if top is not None:
            return True  # the player's own spell or ability: let it resolve
        return ("mine" if mine else "theirs", g.step.label) not in self.stops

    def _controller(self, oid: int) -> int | None:
        return object_view(self.game, self.human, oid).get("controller")

    def pass_until(self, mode: str) -> None:
        """Pass priority until the end of this turn (``"turn"``), until the player's next
        turn (``"next_turn"``) or until something happens (``"event"``); then advance."""
        if mode not in PASS_MODES:
            raise ValueError(f"unknown pass mode {mode!r}; known: {', '.join(PASS_MODES)}")
        self.mode = mode
        self._mode_turn = self.game.state.turn
        d = self.game.decision
        if d is not None and d.player == self.human and d.kind == "priority":
            self.game.apply(self.human, PassPriority())
        self.advance()

    def toggle_stop(self, whose: str, step: str) -> bool:
        """Set or clear a stop; returns whether it is now set."""
        if whose not in ("mine", "theirs") or step not in STEPS:
            raise ValueError(f"no such stop: {whose} {step}")
        key = (whose, step)
        if key in self.stops:
            self.stops.discard(key)
            return False
        self.stops.add(key)
        return True

    # -- the human's decision ------------------------------------------------------------------
    def pending(self) -> tuple[str, str, list[Choice]] | None:
        """The human's decision: its kind, its prompt in the session's language and the
        choices; None when the game is over."""
        d = self.game.decision
        if d is None or self.game.is_over or d.player != self.human:
            return None
        if d.kind == "bottom_cards" and self._intent is None:
            return "mulligan", self.desc.prompt("mulligan", ""), [
                Choice(msg("keep_hand", self.lang), "", 0, [Choose("keep")]),
                Choice(msg("take_mulligan", self.lang), "", 0, [Choose("mulligan")])]
        choices = self.maker.choices(d.kind, self.game.legal_actions())
        return d.kind, self.desc.prompt(d.kind, d.prompt), choices

    def choose(self, choice: Choice) -> str | None:
        """Take ``choice`` and advance; returns the reason, in the session's language, if the
        engine refused it."""
        d = self.game.decision
        assert d is not None
        if d.kind == "bottom_cards" and self._intent is None:
            self._intent = "keep" if choice.action == Choose("keep") else "mulligan"
            self.advance()
            return None
        if self._snapshot is None and (
                (d.kind == "priority" and not isinstance(choice.action, PassPriority |
                                                          ActivateManaAbility))
                or (d.kind in DECLARATIONS and not isinstance(choice.action,
                                                              FinishDeclaration))):
            self._snapshot = self.game.clone()
        try:
            self.game.apply(self.human, choice.action)
        except IllegalActionError as e:
            self._snapshot = None
            return e.text(self.lang)
        if d.kind in DECLARATIONS and isinstance(choice.action, FinishDeclaration):
            self._snapshot = None
        if self.mode is not None and not isinstance(choice.action, PassPriority):
            self.mode = None
        self.advance()
        return None

    @property
    def can_undo(self) -> bool:
        return self._snapshot is not None and not self.game.is_over

    def undo(self) -> bool:
        """Go back to before the spell, ability or declaration under way; False if there is
        nothing to undo."""
        if self._snapshot is None:
            return False
        game = self._snapshot
        self._snapshot = None
        self._bind(game)
        self._log_seen = min(self._log_seen, len(game.state.log))
        self.notes.undone(game)
        self._notes_seen = min(self._notes_seen, len(self.notes.lines))
        return True

    def concede(self) -> None:
        self.game.apply(self.human, Concede())

    # -- what the human sees -------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        return self.game.view(self.human)

    def _lines(self, log: list[dict[str, Any]], start: int,
               notes: list[tuple[int, int, str]]) -> list[str]:
        pending = [(i, line) for i, _, line in notes]
        out: list[str] = []
        for i, ev in enumerate(log[start:], start):
            while pending and pending[0][0] <= i:
                out.append(pending.pop(0)[1])
            line = self.desc.event(ev)
            if line:
                out.append(cited(line, ev, self.lang))
        out += [line for _, line in pending]
        return out

    def log_lines(self, view: dict[str, Any] | None = None) -> list[str]:
        """Every log entry the human may know, as sentences, from the start of the game,
        with the targets of spells and abilities."""
        v = view if view is not None else self.view()
        return self._lines(v["log"], 0, self.notes.lines)

    def new_log_lines(self) -> list[str]:
        """The entries not returned before."""
        log = self.view()["log"]
        out = self._lines(log, self._log_seen, self.notes.lines[self._notes_seen:])
        self._log_seen = len(log)
        self._notes_seen = len(self.notes.lines)
        return out
