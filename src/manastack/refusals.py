"""Why an action is refused (CR 732.1): the reason ``Game.apply`` gives with an illegal action.

An illegal action is reversed entirely (the game refuses it before anything changes, or goes
back to before a spell or ability was begun). The refusal says what was wrong with it, in the
terms of the rule broken: a land played outside the player's main phase or a second time (CR
305.1-305.2), a card cast from a zone it can't be cast from or at the wrong time (CR 601.2a,
307.1, 117.1a), an ability of a permanent another player controls (CR 602.2), a {T} cost of a
tapped or summoning-sick creature (CR 302.6, 602.5a), an attack on something that can't be
attacked (CR 508.1b), a block by a creature the player doesn't control or of a creature not
attacking them (CR 509.1a, 802.4a), a choice outside the options offered (CR 601.2b-c, 700.2).
Only what the player may see is named: a card hidden from them (in another player's hand or
library, or face down) is called "a card you can't see", so a refusal reveals nothing (CR
401.2, 402.3, 708.5). Reading the state only, it changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.cards.custom import CARD_TYPES, SUPERTYPES
from manastack.decisions.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishDeclaration,
    PlayLand,
    ResetDeclaration,
    SpecialAction,
)
from manastack.dsl.abilities import ActivatedAbility, Keyword
from manastack.dsl.creature_types import CREATURE_TYPES
from manastack.dsl.predicates import LAND_TYPES
from manastack.rules.cast_methods import METHODS, card_chars_for
from manastack.rules.casting import activation_forbidden
from manastack.rules.characteristics import chars
from manastack.rules.commander import commander_number, commander_tax
from manastack.rules.keyword_abilities import keyword_activated
from manastack.rules.mana import is_summoning_sick
from manastack.rules.shared_team_turns import is_active
from manastack.rules.special_actions import SPECIAL_ACTIONS
from manastack.rules.targets import has_legal_targets
from manastack.rules.until_next_turn import may_cast_as_though_flash
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone
from manastack.views import named

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.game import Game

PRIORITY_ACTIONS = ("PassPriority", "PlayLand", "CastSpell", "ActivateAbility",
                    "ActivateManaAbility", "SpecialAction", "PayAutomatically")
"""The kinds of action a player with priority takes (CR 117.1, 116.2)."""

_UNSEEN = "a card you can't see"

_MAX_LISTED = 12
"""The most choices a refusal of a ``Choose`` lists."""


def refusal_reason(game: Game, player: int, action: Any, d: Decision) -> str:
    """What is wrong with ``action`` by ``player``, who has decision ``d`` to make and for
    whom it is not a legal answer; a sentence naming the rule, or the choices offered."""
    name = type(action).__name__
    if d.kind == "priority":
        if name not in PRIORITY_ACTIONS:
            return (f"{_a(name)} doesn't answer a priority decision: pass, play a land, cast a "
                    f"spell, activate an ability or take a special action (CR 117.1)")
        if isinstance(action, PlayLand):
            return _land_reason(game, player, action.card)
        if isinstance(action, CastSpell):
            return _cast_reason(game, player, action.card, action.method)
        if isinstance(action, ActivateAbility | ActivateManaAbility):
            return _ability_reason(game, player, action.source, action.index)
        if isinstance(action, SpecialAction):
            return _special_reason(game, player, action)
        return "it can't be taken now"
    if d.kind in ("declare_attackers", "declare_blockers") and \
            isinstance(action, FinishDeclaration | ResetDeclaration):
        return _declaration_reason(game, action, d.kind)
    if d.kind == "declare_attackers":
        if isinstance(action, DeclareAttacker):
            return _attack_reason(game, player, action)
        return (f"{_a(name)} doesn't answer the declaration of attackers: declare an attacker, "
                f"finish or start over (CR 508.1)")
    if d.kind == "declare_blockers":
        if isinstance(action, DeclareBlocker):
            return _block_reason(game, player, action)
        return (f"{_a(name)} doesn't answer the declaration of blockers: declare a blocker, "
                f"finish or start over (CR 509.1)")
    kinds = sorted({type(a).__name__ for a in game.legal_actions()})
    if isinstance(action, Choose) and "Choose" in kinds:
        return _choice_reason(game, player, action, d)
    if name in kinds:
        if isinstance(action, ActivateManaAbility):
            why = _ability_reason(game, player, action.source, action.index)
            if not why.startswith("that ability of"):
                return why
            return (f"that mana of {_called(game, player, action.source)} can't be made or "
                    f"spent on what is left to pay (CR 601.2g-h, 605.3)")
        return f"that {name} is not one of the legal answers to {_a(d.kind)} decision"
    return f"{_a(name)} doesn't answer {_a(d.kind)} decision; it takes {' or '.join(kinds)}"


def _a(word: str) -> str:
    """``word`` with its indefinite article."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _called(game: Game, player: int, oid: Any) -> str:
    """The object as ``player`` may know it: its name, or "a card you can't see"."""
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return f"object {oid!r}"
    about = named(game, player, oid)
    n = about.get("name")
    if not n and about.get("face_down"):
        on_stack = game.state.objects[oid].zone is Zone.STACK
        return f"a face-down {'spell' if on_stack else 'permanent'}"
    return str(n) if n else _UNSEEN


def _no_object(game: Game, oid: Any) -> str | None:
    if not isinstance(oid, int) or isinstance(oid, bool) or oid not in game.state.objects:
        return f"there is no object {oid!r} in the game"
    return None


def _where(game: Game, player: int, oid: int) -> str:
    """Where the object is, as ``player`` would say it: "in your hand", "on the stack"."""
    o = game.state.objects[oid]
    z = o.zone
    if z in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD):
        whose = "your" if o.owner == player else f"{game.state.players[o.owner].name}'s"
        return f"in {whose} {z.value}"
    return {Zone.BATTLEFIELD: "on the battlefield", Zone.STACK: "on the stack",
            Zone.EXILE: "in exile", Zone.COMMAND: "in the command zone"}.get(z, f"in {z.value}")


def _sorcery_timing(game: Game, player: int) -> str | None:
    """Why it isn't ``player``'s main phase with an empty stack, or None (CR 117.1a, 307.1)."""
    g = game.state
    if not is_active(g, player):
        return "it isn't your turn"
    if not g.step.is_main:
        return f"it isn't your main phase (it is the {g.step.label})"
    if g.stack:
        return "the stack isn't empty"
    return None


def _land_reason(game: Game, player: int, card: Any) -> str:
    """CR 305.1-305.2: a land from the player's hand, in their main phase with the stack
    empty, while they have a land play left."""
    missing = _no_object(game, card)
    if missing:
        return missing
    g = game.state
    o = g.objects[card]
    what = _called(game, player, card)
    if what == _UNSEEN:
        return f"that is {_UNSEEN}: you may not play it (CR 305.1, 401.2)"
    if o.zone is not Zone.HAND or o.owner != player:
        return f"{what} is {_where(game, player, card)}, not your hand (CR 305.1)"
    if not chars(g, card).is_land:
        return f"{what} is not a land: it is cast, not played (CR 305.1, 601.2)"
    timing = _sorcery_timing(game, player)
    if timing:
        return (f"a land is played only in your main phase while the stack is empty: "
                f"{timing} (CR 305.1)")
    pl = g.players[player]
    if pl.lands_played >= pl.land_plays_allowed:
        return (f"you have already played {pl.lands_played} "
                f"land{'s' if pl.lands_played != 1 else ''} this turn (CR 305.2)")
    return f"{what} can't be played now (CR 305.1)"


def _cast_reason(game: Game, player: int, card: Any, method: Any) -> str:
    """CR 601.2a, 117.1a, 307.1, 305.9: a spell from a zone it may be cast from, at a time it
    may be cast, whose choices and total cost can be made and paid (CR 601.2b-h)."""
    missing = _no_object(game, card)
    if missing:
        return missing
    g = game.state
    o = g.objects[card]
    what = _called(game, player, card)
    if o.card_key is None:
        return f"{what} is not a card: only a card is cast (CR 601.2a)"
    if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
        return f"{what} is {_where(game, player, card)}: it can't be cast (CR 601.2a)"
    if what == _UNSEEN:
        return f"that is {_UNSEEN}: you may not cast it (CR 601.2a, 401.2)"
    if o.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY) and o.owner != player and \
            g.extra.get("may_cast", {}).get(card) != player:
        return (f"{what} is {_where(game, player, card)}: nothing lets you cast another "
                f"player's card from there (CR 601.2a, 601.3)")
    m = METHODS.get(method) if isinstance(method, str) else None
    if m is None:
        return (f"there is no way to cast a spell called {method!r}; the ways are: "
                f"{', '.join(sorted(METHODS))}")
    if o.zone not in m.zones:
        if method == "normal":
            return (f"{what} is {_where(game, player, card)}: nothing lets you cast it from "
                    f"there (CR 601.2a, 601.3)")
        zones = " or ".join(z.value for z in m.zones)
        return (f"{what} is {_where(game, player, card)}: casting {method!r} is from the "
                f"{zones} (CR 601.2a, 601.3)")
    n = commander_number(o)
    if method == "commander" and n is not None and o.owner != player:
        return (f"{what} is {g.players[o.owner].name}'s commander: only its owner may cast "
                f"it from the command zone (CR 903.8)")
    c = chars(g, card)
    if m.keyword is not None and not c.has(m.keyword) and not o.face_down:
        return f"{what} has no {m.keyword.lower()}: it can't be cast that way (CR 601.2a, 702)"
    if c.is_land and method == "normal":
        return f"{what} is a land: it is played, not cast (CR 305.9)"
    sc = card_chars_for(g, card, method)  # the face it would be cast with
    timing = _sorcery_timing(game, player)
    if timing and "Instant" not in sc.types and not sc.has("Flash") and \
            not may_cast_as_though_flash(g, player, sc):
        return (f"{what} is cast only in your main phase while the stack is empty (it is not "
                f"an instant and has no flash): {timing} (CR 117.1a, 307.1)")
    tax = ""
    if method == "commander" and n is not None:
        tax = (f" (with the commander tax of {{{commander_tax(g, card)}}} for the times it was "
               f"cast from the command zone, CR 903.8)")
    return (f"{what} can't be cast that way now: its total cost{tax} can't be paid or a "
            f"choice it needs (a mode, a target) can't be made (CR 601.2b-c, 601.2f-h, 601.3)")


def _ability_reason(game: Game, player: int, source: Any, index: Any) -> str:
    """CR 602.2, 602.5, 606.3, 302.6: an ability of an object the player controls (or owns,
    outside the battlefield), at a time it may be activated, whose costs can be paid and
    targets chosen; the same checks, in the same order, as ``casting.activatable``."""
    missing = _no_object(game, source)
    if missing:
        return missing
    g = game.state
    o = g.objects[source]
    what = _called(game, player, source)
    if what == _UNSEEN and o.zone is not Zone.BATTLEFIELD:
        return f"that is {_UNSEEN}: you may not activate its abilities (CR 602.2, 401.2)"
    c = chars(g, source)
    side = c.controller if o.zone is Zone.BATTLEFIELD else o.owner
    if side != player:
        if o.zone is Zone.BATTLEFIELD:
            return (f"{what} is controlled by {g.players[side].name}: only the controller of "
                    f"a permanent activates its abilities (CR 602.2)")
        return (f"{what} is owned by {g.players[side].name}: only its owner activates its "
                f"abilities there (CR 602.2)")
    abilities = c.abilities
    if not isinstance(index, int) or isinstance(index, bool) or \
            not 0 <= index < len(abilities):
        return f"{what} has no ability number {index!r}"
    a = abilities[index]
    if isinstance(a, Keyword):
        a = keyword_activated(a, o, c) or a
    if not isinstance(a, ActivatedAbility):
        return f"ability number {index} of {what} is not an activated ability (CR 602.1)"
    if a.zone is not o.zone:
        return (f"that ability of {what} works from the {a.zone.value}, and {what} is "
                f"{_where(game, player, source)} (CR 113.6)")
    if o.zone is Zone.BATTLEFIELD and o.phased_out:
        return f"{what} is phased out: it is treated as though it doesn't exist (CR 702.26b)"
    timing = _sorcery_timing(game, player)
    if (a.sorcery_speed or a.cost.loyalty is not None) and timing:
        return (f"that ability of {what} is activated only as a sorcery: {timing} "
                f"(CR 602.5d, 606.3)")
    if a.cost.loyalty is not None and g.turn_counts.get(("loyalty", source)):
        return (f"a loyalty ability of {what} has already been activated this turn "
                f"(CR 606.3)")
    if a.once_per_turn and g.turn_counts.get(("activated", source, index)):
        return f"that ability of {what} may be activated only once each turn (CR 602.5b)"
    if not a.is_mana_ability and activation_forbidden(g, c.name):
        return (f"the activated abilities of sources named {c.name} can't be activated "
                f"(CR 602.5)")
    if a.condition is not None and not a.condition(g, source):
        return (f"that ability of {what} can't be activated now: its restriction (\"Activate "
                f"only if ...\") isn't met (CR 602.5b)")
    if a.cost.tap and o.zone is Zone.BATTLEFIELD:
        if o.tapped:
            return f"{what} is tapped: its {{T}} cost can't be paid (CR 602.5a, 118.3)"
        if c.is_creature and not c.has("Haste") and is_summoning_sick(g, source):
            return (f"{what} hasn't been under your control since your most recent "
                    f"turn began: its {{T}} cost can't be paid (CR 302.6)")
    for spec in a.targets:
        if not has_legal_targets(g, spec, player, source, c, spec.minimum):
            return (f"that ability of {what} has no legal target to choose (CR 602.2b, "
                    f"601.2c, 115.4)")
    return (f"that ability of {what} can't be activated now: its costs can't be paid "
            f"(CR 602.2b, 601.2g-h, 118.3)")


def _declaration_reason(game: Game, action: Any, kind: str) -> str:
    """CR 508.1c-d, 509.1b-c: a declaration is finished only when it breaks no restriction and
    meets as many requirements as it can; starting over needs something declared."""
    if isinstance(action, ResetDeclaration):
        return "nothing has been declared yet: there is nothing to start over"
    if kind == "declare_attackers":
        return ("the attack isn't legal as it stands: a creature that must attack if able "
                "doesn't, or a restriction is broken (CR 508.1c-d)")
    return ("the blocks aren't legal as they stand: a creature that must block if able doesn't, "
            "or a restriction such as menace is broken (CR 509.1b-c)")


def _special_reason(game: Game, player: int, action: SpecialAction) -> str:
    """CR 116.2b, 702.37e: turning a face-down permanent you control face up, for its morph
    cost, any time you have priority."""
    if not isinstance(action.kind, str) or action.kind not in SPECIAL_ACTIONS:
        return (f"there is no special action called {action.kind!r}; the special actions are: "
                f"{', '.join(sorted(SPECIAL_ACTIONS))} (CR 116.2)")
    missing = _no_object(game, action.source)
    if missing:
        return missing
    g = game.state
    o = g.objects[action.source]
    what = _called(game, player, action.source)
    if o.zone is not Zone.BATTLEFIELD:
        return f"{what} is not a permanent: it is {_where(game, player, action.source)}"
    c = chars(g, action.source)
    if c.controller != player:
        return f"{what} is controlled by {g.players[c.controller].name} (CR 116.2b)"
    if action.kind == "turn_face_up" and not o.face_down:
        return f"{what} is face up already (CR 702.37e)"
    return f"{what} can't be turned face up now: its morph cost can't be paid (CR 702.37e)"


def _attack_reason(game: Game, player: int, action: DeclareAttacker) -> str:
    """CR 508.1a-b: an untapped creature its controller has controlled continuously since
    their most recent turn began attacks an opponent or a planeswalker an opponent controls,
    once."""
    from manastack.rules.declare_attackers import defenders
    g = game.state
    missing = _no_object(game, action.creature)
    if missing:
        return missing
    a, what = action.creature, _called(game, player, action.creature)
    o = g.objects[a]
    assert g.combat is not None
    c = chars(g, a)
    if o.zone is not Zone.BATTLEFIELD or not c.is_creature:
        return f"{what} is not a creature on the battlefield (CR 508.1a)"
    if c.controller != player and not (g.teams is not None and c.controller in g.teams[player]):
        return f"{what} is controlled by {g.players[c.controller].name} (CR 508.1a)"
    if a in g.combat.attackers:
        return f"{what} is already declared as an attacker (CR 508.1a)"
    t = action.defender
    if t not in defenders(g, player):
        if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(g.players):
            who = g.players[t]
            why = "has left the game" if not who.in_game else "is not your opponent"
            return f"{who.name} {why}: a creature attacks an opponent (CR 508.1b, 506.2)"
        return (f"{_called(game, player, t)} can't be attacked: a creature attacks an opponent "
                f"or a planeswalker or battle an opponent controls (CR 508.1b)")
    if o.tapped:
        return f"{what} is tapped: a tapped creature can't attack (CR 508.1a)"
    if is_summoning_sick(g, a) and not c.has("Haste"):
        return (f"{what} hasn't been under your control since your most recent turn began "
                f"(CR 302.6, 508.1a)")
    if c.has("Defender"):
        return f"{what} has defender: it can't attack (CR 702.3b)"
    return f"{what} can't attack that way: a restriction forbids it (CR 508.1c)"


def _block_reason(game: Game, player: int, action: DeclareBlocker) -> str:
    """CR 509.1a: an untapped creature the defending player controls blocks a creature
    attacking them or a planeswalker they control (CR 802.4a in a multiplayer game)."""
    from manastack.rules.declare_blockers import attackers_of
    g = game.state
    assert g.combat is not None
    for oid in (action.blocker, action.attacker):
        missing = _no_object(game, oid)
        if missing:
            return missing
    b, what = action.blocker, _called(game, player, action.blocker)
    c = chars(g, b)
    if g.objects[b].zone is not Zone.BATTLEFIELD or not c.is_creature:
        return f"{what} is not a creature on the battlefield (CR 509.1a)"
    if c.controller != player and not (g.teams is not None and c.controller in g.teams[player]):
        return f"{what} is controlled by {g.players[c.controller].name}, not you (CR 509.1a)"
    atk = _called(game, player, action.attacker)
    if action.attacker not in g.combat.attackers:
        return f"{atk} is not attacking (CR 509.1a)"
    if action.attacker not in attackers_of(g, player):
        return (f"{atk} is attacking another player or their planeswalker: you block only "
                f"creatures attacking you or your planeswalkers (CR 509.1a, 802.4a)")
    if g.objects[b].tapped:
        return f"{what} is tapped: a tapped creature can't block (CR 509.1a)"
    if b in g.combat.blockers:
        return f"{what} is already blocking (CR 509.1a)"
    if chars(g, action.attacker).has("Flying") and not (c.has("Flying") or c.has("Reach")):
        return (f"{atk} has flying: only a creature with flying or reach can block it "
                f"(CR 702.9b)")
    return (f"{what} can't block {atk}: an evasion ability or a restriction forbids it, or the "
            f"declaration couldn't then be completed legally (CR 509.1b-c)")


def _choice_reason(game: Game, player: int, action: Choose, d: Decision) -> str:
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
    what = _called(game, player, value)
    if what == _UNSEEN:
        return None  # nothing is said about a card the player can't see (CR 401.2)
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
