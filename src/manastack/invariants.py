"""Reusable whole-game invariant checks and checked random playouts.

Each ``check_*`` function looks at a :class:`~manastack.game.Game` and raises
:class:`InvariantError` (an ``AssertionError``) describing the first thing that is wrong:

* :func:`check_zones` — every object is in exactly one zone list, the one its ``zone`` field
  names (and its owner's, for libraries, hands and graveyards), and no card was lost or made.
* :func:`check_state_based_actions` — when a player has priority, state-based actions have
  nothing left to do (CR 704, 117.5).
* :func:`check_decision` — a game that is not over has a decision with legal answers for a
  player still in the game.
* :func:`check_clone` — a clone equals its original; two clones that take different actions
  diverge and the original is left unchanged.
* :func:`check_every_action_applies` — every legal action applies without error to a clone
  (or is refused with the game left unchanged, for a spell whose choices can't be completed).
* :func:`check_json_round_trip` and :func:`check_replay` — saving and replaying reproduce the
  game exactly.
* :func:`check_hidden_information` — a player's view never shows the ids, or names not
  otherwise known to them, of cards in another player's hand or library.

:func:`checked_playout` plays a seeded random game and runs these checks as it goes;
:func:`playable_decks` lists the bundled decks whose cards are all implemented.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from manastack.cards.registry import card_def
from manastack.decisions.actions import Action, Concede
from manastack.decisions.policies import RandomPolicy
from manastack.formats.decklist import DeckList, bundled_decks, load_decklist
from manastack.game import Game, IllegalActionError
from manastack.rules.characteristics import chars
from manastack.rules.library_top import revealed
from manastack.rules.two_headed_giant import poison_to_lose
from manastack.rules.winning_and_losing import cant_lose
from manastack.state.objects import FIRST_OBJECT_ID
from manastack.state.zones import Zone

__all__ = [
    "InvariantError",
    "PlayoutReport",
    "check_all",
    "check_clone",
    "check_decision",
    "check_every_action_applies",
    "check_hidden_information",
    "check_json_round_trip",
    "check_replay",
    "check_state_based_actions",
    "check_zones",
    "checked_playout",
    "deck_gaps",
    "playable_decks",
]


class InvariantError(AssertionError):
    """A game broke an invariant."""


def _fail(game: Game, what: str) -> InvariantError:
    g = game.state
    return InvariantError(
        f"{what} [seed {game.setup.get('seed')}, {len(game.history)} actions, turn {g.turn}, "
        f"step {g.step.name}, decision {g.pending!r}]")


# -- decks ---------------------------------------------------------------------------------

def deck_gaps(names: Iterable[str] | None = None) -> dict[str, list[str]]:
    """For each bundled deck (or each of ``names``), the distinct cards in its main deck that
    are not implemented yet, as ``"Name (SET number)"`` (an empty list: the deck is playable)."""
    out: dict[str, list[str]] = {}
    for name in names if names is not None else bundled_decks():
        deck = load_decklist(name)
        missing = []
        for key in dict.fromkeys(deck.card_keys()):
            d = card_def(key)
            if not d.implemented:
                missing.append(f"{d.card.name} ({d.card.set_code} {d.card.number})")
        out[name] = missing
    return out


def playable_decks() -> list[str]:
    """Bundled decks without a commander whose main-deck cards are all implemented, in name
    order: the decks of games of the formats without commanders (a Commander precon is
    played only in a Commander game, CR 903.3)."""
    return [name for name, missing in deck_gaps().items()
            if not missing and not load_decklist(name).commander]


# -- zones -----------------------------------------------------------------------------------

def _zone_lists(game: Game) -> list[tuple[Zone, int | None, list[int]]]:
    g = game.state
    out: list[tuple[Zone, int | None, list[int]]] = [
        (Zone.BATTLEFIELD, None, g.battlefield), (Zone.STACK, None, g.stack),
        (Zone.EXILE, None, g.exile), (Zone.COMMAND, None, g.command)]
    for p in g.players:
        out += [(Zone.LIBRARY, p.index, p.library), (Zone.HAND, p.index, p.hand),
                (Zone.GRAVEYARD, p.index, p.graveyard)]
    return out


def check_zones(game: Game, deck_sizes: Sequence[int] | None = None) -> None:
    """Every object is in exactly one zone list, and the one it says it is in; with
    ``deck_sizes``, each player still in the game owns exactly that many cards."""
    g = game.state
    where: dict[int, str] = {}
    for zone, owner, lst in _zone_lists(game):
        label = zone.value if owner is None else f"{zone.value} of player {owner}"
        for oid in lst:
            if oid in where:
                raise _fail(game, f"object {oid} is in {where[oid]} and in {label}")
            where[oid] = label
            o = g.objects.get(oid)
            if o is None:
                raise _fail(game, f"{label} lists {oid}, which is not an object")
            if o.zone is not zone:
                raise _fail(game, f"object {oid} ({o.card_key}) is in {label} but its zone "
                                  f"field says {o.zone.value}")
            if owner is not None and o.owner != owner:
                raise _fail(game, f"object {oid} ({o.card_key}) owned by player {o.owner} "
                                  f"is in {label}")
    for oid, o in g.objects.items():
        if oid not in where:
            raise _fail(game, f"object {oid} ({o.card_key}, zone {o.zone.value}) is in no "
                              f"zone list")
    if deck_sizes is not None:
        owned = [0] * len(g.players)
        for o in g.objects.values():
            if o.card_key is not None and not o.is_token and not o.is_copy:
                owned[o.owner] += 1
        for p in g.players:
            if p.in_game and owned[p.index] != deck_sizes[p.index]:
                raise _fail(game, f"player {p.index} owns {owned[p.index]} cards, "
                                  f"not {deck_sizes[p.index]}")


# -- state-based actions and decisions -----------------------------------------------------

def check_state_based_actions(game: Game) -> None:
    """When a player has priority, no state-based action applies (CR 704.3, 117.5)."""
    g = game.state
    d = g.pending
    if g.game_over or d is None or d.kind != "priority":
        return
    for p in g.players:
        if p.in_game and (p.life <= 0 or p.poison >= poison_to_lose(g)) and \
                not cant_lose(g, p.index):
            raise _fail(game, f"player {p.index} is still in the game with {p.life} life "
                              f"and {p.poison} poison counters")
    legends: dict[tuple[int, str], int] = {}
    for oid in g.battlefield:
        o = g.objects[oid]
        if o.phased_out:
            continue
        c = chars(g, oid)
        if c.is_creature:
            t = c.toughness or 0
            if t <= 0:
                raise _fail(game, f"creature {oid} ({c.name}) has toughness {t}")
            # CR 704.5g-h destroy it, which an indestructible one ignores (CR 702.12b)
            lasting = c.has("Indestructible")
            if o.damage >= t and not lasting:
                raise _fail(game, f"creature {oid} ({c.name}) has {o.damage} damage and "
                                  f"toughness {t}")
            if o.deathtouch_damage and o.damage > 0 and not lasting:
                raise _fail(game, f"creature {oid} ({c.name}) was dealt deathtouch damage")
        if "Aura" in c.subtypes:
            host = o.attached_to
            on_player = host is not None and host < len(g.players) and g.players[host].in_game
            if not on_player and (host is None or host not in g.objects or
                                  g.objects[host].zone is not Zone.BATTLEFIELD):
                raise _fail(game, f"aura {oid} ({c.name}) is attached to {host!r}, not to a "
                                  f"permanent or a player")
        if "Legendary" in c.supertypes and c.name:
            key = (c.controller, c.name)
            if key in legends:
                raise _fail(game, f"player {c.controller} controls two legendary "
                                  f"{c.name} ({legends[key]}, {oid})")
            legends[key] = oid
        if o.counters.get("+1/+1") and o.counters.get("-1/-1"):
            raise _fail(game, f"permanent {oid} has both +1/+1 and -1/-1 counters")


def check_decision(game: Game) -> list[Action]:
    """A game in progress has a decision for a player still in it, with legal answers;
    returns them. A finished game has no decision."""
    g = game.state
    d = game.decision
    if game.is_over:
        if d is not None:
            raise _fail(game, "the game is over but a decision is pending")
        return []
    if d is None:
        raise _fail(game, "the game is not over but no decision is pending")
    if not g.players[d.player].in_game:
        raise _fail(game, f"player {d.player} must decide but has left the game")
    acts = game.legal_actions()
    if not acts:
        raise _fail(game, f"no legal actions for {d!r}")
    if len(set(acts)) != len(acts):
        raise _fail(game, f"duplicate legal actions: {[str(a) for a in acts]}")
    return acts


# -- copies, saving, replay ----------------------------------------------------------------

def check_clone(game: Game, actions: Sequence[Action] | None = None,
                before: dict[str, Any] | None = None) -> None:
    """A clone equals the original; with two or more legal actions, two clones take the first
    and the last, the original stays as it was, and (for moves at priority or in a combat
    declaration) the clones diverge. ``before``: the game's fingerprint, if already known."""
    before = before if before is not None else game.fingerprint()
    c1 = game.clone()
    if c1.fingerprint() != before:
        raise _fail(game, "a clone differs from its original")
    if game.is_over:
        return
    acts = list(actions) if actions is not None else game.legal_actions()
    d = game.decision
    if len(acts) < 2 or d is None:
        return
    c2 = game.clone()
    player = d.player
    applied = []
    for c, a in ((c1, acts[0]), (c2, acts[-1])):
        try:
            c.apply(player, a)
            applied.append(True)
        except IllegalActionError:
            applied.append(False)
    if game.fingerprint() != before:
        raise _fail(game, "applying actions to clones changed the original")
    # Answers to other questions may rightly come to the same thing ("tap" a tapped permanent
    # or "neither"); distinct moves at priority or in a combat declaration may not.
    moves = ("priority", "declare_attackers", "declare_blockers")
    if all(applied) and d.kind in moves \
            and c1.fingerprint() == c2.fingerprint():
        raise _fail(game, f"different actions {acts[0]} and {acts[-1]} led to the same state")


def _check_rewound(game: Game, taken: list[tuple[int, Action]], action: Action,
                   e: Exception) -> None:
    """After ``action`` was refused: the game is back at a priority decision at or before
    the one where the refused spell or ability began, with that history."""
    h = game.history
    d = game.decision
    if h != taken[:len(h)] or d is None or (d.kind != "priority" and len(h) < len(taken)):
        raise _fail(game, f"{action} was refused ({e}) but the game did not rewind to "
                          f"before the spell or ability")
    if Game.replay(game.setup, list(h)).fingerprint() != game.fingerprint():
        raise _fail(game, f"{action} was refused ({e}) and the game rewound to a state its "
                          f"history does not replay to")


def check_every_action_applies(game: Game, actions: Sequence[Action] | None = None,
                               before: dict[str, Any] | None = None) -> int:
    """Apply each legal action to its own clone; each must apply without error, or be refused
    with IllegalActionError leaving that clone exactly as it was. Returns how many were
    refused (a refusal part-way through casting rewinds to before the cast).
    ``before``: the game's fingerprint, if already known."""
    if game.is_over:
        return 0
    player = game.decision.player  # type: ignore[union-attr]
    before = before if before is not None else game.fingerprint()
    refused = 0
    for a in list(actions) if actions is not None else game.legal_actions():
        c = game.clone()
        try:
            c.apply(player, a)
        except IllegalActionError as e:
            refused += 1
            _check_rewound(c, list(game.history), a, e)
            if len(c.history) == len(game.history) and c.fingerprint() != before:
                raise _fail(game, f"{a} was refused ({e}) but changed the game") from None
        except Exception as e:
            raise _fail(game, f"legal action {a} raised {type(e).__name__}: {e}") from e
        else:
            if not c.is_over:
                check_decision(c)
    if game.fingerprint() != before:
        raise _fail(game, "applying actions to clones changed the original")
    return refused


def check_json_round_trip(game: Game) -> None:
    """``Game.from_json(game.to_json())`` is the same game."""
    back = Game.from_json(game.to_json())
    if back.fingerprint() != game.fingerprint():
        raise _fail(game, "the JSON round trip gives a different game")
    if back.to_json() != game.to_json():
        raise _fail(game, "the JSON round trip gives a different document")


def check_replay(game: Game) -> None:
    """Replaying the setup and the actions taken reproduces the game."""
    back = Game.replay(game.setup, list(game.history))
    if back.fingerprint() != game.fingerprint():
        raise _fail(game, "replaying the actions gives a different game")


# -- hidden information ----------------------------------------------------------------------

def _ints(x: Any, out: set[int]) -> None:
    if isinstance(x, bool):
        return
    if isinstance(x, int):
        if x >= FIRST_OBJECT_ID:
            out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            if k not in ("life", "library", "hand_count", "amount", "turn"):
                _ints(v, out)
    elif isinstance(x, list | tuple):
        for v in x:
            _ints(v, out)


_NOT_NAMES = frozenset({"prompt", "types", "subtypes", "supertypes"})
"""View keys whose strings are not a card's name, though they may spell one: type words (a
land type such as Island is the name of a basic land card, CR 205.3i, 305.6)."""


def _strings(x: Any, out: set[str]) -> None:
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            if k not in _NOT_NAMES:
                _strings(v, out)
    elif isinstance(x, list | tuple):
        for v in x:
            _strings(v, out)


def _card_names(game: Game, oid: int) -> set[str]:
    o = game.state.objects[oid]
    if o.card_key is None:
        return set()
    c = game.card(oid)
    return {c.name} | {f.name for f in c.faces}


def _publicly_known_names(game: Game, player: int) -> set[str]:
    """Names ``player`` may know without seeing anyone's hidden cards: their own cards, every
    object in a public zone, the card names chosen for them (CR 201.4: Curse of Silence's
    name, announced as it enters, may be that of a card still in a library), and everything
    that has passed through a public zone."""
    g = game.state
    known: set[str] = set()
    for oid, o in g.objects.items():
        if o.owner == player or o.zone.is_public and (not o.face_down or player in o.known_to):
            known |= _card_names(game, oid)
            named = o.chosen.get("card_name")
            if isinstance(named, str):
                known.add(named)
        elif o.zone is Zone.HAND and g.teams is not None and player in g.teams[o.owner]:
            known |= _card_names(game, oid)  # CR 810.5: a teammate's hand may be reviewed
    for p in g.players:
        if p.library and revealed(g, p.library[0]):
            known |= _card_names(game, p.library[0])  # CR 401.5: revealed to every player
    for keys in g.extra.get("commanders", {}).values():
        # CR 903.6: every commander began the game face up in the command zone, seen by all
        # (its name stays known after it, or its owner, left the game, CR 800.4a)
        for key in keys:
            c = card_def(key).card
            known |= {c.name} | {f.name for f in c.faces}
    for ev in game.log:
        from_public = ev.from_zone is not None and ev.from_zone.is_public
        to_public = ev.to_zone is not None and ev.to_zone.is_public
        moved = ev.from_zone is not None or ev.to_zone is not None
        # Events that are not moves (damage, tapping, casting...) are about public objects.
        if from_public or to_public or (not moved and ev.kind != "draw"):
            if ev.lki is not None and getattr(ev.lki, "name", None):
                known.add(ev.lki.name)
            for x in (ev.obj, ev.new_obj):
                if x is not None and x in g.objects and to_public:
                    known |= _card_names(game, x)
    for ev, seen in zip(game.log, g.known, strict=True):
        # The names as they were when the event happened (the objects may be gone since).
        names = {n for n in (seen.card, seen.other, *seen.cards) if n}
        if ev.kind in ("reveal", "reveal_hand") or ev.data.get("to") == "all":
            known |= names  # CR 701.20a: revealed to every player
        elif ev.kind in ("look", "search") and ev.data.get("to", ev.player) == player:
            known |= names  # CR 701.20e: looked at by this player (a search looks, 701.23)
        elif ev.kind == "look_at_hand" and ev.data.get("by") == player:
            known |= names
        elif ev.kind in ("zone_change", "draw") and ev.data.get("revealed"):
            # CR 708.9: a face-down permanent or spell leaving is revealed; CR 401.5: a card
            # drawn from a library played with its top card revealed was seen by all.
            known |= names
        elif ev.kind in ("zone_change", "draw", "cast") and ev.player == player:
            known |= names  # the player's own card moving (their hand, their library top)
        elif ev.kind in ("cast", "activate", "trigger", "damage", "attacks", "blocks",
                         "transform") and seen.knows & (1 << player):
            # a spell or ability on the stack, the creatures in combat and a permanent turning
            # to its other face (CR 701.27a, 712.8d-e) are public unless face down (CR 708.5:
            # the controller and who looked at it know it)
            every = (1 << len(g.players)) - 1  # every player may know it
            if seen.knows & every == every or _may_have_looked(ev, seen, player):
                known |= names
        if ev.kind in ("zone_change", "draw") and (from_public_face_up := (
                ev.from_zone is not None and ev.from_zone.is_public and
                ev.lki is not None and getattr(ev.lki, "name", None))):
            known.add(from_public_face_up)
    return known


def _may_have_looked(ev: Any, seen: Any, player: int) -> bool:
    """The controller of a face-down spell or permanent may look at it (CR 708.5)."""
    return ev.player == player


def check_hidden_information(game: Game) -> None:
    """No player's view contains the id of a card in another player's hand or library (except
    as an answer offered to the viewer's own decision, such as a card chosen from a revealed
    hand), nor the name of one, or of a face-down card they may not look at, unless that name
    is known to the viewer some other way."""
    g = game.state
    for viewer in range(len(g.players)):
        view = game.view(viewer)
        hidden_ids: set[int] = set()
        hidden_names: set[str] = set()
        for p in g.players:
            if p.index == viewer:
                continue
            teammate = g.teams is not None and viewer in g.teams[p.index]  # CR 810.5
            for oid in ([] if teammate else list(p.hand)) + list(p.library):
                o = g.objects[oid]
                if viewer in o.known_to or revealed(g, oid):
                    continue  # CR 401.5: a library's top card played revealed is seen by all
                hidden_ids.add(oid)
                hidden_names |= _card_names(game, oid)
        for oid, o in g.objects.items():
            if o.face_down and viewer not in o.known_to:
                hidden_names |= _card_names(game, oid)
        ids: set[int] = set()
        _ints({k: v for k, v in view.items() if k != "decision"}, ids)
        # Cards offered to the viewer's own decision are shown to them for that choice
        # (a revealed hand they choose from, say); anywhere else in the decision, nothing.
        decision = view.get("decision") or {}
        _ints({k: v for k, v in decision.items() if k not in ("actions", "options")}, ids)
        leaked = ids & hidden_ids
        if leaked:
            raise _fail(game, f"player {viewer}'s view shows hidden object ids {sorted(leaked)}")
        # The answers offered to the viewer's own decision are theirs to see: the names of
        # every card for "choose a card name" (CR 201.4), hidden cards' included.
        strings: set[str] = set()
        _strings({**view, "decision": {k: v for k, v in decision.items()
                                       if k not in ("actions", "options")}}, strings)
        if strings & hidden_names:
            named = strings & hidden_names - _publicly_known_names(game, viewer)
            if named:
                raise _fail(game, f"player {viewer}'s view names hidden cards {sorted(named)}")


# -- everything at once, and checked playouts ----------------------------------------------

def check_all(game: Game, deck_sizes: Sequence[int] | None = None) -> None:
    """Every check (the replay and JSON checks replay the whole game: they cost most)."""
    acts = check_decision(game)
    check_zones(game, deck_sizes)
    check_state_based_actions(game)
    before = game.fingerprint()
    check_clone(game, acts or None, before)
    check_every_action_applies(game, acts or None, before)
    check_hidden_information(game)
    check_replay(game)
    check_json_round_trip(game)


@dataclass
class PlayoutReport:
    """What a checked playout did."""

    seed: int
    decks: tuple[str, ...]
    decisions: int = 0
    turns: int = 0
    winners: tuple[int, ...] = ()
    finished: bool = False
    deep_checks: int = 0
    round_trips: int = 0
    refused: int = 0
    concessions: int = 0
    kinds: dict[str, int] = field(default_factory=dict)


def checked_playout(decks: Sequence[str | DeckList], seed: int, *, every: int = 40,
                    round_trips: int = 1, max_decisions: int = 20_000,
                    hidden_every: int | None = None, life: int | None = None,
                    format: str = "normal", concessions: int = 0) -> PlayoutReport:
    """Play one seeded random game (RandomPolicy per player), checking invariants.

    After every action: the decision is sound, zones are consistent and, at priority,
    state-based actions have nothing left to do. Every ``every`` actions (and at the end):
    clones, applying every legal action, and hidden information (``hidden_every`` actions,
    default ``every``). At ``round_trips`` points spread over the game: replay; at its end:
    replay through the JSON round trip. ``life``: the starting life total. Raises
    :class:`InvariantError` on the first violation, including a game that has not ended after
    ``max_decisions`` decisions. ``format="commander"``: a Commander game (CR 903), each deck's
    commander counted among the cards its owner must still own. ``concessions``: that many
    players (chosen at random, the deciding one or another) concede, each in the middle of
    something under way (a decision other than priority, from the third turn: a resolution,
    a cast, a payment, a declaration), which the game must carry on without them (CR 104.3a,
    800.4a).
    """
    lists = [load_decklist(d) if isinstance(d, str) else d for d in decks]
    names = tuple(d if isinstance(d, str) else (d.name or "deck") for d in decks)
    sizes = [d.main_count() + (sum(e.count for e in d.commander) if format == "commander"
                               else 0) for d in lists]
    game = Game.new(lists, seed=seed, life=life, format=format)
    policies = [RandomPolicy(seed * 31 + i) for i in range(len(lists))]
    conceding = random.Random(seed)
    report = PlayoutReport(seed=seed, decks=names)
    hidden_every = hidden_every or every
    # Round trips at a few points, spread from an estimate of the game's length.
    marks = {int(200 * len(lists) * (k + 1)) for k in range(round_trips)}
    n = 0
    while True:
        acts = check_decision(game)
        check_zones(game, sizes)
        check_state_based_actions(game)
        if game.is_over:
            break
        if n % every == 0:
            before = game.fingerprint()
            check_clone(game, acts, before)
            report.refused += check_every_action_applies(game, acts, before)
            report.deep_checks += 1
        if n % hidden_every == 0:
            check_hidden_information(game)
        if n in marks:
            check_replay(game)
            report.round_trips += 1
        if n >= max_decisions:
            raise _fail(game, f"the game has not ended after {n} decisions")
        d = game.decision
        assert d is not None
        if report.concessions < concessions and d.kind != "priority" and \
                game.state.turn >= 3 and conceding.random() < 0.1:
            who = conceding.choice(game.state.player_ids())
            try:
                game.apply(who, Concede())
            except Exception as e:
                raise _fail(game, f"player {who} conceding raised {type(e).__name__}: {e}") from e
            report.concessions += 1
            n += 1
            continue
        report.kinds[d.kind] = report.kinds.get(d.kind, 0) + 1
        action = policies[d.player].choose(game, d.player, acts)
        try:
            game.apply(d.player, action)
        except IllegalActionError as e:
            # A spell or ability whose choices can't be completed is refused: the game
            # rewinds to just before it was cast or activated.
            _check_rewound(game, [*game.history, (d.player, action)], action, e)
            report.refused += 1
        except Exception as e:
            raise _fail(game, f"{action} raised {type(e).__name__}: {e}") from e
        n += 1
    check_hidden_information(game)
    check_clone(game)
    check_json_round_trip(game)
    report.round_trips += 1
    report.decisions = n
    report.turns = game.state.turn
    report.winners = game.winners
    report.finished = game.is_over
    return report
