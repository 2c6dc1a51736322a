"""The public API: a game of Magic you drive with actions (python-chess style).

    game = Game.new([deck_a, deck_b], seed=1)
    while not game.is_over:
        d = game.decision                 # who must decide what
        acts = game.legal_actions()       # every legal answer
        game.apply(d.player, acts[0])     # validated; raises IllegalActionError otherwise

``clone()`` copies the game cheaply; ``to_json()``/``Game.from_json()`` round-trip it exactly by
replaying its actions from the seed; ``view(player)`` is the only per-player view (``spectator_view()`` the public one).

Errors (each leaves any existing game unchanged):

* ``Game.apply`` raises :class:`IllegalActionError` for anything but a legal action of the
  player who must decide: a finished game, a wrong or non-integer player (``True`` is not a
  player), a value that is not an ``Action``, or an action equal to no legal one *with values
  of the same types* (``Choose(0.0)`` and ``Choose(False)`` are not ``Choose(0)``).
* ``Game.new`` raises :class:`GameSetupError` for a malformed setup (decks not a list of
  decks, a deck given as a string, fewer than 2 or more than 8 players, names not one string
  per player, a non-integer seed, a starting life that is not a positive integer),
  :class:`~manastack.cards.database.UnknownCardError` for an unknown card name and
  :class:`~manastack.cards.registry.UnimplementedCardError` for a card not implemented yet;
  all three are ``ValueError``s.
* ``Game.from_json`` and ``Game.replay`` raise :class:`GameDocumentError` (a ``ValueError``)
  naming the problem for any malformed document: not JSON, wrong format or version, missing,
  null or unknown fields, values of the wrong type, unknown or unimplemented card keys, player
  counts outside 2–8, a malformed action, or an action that is not legal when replayed.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import manastack.engine_setup  # noqa: F401  (registers handlers)
from manastack.cards.database import CardData, database
from manastack.cards.registry import require_implemented
from manastack.decisions.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PassPriority,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
    same_action,
)
from manastack.decisions.decision import Decision
from manastack.decisions.legal import legal_actions
from manastack.decisions.policies import absent_answer
from manastack.formats.decklist import DeckList
from manastack.game_document import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    GameDocumentError,
    check_actions,
    check_setup,
    is_int,
)
from manastack.game_setup import (  # GameSetupError and FORMATS re-exported
    FORMATS,
    STARTING_LIFE,
    GameSetupError,
    commander_keys,
    deck_keys,
    names_problem,
    no_commander_sections,
)
from manastack.i18n.refusal_words import Refusal, action_shown, choice_refusal, decision_words
from manastack.illegal_actions import IllegalActionError
from manastack.rules.automatic_payment import AUTO_PAY
from manastack.rules.casting import begin_activation, begin_cast
from manastack.rules.costs import activate_mana_ability
from manastack.rules.declare_attackers import apply_attack_action
from manastack.rules.declare_blockers import apply_block_action
from manastack.rules.events import Event, submit
from manastack.rules.instructions import push
from manastack.rules.pool_spending import POOL_CHOICE
from manastack.rules.priority import pass_priority, run
from manastack.rules.rewind import Point, restored, rewind_point
from manastack.rules.stack import IllegalChoiceError
from manastack.rules.two_headed_giant import players_problem as thg_players_problem
from manastack.rules.two_headed_giant import starting_life as thg_starting_life
from manastack.scenario_layout import apply_scenario
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone

FORMAT_VERSION = 1

_REWOUND = (CastSpell, ActivateAbility)
"""The actions that begin a spell or an ability, which a refused choice rewinds (CR 732)."""


if TYPE_CHECKING:
    from manastack.log_links import KeptLog

class Game:
    """One game between two or more players."""

    def __init__(self, state: GameState, setup: dict[str, Any]) -> None:
        self.state = state
        self.setup = setup
        self.history: list[tuple[int, Action]] = []
        # The rewind point (``rules.rewind``), the length of the history then, and the
        # lengths of the log and of its knowledge records then
        self._rewind: tuple[Point, int, int, int] | None = None
        # What the state owned before the rewind point was made, and the set of objects it
        # owns since (see ``_drop_rewind``)
        self._owned_before: tuple[set[int], set[int]] | None = None
        # The players who conceded since the rewind point was made (``_go_back``)
        self._conceded: tuple[int, ...] = ()
        # each player's log as they may know it, kept for the state it was made from
        # (``manastack.views.log_view``); a clone starts without
        self.log_views: dict[int, KeptLog] = {}
        # the cards the log says were exiled with a permanent, as read up to an entry of the
        # log of a state (``manastack.exile_view.exile_links``); a clone starts without
        self.exiled_by_event: tuple[GameState, int, dict[int, int]] | None = None
        # The state's table of objects when ``clone`` last made it compact: its id, size and
        # ``next_id`` then (see ``clone``)
        self._compact: tuple[int, int, int] | None = None

    # -- creation ------------------------------------------------------------------------------
    @classmethod
    def new(cls, decks: Sequence[DeckList | Sequence[str]], seed: int = 0,
            names: Sequence[str] | None = None, life: int | None = None,
            format: str = "normal",
            commanders: Sequence[Sequence[str]] | None = None,
            auto_pay: bool = False, choose_pool_mana: bool = False) -> Game:
        """A new game: each deck's cards become that player's library; the game starts with
        the choice of who plays first, then mulligans (CR 103).

        ``decks``: one deck per player (2 to 8), each a ``DeckList`` or a list of card names
        (English or Japanese) or keys (``"ONS:123"``); ``names``: one name per player, none
        empty, each a name of its own (``game_setup.names_problem``).
        Raises ``GameSetupError`` for a malformed setup, ``UnknownCardError`` for an unknown
        card and ``UnimplementedCardError`` for a card not implemented yet (all
        ``ValueError``s).

        ``format="commander"`` (CR 903): each player's commander — the ``Commander`` section of
        a ``DeckList``, or the names in ``commanders[i]`` — starts in the command zone and the
        starting life total is 40 unless ``life`` says otherwise; in any other format a
        ``DeckList`` with a ``Commander`` section is refused (CR 903.3). Deck construction
        (CR 903.5) is checked by ``manastack.formats.commander.validate_commander_deck``, not
        here, so that small test decks can be played; a deck of fewer than seven cards can't
        give its player a whole opening hand, and they lose at the first check of state-based
        actions, in the first upkeep (CR 121.4, 704.5b, 726.3).

        ``format="two_headed_giant"`` (CR 810): four decks, players 0 and 1 one team and
        players 2 and 3 the other (``manastack.rules.two_headed_giant``); each team's shared
        life total starts at 30 unless ``life`` says otherwise (810.4). Six or eight decks
        play Three- or Four-Headed Giant, two teams of three or four players whose life total
        starts 15 higher for each player beyond the second (810.11).

        ``auto_pay=True``: every mana payment decision also offers ``PayAutomatically``, the
        whole payment as one action (``manastack.rules.automatic_payment``).
        ``choose_pool_mana=True``: a payment asks which of the pool's mana pays the generic
        part of the cost when that is a choice (a ``pool_mana`` decision, CR 601.2h);
        otherwise the pool spends colourless mana first, then the colour it holds most, as a
        player who lets the pool be spent automatically would."""
        if isinstance(decks, str | bytes | DeckList) or not isinstance(decks, Sequence):
            raise GameSetupError("decks must be a list with one deck per player")
        if not MIN_PLAYERS <= len(decks) <= MAX_PLAYERS:
            raise GameSetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                                 f"not {len(decks)}")
        if format not in FORMATS:
            raise GameSetupError(f"unknown format {format!r} (known: {', '.join(FORMATS)})")
        if format == "two_headed_giant" and (problem := thg_players_problem(len(decks))):
            raise GameSetupError(problem)
        if not is_int(seed):
            raise GameSetupError(f"the seed must be an integer, not {seed!r}")
        if life is not None and (not is_int(life) or life <= 0):
            raise GameSetupError(f"the starting life must be a positive integer, not {life!r}")
        if names is not None:
            if isinstance(names, str | bytes) or not isinstance(names, Sequence) or \
                    len(names) != len(decks) or not all(isinstance(x, str) for x in names):
                raise GameSetupError(f"names must be a list of {len(decks)} strings, one per "
                                     f"player, not {names!r}")
            problem = names_problem(names)
            if problem:
                raise GameSetupError(problem)
        options = {AUTO_PAY: auto_pay, POOL_CHOICE: choose_pool_mana}  # the setup's keys
        for k, v in options.items():
            if not isinstance(v, bool):
                raise GameSetupError(f"{k} must be True or False, not {v!r}")
        if format != "commander":
            no_commander_sections(decks, format)
        keys = [deck_keys(i, d) for i, d in enumerate(decks)]
        setup: dict[str, Any] = {"seed": seed, "decks": keys,
                                 "names": list(names) if names else None,
                                 "life": life if life is not None else
                                 thg_starting_life(len(decks)) if format == "two_headed_giant"
                                 else STARTING_LIFE[format]}
        if format == "two_headed_giant":
            setup["format"] = format
        if format == "commander":
            setup["format"] = "commander"
            setup["commanders"] = commander_keys(decks, commanders)
        elif commanders is not None:
            raise GameSetupError("commanders are given only for format='commander'")
        setup.update((k, True) for k, v in options.items() if v)
        return cls._from_setup(setup)

    @classmethod
    def _from_setup(cls, setup: dict[str, Any]) -> Game:
        keys: list[list[str]] = setup["decks"]
        commanders: list[list[str]] = setup.get("commanders") or []
        for deck in [*keys, *commanders]:
            for k in dict.fromkeys(deck):
                require_implemented(k)
        g = GameState(len(keys), int(setup["seed"]))
        if setup.get("format") == "two_headed_giant":
            from manastack.rules.two_headed_giant import make_teams
            make_teams(g)
        for k in (AUTO_PAY, POOL_CHOICE):
            if setup.get(k):
                g.extra[k] = True
        names = setup.get("names")
        for i, p in enumerate(g.players):
            p.life = int(setup.get("life", 20))
            if names:
                p.name = names[i]
        for i, deck in enumerate(keys):
            for k in deck:
                o = g.new_object(k, i, Zone.LIBRARY)
                g.players[i].library.append(o.id)
        if commanders:
            from manastack.rules.commander import put_commanders_in_command_zone
            put_commanders_in_command_zone(g, {i: tuple(ks) for i, ks in enumerate(commanders)})
        game = cls(g, setup)
        if "scenario" in setup:
            apply_scenario(game, setup["scenario"])
        else:
            push(g, "start_game")
        run(g)
        return game

    # -- the decision --------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None once the game is over."""
        return self.state.pending

    @property
    def is_over(self) -> bool:
        return self.state.game_over

    @property
    def winners(self) -> tuple[int, ...]:
        """Players who won (empty for a draw, CR 104.4a)."""
        return self.state.winners

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the pending decision."""
        return legal_actions(self.state)

    def apply(self, player: int, action: Action) -> None:
        """Take ``action`` as ``player``. Raises IllegalActionError, leaving the game
        unchanged, if the game is over, ``player`` is not a player's index (an ``int``, not a
        ``bool``) or not the one deciding, or ``action`` is not one of ``legal_actions()``
        with values of the same types (``Choose(0.0)`` is not ``Choose(0)``)."""
        g = self.state
        d = g.pending
        if g.game_over or d is None:
            raise IllegalActionError(Refusal.of("game_over"))
        if type(player) is not int and not is_int(player) or not 0 <= player < len(g.players):
            raise IllegalActionError(Refusal.of("no_player", player=repr(player)))
        if not g.players[player].in_game:
            raise IllegalActionError(Refusal.of("player_left", player=g.players[player].name))
        if isinstance(action, Concede):
            self._concede(player)
            return
        if player != d.player:
            # the decision as this player's view shows it: another's question about a card
            # this player can't see stays unnamed (CR 903.9b, 401.2)
            from manastack.views import decision_kind
            raise IllegalActionError(Refusal.of(
                "not_your_decision", deciding=g.players[d.player].name,
                kind=decision_words(str(decision_kind(self, player))),
                player=g.players[player].name))
        if not isinstance(action, Action):
            raise IllegalActionError(Refusal.of("not_an_action", action=action_shown(action)))
        # The very object listed (a policy picks one from the list) is found by identity
        # first; an action made anew is compared by value and type.
        legal = legal_actions(g)
        for listed in legal:
            if listed is action:
                break
        else:
            found = next((a for a in legal if a == action and same_action(a, action)), None)
            if found is None:
                raise IllegalActionError(Refusal.of(
                    "illegal_for", kind=decision_words(d.kind), action=action_shown(action),
                    reason=self._refusal(player, action, d)))
            listed = found
        if isinstance(action, _REWOUND):
            owned = g._owned
            point = rewind_point(g)
            self._rewind = (point, len(self.history), len(g.log), len(g.known))
            self._owned_before = (owned, g._owned)
            self._conceded = ()
        # the history entry, shared (``_ENTRIES``)
        entry = (player, listed)
        if not isinstance(listed, Choose):
            entry = _ENTRIES.setdefault(entry, entry)
            if len(_ENTRIES) > 100_000:
                _ENTRIES.clear()
        self.history.append(entry)
        try:
            self._execute(player, action, d)
            run(g)
        except IllegalChoiceError as e:
            if self._rewind is None:
                raise
            self._go_back()
            why = choice_refusal(e)
            raise IllegalActionError(Refusal.of("cannot_complete", reason=why)) from None
        pending = g.pending
        if pending is not None and not g.players[pending.player].in_game:
            self._answer_for_absent()
            pending = g.pending
        if self._rewind is not None and pending is not None and pending.kind == "priority":
            self._drop_rewind()

    def _refusal(self, player: int, action: Action, d: Decision) -> Refusal:
        """Why ``action`` is refused (``manastack.refusals``, CR 732.1). The reason is read
        from the state only; should working it out fail on values of no use to the game,
        the refusal still stands, saying only that the action isn't a legal answer."""
        from manastack.refusals import refusal_reason
        try:
            return refusal_reason(self, player, action, d)
        except Exception:  # noqa: BLE001 - the action is refused whatever its values
            return Refusal.of("not_legal_answer")

    def _go_back(self) -> None:
        """The game goes back to its rewind point (CR 732): the state then, its objects in
        their table's order then, its log and knowledge records cut back to their lengths
        then, and the history then. A player who conceded since stays out (CR 104.3a, no part
        of the action reversed, CR 732.1): they concede again there, in the history too."""
        assert self._rewind is not None
        point, n, logged, recorded = self._rewind
        g = self.state
        del g.log[logged:]
        del g.known[recorded:]
        self.state = restored(point, g.log, g.known)
        del self.history[n:]
        self._rewind = self._owned_before = None
        conceded, self._conceded = self._conceded, ()
        for q in conceded:
            self._concede(q)

    def _drop_rewind(self) -> None:
        """The spell or ability is cast or activated: its rewind point is dropped. The state
        shared every object with it (copy on write, ``GameState.clone``): the objects it owned
        before are again its own alone, so that changing one later doesn't copy it first. If
        the state was cloned since, it has a new set of owned objects (``clone``; the rewind
        point is cloned only with it, by ``Game.clone``) and the old set, added to, is no
        longer read. The smaller set is added to the larger (the objects owned before are
        most of a long game's; those copied while casting, a few)."""
        kept, self._owned_before = self._owned_before, None
        self._rewind = None
        self._conceded = ()
        if kept is not None:
            owned, since = kept
            if self.state._owned is since and len(since) < len(owned):
                owned.update(since)
                self.state._owned = owned
            else:
                since.update(owned)

    def concede(self, player: int) -> None:
        """``player`` concedes (CR 104.3a): the same as ``apply(player, Concede())``."""
        self.apply(player, Concede())

    def _concede(self, player: int) -> None:
        """CR 104.3a, 800.4a. A spell or ability the player is casting or activating ceases to
        exist with them: the game goes back to before it was begun (other players who conceded
        since concede again there, ``_go_back``). Their decisions in someone else's resolution are
        answered for them (nothing, or the first legal answer), since they are no longer in the
        game to make them. Another player's spell or ability being cast or activated goes on
        (CR 800.4a); should it then not be completed (its only target left with the player,
        CR 601.2c), the game goes back to before it was begun, the player who conceded
        staying out of the game (``_go_back``)."""
        from manastack.rules.conceding import concede, no_target_left
        d = self.state.pending
        if d is not None and d.kind != "priority" and self._rewind is not None and \
                self.history[self._rewind[1]][0] == player:
            self._go_back()
        if self._rewind is not None:
            self._conceded += (player,)
        g = self.state
        self.history.append((player, Concede()))
        concede(g, player)
        run(g)
        self._answer_for_absent()
        if self._rewind is not None and no_target_left(self.state):
            self._go_back()  # CR 601.2c: another player's spell can't have its target now

    def _answer_for_absent(self) -> None:
        """Decisions of a player who has left, asked by a resolution or declaration that goes
        on without them (``rules.conceding``), are answered for them."""
        g = self.state
        for _ in range(10_000):
            d = g.pending
            if d is None or g.game_over or g.players[d.player].in_game:
                return
            self._execute(d.player, absent_answer(d, legal_actions(g)), d)
            run(g)

    def _execute(self, player: int, action: Action, d: Decision) -> None:
        g = self.state
        if d.kind == "priority":
            g.pending = None
            if isinstance(action, PassPriority):
                pass_priority(g, player)
            elif isinstance(action, PlayLand):
                g.players[player].lands_played += 1
                g.passes = 0
                submit(g, Event("zone_change", obj=action.card,
                                from_zone=g.objects[action.card].zone,
                                to_zone=Zone.BATTLEFIELD, player=player,
                                data={"cause": "play_land", "controller": player}))
            elif isinstance(action, CastSpell):
                g.passes = 0
                begin_cast(g, player, action.card, action.method)
            elif isinstance(action, ActivateAbility):
                g.passes = 0
                begin_activation(g, player, action.source, action.index)
            elif isinstance(action, ActivateManaAbility):
                # CR 117.4: activating a mana ability is taking an action, so the players who
                # passed before it haven't all passed in succession: the top of the stack
                # resolves (or the step ends) only when every player passes after it.
                g.passes = 0
                activate_mana_ability(g, player, action)
            elif isinstance(action, SpecialAction):
                from manastack.rules.special_actions import SPECIAL_ACTIONS
                g.passes = 0
                SPECIAL_ACTIONS[action.kind].perform(g, player, action.source)
            return
        if d.kind == "declare_attackers":
            apply_attack_action(g, player, action)
            return
        if d.kind == "declare_blockers":
            apply_block_action(g, player, action)
            return
        g.pending = None
        value: Any = action.value if isinstance(action, Choose) else action
        if d.frame:
            g.frames.setdefault(d.frame, {})[d.var] = value

    # -- copies, saving, replay ----------------------------------------------------------------
    def clone(self) -> Game:
        """An independent copy sharing unchanged objects (copy on write).

        An object leaving its zone is deleted from the table of objects and comes back as a
        new object (CR 400.7); the table keeps the room of the deleted keys until it grows
        again, and copying such a table goes key by key, five times slower than copying a
        compact one, which is copied at once. So the table is made compact first when
        objects were deleted from it since it last was: cloning one state again and again (a
        search trying each action) copies it at once. (Between decisions, nothing of the
        engine holds the table.)"""
        st = self.state
        objects = st.objects
        kept = self._compact
        if kept is None or kept[0] != id(objects) or \
                len(objects) != kept[1] + st.next_id - kept[2]:
            st.objects = objects = dict(objects)
            self._compact = (id(objects), len(objects), st.next_id)
        g = Game(st.clone(), self.setup)
        g._compact = (id(g.state.objects), len(objects), st.next_id)  # a copy of a compact one
        g.history = list(self.history)
        # The rewind point is shared: each copy makes a state of its own from it as it goes
        # back (``rules.rewind.restored``), with its own log and knowledge records cut back
        # to their lengths then. Its objects are shared too: neither copy changes them
        # (neither state owns them, ``rules.rewind``).
        g._rewind = self._rewind
        g._conceded = self._conceded
        return g

    def to_json(self) -> str:
        """The game as JSON: its setup (seed, decks, scenario) and every action taken."""
        return json.dumps({"format": "manastack-game", "version": FORMAT_VERSION,
                           "setup": self.setup,
                           "actions": [[p, a.to_json()] for p, a in self.history]},
                          ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Rebuild a game from ``to_json()`` by replaying it. Raises ``GameDocumentError`` (a
        ``ValueError``) naming the problem for any malformed document (see the module's
        "Errors")."""
        if not isinstance(text, str | bytes | bytearray):
            raise GameDocumentError(f"a game document is JSON text, not {type(text).__name__}")
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as e:
            raise GameDocumentError(f"malformed game JSON: {e}", "malformed_json", detail=e) from None
        if not isinstance(data, dict) or data.get("format") != "manastack-game":
            raise GameDocumentError("not a manastack game document", "not_a_game")
        version = data.get("version")
        if not is_int(version) or version != FORMAT_VERSION:
            raise GameDocumentError(f"unsupported game format version {version!r}", "version",
                                    version=version)
        for k in ("setup", "actions"):
            if data.get(k) is None:
                raise GameDocumentError(f"missing field {k!r}", "missing_field", field=k)
        unknown = sorted(str(k) for k in data if k not in ("format", "version", "setup",
                                                             "actions"))
        if unknown:
            raise GameDocumentError(f"unknown field(s) {', '.join(map(repr, unknown))}")
        n = check_setup(data["setup"])
        return cls.replay(data["setup"], check_actions(data["actions"], n))

    @classmethod
    def replay(cls, setup: dict[str, Any], actions: Sequence[tuple[int, Action]]) -> Game:
        """The game of ``setup`` after ``actions`` (``(player, action)`` pairs). Raises
        ``GameDocumentError`` if the setup is malformed, ``actions`` is not a list of such
        pairs, or an action is not legal when its turn comes."""
        check_setup(setup)
        if isinstance(actions, str | bytes) or not isinstance(actions, Sequence):
            raise GameDocumentError(f"actions must be a list of (player, action) pairs, not "
                                    f"{actions!r:.60}")
        for i, pair in enumerate(actions):
            if not isinstance(pair, tuple | list) or len(pair) != 2:
                raise GameDocumentError(f"action {i}: must be a (player, action) pair, not "
                                        f"{pair!r:.60}")
        try:
            game = cls._from_setup(setup)
        except (LookupError, TypeError, ValueError, AttributeError) as e:
            raise GameDocumentError(f"the setup can't be built: {e}") from e
        for i, (p, a) in enumerate(actions):
            try:
                game.apply(p, a)
            except IllegalActionError as e:
                raise GameDocumentError(f"action {i} ({a}) by player {p!r}: {e}") from None
            except (LookupError, TypeError, AttributeError) as e:
                raise GameDocumentError(f"action {i} ({a}) by player {p!r} can't be replayed: "
                                        f"{type(e).__name__}: {e}") from e
        return game

    def fingerprint(self) -> dict[str, Any]:
        """A plain-data picture of the whole state (for equality checks): only dicts, lists,
        strings, numbers, booleans and None, the same for the same state in any process."""
        return self.state.snapshot()

    # -- views and names -----------------------------------------------------------------------
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (see ``manastack.views``). Raises ``ValueError`` if
        ``player`` is not a player's index (an ``int``, not a ``bool``)."""
        if not is_int(player) or not 0 <= player < len(self.state.players):
            raise ValueError(f"no such player: {player!r}")
        from manastack.views import player_view
        return player_view(self, player)

    def spectator_view(self) -> dict[str, Any]:
        """What someone watching who is no player may see: public information only, the
        same data as ``view`` with no hand, no library card but those shown to all (revealed,
        or seen going there from a public zone: ``hand_known``, ``library_known``), no
        face-down identity (until the game ends, CR 708.9), only the log entries every player
        may know, and no decision's actions (``you`` is -1, see ``manastack.views.SPECTATOR``)."""
        from manastack.views import SPECTATOR, player_view
        return player_view(self, SPECTATOR)

    def card(self, oid: int) -> CardData:
        """The card data of object ``oid``. Raises ``KeyError`` naming it if there is no such
        object in the game (an id that is not an ``int`` included) or it is no card."""
        k = self._object(oid).card_key
        if k is None:
            raise KeyError(f"object {oid} is not a card")
        return database().by_key(k)

    def name_of(self, oid: int) -> str:
        """The name object ``oid`` has now; ``KeyError`` naming it if there is no such
        object."""
        from manastack.rules.characteristics import chars
        self._object(oid)
        return chars(self.state, oid).name

    def _object(self, oid: int) -> GameObject:
        o = self.state.objects.get(oid) if is_int(oid) else None
        if o is None:
            raise KeyError(f"no object {oid!r} in the game")
        return o

    @property
    def log(self) -> list[Event]:
        return list(self.state.log)


_ENTRIES: dict[tuple[int, Action], tuple[int, Action]] = {}
"""History entries shared by every game that took the same action (they are immutable values,
and most are passes and mana abilities), so a long game's history stays compact. An answer
``Choose(v)`` is kept as it was given: ``Choose(1) == Choose(True)``, equal entries of
different values. Cleared past 100,000 entries."""


__all__ = [
    "Game", "IllegalActionError", "GameSetupError", "GameDocumentError", "Choose", "Concede",
    "PassPriority", "PlayLand", "CastSpell",
    "ActivateAbility", "ActivateManaAbility", "DeclareAttacker", "DeclareBlocker",
    "FinishDeclaration", "ResetDeclaration", "SpecialAction",
]
