"""What a player of the terminal clients is told of each spell or ability the first time they
see it on the stack, with their priority: the modes chosen, the value of X and the targets
(CR 601.2b-c, 602.2b: chosen as it is put on the stack, 700.2, 107.3a). The game's log has no
entry for them; the clients put these lines among the log's, at the log position they were
seen at.

A game loaded from a file (``manastack play --load``) or replayed has no such lines of its
own: :meth:`StackNotes.recall` finds them again by replaying the game's actions from its setup
and looking at the stack wherever the player had priority, as the live client did, so the
recent events read the same as they did when the game was played.
"""

from __future__ import annotations

from manastack.game import Game
from manastack.ui.choices import ChoiceMaker
from manastack.ui.describe import FIRST_OBJECT_ID, Describer
from manastack.ui.messages import msg
from manastack.views import object_view


class StackNotes:
    """The lines told to ``player`` in ``lang``, as ``(log position, stack object id, line)``
    in the order they were told, and the stack objects already seen."""

    def __init__(self, player: int, lang: str) -> None:
        self.player = player
        self.lang = lang
        self.lines: list[tuple[int, int, str]] = []
        self.seen: set[int] = set()

    def note(self, game: Game, desc: Describer, maker: ChoiceMaker) -> None:
        """Tell the modes, X and targets of each spell or ability on ``game``'s stack not
        seen before (``desc`` and ``maker`` describe ``game`` for the player)."""
        g = game.state
        sep = "、" if self.lang == "ja" else ", "
        for oid in g.stack:
            if oid in self.seen:
                continue
            self.seen.add(oid)
            v = object_view(game, self.player, oid)
            modes = (v.get("mode_texts_ja") if self.lang == "ja" else None) or \
                v.get("mode_texts") or []
            if modes:  # the modes chosen, announced with it (CR 601.2b, 700.2)
                self.lines.append((len(g.log), oid, msg(
                    "log_modes", self.lang, card=desc.view_name(v), modes=" / ".join(modes))))
            if v.get("x") is not None:  # the value of X, announced with it (CR 601.2b, 107.3a)
                self.lines.append((len(g.log), oid, msg(
                    "log_x", self.lang, card=desc.view_name(v), x=v["x"])))
            targets = [t for group in v.get("targets", ())
                       for t in (group if isinstance(group, list | tuple) else [group])
                       if isinstance(t, int)]
            if targets:
                self.lines.append((len(g.log), oid, msg(
                    "log_targets", self.lang, card=desc.view_name(v),
                    targets=sep.join(_target_label(desc, maker, t) for t in targets))))

    def note_if_priority(self, game: Game, desc: Describer, maker: ChoiceMaker) -> None:
        """:meth:`note`, when the pending decision is the player's priority: where the live
        client looks at the stack (``ui.session.PlaySession.advance``)."""
        d = game.decision
        if d is not None and d.kind == "priority" and d.player == self.player:
            self.note(game, desc, maker)

    def recall(self, game: Game) -> None:
        """The lines the player was told while ``game`` was played to where it is: its
        actions replayed from its setup, the stack looked at wherever the player had
        priority (the position ``game`` is at included)."""
        replayed = Game.replay(game.setup, [])
        desc = Describer(replayed, self.player, self.lang)
        maker = ChoiceMaker(desc)
        for player, action in game.history:
            self.note_if_priority(replayed, desc, maker)
            replayed.apply(player, action)
        self.note_if_priority(replayed, desc, maker)

    def undone(self, game: Game) -> None:
        """Forget the lines told after the position ``game`` was taken back to; what is on
        its stack was seen."""
        self.lines = [a for a in self.lines if a[0] <= len(game.state.log)]
        self.seen = {oid for _, oid, _ in self.lines} | set(game.state.stack)


def _target_label(desc: Describer, maker: ChoiceMaker, t: int) -> str:
    """A target announced with its spell or ability (CR 601.2c): a player, or an object as the
    board shows it (one that has already left, a creature targeted and then sacrificed to pay
    the cost, CR 601.2h, by the name it last had, CR 113.7a)."""
    if t < FIRST_OBJECT_ID:
        return desc.player_name(t)
    return maker.object_label(t, controller=True)
