"""Checking a saved game before it is replayed (``Game.from_json``).

A saved game is ``{"format": "manastack-game", "version": 1, "setup": ..., "actions": ...}``:
the setup (seed, decks, names, starting life, and the scenario if the game was built from
one) and every action taken, each as ``[player, action]``. Every part is checked here before
anything is built, so a malformed document raises :class:`GameDocumentError` naming the
problem, and is never loaded silently with a guessed value.
"""

from __future__ import annotations

from typing import Any

from manastack.decisions.actions import Action, action_from_json
from manastack.rules.two_headed_giant import players_problem as thg_players_problem

MIN_PLAYERS = 2
MAX_PLAYERS = 8

SETUP_FIELDS = frozenset({"seed", "decks", "names", "life", "scenario", "format",
                          "commanders", "auto_pay", "choose_pool_mana"})
FORMATS = ("normal", "commander", "two_headed_giant")
SCENARIO_FIELDS = frozenset({"ops", "step", "active", "turn", "priority"})
SCENARIO_ZONES = ("hand", "library", "graveyard", "exile", "battlefield", "command")
CARD_OP_FIELDS = frozenset({"op", "player", "zone", "cards", "tapped", "sick", "counters",
                            "face_down", "transformed", "commander", "owner", "damage",
                            "phased_out", "attached_to", "chosen", "exiled_with",
                            "may_play"})
TOKEN_OP_FIELDS = frozenset({"op", "player", "token", "count", "tapped", "sick", "counters",
                             "damage", "phased_out"})
SPELL_OP_FIELDS = frozenset({"op", "player", "card", "method", "owner", "x", "modes",
                             "division", "chosen", "targets", "commander", "sacrificed",
                             "mana_spent"})


class GameDocumentError(ValueError):
    """A saved game or game setup that is malformed; the message says what is wrong. The
    document's own checks name their ``kind`` (``"malformed_json"``, ``"not_a_game"``,
    ``"version"``, ``"missing_field"``) and its ``values``, for the clients to word."""

    def __init__(self, message: str, kind: str | None = None, **values: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.values = values


#: The most tokens one scenario op places (``Scenario.token``'s ``count``): a larger count is a
#: typo or a tampered document that would only exhaust the machine laying it out.
MAX_TOKENS = 1000


def is_int(v: Any) -> bool:
    """An integer that is not a boolean (``True`` is not a player, an index or a number)."""
    return isinstance(v, int) and not isinstance(v, bool)


def _need(cond: bool, reason: str) -> None:
    if not cond:
        raise GameDocumentError(reason)


def _need_fields(d: dict[str, Any], required: tuple[str, ...], allowed: frozenset[str],
                 where: str) -> None:
    for k in required:
        _need(k in d and d[k] is not None, f"{where}: missing field {k!r}")
    unknown = sorted(str(k) for k in d if k not in allowed)
    _need(not unknown, f"{where}: unknown field(s) {', '.join(map(repr, unknown))}")


def marker_problem(key: str) -> str | None:
    """Why the record ``key`` can't be a card (in a deck, or placed or cast as one), or None:
    a token (CR 111.1) or an emblem (CR 114.1) is a marker, not a card; a token exists only
    on the battlefield (CR 111.7, 704.5d), an emblem only in the command zone."""
    from manastack.cards.database import database
    card = database().by_key(key)
    if not card.is_token:
        return None
    if card.faces[0].types:
        return (f"{key} is {card.name}, a token, not a card (CR 111.1): a deck holds cards "
                "only (CR 100.2), and a token exists only on the battlefield (CR 111.7)")
    return (f"{key} is {card.name}, an emblem, not a card (CR 114.1): a deck holds cards only "
            "(CR 100.2), and an emblem exists only in the command zone")


def check_card_key(key: Any, where: str, card: bool = False) -> None:
    """A card key ``"SET:number"`` of an implemented card; with ``card``, a card and not a
    token or an emblem (``marker_problem``)."""
    from manastack.cards.database import UnknownCardError, database
    from manastack.cards.registry import UnimplementedCardError, require_implemented
    _need(isinstance(key, str), f"{where}: a card key must be a string, not {key!r}")
    try:
        database().by_key(key)
        require_implemented(key)
    except (UnknownCardError, UnimplementedCardError) as e:
        raise GameDocumentError(f"{where}: {e}") from None
    problem = marker_problem(key) if card else None
    _need(problem is None, f"{where}: {problem}")


def check_setup(setup: Any) -> int:
    """Check a game's setup; the number of players."""
    _need(isinstance(setup, dict), f"setup must be an object, not {type(setup).__name__}")
    _need_fields(setup, ("seed", "decks"), SETUP_FIELDS, "setup")
    _need(is_int(setup["seed"]), f"setup: seed must be an integer, not {setup['seed']!r}")
    decks = setup["decks"]
    _need(isinstance(decks, list), "setup: decks must be a list of decks")
    n = len(decks)
    _need(MIN_PLAYERS <= n <= MAX_PLAYERS,
          f"setup: a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")
    checked: set[str] = set()
    for i, deck in enumerate(decks):
        _need(isinstance(deck, list), f"setup: deck {i} must be a list of card keys")
        for key in deck:
            if key not in checked:
                check_card_key(key, f"setup: deck {i}", card=True)
                checked.add(key)
    names = setup.get("names")
    if names is not None:
        _need(isinstance(names, list) and len(names) == n and
              all(isinstance(x, str) for x in names),
              f"setup: names must be a list of {n} strings")
    life = setup.get("life", 20)  # saved before the starting life was recorded: 20
    _need(is_int(life) and life > 0, f"setup: starting life must be a positive integer, "
                                     f"not {life!r}")
    fmt = setup.get("format", "normal")
    _need(fmt in FORMATS, f"setup: unknown format {fmt!r}")
    problem = thg_players_problem(n) if fmt == "two_headed_giant" else None
    _need(problem is None, f"setup: {problem}")
    commanders = setup.get("commanders")
    if commanders is not None or fmt == "commander":
        _need(fmt == "commander", "setup: commanders are given only in the commander format")
        if "scenario" not in setup or commanders is not None:
            _need(isinstance(commanders, list) and len(commanders) == n,
                  f"setup: commanders must be a list of {n} lists of card keys")
            for i, keys in enumerate(commanders):  # type: ignore[arg-type]
                _need(isinstance(keys, list) and 1 <= len(keys) <= 2,
                      f"setup: player {i} must have one or two commanders (CR 903.3)")
                for key in keys:
                    check_card_key(key, f"setup: commanders of player {i}", card=True)
    _need(isinstance(setup.get("auto_pay", False), bool),
          f"setup: auto_pay must be true or false, not {setup.get('auto_pay')!r}")
    _need(isinstance(setup.get("choose_pool_mana", False), bool),
          f"setup: choose_pool_mana must be true or false, not "
          f"{setup.get('choose_pool_mana')!r}")
    if "scenario" in setup:
        check_scenario(setup["scenario"], n)
        sc = setup["scenario"]
        _need(fmt == "commander" or not any(
            op.get("commander") or op.get("op") in ("commander_casts", "commander_damage")
            for op in sc["ops"]),
            "scenario: commanders exist only in the commander format (CR 903.3)")
    return n


def check_scenario(sc: Any, n: int) -> None:
    """Check a scenario recorded in a setup (see ``manastack.scenario``) for ``n`` players."""
    _need(isinstance(sc, dict), "setup: scenario must be an object")
    _need_fields(sc, ("ops", "step", "active", "turn"), SCENARIO_FIELDS, "scenario")
    # (an unknown step name is refused as the scenario is laid out: ``Game.replay``)
    _need(isinstance(sc["step"], str), f"scenario: unknown step {sc['step']!r}")
    _need(is_int(sc["active"]) and 0 <= sc["active"] < n,
          f"scenario: no such active player {sc['active']!r}")
    _need(is_int(sc["turn"]) and sc["turn"] >= 1,
          f"scenario: turn must be a positive integer, not {sc['turn']!r}")
    _need("priority" not in sc or (is_int(sc["priority"]) and 0 <= sc["priority"] < n),
          f"scenario: no such player to have priority {sc.get('priority')!r}")
    _need(isinstance(sc["ops"], list), "scenario: ops must be a list")
    placed = 0
    for i, op in enumerate(sc["ops"]):
        placed = _check_op(op, n, f"scenario op {i}", placed)


def _check_player(op: dict[str, Any], n: int, where: str) -> None:
    p: Any = op.get("player")
    _need(is_int(p) and 0 <= p < n, f"{where}: no such player {p!r}")


def _check_ref(ref: Any, n: int, placed: int, where: str) -> None:
    """A reference to a player or to one of the ``placed`` objects laid out before."""
    ok = isinstance(ref, dict) and len(ref) == 1 and (
        ("player" in ref and is_int(ref["player"]) and 0 <= ref["player"] < n) or
        ("object" in ref and is_int(ref["object"]) and 0 <= ref["object"] < placed))
    _need(ok, f"{where}: {ref!r} is no player and no object placed before")


def _check_op(op: Any, n: int, where: str, placed: int) -> int:
    """Check one scenario op; returns how many objects are placed once it is laid out."""
    _need(isinstance(op, dict), f"{where}: must be an object")
    kind = op.get("op")
    if kind == "life":
        _need_fields(op, ("op", "player", "life"), frozenset({"op", "player", "life"}), where)
        _check_player(op, n, where)
        _need(is_int(op["life"]), f"{where}: life must be an integer, not {op['life']!r}")
        return placed
    elif kind == "coin_flips":
        _need_fields(op, ("op", "won"), frozenset({"op", "won", "player"}), where)
        _need("player" not in op or (is_int(op["player"]) and 0 <= op["player"] < n),
              f"{where}: no such player {op.get('player')!r}")
        _need(isinstance(op["won"], list) and bool(op["won"]) and all(
            isinstance(w, bool) for w in op["won"]),
            f"{where}: won must be a list of true or false, one per flip")
        return placed
    elif kind == "poison":
        _need_fields(op, ("op", "player", "count"), frozenset({"op", "player", "count"}), where)
        _check_player(op, n, where)
        _need(is_int(op["count"]) and op["count"] >= 0,
              f"{where}: count must be a non-negative integer, not {op['count']!r}")
        return placed
    elif kind == "emblem":
        _need_fields(op, ("op", "player", "emblem"), frozenset({"op", "player", "emblem"}),
                     where)
        _check_player(op, n, where)
        check_card_key(op["emblem"], where)
        return placed
    elif kind == "commander_casts":
        _need_fields(op, ("op", "object", "count"), frozenset({"op", "object", "count"}), where)
        _check_ref(op["object"], 0, placed, where)
        _need(is_int(op["count"]) and op["count"] >= 0,
              f"{where}: count must be a non-negative integer, not {op['count']!r}")
        return placed
    elif kind == "commander_damage":
        _need_fields(op, ("op", "player", "object", "amount"),
                     frozenset({"op", "player", "object", "amount"}), where)
        _check_player(op, n, where)
        _check_ref(op["object"], 0, placed, where)
        _need(is_int(op["amount"]) and op["amount"] >= 0,
              f"{where}: amount must be a non-negative integer, not {op['amount']!r}")
        return placed
    elif kind == "day_night":
        _need_fields(op, ("op", "value"), frozenset({"op", "value"}), where)
        _need(op["value"] in ("day", "night"), f"{where}: day_night must be 'day' or 'night'")
        return placed
    elif kind == "cards":
        _need_fields(op, ("op", "player", "zone", "cards"), CARD_OP_FIELDS, where)
        _check_player(op, n, where)
        _need(op["zone"] in SCENARIO_ZONES, f"{where}: a scenario can't put cards in "
                                            f"zone {op['zone']!r}")
        _need(isinstance(op["cards"], list), f"{where}: cards must be a list of card keys")
        for key in op["cards"]:
            check_card_key(key, where, card=True)
        for flag in ("tapped", "sick", "face_down", "transformed", "commander"):
            _need(flag not in op or isinstance(op[flag], bool),
                  f"{where}: {flag} must be true or false")
        counters = op.get("counters", {})
        _need((isinstance(counters, dict) and all(
            isinstance(k, str) and is_int(v) and v >= 0 for k, v in counters.items())),
              f"{where}: counters must map counter kinds to non-negative integers")
        _need("phased_out" not in op or isinstance(op["phased_out"], bool),
              f"{where}: phased_out must be true or false")
        _need("owner" not in op or (is_int(op["owner"]) and 0 <= op["owner"] < n),
              f"{where}: no such owner {op.get('owner')!r}")
        _need("damage" not in op or (is_int(op["damage"]) and op["damage"] >= 0),
              f"{where}: damage must be a non-negative integer")
        _need("chosen" not in op or isinstance(op["chosen"], dict),
              f"{where}: chosen must be an object")
        for field in ("attached_to", "exiled_with"):
            if field in op:
                _check_ref(op[field], n, placed, where)
        play = op.get("may_play")
        _need(play is None or op["zone"] == "exile" and isinstance(play, dict) and is_int(
            play.get("player")) and 0 <= play["player"] < n and set(play) <= {
            "player", "this_turn", "any_color"} and all(
            isinstance(play.get(k, False), bool) for k in ("this_turn", "any_color")),
            f"{where}: may_play must name a player who may play a card in exile")
        return placed + len(op["cards"])
    elif kind == "tokens":
        _need_fields(op, ("op", "player", "token", "count"), TOKEN_OP_FIELDS, where)
        _check_player(op, n, where)
        check_card_key(op["token"], where)
        _need(is_int(op["count"]) and 1 <= op["count"] <= MAX_TOKENS,
              f"{where}: count must be an integer from 1 to {MAX_TOKENS}, "
              f"not {op['count']!r}")
        for flag in ("tapped", "sick", "phased_out"):
            _need(flag not in op or isinstance(op[flag], bool),
                  f"{where}: {flag} must be true or false")
        counters = op.get("counters", {})
        _need((isinstance(counters, dict) and all(
            isinstance(k, str) and is_int(v) and v >= 0 for k, v in counters.items())),
              f"{where}: counters must map counter kinds to non-negative integers")
        _need("damage" not in op or (is_int(op["damage"]) and op["damage"] >= 0),
              f"{where}: damage must be a non-negative integer")
        return placed + int(op["count"])
    elif kind == "spell":
        _need_fields(op, ("op", "player", "card", "method"), SPELL_OP_FIELDS, where)
        _check_player(op, n, where)
        check_card_key(op["card"], where, card=True)
        from manastack.rules.cast_methods import METHODS
        _need(isinstance(op["method"], str) and op["method"] in METHODS, f"{where}: unknown cast method {op['method']!r}")
        _need("owner" not in op or (is_int(op["owner"]) and 0 <= op["owner"] < n),
              f"{where}: no such owner {op.get('owner')!r}")
        _need("x" not in op or (is_int(op["x"]) and op["x"] >= 0),
              f"{where}: x must be a non-negative integer")
        for field in ("modes", "division"):
            _need(field not in op or (isinstance(op[field], list) and all(
                is_int(v) for v in op[field])), f"{where}: {field} must be a list of integers")
        _need("chosen" not in op or isinstance(op["chosen"], dict),
              f"{where}: chosen must be an object")
        _need(isinstance(op.get("commander", False), bool),
              f"{where}: commander must be true or false")
        _need("mana_spent" not in op or (is_int(op["mana_spent"]) and op["mana_spent"] >= 0),
              f"{where}: mana_spent must be a non-negative integer")
        sacrificed = op.get("sacrificed", [])
        _need(isinstance(sacrificed, list), f"{where}: sacrificed must be a list of references")
        for ref in sacrificed:
            _check_ref(ref, 0, placed, where)
        targets = op.get("targets", [])
        _need(isinstance(targets, list) and all(isinstance(t, list) for t in targets),
              f"{where}: targets must be a list of lists of references")
        for slot in targets:
            for ref in slot:
                _check_ref(ref, n, placed, where)
        return placed + 1
    else:
        raise GameDocumentError(f"{where}: unknown scenario op {kind!r}")


def check_actions(actions: Any, n: int) -> list[tuple[int, Action]]:
    """The ``[player, action]`` pairs of a saved game, as actions."""
    _need(isinstance(actions, list), "actions must be a list of [player, action] pairs")
    out: list[tuple[int, Action]] = []
    for i, pair in enumerate(actions):
        _need(isinstance(pair, list) and len(pair) == 2,
              f"action {i}: must be a [player, action] pair, not {pair!r}")
        p, a = pair
        _need(is_int(p) and 0 <= p < n, f"action {i}: no such player {p!r}")
        try:
            out.append((p, action_from_json(a)))
        except ValueError as e:
            raise GameDocumentError(f"action {i}: {e}") from None
    return out
