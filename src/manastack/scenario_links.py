"""What a scenario lays out besides objects in zones (``manastack.scenario_layout``): cards
exiled with a permanent, by the link its abilities keep (CR 607.2a, 610.3, 406.3), emblems (CR
114.1-114.2), and each commander's casts from the command zone and combat damage (CR 903.8,
903.10a).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from manastack.cards.card_records import CardData
from manastack.cards.database import database
from manastack.cards.registry import card_def
from manastack.scenario_basics import ScenarioError
from manastack.scenario_basics import object_name as _name
from manastack.scenario_basics import object_ref as _obj_ref
from manastack.state.game_state import GameState
from manastack.state.zones import Zone

# -- cards exiled with a permanent (CR 607.2a, 610.3) -----------------------------------------
_LINKING_EXTENSIONS = {
    "gisa_exile_it_instead": "exiled_with",
    "creeping_inn_exile_and_drain": "creeping_inn_exiled",
    "ludevic_link_exiled_cards": "ludevic_exiled",
}
"""The link kept by a card's own exiling rule (``rules.extensions``), by extension name."""


def _parts(x: Any) -> Iterator[Any]:
    """``x`` and everything in it: the records of a card's abilities, their effects, costs and
    the records inside those."""
    import dataclasses
    yield x
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            yield from _parts(getattr(x, f.name))
    elif isinstance(x, tuple | list):
        for y in x:
            yield from _parts(y)


def exile_link(key: str) -> tuple[str, bool] | None:
    """How a card exiles cards linked to it, on either face (CR 607.1b): the link its rules
    keep (``GameState.extra`` key: cards "exiled with" it, CR 607.2a, or exiled until it leaves
    the battlefield, CR 610.3) and whether it exiles them face down (CR 406.3); None if it
    exiles no card linked to it."""
    from manastack.dsl.costs import Cost
    from manastack.dsl.effect_records import Extension
    from manastack.dsl.effects import ExileLinked, ExileUntilLeaves
    from manastack.rules.amounts import KEY as LINKED
    from manastack.rules.exile_until import KEY as UNTIL
    for x in _parts(card_def(key).faces):
        if isinstance(x, ExileUntilLeaves):
            return UNTIL, False
        if isinstance(x, ExileLinked):
            return LINKED, x.face_down
        if isinstance(x, Cost) and x.exile_any:
            return LINKED, False  # cards exiled to pay its cost (CR 607.2q)
        if isinstance(x, Extension) and x.name in _LINKING_EXTENSIONS:
            return _LINKING_EXTENSIONS[x.name], False
    return None


def link_exiled(g: GameState, oid: int, op: dict[str, Any], placed: list[int]) -> None:
    """A card laid out in exile: face down only as exiled by an instruction to exile it face
    down (CR 406.3), linked to the permanent it was exiled with (CR 607.2a, 610.3)."""
    o = g.objects[oid]
    me = database().by_key(o.card_key).name if o.card_key else "it"
    ref = op.get("exiled_with")
    play = op.get("may_play")
    if play is not None:
        _permit(g, oid, play, bool(op.get("face_down")))
    if ref is None:
        if op.get("face_down") and play is None:
            raise ScenarioError(f"{me}: a card is exiled face down only by an instruction that "
                                "says so (CR 406.3): give exiled_with= the permanent whose "
                                "ability exiled it, or may_play= the player who may look at "
                                "and play it")
        return
    src = _obj_ref(placed, ref)
    from manastack.state.objects import is_player_id
    if is_player_id(src) or g.objects[src].zone is not Zone.BATTLEFIELD:
        raise ScenarioError(f"{me}: exiled_with= names the permanent it was exiled with, on the "
                            "battlefield (CR 607.2a, 610.3)")
    s = g.objects[src]
    link = exile_link(s.card_key) if s.card_key else None
    them = _name(g, src)
    if link is None or s.face_down:
        raise ScenarioError(f"{them} has no ability that exiles cards linked to it, so {me} "
                            "can't be exiled with it (CR 607.2a, 610.3)")
    store, face_down = link
    if face_down != bool(op.get("face_down")):
        raise ScenarioError(f"{them} exiles cards face " + ("down: give face_down=True"
                                                            if face_down else "up")
                            + f" for {me} (CR 406.3)")
    if face_down and play is None:
        o.face_down = True
        o.known_to = frozenset()  # nobody may look at it (CR 406.3)
    links = dict(g.extra.get(store, {}))
    links[src] = (*links.get(src, ()), oid)
    g.extra[store] = links


# -- a permanent that became a copy as it transformed (CR 712.20) -----------------------------
COPY_AS_TRANSFORMS = "olag_becomes_copy_of_exiled_card"
"""The extension of a face that, as a permanent transforms into it, becomes a copy of a
creature card exiled with it (Olag, Ludevic's Hubris)."""


def copies_as_it_transforms(key: str, face: int) -> bool:
    """Whether a permanent transforming into this face of the card becomes a copy of a creature
    card exiled with it (CR 712.20: Olag, Ludevic's Hubris)."""
    from manastack.dsl.effect_records import Extension
    from manastack.dsl.transforming import AsTransforms
    faces = card_def(key).faces
    return face < len(faces) and any(
        isinstance(a, AsTransforms) and any(isinstance(e, Extension) and e.name ==
                                            COPY_AS_TRANSFORMS for e in a.effects)
        for a in faces[face].abilities)


def lay_transformed_copy(g: GameState, oid: int, whole: bool = True) -> None:
    """A permanent laid out transformed into Olag, Ludevic's Hubris, as playing to it makes
    it: as it transformed it became a copy of a creature card exiled with it, with Olag's
    exceptions (CR 712.20, 707.9b), and got a +1/+1 counter for each creature card exiled with
    it. The card copied is ``chosen={"copy": name}``, which must name one of the creature cards
    exiled with it; with one name among them it may be left out, and with several it must be
    given (the position is ambiguous). With no creature card exiled with it, it is a plain 4/4
    Olag (MID-RN-119). The counters are those ``counters`` gives if it gives ``"+1/+1"``
    (``0``: none), else one for each card exiled with it. Unless the scenario is ``whole``,
    the card chosen may be still to be placed in exile."""
    from manastack.rules.extensions.ludevic_necrogenius import exiled_with, olag_copy_values
    from manastack.rules.permanent_effects import become_copy
    o = g.objects[oid]
    want = o.chosen.pop("copy", None)
    cards = exiled_with(g, oid)
    # A card in exile has its front face's characteristics (CR 712.8a): a double-faced
    # creature card is named, and chosen, by its front face's name, as card names are
    names = {database().by_key(g.objects[c].card_key or "").faces[0].name: c for c in cards}
    me = _name(g, oid)
    if want is not None and want not in names:
        if not whole:
            return
        raise ScenarioError(
            f"{me} can be a copy only of a creature card exiled with it (CR 712.20): "
            + (f"{want} is not one (they are: {', '.join(sorted(names))})" if names else
               f"none is, so it is a plain Olag: place {want} in exile with "
               "exiled_with= or leave chosen copy out"))
    if want is None and len(names) > 1:
        raise ScenarioError(
            f"{me} became a copy of one of the creature cards exiled with it as it "
            f"transformed (CR 712.20): say which with chosen={{'copy': name}}, one of "
            f"{', '.join(sorted(names))}")
    if "+1/+1" not in o.counters and cards:
        o.counters["+1/+1"] = len(cards)
    if not o.counters.get("+1/+1", 1):
        del o.counters["+1/+1"]
    if names:
        become_copy(g, oid, olag_copy_values(g, names[want] if want else cards[0]))


def _permit(g: GameState, oid: int, play: dict[str, Any], face_down: bool) -> None:
    """A player may play the exiled card (CR 601.2a, 305.1): this turn, or for as long as it
    remains exiled, and may spend mana as though it were mana of any color to cast it (CR
    609.4b) when ``any_color``; face down, that player may look at it (CR 406.3b)."""
    from manastack.rules.play_from_exile import grant
    o = g.objects[oid]
    if face_down:
        o.face_down = True
        o.known_to = frozenset({play["player"]})
    grant(g, oid, play["player"], this_turn=bool(play.get("this_turn")),
          any_color=bool(play.get("any_color")))


# -- emblems and the commander tallies ---------------------------------------------------------
def emblem_card(name: str) -> CardData:
    """The emblem named (with or without the word "Emblem", CR 114) or by key."""
    from manastack.cards.database import UnknownCardError
    from manastack.scenario_basics import ScenarioCardError
    card = None
    for n in ((name,) if ":" in name else (name, f"{name} Emblem")):
        try:
            card = database().by_key(n) if ":" in n else database().token(n)
        except (UnknownCardError, KeyError):
            continue
        break
    if card is None:
        raise ScenarioCardError(name, (), what="emblem")
    if card.faces[0].types or "Emblem" not in card.faces[0].type_line:
        raise ScenarioError(f"{card.name} is no emblem")
    from manastack.cards.registry import UnimplementedCardError, require_implemented
    from manastack.scenario_basics import ScenarioUnimplementedError
    try:
        require_implemented(card.key)
    except UnimplementedCardError as e:
        raise ScenarioUnimplementedError(e.card, e.set_code, e.number, e.unclaimed) from None
    return card


def lay_emblem(g: GameState, op: dict[str, Any]) -> None:
    """An emblem in the command zone, owned and controlled by the player who got it (CR
    114.1-114.2)."""
    card = database().by_key(op["emblem"])
    if card.faces[0].types or "Emblem" not in card.faces[0].type_line:
        raise ScenarioError(f"{card.name} is no emblem")
    o = g.new_object(card.key, op["player"], Zone.COMMAND)
    o.timestamp = g.next_timestamp()
    o.controller = op["player"]
    g.command.append(o.id)


def lay_commander_tallies(g: GameState, placed: list[int],
                           tallies: list[dict[str, Any]]) -> None:
    """The times each commander was cast from the command zone (CR 903.8: its tax) and the
    combat damage each player was dealt by each commander (CR 903.10a). A commander spell on
    the stack cast from the command zone was cast from there at least once: that cast."""
    from manastack.rules.commander import commander_number
    from manastack.state.objects import is_player_id
    given: set[int] = set()
    for op in tallies:
        oid = _obj_ref(placed, op["object"])
        n = None if is_player_id(oid) else commander_number(g.objects[oid])
        if n is None:
            raise ScenarioError(f"{_name(g, oid)} is no commander: place it with commander() "
                                "or stack(commander=True) (CR 903.3)")
        if op["op"] == "commander_casts":
            g.players[g.objects[oid].owner].commander_casts[n] = op["count"]
            given.add(oid)
        else:
            pl = g.players[op["player"]]
            pl.commander_damage[n] = op["amount"]
            if not pl.commander_damage[n]:
                del pl.commander_damage[n]
    for sid in g.stack:
        o = g.objects[sid]
        n = commander_number(o)
        if n is None or o.stack.get("from_zone") is not Zone.COMMAND:
            continue
        casts = g.players[o.owner].commander_casts
        if sid in given and casts.get(n, 0) < 1:
            raise ScenarioError(f"{_name(g, sid)} is on the stack cast from the command zone, "
                                "so it has been cast from there at least once (CR 903.8)")
        casts[n] = max(1, casts.get(n, 0))
    for p in g.players:
        p.commander_casts = {n: c for n, c in p.commander_casts.items() if c}
