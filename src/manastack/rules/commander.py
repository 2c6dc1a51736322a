"""The Commander variant (CR 903): commanders, the command zone, commander tax, commander damage.

A commander is a card designated at the start of the game (CR 903.3); the designation is not a
characteristic and is not copied (CR 903.3, 707.2): it is the object flag ``commander:N`` that
stays with the card through every zone change (``rules.zone_change.move_object``), ``N`` being
the commander's number (the id of the object it started the game as, CR 903.6).

* 903.8: a commander may be cast from the command zone (the cast method ``"commander"``) for
  an additional {2} for each previous time its owner cast it from there (``commander_tax``);
  the casts are counted per commander on its owner (``Player.commander_casts``).
* 903.9a: if a commander is in a graveyard or in exile and was put there since the last time
  state-based actions were checked, its owner may put it into the command zone (a state-based
  action; the owner is asked, decision ``commander_zone``).
* 903.9b: if a commander would be put into its owner's hand or library from anywhere, its owner
  may put it into the command zone instead (a replacement effect; asked the same way), drawn
  from the library too (a draw puts the top card into the hand, CR 121.1).
* 903.10a / 704.6c: a player dealt 21 or more combat damage by the same commander over the game
  loses; ``Player.commander_damage`` counts it per commander, whoever controlled it.
* 903.4: colour identity (``color_identity``) and a player's commander's colour identity
  (``commander_identity``), which Command Tower, Arcane Signet and their kind use.
"""

from __future__ import annotations

from functools import cache

from manastack.cards.color_identity import color_identity
from manastack.cards.database import database
from manastack.dsl.mana_cost import ManaCost
from manastack.rules.characteristics import Chars, chars
from manastack.rules.choices import ask
from manastack.rules.events import Event, submit
from manastack.rules.instructions import handler, push
from manastack.state.game_state import GameState
from manastack.state.objects import GameObject
from manastack.state.zones import Zone

COMMANDER_FLAG = "commander:"
COMMANDER_DAMAGE_LIMIT = 21
"""CR 903.10a / 704.6c: 21 or more combat damage from the same commander."""
COMMANDER_TAX = 2
"""CR 903.8: {2} more for each previous cast from the command zone."""
ZONE_CHOICES = ("command_zone", "stay")
"""The answers to a ``commander_zone`` decision: put it into the command zone, or leave it."""


def commander_number(o: GameObject) -> int | None:
    """The commander's number of ``o`` if it is a commander (CR 903.3), else None."""
    for f in o.flags:
        if f.startswith(COMMANDER_FLAG):
            return int(f[len(COMMANDER_FLAG):])
    return None


def commanders_of(g: GameState, player: int) -> tuple[str, ...]:
    """The card keys of ``player``'s commanders (CR 903.3), as designated at the start."""
    return tuple(g.extra.get("commanders", {}).get(player, ()))


def record_departed_commanders(g: GameState, player: int) -> None:
    """Before ``player``'s objects leave the game with them (CR 800.4a), keep which card each
    of their commanders was, by its number: the commander damage it dealt stays with the
    players still in the game (CR 903.10a), and their views still name it."""
    gone = {n: (player, o.card_key) for o in g.objects.values()
            if o.owner == player and o.card_key is not None and not o.is_token
            and (n := commander_number(o)) is not None}
    if gone:
        g.extra["departed_commanders"] = {**g.extra.get("departed_commanders", {}), **gone}


def departed_commanders(g: GameState) -> dict[int, tuple[int, str]]:
    """The commanders that left the game with their owner: number -> (owner, card key)."""
    return dict(g.extra.get("departed_commanders", {}))


def put_commanders_in_command_zone(g: GameState, commanders: dict[int, tuple[str, ...]]) -> None:
    """CR 903.6: each commander starts the game in the command zone, face up."""
    g.extra["commanders"] = {p: tuple(keys) for p, keys in commanders.items()}
    for p, keys in sorted(commanders.items()):
        for k in keys:
            o = g.new_object(k, p, Zone.COMMAND)
            o.flags = frozenset({f"{COMMANDER_FLAG}{o.id}"})
            g.command.append(o.id)


# -- colour identity (CR 903.4) ------------------------------------------------------------
@cache
def color_identity_of(key: str) -> frozenset[str]:
    """CR 903.4, 903.4a: the colour identity of the card with key ``key``, fixed before the
    game begins (``manastack.cards.color_identity``)."""
    return color_identity(database().by_key(key))


def commander_identity(g: GameState, player: int) -> frozenset[str]:
    """CR 903.4: the colour identity of ``player``'s commander (the union for two commanders,
    702.124c). Without a commander it is undefined (903.4f): no colour."""
    out: frozenset[str] = frozenset()
    for k in commanders_of(g, player):
        out = out | color_identity_of(k)
    return out


def current_commander_creature_types(g: GameState, player: int) -> frozenset[str]:
    """The creature types ``player``'s commanders have now, wherever they are: an effect
    referring to a characteristic of "your commander" sees its current characteristics in all
    zones, its owner's library and hand included (CR 903.3e; this makes obsolete the 2020
    ruling of Path of Ancestry that a commander in a hidden zone has none). A phased-out
    commander is treated as though it doesn't exist (702.26b) and has none; neither has one
    that is not a creature (205.3d)."""
    from manastack.rules.creature_types import CREATURE_TYPES
    out: frozenset[str] = frozenset()
    # Each of the player's commanders is one card in one zone: once as many are found as
    # they have, the zones left (their library last) hold none.
    left = len(commanders_of(g, player))
    for zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.COMMAND, Zone.EXILE, Zone.GRAVEYARD,
                 Zone.HAND, Zone.LIBRARY):
        for oid in g.zone_list(zone, player):
            o = g.objects[oid]
            if o.owner != player or not o.flags or commander_number(o) is None:
                continue
            left -= 1
            if not o.phased_out and (c := chars(g, oid)).is_creature:
                out = out | (c.subtypes & CREATURE_TYPES)
            if left == 0:
                return out
    return out


# -- casting from the command zone (CR 903.8) ----------------------------------------------
def commander_tax(g: GameState, oid: int) -> int:
    """The additional generic mana to cast commander ``oid`` from the command zone now."""
    o = g.objects[oid]
    n = commander_number(o)
    if n is None:
        return 0
    return COMMANDER_TAX * g.players[o.owner].commander_casts.get(n, 0)


def command_zone_castable(g: GameState, player: int, oid: int) -> bool:
    """CR 903.8: a player may cast a commander they own from the command zone."""
    o = g.objects[oid]
    return o.zone is Zone.COMMAND and o.owner == player and commander_number(o) is not None


def _command_zone_available(g: GameState, player: int, oid: int, c: Chars) -> bool:
    return command_zone_castable(g, player, oid) and not c.is_land


def _command_zone_cost(g: GameState, sid: int) -> tuple[ManaCost, None]:
    tax = commander_tax(g, sid)
    base = chars(g, sid).mana_cost
    return (base.plus(ManaCost(generic=tax)) if tax else base), None


def count_command_zone_cast(g: GameState, o: GameObject) -> None:
    """A commander became cast from the command zone: one more for its tax (CR 903.8)."""
    n = commander_number(o)
    if n is None:
        return
    pl = g.players[o.owner]
    pl.commander_casts[n] = pl.commander_casts.get(n, 0) + 1
    g.version += 1


def _register() -> None:
    from manastack.rules.cast_methods import METHODS, CastMethod, register
    if "commander" not in METHODS:
        register(CastMethod("commander", (Zone.COMMAND,), _command_zone_available,
                            _command_zone_cost))


_register()


# -- commander damage (CR 903.10a, 704.6c) -------------------------------------------------
def record_commander_damage(g: GameState, player: int, source: int | None, amount: int) -> None:
    """Combat damage dealt to ``player`` by a commander counts toward 903.10a."""
    if source is None or source not in g.objects:
        return
    n = commander_number(g.objects[source])
    if n is None:
        return
    pl = g.players[player]
    pl.commander_damage[n] = pl.commander_damage.get(n, 0) + amount


def commander_damage_loss(g: GameState, player: int) -> bool:
    """CR 704.6c: 21 or more combat damage from the same commander over the game."""
    return any(v >= COMMANDER_DAMAGE_LIMIT for v in g.players[player].commander_damage.values())


# -- 903.9a: the state-based choice for a commander in a graveyard or in exile -----------------
def note_commander_moved(g: GameState, new: GameObject, to: Zone) -> None:
    """Remember a commander put into a graveyard or exile for the next state-based check."""
    if to in (Zone.GRAVEYARD, Zone.EXILE) and commander_number(new) is not None:
        g.extra["commander_moved"] = tuple(g.extra.get("commander_moved", ())) + (new.id,)


def commander_sba(g: GameState) -> bool:
    """CR 903.9a: each commander put into a graveyard or exile since the last check: its owner
    chooses whether to put it into the command zone (in APNAP order of the owners)."""
    moved = g.extra.get("commander_moved")
    if not moved:
        return False
    g.extra["commander_moved"] = ()
    order = {p: i for i, p in enumerate(g.player_ids())}
    cands = tuple(sorted(
        (x for x in moved if x in g.objects and g.objects[x].zone in (Zone.GRAVEYARD, Zone.EXILE)
         and g.players[g.objects[x].owner].in_game),
        key=lambda x: (order.get(g.objects[x].owner, 99), x)))
    if not cands:
        return False
    push(g, "commander_sba_ask", cands)
    return True


def _zone_phrase(zone: Zone) -> str:
    """"your graveyard" (each player has one) or "exile" (one zone shared by all, CR 400.1)."""
    return "exile" if zone is Zone.EXILE else f"your {zone.value}"


@handler("commander_sba_ask")
def _commander_sba_ask(g: GameState, cands: tuple[int, ...]) -> None:
    cands = tuple(x for x in cands if x in g.objects and
                  g.objects[x].zone in (Zone.GRAVEYARD, Zone.EXILE))
    if not cands:
        return
    oid = cands[0]
    o = g.objects[oid]
    fid = g.new_frame()
    push(g, "commander_sba_answer", cands, fid)
    ask(g, o.owner, "commander_zone", ZONE_CHOICES, fid, "choice",
        prompt=f"Put your commander from {_zone_phrase(o.zone)} into the command zone?",
        source=oid, zone=o.zone.value)


@handler("commander_sba_answer")
def _commander_sba_answer(g: GameState, cands: tuple[int, ...], fid: int) -> None:
    answer = g.frames.pop(fid)["choice"]
    oid = cands[0]
    push(g, "commander_sba_ask", cands[1:])
    if answer == "command_zone" and oid in g.objects:
        o = g.objects[oid]
        submit(g, Event("zone_change", obj=oid, from_zone=o.zone, to_zone=Zone.COMMAND,
                        player=o.owner, data={"cause": "sba_commander"}))


# -- 903.9b: instead of its owner's hand or library -------------------------------------------
REPLACEMENT_ID = "commander"


def offers_command_zone(g: GameState, ev: Event) -> bool:
    """Whether ``ev`` moves a commander to its owner's hand or library and its owner has not
    yet chosen about the command zone for it (CR 903.9b)."""
    if ev.to_zone not in (Zone.HAND, Zone.LIBRARY) or REPLACEMENT_ID in ev.applied:
        return False
    o = g.objects.get(ev.obj) if ev.obj is not None else None
    if o is None or not o.flags or o.is_token or commander_number(o) is None:
        return False
    return g.players[o.owner].in_game


def ask_command_zone(g: GameState, ev: Event, resume: str, *args: object) -> None:
    """Ask the commander's owner whether it goes to the command zone instead (CR 903.9b);
    ``resume`` is the instruction that gets ``(*args, ev, fid)`` with the answer."""
    o = g.objects[ev.obj]  # type: ignore[index]
    fid = g.new_frame()
    push(g, resume, *args, ev, fid)
    assert ev.to_zone is not None
    ask(g, o.owner, "commander_zone", ZONE_CHOICES, fid, "choice",
        prompt=f"Put your commander into the command zone instead of your "
               f"{ev.to_zone.value}?", source=o.id, zone=ev.to_zone.value)


def answered(g: GameState, ev: Event, fid: int) -> Event:
    """``ev`` with the owner's answer applied: to the command zone, or unchanged."""
    answer = g.frames.pop(fid)["choice"]
    marked = ev.but(applied=ev.applied | {REPLACEMENT_ID})
    if answer == "command_zone":
        data = {k: v for k, v in marked.data.items() if k != "position"}
        return marked.but(to_zone=Zone.COMMAND, data=data)
    return marked


@handler("commander_replacement_answer")
def _replacement_answer(g: GameState, ev: Event, fid: int) -> None:
    submit(g, answered(g, ev, fid))


# -- 903.9b for a draw: the top card of the library put into the hand (CR 121.1) ---------------
def drawn_commander(g: GameState, ev: Event) -> int | None:
    """The commander that draw ``ev`` would put from its owner's library into their hand, when
    its owner has not yet chosen about the command zone for it (CR 903.9b, 121.1); else None."""
    if ev.player is None or REPLACEMENT_ID in ev.applied:
        return None
    p = g.players[ev.player]
    if not p.library or not p.in_game:
        return None
    top = g.objects[p.library[0]]
    if top.is_token or commander_number(top) is None:
        return None
    return top.id


def ask_command_zone_for_draw(g: GameState, ev: Event, card: int) -> None:
    """Ask the drawing player whether their commander, the card they would draw, goes to the
    command zone instead of their hand (CR 903.9b). The other players learn only that there is
    a question: the card is named to its owner alone."""
    fid = g.new_frame()
    push(g, "commander_draw_answer", ev, card, fid)
    ask(g, g.objects[card].owner, "commander_zone", ZONE_CHOICES, fid, "choice",
        prompt="Put your commander into the command zone instead of your hand?",
        source=card, zone=Zone.HAND.value)


@handler("commander_draw_answer")
def _draw_answer(g: GameState, ev: Event, card: int, fid: int) -> None:
    """To the command zone: the card moves there from the library, and as it isn't put into the
    hand no card is drawn (CR 121.1, 614.6: the modified event happens instead). Otherwise the
    draw goes on, not asked about again."""
    answer = g.frames.pop(fid)["choice"]
    applied = ev.applied | {REPLACEMENT_ID}
    o = g.objects.get(card)
    if answer == "command_zone" and o is not None and o.zone is Zone.LIBRARY:
        submit(g, Event("zone_change", obj=card, from_zone=Zone.LIBRARY, to_zone=Zone.COMMAND,
                        player=o.owner, applied=applied))
        return
    submit(g, ev.but(applied=applied))
