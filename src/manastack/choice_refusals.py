"""Why a choice is refused (CR 732.1): a ``Choose`` outside the options offered (CR 601.2b-c,
700.2, 115, 608.2d) is refused with the options listed and, where the game knows, the reason
as a sentence of its own: a mode chosen already or needing a target none can be chosen for, a
target chosen already or not fitting the target's description, an object that can't pay a
cost, a cost "unless" asks for that can't be paid now (CR 118.3), a word that isn't one of the
colors offered (CR 105.4), a looked-at or searched-for card not of the kind the effect names.
Only what the player may see is named (CR 401.2, 708.5). Reading the state only, it changes
nothing. Each reason is a message key and its values, worded in English or Japanese
(``manastack.i18n.refusal_words``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from manastack.cards.custom import CARD_TYPES, SUPERTYPES
from manastack.cards.database import database
from manastack.decisions.actions import Choose
from manastack.dsl.creature_types import CREATURE_TYPES
from manastack.dsl.predicates import LAND_TYPES
from manastack.i18n.glossary import ja_keyword, ja_term
from manastack.i18n.refusal_words import Listed, Refusal, Sentence, Words, card_words, zone_words
from manastack.i18n.requirement_words import cost_part_ja, target_phrase_ja
from manastack.refusal_naming import UNSEEN as _UNSEEN
from manastack.refusal_naming import called as _called
from manastack.refusal_naming import card as _card
from manastack.refusal_naming import player_name as _player
from manastack.refusal_naming import where as _where
from manastack.refusal_naming import with_article as _a
from manastack.rules.characteristics import chars
from manastack.rules.naming import card_names
from manastack.rules.text_change import japanese_types
from manastack.state.objects import is_player_id
from manastack.state.zones import Zone
from manastack.views import named

if TYPE_CHECKING:
    from manastack.decisions.decision import Decision
    from manastack.game import Game

R = Refusal.of

_MAX_LISTED = 12
"""The most choices a refusal of a ``Choose`` lists."""


def choice_reason(game: Game, player: int, action: Choose, d: Decision) -> Refusal:
    """CR 601.2b-c, 700.2, 115: a choice is one of those offered; the refusal lists them."""
    offered = [a.value for a in game.legal_actions() if isinstance(a, Choose)]
    what = R({"target": "a_legal_target", "new_target": "a_legal_target", "mode": "a_mode",
              "x": "a_value_of_x"}.get(d.kind, "one_of_the_choices"))
    naming = _card_name_choice(d)
    listed = Listed(tuple(_option(game, player, v, d.kind, naming)
                          for v in offered[:_MAX_LISTED]))
    more = R("and_more", n=len(offered) - _MAX_LISTED) if len(offered) > _MAX_LISTED else \
        R("nothing")
    value = action.value
    # an object as the player may know it; a player chosen as a target named as offered ones
    shown = _refused_shown(game, player, value, d, offered) if isinstance(value, int) and \
        not isinstance(value, bool) and value in game.state.objects else \
        _option(game, player, value, d.kind)
    why = _why_not(game, player, value, d)
    said = R("then_why", why=Sentence(why)) if why else R("nothing")
    return R("not_a_choice", shown=shown, what=what, listed=listed, more=more, why=said)


def _x_why(game: Game, value: int, d: Decision) -> Refusal | None:
    """Why X can't be ``value`` where it is the mana: no number chosen is negative (CR
    107.1b); a larger X makes a total cost the mana its controller can spend on it doesn't pay
    (CR 107.3a, 601.2f-h), named with X replaced. None when something else bounds X (the
    counters a cost removes, the legal targets "X target" needs, "X can't be 0")."""
    if value < 0:
        return R("x_negative")
    from manastack.rules.total_cost import max_affordable_x, total_cost
    g = game.state
    sid = d.info().get("source")
    if sid not in g.objects:
        return None
    cost, extra = total_cost(g, sid, value)
    if extra is not None and (extra.remove_x_counters is not None or
                              extra.remove_x_counters_among is not None):
        return None
    if value <= max_affordable_x(g, sid):
        return None
    return R("x_unpaid", x=value, cost=str(cost))


def _refused_shown(game: Game, player: int, value: int, d: Decision,
                   offered: list[Any]) -> Refusal | Words:
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
    return R("option", value=value, name=_called(game, player, value))


def _why_not(game: Game, player: int, value: Any, d: Decision) -> Refusal | None:
    """Why ``value`` is not among the choices of ``d``, where the game knows, as a sentence
    naming it: an object already chosen, or sharing what must differ with one chosen, or a
    target that is not legal (and why); None otherwise."""
    info = d.info()
    if d.kind == "choose_creature_type" and isinstance(value, str):
        return _creature_type_why(value, {a.value for a in d.actions if isinstance(a, Choose)})
    if isinstance(value, str) and _color_choice(d):
        return _color_why(value)
    if isinstance(value, str) and _card_name_choice(d):
        return _card_name_why(value)
    if d.kind in ("unless_payment", "ward_payment") and value == "pay":
        # CR 118.3: "pay" is offered only when the cost can be paid in full now (a ward
        # cost too, CR 702.21a; life only up to the payer's life total, CR 119.4)
        return R("cannot_pay_now", player=_player(game, player),
                 cost=_cost_words(str(info.get("cost"))))
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    if d.kind == "choose_number" and info.get("times_cost") and value > info.get("most", 0):
        # CR 118.3, 608.2d: a cost paid "any number of times" is paid only as many times as
        # the player's resources allow
        return R("cannot_pay_times", player=_player(game, player), cost=info["times_cost"],
                 most=info.get("most", 0))
    if d.kind == "x":
        return _x_why(game, value, d)
    if d.kind in ("target", "new_target"):  # a new target too: it must be legal (CR 115.7)
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
        return R("already_chosen", what=what)
    if info.get("different") == "power":
        power = chars(game.state, value).power
        for o in chosen:
            if chars(game.state, o).power == power:
                return R("same_power", what=what, power=power,
                         other=_called(game, player, o))
    left = info.get("power_left")
    if left is not None:
        power = chars(game.state, value).power or 0
        if power > left:
            return R("power_left", what=what, power=power, left=left)
    if info.get("different") == "owner":
        owner = game.state.objects[value].owner
        for o in chosen:
            if game.state.objects[o].owner == owner:
                return R("same_owner", what=what, player=_player(game, owner),
                         other=_called(game, player, o))
    return None


_LIFE = re.compile(r"pay (\d+) life")
_DISCARD = re.compile(r"discard (\d+) cards?")
_COUNT_WORDS = ("no", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")
"""How a card's text counts the cards a cost discards ("Discard a card", "Discard two
cards")."""


def _cost_words(text: str) -> Words:
    """A cost (its text as the decision gives it, "{1}, pay 3 life, discard 1 card") as a
    card writes it (CR 118.1, 602.1a), in both languages: its mana symbols as they are, a life
    payment (CR 119.4) as "Pay 3 life" and 「3点のライフを支払う」, a discard (CR 701.9) as
    "Discard a card" and 「カード1枚を捨てる」, the parts joined by commas."""
    en, ja = [], []
    for part in text.split(", "):
        life, discard = _LIFE.fullmatch(part), _DISCARD.fullmatch(part)
        if life:
            en.append(f"Pay {life[1]} life")
            ja.append(f"{life[1]}点のライフを支払う")
        elif discard:
            n = int(discard[1])
            count = _COUNT_WORDS[n] if n < len(_COUNT_WORDS) else str(n)
            en.append(f"Discard {count} card{'s' if n != 1 else ''}")
            ja.append(f"カード{n}枚を捨てる")
        else:
            en.append(part)
            ja.append(part)
    return Words(", ".join(en), "、".join(ja))


def _looked_at_why(game: Game, player: int, value: int, d: Decision) -> Refusal | None:
    """Why the card ``value`` can't be chosen among the cards the player is looking at (an
    effect's "look at the top N cards ... you may reveal a [kind of] card from among them",
    waiting for this answer as ``look_took``): chosen already, or not the kind of card the
    effect names, in its own words (CR 608.2d); a card they see elsewhere is not among them.
    The player has looked at every one of those cards (CR 701.20e), so naming it tells them
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
        return R("already_chosen", what=what)
    if value not in cards:
        return R("not_looked_at", what=what, where=_where(game, player, value))
    label = effect.filter.label if effect.filter is not None else ""
    if label:
        return R("not_the_kind_looked_for", what=what, kind=_a(label))
    return None


def _searched_why(game: Game, player: int, value: int, d: Decision) -> Refusal | None:
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
        shown = _called(game, player, value)
        if shown == _UNSEEN:
            return None
        return R("not_in_searched_library", what=shown, where=_where(game, player, value))
    what = _card(game, value, game.name_of(value))
    if value in {c for _, c in g.frames[d.frame].get("_searched", ())}:
        return R("already_found", what=what)
    label = effect.filter.label
    if not label:
        return None
    kind = label if label.startswith(("a ", "an ")) else _a(label)
    return R("not_the_kind_searched_for", what=what, kind=kind)


def _mode_why(game: Game, value: int, info: dict[str, Any]) -> Refusal | None:
    """Why mode ``value`` of the spell or ability being announced (the decision's
    ``source``) can't be chosen: it has no such mode, it is chosen already (CR 700.2), or a
    target it needs can't be chosen (CR 700.2a, 601.2c)."""
    modes = dict(info.get("modes", ()))
    sid = info.get("source")
    if not modes or sid not in game.state.objects:
        return None
    if value not in modes:
        return R("no_mode", value=value, last=len(modes) - 1)
    if value in game.state.objects[sid].stack.get("mode_progress", ()):
        return R("mode_chosen", value=value, mode=modes[value])
    return R("mode_no_target", value=value, mode=modes[value])


def _type_words(value: str) -> Words:
    """A word given as a creature type, in English as given (its ``repr``), in Japanese by
    the official word of the type it is, if it is one."""
    ja = japanese_types().get(value)
    if ja is None:
        try:
            ja = ja_keyword(value)
        except KeyError:
            ja = None
    return Words(repr(value), f"「{ja}」" if ja else repr(value))


_OTHER_SUBTYPE_RULES = (("205.3g", "artifact"), ("205.3h", "enchantment"),
                        ("205.3j", "planeswalker"), ("205.3k", "spell"))
"""The rules listing the subtypes of the other card types a player may name by mistake for
a creature type (CR 205.3e): artifact, enchantment, planeswalker and spell types."""


@lru_cache(maxsize=1)
def _other_subtypes() -> dict[str, tuple[str, str]]:
    """Each artifact, enchantment, planeswalker and spell type (CR 205.3g, 205.3h, 205.3j,
    205.3k), read from the list its rule gives: the rule number and the kind of subtype."""
    from manastack.comprehensive_rules import rule
    out: dict[str, tuple[str, str]] = {}
    for number, kind in _OTHER_SUBTYPE_RULES:
        listed = rule(number).text.split(" types are ", 1)[1].split(".\n", 1)[0].rstrip(".")
        for word in re.split(r",\s*(?:and\s+)?|\s+and\s+", re.sub(r"\s*\([^)]*\)", "", listed)):
            out[word.strip()] = (number, kind)
    return out


def _creature_type_why(value: str, offered: set[Any]) -> Refusal | None:
    """Why ``value`` isn't among the creature types offered (CR 205.3m): written otherwise
    than the type it names, or by its Japanese word (the type is chosen by its English name,
    as the card reference writes it); several creature types where one, and only one, is chosen (CR
    205.3e); a land type (CR 205.3i), an artifact, enchantment, planeswalker or spell type
    (CR 205.3g, 205.3h, 205.3j, 205.3k), card type (CR 205.2a) or supertype (CR 205.4a); or
    a creature type this choice excludes (one the card forbids, or one it must differ
    from)."""
    shown = _type_words(value)
    if value in CREATURE_TYPES:
        return R("type_excluded", shown=shown)
    alike = next((t for t in sorted(CREATURE_TYPES) if t.lower() == value.strip().lower()),
                 None)
    if alike is not None:
        return R("type_written", shown=shown, alike=_type_words(alike))
    english = next((en for en, ja in japanese_types().items()
                    if ja == value.strip() and en in CREATURE_TYPES), None)
    if english is not None:
        alike_words = Words(repr(english), f"{english!r}（{value.strip()}）")
        if english not in offered:
            return R("type_excluded", shown=alike_words)
        return R("type_japanese", shown=shown, alike=alike_words)
    words = value.split()
    if len(words) > 1 and all(w in CREATURE_TYPES for w in words):
        return R("type_several", shown=shown, types=Listed(tuple(_type_words(w) for w in words)))
    if value in LAND_TYPES:
        return R("type_land", shown=shown)
    other = _other_subtypes().get(value)
    if other is not None:
        return R(f"type_{other[1]}", shown=shown)
    if value in CARD_TYPES:
        return R("type_card", shown=shown)
    if value in SUPERTYPES:
        return R("type_super", shown=shown)
    return R("type_not_creature", shown=shown)


_COLORS = ("white", "blue", "black", "red", "green")
"""The five colors (CR 105.1), as a color choice offers them."""


def _color_choice(d: Decision) -> bool:
    """Whether ``d`` asks for a color: the options offered are the five colors (CR 105.4)."""
    return {a.value for a in d.actions if isinstance(a, Choose)} == set(_COLORS)


def _color_words(color: str) -> Words:
    """One of the five colors, in English as given (its ``repr``), in Japanese by its
    glossary word (白, 青, 黒, 赤, 緑)."""
    return Words(repr(color), f"「{ja_term(color)}」")


def _term_words(value: str) -> Words:
    """A word a player gave, in English as given (its ``repr``), in Japanese by its glossary
    word if it has one (「無色」)."""
    try:
        return Words(repr(value), f"「{ja_term(value.strip())}」")
    except KeyError:
        return Words(repr(value), repr(value))


def _color_why(value: str) -> Refusal:
    """Why ``value`` isn't one of the five colors offered (CR 105.4): "colorless" and
    "multicolored" aren't colors; a color written otherwise than the game writes it, or by
    its Japanese word (a color is chosen by its English word); or no color at all."""
    shown = repr(value)
    said = value.strip().lower()
    if said in ("colorless", "multicolored"):
        return R("not_a_color", shown=_term_words(value))
    if said in _COLORS:
        return R("color_written", shown=shown, color=_color_words(said))
    english = next((c for c in _COLORS if ja_term(c) == value.strip()), None)
    if english is not None:
        return R("color_japanese", shown=shown,
                 color=Words(repr(english), f"{english!r}（{value.strip()}）"))
    return R("not_a_color_at_all", shown=shown,
             colors=Listed(tuple(Words(c, ja_term(c)) for c in _COLORS)))


def _card_name_choice(d: Decision) -> bool:
    """Whether ``d`` asks for a card name (CR 201.4: Pithing Needle's "choose a card name"):
    the options offered are every card name."""
    names = card_names()
    return d.kind == "choose_option" and len(d.actions) == len(names) and \
        {a.value for a in d.actions if isinstance(a, Choose)} == set(names)


def _token_named(value: str) -> Words | None:
    """The token of the card data that ``value`` names, in both languages: its name, or its
    name without the word "Token" (the subtypes it is named after, CR 111.4); None when no
    token is named so."""
    said = value.strip().lower()
    for token in database().tokens():
        for face in token.faces:
            if face.name and said in (face.name.lower(),
                                      face.name.lower().removesuffix(" token")):
                return card_words(face.name, face.subtypes)
    return None


def _card_name_why(value: str) -> Refusal:
    """Why ``value`` isn't among the card names offered (CR 201.4): a token's name that no
    card has; a card's name written otherwise than the card reference writes it (its
    Japanese name, another case: the name is the English one, CR 201.2), with the names to
    choose; or no card's name at all."""
    shown = _term_words(value)
    card = database().find(value)
    if card is not None:
        names = Listed(tuple(Words(repr(f.name), f"{f.name!r}（{card_words(f.name).ja}）")
                             for f in card.faces), " or ", "か")
        return R("card_name_written", shown=shown, names=names)
    token = _token_named(value)
    if token is not None:
        return R("token_name", shown=shown, token=token)
    return R("no_card_named", shown=shown)


_COST_CHOICES = {"cost_sacrifice": Words("sacrificed", "生け贄に捧げ"),
                 "cost_tap": Words("tapped", "タップし"),
                 "cost_discard": Words("discarded", "捨て"),
                 "cost_exile_gy": Words("exiled", "追放し")}
"""The decisions choosing what pays a part of a cost other than mana (CR 601.2h, 602.2b), with
what is done to the object chosen (in Japanese the verb's stem: 生け贄に捧げました,
タップしてよい)."""


def _cost_why(game: Game, player: int, value: int, d: Decision) -> Refusal | None:
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
        return R("paid_already",
                 what=_called(game, player, value) if value in g.objects else
                 R("object", oid=value))
    if value not in g.objects:
        return None
    what = _called(game, player, value)
    if what == _UNSEEN:
        return None
    o = g.objects[value]
    rule = "701.21a" if part == "sacrifice" else "601.2h"
    if part in ("discard", "exile_gy"):
        zone = Zone.HAND if part == "discard" else Zone.GRAVEYARD
        if o.zone is not zone or o.owner != player:
            return R("cost_zone", what=what, where=_where(game, player, value),
                     zone=zone_words(zone.value), done=done)
    elif o.zone is not Zone.BATTLEFIELD:
        return R("cost_not_permanent", what=what, where=_where(game, player, value),
                 done=done, rule=rule)
    elif o.controller != player:
        return R("cost_controller", what=what, player=_player(game, o.controller),
                 done=done, rule=rule)
    elif part == "tap" and o.tapped:
        return R("cost_tapped", what=what)
    label = _cost_label(g, d)
    if label:
        said = cost_part_ja(g, sid, part) if isinstance(sid, int) and sid in g.objects else None
        return R("cost_description", what=what,
                 label=Words(label, f"コスト「{said}」の条件" if said else f"このコストで{done.ja}"
                             "てよいものの条件"))
    return None


def _cost_label(g: Any, d: Decision) -> str | None:
    """The words of the part of the cost being paid ("another creature"), from the instruction
    waiting for the answer (``pay_choice_made``, pushed as the question was asked)."""
    for ins in reversed(g.work):
        if ins.op == "pay_choice_made" and ins.args[-1] == d.frame:
            label = getattr(ins.args[2], "label", None)
            return str(label) if label else None
    return None


def _target_label(g: Any, sid: int, slot: int, label: str, slots: int) -> Words:
    """A target's description (CR 115.1): in English its words, in Japanese the card's own
    words for it (「クリーチャー１体を対象とする」, ``i18n.requirement_words``), or, where
    those aren't certain, the requirement named as such (対象の条件)."""
    said = target_phrase_ja(g, sid, slot, slots)
    return Words(label, f"対象の指定「{said}」" if said else "この対象の条件")


def _quality(q: str) -> Words:
    """What a protection or a hexproof is from (CR 702.16a, 702.11d): a color or a card type
    by its glossary word in Japanese."""
    try:
        ja = ja_term(q)
    except KeyError:
        ja = q
    return Words(q, ja)


def _target_why(game: Game, player: int, value: int, info: dict[str, Any]) -> Refusal | None:
    """Why the object or player ``value`` can't be chosen for the target being chosen (the
    decision's ``source`` and ``slot``): the spell or ability itself (CR 115.5); chosen
    already for it, or for a target it must
    differ from (CR 115.3, 601.2c); not what the target must be (CR 115.1); in the wrong
    zone; protected by shroud, hexproof or protection (CR 702.18a, 702.11a-d, 702.16b), said
    only of what the target's description fits, since no other could be chosen without
    them."""
    from manastack.rules.selectors import chars_match, player_matches
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
    what: str | Words | Refusal
    if is_player_id(value) and 0 <= value < len(g.players):
        what = g.players[value].name
    elif value in g.objects:
        what = _called(game, player, value)
    else:
        return None
    if value == sid:
        return R("target_itself", what=what)  # CR 115.5
    # another target this one must differ from, either way round, first: for a copy's new
    # target (CR 115.7d) this target's own current object may be the one the other took
    if any(j < len(chosen) and value in chosen[j] for j in range(len(specs))
           if j != slot and (j in spec.different_from or slot in specs[j].different_from)):
        return R("target_other_chosen", what=what)
    if slot < len(chosen) and value in chosen[slot]:
        return R("target_chosen", what=what)
    fits = R("target_description", what=what, label=_target_label(g, sid, slot, spec.label,
                                                                    len(specs)))
    src = source_chars_of(g, o)
    ctl = o.controller
    source = sid if o.stack.get("kind") == "spell" else o.source
    if value not in g.objects:
        if not g.players[value].in_game:
            return R("player_left", player=what)  # no longer a player of the game (CR 800.4)
        # what the target must be first: a player who isn't one isn't refused for shroud or
        # hexproof, which only stand in the way of a player who is (CR 115.1)
        if spec.players is None or not player_matches(g, value, spec.players, ctl, source):
            return fits
        if player_has_shroud(g, value):
            return R("player_shroud", what=what)
        if g.is_opponent(value, ctl) and player_has_hexproof(g, value):
            return R("player_hexproof", what=what)
        return fits
    t = g.objects[value]
    if what == _UNSEEN:
        return None  # nothing is said about a card the player can't see (CR 401.2)
    if t.phased_out:
        return R("phased_out", what=what)
    if t.zone is not Zone.BATTLEFIELD or spec.filter is None or spec.spells:
        return fits
    c = chars(g, value)
    if not chars_match(g, c, spec.filter, ctl, source, value, c.controller):
        return fits  # not what the target must be, whatever protects it (CR 115.1)
    if c.has("Shroud"):
        return R("shroud", what=what)
    if g.is_opponent(c.controller, ctl):
        if c.has("Hexproof"):
            return R("hexproof", what=what)
        for k in c.keyword_records("Hexproof from"):
            if protection_stops([k.param or ""], src):
                return R("hexproof_from", what=what, quality=_quality(str(k.param)))
    for q in c.protections():
        if protection_stops([q], src):
            return R("protection", what=what, quality=_quality(str(q)))
    return fits


def _option(game: Game, player: int, v: Any, kind: str,
            naming: bool = False) -> Refusal | Words:
    """A choice offered, with the name of the object it is, when the player may see it; a
    card name offered (``naming``, CR 201.4) as it is chosen, in English (CR 201.2), with
    the card's Japanese name beside it in Japanese."""
    g = game.state
    if naming and isinstance(v, str):
        return Words(repr(v), f"{v!r}（{card_words(v).ja}）")
    if isinstance(v, int) and not isinstance(v, bool) and v in g.objects:
        n = named(game, player, v, offered=True).get("name")
        return R("option", value=v, name=_card(game, v, str(n)) if n else _UNSEEN)
    if kind in ("target", "new_target", "choose_player") and isinstance(v, int) and \
            not isinstance(v, bool) and 0 <= v < len(g.players):
        return R("option", value=v, name=g.players[v].name)
    if kind == "choose_creature_type" and isinstance(v, str):
        return _type_words(v)
    if isinstance(v, str) and v in _COLORS:
        return _color_words(v)
    if isinstance(v, str) and v not in _WORDS_JA:
        return _term_words(v)
    return Words(repr(v), _answer_ja(v))


_ANSWERS_JA = {True: "はい", False: "いいえ", None: "なし"}
"""The answers of a yes-or-no question in Japanese (as the browser client words them)."""

_WORDS_JA = {"keep": "キープする", "mulligan": "マリガンする", "top": "一番上",
             "bottom": "一番下", "graveyard": "墓地", "command_zone": "統率領域",
             "stay": "そのままにする", "tap": "タップする", "untap": "アンタップする",
             "neither": "どちらもしない", "pay": "支払う", "decline": "支払わない"}
"""The fixed answers some decisions offer (keep or mulligan, CR 103.5; top or bottom; pay or
decline, CR 118.12) in Japanese, as the clients word them."""


def _answer_ja(v: Any) -> str:
    """A value offered that is no object or player, in Japanese: yes, no, none and the fixed
    answers by their words, any other as it is."""
    if isinstance(v, bool) or v is None:
        return _ANSWERS_JA[v]
    if isinstance(v, str) and v in _WORDS_JA:
        return f"「{_WORDS_JA[v]}」"
    return repr(v)
