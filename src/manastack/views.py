"""Per-player views: the only way a client sees the game (hidden information stays hidden).

A player sees public zones, their own hand, counts of hidden zones, the cards of other hands
and of libraries they know (``hand_known``, ``library_known`` with each card's place:
``rules.known_cards``), face-down permanents they may look at (CR 708.5, phased out or not),
and the log with everything they may not know removed. What was chosen in public is shown where it still matters: a permanent's "as enters"
choices (``chosen``), a spell's or ability's announced modes, X, division, targets and method of
casting (``stack_choices``), counters on a card in exile and what it was exiled with, who may
look at it and who may play it (``exile_links``). The phased-out permanents are listed apart from the battlefield (``phased_out``). Objects are
shown by id; a face-down object's id is a fresh one (CR 400.7), so it can't be traced back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.combat_log_view import combat_entry
from manastack.commander_view import commander_damage_view, commanders_view
from manastack.exile_view import exile_links
from manastack.i18n.decision_prompts import decision_prompt_ja
from manastack.log_rules import rule_of
from manastack.rules.characteristics import chars
from manastack.rules.information import SHOWN
from manastack.rules.mana import is_summoning_sick
from manastack.rules.priority import holder as priority_holder
from manastack.rules.text_change import rules_text
from manastack.state.zones import Zone
from manastack.view_facts import (
    SPECTATOR,
    can_see,
    cost_option_ja,
    decision_ability,
    decision_words,
    frame_stack_object,
    name_as_it_left,
    offered_effect,
    permanent_rules,
    player_facts,
    replacement_effect,
    rules_in_force,
    stack_ability_words,
    trigger_effect,
)

if TYPE_CHECKING:
    from manastack.game import Game

def known_hidden_cards(game: Game, player: int, owner: int) -> dict[str, list[Any]]:
    """The cards of ``owner``'s hand and library that ``player`` knows without the rules
    letting them see that whole zone (``rules.known_cards``): ``hand_known``, the cards of
    another player's hand they know (revealed, looked at, returned there in sight of all);
    ``library_known``, each card of the library they know with its place (``position``: 0 is
    the top card), the top card they may look at or that is revealed included. A card known
    only from having seen it shows no id (``id`` None; the log links it only while it is
    known, ``manastack.log_links``). A card known
    in a library is known where it is: its place stays known while cards are drawn or put on
    the top or the bottom, and is lost once the library is shuffled or that card reordered
    unseen (CR 701.24a, 401.4, 701.20d)."""
    g = game.state
    p = g.players[owner]
    knower = len(g.players) if player == SPECTATOR else player
    out: dict[str, list[Any]] = {}
    if player != owner and not (g.teams is not None and player in g.teams[owner]):
        hand = [{**object_view(game, player, c), "id": None} for c in p.hand
                if knower in g.objects[c].known_to]
        if hand:
            out["hand_known"] = hand
    # a card known from having seen it shows no id: that knowledge may end while the card
    # stays (a shuffle, a card leaving the hand unseen), and its id would then follow it;
    # the top card the rules show (revealed, or its owner may look at it) shows its id
    from manastack.rules.library_top import may_look, revealed
    library = []
    for i, c in enumerate(p.library):
        shown = i == 0 and (revealed(g, c) or may_look(g, player, c))
        if shown or knower in g.objects[c].known_to:
            v = {**object_view(game, player, c), "position": i}
            if not shown:
                v["id"] = None
            library.append(v)
    if library:
        out["library_known"] = library
    return out


def object_view(game: Game, player: int, oid: int, live: bool | None = None) -> dict[str, Any]:
    """Object ``oid`` as ``player`` may know it. ``live``: for a permanent, whether any
    restriction or requirement is in force (``view_facts.rules_in_force``), when known."""
    g = game.state
    o = g.objects[oid]
    c = chars(g, oid)
    visible = can_see(game, player, oid)
    d: dict[str, Any] = {"id": oid, "owner": o.owner, "controller": c.controller
                         if o.zone in (Zone.BATTLEFIELD, Zone.STACK) else o.owner}
    if o.face_down:
        d["face_down"] = True
        # CR 708.2a: its characteristics as effects modify them are public (a face-down
        # creature given flying has flying in every view); only the card is hidden
        d.update({"name": None, "types": sorted(c.types), "subtypes": sorted(c.subtypes),
                  "supertypes": sorted(c.supertypes), "colors": sorted(c.colors),
                  "power": c.power, "toughness": c.toughness, "keywords": sorted(c.keywords)})
        if visible and o.card_key is not None:
            d["card"] = game.card(oid).name
        if o.zone is Zone.EXILE:
            # CR 406.3: who may look at a card exiled face down is public
            d["may_look"] = sorted(o.known_to)
            d.update(exile_links(game, oid))
        if o.zone is Zone.BATTLEFIELD:
            d.update({"tapped": o.tapped, "damage": o.damage, "counters": dict(o.counters),
                      "attached_to": o.attached_to,
                      "summoning_sick": not c.has("Haste") and is_summoning_sick(g, oid)})
            rules = permanent_rules(game, player, oid, live)
            if rules:
                d["rules"] = rules
        return d
    if not visible:
        return {"id": None, "hidden": True}
    if o.card_key is None:
        # CR 113.3, 405.1: whether it is an activated or a triggered ability is public, and
        # so are its words (in English and Japanese, ``stack_ability_words``)
        en, ja = stack_ability_words(game, player, oid)
        d.update({"ability": en, "source": o.source, "ability_kind": o.stack.get("kind"),
                  **({"ability_ja": ja} if ja is not None else {})})
        if o.source is not None and o.source not in g.objects:
            # a source that has left is named as it last existed (CR 113.7a); a face-down
            # one had no name (CR 708.2a)
            last = getattr(o.stack.get("source_chars"), "name", None)
            if last:
                d["source_name"] = last
        d.update(stack_choices(game, oid))
        return d
    d.update({
        "name": c.name, "key": o.card_key, "face": o.face, "mana_cost": str(c.mana_cost)
        if c.mana_cost and not c.mana_cost.is_empty() else None,
        "types": sorted(c.types), "subtypes": sorted(c.subtypes),
        "supertypes": sorted(c.supertypes), "colors": sorted(c.colors),
        "power": c.power, "toughness": c.toughness,
        # a planeswalker card's printed loyalty (CR 209.1); on the battlefield its loyalty is
        # its loyalty counters (CR 306.5b), in ``counters``
        "loyalty": c.loyalty, "keywords": sorted(c.keywords),
        "token": o.is_token,
        # the rules text as text-changing effects changed it (CR 612), in both languages
        "text": rules_text(g, oid, "en"), "text_ja": rules_text(g, oid, "ja"),
    })
    if o.zone is Zone.BATTLEFIELD:
        d.update({"tapped": o.tapped, "damage": o.damage, "counters": dict(o.counters),
                  "attached_to": o.attached_to,
                  # a double-faced permanent showing its back face (CR 712.8e)
                  "transformed": bool(o.face),
                  # CR 302.6: can't attack or use {T} abilities yet
                  "summoning_sick": c.is_creature and not c.has("Haste")
                  and is_summoning_sick(g, oid)})
        chosen = public_choices(o.chosen)
        if chosen:
            d["chosen"] = chosen
        rules = permanent_rules(game, player, oid, live)
        if rules:
            d["rules"] = rules
    if o.zone is Zone.EXILE and o.counters:
        d["counters"] = dict(o.counters)  # counters on a card in exile (CR 122.1)
    if o.zone is Zone.EXILE:
        d.update(exile_links(game, oid))
    if o.zone is Zone.STACK:
        d.update(stack_choices(game, oid))
    return d


def public_choices(chosen: dict[str, Any]) -> dict[str, Any]:
    """The choices made for a permanent as it entered, or announced for a spell as it was
    cast, that stay public and matter while it is there (CR 614.12, 601.2b, 607.2d): a
    creature type, a colour, a card name, a noted life total, the value of X (CR 107.3m).
    Objects chosen (a card revealed from a hand as it entered) are told by the log, not
    here."""
    out: dict[str, Any] = {}
    for k, v in chosen.items():
        if isinstance(v, str) or isinstance(v, int) and not isinstance(v, bool):
            out[k] = v
        elif isinstance(v, tuple | list) and v and all(isinstance(x, str) for x in v):
            out[k] = list(v)
    return out


def mode_texts(game: Game, oid: int, lang: str = "en") -> list[str]:
    """The modes of spell or ability ``oid`` on the stack in ``lang``, one per mode in order
    (CR 700.2): a spell's in its rules text's words — the bullets of its current text
    (``manastack.i18n.modes``; text-changing effects included, CR 612) when there is one per
    mode —, else its modes' own short texts (in English: only an ability, whose source's text
    may not be its own, has none in Japanese)."""
    from manastack.i18n.modes import bullets
    from manastack.rules.stack import ability_shape
    g = game.state
    o = g.objects[oid]
    spell = o.stack.get("kind") == "spell"
    shape = ability_shape(o, chars(g, oid) if spell else None)[0]
    if spell:
        words = bullets(rules_text(g, oid, lang))
        if len(words) == len(shape):
            return words
        if lang != "en":
            return mode_texts(game, oid, "en")
    return [m.text for m in shape]


def stack_choices(game: Game, oid: int) -> dict[str, Any]:
    """What was announced and chosen as spell or ability ``oid`` was put onto the stack, all
    public (CR 601.2b-d, 602.2b, 603.3c-d): its targets, the modes chosen (their numbers, in
    the order of its modes, and their text in English and Japanese, ``mode_texts`` and
    ``mode_texts_ja``, CR 700.2), the value of X (CR 107.3), how a divided
    amount is shared among the first targets (CR 601.2d), how a spell was cast (flashback,
    disturb, face down, ..., CR 601.2a), whether it is a copy (CR 707.10), the optional
    additional cost chosen and the choices it announced (a creature type, CR 601.2b)."""
    g = game.state
    o = g.objects[oid]
    st = o.stack
    out: dict[str, Any] = {"targets": [list(t) for t in st.get("targets", ())]}
    modes = st.get("modes", st.get("mode_progress"))
    if modes:
        out["modes"] = list(modes)
        for key, lang in (("mode_texts", "en"), ("mode_texts_ja", "ja")):
            words = mode_texts(game, oid, lang)
            out[key] = [words[i] if 0 <= i < len(words) else "" for i in modes]
    if st.get("x") is not None:
        out["x"] = int(st["x"])
    if st.get("division"):
        out["division"] = list(st["division"])
    if st.get("kind") == "spell":
        out["method"] = o.cast_method
        out["copy"] = o.is_copy
        if "additional_choice" in st:
            from manastack.rules.cast_methods import spell_ability
            i = int(st["additional_choice"])
            sa = spell_ability(chars(g, oid))
            labels = getattr(getattr(sa, "additional_cost", None), "labels", ())
            out["additional_cost"] = labels[i] if 0 <= i < len(labels) else str(i)
        chosen = public_choices(o.chosen)
        if chosen:
            out["chosen"] = chosen
    return out


def event_view(game: Game, player: int, ev: Any, seen: Any) -> dict[str, Any]:
    """The log entry ``ev`` as ``player`` may know it, from its :class:`Seen` record
    (``manastack.rules.information``): what the player could know when it happened, so an
    entry once shown never changes. A card is named (``card``) only to a player who may know
    it; ids link objects across zone changes (CR 400.7) only as far as the player may follow
    them: ``from_object`` is the id before the event, ``object`` the id after it."""
    # a spectator knows what is public only (rules.information.everyone), not what each
    # player happens to know (a face-down card every player looked at, CR 708.5)
    bit = 1 << player if player != SPECTATOR else 1 << len(game.state.players)
    k = ev.kind
    d: dict[str, Any] = {"kind": k}
    rule = rule_of(ev)
    if rule is not None:
        d["rule"] = rule  # the rule that made it happen (``log_rules``)
    if ev.player is not None:
        d["player"] = ev.player
    if ev.amount:
        d["amount"] = ev.amount
    if k in ("zone_change", "draw"):
        d["from"] = ev.from_zone.value if ev.from_zone is not None else None
        d["to"] = ev.to_zone.value if ev.to_zone is not None else None
        d["card"] = seen.card if seen.knows & bit == bit else None
        d["from_object"] = ev.obj if seen.old & bit == bit and ev.from_zone is not None else None
        d["object"] = ev.new_obj if seen.new & bit == bit else None
        if ev.to_zone is Zone.BATTLEFIELD:
            # who controls it as it enters (CR 110.2: its owner unless an effect says)
            d["controller"] = ev.data.get("controller", ev.player)
        return d
    if k in ("cast", "activate", "trigger"):
        d["card"] = seen.card if seen.knows & bit == bit else None
        d["object"] = ev.obj
        if k == "cast":
            d["from_object"] = seen.link if seen.old & bit == bit else None
        else:
            d["source"] = seen.other if seen.other_knows & bit == bit else None
            d["source_object"] = seen.other_id if seen.other_ids & bit == bit else None
        return d
    if k == "damage":
        d["source"] = seen.card if seen.knows & bit == bit else None
        d["source_object"] = seen.link if seen.old & bit == bit else None
        if seen.controller is not None:
            # who controlled the source and the permanent dealt damage is public (CR 110.2)
            d["source_controller"] = seen.controller
        if ev.obj is not None:
            d["target"] = seen.other if seen.other_knows & bit == bit else None
            d["target_object"] = seen.other_id if seen.other_ids & bit == bit else None
            if seen.other_controller is not None:
                d["target_controller"] = seen.other_controller
        return d
    if k in SHOWN:
        d["cards"] = list(seen.cards) if seen.cards_knows & bit == bit else None
        if ev.obj is not None:
            d["card"] = seen.card if seen.knows & bit == bit else None
        for key in ("by", "owner"):
            if key in ev.data:
                d[key] = ev.data[key]
        return d
    if seen.card is not None or ev.obj is not None:
        d["card"] = seen.card if seen.knows & bit == bit else None
        d["object"] = ev.obj if seen.old & bit == bit else None
    if k in ("attacks", "blocks"):
        combat_entry(d, ev, seen, bit)
    if k in ("counters_added", "counters_removed") and "counter" in ev.data:
        d["counter"] = ev.data["counter"]  # which kind of counter is public (CR 122.1)
    if k == "chose":  # a creature type or color announced (CR 608.2d, 101.4b)
        d.update({key: ev.data[key] for key in ("creature_type", "color") if key in ev.data})
    if k == "transform" and "face" in ev.data:
        d["face"] = ev.data["face"]  # which face is up is public (CR 712.8e)
        was = _face_before(d.get("card"), d["face"])
        if was is not None:
            d["from_card"] = was  # the face that was up: its other face (CR 701.27a)
    if k == "day_night" and ev.data.get("value") in ("day", "night"):
        d["value"] = ev.data["value"]  # what it became: public, as the game is (CR 730.1)
    return d


def log_view(game: Game, player: int) -> list[dict[str, Any]]:
    """The whole log as ``player`` may know it: ``event_view`` of every entry, linking a card
    in a hand or a library only while they may know it (``manastack.log_links``).

    An entry's view depends only on the event and its :class:`Seen` record, fixed when the
    event happened (``manastack.rules.information``), and the log only grows while the state
    is the same object, so the entries made for a player are kept on the game and only the
    new events are viewed at the next call; an entry is replaced by a new one only when the
    cards it links change. The entries are kept per player (one player's entries are never
    given to another) and dropped when the game's state is replaced (an action refused and
    taken back, CR 601.2, or a concession, CR 104.3a). A clone starts with none. The list
    returned is new; its entries are shared with later views of the same player and are to
    be read, not changed."""
    from manastack.log_links import KeptLog
    g = game.state
    if len(g.known) != len(g.log):
        raise ValueError(f"the log has {len(g.log)} entries and {len(g.known)} knowledge "
                         "records")  # views are taken between decisions, when both agree
    kept = game.log_views.get(player)
    if kept is None or kept.state is not g or len(kept.made) > len(g.log):
        kept = game.log_views[player] = KeptLog(g)
    known = g.known
    for i in range(len(kept.made), len(g.log)):
        ev = g.log[i]
        kept.add(ev, known[i], event_view(game, player, ev, known[i]))
    kept.refresh(game, player)
    return list(kept.shown)


def named(game: Game, player: int, oid: Any, lki: Any = None, *,
          offered: bool = False) -> dict[str, Any]:
    """An object a decision or an option is about, as ``player`` may know it: its id and
    name, or for an ability on the stack its text and its source's name (CR 113.7).
    ``offered``: a card offered to the player's own choice (a card in a library they
    search) is shown to them; a face-down object stays unnamed unless they may look at it."""
    g = game.state
    o = g.objects.get(oid) if isinstance(oid, int) else None
    if o is None:
        name = getattr(lki, "name", "") or None
        if name is None and isinstance(oid, int):
            name = name_as_it_left(game, player, oid)
        return {"object": None, "name": name}
    if o.card_key is None:
        src = o.source
        about = named(game, player, src, o.stack.get("source_chars")) if src is not None \
            else {"object": None, "name": None}
        en, ja = stack_ability_words(game, player, oid)
        return {"object": oid, "name": about["name"], "source_object": about["object"],
                "ability": en, **({"ability_ja": ja} if ja is not None else {})}
    v = object_view(game, player, oid)
    if v.get("face_down"):
        return {"object": oid, "name": v.get("card"), "face_down": True}
    if v.get("hidden"):
        if offered:
            return {"object": oid, "name": game.card(oid).name}
        return {"object": None, "name": None}
    return {"object": oid, "name": v.get("name")}


_KINDS_NAMING_THEIR_SUBJECT = frozenset({"commander_zone"})
"""Decision kinds that tell what their object is: a question about the command zone is asked
only about a commander (CR 903.9). Asked about a card another player can't see (the card a
draw would put into its owner's hand, CR 903.9b, 121.1), the question's kind is shown to that
player as ``"hidden"``: they learn that its owner is deciding, not which card is drawn."""


def decision_kind(game: Game, player: int) -> str | None:
    """The kind of the pending decision as ``player`` (or ``SPECTATOR``) may know it: its
    own kind, except ``"hidden"`` for a kind that names its subject (``_KINDS_NAMING_THEIR_
    SUBJECT``) asked of another player about a card ``player`` can't see (CR 903.9b, 401.2).
    Whatever tells a player about another's decision (their view, the refusal of an action
    taken out of turn) says this kind; None when no decision is pending."""
    d = game.state.pending
    if d is None:
        return None
    if d.player != player and d.kind in _KINDS_NAMING_THEIR_SUBJECT:
        subject = decision_subject(game, player)
        if subject is not None and subject["object"] is None and subject["name"] is None:
            return "hidden"
    return d.kind


def decision_card(game: Game, player: int) -> dict[str, Any] | None:
    """The card the pending decision asks ``player`` about when it isn't what the decision
    belongs to: the card being scried or surveilled, which the player has looked at (CR
    701.22a, 701.25a: "put this card on top or ..."). Only the deciding player's view says it
    (None for anyone else, or when the decision names no such card)."""
    d = game.state.pending
    if d is None or d.player != player:
        return None
    card = d.info().get("card")
    if not isinstance(card, int) or isinstance(card, bool) or card < 100:
        return None
    return named(game, player, card, offered=True)


def decision_subject(game: Game, player: int) -> dict[str, Any] | None:
    """What the pending decision belongs to: the spell or ability, the permanent whose "may" it
    is, the object replaced; none for others unable to identify it if the kind names it (406.3)."""
    s, d = _decision_subject(game, player), game.state.pending
    hide = d is not None and d.player != player and d.kind in _KINDS_NAMING_THEIR_SUBJECT
    return {"object": None, "name": None} if s and hide and s.get("name") is None else s


def _decision_subject(game: Game, player: int) -> dict[str, Any] | None:
    g = game.state
    d = g.pending
    if d is None:
        return None
    info = d.info()

    def given(*keys: str) -> int | None:
        for key in keys:
            v = info.get(key)
            if isinstance(v, int) and not isinstance(v, bool) and v >= 100:
                return v
        return None
    v = given("source", "about", "attacker")  # "attacker": whose combat damage is divided
    if v is not None and (v in g.objects or frame_stack_object(game) is None):
        # (a source gone since, such as a creature whose "dies" ability resolves: the ability
        # it belongs to names it, as it last existed)
        return named(game, player, v, offered=d.player == player)
    frame = g.frames.get(d.frame) if d.frame else None
    if frame:
        sid = frame.get("stack_id")
        if isinstance(sid, int):
            return named(game, player, sid, frame.get("source_chars"))
        src = frame.get("source")
        if isinstance(src, int) and src >= 100:
            return named(game, player, src, frame.get("source_chars"))
    v = given("card", "spell")
    return named(game, player, v, offered=d.player == player) if v is not None else None


def _face_before(name: Any, face: Any) -> str | None:
    """The name of the face a double-faced card named ``name`` had up before it transformed
    to its face ``face`` (CR 701.27a, 712.2): the other face; None for a name the player may
    not know or no such card."""
    from manastack.cards.database import database
    card = database().find(name) if isinstance(name, str) else None
    if card is None or len(card.faces) != 2 or face not in (0, 1):
        return None
    return str(card.faces[1 - face].name)


def _anchor_word_ja(game: Game, player: int, word: str) -> str | None:
    """The Japanese of anchor word ``word`` offered by the pending decision, from the texts of
    the card it belongs to (CR 614.12c: Citadel Siege's "Khans" is カン)."""
    from manastack.cards.database import database
    from manastack.i18n.modes import anchor_words, any_anchor_word_ja
    name = (decision_subject(game, player) or {}).get("name")
    card = database().find(name) if isinstance(name, str) else None
    for face in card.faces if card is not None else ():
        ja = anchor_words(face.oracle_text, face.text_ja).get(word)
        if ja:
            return ja
    return any_anchor_word_ja(word)


def _card_name_ja(name: str) -> str | None:
    """The Japanese of card name ``name`` offered by a choice of a card name (CR 201.4: Curse
    of Silence's "choose a card name"): that face's printed Japanese name, if it has one."""
    from manastack.i18n.text import name_by_english
    ja = name_by_english(name, "ja")
    return None if ja == name else ja


PLAYER_KINDS = frozenset({"choose_player", "first_player", "target", "new_target"})
NUMBER_KINDS = frozenset({"x", "choose_number", "mode", "divide", "damage_assignment"})


def option_view(game: Game, player: int, action: Any) -> dict[str, Any]:
    """One legal answer as plain data naming what it is about: the card or object chosen,
    the player, the replacement effect (by source and effect, CR 616.1) or the triggered
    ability (by source and text, CR 603.3b) put first."""
    from manastack.decisions.actions import Choose
    g = game.state
    d = g.pending
    kind = d.kind if d is not None else ""
    info = d.info() if d is not None else {}
    if not isinstance(action, Choose):
        for attr in ("card", "source", "creature", "blocker"):
            v = getattr(action, attr, None)
            if isinstance(v, int):
                return named(game, player, v)
        return {}
    v = action.value
    if kind == "order_replacements":
        sources = dict(info.get("sources", ()))
        for rid, label in info.get("labels", ()):
            if rid == v:
                src = sources.get(rid)
                about = named(game, player, src) if src is not None else \
                    {"object": None, "name": None}
                own = None if label else replacement_effect(game, rid, about)
                return own if own is not None else offered_effect(game, label, about, src, None)
    if kind == "order_triggers":
        for i, src, text in info.get("triggers", ()):
            if i == v:
                trig = g.triggered[i] if 0 <= i < len(g.triggered) else None
                lki = getattr(trig, "lki", None)
                about = named(game, player, src, lki)
                said = trigger_effect(game, trig, about)  # its words (CR 603.3b)
                return said if said is not None else offered_effect(game, text, about, src, lki)
    if kind == "mode" and isinstance(v, int):
        out: dict[str, Any] = {"effect": dict(info.get("modes", ())).get(v)}
        sid = info.get("source")
        if isinstance(sid, int) and sid in g.objects and g.objects[sid].stack:
            words = mode_texts(game, sid, "ja")  # the mode in the card's Japanese words
            if 0 <= v < len(words):
                out["effect_ja"] = words[v]
        return out
    if isinstance(v, str) and kind == "choose_option":
        out = {"value": v}
        ja = _anchor_word_ja(game, player, v) or _card_name_ja(v)
        if ja:
            out["value_ja"] = ja
        return out
    if isinstance(v, str) and kind == "choose_creature_type":
        # a creature type (CR 205.3m) by its official Japanese word, where the data has one
        from manastack.rules.text_change import japanese_types
        out = {"value": v}
        if japanese_types().get(v):
            out["value_ja"] = japanese_types()[v]
        return out
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return {"value": v}
    if kind == "damage_assignment" and isinstance(v, int) and "recipient" in info:
        # one recipient's amount of combat damage (CR 510.1c-d), asked one at a time
        return {"value": v, "divided": _divided(game, player, (v,), (info["recipient"],))}
    if isinstance(v, int) and kind == "additional_cost":  # an option by its words (601.2b)
        label = str(dict(info.get("labels", ())).get(v, v))
        return {"value": label, **({"value_ja": ja} if (ja := cost_option_ja(label)) else {})}
    if isinstance(v, int):
        if v >= 100 and kind not in NUMBER_KINDS:
            return named(game, player, v, offered=True)
        if v < len(g.players) and kind in PLAYER_KINDS:
            return {"player": v}
        return {"value": v}
    if kind in ("divide", "damage_assignment") and isinstance(v, tuple | list):
        # an amount for each target, in the order they were chosen (CR 601.2d); combat
        # damage for each blocker (then the player or planeswalker a trampler attacks), each
        # creature blocked, or the defending player and each of their creatures (CR 510.1c-d)
        among = info.get("targets") if kind == "divide" else info.get("recipients")
        return {"value": list(v), "divided": _divided(game, player, v, tuple(among or ()))}
    if isinstance(v, tuple | list) and all(isinstance(x, int) and x >= 100 for x in v) \
            and kind not in NUMBER_KINDS:
        return {"objects": [named(game, player, x, offered=True) for x in v]}
    return {"value": list(v) if isinstance(v, tuple) else v}


def _divided(game: Game, player: int, amounts: Any, among: tuple[Any, ...]) -> list[Any]:
    """Each amount of a division with what it is for: a player, or an object as ``player``
    may know it (``named``)."""
    players = len(game.state.players)
    return [{"amount": n, **({"player": among[i]} if among[i] < players else
                             named(game, player, among[i]))}
            for i, n in enumerate(amounts) if i < len(among) and isinstance(among[i], int)]


def player_view(game: Game, player: int) -> dict[str, Any]:
    """Everything ``player`` may see, as plain data (JSON-ready)."""
    g = game.state
    players = []
    commanders = commanders_view(game, player)
    for p in g.players:
        pv: dict[str, Any] = {
            "index": p.index, "name": p.name, "life": p.life, "poison": p.poison,
            "library": len(p.library), "hand_count": len(p.hand),
            "graveyard": [object_view(game, player, o) for o in p.graveyard],
            "lost": p.lost, "mana_pool": dict(p.mana_pool) if p.index == player else
            dict(p.mana_pool),
        }
        pv.update(player_facts(game, p.index))
        if commanders:
            pv["commanders"] = commanders.get(p.index, [])
            pv["commander_tax"] = {str(c["commander"]): c["tax"] for c in pv["commanders"]}
            pv["commander_damage"] = commander_damage_view(game, player, p.index)
        if g.teams is not None:
            pv["team"] = list(g.teams[p.index])  # CR 810.1, 810.3: teams sit together
        if p.index == player or (g.teams is not None and player in g.teams[p.index]):
            pv["hand"] = [object_view(game, player, o) for o in p.hand]  # teammates: 810.5
        if p.library and can_see(game, player, p.library[0]):
            pv["library_top"] = object_view(game, player, p.library[0])
        pv.update(known_hidden_cards(game, player, p.index))
        players.append(pv)
    d = g.pending
    decision: dict[str, Any] | None = None
    if d is not None:
        subject = decision_subject(game, player)
        decision = {"kind": decision_kind(game, player), "player": d.player}
        if subject is not None:
            decision["source"] = subject
        decision.update(decision_words(d, player))  # cost still to pay; precise question
        if d.player == player:
            decision["prompt"] = d.prompt
            said = decision_prompt_ja(g, d)  # what the English prompt says beyond the kind
            if said:
                decision["prompt_ja"] = said
            card = decision_card(game, player)
            if card is not None:
                decision["card"] = card
            ability = decision_ability(game, player)
            if ability is not None:
                decision["ability"] = ability  # what an optional trigger would do
            acts = game.legal_actions()
            decision["actions"] = [a.to_json() for a in acts]
            decision["options"] = [option_view(game, player, a) for a in acts]
    combat = None
    if g.combat is not None:
        combat = {"attackers": [[a, t] for a, t in g.combat.attackers.items()],
                  "blockers": [[b, list(a)] for b, a in g.combat.blockers.items()],
                  # an attacker stays blocked once blocked, even with its blockers gone (CR 509.1h)
                  "blocked": sorted(a for a in g.combat.blocked if a in g.combat.attackers)}
    log = log_view(game, player)
    live = rules_in_force(game)
    return {
        "you": player, "turn": g.turn, "active": g.active, "step": g.step.label,
        "priority": priority_holder(g), "day_night": g.day_night, "players": players,
        "battlefield": [object_view(game, player, o, live) for o in g.battlefield
                        if not g.objects[o].phased_out],
        # still on the battlefield, treated as though they don't exist (CR 702.26b): shown
        # apart; a face-down one to its controller, who may look at it (CR 708.5)
        "phased_out": [object_view(game, player, o, live) for o in g.battlefield
                       if g.objects[o].phased_out],
        "stack": [object_view(game, player, o) for o in g.stack],
        "exile": [object_view(game, player, o) for o in g.exile],
        "command": [object_view(game, player, o) for o in g.command],
        "combat": combat, "decision": decision, "log": log,
        "game_over": g.game_over, "winners": list(g.winners),
    }
