"""What the views show beside an object's card: who may know which card an object is
(``can_see``: CR 400.2, 406.3, 708.5, and the cards players know in hidden zones,
``rules.known_cards``), the restrictions and requirements on a permanent with their sources
and durations (``permanent_rules``: CR 508.1c-d, 509.1b-c, 611.2), and what every player knows
of each player beyond their life and zones (``player_facts``), and the words of an ability
on the stack or waiting to be put there as a player may know them (``stack_ability_words``,
``trigger_effect``: CR 113.2, 603.3b, 708.5), and what an optional triggered ability asked
about would do (``decision_ability``, CR 603.5), and the Japanese line of an effect offered
by its English words (``effect_line_ja``, CR 616.1), an effect offered to choose among by its
source and words (``offered_effect``, CR 616.1), and the name of an object that no longer
exists as a player may know it (``name_as_it_left``, CR 400.7). ``manastack.views`` builds the
views from them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.rules.characteristics import chars, static_rules
from manastack.rules.restrictions import PERMANENT_RULES, rules_on
from manastack.state.zones import Zone

if TYPE_CHECKING:
    from manastack.game import Game

SPECTATOR = -1
"""The viewer who is no player (``Game.spectator_view``): sees public information only, what
every player may see (no hand, no library card but those shown to all, no face-down identity
before the game ends, CR 708.9), and has no decision to make."""


def can_see(game: Game, player: int, oid: int) -> bool:
    """Whether ``player`` may know which card object ``oid`` is: any object in a public zone
    but a face-down one they may not look at (CR 708.5, 406.3); a card in a hand or a
    library the rules let them look at, or one they saw there or saw go there and still know
    (``rules.known_cards``: revealed to them, looked at, followed from a public zone)."""
    g = game.state
    o = g.objects.get(oid)
    if o is None:
        return False
    if o.face_down:
        from manastack.rules.face_down import may_look
        return may_look(g, player, oid)  # CR 708.5, 708.9
    # anyone watching knows what was shown to all (rules.known_cards)
    knower = len(g.players) if player == SPECTATOR else player
    if o.zone is Zone.LIBRARY:
        if knower in o.known_to:
            return True
        from manastack.rules.library_top import may_look, revealed
        # played with the top card revealed (Future Sight), or looked at (Augur of Autumn)
        return revealed(g, oid) or may_look(g, player, oid)
    if o.zone is Zone.HAND:
        # CR 810.5: in Two-Headed Giant, teammates may review each other's hands
        return o.owner == player or knower in o.known_to or (
            g.teams is not None and player in g.teams[o.owner])
    return True


_TAGS = frozenset("rule:" + r for r in PERMANENT_RULES)
"""The tags of resolved effects giving a permanent one of ``restrictions.PERMANENT_RULES``."""


def rules_in_force(game: Game) -> bool:
    """Whether some static ability or resolved effect gives a permanent one of
    ``restrictions.PERMANENT_RULES`` now: otherwise no permanent has any (the usual case)."""
    g = game.state
    return bool(static_rules(g).keys() & PERMANENT_RULES) or any(
        getattr(e.modify, "custom_layer", None) in _TAGS for e in g.effects)


def permanent_rules(game: Game, player: int, oid: int, live: bool | None = None
                    ) -> list[dict[str, Any]]:
    """The restrictions and requirements on permanent ``oid`` now, all public: can't attack,
    attacks each combat if able, can't block, blocks if able, can block only some creatures,
    can't be blocked (by some creatures), must be blocked by all, doesn't untap
    (``rules.restrictions.PERMANENT_RULES``; CR 508.1c-d, 509.1b-c, 502.3), whether a static
    ability gives it (its own, an Aura's, another permanent's: ``duration`` ``"static"``, as
    long as that ability applies, CR 604.1, 611.3a) or a resolved spell or ability (CR 611.2:
    ``"eot"`` until end of turn, ``"next_turn"`` until its ``controller``'s next turn,
    ``"next_untap"`` through its controller's next untap step, ``"source"`` while its source
    stays on the battlefield, ``"source_tapped"`` while it stays tapped, ``"forever"``).
    Each names its ``rule``, its ``source`` (the object id while it is still that object, as
    ``player`` may know it) and ``source_name``, and what the rule's words leave open
    (``detail``: "creature with flying" for "can block only creatures with flying").
    ``live``: ``rules_in_force(game)`` when the caller knows it (a view asks of each
    permanent)."""
    from manastack.dsl.abilities import StaticAbility
    g = game.state
    out: list[dict[str, Any]] = []
    if not (rules_in_force(game) if live is None else live):
        return out
    for rule, src, how in rules_on(g, oid):
        static = isinstance(how, StaticAbility)
        if src is not None and src in g.objects:
            # a permanent, or a spell still resolving: its id is public, its name too unless
            # it is face down and hidden from ``player`` (CR 708.5); nothing of a card in a
            # hidden zone ``player`` doesn't know (CR 400.2)
            seen = can_see(game, player, src)
            public = g.objects[src].zone is not Zone.HAND and \
                g.objects[src].zone is not Zone.LIBRARY
            source = src if seen or public else None
            name = chars(g, src).name or None if seen else None
        else:
            source, name = None, _gone_source_name(g, src)
        # what the rule names: a filter, or a test on a filter (the blocker, CR 509.1b; what
        # the defending player controls, CR 508.1c)
        param = how.params[0] if static and how.params else getattr(how.modify, "custom", None)
        label = getattr(param, "label", None) or \
            getattr(getattr(param, "filter", None), "label", None)
        out.append({"rule": rule, "source": source, "source_name": name,
                    "duration": "static" if static else how.duration,
                    "controller": chars(g, src).controller if static and src is not None
                    else how.controller,
                    "detail": label or None})
    return out


def _gone_source_name(g: Any, src: int | None) -> str | None:
    """The name of the source of a resolved effect that is gone: a spell, as it last existed
    on the stack (``spell_lki``), unless it was face down (CR 708.5); None for an ability
    whose source has left."""
    from manastack.rules.characteristics import printed_chars
    spell = g.extra.get("spell_lki", {}).get(src) if src is not None else None
    if spell is None or spell.face_down or spell.card_key is None:
        return None
    if spell.copy_of is not None:
        return spell.copy_of.name or None
    return printed_chars(spell.card_key, spell.face).name or None


def player_facts(game: Game, index: int) -> dict[str, Any]:
    """What every player knows of player ``index`` beyond life, counts and zones: their
    maximum hand size (None: no maximum, CR 402.2), the spells they cast this turn (what
    day and night look at, CR 730.2), the lands they played this turn (CR 305.2), the mana
    in their pool that carries a spending restriction or a triggered ability (CR 106.6:
    ``mana_riders``, each with the symbol, the source's id, the restriction and the
    ability's text), the mana they don't lose as steps end this turn (``mana_kept``,
    CR 106.4) and the players whose creatures can't attack them or their planeswalkers until
    their next turn (``cant_be_attacked_by``, CR 508.1c)."""
    from manastack.rules.mana_riders import KEPT_MANA_KEY, RIDERS_KEY
    from manastack.rules.turn import no_maximum_hand_size
    g = game.state
    p = g.players[index]
    limit = p.max_hand_size
    if limit is not None and p.in_game and no_maximum_hand_size(g, index):
        limit = None
    out: dict[str, Any] = {"max_hand_size": limit,
                           "spells_cast_this_turn": p.spells_cast_this_turn,
                           "lands_played_this_turn": p.lands_played}
    riders = (g.extra.get(RIDERS_KEY) or {}).get(index, ())
    if riders:
        from manastack.i18n.mana_restrictions import restriction_words, restriction_words_ja
        out["mana_riders"] = [
            {"mana": ch, "source": src if src in g.objects else None,
             "only": restriction_words(only), "only_ja": restriction_words_ja(only),
             "ability": getattr(ability, "text", None) or None}
            for ch, src, ability, only in riders]
    kept = (g.extra.get(KEPT_MANA_KEY) or {}).get(index)
    if kept:
        out["mana_kept"] = dict(kept)
    # "creatures [they] control can't attack you or planeswalkers you control until your next
    # turn" (CR 508.1c, 611.2): the players whose creatures can't attack this one now
    from manastack.rules.until_next_turn import CANT_ATTACK, PERMISSIONS
    banned = sorted({q for who, kind, qs in g.extra.get(PERMISSIONS, ())
                     if who == index and kind == CANT_ATTACK for q in qs})
    if banned:
        out["cant_be_attacked_by"] = banned
    return out


def stack_ability_words(game: Game, player: int, oid: int) -> tuple[str, str | None]:
    """The words of ability ``oid`` on the stack as ``player`` may know them, in English and
    Japanese (None: no Japanese known), from the rules text that wrote it
    (``manastack.i18n.ability_words``, CR 113.2, 602.1, 603.1), else the ability's own
    words. A face-down source's ability shows a player who can't look at it only the words of
    the public effect that granted it (an Aura's quotation, CR 113.1a: a face-down permanent
    has no text of its own, CR 708.2a), never its card's text (CR 708.5); one whose source
    left the battlefield face down shows every player the words of the effect that granted
    its trigger (CR 708.9: the card is revealed as it leaves), and never words of the card's
    own (``left_face_down_words``)."""
    g = game.state
    o = g.objects[oid]
    own = getattr(o.ability, "text", "") or ""
    src = o.source
    if src is not None and src in g.objects:
        if g.objects[src].face_down and not can_see(game, player, src):
            from manastack.i18n.ability_words import granted_words
            granted = granted_words(g, oid, g.objects[src].card_key)
            return (granted.en, granted.ja) if granted is not None else ("", None)
    elif src is not None and o.stack.get("source_chars") is not None and \
            o.stack["source_chars"].face is None:
        if o.stack.get("kind") != "triggered":
            return own, None
        from manastack.i18n.ability_words import left_face_down_words
        words = left_face_down_words(g, oid)
        return (words.en, words.ja) if words is not None else ("", None)
    from manastack.i18n.ability_words import stack_words
    words = stack_words(g, oid)
    return words.en, words.ja


def trigger_effect(game: Game, trig: Any, about: dict[str, Any]) -> dict[str, Any] | None:
    """A triggered ability waiting to be put on the stack (``PendingTrigger``) as an option
    to order (CR 603.3b): its words from the text that wrote it, in English and Japanese, with
    its source (``about``, as ``views.named`` names it); None when its source is unknown to
    the player or no words are known."""
    if trig is None or not about["name"]:
        return None
    from manastack.i18n.ability_words import ability_words
    said = ability_words(game.state, trig.ability, trig.source, trig.lki)
    if not said.en:
        return None
    return {"effect": said.en, "effect_ja": said.ja or said.en, "source": about["name"],
            "source_object": about["object"]}


def replacement_effect(game: Game, rid: Any, about: dict[str, Any]) -> dict[str, Any] | None:
    """The replacement effect ``rid`` of a permanent's replacement ability ("a<permanent>.<n>",
    its n-th ability) as an option to apply first (CR 616.1): that ability's own words in
    English and Japanese, not the rest of its source's rules text; None when they aren't
    known, or the source is one the player may not know."""
    from manastack.dsl.abilities import ReplacementAbility
    from manastack.i18n.ability_words import ability_words
    g = game.state
    found = re.fullmatch(r"a(\d+)\.(\d+)", rid) if isinstance(rid, str) else None
    if found is None or not about["name"]:
        return None
    src, index = int(found[1]), int(found[2])
    if src not in g.objects:
        return None
    c = chars(g, src)
    abilities = tuple(c.abilities)
    ability = abilities[index] if index < len(abilities) else None
    if not isinstance(ability, ReplacementAbility):
        return None
    said = ability_words(g, ability, src, c)
    if not said.en:
        return None
    return {"effect": said.en, "effect_ja": said.ja or said.en, "source": about["name"],
            "source_object": about["object"]}


def decision_ability(game: Game, player: int) -> dict[str, Any] | None:
    """The optional triggered ability ("you may ...", CR 603.5) whose "may" decision asks
    ``player`` whether to use it as it resolves: its words, in English and Japanese
    (``effect``, ``effect_ja``), from the rules text that wrote it, so the question says what
    the ability would do. For a "you may ... If you do" inside a resolving spell or ability
    (CR 608.2d), and for a search (CR 701.23a), the sentence of the card's Japanese text it
    asks about (``sentence_ja``, ``manastack.choice_words``; the engine's own English question
    says it in English). Only the
    deciding player's view says it (None for anyone else, for another decision, or when the
    words are unknown to the player, CR 708.5)."""
    g = game.state
    d = g.pending
    if d is None or d.player != player or d.kind not in ("may", "search"):
        return None
    sid = frame_stack_object(game)
    if sid is None:
        return None
    if d.kind == "may" and d.var == "may":
        if g.objects[sid].stack.get("kind") != "triggered":
            return None
        en, ja = stack_ability_words(game, player, sid)
        return {"effect": en, "effect_ja": ja or en} if en else None
    return _instruction_words(game, player, sid)


def _instruction_words(game: Game, player: int, sid: int) -> dict[str, Any] | None:
    from manastack.choice_words import may_sentence_ja, search_sentence_ja
    from manastack.rules.resolution import resolution_effects
    from manastack.rules.text_change import rules_text
    g = game.state
    d = g.pending
    assert d is not None
    if dict(d.data).get("variant"):  # a precise question of its own says it already
        return None
    if g.objects[sid].stack.get("kind") == "spell":
        ja: str | None = rules_text(g, sid, "ja")
    else:
        ja = stack_ability_words(game, player, sid)[1]
    if not ja or not d.prompt:
        return None
    find = may_sentence_ja if d.kind == "may" else search_sentence_ja
    said = find(resolution_effects(g, sid), d.prompt, ja,
                g.objects[sid].stack.get("kind") == "triggered")
    return {"sentence_ja": said} if said else None


def decision_words(d: Any, player: int) -> dict[str, Any]:
    """What a decision's view says beyond its kind: a mana payment's cost still to pay
    (``remaining``, to everyone; also as the pool's mana paying its generic part is chosen),
    how many cards a discard has still to discard (``left``,
    to everyone: the effect says how many), how much damage a shield choosing among
    simultaneous damage can still prevent (``prevents``, to everyone: CR 615.7, its spell or
    ability said how much and the damage it prevented was dealt in the open), and to the
    deciding player only the ``variant`` naming a more precise question than the kind's
    (``d_<kind>_<variant>``: which end of the library the cards being ordered go to, where a
    card chosen among those looked at goes; what a
    "may" not written on a card asks: untapping during the untap step, CR 502.3, dividing
    combat damage, CR 510.1c-d; what an "unless" or ward payment costs, ``cost_ja``, and what
    not paying does, CR 118.12, 702.21a, 509.1d)."""
    data = dict(d.data)
    out: dict[str, Any] = {}
    if d.kind in ("pay_mana", "pool_mana") and data.get("remaining"):
        out["remaining"] = data["remaining"]
    if d.kind == "discard" and data.get("left"):
        out["left"] = data["left"]
    if d.kind == "shield_damage" and data.get("prevents"):
        out["prevents"] = data["prevents"]
    if d.player != player:
        return out
    if data.get("variant"):
        out["variant"] = data["variant"]
    if d.kind == "may" and d.var in ("untap", "divide"):
        out["variant"] = d.var
    if d.kind in ("unless_payment", "ward_payment") and data.get("cost"):
        from manastack.choice_words import cost_words_ja
        out["cost_ja"] = cost_words_ja(str(data["cost"]))
        out["variant"] = "countered" if data.get("spell") is not None else "block"
    return out


def frame_stack_object(game: Game) -> int | None:
    """The spell or ability on the stack the pending decision's frame belongs to, if any."""
    g = game.state
    d = g.pending
    frame = g.frames.get(d.frame) if d is not None and d.frame else None
    sid = frame.get("stack_id") if frame else None
    return sid if isinstance(sid, int) and sid in g.objects else None


def effect_line_ja(game: Game, text: str, src: Any, lki: Any) -> str | None:
    """The Japanese of an effect's words ``text`` (a replacement effect's, CR 616.1): the line
    of its source's Japanese rules text that is, or holds, the same English words; None when
    no single line does or the texts' lines don't pair up."""
    from manastack.rules.text_change import rules_text
    g = game.state
    if isinstance(src, int) and src in g.objects:
        en, ja = rules_text(g, src, "en"), rules_text(g, src, "ja")
        name: str | None = chars(g, src).name
    else:
        face = getattr(lki, "face", None)
        en, ja = getattr(face, "oracle_text", "") or "", getattr(face, "text_ja", "") or ""
        name = getattr(lki, "name", None)
    lines_en, lines_ja = en.splitlines(), ja.splitlines()
    if not ja or len(lines_en) != len(lines_ja):
        return None

    def plain(words: str) -> str:  # the card naming itself is "this" (CR 201.5)
        words = words.replace(name, "this") if name else words
        return words.lower().replace(" the battlefield", "").strip().rstrip(".")
    said = plain(text)
    found = [i for i, line in enumerate(lines_en) if said and said in plain(line)]
    return lines_ja[found[0]] if len(found) == 1 else None


def cost_option_ja(label: str) -> str | None:
    """The Japanese of an option of a spell's additional cost by the words its card's
    definition gives it (CR 601.2b: Eaten Alive's "Sacrifice a creature" / "Pay {3}{B}", as
    the card's Japanese text words them); None for other words."""
    if label == "Sacrifice a creature":
        return "クリーチャー１体を生け贄に捧げる"
    pay = re.fullmatch(r"Pay ((?:\{[^{}]+\})+)", label)
    return f"{pay[1]}を支払う" if pay else None


def name_as_it_left(game: Game, player: int, oid: int) -> str | None:
    """The name of object ``oid``, which no longer exists, as ``player`` may know it: the one
    its move to another zone was logged with (CR 400.7: the spell that resolved is a new
    object in its owner's graveyard), for a player who may know that card (its log entry's
    :class:`Seen` record: a face-down card stays unnamed to the others); None for an object
    the log never saw move."""
    g = game.state
    bit = 1 << player if player != SPECTATOR else 1 << len(g.players)
    log, known = g.log, g.known
    for i in range(min(len(log), len(known)) - 1, -1, -1):
        ev = log[i]
        if ev.kind == "zone_change" and ev.obj == oid:
            seen = known[i]
            return seen.card if seen.knows & bit == bit else None
    return None


EFFECT_WORDS_JA = {
    "prevention effect": "軽減効果",  # CR 615's own name for them
    "exile it instead": "代わりにそれを追放する",  # as Burn the Accursed's Japanese text says it
}
"""The Japanese of the words the engine gives an effect it offers to choose among (CR 616.1,
``rules.replacement._shield_label``) that no glossary entry and no card line gives ("replacement
effect" is the glossary's 置換効果, "regenerate" its 再生する)."""


def offered_effect(game: Game, text: str, about: dict[str, Any], src: Any,
            lki: Any) -> dict[str, Any]:
    """An effect offered by its source: the ability's own words or, when the ability has
    none of its own, its source's rules text (in English and Japanese); nothing of a source
    the player may not know."""
    out: dict[str, Any] = {"effect": text, "source": about["name"],
                           "source_object": about["object"]}
    if text in EFFECT_WORDS_JA:
        out["effect_ja"] = EFFECT_WORDS_JA[text]
    elif text:  # a keyword ability's own words are its keyword's (CR 702: Evolve, 進化)
        from manastack.i18n.glossary import ja_keyword
        try:
            out["effect_ja"] = ja_keyword(text)
        except KeyError:
            pass
    g = game.state
    if text and "effect_ja" not in out:  # a replacement effect's words: its card's line
        out.update({"effect_ja": line} if (line := effect_line_ja(game, text, src, lki)) else {})
    if text or not about["name"]:
        return out
    from manastack.rules.text_change import rules_text
    if isinstance(src, int) and src in g.objects:
        out["effect"] = rules_text(g, src, "en")
        out["effect_ja"] = rules_text(g, src, "ja")
    else:
        face = getattr(lki, "face", None)
        out["effect"] = getattr(face, "oracle_text", "") or ""
        out["effect_ja"] = getattr(face, "text_ja", None) or out["effect"]
    return out
