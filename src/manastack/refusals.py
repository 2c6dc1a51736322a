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

A refusal is a :class:`~manastack.i18n.refusal_words.Refusal`, a message key and its values,
worded in English or Japanese when it is read (``manastack.i18n.refusal_words``).
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
from manastack.dsl.conditions import Coven
from manastack.i18n.glossary import ja_keyword
from manastack.i18n.refusal_words import (
    SPECIAL_ACTION_WORDS,
    Listed,
    Refusal,
    Words,
    action_words,
    card_words,
    decision_words,
    method_words,
    step_words,
    zone_place_words,
    zone_words,
)
from manastack.refusal_naming import UNSEEN as _UNSEEN
from manastack.refusal_naming import called as _called
from manastack.refusal_naming import no_object as _no_object
from manastack.refusal_naming import player_name as _player
from manastack.refusal_naming import where as _where
from manastack.rules.cast_methods import METHODS, card_chars_for, spell_ability
from manastack.rules.casting import activation_forbidden
from manastack.rules.characteristics import chars
from manastack.rules.commander import commander_number, commander_tax
from manastack.rules.convoke import has_convoke
from manastack.rules.copiable_values import face_up_chars
from manastack.rules.keyword_abilities import keyword_activated
from manastack.rules.mana import can_pay_nonmana, is_summoning_sick
from manastack.rules.payability import other_payable, probe_cost
from manastack.rules.shared_team_turns import is_active
from manastack.rules.special_actions import SPECIAL_ACTIONS
from manastack.rules.stack import spell_shape
from manastack.rules.targets import all_targets_choosable, has_legal_targets
from manastack.rules.until_next_turn import may_cast_as_though_flash
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.game import Game

PRIORITY_ACTIONS = ("PassPriority", "PlayLand", "CastSpell", "ActivateAbility",
                    "ActivateManaAbility", "SpecialAction", "PayAutomatically")
"""The kinds of action a player with priority takes (CR 117.1, 116.2)."""

R = Refusal.of

_THAT_ABILITY = frozenset({"ability_zone", "ability_sorcery", "once_each_turn",
                           "ability_restriction", "ability_no_target", "ability_cost",
                           "ability_mana"})
"""The refusals of an ability that say what is wrong with it, not with its source's
controller, timing or tapping (as said of a mana ability's mana, CR 605.3)."""


def refusal_reason(game: Game, player: int, action: Any, d: Decision) -> Refusal:
    """What is wrong with ``action`` by ``player``, who has decision ``d`` to make and for
    whom it is not a legal answer; a sentence naming the rule, or the choices offered."""
    name = type(action).__name__
    if d.kind == "priority":
        if name not in PRIORITY_ACTIONS:
            return R("not_priority_answer", action=action_words(name))
        if isinstance(action, PlayLand):
            return _land_reason(game, player, action.card)
        if isinstance(action, CastSpell):
            return _cast_reason(game, player, action.card, action.method)
        if isinstance(action, ActivateManaAbility):
            return _mana_ability_reason(game, player, action)
        if isinstance(action, ActivateAbility):
            return _ability_reason(game, player, action.source, action.index)
        if isinstance(action, SpecialAction):
            return _special_reason(game, player, action)
        return R("cannot_take_now")
    if d.kind in ("declare_attackers", "declare_blockers") and \
            isinstance(action, FinishDeclaration | ResetDeclaration):
        return _declaration_reason(game, action, d.kind, d.player)
    if d.kind == "declare_attackers":
        if isinstance(action, DeclareAttacker):
            return _attack_reason(game, player, action)
        return R("not_attack_answer", action=action_words(name))
    if d.kind == "declare_blockers":
        if isinstance(action, DeclareBlocker):
            return _block_reason(game, player, action)
        return R("not_block_answer", action=action_words(name))
    kinds = sorted({type(a).__name__ for a in game.legal_actions()})
    if isinstance(action, Choose) and "Choose" in kinds:
        return choice_reason(game, player, action, d)
    if name in kinds:
        if isinstance(action, ActivateManaAbility):
            why = _ability_reason(game, player, action.source, action.index)
            if why.key not in _THAT_ABILITY:
                return why
            return _restricted_mana_reason(game, player, action, d) or \
                R("mana_not_spendable", what=_called(game, player, action.source))
        return R("not_legal_answer_to", action=action_words(name, article=False),
                 kind=decision_words(d.kind, article=True))
    return R("not_an_answer_to", action=action_words(name),
             kind=decision_words(d.kind, article=True),
             kinds=Listed(tuple(action_words(k, article=False) for k in kinds), " or ", "か"))


def _sorcery_timing(game: Game, player: int) -> Refusal | None:
    """Why it isn't ``player``'s main phase with an empty stack, or None (CR 117.1a, 307.1)."""
    g = game.state
    if not is_active(g, player):
        return R("not_your_turn")
    if not g.step.is_main:
        return R("not_main_phase", step=step_words(g.step.label))
    if g.stack:
        return R("stack_not_empty")
    return None


def _land_reason(game: Game, player: int, card: Any) -> Refusal:
    """CR 305.1-305.2: a land from the player's hand, in their main phase with the stack
    empty, while they have a land play left."""
    missing = _no_object(game, card)
    if missing:
        return missing
    g = game.state
    o = g.objects[card]
    what = _called(game, player, card)
    if what == _UNSEEN:
        return R("land_unseen", unseen=_UNSEEN)
    if o.zone is not Zone.HAND or o.owner != player:
        return R("land_not_in_hand", what=what, where=_where(game, player, card))
    if not chars(g, card).is_land:
        return R("land_not_land", what=what)
    timing = _sorcery_timing(game, player)
    if timing:
        return R("land_timing", timing=timing)
    pl = g.players[player]
    if pl.lands_played >= pl.land_plays_allowed:
        return R("land_played", n=pl.lands_played, s="s" if pl.lands_played != 1 else "")
    return R("land_not_now", what=what)


def _cast_reason(game: Game, player: int, card: Any, method: Any) -> Refusal:
    """CR 601.2a, 117.1a, 307.1, 305.9: a spell from a zone it may be cast from, at a time it
    may be cast, whose choices and total cost can be made and paid (CR 601.2b-h)."""
    missing = _no_object(game, card)
    if missing:
        return missing
    g = game.state
    o = g.objects[card]
    what = _called(game, player, card)
    if o.card_key is None:
        return R("cast_not_card", what=what)
    if o.zone is Zone.BATTLEFIELD or o.zone is Zone.STACK:
        return R("cast_from_here", what=what, where=_where(game, player, card))
    if what == _UNSEEN:
        return R("cast_unseen", unseen=_UNSEEN)
    if o.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY) and o.owner != player and \
            g.extra.get("may_cast", {}).get(card) != player:
        return R("cast_others_card", what=what, where=_where(game, player, card))
    m = METHODS.get(method) if isinstance(method, str) else None
    if m is None:
        return R("cast_no_method", method=method_words(method),
                 ways=Listed(tuple(Words(k, method_words(k).ja) for k in sorted(METHODS))))
    if o.zone not in m.zones:
        if method == "normal":
            return R("cast_not_from_zone", what=what, where=_where(game, player, card))
        return R("cast_method_zone", what=what, where=_where(game, player, card),
                 method=method_words(method),
                 zones=Listed(tuple(zone_place_words(z.value) for z in m.zones), " or ",
                              "か"))
    n = commander_number(o)
    if method == "commander" and n is not None and o.owner != player:
        return R("cast_others_commander", what=what, player=_player(game, o.owner))
    c = chars(g, card)
    if m.keyword is not None and not c.has(m.keyword) and not (
            o.face_down and (not isinstance(what, Words) or
                             face_up_chars(g, card).has(m.keyword))):
        # A card exiled face down has no characteristics (CR 406.3a): its keyword is the
        # face-up card's, told only to a player who may look at it.
        return R("cast_no_keyword", what=what, keyword=_keyword(m.keyword))
    if c.is_land and method == "normal":
        return R("cast_land", what=what)
    if method != "normal" and not m.available(g, player, card, c):
        # CR 601.2a, 118.9: a way of casting other than from the hand for the mana cost needs
        # something allowing it (a permission, an alternative cost) that doesn't apply now.
        return R("cast_not_allowed", what=what, method=method_words(method))
    sc = card_chars_for(g, card, method)  # the face it would be cast with
    timing = _sorcery_timing(game, player)
    if timing and "Instant" not in sc.types and not sc.has("Flash") and \
            not may_cast_as_though_flash(g, player, sc):
        return R("cast_timing", what=what, timing=timing)
    unchoosable = _cast_choices_unmade(game, player, card, sc)
    if unchoosable is not None:
        return unchoosable
    tax = R("nothing")
    if method == "commander" and n is not None:
        tax = R("commander_tax", tax=commander_tax(g, card))
    return _cast_cost_reason(game, player, card, sc, method, what, tax)


def _cast_cost_reason(game: Game, player: int, card: int, sc: Any, method: str, what: Any,
                      tax: Refusal) -> Refusal:
    """CR 601.2f-h, 106.6: the total cost that can't be paid, named when it is mana alone
    and known before anything is announced (no additional cost to choose or pay, no {X}, no
    creature convoking for part of it); otherwise that the total cost can't be paid."""
    g = game.state
    sa = spell_ability(sc)
    if sa is not None and sa.additional_cost is not None or sc.mana_cost.x or \
            has_convoke(g, card):
        return R("cast_cost", what=what, tax=tax)
    cost, other = probe_cost(g, card, sc, method, None, player)
    if other is not None and other.has_nonmana:
        return R("cast_cost", what=what, tax=tax)
    return R("cast_mana", what=what, cost=str(cost), tax=tax)


def _cast_choices_unmade(game: Game, player: int, card: int, sc: Any) -> Refusal | None:
    """What can't be chosen in casting ``card`` with characteristics ``sc``, if anything
    (CR 601.2b-c, 601.2e): fewer of its modes than it must choose can get legal targets (CR
    700.2a), or a target it requires has no legal choice (the card itself never one, CR
    115.5: it is on the stack by then, CR 601.2a). None when the choices can be made, so
    only its total cost can be what stops it."""
    g = game.state
    modes, n, specs, _ = spell_shape(sc)
    what = _called(game, player, card)
    itself = (card,)
    if modes:
        ok = sum(1 for md in modes
                 if all_targets_choosable(g, md.targets, player, card, sc, itself))
        if ok < n:
            return R("cast_no_mode", what=what, n=n, ok=ok)
    if not all_targets_choosable(g, specs, player, card, sc, itself):
        return R("cast_no_target", what=what)
    return None


def _keyword(keyword: str) -> Words:
    """A keyword (CR 702) as the refusals name it: in English in lower case, in Japanese by
    its official word."""
    try:
        ja = ja_keyword(keyword)
    except KeyError:
        ja = keyword
    return Words(keyword.lower(), ja)


def _ability_reason(game: Game, player: int, source: Any, index: Any) -> Refusal:
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
        return R("ability_unseen", unseen=_UNSEEN)
    c = chars(g, source)
    side = c.controller if o.zone is Zone.BATTLEFIELD else o.owner
    if side != player:
        if o.zone is Zone.BATTLEFIELD:
            return R("ability_controller", what=what, player=_player(game, side))
        return R("ability_owner", what=what, player=_player(game, side))
    abilities = c.abilities
    if not isinstance(index, int) or isinstance(index, bool) or \
            not 0 <= index < len(abilities):
        return R("no_ability_number", what=what, index=repr(index))
    a = abilities[index]
    if isinstance(a, Keyword):
        a = keyword_activated(a, o, c) or a
    if not isinstance(a, ActivatedAbility):
        return R("not_activated", index=index, what=what)
    if a.zone is not o.zone:
        return R("ability_zone", what=what, zone=zone_words(a.zone.value),
                 where=_where(game, player, source))
    if o.zone is Zone.BATTLEFIELD and o.phased_out:
        return R("phased_out", what=what)
    timing = _sorcery_timing(game, player)
    if (a.sorcery_speed or a.cost.loyalty is not None) and timing:
        return R("ability_sorcery", what=what, timing=timing)
    if a.cost.loyalty is not None and g.turn_counts.get(("loyalty", source)):
        return R("loyalty_used", what=what)
    if a.once_per_turn and g.turn_counts.get(("activated", source, index)):
        return R("once_each_turn", what=what)
    if not a.is_mana_ability and activation_forbidden(g, c.name):
        return R("activation_forbidden", name=card_words(c.name, c.subtypes))
    if a.condition is not None and not a.condition(g, source):
        if isinstance(a.condition, Coven):
            return R("ability_coven", what=what)  # (MID-RN-029)
        return R("ability_restriction", what=what)
    if a.cost.tap and o.zone is Zone.BATTLEFIELD:
        if o.tapped:
            return R("tap_cost_tapped", what=what)
        if c.is_creature and not c.has("Haste") and is_summoning_sick(g, source):
            return R("tap_cost_sick", what=what)
    for spec in a.targets:
        if not has_legal_targets(g, spec, player, source, c, spec.minimum):
            return R("ability_no_target", what=what)
    life = g.players[player].life
    if a.cost.pay_life > life:
        # CR 119.4: life can be paid only from a life total at least that large (a Two-Headed
        # Giant team's total, 119.4a, 810.9a)
        team = g.teams is not None
        return R("ability_life", what=what, amount=a.cost.pay_life, life=life,
                 whose=Words("your team's life total", "あなたのチームのライフ総量") if team
                 else Words("yours", "あなたのライフ総量"),
                 rule="CR 119.4a, 810.9a" if team else "CR 119.4")
    mana = a.cost.mana
    if a.is_mana_ability or mana is None or mana.is_empty() or mana.x or \
            o.zone is Zone.BATTLEFIELD and not can_pay_nonmana(g, source, a.cost, player, c) or \
            not other_payable(g, player, source, a.cost):
        return R("ability_cost", what=what)
    # CR 602.2b, 601.2g-h, 106.6: its other costs can be paid, so its mana is what can't
    return R("ability_mana", what=what, cost=str(mana))


def _restricted_mana_reason(game: Game, player: int, action: ActivateManaAbility,
                           d: Decision) -> Refusal | None:
    """CR 106.6: a mana ability whose mana may be spent only on some spells ("Spend this mana
    only to cast creature spells"), refused while something else is paid for (a spell it
    doesn't allow, or an ability's cost: no spell at all): its restriction, in its card's
    words. None when it has none or the restriction allows what is paid for."""
    from manastack.i18n.mana_restrictions import restriction_words, restriction_words_ja
    from manastack.rules.mana_riders import spend_allowed
    g = game.state
    abilities = chars(g, action.source).abilities
    a = abilities[action.index] if isinstance(action.index, int) and \
        0 <= action.index < len(abilities) else None
    only = a.spend_only if isinstance(a, ActivatedAbility) and a.is_mana_ability else None
    if only is None:
        return None
    paid = d.info().get("source")
    spell = paid if paid in g.objects and g.objects[paid].zone is Zone.STACK and \
        g.objects[paid].stack.get("kind") == "spell" else None
    if spell is not None and spend_allowed(g, player, only, action.source, spell):
        return None
    words = str(restriction_words(only))
    return R("mana_restricted", what=_called(game, player, action.source),
             only=Words(words, restriction_words_ja(only) or words))


def _mana_ability_reason(game: Game, player: int, action: ActivateManaAbility) -> Refusal:
    """CR 605.3b: a mana ability that may be activated now adds only the mana it says
    (of the colours it allows, such as a commander's color identity, CR 903.4); asking it for
    other mana names what it can add instead of blaming its costs."""
    why = _ability_reason(game, player, action.source, action.index)
    if why.key != "ability_cost":
        return why
    offered = sorted({a.mana for a in game.legal_actions()
                      if isinstance(a, ActivateManaAbility) and a.source == action.source
                      and a.index == action.index})
    if not offered:
        return why
    return R("mana_not_made", what=_called(game, player, action.source),
             mana=repr(action.mana), offered=Listed(tuple(offered), " or ", "か"))


def _declaration_reason(game: Game, action: Any, kind: str, player: int) -> Refusal:
    """CR 508.1c-d, 509.1b-c: a declaration is finished only when it breaks no restriction and
    meets as many requirements as it can; starting over needs something declared."""
    if isinstance(action, ResetDeclaration):
        return R("nothing_declared")
    from manastack.rules.declare_attackers import unmet_attack_requirement
    g = game.state
    if kind == "declare_attackers":
        must = unmet_attack_requirement(g)
        if must is not None:
            return R("attack_requirement", what=_called(game, player, must))
        return R("attack_not_legal")
    why = _blocks_broken(game, player)
    return R("blocks_not_legal") if why is None else why


def _blocks_broken(game: Game, player: int) -> Refusal | None:
    """What the blocks ``player`` has declared so far break, if one thing can be named (CR
    509.1b-c): an attacker with menace blocked by one creature alone (CR 702.111b); else a
    requirement not obeyed that could be, each checked in battlefield order — a creature that
    could block an attacker all creatures able to block must block (Taunting Elf) and doesn't
    block anything, a creature that must block if able and could, not blocking (Grand
    Melee); with shared team turns, among the creatures of the whole defending team (CR
    805.10d)."""
    from manastack.rules.declare_blockers import attackers_of, can_block
    from manastack.rules.restrictions import rule_applies
    g = game.state
    assert g.combat is not None
    declared = g.combat.blockers
    blocked_by: dict[int, list[int]] = {}
    for b, attacked in declared.items():
        for a in attacked:
            blocked_by.setdefault(a, []).append(b)
    for a, bs in blocked_by.items():
        if len(bs) == 1 and chars(g, a).has("Menace"):
            return R("blocks_menace", attacker=_called(game, player, a),
                     what=_called(game, player, bs[0]))
    attacking = attackers_of(g, player)
    # The creatures of the blocks ``player`` declares: their team's with shared team turns
    # (CR 805.10d).
    team = {player} if g.teams is None else {player, *g.teams[player]}
    mine = [b for b in g.battlefield if chars(g, b).is_creature and chars(g, b).controller in team]
    for a in attacking:
        if rule_applies(g, "must_be_blocked_by_all", a):
            for b in mine:
                if b not in declared and can_block(g, b, a, player):
                    return R("blocks_lure", what=_called(game, player, b),
                             attacker=_called(game, player, a))
    for b in mine:
        if b not in declared and rule_applies(g, "must_block", b) and \
                any(can_block(g, b, a, player) for a in attacking):
            return R("blocks_requirement", what=_called(game, player, b))
    return None


def _special_reason(game: Game, player: int, action: SpecialAction) -> Refusal:
    """CR 116.2b, 702.37e: turning a face-down permanent you control face up, for its morph
    cost, any time you have priority."""
    if not isinstance(action.kind, str) or action.kind not in SPECIAL_ACTIONS:
        return R("no_special_action", kind=repr(action.kind),
                 kinds=Listed(tuple(Words(k, f"「{SPECIAL_ACTION_WORDS.get(k, k)}」")
                                    for k in sorted(SPECIAL_ACTIONS))))
    missing = _no_object(game, action.source)
    if missing:
        return missing
    g = game.state
    o = g.objects[action.source]
    what = _called(game, player, action.source)
    if o.zone is not Zone.BATTLEFIELD:
        return R("special_not_permanent", what=what, where=_where(game, player, action.source))
    c = chars(g, action.source)
    if c.controller != player:
        return R("special_controller", what=what, player=_player(game, c.controller))
    if action.kind == "turn_face_up" and not o.face_down:
        return R("face_up_already", what=what)
    return R("morph_cost", what=what)


def _attack_reason(game: Game, player: int, action: DeclareAttacker) -> Refusal:
    """CR 508.1a-b: an untapped creature its controller has controlled continuously since
    their most recent turn began attacks an opponent or a planeswalker an opponent controls,
    once."""
    from manastack.rules.declare_attackers import attack_forbidden_by, defenders
    g = game.state
    missing = _no_object(game, action.creature)
    if missing:
        return missing
    a, what = action.creature, _called(game, player, action.creature)
    o = g.objects[a]
    assert g.combat is not None
    c = chars(g, a)
    if o.zone is not Zone.BATTLEFIELD or not c.is_creature:
        return R("not_creature_on_battlefield", what=what, rule="508.1a")
    if c.controller != player and not (g.teams is not None and c.controller in g.teams[player]):
        return R("attacker_controller", what=what, player=_player(game, c.controller))
    if a in g.combat.attackers:
        return R("already_attacking", what=what)
    t = action.defender
    if t not in defenders(g, player):
        if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(g.players):
            who = g.players[t]
            return R("defender_left" if not who.in_game else "defender_not_opponent",
                     player=who.name)
        return R("cant_be_attacked", what=_called(game, player, t))
    if o.tapped:
        return R("attacker_tapped", what=what)
    if is_summoning_sick(g, a) and not c.has("Haste"):
        return R("attacker_sick", what=what)
    if c.has("Defender"):
        return R("attacker_defender", what=what)
    why = attack_forbidden_by(g, a, t)
    if why is None:
        return R("attack_restricted", what=what)
    defending = t if is_player_id(t) else chars(g, t).controller
    return R(_ATTACK_REFUSALS[why], what=what, player=_player(game, defending))


_ATTACK_REFUSALS = {"cant_attack": "attacker_cant_attack", "player": "attacker_not_that_player",
                    "unless": "attacker_unless"}
"""The refusal of each reason ``declare_attackers.attack_forbidden_by`` gives (CR 508.1c)."""


def _block_reason(game: Game, player: int, action: DeclareBlocker) -> Refusal:
    """CR 509.1a: an untapped creature the defending player controls blocks a creature
    attacking them or a planeswalker they control (CR 802.4a in a multiplayer game)."""
    from manastack.rules.declare_blockers import attackers_of, block_forbidden_by
    g = game.state
    assert g.combat is not None
    for oid in (action.blocker, action.attacker):
        missing = _no_object(game, oid)
        if missing:
            return missing
    b, what = action.blocker, _called(game, player, action.blocker)
    c = chars(g, b)
    if g.objects[b].zone is not Zone.BATTLEFIELD or not c.is_creature:
        return R("not_creature_on_battlefield", what=what, rule="509.1a")
    if c.controller != player and not (g.teams is not None and c.controller in g.teams[player]):
        return R("blocker_controller", what=what, player=_player(game, c.controller))
    atk = _called(game, player, action.attacker)
    if action.attacker not in g.combat.attackers:
        return R("not_attacking", attacker=atk)
    if action.attacker not in attackers_of(g, player):
        return R("attacking_another", attacker=atk)
    if g.objects[b].tapped:
        return R("blocker_tapped", what=what)
    if b in g.combat.blockers:
        return R("already_blocking", what=what)
    why = block_forbidden_by(g, b, action.attacker, player)
    if why is None:
        return R("block_restricted", what=what, attacker=atk)
    kind, source = why
    by = R("by_its_own_ability") if source in (None, b, action.attacker) else \
        R("by_ability_of", source=_called(game, player, source))
    return R(_BLOCK_REFUSALS[kind], what=what, attacker=atk, by=by)


_BLOCK_REFUSALS = {"unblockable": "attacker_unblockable", "cant_block": "blocker_cant_block",
                   "decayed": "blocker_decayed", "landwalk": "attacker_landwalk",
                   "flying": "attacker_flying", "fear": "attacker_fear",
                   "skulk": "attacker_skulk", "block_only": "blocker_only",
                   "only_by": "attacker_only_by", "not_by": "attacker_not_by",
                   "protection": "attacker_protection"}
"""The refusal of each reason ``declare_blockers.block_forbidden_by`` gives (CR 509.1b)."""
