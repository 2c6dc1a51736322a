"""Starting the game (CR 103): who goes first, shuffling, opening hands and mulligans."""

from __future__ import annotations

from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.known_cards import reordered
from manastack.rules.turn import begin_turn
from manastack.rules.zone_change import move_object
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

HAND_SIZE = 7


@handler("start_game")
def _start_game(g: GameState) -> None:
    """CR 103.1: a random player chooses who takes the first turn; with shared team turns,
    which team does, named by its primary player (CR 805.3, 805.2)."""
    chooser = g.rng.below(len(g.players))
    fid = g.new_frame()
    push(g, "first_player_chosen", fid)
    options = tuple(range(len(g.players))) if g.teams is None else \
        tuple(dict.fromkeys(t[0] for t in g.teams))
    ask(g, chooser, "first_player", options, fid, "first",
        prompt="Choose who takes the first turn" if g.teams is None else
        "Choose which team takes the first turn")


@handler("first_player_chosen")
def _first_chosen(g: GameState, fid: int) -> None:
    first = g.frames.pop(fid)["first"]
    g.first_player = first
    g.active = first
    for pl in g.players:
        g.rng.shuffle(pl.library)  # CR 103.3
    g.log.append(Event("first_player", player=first))
    for p in g.player_ids():
        _draw_n(g, p, HAND_SIZE)
    push(g, "mulligan_round", tuple(_turn_order(g)))


def _draw_n(g: GameState, p: int, n: int) -> None:
    """An opening hand, drawn card by card (CR 103.5, 121.2): a player whose library holds
    fewer cards draws them all, and the attempt to draw from the empty library makes them
    lose when the state-based actions are first checked, in the upkeep of the first turn
    (CR 121.4, 704.5b; the case CR 726.3 spells out), whatever mulligans they take."""
    pl = g.players[p]
    drawn = min(n, len(pl.library))
    for _ in range(drawn):
        move_object(g, pl.library[0], Zone.HAND)
    if drawn < n:
        pl.drew_from_empty = True


@handler("mulligan_round")
def _mulligan_round(g: GameState, undecided: tuple[int, ...]) -> None:
    """CR 103.5: starting with the starting player and in turn order, each player who hasn't
    kept declares keep or mulligan; then everyone who took a mulligan does so at once. With
    shared team turns the starting team's players declare first, then the other team's
    (CR 805.3a): teammates sit together, so turn order does just that."""
    if not undecided:
        g.started = True
        if not g.players[g.first_player].in_game:
            # CR 104.3a, 800.4k: the chosen starting player conceded before the first turn;
            # the next player in turn order starts instead.
            g.first_player = g.next_player(g.first_player)
        begin_turn(g, g.first_player)
        return
    _ask_mulligan(g, undecided, (), 0)


def _ask_mulligan(g: GameState, undecided: tuple[int, ...], mulls: tuple[int, ...],
                  idx: int) -> None:
    """Asks the next player of ``undecided`` from ``idx`` who is still in the game whether
    they take a mulligan; once all have declared, the mulligans are taken. A player who
    conceded during the mulligans (CR 104.3a) has left the game with their cards (CR 800.4a):
    they declare nothing and take no mulligan."""
    while idx < len(undecided) and not g.players[undecided[idx]].in_game:
        idx += 1
    if idx == len(undecided):
        _take_mulligans(g, mulls)
        return
    p = undecided[idx]
    fid = g.new_frame()
    push(g, "mulligan_answers", undecided, mulls, idx, fid)
    # CR 103.5: no further mulligans once the opening hand would be zero cards: the cards on
    # the bottom have been put there, so that is the hand now; with a library of fewer than
    # seven cards (an empty one above all) it may be before seven mulligans.
    options = ("keep", "mulligan") if g.players[p].hand else ("keep",)
    ask(g, p, "mulligan", options, fid, "answer",
        prompt=f"Keep this hand or take a mulligan ({g.players[p].mulligans} taken)")


def _turn_order(g: GameState) -> list[int]:
    """Players in turn order starting with the starting player (CR 103.5)."""
    n = len(g.players)
    order = [(g.first_player + i) % n for i in range(n)]
    return [p for p in order if g.players[p].in_game]


@handler("mulligan_answers")
def _mulligan_answers(g: GameState, undecided: tuple[int, ...], mulls: tuple[int, ...],
                      idx: int, fid: int) -> None:
    ans = g.frames.pop(fid)["answer"]
    p = undecided[idx]
    if g.players[p].in_game:
        if ans == "mulligan":
            mulls = mulls + (p,)
        else:
            g.players[p].kept = True
        g.log.append(Event("mulligan" if ans == "mulligan" else "keep", player=p))
    _ask_mulligan(g, undecided, mulls, idx + 1)


def _take_mulligans(g: GameState, declared: tuple[int, ...]) -> None:
    """CR 103.5: all mulligans are taken at the same time, by the players who declared one and
    are still in the game: each shuffles their hand away and draws a new hand ..."""
    mulls = tuple(q for q in declared if g.players[q].in_game)
    for q in mulls:
        pl = g.players[q]
        pl.mulligans += 1
        for c in list(pl.hand):
            move_object(g, c, Zone.LIBRARY)
        reordered(g, pl.library, None)  # CR 701.24a: the cards put on the bottom are lost
        g.rng.shuffle(pl.library)
        _draw_n(g, q, HAND_SIZE)
    # ... then put as many cards as mulligans counted on the bottom, before the next round.
    push(g, "mulligan_round", mulls)
    push(g, "bottom_cards", mulls)


def _to_bottom(g: GameState, p: int) -> int:
    """How many cards ``p`` puts on the bottom after their latest mulligan (CR 103.5; the
    first mulligan in a multiplayer game is free, CR 103.5c)."""
    n = g.players[p].mulligans
    if len(g.players) > 2:
        n = max(0, n - 1)
    return n


@handler("bottom_cards")
def _bottom_cards(g: GameState, todo: tuple[int, ...]) -> None:
    for i, p in enumerate(todo):
        have = g.extra.get("bottomed", {}).get(p, 0)
        if have < _to_bottom(g, p) and g.players[p].hand:
            fid = g.new_frame()
            push(g, "bottom_chosen", todo[i:], fid)
            ask(g, p, "bottom_cards", tuple(g.players[p].hand), fid, "card",
                prompt=f"Put a card on the bottom of your library "
                       f"({_to_bottom(g, p) - have} left)")
            return
    g.extra.pop("bottomed", None)


@handler("bottom_chosen")
def _bottom_chosen(g: GameState, todo: tuple[int, ...], fid: int) -> None:
    card = g.frames.pop(fid)["card"]
    p = todo[0]
    if not g.players[p].in_game:
        # CR 104.3a, 800.4a: they conceded while choosing; the card left the game with them.
        push(g, "bottom_cards", todo[1:])
        return
    # its owner put it there and knows it (rules.known_cards)
    move_object(g, card, Zone.LIBRARY, position="bottom", known_to=frozenset({p}))
    b = dict(g.extra.get("bottomed", {}))
    b[p] = b.get(p, 0) + 1
    g.extra["bottomed"] = b
    push(g, "bottom_cards", todo)
