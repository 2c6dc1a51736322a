"""Why a choice is refused (CR 732.1): a ``Choose`` outside the options offered (CR 601.2b-c,
700.2, 115, 608.2d) is refused with the options listed and, where the game knows, the reason
as a sentence of its own: a mode chosen already or needing a target none can be chosen for, a
target chosen already or not fitting the target's description, an object that can't pay a
cost, a cost "unless" asks for that can't be paid now (CR 118.3), a word that isn't one of the
colors offered (CR 105.4), a looked-at or searched-for card not of the kind the effect names.
Only what the player may see is named (CR 401.2, 708.5). Reading the state only, it changes
nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.custom import CARD_TYPES, SUPERTYPES
from manastack.decisions.actions import Choose
from manastack.dsl.creature_types import CREATURE_TYPES
from manastack.dsl.predicates import LAND_TYPES
from manastack.refusal_naming import UNSEEN as _UNSEEN
from manastack.refusal_naming import called as _called
from manastack.refusal_naming import where as _where
from manastack.refusal_naming import with_article as _a
from manastack.rules.characteristics import chars
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone
from manastack.views import named

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.game import Game

_MAX_LISTED = 12
"""The most choices a refusal of a ``Choose`` lists."""


def choice_reason(game: Game, player: int, action: Choose, d: Decision) -> str:
    """CR 601.2b-c, 700.2, 115: a choice is one of those offered; the refusal lists them."""
    offered = [a.value for a in game.legal_actions() if isinstance(a, Choose)]
    what = {"target": "a legal target", "mode": "a mode that can be chosen",
            "x": "a value X may have"}.get(d.kind, "one of the choices")
    listed = ", ".join(_option(game, player, v, d.kind) for v in offered[:_MAX_LISTED])
    more = f" and {len(offered) - _MAX_LISTED} more" if len(offered) > _MAX_LISTED else ""
    value = action.value
    # an object as the player may know it; a player chosen as a target named as offered ones
    shown = _refused_shown(game, player, value, d, offered) if isinstance(value, int) and \
        not isinstance(value, bool) and value in game.state.objects else \
        _option(game, player, value, d.kind)
    why = _why_not(game, player, value, d)
    said = f". {_sentence(why)}" if why else ""
    return f"{shown} is not {what}; the choices are: {listed}{more}{said}"


def _sentence(text: str) -> str:
    """``text`` as a sentence of its own, following a period: its first letter capitalized
    ("mode 2 ..." reads "Mode 2 ...", "a face-down permanent ..." reads "A face-down
    permanent ..."); a text opening with a card's name or a number is unchanged."""
    return text[:1].upper() + text[1:]


def _refused_shown(game: Game, player: int, value: int, d: Decision, offered: list[Any]) -> str:
    """The object ``value``, refused, as ``player`` may know it: named as an option when it is
    one, or when the player is searching the library it is in (CR 701.23a: they look at all
    of it); otherwise as any object they see (a card in another player's hand or in a library
    is "a card you can't see", CR 401.2, 402.3)."""
    o = game.state.objects[value]
    searched = d.kind == "search" and o.zone is Zone.LIBRARY and any(
        isinstance(v, int) and not isinstance(v, bool) and v in game.state.objects
        and game.state.objects[v].zone is Zone.LIBRARY and game.state.objects[v].owner == o.owner
        for v in offered)
    if value in offered or searched:
        return _option(game, player, value, d.kind)
    return f"{value} ({_called(game, player, value)})"


def _why_not(game: Game, player: int, value: Any, d: Decision) -> str | None:
    """Why ``value`` is not among the choices of ``d``, where the game knows, as a sentence
    naming it: an object already chosen, or sharing what must differ with one chosen, or a
    target that is not legal (and why); None otherwise."""
    info = d.info()
    if d.kind == "choose_creature_type" and isinstance(value, str):
        return _creature_type_why(value)
    if isinstance(value, str) and _color_choice(d):
        return _color_why(value)
    if d.kind == "unless_payment" and value == "pay":
        # CR 118.3: "pay" is offered only when the cost can be paid in full now
        return (f"{game.state.players[player].name} can't pay {info.get('cost')} now: a cost "
                f"can't be paid without the resources to pay it fully (CR 118.3)")
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    if d.kind == "target":
        return _target_why(game, player, value, info)
    if d.kind == "mode":
        return _mode_why(game, value, info)
    if d.kind in _COST_CHOICES:
        return _cost_why(game, player, value, d)
    if value not in game.state.objects:
        return None
    if d.kind == "search":
        return _searched_why(game, player, value, d)
    what = _called(game, player, value)
    if what == _UNSEEN:
        return None  # nothing is said about a card the player can't see (CR 401.2)
    if d.kind == "choose_cards":
        looked = _looked_at_why(game, player, value, d)
        if looked:
            return looked
    chosen = [o for o in info.get("chosen", ()) if o in game.state.objects]
    if value in chosen:
        return f"{what} is already chosen (CR 608.2d)"
    if info.get("different") == "power":
        power = chars(game.state, value).power
        for o in chosen:
            if chars(game.state, o).power == power:
                return (f"{what} has power {power}, as {_called(game, player, o)}, already "
                        f"chosen, has: each one chosen has a different power (CR 608.2d)")
    left = info.get("power_left")
    if left is not None:
        power = chars(game.state, value).power or 0
        if power > left:
            return (f"{what} has power {power}, more than the {left} left of the total power "
                    f"allowed (CR 608.2d)")
    if info.get("different") == "owner":
        owner = game.state.objects[value].owner
        for o in chosen:
            if game.state.objects[o].owner == owner:
                return (f"{what} is {game.state.players[owner].name}'s, as "
                        f"{_called(game, player, o)}, already chosen, is: each one chosen has a "
                        f"different owner (CR 608.2d)")
    return None


def _looked_at_why(game: Game, player: int, value: int, d: Decision) -> str | None:
    """Why the card ``value`` can't be chosen among the cards the player is looking at (an
    effect's "look at the top N cards ... you may reveal a [kind of] card from among them",
    waiting for this answer as ``look_took``): chosen already, or not the kind of card the
    effect names, in its own words (CR 608.2d); a card they see elsewhere is not among them.
    The player has looked at every one of those cards (CR 701.20b), so naming it tells them
    nothing new; a card they can't see is never named (the caller stops first, CR 401.2)."""
    g = game.state
    for ins in reversed(g.work):
        if ins.op == "look_took" and ins.args[4] == d.frame:
            effect, cards, taken = ins.args[1], ins.args[2], ins.args[5]
            break
    else:
        return None
    what = _called(game, player, value)
    if value in taken:
        return f"{what} is already chosen (CR 608.2d)"
    if value not in cards:
        return (f"{what} is {_where(game, player, value)}, not among the cards you are "
                f"looking at (CR 608.2d)")
    label = effect.filter.label if effect.filter is not None else ""
    if label:
        return f"{what} is not {_a(label)} (CR 608.2d)"
    return None


def _searched_why(game: Game, player: int, value: int, d: Decision) -> str | None:
    """Why the card ``value`` can't be found by the search waiting for this answer (its
    ``search_found``): found already, not in the library searched, or not the kind of card
    the search names, in its own words (CR 701.23a). The searcher looks through that whole
    library (CR 701.23a), so naming one of its cards tells them nothing new; a card elsewhere
    they can't see is never named (CR 401.2)."""
    g = game.state
    for ins in reversed(g.work):
        if ins.op == "search_found" and ins.args[3] == d.frame:
            owner, effect = ins.args[0], ins.args[1]
            break
    else:
        return None
    o = g.objects[value]
    if o.zone is not Zone.LIBRARY or o.owner != owner:
        what = _called(game, player, value)
        if what == _UNSEEN:
            return None
        return (f"{what} is {_where(game, player, value)}, not in the library being searched "
                f"(CR 701.23a)")
    what = game.name_of(value)
    if value in {c for _, c in g.frames[d.frame].get("_searched", ())}:
        return f"{what} is already found (CR 701.23a)"
    label = effect.filter.label
    if not label:
        return None
    kind = label if label.startswith(("a ", "an ")) else _a(label)
    return f"{what} is not {kind} (CR 701.23a)"


def _mode_why(game: Game, value: int, info: dict[str, Any]) -> str | None:
    """Why mode ``value`` of the spell or ability being announced (the decision's
    ``source``) can't be chosen: it has no such mode, it is chosen already (CR 700.2), or a
    target it needs can't be chosen (CR 700.2a, 601.2c)."""
    modes = dict(info.get("modes", ()))
    sid = info.get("source")
    if not modes or sid not in game.state.objects:
        return None
    if value not in modes:
        return f"there is no mode {value}: the modes are 0 to {len(modes) - 1} (CR 700.2)"
    mode = f"mode {value} (\"{modes[value]}\")"
    if value in game.state.objects[sid].stack.get("mode_progress", ()):
        return f"{mode} is already chosen: each mode is chosen once (CR 700.2d)"
    return f"{mode} needs a target, and none can be chosen for it (CR 700.2a, 601.2c)"


def _creature_type_why(value: str) -> str | None:
    """Why ``value`` isn't among the creature types offered (CR 205.3m): written otherwise
    than the type it names; a land type (CR 205.3i), card type (CR 205.2a) or supertype
    (CR 205.4a); or a creature type this choice excludes (one the card forbids, or one it
    must differ from)."""
    shown = repr(value)
    if value in CREATURE_TYPES:
        return (f"{shown} is a creature type, but this choice excludes it (one the card "
                f"forbids, or one it must differ from)")
    alike = next((t for t in sorted(CREATURE_TYPES) if t.lower() == value.strip().lower()),
                 None)
    if alike is not None:
        return f"{shown} is not written as the creature type {alike!r} is (CR 205.3m)"
    if value in LAND_TYPES:
        return f"{shown} is a land type, not a creature type (CR 205.3i, 205.3m)"
    if value in CARD_TYPES:
        return f"{shown} is a card type, not a creature type (CR 205.2a, 205.3m)"
    if value in SUPERTYPES:
        return f"{shown} is a supertype, not a creature type (CR 205.4a, 205.3m)"
    return f"{shown} is not a creature type (CR 205.3m)"


_COLORS = ("white", "blue", "black", "red", "green")
"""The five colors (CR 105.1), as a color choice offers them."""


def _color_choice(d: Decision) -> bool:
    """Whether ``d`` asks for a color: the options offered are the five colors (CR 105.4)."""
    return {a.value for a in d.actions if isinstance(a, Choose)} == set(_COLORS)


def _color_why(value: str) -> str:
    """Why ``value`` isn't one of the five colors offered (CR 105.4): "colorless" and
    "multicolored" aren't colors; a color written otherwise than the game writes it; or no
    color at all."""
    shown = repr(value)
    said = value.strip().lower()
    if said in ("colorless", "multicolored"):
        return f"{shown} is not a color: a color chosen is one of the five (CR 105.4)"
    if said in _COLORS:
        return f"{shown} is not written as the color {said!r} is (CR 105.1)"
    return f"{shown} is not a color; the five colors are {', '.join(_COLORS)} (CR 105.1)"


_COST_CHOICES = {"cost_sacrifice": "sacrificed", "cost_tap": "tapped",
                 "cost_discard": "discarded", "cost_exile_gy": "exiled"}
"""The decisions choosing what pays a part of a cost other than mana (CR 601.2h, 602.2b), with
what is done to the object chosen."""


def _cost_why(game: Game, player: int, value: int, d: Decision) -> str | None:
    """Why the object ``value`` can't pay the part of the cost being paid (CR 601.2h, 602.2b):
    chosen already for it; a card elsewhere than the player's hand or graveyard for a discard
    or an exile from the graveyard; a permanent another player controls, or not a permanent,
    for a sacrifice (CR 701.21a) or a tap; a tapped one for a tap (CR 118.3); otherwise not
    what the cost asks for, in its own words. Nothing is said of a card the player can't see
    (CR 401.2)."""
    g = game.state
    done = _COST_CHOICES[d.kind]
    sid = d.info().get("source")
    paying = g.objects.get(sid) if isinstance(sid, int) else None
    part = d.kind.removeprefix("cost_")
    paid = () if paying is None else tuple(paying.stack.get("paid_" + part, ()))
    if value in paid:
        return (f"{_called(game, player, value) if value in g.objects else f'object {value}'} "
                f"was already {done} to pay this cost: each object pays it once (CR 601.2h)")
    if value not in g.objects:
        return None
    what = _called(game, player, value)
    if what == _UNSEEN:
        return None
    o = g.objects[value]
    if part in ("discard", "exile_gy"):
        zone = Zone.HAND if part == "discard" else Zone.GRAVEYARD
        if o.zone is not zone or o.owner != player:
            return (f"{what} is {_where(game, player, value)}: only a card in your "
                    f"{zone.value} can be {done} to pay this cost (CR 601.2h)")
    elif o.zone is not Zone.BATTLEFIELD:
        return (f"{what} is {_where(game, player, value)}, not a permanent: only a permanent "
                f"you control can be {done} to pay this cost "
                f"({'CR 701.21a' if part == 'sacrifice' else 'CR 601.2h'})")
    elif o.controller != player:
        return (f"{what} is controlled by {g.players[o.controller].name}: only a permanent "
                f"you control can be {done} to pay this cost "
                f"({'CR 701.21a' if part == 'sacrifice' else 'CR 601.2h'})")
    elif part == "tap" and o.tapped:
        return f"{what} is already tapped: a tapped permanent can't be tapped to pay a cost " \
               f"(CR 118.3)"
    label = _cost_label(g, d)
    if label:
        return f"{what} doesn't fit the cost's description, \"{label}\" (CR 601.2h, 602.2b)"
    return None


def _cost_label(g: Any, d: Decision) -> str | None:
    """The words of the part of the cost being paid ("another creature"), from the instruction
    waiting for the answer (``pay_choice_made``, pushed as the question was asked)."""
    for ins in reversed(g.work):
        if ins.op == "pay_choice_made" and ins.args[-1] == d.frame:
            label = getattr(ins.args[2], "label", None)
            return str(label) if label else None
    return None


def _target_why(game: Game, player: int, value: int, info: dict[str, Any]) -> str | None:
    """Why the object or player ``value`` can't be chosen for the target being chosen (the
    decision's ``source`` and ``slot``): chosen already for it, or for a target it must
    differ from (CR 115.3, 601.2c); not what the target must be (CR 115.1); in the wrong
    zone; protected by shroud, hexproof or protection (CR 702.18a, 702.11a-d, 702.16b)."""
    from manastack.rules.stack import source_chars_of, target_specs
    from manastack.rules.targets import player_has_hexproof, player_has_shroud, protection_stops
    g = game.state
    sid, slot = info.get("source"), info.get("slot")
    if sid not in g.objects or not isinstance(slot, int):
        return None
    specs = target_specs(g, sid)
    if not 0 <= slot < len(specs):
        return None
    spec = specs[slot]
    o = g.objects[sid]
    chosen: tuple[tuple[int, ...], ...] = o.stack.get("targets", ())
    if is_player_id(value) and 0 <= value < len(g.players):
        what = g.players[value].name
    elif value in g.objects:
        what = _called(game, player, value)
    else:
        return None
    if slot < len(chosen) and value in chosen[slot]:
        return (f"{what} is already chosen for this target: an object or player is chosen "
                f"once for each instance of the word \"target\" (CR 115.3, 601.2c)")
    if any(j < len(chosen) and value in chosen[j] for j in spec.different_from):
        return (f"{what} is already chosen for another target, which this one must differ "
                f"from (CR 115.3)")
    fits = f"{what} doesn't fit the target's description, \"{spec.label}\" (CR 115.1)"
    src = source_chars_of(g, o)
    ctl = o.controller
    if value not in g.objects:
        if spec.players is not None and player_has_shroud(g, value):
            return f"{what} has shroud (CR 702.18a)"
        if spec.players is not None and g.is_opponent(value, ctl) and \
                player_has_hexproof(g, value):
            return f"{what} has hexproof (CR 702.11c)"
        return fits
    t = g.objects[value]
    if what == _UNSEEN:
        return None  # nothing is said about a card the player can't see (CR 401.2)
    if t.phased_out:
        return f"{what} is phased out: it is treated as though it doesn't exist (CR 702.26b)"
    if t.zone is not Zone.BATTLEFIELD or spec.filter is None or spec.spells:
        return fits
    c = chars(g, value)
    if c.has("Shroud"):
        return f"{what} has shroud: it can't be the target of spells or abilities (CR 702.18a)"
    if g.is_opponent(c.controller, ctl):
        if c.has("Hexproof"):
            return (f"{what} has hexproof: it can't be the target of spells or abilities "
                    f"your opponents control (CR 702.11a)")
        for k in c.keyword_records("Hexproof from"):
            if protection_stops([k.param or ""], src):
                return f"{what} has hexproof from {k.param} (CR 702.11d)"
    for q in c.protections():
        if protection_stops([q], src):
            return f"{what} has protection from {q} (CR 702.16b)"
    return fits


def _option(game: Game, player: int, v: Any, kind: str) -> str:
    """A choice offered, with the name of the object it is, when the player may see it."""
    g = game.state
    if isinstance(v, int) and not isinstance(v, bool) and v in g.objects:
        n = named(game, player, v, offered=True).get("name")
        return f"{v} ({n or _UNSEEN})"
    if kind in ("target", "choose_player") and isinstance(v, int) and \
            not isinstance(v, bool) and 0 <= v < len(g.players):
        return f"{v} ({g.players[v].name})"
    return repr(v)
