"""Effects that look at, reorder and search libraries: scry (CR 701.22), surveil (CR 701.25),
search (CR 701.23), shuffle (CR 701.24), revealing until (CR 701.20), looking at the top cards of
a library and putting cards on the bottom in any order (CR 401.4).
"""

from __future__ import annotations

from typing import Any

from manastack.dsl import effects as E
from manastack.dsl.card_effects import sought
from manastack.dsl.filters import Filter
from manastack.rules.as_enters import aura_hosts
from manastack.rules.characteristics import chars
from manastack.rules.choices import ask
from manastack.rules.events import Event
from manastack.rules.instructions import handler, push
from manastack.rules.known_cards import learn, reordered
from manastack.rules.looking import reveal
from manastack.rules.one_shot import amt, effect, objs, players
from manastack.rules.pipeline import submit_batch
from manastack.rules.selectors import matches
from manastack.state.game_state import GameState
from manastack.state.zones import Zone


@effect(E.Scry)
def _scry(g: GameState, e: E.Scry, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        cards = tuple(g.players[p].library[:n])
        if cards:
            look(g, p, cards)
            push(g, "sort_top", p, cards, (), (), "bottom", fid)


@effect(E.Surveil)
def _surveil(g: GameState, e: E.Surveil, fid: int, frame: dict[str, Any]) -> None:
    n = amt(g, e.amount, frame)
    for p in reversed(players(g, e.who, frame)):
        cards = tuple(g.players[p].library[:n])
        if cards:
            look(g, p, cards)
            push(g, "sort_top", p, cards, (), (), "graveyard", fid)


def look(g: GameState, p: int, cards: tuple[int, ...]) -> None:
    """``p`` looks at ``cards`` (CR 701.20e): the log names them to ``p`` only, who knows them
    while they stay where they are (``rules.known_cards``)."""
    for c in cards:
        learn(g, c, (p,))
    g.log.append(Event("look", player=p, amount=len(cards), data={"cards": cards}))


def search_library(g: GameState, searcher: int, owner: int) -> None:
    """``searcher`` looks through ``owner``'s library (CR 701.23a: they look at all its
    cards, 701.20e): the log names its cards to the searcher only, who knows each of them
    while it stays where it is, and so follows a card found into a hand (Head Games: the
    cards its caster found for the opponent's hand), until the library is shuffled (CR
    701.24a, ``rules.known_cards``)."""
    cards = tuple(g.players[owner].library)
    for c in cards:
        learn(g, c, (searcher,))
    g.log.append(Event("search", player=searcher, data={"owner": owner, "cards": cards}))


@handler("sort_top")
def _sort_top(g: GameState, p: int, left: tuple[int, ...], top: tuple[int, ...],
              away: tuple[int, ...], where: str, fid: int) -> None:
    """Scry (CR 701.22) / surveil (CR 701.25): each looked-at card goes on top or away; the
    cards kept on top are then put back in the chosen order (first chosen ends on top)."""
    if left:
        card = left[0]
        push(g, "sort_top_answer", p, left, top, away, where, fid)
        ask(g, p, "scry" if where == "bottom" else "surveil", ("top", where), fid,
            "sort_pick", prompt=f"Put this card on top or {where}", card=card)
        return
    lib = g.players[p].library
    rest = [c for c in lib if c not in top and c not in away]
    # the cards put back were arranged by ``p`` out of the others' sight (CR 401.4, 701.20d);
    # surveil's cards put into the graveyard leave in sight of all
    reordered(g, top + away if where == "bottom" else top, p)
    if where == "bottom":
        g.players[p].library = list(top) + rest + list(away)
        g.version += 1
    else:
        g.players[p].library = list(top) + rest
        g.version += 1
        for c in away:
            g.players[p].library.insert(0, c)
        submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                               to_zone=Zone.GRAVEYARD, player=p, data={"cause": "surveil"})
                         for c in away])
    if where == "order":
        return  # the cards were only put back in any order (CR 401.4): no scry, no surveil
    g.log.append(Event("scry" if where == "bottom" else "surveil", player=p,
                       amount=len(top) + len(away), data={"top": len(top),
                                                          "away": len(away)}))


@handler("sort_top_answer")
def _sort_top_answer(g: GameState, p: int, left: tuple[int, ...], top: tuple[int, ...],
                     away: tuple[int, ...], where: str, fid: int) -> None:
    pick = g.frames[fid].pop("sort_pick")
    card = left[0]
    if pick == "top":
        top = top + (card,)
    else:
        away = away + (card,)
    if not left[1:] and where == "bottom" and len(away) > 1:
        # CR 701.22a: the cards put on the bottom go there in any order too; once they are
        # ordered, the cards kept on top are.
        push(g, "order_bottom", p, away, (), top, fid)
        return
    if not left[1:] and len(top) > 1:
        push(g, "order_cards", p, top, (), away, where, fid)
        return
    push(g, "sort_top", p, left[1:], top, away, where, fid)


@handler("order_bottom")
def _order_bottom(g: GameState, p: int, unordered: tuple[int, ...], ordered: tuple[int, ...],
                  top: tuple[int, ...], fid: int) -> None:
    """Scry (CR 701.22a): the player orders the cards going to the bottom, from the top down
    (the first chosen ends up highest of them), then the cards kept on top."""
    if len(unordered) <= 1:
        away = ordered + unordered
        if len(top) > 1:
            push(g, "order_cards", p, top, (), away, "bottom", fid)
        else:
            push(g, "sort_top", p, (), top, away, "bottom", fid)
        return
    push(g, "order_bottom_answer", p, unordered, ordered, top, fid)
    ask(g, p, "order_cards", unordered, fid, "order_pick",
        prompt="Choose the next card for the bottom of your library, from the top down",
        variant="bottom")


@handler("order_bottom_answer")
def _order_bottom_answer(g: GameState, p: int, unordered: tuple[int, ...],
                         ordered: tuple[int, ...], top: tuple[int, ...], fid: int) -> None:
    pick = g.frames[fid].pop("order_pick")
    push(g, "order_bottom", p, tuple(c for c in unordered if c != pick), ordered + (pick,),
         top, fid)


@handler("order_cards")
def _order_cards(g: GameState, p: int, unordered: tuple[int, ...], ordered: tuple[int, ...],
                 away: tuple[int, ...], where: str, fid: int) -> None:
    if len(unordered) <= 1:
        push(g, "sort_top", p, (), ordered + unordered, away, where, fid)
        return
    push(g, "order_cards_answer", p, unordered, ordered, away, where, fid)
    ask(g, p, "order_cards", unordered, fid, "order_pick",
        prompt="Choose the card to put on top next (the first chosen ends up on top)",
        variant="top")


@handler("order_cards_answer")
def _order_cards_answer(g: GameState, p: int, unordered: tuple[int, ...],
                        ordered: tuple[int, ...], away: tuple[int, ...], where: str,
                        fid: int) -> None:
    pick = g.frames[fid].pop("order_pick")
    push(g, "order_cards", p, tuple(c for c in unordered if c != pick), ordered + (pick,),
         away, where, fid)


@effect(E.Search)
def _search(g: GameState, e: E.Search, fid: int, frame: dict[str, Any]) -> None:
    """CR 701.23, 701.23i, 101.4: the libraries of ``e.who`` are searched at once: the cards
    are chosen in APNAP order, one at a time, and stay in their libraries until every choice is
    made ("search_step"); then the cards found are revealed if the effect says so and put where
    it says, all at the same time ("search_put"); then each library's owner shuffles. A later
    player chooses without seeing the cards an earlier one found: "Each player searches their
    library for a basic land card, puts it onto the battlefield" (Field of Ruin) puts the lands
    onto the battlefield together."""
    n = amt(g, e.amount, frame)
    whose = players(g, e.who, frame)
    for p in reversed(whose):
        push(g, "shuffle", p)
    push(g, "search_put", e, fid)
    for p in reversed(whose):
        push(g, "search_step", p, e, n, fid)
    g.frames[fid]["_searched"] = ()
    for p in whose:
        search_library(g, _searcher(g, e, p, fid), p)


@handler("search_step")
def _search_step(g: GameState, p: int, e: E.Search, n: int, fid: int) -> None:
    """CR 701.23: look through the library and choose a card (up to ``n`` more); a search
    for cards with a stated quality may fail to find (CR 701.23b). The cards found so far are
    in the frame's ``_searched`` (owner, card) pairs, not offered again."""
    if n <= 0:
        return
    found = {c for _, c in g.frames[fid]["_searched"]}
    f: Filter = e.filter.but(zone=Zone.LIBRARY, owner=None)
    cands = [c for c in g.players[p].library if c not in found and matches(g, c, f, p, None)]
    # asked even when no card of the library fits: whether the searcher is asked must not
    # tell the other players what the library holds (CR 401.2); they find nothing
    chooser = _searcher(g, e, p, fid)
    whose = "your" if chooser == p else f"{g.players[p].name}'s"
    # the prompt says what the whole search is for: the cards still to find and those found
    total = n + sum(1 for owner, _ in g.frames[fid]["_searched"] if owner == p)
    push(g, "search_found", p, e, n, fid)
    ask(g, chooser, "search", tuple(cands), fid, "found", optional=True,
        prompt=f"Search {whose} library for {sought(e.filter.label, total)}")


def _searcher(g: GameState, e: E.Search, owner: int, fid: int) -> int:
    """The player searching ``owner``'s library: the owner, or ``e.searcher`` ("search target
    player's library": the ability's controller searches it, CR 701.23)."""
    if e.searcher is None:
        return owner
    who = players(g, e.searcher, g.frames[fid])
    return who[0] if who else owner


@handler("search_found")
def _search_found(g: GameState, p: int, e: E.Search, n: int, fid: int) -> None:
    frame = g.frames[fid]
    card = frame.pop("found")
    if card is not None:
        frame["_searched"] = (*frame["_searched"], (p, card))
        push(g, "search_step", p, e, n - 1, fid)


@handler("search_put")
def _search_put(g: GameState, e: E.Search, fid: int) -> None:
    """The cards found are revealed if the effect says so (CR 701.23e), then put where it
    says at the same time (CR 101.4), each under its owner's control."""
    moves = []
    for p, c in g.frames[fid].pop("_searched"):
        if e.reveal:
            reveal(g, c, p)
        data: dict[str, Any] = {"cause": "search"}
        if e.to is Zone.BATTLEFIELD:
            data = {**data, "tapped": e.tapped, "controller": p}
        moves.append(Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=e.to,
                           player=p, data=data))
    submit_batch(g, moves)


@effect(E.RevealUntil)
def _reveal_until(g: GameState, e: E.RevealUntil, fid: int, frame: dict[str, Any]) -> None:
    """Reveal from the top until a matching card (or the whole library) is revealed; with
    ``type_var``, a matching card also has the creature type chosen earlier (CR 205.3m)."""
    frame[e.var] = ()
    frame[e.all_var] = ()
    kind = frame.get(e.type_var) if e.type_var else None
    wanted = amt(g, e.amount, frame)
    for p in players(g, e.who, frame)[:1]:
        f: Filter = e.filter.but(zone=Zone.LIBRARY, owner=None)
        shown: list[int] = []
        found: list[int] = []
        for c in g.players[p].library:
            if len(found) >= wanted:
                break
            shown.append(c)
            reveal(g, c, p)
            if matches(g, c, f, p, None) and \
                    (not e.type_var or (kind is not None and kind in chars(g, c).subtypes)):
                found.append(c)
        frame[e.var] = tuple(found)
        frame[e.all_var] = tuple(shown)


@effect(E.BottomInAnyOrder)
def _bottom_any_order(g: GameState, e: E.BottomInAnyOrder, fid: int,
                      frame: dict[str, Any]) -> None:
    by_owner: dict[int, list[int]] = {}
    for o in objs(g, e.what, frame):
        if g.objects[o].zone is Zone.LIBRARY and o in g.players[g.objects[o].owner].library:
            by_owner.setdefault(g.objects[o].owner, []).append(o)
    if e.random:
        for p, cards in by_owner.items():
            reordered(g, cards, None)  # CR 401.4, 701.20d: nobody knows a random order
            g.rng.shuffle(cards)
            lib = g.players[p].library
            g.players[p].library = [c for c in lib if c not in cards] + cards
        g.version += 1
        return
    for p in reversed([q for q in g.player_ids() if q in by_owner]):
        push(g, "bottom_order", p, tuple(by_owner[p]), (), fid)


@effect(E.Shuffle)
def _shuffle(g: GameState, e: E.Shuffle, fid: int, frame: dict[str, Any]) -> None:
    for p in players(g, e.who, frame):
        shuffle(g, p)


@handler("shuffle")
def _shuffle_instr(g: GameState, p: int) -> None:
    shuffle(g, p)


def shuffle(g: GameState, p: int) -> None:
    """CR 701.24a: randomize the library so that no player knows the order: a card revealed
    there (``known_to``) is no longer known to be any one of them."""
    for c in g.players[p].library:
        if g.objects[c].known_to:
            g.mut(c).known_to = frozenset()
    g.rng.shuffle(g.players[p].library)
    g.version += 1
    g.log.append(Event("shuffle", player=p))


@effect(E.LookAtTop)
def _look_at_top(g: GameState, e: E.LookAtTop, fid: int, frame: dict[str, Any]) -> None:
    p = frame["controller"]
    n = amt(g, e.amount, frame)
    whose = players(g, e.who, frame)
    if not whose:
        return
    cards = tuple(g.players[whose[0]].library[:n])
    if not cards:
        return
    look(g, p, cards)
    push(g, "look_take", p, e, cards, e.take, fid, ())


# Where a looked-at card chosen by ``LookAtTop`` goes, as its question says it: "Put one of
# them into your graveyard" is not "take one" (Celestus Sanctifier, Rummaging Wizard).
_PUT = {Zone.HAND: "put into your hand", Zone.GRAVEYARD: "put into the graveyard",
        Zone.BATTLEFIELD: "put onto the battlefield", Zone.EXILE: "exile"}


def _take_prompt(e: E.LookAtTop) -> str:
    """The question for each card chosen among those looked at: what happens to it."""
    return f"Choose a card to {_PUT[e.to]}" + (" face down" if e.face_down else "")


def _take_variant(e: E.LookAtTop) -> str:
    """Where the card chosen goes, as the decision's ``variant`` (its prompt in every
    language says it: ``d_choose_cards_hand``, ``d_choose_cards_exile_face_down``...)."""
    return e.to.value + ("_face_down" if e.face_down else "")


def _looked_library(g: GameState, p: int, cards: tuple[int, ...]) -> list[int]:
    """The library the looked-at cards are in: ``p``'s own, or another player's
    (``LookAtTop.who``)."""
    for c in cards:
        o = g.objects.get(c)
        if o is not None and o.zone is Zone.LIBRARY:
            return g.players[o.owner].library
    return g.players[p].library


@handler("look_take")
def _look_take(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], take: int,
               fid: int, taken: tuple[int, ...]) -> None:
    """Choose the cards to take one at a time; the chosen cards then move together, as one
    event: "put up to two of them onto the battlefield" puts them there at the same time
    (CR 614.13a), so a land entering that way doesn't see the other as it checks what you
    control (CR 614.12, MID-RN-032). Then the rest go where the effect says."""
    cands = [c for c in cards if e.filter is None or
             matches(g, c, e.filter.but(zone=Zone.LIBRARY, owner=None), p, None)]
    # A card that may be taken or not (of the kind the effect looks for, if it names one):
    # the player is asked even when none of the looked-at cards is one, so that whether they
    # are asked tells the other players nothing of cards only this player saw (CR 701.20e,
    # 401.2).
    if take > 0 and (cands or e.take_optional):
        push(g, "look_took", p, e, cards, take, fid, taken)
        ask(g, p, "choose_cards", tuple(cands), fid, "took", optional=e.take_optional,
            prompt=_take_prompt(e), variant=_take_variant(e))
        return
    if e.to is Zone.BATTLEFIELD:
        # CR 303.4g: an Aura card with nothing it could enchant isn't put onto the
        # battlefield; it stays in the library, one of "the rest" (CR 608.2c)
        stay = tuple(c for c in taken if "Aura" in chars(g, c).subtypes and
                     not aura_hosts(g, c, p))
        cards, taken = cards + stay, tuple(c for c in taken if c not in stay)
    # The library the cards were looked at in, found from every one of them: when all were
    # taken (the only card of a one-card library, say) the taken ones still tell whose
    # library it is (CR 608.2c: the cards taken are those of the library the effect named).
    lib = _looked_library(g, p, cards + taken)
    _look_rest(g, p, e, cards, fid)
    # CR 406.3: a card looked at and then exiled face down stays one that player may look at.
    data: dict[str, Any] = {"face_down": True, "known_to": (p,)} if e.face_down else {}
    # pushed last, so the taken cards move before the rest are put away
    submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY, to_zone=e.to,
                           player=p, data=data) for c in taken if c in lib])


def _look_rest(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], fid: int) -> None:
    lib = _looked_library(g, p, cards)
    rest = tuple(c for c in cards if c in lib)
    if e.rest_to is Zone.GRAVEYARD:
        submit_batch(g, [Event("zone_change", obj=c, from_zone=Zone.LIBRARY,
                               to_zone=Zone.GRAVEYARD, player=p) for c in rest])
    elif e.rest_position == "top":
        pass  # the rest stay on top, as they were
    elif e.rest_random and rest:
        order = list(rest)
        reordered(g, order, None)  # CR 401.4, 701.20d: nobody knows a random order
        g.rng.shuffle(order)
        for c in order:
            lib.remove(c)
            lib.append(c)
        g.version += 1
    elif len(rest) > 1:
        push(g, "bottom_order", p, rest, (), fid)
    elif rest:
        lib.remove(rest[0])
        lib.append(rest[0])
        g.version += 1


@handler("look_took")
def _look_took(g: GameState, p: int, e: E.LookAtTop, cards: tuple[int, ...], take: int,
               fid: int, taken: tuple[int, ...]) -> None:
    pick = g.frames[fid].pop("took")
    if pick is None:
        push(g, "look_take", p, e, cards, 0, fid, taken)
        return
    if e.reveal:
        reveal(g, pick, p)
    push(g, "look_take", p, e, tuple(c for c in cards if c != pick), take - 1, fid,
         taken + (pick,))


@handler("bottom_order")
def _bottom_order(g: GameState, p: int, left: tuple[int, ...], done: tuple[int, ...],
                  fid: int) -> None:
    """``p`` puts library cards on the bottom of the library they are in (their own, or the
    one they looked at) in the order they choose."""
    if len(left) <= 1:
        lib = _looked_library(g, p, done + left)
        reordered(g, done + left, p)  # CR 401.4: the order isn't revealed
        for c in done + left:
            if c in lib:
                lib.remove(c)
                lib.append(c)
        g.version += 1
        return
    push(g, "bottom_order_answer", p, left, done, fid)
    ask(g, p, "order_cards", left, fid, "bpick",
        prompt="Choose the next card to put on the bottom of the library", variant="bottom")


@handler("bottom_order_answer")
def _bottom_order_answer(g: GameState, p: int, left: tuple[int, ...], done: tuple[int, ...],
                         fid: int) -> None:
    pick = g.frames[fid].pop("bpick")
    push(g, "bottom_order", p, tuple(c for c in left if c != pick), done + (pick,), fid)

