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

from manastack.choice_refusals import choice_reason
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
from manastack.refusal_naming import UNSEEN as _UNSEEN
from manastack.refusal_naming import called as _called
from manastack.refusal_naming import no_object as _no_object
from manastack.refusal_naming import where as _where
from manastack.refusal_naming import with_article as _a
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
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.game import Game

PRIORITY_ACTIONS = ("PassPriority", "PlayLand", "CastSpell", "ActivateAbility",
                    "ActivateManaAbility", "SpecialAction", "PayAutomatically")
"""The kinds of action a player with priority takes (CR 117.1, 116.2)."""

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
        return choice_reason(game, player, action, d)
    if name in kinds:
        if isinstance(action, ActivateManaAbility):
            why = _ability_reason(game, player, action.source, action.index)
            if not why.startswith("that ability of"):
                return why
            return (f"that mana of {_called(game, player, action.source)} can't be made or "
                    f"spent on what is left to pay (CR 601.2g-h, 605.3)")
        return f"that {name} is not one of the legal answers to {_a(d.kind)} decision"
    return f"{_a(name)} doesn't answer {_a(d.kind)} decision; it takes {' or '.join(kinds)}"


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
    if missing := _no_object(game, card):
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
    if missing := _no_object(game, card):
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
    if missing := _no_object(game, source):
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
        return f"that ability of {what} has an \"Activate only\" restriction not met (CR 602.5b)"
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
    if missing := _no_object(game, action.source):
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
    if missing := _no_object(game, action.creature):
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
        if missing := _no_object(game, oid):
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
